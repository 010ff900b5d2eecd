import TouchTraceEngine

extension SceneBuilder {
  /// Sets a controller's presentation style and sheet; the delegate is wired once every
  /// responder exists (`sheetDelegates`).
  static func applyPresentation(_ spec: ControllerSpec, to c: UIViewController) {
    if let style = spec.modalPresentationStyle { c.modalPresentationStyle = style }
    if let modal = spec.isModalInPresentation { c.isModalInPresentation = modal }
    guard let s = spec.sheet, let sheet = c.sheetPresentationController else { return }
    sheet.detents = s.detents
    sheet.selectedDetentIdentifier = s.selectedDetentIdentifier
    sheet.largestUndimmedDetentIdentifier = s.largestUndimmedDetentIdentifier
    sheet.prefersGrabberVisible = s.prefersGrabberVisible
    sheet.prefersScrollingExpandsWhenScrolledToEdge = s.prefersScrollingExpandsWhenScrolledToEdge
    sheet.shouldDismissAnswer = s.presentationControllerShouldDismiss
  }
}
