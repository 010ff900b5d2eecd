import Foundation
import Testing
import TouchTraceTestSupport

/// `touchtrace check` against a folder `render` (or the render-touch-diagrams plugin) wrote:
/// images but no `NAME.trace.json`. Pixels are compared, and the output says behaviour was not.
@Suite struct CheckImageFolderTests {
  let scene = """
    window:
      subviews:
        - {id: redView, frame: [50, 50, 200, 200], backgroundColor: red}
    touches:
      - tap: [120, 120]
      - tap: [10, 10]
    """

  @Test func aRenderedFolderIsComparedByPixels() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", scene)
    #expect(
      try scratch.run("render", "s.yaml", "-o", "docs", "--theme", "light", "--theme", "dark")
        .exited(0))
    let before = scratch.contents("docs")
    #expect(before == ["s-1@2x.png", "s-1~dark@2x.png", "s-2@2x.png", "s-2~dark@2x.png"])

    let same = try scratch.run("check", "s.yaml", "--against", "docs")
    #expect(same.exited(0), "\(same)")
    #expect(same.stdout.isEmpty)
    #expect(
      same.stderrLines.last?.hasSuffix(
        ": 1 ok (pixels only for 1: behaviour not compared, no NAME.trace.json in docs/)") == true,
      "\(same.stderr)")
    // Nothing is recorded into the folder: no trace, no SVG.
    #expect(scratch.contents("docs") == before)

    try scratch.write("s.yaml", scene.replacingOccurrences(of: "red}", with: "blue}"))
    let changed = try scratch.run("check", "s.yaml", "--against", "docs", "--record", "never")
    #expect(changed.exited(1))
    #expect(changed.stdout.hasPrefix("s: s-1@2x.png: "))
    #expect(changed.stdout.hasSuffix("; behaviour not compared: no s.trace.json, pixels only\n"))
    let html = try String(decoding: scratch.data("touchtrace-report/index.html"), as: UTF8.self)
    #expect(
      html.contains("<p class=\"note\">behaviour not compared: no s.trace.json, pixels only</p>"))

    // Re-recording rewrites the images the folder holds, and only those.
    let rerecorded = try scratch.run("check", "s.yaml", "--against", "docs", "--record", "failed")
    #expect(rerecorded.exited(1) && rerecorded.stdout.hasPrefix("s: re-recorded; "))
    #expect(scratch.contents("docs") == before)
    #expect(try scratch.run("check", "s.yaml", "--against", "docs", "--record", "never").exited(0))
  }

  /// `render --combine` (as the plugin may) writes one image for all touches: that is used too.
  @Test func aCombinedImageIsFound() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", scene)
    #expect(try scratch.run("render", "s.yaml", "-o", "docs", "--combine").exited(0))
    #expect(scratch.contents("docs") == ["s@2x.png"])
    let result = try scratch.run("check", "s.yaml", "--against", "docs", "--record", "never")
    #expect(result.exited(0), "\(result)")
    #expect(result.stderr.contains("pixels only for 1"))
  }

  /// An unknown record mode is an error naming the modes, never a silent record.
  @Test func anUnknownRecordModeIsAnError() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", scene)
    let fromEnvironment = try Command.run(
      ["check", "s.yaml", "--against", "ref"], in: scratch.url,
      environment: ProcessInfo.processInfo.environment.merging(["TOUCHTRACE_RECORD": "bogus"]) {
        $1
      })
    #expect(fromEnvironment.exited(1))
    #expect(
      fromEnvironment.stderr
        == "touchtrace: error: TOUCHTRACE_RECORD is 'bogus'; the record modes are missing, all, failed, never\n"
    )
    let fromOption = try scratch.run("check", "s.yaml", "--against", "ref", "--record", "bogus")
    #expect(!fromOption.exited(0))
    #expect(fromOption.stderr.contains("'missing', 'all', 'failed' or 'never'"))
    #expect(!scratch.exists("ref"))
  }
}
