import Foundation
import Testing
import TouchTraceTestSupport

@testable import TouchTraceSupport

/// What a path names, and why one cannot be read, in the words every command uses.
@Suite struct FileChecksTests {
  @Test func aPathsKindFollowsSymbolicLinks() throws {
    let scratch = try Scratch()
    let directory = scratch.url
    let file = directory.appendingPathComponent("scene.yaml")
    try Data("x".utf8).write(to: file)
    let toDirectory = directory.appendingPathComponent("folder-link")
    let toNothing = directory.appendingPathComponent("dangling")
    try FileManager.default.createSymbolicLink(at: toDirectory, withDestinationURL: directory)
    try FileManager.default.createSymbolicLink(
      at: toNothing, withDestinationURL: directory.appendingPathComponent("gone"))

    #expect(PathKind(of: directory.path) == .directory)
    #expect(PathKind(of: toDirectory.path) == .directory)
    #expect(PathKind(of: file.path) == .notADirectory)
    #expect(PathKind(of: directory.appendingPathComponent("nope").path) == .missing)
    #expect(PathKind(of: toNothing.path) == .missing)
    #expect(missingFileReason(toNothing.path) == "no such file (a symbolic link to nothing)")
    #expect(missingFileReason(directory.appendingPathComponent("nope").path) == "no such file")
    #expect(notARegularFileReason(file.path, what: "a scene") == nil)
    #expect(
      notARegularFileReason(directory.path, what: "a scene")
        == "this is a directory, not a scene")
  }
}
