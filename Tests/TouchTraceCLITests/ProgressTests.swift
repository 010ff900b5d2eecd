import Foundation
import Testing
import TouchTraceTestSupport

/// Long runs show a progress line on a terminal and only their summary in a log: `render` and
/// `check` under a pseudo-terminal (`script`), then with standard error in a file.
@Suite(
  .enabled(
    if: ToolGate.runs(
      "script", present: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")),
    ToolGate.skipped("no /usr/bin/script to run touchtrace under a pseudo-terminal")))
struct ProgressTests {
  let scene = """
    window:
      subviews:
        - {id: box, frame: [20, 20, 100, 100], backgroundColor: red}
    touches:
      - tap: [50, 50]
    """

  @Test(arguments: [
    (["render", "scenes", "-o", "out"], "rendering"),
    (["check", "scenes", "--against", "ref", "--record", "all"], "checking"),
  ])
  func progressOnATerminalOnly(arguments: [String], verb: String) throws {
    let scratch = try Scratch()
    try scratch.write("scenes/a.yaml", scene)
    try scratch.write("scenes/b.yaml", scene)
    let binary = try #require(Command.executable)
    let line = ([binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let onTerminal = try Command.run(
      Self.scriptArguments(running: line), in: scratch.url,
      program: URL(fileURLWithPath: "/usr/bin/script"))
    #expect(onTerminal.exited(0), "\(onTerminal)")
    // Each step rewrites the line in place (carriage return, erase to the end).
    #expect(onTerminal.stdout.contains("\r\u{1B}[K[1/2] \(verb)…"))
    #expect(onTerminal.stdout.contains("\r\u{1B}[K[2/2] \(verb)…"))

    try? FileManager.default.removeItem(at: scratch.url.appendingPathComponent("ref"))
    let inALog = try scratch.run(arguments)
    #expect(inALog.exited(0))
    #expect(!inALog.stderr.contains(verb + "…") && !inALog.stderr.contains("\u{1B}"))
    #expect(inALog.stderrLines.count == 1, "only the summary: \(inALog.stderr)")
  }

  /// `script` runs a command line under a pseudo-terminal, without its own messages, and exits
  /// with its status: util-linux's takes `-q -e -c LINE FILE`; BSD's (macOS) has no `-c`, takes
  /// `-q FILE COMMAND…`, and returns the command's status.
  static func scriptArguments(running line: String) -> [String] {
    #if os(Linux)
      ["-qec", line, "/dev/null"]
    #else
      ["-q", "/dev/null", "/bin/sh", "-c", line]
    #endif
  }
}
