import Foundation

extension UIPopoverPresentationController {
  /// Apple, UIPopoverPresentationController.barButtonItem: "Prior to presentation, the
  /// presentation controller adds all sibling bar button items of the specified item (but not the
  /// item itself) to the popover's list of passthrough views. UIKit automatically intercepts taps
  /// in the specified item and uses them to dismiss the popover." The siblings are the other bar
  /// button views in the item's bar (the back button too); a tap on the item itself lands on the
  /// dimming view, which dismisses the popover.
  func addSiblingBarButtonsToPassthroughViews() {
    guard let itemView = barButtonItem?.view, let bar = itemView.superview else { return }
    let siblings = bar.subviews.filter { $0 is UIBarButtonView && $0 !== itemView }
    passthroughViews += siblings.filter { sibling in !passthroughViews.contains { $0 === sibling } }
  }
}
