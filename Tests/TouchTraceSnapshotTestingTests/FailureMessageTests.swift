import Foundation
import SnapshotTesting
import Testing
import TouchTraceImageSnapshotTesting
@testable import TouchTraceSnapshotTesting

/// A failing snapshot says what changed before its diff, in the words `touchtrace check` uses, and
/// an image's failure says why its size changed and where the diff image is (issue 36).
@Suite struct FailureMessageTests {
  static let tapRed = TouchTraceSnapshotTests.samples.appendingPathComponent("seed000-tap-red.yaml")
  /// The red view moved off the tap: the tap now goes to its superview.
  static func movedAway(_ text: String) -> String {
    text.replacingOccurrences(
      of: "{id: redColorView, frame: [0, 0, 120, 100]",
      with: "{id: redColorView, frame: [200, 200, 120, 100]")
  }

  func failure<Format>(_ strategy: TouchTraceSnapshotting<Format>) throws -> String {
    let fm = FileManager.default
    let scratch = fm.temporaryDirectory.appendingPathComponent("touchtrace-words-\(UUID())")
    defer { try? fm.removeItem(at: scratch) }
    try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
    let original = try String(contentsOf: Self.tapRed, encoding: .utf8)
    _ = try TouchTraceSnapshotTests.verify(original, in: scratch, as: strategy, record: .all)
    let moved = Self.movedAway(original)
    #expect(moved != original)
    return try #require(
      try TouchTraceSnapshotTests.verify(moved, in: scratch, as: strategy, record: .never))
  }

  @Test func theTraceSnapshotStartsWithTheChangedHitView() throws {
    let message = try failure(.json)
    // swift-snapshot-testing's own header (the two files, its diff tool) comes first; then ours.
    let ours = try #require(message.range(of: "What changed (as touchtrace check says it):\n"))
    #expect(
      message[ours.upperBound...].hasPrefix(
        "- touch 1: hit-test view was redColorView, is now ligthGrayColorView\n"), "\(message)")
    // Then the diff, then how to accept the change.
    let hunk = try #require(message.range(of: "@@ "))
    #expect(ours.lowerBound < hunk.lowerBound)
    #expect(message.hasSuffix(SnapshotAdvice.accept))
  }

  @Test func theLogSnapshotSaysWhereTheLogParts() throws {
    let message = try failure(.log)
    #expect(
      message.contains(
        "What changed (as touchtrace check says it):\n- the log parts at line "), "\(message)")
  }

  @Test func anImageOfAnotherSizeSaysWhy() throws {
    let png = TouchTraceSnapshotting<Data>.png(scale: 1)
    let samples = TouchTraceSnapshotTests.samples
    // Another scene: another layout, so another size.
    let before = try png.make(Self.tapRed.touchTrace())
    let after = try png.make(
      samples.appendingPathComponent("seed000-button-outside-superview.yaml").touchTrace())
    let (message, _) = try #require(png.strategy.diffing.diffV2(before, after))
    #expect(message.hasPrefix("the image size changed from "), "\(message)")
    #expect(message.contains(" pixels: a diagram is laid out around what it shows"))
    #expect(message.contains("; the diff image is /"))
  }
}
