import Foundation
import Testing
import TouchTraceCanvas
import TouchTraceImageSnapshotTesting
import TouchTraceScene
import TouchTraceTestSupport

/// `.hitMap` (the map as JSON, text product) and `.hitMap()` (its picture, image product), used
/// as a library user would.
@Suite struct HitMapSnapshotTests {
  static let outside = TouchTraceSnapshotTests.samples.appendingPathComponent(
    "seed000-button-outside-superview.yaml")

  @Test func hitMapOfASceneFile() {
    assertTouchTrace(of: Self.outside, as: .hitMap)
  }

  /// The JSON is the map: its finding is there; a scene built in code is mapped too.
  @Test func theJSONHoldsTheFindings() throws {
    let json = try TouchTraceSnapshotting<String>.hitMap.value(of: Self.outside)
    let map = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let findings = try #require(map["findings"] as? [String])
    // Ranked: the part outside the superview first, then Apple's minimum target (issue 36).
    #expect(findings.count == 2 && findings[0].contains("lies outside"), "\(findings)")
    let built = try TouchTraceSnapshotting<String>.hitMap.value(
      of: TouchTraceSnapshotTests.box(frame: Rect(20, 20, 100, 100)))
    #expect(built.contains("\"view\": \"box\""))
  }

  /// The picture is the map's, not the touch diagram's; a moved view fails with pixels that
  /// differ, and a revert passes.
  @Test func aMovedViewFailsTheMapSnapshot() throws {
    let folder = try Scratch()
    let scratch = folder.url
    let original = try String(contentsOf: Self.outside, encoding: .utf8)
    func verify(_ text: String, record: SnapshotTestingConfiguration.Record) throws -> String? {
      try TouchTraceSnapshotTests.verify(text, in: scratch, as: .hitMap(scale: 1), record: record)
    }
    let scene = scratch.appendingPathComponent("scene.yaml")
    #expect(try verify(original, record: .missing)?.contains("recorded") == true)
    #expect(try verify(original, record: .never) == nil)
    let map = try TouchTraceSnapshotting<Data>.hitMap(scale: 1).value(of: scene)
    let touches = try TouchTraceSnapshotting<Data>.png(scale: 1).value(of: scene)
    #expect(try PNGImage(data: map).width > 0 && map != touches)
    let moved = original.replacingOccurrences(of: "[85, 85, 30, 30]", with: "[55, 55, 30, 30]")
    #expect(moved != original)
    let failure = try #require(try verify(moved, record: .never))
    #expect(failure.contains("pixels differ") || failure.contains("size changed"))
    #expect(try verify(original, record: .never) == nil)
  }

  /// A trace cannot be mapped: the snapshot fails at the caller's line saying why, and records
  /// nothing.
  @Test func aTraceIsRefused() throws {
    let folder = try Scratch()
    let scratch = folder.url
    let trace = try Self.outside.touchTrace()
    let failure = verifyTouchTrace(
      of: trace, as: .hitMap, named: "trace", record: .all, snapshotDirectory: scratch.path,
      testName: "trace")
    #expect(failure?.contains("a trace holds only the points its touches asked") == true)
    #expect(folder.contents().isEmpty)
  }
}
