/// The controllers `_printHierarchy` printed after a dump, and the targets of actions: the
/// printed controller whose view is the scene's root view becomes the scene's root controller
/// (so the responder chain names it), and an action's target is found by its address.
extension SceneWriter {
  /// Containers make their own views in a scene (a navigation controller its bar and
  /// transition views), which a dump already holds: they stay comments.
  static func isPlainController(_ name: String) -> Bool {
    !["NavigationController", "TabBarController", "SplitViewController", "PageViewController"]
      .contains { name.hasSuffix($0) }
  }

  /// The printed controller whose view is the dump's first view (or the window's only one).
  func printedRootController(isWindow: Bool) -> DumpController? {
    let kids = isWindow ? children(of: 0) : [(0, [0.0, 0])]
    guard kids.count == 1, let c = controller(ofView: kids[0].0),
      Self.isPlainController(c.className)
    else { return nil }
    return c
  }

  /// The printed controller whose view is the dump's view `index`.
  func controller(ofView index: Int) -> DumpController? {
    guard let address = views[index].address else { return nil }
    let wanted = DumpParser.normalized(address)
    return controllers.first { $0.viewAddress.map(DumpParser.normalized) == wanted }
  }

  /// `rootViewController:` with the printed controller's class as its id, then `view:`.
  mutating func controllerHead(_ c: DumpController, indent: Int) {
    line(indent, "rootViewController:")
    line(
      indent + 1, "# <\(c.className) \(c.address)>, line \(c.line): as _printHierarchy printed it")
    line(indent + 1, "id: \(plainOrQuoted(c.className))")
    line(indent + 1, "view:")
  }

  /// The scene's id for the object printed at `address`: a view's, or the root controller's;
  /// else the controller standing in for the dump's, if the scene has one.
  func targetId(_ address: String) -> (id: String, isStandIn: Bool)? {
    let wanted = DumpParser.normalized(address)
    if let index = indexByAddress[wanted], let id = idOf[index] { return (id, false) }
    if let c = rootController {
      return DumpParser.normalized(c.address) == wanted ? (c.className, false) : nil
    }
    return UIKitClasses.isWindow(views[0]) ? nil : ("ViewController", true)
  }

  /// `actions:` for a control's printed targets and actions. `pactions` prints no event: a
  /// value control's is `valueChanged`, any other control's `touchUpInside`.
  func actionLines(_ v: DumpView, behaviour: String) -> [String] {
    let event =
      UIKitClasses.valueChangedControls.contains(behaviour) ? "valueChanged" : "touchUpInside"
    var out = ["actions:"]
    for a in v.actions {
      let action = a.action.hasSuffix(":") ? String(a.action.dropLast()) : a.action
      out.append(
        "  # line \(a.line): <\(a.targetClass) \(a.targetAddress)> \(a.action); the event is not printed"
      )
      guard let (target, standIn) = targetId(a.targetAddress) else {
        out.append("  # its target is not in the dump and the scene has no controller: not sent")
        continue
      }
      if standIn {
        out.append("  # that target is not in the dump: the controller standing in takes it")
      }
      out.append(
        "  - {event: \(event), target: \(plainOrQuoted(target)), action: \(plainOrQuoted(action))}")
    }
    return out.count > 1 && out.contains { $0.hasPrefix("  - ") } ? out : out.map { "# " + $0 }
  }
}
