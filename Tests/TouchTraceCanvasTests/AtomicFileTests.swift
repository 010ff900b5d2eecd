import Foundation
import Testing
import TouchTraceTestSupport

@testable import TouchTraceCanvas

/// The writing itself is tested in TouchTraceSupportTests (`AtomicFile`); here, Canvas's entry
/// points and their error.
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
}
