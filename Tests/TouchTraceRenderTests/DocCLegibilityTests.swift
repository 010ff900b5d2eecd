import Foundation
import Testing
import TouchTraceLayout
import TouchTraceRender
import TouchTraceScene
import TouchTraceTestSupport
import TouchTraceTrace

/// Issue 36, item 6: every diagram the DocC articles show stays legible at the article column's
/// width (``Legibility``): its smallest words, scaled down with the image, are at least 9 CSS px.
@Suite struct DocCLegibilityTests {
  static let catalog = Repo.root.appendingPathComponent("Sources/TouchTrace/TouchTrace.docc")

  /// The images the articles show (`![…](NAME)` with `Resources/NAME@2x.png`), by name.
  static func articleImages() throws -> [String] {
    let resources = catalog.appendingPathComponent("Resources")
    var names: Set<String> = []
    for article in try Repo.files(in: catalog, endingWith: ".md") {
      let text = try String(
        contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
      for match in text.matches(of: /!\[[^\]]*\]\(([^)\s]+)\)/) {
        let name = String(match.1)
        let png = resources.appendingPathComponent(name + "@2x.png")
        if FileManager.default.fileExists(atPath: png.path) { names.insert(name) }
      }
    }
    return names.sorted()
  }

  /// The diagram named `name` as `render` draws it: a sample's, or one of a sample's several
  /// (`NAME-2` is the second diagram of samples/NAME.yaml).
  static func diagram(_ name: String) throws -> Diagram {
    var base = name
    if !FileManager.default.fileExists(atPath: sample(base).path),
      let dash = name.lastIndex(of: "-"), Int(name[name.index(after: dash)...]) != nil
    {
      base = String(name[..<dash])
    }
    let url = sample(base)
    let document = try SceneParser.load(path: url.path)
    let trace = try SceneRunner.run(document, title: base, source: url.lastPathComponent)
    let diagrams = try Renderer.diagrams(for: trace, name: base, combine: false)
    return try #require(diagrams.first { $0.name == name }?.diagram, "no diagram \(name)")
  }

  static func sample(_ base: String) -> URL {
    Repo.samples.appendingPathComponent(base + ".yaml")
  }

  @Test func theArticlesShowImages() throws {
    // The rule below checks every image; an empty list would check nothing.
    #expect(try Self.articleImages().count >= 20)
  }

  @Test func everyArticleDiagramReadsAtTheColumnsWidth() throws {
    var report: [String] = []
    var failures: [String] = []
    for name in try Self.articleImages() {
      let diagram = try Self.diagram(name)
      let smallest = try #require(Legibility.smallestWords(in: diagram))
      let shown = try #require(Legibility.shownTextHeight(of: diagram))
      let line =
        "\(name): \(Int(diagram.size.width)) pt wide, smallest words \(smallest) pt, "
        + "shown at \((shown * 10).rounded() / 10) px"
      report.append(line)
      if shown < Legibility.smallestTextHeight { failures.append(line) }
    }
    if let path = ProcessInfo.processInfo.environment["TOUCHTRACE_LEGIBILITY_REPORT"] {
      try report.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
    let message =
      "below \(Legibility.smallestTextHeight) px at \(Legibility.contentWidth) px:\n"
      + failures.joined(separator: "\n")
    #expect(failures.isEmpty, "\(message)")
  }
}
