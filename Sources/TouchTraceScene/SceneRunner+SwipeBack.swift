import TouchTraceTrace

extension SceneRunner {
  /// Whether a swipe back popped its controller or cancelled rests on how far it was dragged
  /// alone: UIKit also weighs the finger's speed, which the engine does not model.
  static func swipeBackWarning(_ trace: Trace) -> [String] {
    distanceOnlyWarning(
      trace,
      "How far a swipe back was dragged alone decided whether it popped the controller: UIKit "
        + "also weighs the finger's speed when it lets go, which TouchTrace does not model.",
      recognizers: trace.interactivePopRecognizerIDs)
  }
}
