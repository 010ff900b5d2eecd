import Foundation
import SnapshotTesting
import TouchTraceScene
import TouchTraceTrace

/// How a scene is snapshotted: what is made of its trace (`make`, which may throw: the error is
/// then reported at the caller's line and nothing is recorded), and how that is stored and compared
/// (`strategy`, a swift-snapshot-testing strategy).
public struct TouchTraceSnapshotting<Format> {
  public var make: (Trace) throws -> Format
  public var strategy: Snapshotting<Format, Format>

  public init(strategy: Snapshotting<Format, Format>, make: @escaping (Trace) throws -> Format) {
    self.strategy = strategy
    self.make = make
  }
}

extension TouchTraceSnapshotting where Format == String {
  /// The event log (`touchtrace log`), diffed line by line, in a `.log` file.
  public static var log: Self { text("log") { EventLog.text(of: $0) } }

  /// The trace as JSON (`touchtrace trace`), in a `.json` file.
  public static var json: Self {
    text("json") { String(decoding: try $0.jsonData(), as: UTF8.self) }
  }

  private static func text(_ pathExtension: String, _ make: @escaping (Trace) throws -> String)
    -> Self
  {
    var lines = Snapshotting<String, String>.lines
    lines.pathExtension = pathExtension
    return Self(strategy: lines, make: make)
  }
}

/// What a snapshot can be taken of: a scene file's URL, a scene built in code, or a trace.
public protocol TouchTraceSnapshotSource {
  /// The trace of a run; throws the scene's located error (`file:line:column: error: …`).
  func touchTrace() throws -> Trace
}

extension URL: TouchTraceSnapshotSource {
  public func touchTrace() throws -> Trace { try SceneRunner.run(path: path) }
}

extension SceneDocument: TouchTraceSnapshotSource {
  public func touchTrace() throws -> Trace { try SceneRunner.run(self, title: title ?? "scene") }
}

extension Trace: TouchTraceSnapshotSource {
  public func touchTrace() throws -> Trace { self }
}

/// Why no snapshot was taken. swift-snapshot-testing reports a value that throws with the error's
/// `localizedDescription`, at the assertion's file and line; this makes that the scene's message.
struct NoSnapshot: LocalizedError {
  let underlying: any Error
  var errorDescription: String? {
    "TouchTrace could not take the snapshot, so none was recorded:\n\(underlying)"
  }
}
