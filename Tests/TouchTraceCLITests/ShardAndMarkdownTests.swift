import Foundation
import Testing
import TouchTraceTestSupport

/// `--shard i/n` splits a suite across machines; `render --markdown` writes a gallery page.
@Suite struct ShardAndMarkdownTests {
  func scene(_ title: String) -> String {
    "title: \"\(title)\"\nwindow:\n  subviews:\n    - {id: box, frame: [0, 0, 50, 50]}\ntouches:\n  - tap: [10, 10]\n"
  }

  /// Every scene lands in exactly one of the shards.
  @Test func shardsCoverEverySceneOnce() throws {
    let scratch = try Scratch()
    for i in 1...5 { try scratch.write("scenes/s\(i).yaml", scene("Scene \(i)")) }
    var seen: [String] = []
    for shard in 1...2 {
      let result = try scratch.run(
        "render", "scenes", "-o", "out\(shard)", "--shard", "\(shard)/2", "--format", "svg")
      #expect(result.exited(0))
      seen += scratch.contents("out\(shard)")
    }
    #expect(seen.sorted() == (1...5).map { "s\($0).svg" })
    #expect(scratch.contents("out1") == ["s1.svg", "s3.svg", "s5.svg"])
    #expect(try scratch.run("render", "scenes", "--shard", "3/2").exited(64))
  }

  /// The page embeds each diagram under its title, by a path relative to the page.
  @Test func markdownPageEmbedsEveryDiagram() throws {
    let scratch = try Scratch()
    try scratch.write("scenes/a.yaml", scene("First"))
    try scratch.write("scenes/b.yaml", scene("Second"))
    let result = try scratch.run(
      "render", "scenes", "-o", "docs/img", "--markdown", "docs/diagrams.md")
    #expect(result.exited(0))
    let page = try String(decoding: scratch.data("docs/diagrams.md"), as: UTF8.self)
    #expect(
      page == """
        # TouchTrace diagrams

        ## First

        ![First](img/a@2x.png)

        ## Second

        ![Second](img/b@2x.png)


        """)
  }

  /// With `--format html` too, each diagram links to its scene's explorer at the step its touch
  /// starts: the second touch's first log line (the first hitTest at (20, 20)).
  @Test func markdownDiagramsLinkToTheirExplorerStep() throws {
    let scratch = try Scratch()
    try scratch.write(
      "scenes/two.yaml",
      "title: Two\nwindow:\n  subviews:\n    - {id: box, frame: [0, 0, 50, 50]}\n"
        + "touches:\n  - tap: [10, 10]\n  - tap: [20, 20]\n")
    let result = try scratch.run(
      "render", "scenes", "-o", "docs/img", "--format", "png", "--format", "html", "--markdown",
      "docs/diagrams.md")
    #expect(result.exited(0), "\(result)")
    let log = try scratch.run("log", "scenes/two.yaml")
    let lines = log.stdout.split(separator: "\n")
    let second = try #require(
      lines.firstIndex { $0.hasSuffix("touch 2") || $0.contains("(20, 20)") })
    let page = try String(decoding: scratch.data("docs/diagrams.md"), as: UTF8.self)
    #expect(
      page == """
        # TouchTrace diagrams

        ## Two

        [![Two](img/two-1@2x.png)](img/two.html#step=1)

        [![Two](img/two-2@2x.png)](img/two.html#step=\(second + 1))


        """)
    #expect(scratch.exists("docs/img/two.html"))
  }
}
