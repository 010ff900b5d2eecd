import Foundation
import Testing
import TouchTraceTestSupport

/// Issue 23's messages: control characters from the input shown escaped, a read-only or full
/// disk said as a located `error:` (no raw Foundation error, no empty folder left), and file
/// names long enough that a temporary name past them used to be too long.
@Suite struct MessageHardeningTests {
  static let oneTap =
    "title: One tap\nwindow: {subviews: [{id: box, frame: [0, 0, 100, 100], backgroundColor: red}]}"
    + "\ntouches: [{tap: [50, 50]}]\n"

  /// Control characters other than line breaks and tabs, as bytes.
  static func controls(_ text: String) -> [UInt8] {
    text.utf8.filter { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }
  }

  /// ESC, BEL and NUL in a key that a message quotes: shown as `\u{1B}`, never sent raw to the
  /// terminal (the probe's title changed the terminal's title and colours).
  @Test(arguments: [["validate"], ["log"]])
  func controlCharactersInMessagesAreEscaped(command: [String]) throws {
    let scratch = try Scratch()
    try scratch.write("c.yaml", "\"\\e]0;pwned\\a\\e[31m\\0\": 1\n" + Self.oneTap)
    let result = try scratch.run(command + ["c.yaml"])
    #expect(result.exited(1), "\(result)")
    #expect(result.stderr.contains("c.yaml:1:1: error:"), "\(result)")
    #expect(result.stderr.contains("\\u{1B}]0;pwned\\u{7}\\u{1B}[31m\\u{0}"), "\(result)")
    #expect(Self.controls(result.stderr).isEmpty, "\(result)")
  }

  @Test func controlCharactersInADumpAreEscaped() throws {
    let scratch = try Scratch()
    try scratch.write(
      "dump.txt", "<UIWindow\u{1B}]0;pwned\u{07}: 0x1; frame = (0 0; 1\u{1B}[31m 1)>\n")
    let result = try scratch.run("import", "dump.txt")
    #expect(!result.crashed, "\(result)")
    #expect(Self.controls(result.stderr).isEmpty, "\(result)")
  }

  @Test func controlCharactersInTheMarkdownPageAreEscaped() throws {
    let scratch = try Scratch()
    try scratch.write(
      "c.yaml", Self.oneTap.replacingOccurrences(of: "One tap", with: "\"One\\e]0;x\\a tap\""))
    let result = try scratch.run("render", "c.yaml", "-o", "out", "--markdown", "page.md")
    #expect(result.exited(0), "\(result)")
    let page = String(decoding: try scratch.data("page.md"), as: UTF8.self)
    #expect(page.contains("One\\u{1B}\\]0;x\\u{7} tap"), "\(page)")
    #expect(Self.controls(page).isEmpty)
  }

  /// The name's own 225 characters and the temporary name's 27 more passed NAME_MAX (255):
  /// "File name too long". In every language, and a batch's other scenes are drawn.
  @Test(arguments: ["en", "zh-Hans", "zh-Hant"])
  func longFileNamesAreWritten(locale: String) throws {
    let scratch = try Scratch()
    let long = String(repeating: "n", count: 230)
    try scratch.write(long + ".yaml", Self.oneTap)
    try scratch.write("short.yaml", Self.oneTap)
    let result = try scratch.run(
      "render", long + ".yaml", "short.yaml", "-o", "out", "--locale", locale)
    #expect(result.exited(0), "\(result)")
    #expect(scratch.contents("out").contains { $0.hasPrefix(long) && $0.hasSuffix(".png") })
    #expect(scratch.contents("out").contains { $0.hasPrefix("short") })
    #expect(!scratch.contents("out").contains { $0.hasSuffix(".tmp") })
    let check = try scratch.run(
      "check", long + ".yaml", "short.yaml", "--against", "refs", "--record", "all", "--locale",
      locale)
    #expect(check.exited(0), "\(check)")
  }
}

/// A read-only or full disk, simulated with a small tmpfs (only where the tests may mount one).
@Suite(
  .enabled(
    if: ToolGate.runs(
      "tmpfs", present: SmallDisk.isPermitted, existsOnThisSystem: linuxOnlyToolsExist),
    ToolGate.skipped("mounting a tmpfs is not permitted here")))
struct FullDiskTests {
  /// `check --record all` onto a read-only folder printed a raw NSCocoaErrorDomain error, counted
  /// the scene as "1 differs" and pasted the error into the report.
  @Test(arguments: ["ro", "ro/refs"])
  func recordingOntoAReadOnlyFolderIsALocatedError(against: String) throws {
    let scratch = try Scratch()
    try scratch.write("a.yaml", MessageHardeningTests.oneTap)
    let disk = try #require(SmallDisk(at: scratch.url.appendingPathComponent("ro"), readOnly: true))
    let result = try scratch.run("check", "a.yaml", "--against", against, "--record", "all")
    #expect(result.exited(1), "\(result)")
    let first = result.stderrLines.first ?? ""
    #expect(first.contains("\(against)") && first.contains(": error: cannot record"), "\(result)")
    #expect(first.contains("Read-only file system"), "\(result)")
    #expect(
      !result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("Error Domain"))
    #expect(!result.stderr.contains("differ") && result.stderr.contains("1 could not be checked"))
    #expect(!scratch.exists("touchtrace-report"))
    _ = disk
  }

  @Test func theMarkdownPageOntoAFullDiskSaysError() throws {
    let scratch = try Scratch()
    try scratch.write("a.yaml", MessageHardeningTests.oneTap)
    let disk = try #require(SmallDisk(at: scratch.url.appendingPathComponent("full")))
    disk.fill()
    let result = try scratch.run("render", "a.yaml", "-o", "out", "--markdown", "full/page.md")
    #expect(result.exited(1), "\(result)")
    #expect(
      result.stderrLines.first?.hasPrefix(
        "full/page.md: error: cannot write the Markdown page (") == true, "\(result)")
    #expect(result.stderr.contains("No space left on device"), "\(result)")
    #expect(
      !FileManager.default.fileExists(atPath: disk.url.appendingPathComponent("page.md").path))
  }

  @Test func aReportOntoAFullDiskLeavesNoFolder() throws {
    let scratch = try Scratch()
    try scratch.write("a.yaml", MessageHardeningTests.oneTap)
    #expect(try scratch.run("check", "a.yaml", "--against", "refs", "--record", "all").exited(0))
    try scratch.write(
      "a.yaml", MessageHardeningTests.oneTap.replacingOccurrences(of: "red", with: "blue"))
    let disk = try #require(SmallDisk(at: scratch.url.appendingPathComponent("full")))
    disk.fill()
    let result = try scratch.run(
      "check", "a.yaml", "--against", "refs", "--record", "never", "--report", "full/report")
    #expect(result.exited(1), "\(result)")
    #expect(result.stderr.contains("full/report: error: cannot write the report"), "\(result)")
    #expect(!FileManager.default.fileExists(atPath: disk.url.appendingPathComponent("report").path))
  }
}
