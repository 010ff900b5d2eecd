import Foundation
import Testing
import TouchTraceImageSnapshotTesting
import TouchTraceTestSupport

/// A scene that cannot be read or run never becomes a reference: the assertion fails with the
/// scene's located error, at the caller's line, and swift-snapshot-testing writes nothing, even
/// when recording.
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

    /// A scratch folder with the scene in it.
    func write() throws -> Scratch {
      let scratch = try Scratch()
      if let text = scene.text { try scratch.write("scene.yaml", text) }
      return scratch
    }
  }

  /// Each strategy, each broken scene, in both modes that record: a failure naming the scene's
  /// error, and no file in the snapshot directory.
  @Test(arguments: Broken.allCases, [SnapshotTestingConfiguration.Record.missing, .all])
  func brokenSceneFailsAndRecordsNothing(
    broken: Broken, record: SnapshotTestingConfiguration.Record
  ) throws {
    let folder = try broken.write()
    let scratch = folder.url
    let scene = scratch.appendingPathComponent("scene.yaml")
    let snapshots = scratch.appendingPathComponent("__Snapshots__")
    func verify<Format>(_ strategy: TouchTraceSnapshotting<Format>, _ name: String) -> String? {
      verifyTouchTrace(
        of: scene, as: strategy, named: name, record: record, snapshotDirectory: snapshots.path,
        testName: "broken")
    }
    for failure in [verify(.log, "log"), verify(.json, "json"), verify(.png(scale: 1), "png")] {
      let text = try #require(failure)
      #expect(text.contains("none was recorded") && text.contains(broken.scene.error), "\(text)")
    }
    let written = (try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? []
    #expect(written.isEmpty, "references were written: \(written)")
  }

  /// The failure is reported where the user wrote the assertion, not inside the library.
  @Test func theFailureIsAtTheCallersLine() throws {
    let folder = try Broken.unknownKey.write()
    let scratch = folder.url
    let expectedLine = #line + 2  // the assertion's line
    withKnownIssue {
      assertTouchTrace(of: scratch.appendingPathComponent("scene.yaml"), as: .log, record: .all)
    } matching: { issue in
      issue.sourceLocation?.line == expectedLine
        && issue.sourceLocation?.fileID == #fileID
        && issue.comments.map(\.rawValue).joined().contains("colour")
    }
  }

  /// The same scene, once fixed, records and then passes: the failure above is the scene's alone.
  @Test func aFixedSceneRecordsAndPasses() throws {
    let folder = try Scratch()
    let scratch = folder.url
    let scene = scratch.appendingPathComponent("scene.yaml")
    let text =
      "window:\n  subviews:\n    - {id: box, frame: [0, 0, 10, 10]}\ntouches:\n  - tap: [5, 5]\n"
    try Data(text.utf8).write(to: scene)
    func verify(_ record: SnapshotTestingConfiguration.Record) -> String? {
      verifyTouchTrace(
        of: scene, as: .log, named: "log", record: record,
        snapshotDirectory: scratch.appendingPathComponent("__Snapshots__").path,
        testName: "fixed")
    }
    #expect(verify(.missing)?.contains("recorded") == true)
    #expect(verify(.never) == nil)
  }
}
