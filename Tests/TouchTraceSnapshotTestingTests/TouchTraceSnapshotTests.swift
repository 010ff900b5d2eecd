import Foundation
import Testing
import TouchTraceImageSnapshotTesting
import TouchTraceScene
import TouchTraceTestSupport

/// The swift-snapshot-testing strategies, used as a library user would, on the samples.
@Suite struct TouchTraceSnapshotTests {
  static let samples = Repo.samples

  @Test func logOfASceneFile() {
    assertTouchTrace(of: Self.samples.appendingPathComponent("seed000-tap-red.yaml"), as: .log)
  }

  @Test func jsonOfASceneFile() {
    assertTouchTrace(
      of: Self.samples.appendingPathComponent("seed000-enlarged-button.yaml"), as: .json)
  }

  /// The reference was recorded on Linux: exact there, `.acrossSystems` elsewhere (a Mac).
  @Test func pngOfASceneFile() {
    #if os(Linux)
      let tolerance = ImageTolerance.exact
    #else
      let tolerance = ImageTolerance.acrossSystems
    #endif
    assertTouchTrace(
      of: Self.samples.appendingPathComponent("seed002-q6-button-under-tap-recognizers.yaml"),
      as: .png(tolerance: tolerance))
  }

  /// `.acrossSystems` lets antialiasing through, but not a tap that now misses the view.
  @Test func theAcrossSystemsToleranceStillCatchesAChangedHit() throws {
    let png = TouchTraceSnapshotting<Data>.png(scale: 1)
    let before = try png.make(Self.box(frame: Rect(20, 20, 100, 100)).touchTrace())
    let after = try png.make(Self.box(frame: Rect(60, 20, 100, 100)).touchTrace())
    let diffing = Diffing<Data>.touchTracePNG(tolerance: .acrossSystems)
    // The same picture passes, so the failure below is the changed hit, not the tolerance.
    #expect(diffing.diffV2(before, before) == nil)
    // A chain to another responder: a diagram of another size, or other pixels.
    #expect(diffing.diffV2(before, after) != nil)
  }

  /// A scene built in Swift code.
  @Test func logOfASceneBuiltInCode() {
    assertTouchTrace(of: Self.box(frame: Rect(20, 20, 100, 100)), as: .log)
  }

  /// Writes `text` as `scratch/scene.yaml` and verifies its snapshot against
  /// `scratch/__Snapshots__`: the message, nil when it matched.
  static func verify<Format>(
    _ text: String, in scratch: URL, as strategy: TouchTraceSnapshotting<Format>,
    record: SnapshotTestingConfiguration.Record
  ) throws -> String? {
    let scene = scratch.appendingPathComponent("scene.yaml")
    try Data(text.utf8).write(to: scene)
    return verifyTouchTrace(
      of: scene, as: strategy, named: "scene", record: record,
      snapshotDirectory: scratch.appendingPathComponent("__Snapshots__").path, testName: "scene")
  }

  static func box(frame: Rect) -> SceneDocument {
    var document = SceneDocument()
    var box = ViewSpec(id: "box")
    box.frame = frame
    document.window.subviews = [box]
    document.touches = [.tap(at: Point(50, 50), count: 1, numberOfTouches: 1)]
    return document
  }

  /// The PNG diffing works on Linux: the same image passes, a moved view fails with a count of
  /// differing pixels and a diff image on disk; a tolerance can let small changes through.
  @Test func pngDiffingReportsChanges() throws {
    let png = TouchTraceSnapshotting<Data>.png(scale: 1)
    let before = try png.make(Self.box(frame: Rect(20, 20, 100, 100)).touchTrace())
    #expect(png.strategy.diffing.diffV2(before, before) == nil)
    let after = try png.make(Self.box(frame: Rect(20, 20, 140, 100)).touchTrace())
    let (message, attachments) = try #require(png.strategy.diffing.diffV2(before, after))
    #expect(message.contains("pixels differ"))
    let path = try #require(
      message.components(separatedBy: "the diff image is ").last?.split(separator: "\n").first)
    #expect(FileManager.default.fileExists(atPath: String(path)))
    #expect(message.hasSuffix(SnapshotAdvice.accept))
    #expect(attachments.count == 1)
    let lenient = Diffing<Data>.touchTracePNG(tolerance: ImageTolerance(fraction: 1))
    #expect(lenient.diffV2(before, after) == nil)
  }

  /// The case end to end, as a user's test meets it: a snapshot recorded from a scene file
  /// fails once a view's frame changes, saying how many pixels differ, and passes again on revert.
  @Test func aMovedViewFailsTheSnapshotAndARevertPasses() throws {
    let folder = try Scratch()
    let scratch = folder.url
    let original = try String(
      contentsOf: Self.samples.appendingPathComponent("seed000-tap-red.yaml"), encoding: .utf8)
    func verify(_ text: String, record: SnapshotTestingConfiguration.Record) throws -> String? {
      try Self.verify(text, in: scratch, as: .png(scale: 1), record: record)
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
