import Foundation
import SnapshotTesting
import TouchTraceHitMap
import TouchTraceScene
import TouchTraceTrace

/// How a scene is snapshotted: what is made of its trace (`make`, which may throw: the error is
/// then reported at the caller's line and nothing is recorded), and how that is stored and compared
/// (`strategy`, a swift-snapshot-testing strategy).
public struct TouchTraceSnapshotting<Format> {
  public var make: (Trace) throws -> Format
  public var strategy: Snapshotting<Format, Format>
  /// Set for a hit map's strategies: what is made of the scene's trace (without touches) and map.
  /// The map needs the engine, so such a strategy takes a scene (a URL or a `SceneDocument`).
  var mapped: ((Trace, HitMap) throws -> Format)?

  public init(strategy: Snapshotting<Format, Format>, make: @escaping (Trace) throws -> Format) {
    self.strategy = strategy
    self.make = make
  }

  /// A strategy of the scene's hit map (`HitMapper.map`): `make` gets the scene's trace, without
  /// its touches, and its map.
  public init(
    strategy: Snapshotting<Format, Format>, hitMap make: @escaping (Trace, HitMap) throws -> Format
  ) {
    self.strategy = strategy
    self.make = { _ in throw NoHitMap() }
    self.mapped = make
  }

  /// What is compared for `source`: `make` of its trace, or for a hit map's strategy, of its
  /// trace and map.
  public func value(of source: some TouchTraceSnapshotSource) throws -> Format {
    guard let mapped else { return try make(source.touchTrace()) }
    let (trace, map) = try source.touchTraceHitMap()
    return try mapped(trace, map)
  }
}

extension TouchTraceSnapshotting where Format == String {
  /// The event log (`touchtrace log`), diffed line by line, in a `.log` file.
  public static var log: Self {
    text("log", explain: ExplainedDiff.logs) { EventLog.text(of: $0) }
  }

  /// The scene's hit map as JSON (`touchtrace hitmap --format json`), in a `.json` file: a region
  /// that changes view, or a finding that comes or goes, is a changed line.
  public static var hitMap: Self {
    let lines = Snapshotting<String, String>.explainedLines(
      pathExtension: "json", explain: ExplainedDiff.hitMaps)
    return Self(strategy: lines) { _, map in String(decoding: try map.jsonData(), as: UTF8.self) }
  }

  /// The trace as JSON (`touchtrace trace`), in a `.json` file.
  public static var json: Self {
    text("json", explain: ExplainedDiff.traces) {
      String(decoding: try $0.jsonData(), as: UTF8.self)
    }
  }

  private static func text(
    _ pathExtension: String, explain: @escaping (String, String) -> [String],
    _ make: @escaping (Trace) throws -> String
  ) -> Self {
    Self(
      strategy: .explainedLines(pathExtension: pathExtension, explain: explain), make: make)
  }
}

/// What a snapshot can be taken of: a scene file's URL, a scene built in code, or a trace.
public protocol TouchTraceSnapshotSource {
  /// The trace of a run; throws the scene's located error (`file:line:column: error: …`).
  func touchTrace() throws -> Trace
  /// The scene's trace without touches and its hit map; a trace has none (the map needs the
  /// engine), and throws.
  func touchTraceHitMap() throws -> (Trace, HitMap)
}

extension TouchTraceSnapshotSource {
  public func touchTraceHitMap() throws -> (Trace, HitMap) { throw NoHitMap() }
}

extension URL: TouchTraceSnapshotSource {
  public func touchTrace() throws -> Trace { try SceneRunner.run(path: path) }
  public func touchTraceHitMap() throws -> (Trace, HitMap) {
    // Titled as `touchTrace()` titles it: the file's name, the same from any directory.
    try HitMapper.map(
      SceneParser.load(path: path), title: deletingPathExtension().lastPathComponent,
      source: lastPathComponent)
  }
}

extension SceneDocument: TouchTraceSnapshotSource {
  public func touchTrace() throws -> Trace { try SceneRunner.run(self, title: title ?? "scene") }
  public func touchTraceHitMap() throws -> (Trace, HitMap) {
    try HitMapper.map(self, title: title ?? "scene")
  }
}

extension Trace: TouchTraceSnapshotSource {
  public func touchTrace() throws -> Trace { self }
}

/// A hit map was asked of a trace: it holds only the points its touches asked.
struct NoHitMap: LocalizedError, CustomStringConvertible {
  var description: String {
    "a hit map hit-tests the scene with the engine, and a trace holds only the points its "
      + "touches asked: take it of a scene file's URL or a SceneDocument"
  }
  var errorDescription: String? { description }
}

/// Why no snapshot was taken. swift-snapshot-testing reports a value that throws with the error's
/// `localizedDescription`, at the assertion's file and line; this makes that the scene's message.
struct NoSnapshot: LocalizedError {
  let underlying: any Error
  var errorDescription: String? {
    "TouchTrace could not take the snapshot, so none was recorded:\n\(underlying)"
  }
}
