import TouchTraceEngine
import TouchTraceTrace
import Yams

extension SceneReader {
  /// `modalPresentationStyle`, `isModalInPresentation` and `sheetPresentationController` of a
  /// controller (`what` names it in errors).
  func presentation(_ f: Fields, into spec: inout ControllerSpec, what: String) {
    if let n = f["modalPresentationStyle"] {
      spec.modalPresentationStyle = yaml.choice(
        n, "modalPresentationStyle", UIModalPresentationStyle.self)
    }
    if let n = f["isModalInPresentation"] {
      spec.isModalInPresentation = yaml.bool(n, "isModalInPresentation")
    }
    guard let n = f["sheetPresentationController"] else { return }
    let style = spec.modalPresentationStyle ?? .fullScreen
    guard style != .fullScreen else {
      // Apple, sheetPresentationController: nil unless the style is a sheet.
      yaml.error(
        "'sheetPresentationController' needs 'modalPresentationStyle: pageSheet' or 'formSheet'; \(what) is presented full screen",
        at: f.keyNode("sheetPresentationController"))
      return
    }
    guard
      let s = yaml.mapping(
        n, what: "'sheetPresentationController'", keys: SceneKeys.sheetPresentationController)
    else { return }
    var sheet = SheetSpec()
    sheet.location = yaml.location(n)
    if let d = s["detents"], let list = yaml.sequence(d, "detents") {
      let detents = list.compactMap { yaml.choice($0, "detents", SheetSpec.Detent.self) }
      if list.isEmpty {
        yaml.error("'detents' needs at least one detent (medium, large)", at: d)
      } else if Set(detents).count != detents.count {
        yaml.error("'detents' names a detent twice", at: d)
      } else if detents.count == list.count {
        sheet.detents = detents
      }
    }
    if let d = s["selectedDetentIdentifier"],
      let detent = yaml.choice(d, "selectedDetentIdentifier", SheetSpec.Detent.self)
    {
      if sheet.detents.contains(detent) {
        sheet.selectedDetentIdentifier = detent
      } else {
        yaml.error(
          "'selectedDetentIdentifier' must be one of 'detents' (\(sheet.detents.map(\.rawValue).joined(separator: ", ")))",
          at: d)
      }
    }
    if let d = s["largestUndimmedDetentIdentifier"], !isNull(d) {
      sheet.largestUndimmedDetentIdentifier = yaml.choice(
        d, "largestUndimmedDetentIdentifier", SheetSpec.Detent.self)
    }
    if let b = s["prefersGrabberVisible"], let v = yaml.bool(b, "prefersGrabberVisible") {
      sheet.prefersGrabberVisible = v
    }
    if let b = s["prefersScrollingExpandsWhenScrolledToEdge"],
      let v = yaml.bool(b, "prefersScrollingExpandsWhenScrolledToEdge")
    {
      sheet.prefersScrollingExpandsWhenScrolledToEdge = v
    }
    if let d = s["delegate"],
      let m = yaml.mapping(
        d, what: "a presentation controller's 'delegate'",
        keys: ["id", "presentationControllerShouldDismiss"])
    {
      if let id = m["id"].flatMap({ yaml.identifier($0, "id") }) {
        sheet.delegate = id
        ids.refer(to: id, as: .responder, key: "delegate", at: yaml.location(m["id"]!))
      } else if m["id"] == nil {
        yaml.error(
          "a presentation controller's 'delegate' needs an 'id' (the responder that is the delegate)",
          at: d)
      }
      if let b = m["presentationControllerShouldDismiss"] {
        sheet.presentationControllerShouldDismiss = yaml.bool(
          b, "presentationControllerShouldDismiss")
      }
    }
    spec.sheet = sheet
  }
}
