import ArgumentParser
import Foundation
import TouchTraceCanvasBase
import TouchTraceScene
import TouchTraceTrace

/// `--strict`, shared by every command that reads scenes.
package struct WarningOptions: ParsableArguments {
  package init() {}

  @Flag(
    help: """
      Treat warnings (a touch outside the window, no touches, coordinates far outside the \
      screen) as errors: exit 1.
      """)
  package var strict = false
}

/// What reading an input gave: its trace, and warnings about its scene (none for a trace file).
package struct Loaded: Sendable {
  package var trace: Trace
  package var warnings: [SceneWarning]
}

extension Input {
  /// Runs the scene, or reads and checks the trace. A trace file is named `.trace.json`, or is a
  /// JSON object with a top-level `schema` (scenes have no such key); anything else is a scene.
  /// So a broken trace is reported as a trace. With `strict`, warnings are thrown as errors.
  package func load(strict: Bool) throws -> Loaded {
    if let trace = try traceFile() { return Loaded(trace: trace, warnings: []) }
    let document = try scene()
    let warnings = SceneWarnings.check(document, file: file)
    if strict, !warnings.isEmpty { throw SceneErrors(errors: warnings.map(\.asError)) }
    // The file's name, not its path: the same scene gives the same trace from any directory.
    let url = URL(fileURLWithPath: path)
    let trace =
      standardInput == nil
      ? try SceneRunner.run(
        document, title: url.deletingPathExtension().lastPathComponent,
        source: url.lastPathComponent)
      : try SceneRunner.run(document, title: name, source: file)
    try checkFinite(trace)
    return Loaded(trace: trace, warnings: warnings)
  }

  /// Finite numbers can still add up to infinity (a frame at 1e308 inside a superview at 1e308):
  /// such a trace cannot be written as JSON or drawn, so every command refuses the scene alike
  /// (found by .ci/fuzz: `trace` and `check` printed a raw EncodingError naming no file).
  private func checkFinite(_ trace: Trace) throws {
    do {
      try trace.checkFinite()
    } catch let EncodingError.invalidValue(value, context) {
      let parts: [String] = context.codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }
      let joined = parts.joined()
      let path = joined.hasPrefix(".") ? String(joined.dropFirst()) : joined
      throw InputError(
        "\(file): error: the scene's geometry overflows: the trace's \(path) is \(value); "
          + "expected frames, offsets and transforms small enough to add up to finite numbers")
    }
  }

  /// The parsed scene, from its file or standard input.
  package func scene() throws -> SceneDocument {
    do {
      guard let standardInput else { return try SceneParser.load(path: path) }
      return try SceneParser.parse(decoding: standardInput, file: file)
    } catch let error as SceneErrors {
      throw addingDumpHint(error)
    }
  }

  /// The trace when the input is a trace file, checked by `TraceReader`; nil for a scene.
  package func traceFile() throws -> Trace? {
    let lower = path.lowercased()
    guard standardInput != nil || lower.hasSuffix(".json") else { return nil }
    if standardInput == nil, let reason = notARegularFileReason(path, what: "a trace or scene") {
      throw InputError("\(path): error: \(reason)")
    }
    let data = standardInput ?? FileManager.default.contents(atPath: path)
    guard lower.hasSuffix(".trace.json") || data.map(Self.hasSchemaKey) == true else {
      return nil
    }
    guard let data else { throw InputError("\(path): error: cannot read the file") }
    return try TraceReader.read(data, file: file)
  }

  private static func hasSchemaKey(_ data: Data) -> Bool {
    (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["schema"] != nil
  }
}

/// Prints warnings on standard error, `file:line:column: warning: …`.
package func report(_ warnings: [SceneWarning]) {
  for w in warnings { writeErr("\(w)\n") }
}
