import Foundation
import Testing
import TouchTraceTestSupport

/// Names and paths from the input are printed with their control and bidi characters shown as
/// `\u{…}`, not obeyed (issue 35: ESC, BEL and U+202E reached the terminal raw).
@Suite struct TerminalEscapeTests {
  /// A file name holding ESC, BEL and a right-to-left override.
  let name = "a\u{1B}[31mb\u{07}c\u{202E}d.yaml"
  let shown = "a\\u{1B}[31mb\\u{7}c\\u{202E}d.yaml"

  func expectNoRawControls(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let raw = text.unicodeScalars.filter {
      $0 == "\u{1B}" || $0 == "\u{07}" || $0.properties.isBidiControl
    }
    #expect(
      raw.isEmpty, "raw \(raw.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
  }

  @Test func validateOfAFolderShowsTheNamesEscapes() throws {
    let scratch = try Scratch()
    try scratch.write("dir/" + name, oneTapScene)
    let result = try scratch.run("validate", "dir")
    #expect(result.exited(0), "\(result)")
    #expect(result.stdout.contains("dir/" + shown + ": ok"), "\(result.stdout)")
    expectNoRawControls(result.stdout + result.stderr)
  }

  @Test func anErrorAboutABadFileShowsTheNamesEscapes() throws {
    let scratch = try Scratch()
    try scratch.write("dir/" + name, "window: [")
    for command in [["validate", "dir"], ["hitmap", "dir/" + name], ["check", "dir"]] {
      let result = try scratch.run(command)
      expectCleanFailure(result)
      #expect(result.stderr.contains(shown), "\(command): \(result.stderr)")
      expectNoRawControls(result.stdout + result.stderr)
    }
  }

  /// A bidi override inside a scene (an id in an error) is shown too, not only category Cc.
  @Test func bidiControlsInAnErrorAreShown() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", "window:\n  subviews:\n    - {id: \"x\u{202E}y\", frame: 3}\n")
    let result = try scratch.run("validate", "s.yaml")
    expectCleanFailure(result)
    expectNoRawControls(result.stderr)
  }

  /// `check`'s summary quotes a reference trace's class: its escapes are shown.
  @Test func checksSummaryShowsAReferencesEscapes() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", oneTapScene)
    #expect(try scratch.run("check", "s.yaml", "--against", "ref", "--record", "all").exited(0))
    let url = scratch.url.appendingPathComponent("ref/s.trace.json")
    let trace = try String(contentsOf: url, encoding: .utf8)
    try trace.replacingOccurrences(
      of: "\"UIView\"", with: "\"UI\\u001b]0;owned\\u0007View\\u202e\""
    )
    .write(to: url, atomically: true, encoding: .utf8)
    let result = try scratch.run("check", "s.yaml", "--against", "ref", "--record", "never")
    #expect(result.exited(1), "\(result)")
    #expect(result.stdout.contains("\\u{1B}]0;owned\\u{7}View\\u{202E}"), "\(result.stdout)")
    expectNoRawControls(result.stdout + result.stderr)
  }
}
