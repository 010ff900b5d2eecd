import Foundation
import TouchTraceEngine

extension SceneBuilder {
  /// A controller's popover settings and `preferredContentSize`; views and the delegate are wired
  /// once every object exists (`wirePopovers`).
  mutating func applyPopover(_ spec: ControllerSpec, to c: UIViewController) {
    // UIKit: "The modalPresentationStyle of a UIAlertController with this style is
    // UIModalPresentationPopover" on an iPad (UIAlertController+Popover.swift).
    if let alert = c as? UIAlertController, alert.preferredStyle == .actionSheet,
      device.userInterfaceIdiom == .pad
    {
      alert.modalPresentationStyle = .popover
    }
    if let size = spec.preferredContentSize {
      c.preferredContentSize = CGSize(width: size.width, height: size.height)
    }
    guard let p = spec.popover, let popover = c.popoverPresentationController else { return }
    popover.sourceRect = p.sourceRect.map {
      CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
    }
    popover.permittedArrowDirections = p.permittedArrowDirections
    popover.shouldDismissAnswer = p.presentationControllerShouldDismiss
    popover.adaptivePresentationStyle = p.adaptivePresentationStyle
    popovers.append((popover, p))
  }

  /// Each popover's source view, passthrough views and delegate, by id.
  func wirePopovers() throws {
    for (popover, spec) in popovers {
      if let id = spec.sourceView { popover.sourceView = try lookup(id, in: views, spec.location) }
      if let id = spec.barButtonItem {
        guard let item = madeBarButtonItems[id] else {
          throw SceneErrors(errors: [
            SceneError(
              file: file, location: spec.location,
              message: "'barButtonItem' names '\(id)', which is not a bar button item (one of a "
                + "'navigationItem''s leftBarButtonItems or rightBarButtonItems)")
          ])
        }
        popover.barButtonItem = item
      }
      popover.passthroughViews = try spec.passthroughViews.map {
        try lookup($0, in: views, spec.location)
      }
      if let id = spec.delegate { popover.delegate = try lookup(id, in: responders, spec.location) }
      // The adapted sheet on an iPhone answers the same delegate (UIKit has one delegate per
      // presented controller's presentation).
      if device.userInterfaceIdiom == .phone {
        let sheet = popover.adaptiveSheetPresentationController
        sheet.delegate = popover.delegate
        sheet.shouldDismissAnswer = popover.shouldDismissAnswer
      }
    }
  }
}
