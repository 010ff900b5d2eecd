import Foundation
import Testing
import TouchTraceTestSupport

/// YAML aliases that multiply views: each line holds ten of the one before, 10^9 views in 11
/// lines. The reader stops at the view limit, so `validate` answers in seconds. Run through the
/// binary so the time limit is the process's own: in-process, a test timed from its start also
/// counted the minutes the whole parallel suite kept it waiting (it took 3.7 s alone and once
/// 528 s of wall time).
@Suite struct AliasBombTests {
  /// A scene whose warnings are one warning of `length` characters and a million aliases of it.
  func millionAliases(ofWarningLength length: Int) -> String {
    "warnings: [&w \(String(repeating: "w", count: length)), "
      + Array(repeating: "*w", count: 1_000_000).joined(separator: ", ")
      + "]\nwindow:\n  subviews: []\n"
  }

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
    // Each view an alias repeats is read again; its duplicate id is said once, at its place.
    let duplicate = "<stdin>:3:16: error: duplicate id 'v0'"
    #expect(r.stderr.components(separatedBy: duplicate).count == 2, "\(r)")
  }

  /// A million aliases of one 1,000-character warning: 4 MB of YAML that would be a 1 GB trace
  /// (issue 35: `validate` said ok, `trace` aborted at 2 GB). What aliases repeat is counted.
  @Test func aliasesCannotRepeatTextWithoutBound() throws {
    let text = millionAliases(ofWarningLength: 1_000)
    for command in ["validate", "trace"] {
      let r = try Command.run([command, "-"], stdin: Data(text.utf8), timeout: 120)
      #expect(r.exited(1), "\(command): \(r)")
      #expect(
        r.stderr.contains(
          "error: YAML aliases repeat too much: a scene's aliases may repeat at most 1048576 bytes"),
        "\(command): \(r)")
    }
  }

  /// The same with a warning too long to be read (.ci/fuzz, seed 1124): each alias was measured
  /// and reported again, a million errors in 75 s. Aliases are counted before what they repeat
  /// is checked, and an error at one place is said once.
  @Test func aliasesOfTooLongTextAreReportedOnce() throws {
    let text = millionAliases(ofWarningLength: 10_000)
    let r = try Command.run(["validate", "-"], stdin: Data(text.utf8), timeout: 120)
    #expect(r.exited(1), "\(r)")
    let tooLong = "'warnings' is 10000 characters long; at most 1000"
    #expect(r.stderr.components(separatedBy: tooLong).count == 2, "\(r)")
    #expect(r.stderr.contains("error: YAML aliases repeat too much"), "\(r)")
    #expect(!r.stderr.contains("more errors"), "\(r)")
  }
}
