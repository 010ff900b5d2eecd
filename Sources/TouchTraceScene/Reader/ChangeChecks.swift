/// The checks of `set`, `add` and `remove` steps that need the whole scene: each id names an
/// object of the right kind, each property exists on it, and nothing is asked that UIKit would
/// not do (remove a window, give a view the `isEnabled` only controls have).
extension SceneReader {
  func checkChanges(_ doc: SceneDocument) {
    guard !pendingChanges.isEmpty else { return }
    let scene = NamedObjects(doc, changes: pendingChanges)
    for change in pendingChanges {
      let found = scene.named[change.id]
      switch change.target {
      case .set(let keys): checkSet(change, keys: keys, found: found, in: scene)
      case .add(let view): checkAdd(change, view: view, found: found, in: scene)
      case .remove: checkRemove(change, found: found, in: scene)
      }
    }
  }

  /// `set` changes a view's properties or a recognizer's `isEnabled`.
  private func checkSet(
    _ change: PendingChange, keys: [(name: String, location: SourceLocation?)], found: Named?,
    in scene: NamedObjects
  ) {
    switch found {
    case nil:
      let candidates = scene.ids {
        if case .controller = $0 { false } else if case .window = $0 { false } else { true }
      }
      unknown("set", change, what: "view or gesture recognizer", candidates)
    case .recognizer:
      for key in keys where key.name != "isEnabled" {
        yaml.error(
          "'\(key.name)' is not a gesture recognizer's; '\(change.id)' is a gesture recognizer, and 'set' changes only its 'isEnabled'",
          at: key.location)
      }
    case .view(let cls, let custom, _):
      for key in keys where key.name == "isEnabled" && !ViewClass.controls.contains(cls) {
        yaml.error(
          "'isEnabled' is only for a \(Self.list(ViewClass.controls)); '\(change.id)' is a "
            + (custom.map { "\($0) (a \(cls.rawValue))" } ?? cls.rawValue)
            + " (UIView has no isEnabled: set 'isUserInteractionEnabled' instead)",
          at: key.location)
      }
    case .window:
      yaml.error(
        "'set' changes a view or a gesture recognizer, not the window '\(change.id)'",
        at: change.idLocation)
    case .controller:
      yaml.error(
        "'set' must name a view or a gesture recognizer, but '\(change.id)' is a controller (set its view's properties instead)",
        at: change.idLocation)
    }
  }

  /// `add` puts a new view in a view or the window, outside the new view's own subtree.
  private func checkAdd(
    _ change: PendingChange, view: ViewSpec, found: Named?, in scene: NamedObjects
  ) {
    switch found {
    case nil:
      let candidates = scene.ids { if case .view = $0 { true } else { $0.isWindow } }
      unknown("add", change, what: "view", candidates)
    case .view, .window:
      if scene.added[view.id]?.contains(change.id) == true {
        yaml.error(
          "'to: \(change.id)' is inside the view being added; a view cannot be added to itself or its own subview",
          at: change.idLocation)
      }
    case .recognizer, .controller:
      yaml.error(
        "'to' must name a view (or the window), but '\(change.id)' is \(found!.phrase)",
        at: change.idLocation)
    }
  }

  /// `remove` takes a view out of its superview: not a window, nor the root view of a controller
  /// UIKit lays out (a window's root, a container's content, a presented one). A child
  /// controller's view may go, the first step of Apple's "Remove a child view controller"
  /// (`child.view.removeFromSuperview()`; UIViewController, "Implementing a Container View
  /// Controller").
  private func checkRemove(_ change: PendingChange, found: Named?, in scene: NamedObjects) {
    switch found {
    case nil:
      let candidates = scene.ids { if case .view = $0 { true } else { false } }
      unknown("remove", change, what: "view", candidates)
    case .view(_, _, let root?) where !scene.children.contains(root):
      yaml.error(
        "'\(change.id)' is the root view of controller '\(root)', which UIKit lays out; remove one of its subviews instead (a child controller's view may be removed)",
        at: change.idLocation)
    case .view: break
    case .window, .recognizer, .controller:
      yaml.error(
        "'remove' must name a view inside a window, but '\(change.id)' is \(found!.phrase)"
          + (found!.isWindow ? " (a window has no superview)" : ""),
        at: change.idLocation)
    }
  }

  /// A step's id that names nothing of the kind it needs, with the closest candidate.
  private func unknown(
    _ step: String, _ change: PendingChange, what: String, _ candidates: [String]
  ) {
    var message = "'\(step)' names '\(change.id)', but no \(what) has that id"
    if let guess = closest(to: change.id, in: candidates) {
      message += "; did you mean '\(guess)'?"
    }
    yaml.error(message, at: change.idLocation)
  }
}

/// What each id of the scene names, and the views the `add` steps make.
private struct NamedObjects {
  /// The first object each id was given to, in the order the walk meets them.
  private(set) var named: [String: Named] = [:]
  /// Views an `add` step makes, and what each one's subtree holds.
  private(set) var added: [String: Set<String>] = [:]
  /// The controllers that are children (`children:`) of another.
  private(set) var children: Set<String> = []

  init(_ doc: SceneDocument, changes: [PendingChange]) {
    for window in doc.windows {
      named[window.id] = named[window.id] ?? .window
      for view in window.subviews { _ = name(view) }
      if let root = window.rootViewController { name(root) }
    }
    for controller in doc.storyboard { name(controller) }
    for change in changes {
      if case .add(let view) = change.target { added[view.id] = name(view) }
    }
  }

  /// The sorted ids of the objects `include` accepts.
  func ids(_ include: (Named) -> Bool) -> [String] {
    named.filter { include($0.value) }.keys.sorted()
  }

  /// Names the view, its recognizers and its subtree; the ids of the view and its subtree.
  private mutating func name(_ view: ViewSpec, rootOf controller: String? = nil) -> Set<String> {
    named[view.id] =
      named[view.id] ?? .view(view.class, customClass: view.customClass, rootOf: controller)
    if view.class.isScrollView {
      let pan = view.id + ".panGestureRecognizer"
      named[pan] = named[pan] ?? .recognizer
    }
    for recognizer in view.gestureRecognizers {
      named[recognizer.id] = named[recognizer.id] ?? .recognizer
    }
    var subtree: Set<String> = [view.id]
    for subview in view.subviews { subtree.formUnion(name(subview)) }
    return subtree
  }

  /// Names the controller, its UIKit recognizers, its view and the controllers it holds.
  private mutating func name(_ controller: ControllerSpec) {
    named[controller.id] = named[controller.id] ?? .controller
    for id in controller.uikitRecognizerIDs { named[id] = named[id] ?? .recognizer }
    if let view = controller.view { _ = name(view, rootOf: controller.id) }
    for contained in controller.viewControllers { name(contained) }
    for child in controller.children {
      children.insert(child.controller.id)
      name(child.controller)
    }
    if let presented = controller.presentedViewController { name(presented) }
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
