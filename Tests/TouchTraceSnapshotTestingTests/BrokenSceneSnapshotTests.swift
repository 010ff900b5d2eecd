import Foundation
import SnapshotTesting
import Testing
import TouchTraceSnapshotTesting

/// A scene that cannot be read or run never becomes a reference: the strategies fail with the
/// scene's located error and swift-snapshot-testing writes nothing, even when recording.
@Suite struct BrokenSceneSnapshotTests {
  enum Broken: String, CaseIterable {
    case missingFile, brokenYAML, unknownKey
    /// The file's text (nil: no file), and what its error says.
    var scene: (text: String?, error: String) {
      switch self {
      case .missingFile: (nil, "error:")
      case .brokenYAML: ("window:\n  subviews: [\n", "scene.yaml:")
      case .unknownKey:
        ("window:\n  subviews:\n    - {id: box, frame: [0, 0, 10, 10], colour: red}\n", "colour")
      }
    }
  }

  /// Each strategy, each broken scene, in both modes that record: a failure naming the scene's
  /// error, and no file in the snapshot directory.
  @Test(arguments: Broken.allCases, [SnapshotTestingConfiguration.Record.missing, .all])
  func brokenSceneFailsAndRecordsNothing(
    broken: Broken, record: SnapshotTestingConfiguration.Record
  ) throws {
    let fm = FileManager.default
    let scratch = fm.temporaryDirectory.appendingPathComponent("touchtrace-broken-\(UUID())")
    defer { try? fm.removeItem(at: scratch) }
    try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
    let scene = scratch.appendingPathComponent("scene.yaml")
    if let text = broken.scene.text { try Data(text.utf8).write(to: scene) }
    let snapshots = scratch.appendingPathComponent("__Snapshots__")

    func verify<Format>(_ strategy: Snapshotting<URL, Format>, _ name: String) -> String? {
      var result: String?
      withKnownIssue {
        // A short timeout: no snapshot ever comes, so waiting longer would only slow the test.
        result = verifySnapshot(
          of: scene, as: strategy, named: name, record: record,
          snapshotDirectory: snapshots.path, timeout: 0.01, testName: "broken")
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.contains("none was recorded") && text.contains(broken.scene.error)
      }
      return result
    }
    #expect(verify(.touchTrace(.log), "log") != nil)
    #expect(verify(.touchTrace(.json), "json") != nil)
    #expect(verify(.touchTrace(.png(scale: 1)), "png") != nil)
    let written = (try? fm.contentsOfDirectory(atPath: snapshots.path)) ?? []
    #expect(written.isEmpty, "references were written: \(written)")
  }

  /// The same scene, once fixed, records and then passes: the failure above is the scene's alone.
  @Test func aFixedSceneRecordsAndPasses() throws {
    let fm = FileManager.default
    let scratch = fm.temporaryDirectory.appendingPathComponent("touchtrace-fixed-\(UUID())")
    defer { try? fm.removeItem(at: scratch) }
    try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
    let scene = scratch.appendingPathComponent("scene.yaml")
    let text =
      "window:\n  subviews:\n    - {id: box, frame: [0, 0, 10, 10]}\ntouches:\n  - tap: [5, 5]\n"
    try Data(text.utf8).write(to: scene)
    func verify(_ record: SnapshotTestingConfiguration.Record) -> String? {
      verifySnapshot(
        of: scene, as: .touchTrace(.log), named: "log", record: record,
        snapshotDirectory: scratch.appendingPathComponent("__Snapshots__").path,
        testName: "fixed")
    }
    #expect(verify(.missing)?.contains("recorded") == true)
    #expect(verify(.never) == nil)
  }
}
