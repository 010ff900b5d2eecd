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
  func text(of trace: Trace) -> String {
    switch self {
    case .log: EventLog.text(of: trace)
    case .json:
      (try? trace.jsonData()).map { String(decoding: $0, as: UTF8.self) }
        ?? "error: cannot encode the trace\n"
    }
  }
}

/// An image snapshot of a scene: all its touches in one diagram, compared with a tolerance.
public enum TouchTraceImage: Sendable {
  case png(tolerance: ImageTolerance = .exact, theme: Theme = .light, scale: Int = 2)
}

extension Snapshotting where Value == Trace, Format == String {
  /// `assertSnapshot(of: trace, as: .touchTrace(.log))` — a trace made in Swift code.
  public static func touchTrace(_ text: TouchTraceText) -> Snapshotting {
    var strategy = Snapshotting<String, String>.lines.pullback(text.text(of:))
    strategy.pathExtension = text.pathExtension
    return strategy
  }
}

extension Snapshotting where Value == Trace, Format == Data {
  /// `assertSnapshot(of: trace, as: .touchTrace(.png()))`.
  public static func touchTrace(_ image: TouchTraceImage) -> Snapshotting {
    guard case .png(let tolerance, let theme, let scale) = image else { fatalError("unreachable") }
    return Snapshotting(pathExtension: "png", diffing: .touchTracePNG(tolerance: tolerance)) {
      trace in
      let diagram = DiagramLayout.combined(for: trace, measure: Renderer.measurer)
      return
        (try? Renderer.image(
          of: diagram, variant: RenderVariant(format: .png, scale: scale, theme: theme))) ?? Data()
    }
  }
}

extension Snapshotting where Value == URL, Format == String {
  /// `assertSnapshot(of: sceneFileURL, as: .touchTrace(.log))`.
  public static func touchTrace(_ text: TouchTraceText) -> Snapshotting {
    Snapshotting<String, String>.lines.pullback { url in
      do { return text.text(of: try SceneRunner.run(path: url.path)) } catch {
        return "error: \(error)\n"
      }
    }.with(pathExtension: text.pathExtension)
  }
}

extension Snapshotting where Value == URL, Format == Data {
  /// `assertSnapshot(of: sceneFileURL, as: .touchTrace(.png(tolerance: …)))`.
  public static func touchTrace(_ image: TouchTraceImage) -> Snapshotting {
    Snapshotting<Trace, Data>.touchTrace(image).pullback { url in
      (try? SceneRunner.run(path: url.path))
        ?? Trace(title: "error", screen: Size(1, 1), objects: [], touches: [], events: [])
    }
  }
}

extension Snapshotting where Value == SceneDocument, Format == String {
  /// A scene built in Swift code: `assertSnapshot(of: document, as: .touchTrace(.log))`.
  public static func touchTrace(_ text: TouchTraceText) -> Snapshotting {
    Snapshotting<String, String>.lines.pullback { document in
      do {
        return text.text(of: try SceneRunner.run(document, title: document.title ?? "scene"))
      } catch {
        return "error: \(error)\n"
      }
    }.with(pathExtension: text.pathExtension)
  }
}

extension Snapshotting {
  fileprivate func with(pathExtension: String) -> Snapshotting {
    var copy = self
    copy.pathExtension = pathExtension
    return copy
  }
}

extension Diffing where Value == Data {
  /// PNG images compared pixel by pixel with a tolerance, on any platform. On a difference the
  /// message says how many pixels differ and where the diff image (changed pixels in red over the
  /// faded reference) was written; it is attached too.
  public static func touchTracePNG(tolerance: ImageTolerance) -> Diffing {
    Diffing.diff(
      toData: { $0 }, fromData: { $0 }, diffV2: { old, new in comparePNG(old, new, tolerance) })
  }
}

private func comparePNG(_ old: Data, _ new: Data, _ tolerance: ImageTolerance) -> (
  String, [DiffAttachment]
)? {
  guard old != new else { return nil }
  guard let comparison = try? ImageComparison(reference: old, new: new, tolerance: tolerance) else {
    return ("the new image is not a PNG that can be read", [])
  }
  guard !comparison.matches(tolerance) else { return nil }
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "touchtrace-snapshot-diffs")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let file = directory.appendingPathComponent("diff-\(UUID().uuidString).png")
  try? comparison.diffImage.write(to: file)
  let percent = String(format: "%.3f", comparison.fraction * 100)
  let what =
    comparison.sameSize
    ? "\(comparison.differingPixels) pixels differ (\(percent) %)" : "the image size changed"
  return (
    "\(what); the diff image is \(file.path)", [.data(comparison.diffImage, name: "difference.png")]
  )
}
