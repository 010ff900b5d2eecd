import Foundation
import SnapshotTesting
import Testing
import TouchTraceCanvas
import TouchTraceScene
import TouchTraceTrace

@testable import TouchTraceSnapshotTesting

/// The swift-snapshot-testing strategies, used as a library user would, on the samples.
@Suite struct TouchTraceSnapshotTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("samples")

  @Test func logOfASceneFile() {
    assertSnapshot(
      of: Self.samples.appendingPathComponent("seed000-tap-red.yaml"), as: .touchTrace(.log))
  }

  @Test func jsonOfASceneFile() {
    assertSnapshot(
      of: Self.samples.appendingPathComponent("seed000-enlarged-button.yaml"),
      as: .touchTrace(.json))
  }

  @Test func pngOfASceneFile() {
    assertSnapshot(
      of: Self.samples.appendingPathComponent("seed002-q6-button-under-tap-recognizers.yaml"),
      as: .touchTrace(.png()))
  }

  /// A scene built in Swift code.
  @Test func logOfASceneBuiltInCode() {
    var document = SceneDocument()
    var box = ViewSpec(id: "box")
    box.frame = Rect(20, 20, 100, 100)
    document.window.subviews = [box]
    document.touches = [.tap(at: Point(50, 50), count: 1, numberOfTouches: 1)]
    assertSnapshot(of: document, as: .touchTrace(.log))
  }

  /// The PNG diffing works on Linux: the same image passes, a moved view fails with a count of
  /// differing pixels and a diff image on disk; a tolerance can let small changes through.
  @Test func pngDiffingReportsChanges() throws {
    let strategy = Snapshotting<Trace, Data>.touchTrace(.png(scale: 1))
    func image(frame: Rect) throws -> Data {
      var document = SceneDocument()
      var box = ViewSpec(id: "box")
      box.frame = frame
      document.window.subviews = [box]
      document.touches = [.tap(at: Point(50, 50), count: 1, numberOfTouches: 1)]
      let trace = try SceneRunner.run(document, title: "box")
      var data = Data()
      strategy.snapshot(trace).run { data = $0 }
      return data
    }
    let before = try image(frame: Rect(20, 20, 100, 100))
    #expect(strategy.diffing.diffV2(before, before) == nil)
    let after = try image(frame: Rect(20, 20, 140, 100))
    let (message, attachments) = try #require(strategy.diffing.diffV2(before, after))
    #expect(message.contains("pixels differ"))
    let path = try #require(message.components(separatedBy: "the diff image is ").last)
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(attachments.count == 1)
    let lenient = Diffing<Data>.touchTracePNG(tolerance: ImageTolerance(fraction: 1))
    #expect(lenient.diffV2(before, after) == nil)
  }

  /// The case end to end, as a user's test meets it: a snapshot recorded from a scene file
  /// fails once a view's frame changes, saying how many pixels differ, and passes again on revert.
  @Test func aMovedViewFailsTheSnapshotAndARevertPasses() throws {
    let fm = FileManager.default
    let scratch = fm.temporaryDirectory.appendingPathComponent("touchtrace-snap-\(UUID())")
    defer { try? fm.removeItem(at: scratch) }
    try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
    let original = try String(
      contentsOf: Self.samples.appendingPathComponent("seed000-tap-red.yaml"), encoding: .utf8)
    let scene = scratch.appendingPathComponent("tap-red.yaml")
    func verify(_ text: String, record: SnapshotTestingConfiguration.Record) throws -> String? {
      try Data(text.utf8).write(to: scene)
      return verifySnapshot(
        of: scene, as: .touchTrace(.png(scale: 1)), named: "tapRed", record: record,
        snapshotDirectory: scratch.appendingPathComponent("__Snapshots__").path,
        testName: "tapRed")
    }
    #expect(try verify(original, record: .missing)?.contains("recorded") == true)
    #expect(try verify(original, record: .never) == nil)
    let moved = original.replacingOccurrences(
      of: "{id: redColorView, frame: [0, 0, 120, 100]",
      with: "{id: redColorView, frame: [10, 0, 120, 100]")
    #expect(moved != original)
    let failure = try #require(try verify(moved, record: .never))
    #expect(failure.contains("pixels differ"))
    #expect(try verify(original, record: .never) == nil)
  }
}
