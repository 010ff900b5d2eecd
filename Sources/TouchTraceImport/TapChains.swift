import Foundation
import TouchTraceEngine
import TouchTraceScene

/// Which dump views each tap reaches: the view the engine's own hit test gives for the tap and
/// every superview up to the window, so scroll offsets, bounds origins, transforms, clipping and
/// hidden views count exactly as they do when the scene runs. A recognizer sees a touch when it
/// is on the touched view or one of its superviews (Apple, "UIGestureRecognizer": "a gesture
/// recognizer … receives touches hit-tested to its view and the view's subviews").
enum TapChains {
  /// For each tap, the ids of the hit view and its superviews (nearest first); [] where the
  /// scene cannot be built (its reader then reports why) or the tap reaches no view.
  static func ids(yaml: String, taps: [(x: Double, y: Double)]) -> [[String]] {
    guard !taps.isEmpty,
      let document = try? SceneParser.parse(yaml, file: "imported.yaml"),
      let application = try? SceneBuilder.build(document)
    else { return taps.map { _ in [] } }
    return taps.map { tap in
      var chain: [String] = []
      var view = application.hitView(atScreenPoint: CGPoint(x: tap.x, y: tap.y))
      while let v = view {
        chain.append(v.id)
        view = v.superview
      }
      return chain
    }
  }
}
