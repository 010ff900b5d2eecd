import Foundation
import Testing
import TouchTraceTestSupport

/// A reference is recorded whole or not at all, and one that is not whole is "could not be
/// checked", never "ok" (issue 35: a trace left without its PNG made every later check pass
/// without comparing a pixel).
@Suite struct ReferenceRecordingTests {
  func check(_ scratch: Scratch, _ mode: String) throws -> CommandResult {
    try scratch.run("check", "s.yaml", "--against", "ref", "--record", mode)
  }

  /// What an interrupted recording used to leave: the trace alone. Neither `never` nor
  /// `missing` passes it; `all` records it whole again.
  @Test func aTraceWithoutItsImagesCannotBeChecked() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", oneTapScene)
    #expect(try check(scratch, "all").exited(0))
    for image in scratch.contents("ref") where image.hasSuffix(".png") {
      try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("ref/" + image))
    }
    for mode in ["never", "missing", "failed"] {
      let result = try check(scratch, mode)
      expectCleanFailure(result)
      #expect(
        result.stderr.contains(
          "ref/s.trace.json: error: the reference of s is incomplete: no image s@2x.png"),
        "\(mode): \(result)")
      #expect(result.stderr.hasSuffix("0 ok, 1 could not be checked\n"), "\(mode): \(result)")
    }
    #expect(try check(scratch, "all").exited(0))
    #expect(scratch.contents("ref").contains("s@2x.png"))
    #expect(try check(scratch, "never").exited(0))
  }

  /// The marker an interrupted recording leaves makes the reference "could not be checked" even
  /// though every file is there (some may be old and some new).
  @Test func anInterruptedRecordingsMarkerIsRefused() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", oneTapScene)
    #expect(try check(scratch, "all").exited(0))
    #expect(!scratch.contents("ref").contains("s.recording"))
    try scratch.write("ref/s.recording", "")
    let result = try check(scratch, "never")
    expectCleanFailure(result)
    #expect(result.stderr.contains("ref/s.recording: error: the reference of s is incomplete"))
    #expect(try check(scratch, "all").exited(0))
    #expect(!scratch.contents("ref").contains("s.recording"))
  }

  /// A PNG that cannot be written (a directory in its place): the recording fails with the
  /// scene's name, and what it leaves is refused, not passed.
  @Test func aFailedRecordingLeavesNothingThatPasses() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", oneTapScene)
    #expect(try check(scratch, "all").exited(0))
    try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("ref/s~dark@2x.png"))
    try FileManager.default.createDirectory(
      at: scratch.url.appendingPathComponent("ref/s~dark@2x.png/x"),
      withIntermediateDirectories: true)
    let failed = try check(scratch, "all")
    expectCleanFailure(failed)
    #expect(failed.stderr.contains("error: cannot record the reference of s ("), "\(failed)")
    try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("ref/s~dark@2x.png"))
    let after = try check(scratch, "never")
    #expect(!after.exited(0), "\(after)")
    #expect(after.stderr.contains("could not be checked"), "\(after)")
  }

  /// Killed at any moment of a recording (here at 12 moments over its run), the next check
  /// either passes a whole reference or says it could not be checked: never "ok" for a part.
  @Test func aKilledRecordingNeverPassesAPart() throws {
    let executable = try #require(Command.executable)
    for step in 0..<12 {
      let scratch = try Scratch()
      try scratch.write("s.yaml", twoTapsScene)
      let process = Process()
      process.executableURL = executable
      process.arguments = ["check", "s.yaml", "--against", "ref", "--record", "all"]
      process.currentDirectoryURL = scratch.url
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: 0.05 * Double(step))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let files = Set(scratch.contents("ref").filter { !$0.hasPrefix(".") })
      let result = try check(scratch, "never")
      #expect(!result.crashed)
      if result.exited(0) {
        #expect(
          files.isSuperset(of: [
            "s.trace.json", "s-1@2x.png", "s-2@2x.png", "s-1~dark@2x.png", "s-2~dark@2x.png",
          ]), "passed with only \(files.sorted())")
        #expect(!files.contains("s.recording"))
      } else {
        #expect(result.exited(1), "\(result)")
      }
    }
  }
}
