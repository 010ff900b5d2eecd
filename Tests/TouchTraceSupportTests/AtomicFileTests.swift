import Foundation
import Testing
import TouchTraceTestSupport

@testable import TouchTraceSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct AtomicFileTests {
  @Test func writesAndReplacesWithoutLeavingTemporaryFiles() throws {
    let scratch = try Scratch()
    let directory = scratch.url
    let url = directory.appendingPathComponent("diagram.png")

    try AtomicFile.write(Data("first".utf8), to: url)
    #expect(try Data(contentsOf: url) == Data("first".utf8))
    try AtomicFile.write(Data("second, longer".utf8), to: url)
    #expect(try Data(contentsOf: url) == Data("second, longer".utf8))
    try AtomicFile.write(Data(), to: url)
    #expect(try Data(contentsOf: url).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["diagram.png"])
  }

  @Test func missingDirectoryFailsClearly() throws {
    let scratch = try Scratch()
    let directory = scratch.url
    let url = directory.appendingPathComponent("nope/diagram.png")
    #expect {
      try AtomicFile.write(Data("x".utf8), to: url)
    } throws: { error in
      guard let failure = error as? FileWriteError else { return false }
      return failure.path == url.path && failure.reason.contains("does not exist")
        && "\(failure)" == "could not write \(url.path): \(failure.reason)"
    }
  }

  @Test func unwritableDirectoryFailsCleanly() throws {
    let scratch = try Scratch()
    let directory = scratch.url
    defer {
      chmod(directory.path, 0o755)
      try? FileManager.default.removeItem(at: directory)
    }
    #expect(chmod(directory.path, 0o555) == 0)
    // Root ignores directory permissions; /sys refuses new files even for root.
    let target =
      geteuid() == 0
      ? URL(fileURLWithPath: "/sys/touchtrace-support-test.png")
      : directory.appendingPathComponent("diagram.png")
    #expect {
      try AtomicFile.write(Data("x".utf8), to: target)
    } throws: { error in
      (error as? FileWriteError)?.reason.contains("not writable") == true
    }
    #expect(!FileManager.default.fileExists(atPath: target.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func destinationThatIsADirectoryFailsAndCleansUp() throws {
    let scratch = try Scratch()
    let directory = scratch.url
    let target = directory.appendingPathComponent("taken")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    #expect {
      try AtomicFile.write(Data("x".utf8), to: target)
    } throws: { error in
      (error as? FileWriteError)?.reason == "\(target.path) is a directory"
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken"])
  }

  @Test func parentThatIsAFileFailsClearly() throws {
    let scratch = try Scratch()
    let directory = scratch.url
    let file = directory.appendingPathComponent("file")
    try AtomicFile.write(Data("x".utf8), to: file)
    #expect {
      try AtomicFile.write(Data("y".utf8), to: file.appendingPathComponent("child.png"))
    } throws: { error in
      (error as? FileWriteError)?.reason.contains("is not a directory") == true
    }
  }

  /// All or nothing: when the second file cannot be written, the first is not left in place.
  @Test func aFailingFileLeavesNoneOfTheOthers() throws {
    let scratch = try Scratch()
    let directory = scratch.url
    let first = directory.appendingPathComponent("a.svg")
    let second = directory.appendingPathComponent("missing/b.svg")
    #expect(throws: FileWriteError.self) {
      try AtomicFile.write([(first, Data("a".utf8)), (second, Data("b".utf8))])
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  /// A name too long for a temporary name beside it keeps a start within NAME_MAX and a hash.
  @Test func aLongNamesTemporaryStemFitsAndDiffers() {
    let long = String(repeating: "é", count: 150)
    let stem = temporaryStem(of: long)
    #expect(stem.utf8.count <= 200)
    #expect(stem != temporaryStem(of: long + "x"))
    #expect(temporaryStem(of: "short.png") == "short.png")
  }
}
