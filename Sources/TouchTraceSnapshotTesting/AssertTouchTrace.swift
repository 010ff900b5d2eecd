import Foundation
import SnapshotTesting

/// Asserts that a scene's snapshot matches its reference, as swift-snapshot-testing's
/// `assertSnapshot` does (same record modes, same `__Snapshots__` folder beside the test file):
/// `assertTouchTrace(of: sceneURL, as: .log)`.
///
/// A scene that cannot be read or run (or a trace that cannot be encoded or drawn) fails the test
/// at this call's file and line with the scene's located error, and nothing is recorded, in any
/// record mode. Failures go through swift-snapshot-testing, so they reach Swift Testing or XCTest,
/// whichever runs the test.
public func assertTouchTrace<Source: TouchTraceSnapshotSource, Format>(
  of source: Source,
  as snapshotting: TouchTraceSnapshotting<Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshot(
    of: try snapshot(of: source, as: snapshotting), as: snapshotting.strategy, named: name,
    record: record, timeout: timeout, fileID: fileID, file: filePath, testName: testName,
    line: line, column: column)
}

/// `assertTouchTrace(of:as:)`'s check, returning the failure message (nil: it matched) instead of
/// failing the test, with an optional snapshot directory, as swift-snapshot-testing's
/// `verifySnapshot`.
public func verifyTouchTrace<Source: TouchTraceSnapshotSource, Format>(
  of source: Source,
  as snapshotting: TouchTraceSnapshotting<Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  verifySnapshot(
    of: try snapshot(of: source, as: snapshotting), as: snapshotting.strategy, named: name,
    record: record, snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID,
    file: filePath, testName: testName, line: line, column: column)
}

/// The value to compare, made before swift-snapshot-testing's strategy runs, so that an error is
/// thrown from the asserted value, which swift-snapshot-testing reports at the caller's line.
private func snapshot<Source: TouchTraceSnapshotSource, Format>(
  of source: Source, as snapshotting: TouchTraceSnapshotting<Format>
) throws -> Format {
  do {
    return try snapshotting.value(of: source)
  } catch {
    throw NoSnapshot(underlying: error)
  }
}
