import TouchTraceEngine
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
    spec.interactivePopGestureRecognizer = popSettings(
      "interactivePopGestureRecognizer", f, spec, what: what, isNavigation: isNavigation)
    // iOS 26's full-width swipe back (InteractiveContentPop.swift), declared only on iOS 26.
    if device.hasInteractiveContentPop {
      spec.interactiveContentPopGestureRecognizer = popSettings(
        "interactiveContentPopGestureRecognizer", f, spec, what: what, isNavigation: isNavigation)
    } else {
      refuseContentPop(f, what: what)
    }
  }

  /// One pop recognizer's settings, `key` its name on the controller (and its id's suffix).
  private func popSettings(
    _ key: String, _ f: Fields, _ spec: ControllerSpec, what: String, isNavigation: Bool
  ) -> RecognizerSpec? {
    let id = spec.id + "." + key
    if isNavigation, !spec.id.isEmpty { ids.declare(id, .recognizer, at: nil) }
    guard let n = f[key] else { return nil }
    guard isNavigation else {
      yaml.error(
        "'\(key)' is only for a UINavigationController; \(what) is a "
          + spec.class.rawValue, at: f.keyNode(key))
      return nil
    }
    guard
      let m = yaml.mapping(n, what: "'\(key)'", keys: SceneKeys.interactivePopGestureRecognizer)
    else { return nil }
    let isEdge = key == "interactivePopGestureRecognizer"
    var pop = RecognizerSpec(id: id, class: isEdge ? .screenEdgePan : .pan)
    pop.location = yaml.location(n)
    // UIKit's own settings unless the scene changes them (InteractivePop.swift).
    pop.delaysTouchesBegan = isEdge
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
    return pop
  }
}
