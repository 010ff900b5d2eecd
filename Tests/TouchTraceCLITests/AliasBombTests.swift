import Foundation
import Testing
import TouchTraceTestSupport

/// YAML aliases that multiply views: each line holds ten of the one before, 10^9 views in 11
/// lines. The reader stops at the view limit, so `validate` answers in seconds. Run through the
/// binary so the time limit is the process's own: in-process, a test timed from its start also
/// counted the minutes the whole parallel suite kept it waiting (it took 3.7 s alone and once
/// 528 s of wall time).
@Suite struct AliasBombTests {
  @Test func aliasesCannotMultiplyViewsWithoutBound() throws {
    var text = "window:\n  subviews:\n    - &v0 {id: v0, frame: [0, 0, 1, 1]}\n"
    for i in 1...9 {
      text +=
        "    - &v\(i) {id: v\(i), frame: [0, 0, 1, 1], subviews: ["
        + Array(repeating: "*v\(i - 1)", count: 10).joined(separator: ", ") + "]}\n"
    }
    let r = try Command.run(["validate", "-"], stdin: Data(text.utf8), timeout: 120)
    #expect(r.exited(1), "\(r)")
    #expect(r.stderr.contains("error: the scene has more than 100000 views; the limit is 100000"))
    // Reported errors are capped too, with the rest counted.
    #expect(r.stderr.contains(" more errors"), "\(r)")
  }

  /// A million aliases of one 1,000-character warning: 4 MB of YAML that would be a 1 GB trace
  /// (issue 35: `validate` said ok, `trace` aborted at 2 GB). What aliases repeat is counted.
  @Test func aliasesCannotRepeatTextWithoutBound() throws {
    let warning = String(repeating: "w", count: 1_000)
    let text =
      "warnings: [&w \(warning), "
      + Array(repeating: "*w", count: 1_000_000).joined(separator: ", ")
      + "]\nwindow:\n  subviews: []\n"
    for command in ["validate", "trace"] {
      let r = try Command.run([command, "-"], stdin: Data(text.utf8), timeout: 120)
      #expect(r.exited(1), "\(command): \(r)")
      #expect(
        r.stderr.contains(
          "error: YAML aliases repeat too much: a scene's aliases may repeat at most 1048576 bytes"),
        "\(command): \(r)")
    }
  }
}
