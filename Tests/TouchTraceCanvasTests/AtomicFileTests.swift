import Foundation
import Testing
import TouchTraceTestSupport

@testable import TouchTraceCanvas

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

    try writeAtomically(Data("first".utf8), to: url)
    #expect(try Data(contentsOf: url) == Data("first".utf8))
    try writeAtomically(Data("second, longer".utf8), to: url)
    #expect(try Data(contentsOf: url) == Data("second, longer".utf8))
    try writeAtomically(Data(), to: url)
    #expect(try Data(contentsOf: url).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["diagram.png"])
  }

  @Test func canvasWritesItsFile() throws {
    let scratch = try Scratch()
    let directory = scratch.url
    let url = directory.appendingPathComponent("out.svg")
    let canvas = try Canvas(width: 10, height: 10, format: .svg)
    try canvas.write(to: url)
    #expect(try Data(contentsOf: url) == canvas.finish())
  }

  @Test func missingDirectoryFailsClearly() throws {
    let scratch = try Scratch()
    let directory = scratch.url
    let url = directory.appendingPathComponent("nope/diagram.png")
    #expect {
      try writeAtomically(Data("x".utf8), to: url)
    } throws: { error in
      guard case .writeFailed(let path, let reason)? = error as? CanvasError else { return false }
      return path == url.path && reason.contains("does not exist")
    }
  }

  @Test func unwritableDirectoryFailsCleanly() throws {
    let scratch = try Scratch()
    let directory = scratch.url
    defer { chmod(directory.path, 0o755) }
    #expect(chmod(directory.path, 0o555) == 0)
    // Root ignores directory permissions; /sys refuses new files even for root.
    let target =
      geteuid() == 0
      ? URL(fileURLWithPath: "/sys/touchtrace-canvas-test.png")
      : directory.appendingPathComponent("diagram.png")
    #expect {
      try writeAtomically(Data("x".utf8), to: target)
    } throws: { error in
      guard case .writeFailed(_, let reason)? = error as? CanvasError else { return false }
      return reason.contains("not writable")
    }
    #expect(!FileManager.default.fileExists(atPath: target.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func destinationThatIsADirectoryFailsAndCleansUp() throws {
    let scratch = try Scratch()
    let directory = scratch.url
    let target = directory.appendingPathComponent("taken")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    #expect(throws: CanvasError.self) { try writeAtomically(Data("x".utf8), to: target) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken"])
  }

  @Test func parentThatIsAFileFailsClearly() throws {
    let scratch = try Scratch()
    let directory = scratch.url
    let file = directory.appendingPathComponent("file")
    try writeAtomically(Data("x".utf8), to: file)
    #expect {
      try writeAtomically(Data("y".utf8), to: file.appendingPathComponent("child.png"))
    } throws: { error in
      guard case .writeFailed(_, let reason)? = error as? CanvasError else { return false }
      return reason.contains("is not a directory")
    }
  }
}
