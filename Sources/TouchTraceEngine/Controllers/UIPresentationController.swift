import Foundation
import TouchTraceTrace

/// UIKit's `UIPresentationController`: what a sheet (`UISheetPresentationController`) and a
/// popover (`UIPopoverPresentationController`) share — the `UITransitionView` in the window (its
/// `containerView`), a `UIDimmingView` whose tap asks to dismiss, the delegate
/// (UIAdaptivePresentationControllerDelegate) and the dismissal a user attempts.
open class UIPresentationController {
  public unowned let presentedViewController: UIViewController
  /// UIKit's `containerView`: the `UITransitionView` in the window.
  public let containerView: UIView
  public let dimmingView: UIDimmingView
  let dimmingTap: UIKitTapGestureRecognizer
  /// The presentation controller's delegate (UIAdaptivePresentationControllerDelegate and its
  /// sheet and popover refinements): its calls are logged under its id.
  public weak var delegate: UIResponder?
  /// The delegate's fixed answer to `presentationControllerShouldDismiss(_:)`; nil: not implemented.
  public var shouldDismissAnswer: Bool?

  init(presentedViewController controller: UIViewController) {
    presentedViewController = controller
    let id = controller.id
    containerView = GeneratedView(
      id: controller.presentationTransitionViewID, className: "UITransitionView")
    dimmingView = UIDimmingView(id: id + ".dimmingView")
    dimmingTap = UIKitTapGestureRecognizer(id: id + ".dimmingView.tap")
    dimmingView.backgroundColor = "#00000066"
    // A tap outside the presented view asks to dismiss it (Apple,
    // presentationControllerDidAttemptToDismiss(_:): UIKit refuses "when isModalInPresentation
    // returns true or presentationControllerShouldDismiss(_:) returns false"). Unlike a scroll
    // view's recognizers it logs its states: they are what a reader asks about ("why did my
    // presenter's button not get the tap?").
    dimmingTap.whenTapped = { [weak self] event in self?.dimmingViewWasTapped(event.recorder) }
    dimmingView.addGestureRecognizer(dimmingTap)
  }

  var constants: TouchConstants { containerView.constants }

  /// Builds the views in `window`, over everything in it.
  func install(in window: UIWindow) {}

  /// The presentation's views, as a change event records them.
  var views: [UIView] { [containerView, dimmingView] }

  /// The views it will put in the window, before it is presented (so a trace lists them).
  var viewsOffScreen: [UIView] { [containerView, dimmingView] }

  /// A tap on the dimming view (UIKit's `dimmingViewWasTapped:`): an attempt to dismiss.
  func dimmingViewWasTapped(_ recorder: TraceRecorder) { attemptDismissal(recorder) }

  /// The delegate's `presentationControllerShouldDismiss(_:)`, asked (and logged) when it has an
  /// answer (a popover delegate's older `popoverPresentationControllerShouldDismissPopover`,
  /// deprecated in iOS 13, is not modelled: SystemGestures).
  func delegateAllowsDismissal(_ recorder: TraceRecorder) -> Bool {
    guard let answer = shouldDismissAnswer, delegate != nil else { return true }
    delegateCall("presentationControllerShouldDismiss", recorder, answer: answer)
    return answer
  }

  /// A user's attempt to dismiss (a tap on the dimming view, a drag down): refused when the
  /// presented controller is modal in presentation or the delegate says NO, with
  /// `presentationControllerDidAttemptToDismiss`; else it goes, between
  /// `presentationControllerWillDismiss` and `presentationControllerDidDismiss` (Apple,
  /// UIAdaptivePresentationControllerDelegate). Returns whether it was dismissed.
  @discardableResult
  func attemptDismissal(_ recorder: TraceRecorder) -> Bool {
    guard containerView.window != nil else { return false }
    // Held here: once dismissed, nothing else keeps the controller.
    let controller: UIViewController = presentedViewController
    let allowed = !controller.isModalInPresentation && delegateAllowsDismissal(recorder)
    guard allowed else {
      delegateCall("presentationControllerDidAttemptToDismiss", recorder)
      return false
    }
    delegateCall("presentationControllerWillDismiss", recorder)
    remove(recorder)
    delegateCall("presentationControllerDidDismiss", recorder, about: controller)
    return true
  }

  /// The presentation leaves the window, recorded as `PRESENTED dismiss`: a user's dismissal, or
  /// the app's `dismiss(animated:)` (which asks no delegate: Apple,
  /// presentationControllerShouldDismiss is asked "in response to user-initiated attempts to
  /// dismiss").
  func remove(_ recorder: TraceRecorder) {
    let controller: UIViewController = presentedViewController
    let window = containerView.window
    containerView.removeFromSuperview()
    controller.endPresentation()
    recorder.change(
      "dismiss", controller.id,
      objects: TraceSnapshot.objects(of: (window.map { [$0] } ?? []) + views, recognizers: []))
  }

  func delegateCall(
    _ method: String, _ recorder: TraceRecorder, answer: Bool? = nil,
    about controller: UIViewController? = nil
  ) {
    guard let delegate else { return }
    recorder.controllerDelegateCall(
      delegate, method, about: (controller ?? presentedViewController).id, answer: answer)
  }
}

/// UIKit's private `UIDimmingView`: the layer behind a presentation that takes touches outside it.
/// Its `passthroughViews` (a popover's) get a touch the dimming view would take: UIKit's
/// `-[UIDimmingView hitTest:withEvent:]` (decompiled UIKitCore of iOS 26.1,
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore, `UIDimmingView.mm`) hit-tests the view itself
/// first and, only when the answer is the dimming view, asks each passthrough view in the same
/// window whose bounds hold the point; the first view one returns gets the touch.
public final class UIDimmingView: UIView {
  public var passthroughViews: [UIView] = []

  init(id: String) {
    super.init(id: id)
    isGenerated = true
    logs = false
  }

  public override var className: String { "UIDimmingView" }

  public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    guard hit === self, let window else { return hit }
    let inWindow = convertToWindow(point)
    for view in passthroughViews where view.window === window {
      let local = view.convertFromWindow(inWindow)
      guard view.bounds.containsHalfOpen(local) else { continue }
      if let found = view.tracedHitTest(local, with: event) { return found }
    }
    return hit
  }
}
