import TouchTraceEngine
import TouchTraceTrace
import Yams

extension SceneReader {
  /// `modalPresentationStyle`, `isModalInPresentation` and `sheetPresentationController` of a
  /// controller (`what` names it in errors).
  func presentation(_ f: Fields, into spec: inout ControllerSpec, what: String) {
    if let n = f["modalPresentationStyle"] {
      // `none` is only an adaptivePresentationStyle answer (Apple, UIModalPresentationStyle.none).
      spec.modalPresentationStyle = yaml.choice(
        n, "modalPresentationStyle", UIModalPresentationStyle.allCases.filter { $0 != .none })
    }
    popover(f, into: &spec, what: what)
    if let n = f["isModalInPresentation"] {
      spec.isModalInPresentation = yaml.bool(n, "isModalInPresentation")
    }
    guard let n = f["sheetPresentationController"] else { return }
    let style = spec.modalPresentationStyle ?? .fullScreen
    guard style == .pageSheet || style == .formSheet else {
      // Apple, sheetPresentationController: nil unless the style is a sheet.
      yaml.error(
        "'sheetPresentationController' needs 'modalPresentationStyle: pageSheet' or 'formSheet'; \(what) is presented \(style == .popover ? "as a popover" : "full screen")",
        at: f.keyNode("sheetPresentationController"))
      return
    }
    guard
      let s = yaml.mapping(
        n, what: "'sheetPresentationController'", keys: SceneKeys.sheetPresentationController)
    else { return }
    var sheet = SheetSpec()
    sheet.location = yaml.location(n)
    detents(s, into: &sheet)
    if let b = s["prefersGrabberVisible"], let v = yaml.bool(b, "prefersGrabberVisible") {
      sheet.prefersGrabberVisible = v
    }
    if let b = s["prefersScrollingExpandsWhenScrolledToEdge"],
      let v = yaml.bool(b, "prefersScrollingExpandsWhenScrolledToEdge")
    {
      sheet.prefersScrollingExpandsWhenScrolledToEdge = v
    }
    if let d = s["delegate"],
      let m = presentationDelegate(
        d, what: "a presentation controller's 'delegate'",
        keys: ["id", "presentationControllerShouldDismiss"])
    {
      (sheet.delegate, sheet.presentationControllerShouldDismiss) = (m.id, m.shouldDismiss)
    }
    spec.sheet = sheet
  }

  /// A detent: `medium`, `large`, or `{custom: HEIGHT, identifier: NAME}`
  /// (`.custom(identifier:resolver:)` whose resolver returns HEIGHT).
  private func detent(_ node: Node) -> SheetSpec.Detent? {
    guard case .mapping = node else {
      return yaml.choice(node, "detents", options: ["medium", "large"]).map {
        $0 == "medium" ? .medium : .large
      }
    }
    guard let m = yaml.mapping(node, what: "a custom detent", keys: ["custom", "identifier"])
    else { return nil }
    guard let h = m["custom"] else {
      yaml.error("a custom detent needs 'custom' (its height in points)", at: node)
      return nil
    }
    guard let height = yaml.number(h, "custom", .positive) else { return nil }
    // Apple: "If you don't specify an identifier, the system generates a random identifier";
    // a scene's must be known to be named, so it is the height's.
    let identifier =
      m["identifier"].flatMap { yaml.identifier($0, "identifier") }
      ?? "custom\(EventLog.number(height))"
    return .custom(identifier: identifier, height: height)
  }

  /// `detents`, `selectedDetentIdentifier` and `largestUndimmedDetentIdentifier`.
  private func detents(_ s: Fields, into sheet: inout SheetSpec) {
    if let d = s["detents"], let list = yaml.sequence(d, "detents") {
      let detents = list.compactMap(detent)
      let identifiers = detents.map(\.identifier)
      if list.isEmpty {
        yaml.error("'detents' needs at least one detent (medium, large, {custom: HEIGHT})", at: d)
      } else if Set(identifiers).count != identifiers.count {
        yaml.error("'detents' names a detent twice", at: d)
      } else if detents.count == list.count {
        sheet.detents = detents
      }
    }
    let known = sheet.detents.map(\.identifier)
    if let d = s["selectedDetentIdentifier"],
      let identifier = yaml.identifier(d, "selectedDetentIdentifier")
    {
      if known.contains(identifier) {
        sheet.selectedDetentIdentifier = identifier
      } else {
        yaml.error(
          "'selectedDetentIdentifier' must be one of 'detents' (\(known.joined(separator: ", ")))",
          at: d)
      }
    }
    if let d = s["largestUndimmedDetentIdentifier"], !isNull(d),
      let identifier = yaml.choice(
        d, "largestUndimmedDetentIdentifier",
        options: Array(Set(known + ["medium", "large"])).sorted())
    {
      sheet.largestUndimmedDetentIdentifier = identifier
    }
  }

  /// A sheet's or a popover's `delegate` (UIAdaptivePresentationControllerDelegate): the
  /// responder's id and its `presentationControllerShouldDismiss` answer; nil when it is not a
  /// mapping of `keys`. Its fields, for a popover's other answers.
  func presentationDelegate(_ d: Node, what: String, keys: [String]) -> (
    id: String?, shouldDismiss: Bool?, fields: Fields
  )? {
    guard let m = yaml.mapping(d, what: what, keys: keys) else { return nil }
    var id: String?
    if let given = m["id"].flatMap({ yaml.identifier($0, "id") }) {
      id = given
      ids.refer(to: given, as: .responder, key: "delegate", at: yaml.location(m["id"]!))
    } else if m["id"] == nil {
      yaml.error(
        "a presentation controller's 'delegate' needs an 'id' (the responder that is the delegate)",
        at: d)
    }
    let shouldDismiss = m["presentationControllerShouldDismiss"].flatMap {
      yaml.bool($0, "presentationControllerShouldDismiss")
    }
    return (id, shouldDismiss, m)
  }
}
