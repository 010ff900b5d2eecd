import Foundation
import TouchTraceTrace

/// An action sheet on an iPad: a popover from its `popoverPresentationController`'s source (the
/// exception UIKit raises without one: "The modalPresentationStyle of a UIAlertController with
/// this style is UIModalPresentationPopover. You must provide location information for this
/// popover through the alert controller's popoverPresentationController"; on an iPhone, idiom
/// phone, UIKit's `_UIAlertControllerActionSheetRegularPresentationController` uses the compact,
/// bottom presentation instead: decompiled UIKitCore of iOS 26.1,
/// `_UIAlertControllerActionSheetRegularPresentationController.mm`,
/// `_shouldUseCompactPresentationForTraitCollection:`). Its cancel action is not shown: the tap
/// outside is the cancel (Apple, UIActionSheet.cancelButtonIndex: "When presenting an action sheet
/// on an iPad, there are times when you should not include a cancel button"; EngineRules, "Where
/// Apple is silent"). A tap on the popover's dimming view dismisses it like any popover, then runs
/// the cancel action's handler (the same file's `dimmingViewWasTapped:withDismissCompletion:`
/// calls the popover's, then `-[UIAlertController _dismissFromPopoverDimmingView]`, which
/// dismisses with `cancelAction` as its triggering action).
extension UIAlertController {
  /// Whether this alert shows as a popover on `device`.
  func isPopover(on device: UIDevice) -> Bool {
    preferredStyle == .actionSheet && device.userInterfaceIdiom == .pad
      && popoverPresentationController != nil
  }

  /// Lays the buttons out for a popover: stacked, the cancel one hidden; the alert's
  /// `preferredContentSize` is the panel's size.
  func layOutForPopover() {
    let c = view.constants
    let header = (title ?? message) == nil ? 0 : c.alertHeaderHeight
    let width = c.actionSheetPopoverWidth
    let h = c.actionSheetRowHeight
    var slot = 0
    for (index, row) in actionViews.enumerated() {
      row.isHidden = index == cancelIndex
      guard index != cancelIndex else { continue }
      row.frame = CGRect(x: 0, y: h * Double(slot), width: width, height: h)
      slot += 1
    }
    let groupHeight = h * Double(slot)
    actionGroupView.frame = CGRect(x: 0, y: header, width: width, height: groupHeight)
    preferredContentSize = CGSize(width: width, height: header + groupHeight)
  }

  /// After the popover's dismissal by a tap outside: the cancel action's handler, when there is
  /// one (`ALERT handler TITLE`).
  func runCancelHandler(_ recorder: TraceRecorder) {
    guard let cancel = cancelIndex else { return }
    recorder.change("handler", id, objects: []) { $0.action = actions[cancel].title }
  }
}
