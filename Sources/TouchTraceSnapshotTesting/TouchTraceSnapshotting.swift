import Foundation
import SnapshotTesting
import TouchTraceCanvas
import TouchTraceLayout
import TouchTraceRender
import TouchTraceScene
import TouchTraceTrace

/// Text snapshots of a scene: its event log or its trace JSON.
public enum TouchTraceText: Sendable {
  case log, json
  var pathExtension: String { self == .log ? "log" : "json" }
  func text(of trace: Trace) throws -> String {
    switch self {
    case .log: EventLog.text(of: trace)
    case .json: String(decoding: try trace.jsonData(), as: UTF8.self)
    }
  }
}

/// An image snapshot of a scene: all its touches in one diagram, compared with a tolerance, its
/// words in `locale`'s language.
public enum TouchTraceImage: Sendable {
  case png(
    tolerance: ImageTolerance = .exact, theme: Theme = .light, scale: Int = 2,
    locale: DiagramLocale = .en)
}

/// The snapshot of a value, or — when it cannot be made (a scene file that is missing, broken or
/// refused, a trace that cannot be encoded or drawn) — no snapshot at all: the error (for a scene,
/// `file:line:column: error: …`) is reported as a test failure and the callback is never called.
/// swift-snapshot-testing offers a strategy no other way to fail, and without a value it neither
/// records a reference nor compares with one; it then also reports that no snapshot came within its
/// `timeout` (5 s by default). Recording the error's text or an image of it instead would make the
/// broken scene the reference, and every later run would pass.
func snapshotOrFailure<Format>(_ make: () throws -> Format) -> Async<Format> {
  do {
    return Async(value: try make())
  } catch {
    recordFailure("TouchTrace could not take the snapshot, so none was recorded:\n\(error)")
    return Async { _ in }
  }
}

extension Snapshotting where Value == Trace, Format == String {
  /// `assertSnapshot(of: trace, as: .touchTrace(.log))` — a trace made in Swift code.
  public static func touchTrace(_ text: TouchTraceText) -> Snapshotting {
    var strategy = Snapshotting<String, String>.lines.asyncPullback { (trace: Trace) in
      snapshotOrFailure { try text.text(of: trace) }
    }
    strategy.pathExtension = text.pathExtension
    return strategy
  }
}

extension Snapshotting where Value == Trace, Format == Data {
  /// `assertSnapshot(of: trace, as: .touchTrace(.png()))`.
  public static func touchTrace(_ image: TouchTraceImage) -> Snapshotting {
    switch image {
    case .png(let tolerance, let theme, let scale, let locale):
      let variant = RenderVariant(format: .png, scale: scale, theme: theme)
      return Snapshotting(
        pathExtension: "png", diffing: .touchTracePNG(tolerance: tolerance),
        asyncSnapshot: { trace in
          snapshotOrFailure {
            let diagram = DiagramLayout.combined(
              for: trace, measure: Renderer.measurer, words: locale.words)
            return try Renderer.image(of: diagram, variant: variant)
          }
        })
    }
  }
}

/// A scene file's trace, or no snapshot (see `snapshotOrFailure`).
private func traceOrFailure(_ url: URL) -> Async<Trace> {
  snapshotOrFailure { try SceneRunner.run(path: url.path) }
}

/// A scene document's trace, or no snapshot.
private func traceOrFailure(_ document: SceneDocument) -> Async<Trace> {
  snapshotOrFailure { try SceneRunner.run(document, title: document.title ?? "scene") }
}

extension Snapshotting where Value == URL, Format == String {
  /// `assertSnapshot(of: sceneFileURL, as: .touchTrace(.log))`. A scene that cannot be read or
  /// run fails the test with its located error and records nothing.
  public static func touchTrace(_ text: TouchTraceText) -> Snapshotting {
    Snapshotting<Trace, String>.touchTrace(text).asyncPullback(traceOrFailure)
  }
}

extension Snapshotting where Value == URL, Format == Data {
  /// `assertSnapshot(of: sceneFileURL, as: .touchTrace(.png(tolerance: …)))`. A scene that cannot
  /// be read or run fails the test with its located error and records nothing.
  public static func touchTrace(_ image: TouchTraceImage) -> Snapshotting {
    Snapshotting<Trace, Data>.touchTrace(image).asyncPullback(traceOrFailure)
  }
}

extension Snapshotting where Value == SceneDocument, Format == String {
  /// A scene built in Swift code: `assertSnapshot(of: document, as: .touchTrace(.log))`.
  public static func touchTrace(_ text: TouchTraceText) -> Snapshotting {
    Snapshotting<Trace, String>.touchTrace(text).asyncPullback(traceOrFailure)
  }
}

extension Snapshotting where Value == SceneDocument, Format == Data {
  /// A scene built in Swift code, drawn: `assertSnapshot(of: document, as: .touchTrace(.png()))`.
  public static func touchTrace(_ image: TouchTraceImage) -> Snapshotting {
    Snapshotting<Trace, Data>.touchTrace(image).asyncPullback(traceOrFailure)
  }
}
