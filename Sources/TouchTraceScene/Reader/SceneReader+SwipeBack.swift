import TouchTraceTrace
import Yams

extension SceneReader {
  /// A navigation controller's `interactivePopGestureRecognizer`: its id (the controller's with
  /// `.interactivePopGestureRecognizer`) is declared for every navigation controller, so other
  /// recognizers and `set` steps can name it; `interactivePopGestureRecognizer:` sets what an app
  /// may set on it (`what` names the controller in errors).
  func interactivePop(
    _ f: Fields, into spec: inout ControllerSpec, what: String, isNavigation: Bool
  ) {
    let id = spec.id + ".interactivePopGestureRecognizer"
    if isNavigation, !spec.id.isEmpty { ids.declare(id, .recognizer, at: nil) }
    guard let n = f["interactivePopGestureRecognizer"] else { return }
    guard isNavigation else {
      yaml.error(
        "'interactivePopGestureRecognizer' is only for a UINavigationController; \(what) is a "
          + spec.class.rawValue, at: f.keyNode("interactivePopGestureRecognizer"))
      return
    }
    guard
      let m = yaml.mapping(
        n, what: "'interactivePopGestureRecognizer'",
        keys: SceneKeys.interactivePopGestureRecognizer)
    else { return }
    var pop = RecognizerSpec(id: id, class: .screenEdgePan)
    pop.location = yaml.location(n)
    // UIKit's own settings unless the scene changes them (InteractivePop.swift).
    pop.delaysTouchesBegan = true
    if let b = m["isEnabled"].flatMap({ yaml.bool($0, "isEnabled") }) { pop.isEnabled = b }
    if let b = m["cancelsTouchesInView"].flatMap({ yaml.bool($0, "cancelsTouchesInView") }) {
      pop.cancelsTouchesInView = b
    }
    if let b = m["delaysTouchesBegan"].flatMap({ yaml.bool($0, "delaysTouchesBegan") }) {
      pop.delaysTouchesBegan = b
    }
    if let b = m["delaysTouchesEnded"].flatMap({ yaml.bool($0, "delaysTouchesEnded") }) {
      pop.delaysTouchesEnded = b
    }
    if let l = m["requiresFailureOf"] { pop.requiresFailureOf = failureRequirements(l, of: id) }
    if let d = m["delegate"] { pop.delegate = delegate(d) }
    spec.interactivePopGestureRecognizer = pop
  }
}
