import TouchTraceEngine
import TouchTraceTrace
import Yams

extension SceneReader {
  /// A navigation controller's `interactivePopGestureRecognizer`: its id (the controller's with
  /// `.interactivePopGestureRecognizer`) is declared for every navigation controller
  /// (`ControllerSpec.uikitRecognizerIDs`), so other recognizers and `set` steps can name it;
  /// `interactivePopGestureRecognizer:` sets what an app
  /// may set on it (`what` names the controller in errors).
  func interactivePop(
    _ f: Fields, into spec: inout ControllerSpec, what: String, isNavigation: Bool
  ) {
    spec.interactivePopGestureRecognizer = popSettings(
      "interactivePopGestureRecognizer", f, spec, what: what, isNavigation: isNavigation)
    // iOS 26's full-width swipe back (InteractiveContentPop.swift), declared only on iOS 26.
    if device.hasInteractiveContentPop {
      if isNavigation, !spec.id.isEmpty {
        ids.declare(spec.id + ".interactiveContentPopGestureRecognizer", .recognizer, at: nil)
      }
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
    guard let n = f[key] else { return nil }
    guard isNavigation else {
      yaml.error(
        "'\(key)' is only for a UINavigationController; \(what) is a "
          + spec.class.rawValue, at: f.keyNode(key))
      return nil
    }
    let isEdge = key == "interactivePopGestureRecognizer"
    var pop = RecognizerSpec(id: id, class: isEdge ? .screenEdgePan : .pan)
    // UIKit's own settings unless the scene changes them (InteractivePop.swift).
    pop.delaysTouchesBegan = isEdge
    return uikitRecognizerSettings(n, what: "'\(key)'", over: pop)
  }

  /// What an app may set on one of UIKit's own recognizers (`SceneKeys.interactivePopGestureRecognizer`), over
  /// `base`, UIKit's settings: a pop gesture, a page curl's tap or pan.
  func uikitRecognizerSettings(_ n: Node, what: String, over base: RecognizerSpec)
    -> RecognizerSpec?
  {
    guard let m = yaml.mapping(n, what: what, keys: SceneKeys.interactivePopGestureRecognizer)
    else { return nil }
    var spec = base
    spec.location = yaml.location(n)
    if let b = m["isEnabled"].flatMap({ yaml.bool($0, "isEnabled") }) { spec.isEnabled = b }
    if let b = m["cancelsTouchesInView"].flatMap({ yaml.bool($0, "cancelsTouchesInView") }) {
      spec.cancelsTouchesInView = b
    }
    if let b = m["delaysTouchesBegan"].flatMap({ yaml.bool($0, "delaysTouchesBegan") }) {
      spec.delaysTouchesBegan = b
    }
    if let b = m["delaysTouchesEnded"].flatMap({ yaml.bool($0, "delaysTouchesEnded") }) {
      spec.delaysTouchesEnded = b
    }
    if let l = m["requiresFailureOf"] {
      spec.requiresFailureOf = failureRequirements(l, of: base.id)
    }
    if let d = m["delegate"] { spec.delegate = delegate(d) }
    return spec
  }
}
