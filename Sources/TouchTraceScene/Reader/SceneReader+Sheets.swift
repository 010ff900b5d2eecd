import TouchTraceEngine
import TouchTraceTrace
import Yams

extension SceneReader {
  /// `modalPresentationStyle`, `isModalInPresentation` and `sheetPresentationController` of a
  /// controller (`what` names it in errors).
  func presentation(_ f: Fields, into spec: inout ControllerSpec, what: String) {
    if let n = f["modalPresentationStyle"] {
      spec.modalPresentationStyle = r.choice(
        n, "modalPresentationStyle", UIModalPresentationStyle.self)
    }
    if let n = f["isModalInPresentation"] {
      spec.isModalInPresentation = r.bool(n, "isModalInPresentation")
    }
    guard let n = f["sheetPresentationController"] else { return }
    let style = spec.modalPresentationStyle ?? .fullScreen
    guard style != .fullScreen else {
      // Apple, sheetPresentationController: nil unless the style is a sheet.
      r.error(
        "'sheetPresentationController' needs 'modalPresentationStyle: pageSheet' or 'formSheet'; \(what) is presented full screen",
        at: f.keyNode("sheetPresentationController"))
      return
    }
    guard
      let s = r.mapping(
        n, what: "'sheetPresentationController'", keys: SceneKeys.sheetPresentationController)
    else { return }
    var sheet = SheetSpec()
    sheet.location = r.location(n)
    if let d = s["detents"], let list = r.sequence(d, "detents") {
      let detents = list.compactMap { r.choice($0, "detents", SheetSpec.Detent.self) }
      if list.isEmpty {
        r.error("'detents' needs at least one detent (medium, large)", at: d)
      } else if Set(detents).count != detents.count {
        r.error("'detents' names a detent twice", at: d)
      } else if detents.count == list.count {
        sheet.detents = detents
      }
    }
    if let d = s["selectedDetentIdentifier"],
      let detent = r.choice(d, "selectedDetentIdentifier", SheetSpec.Detent.self)
    {
      if sheet.detents.contains(detent) {
        sheet.selectedDetentIdentifier = detent
      } else {
        r.error(
          "'selectedDetentIdentifier' must be one of 'detents' (\(sheet.detents.map(\.rawValue).joined(separator: ", ")))",
          at: d)
      }
    }
    if let d = s["largestUndimmedDetentIdentifier"], !isNull(d) {
      sheet.largestUndimmedDetentIdentifier = r.choice(
        d, "largestUndimmedDetentIdentifier", SheetSpec.Detent.self)
    }
    if let b = s["prefersGrabberVisible"], let v = r.bool(b, "prefersGrabberVisible") {
      sheet.prefersGrabberVisible = v
    }
    if let b = s["prefersScrollingExpandsWhenScrolledToEdge"],
      let v = r.bool(b, "prefersScrollingExpandsWhenScrolledToEdge")
    {
      sheet.prefersScrollingExpandsWhenScrolledToEdge = v
    }
    if let d = s["delegate"],
      let m = r.mapping(
        d, what: "a presentation controller's 'delegate'",
        keys: ["id", "presentationControllerShouldDismiss"])
    {
      if let id = m["id"].flatMap({ r.identifier($0, "id") }) {
        sheet.delegate = id
        ids.refer(to: id, as: .responder, key: "delegate", at: r.location(m["id"]!))
      } else if m["id"] == nil {
        r.error(
          "a presentation controller's 'delegate' needs an 'id' (the responder that is the delegate)",
          at: d)
      }
      if let b = m["presentationControllerShouldDismiss"] {
        sheet.presentationControllerShouldDismiss = r.bool(b, "presentationControllerShouldDismiss")
      }
    }
    spec.sheet = sheet
  }
}
