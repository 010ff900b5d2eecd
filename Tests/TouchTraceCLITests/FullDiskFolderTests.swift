import Foundation
import Testing
import TouchTraceTestSupport

/// A full disk or a file-size limit: an `error:` line naming the scene, and no empty folder left
/// behind (issue 35).
@Suite(.enabled(if: SmallDisk.isPermitted)) struct FullDiskFolderTests {
  @Test(arguments: [
    (["render", "s.yaml", "-o", "full/new/deeper"], "s.yaml: error: could not write "),
    (["hitmap", "s.yaml", "-o", "full/new"], "s.yaml: error: could not write "),
    (
      ["check", "s.yaml", "--against", "full/refs", "--record", "all"],
      "error: cannot record the reference of s ("
    ),
  ])
  func aNewFolderOnAFullDiskIsNotLeftEmpty(arguments: [String], message: String) throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", oneTapScene)
    let disk = try #require(SmallDisk(at: scratch.url.appendingPathComponent("full")))
    disk.fill()
    let result = try scratch.run(arguments)
    expectCleanFailure(result)
    #expect(result.stderr.contains(message), "\(result)")
    #expect(result.stderr.contains("No space left on device"), "\(result)")
    #expect(scratch.contents("full") == ["filler"], "\(scratch.contents("full"))")
  }
}

/// `ulimit -f`: the write fails with its reason ("File too large"), not a SIGXFSZ that kills the
/// process mid-file.
@Suite struct FileSizeLimitTests {
  @Test func aFileSizeLimitIsAnErrorNotASignal() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", oneTapScene)
    let binary = try #require(Command.executable)
    let result = try Command.run(
      ["-c", "ulimit -f 8; exec \"$0\" render s.yaml -o out", binary.path], in: scratch.url,
      program: URL(fileURLWithPath: "/bin/sh"))
    expectCleanFailure(result)
    #expect(result.stderr.contains("s.yaml: error: could not write "), "\(result)")
    #expect(result.stderr.contains("File too large"), "\(result)")
    #expect(!scratch.exists("out"))
  }
}
