/// The checks of `set`, `add` and `remove` steps that need the whole scene: each id names an
/// object of the right kind, each property exists on it, and nothing is asked that UIKit would
/// not do (remove a window, give a view the `isEnabled` only controls have).
extension SceneReader {
  func checkChanges(_ doc: SceneDocument) {
    guard !pendingChanges.isEmpty else { return }
    var named: [String: Named] = [:]
    /// Views an `add` step makes, and what each one's subtree holds.
    var added: [String: Set<String>] = [:]
    func walk(_ spec: ViewSpec, rootOf: String? = nil) -> Set<String> {
      named[spec.id] =
        named[spec.id] ?? .view(spec.class, customClass: spec.customClass, rootOf: rootOf)
      for r in spec.gestureRecognizers { named[r.id] = named[r.id] ?? .recognizer }
      return spec.subviews.reduce(into: [spec.id]) { $0.formUnion(walk($1)) }
    }
    func walk(_ c: ControllerSpec) {
      named[c.id] = named[c.id] ?? .controller
      if c.class == .navigationController {
        let pop = c.id + ".interactivePopGestureRecognizer"
        named[pop] = named[pop] ?? .recognizer
      }
      if let v = c.view { _ = walk(v, rootOf: c.id) }
      c.viewControllers.forEach(walk)
      c.children.map(\.controller).forEach(walk)
      if let p = c.presentedViewController { walk(p) }
    }
    for w in doc.windows {
      named[w.id] = named[w.id] ?? .window
      w.subviews.forEach { _ = walk($0) }
      if let c = w.rootViewController { walk(c) }
    }
    for change in pendingChanges {
      if case .add(let view) = change.target { added[view.id] = walk(view) }
    }
    func views(_ include: (Named) -> Bool) -> [String] {
      named.filter { include($0.value) }.keys.sorted()
    }
    func unknown(_ step: String, _ change: PendingChange, what: String, _ candidates: [String]) {
      var message = "'\(step)' names '\(change.id)', but no \(what) has that id"
      if let guess = closest(to: change.id, in: candidates) {
        message += "; did you mean '\(guess)'?"
      }
      r.error(message, at: change.idLocation)
    }
    for change in pendingChanges {
      let found = named[change.id]
      switch change.target {
      case .set(let keys):
        switch found {
        case nil:
          unknown(
            "set", change, what: "view or gesture recognizer",
            views {
              if case .controller = $0 { false } else if case .window = $0 { false } else { true }
            })
        case .recognizer:
          for key in keys where key.name != "isEnabled" {
            r.error(
              "'\(key.name)' is not a gesture recognizer's; '\(change.id)' is a gesture recognizer, and 'set' changes only its 'isEnabled'",
              at: key.location)
          }
        case .view(let cls, let custom, _):
          for key in keys where key.name == "isEnabled" && !ViewClass.controls.contains(cls) {
            r.error(
              "'isEnabled' is only for a \(Self.list(ViewClass.controls)); '\(change.id)' is a "
                + (custom.map { "\($0) (a \(cls.rawValue))" } ?? cls.rawValue)
                + " (UIView has no isEnabled: set 'isUserInteractionEnabled' instead)",
              at: key.location)
          }
        case .window:
          r.error(
            "'set' changes a view or a gesture recognizer, not the window '\(change.id)'",
            at: change.idLocation)
        case .controller:
          r.error(
            "'set' must name a view or a gesture recognizer, but '\(change.id)' is a controller (set its view's properties instead)",
            at: change.idLocation)
        }
      case .add(let view):
        switch found {
        case nil:
          unknown(
            "add", change, what: "view", views { if case .view = $0 { true } else { $0.isWindow } })
        case .view, .window:
          if added[view.id]?.contains(change.id) == true {
            r.error(
              "'to: \(change.id)' is inside the view being added; a view cannot be added to itself or its own subview",
              at: change.idLocation)
          }
        case .recognizer, .controller:
          r.error(
            "'to' must name a view (or the window), but '\(change.id)' is \(found!.phrase)",
            at: change.idLocation)
        }
      case .remove:
        switch found {
        case nil:
          unknown(
            "remove", change, what: "view", views { if case .view = $0 { true } else { false } })
        case .view(_, _, let root?):
          r.error(
            "'\(change.id)' is the root view of controller '\(root)'; remove one of its subviews instead (UIKit would leave the controller without its view on screen)",
            at: change.idLocation)
        case .view: break
        case .window, .recognizer, .controller:
          r.error(
            "'remove' must name a view inside a window, but '\(change.id)' is \(found!.phrase)"
              + (found!.isWindow ? " (a window has no superview)" : ""),
            at: change.idLocation)
        }
      }
    }
  }
}

/// What an id names, as far as the change steps care.
private enum Named {
  case view(ViewClass, customClass: String?, rootOf: String?)
  case window, recognizer, controller

  var isWindow: Bool { if case .window = self { true } else { false } }
  var phrase: String {
    switch self {
    case .view: "a view"
    case .window: "the window"
    case .recognizer: "a gesture recognizer"
    case .controller: "a controller"
    }
  }
}
