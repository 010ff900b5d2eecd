import Foundation
import TouchTraceTrace

/// What a controller's action method does to the screen: the one UIKit call it makes. A scene's
/// `navigation: {openMail: {pushViewController: MessageViewController}}` is
/// `@objc func openMail() { navigationController?.pushViewController(message, animated: true) }`.
///
/// The call is made at the end of the run-loop turn that sent the action (after the control's
/// remaining events, as the engine's pops follow the back button's), and done at once: the
/// transition's animation is not simulated, so the next touch lands on the new screen whenever it
/// comes (Apple is silent on touches during a transition; a scene that wants to model one waits
/// the transition out with a `wait` step).
public enum ActionNavigation: Equatable {
  /// `navigationController?.pushViewController(_:animated:)`.
  case pushViewController(UIViewController)
  /// `navigationController?.popViewController(animated:)`.
  case popViewController
  /// `navigationController?.popToRootViewController(animated:)`.
  case popToRootViewController
  /// `present(_:animated:completion:)`, in the controller's own `modalPresentationStyle`.
  case present(UIViewController)
  /// `dismiss(animated:completion:)`.
  case dismiss

  /// The controller the call shows, if it shows one.
  public var shownController: UIViewController? {
    switch self {
    case .pushViewController(let c), .present(let c): c
    case .popViewController, .popToRootViewController, .dismiss: nil
    }
  }

  public static func == (a: ActionNavigation, b: ActionNavigation) -> Bool {
    switch (a, b) {
    case (.pushViewController(let x), .pushViewController(let y)),
      (.present(let x), .present(let y)):
      x === y
    case (.popViewController, .popViewController),
      (.popToRootViewController, .popToRootViewController),
      (.dismiss, .dismiss):
      true
    default: false
    }
  }
}

extension UIResponder {
  /// An action sent to this target (`sender` names it in the trace): recorded, `receiveAction`
  /// called, then what the scene says the method does to the screen.
  func deliverAction(
    _ action: String, from sender: AnyObject, senderID: String, _ recorder: TraceRecorder?
  ) {
    recorder?.action(senderID: senderID, to: self, action: action)
    receiveAction(action, from: sender)
    performNavigation(for: action, recorder)
  }

  /// Runs this controller's `navigation` for `method` (an action, or a delegate method such as
  /// `didSelectRowAt`) at the end of the current run-loop turn.
  func performNavigation(for method: String, _ recorder: TraceRecorder?) {
    guard let controller = self as? UIViewController, let step = controller.navigation[method],
      let recorder
    else { return }
    recorder.clock.atEndOfTurn { controller.perform(step, recorder) }
  }
}

extension UIViewController {
  /// UIKit's `navigationController`: "The nearest ancestor in the view controller hierarchy that
  /// is a navigation controller" (Apple).
  public var navigationController: UINavigationController? {
    var ancestor = parent
    while let current = ancestor {
      if let nav = current as? UINavigationController { return nav }
      ancestor = current.parent
    }
    return nil
  }

  /// Makes what a navigation will show before any touch, so a trace lists it from the start:
  /// the shown controllers' views and, for a full-screen presentation, its transition view.
  func prepareNavigationTargets() {
    for case .present(let c) in navigation.values where c.modalPresentationStyle == .fullScreen {
      _ = c.fullScreenTransitionView
    }
    for c in navigation.values.compactMap(\.shownController) { _ = c.view }
  }

  /// The views a presentation will put in the window, made but not there yet: a full-screen
  /// presentation's transition view, or a sheet's container, dimming, shadow and grabber views.
  func presentationViewsOffScreen(on device: UIDevice) -> [UIView] {
    if let presentation = presentation(on: device), presentation.containerView.window == nil,
      presentingViewController == nil
    {
      return presentation.viewsOffScreen
    }
    return madeTransitionView.map { $0.window == nil ? [$0] : [] } ?? []
  }

  /// One step of `navigation`, done now. A step UIKit would refuse or ignore does nothing:
  /// `navigationController` is nil (optional chaining), a controller already shown is pushed or
  /// presented again (Apple, pushViewController(_:animated:): "If the view controller is already
  /// on the navigation stack, this method throws an exception"; a presentation of a controller
  /// already shown only logs a warning), nothing to pop or dismiss.
  func perform(_ step: ActionNavigation, _ recorder: TraceRecorder) {
    switch step {
    case .pushViewController(let c): navigationController?.pushViewController(c, recorder)
    case .popViewController: navigationController?.popViewController(recorder)
    case .popToRootViewController: navigationController?.popToRootViewController(recorder)
    case .present(let c): present(c, recorder)
    case .dismiss: dismiss(recorder)
    }
  }

  /// Whether this controller is on screen or held by another (a stack, a parent, a window, a
  /// presentation): pushing or presenting it again is what UIKit refuses.
  var isShown: Bool {
    parent != nil || presentingViewController != nil || rootOfWindow != nil
      || viewIfLoaded?.window != nil
  }

  /// `present(_:animated:completion:)` from an action, recorded as `SELF present PRESENTED` (a
  /// `change` event holding the window, the new transition view's tree and the views that left).
  func present(_ controller: UIViewController, _ recorder: TraceRecorder) {
    guard !controller.isShown, controller !== self else { return }
    var presenter: UIViewController = self
    while let p = presenter.parent { presenter = p }
    while let p = presenter.presentedViewController { presenter = p }
    let leaving = presenter.viewIfLoaded?.subtree ?? []
    guard present(controller), let window = controller.view.window else { return }
    let container =
      controller.presentation(in: window)?.views
      ?? controller.fullScreenTransitionView.subtree
    recorder.change(
      "present", id,
      objects: TraceSnapshot.objects(of: [window] + container + leaving, recognizers: [])
        + TraceSnapshot.objects(of: [presenter, controller])
    ) { $0.other = controller.id }
  }

  /// `dismiss(animated:completion:)`: Apple, "The presenting view controller is responsible for
  /// dismissing the view controller it presented. If you call this method on the presented view
  /// controller itself, UIKit asks the presenting view controller to handle the dismissal", and
  /// "calling this method on a view controller lower in the stack dismisses its immediate child
  /// view controller and all view controllers above that child". Each dismissed controller is
  /// recorded as `PRESENTED dismiss`, the topmost first.
  func dismiss(_ recorder: TraceRecorder) {
    var root: UIViewController = self
    while let p = root.parent { root = p }
    guard
      let dismissed = root.presentedViewController
        ?? (root.presentingViewController == nil ? nil : root)
    else { return }
    var stack = [dismissed]
    while let above = stack.last?.presentedViewController { stack.append(above) }
    for c in stack.reversed() { c.dismissNow(recorder) }
  }

  /// Takes this presented controller's views out of the window and puts its presenter's view back
  /// where it was (a sheet's presenter never left).
  private func dismissNow(_ recorder: TraceRecorder) {
    guard let presenter = presentingViewController else { return }
    if let window = presenter.viewIfLoaded?.window ?? madeTransitionView?.window,
      let presentation = presentation(in: window), presentation.containerView.window != nil
    {
      presentation.remove(recorder)
      return
    }
    let window = madeTransitionView?.window
    madeTransitionView?.removeFromSuperview()
    var returning: [UIView] = []
    if let superview = presenterViewSuperview, let view = presenter.viewIfLoaded {
      superview.insertSubview(view, at: min(presenterViewIndex, superview.subviews.count))
      returning = view.subtree
    }
    presenterViewSuperview = nil
    endPresentation()
    let views = (window.map { [$0] } ?? []) + fullScreenTransitionView.subtree + returning
    recorder.change(
      "dismiss", id,
      objects: TraceSnapshot.objects(of: views, recognizers: [])
        + TraceSnapshot.objects(of: [presenter, self]))
  }
}

extension UIApplication {
  /// Makes, before any touch, the bar views a push by a touch will show — the back button of
  /// the navigation controller it pushes onto and the pushed controller's bar button views — so a
  /// trace lists them from the start. A pushed controller goes onto the stack of the controller
  /// that pushes it, which may itself be pushed by a touch first.
  public func prepareNavigation() {
    var stackOf: [ObjectIdentifier: UINavigationController] = [:]
    // Controllers whose stack is known, each looked at once (a long chain of pushes stays linear).
    var known: [UIViewController] = []
    for c in TraceSnapshot.allControllers(of: self) {
      guard let nav = c.navigationController else { continue }
      stackOf[ObjectIdentifier(c)] = nav
      known.append(c)
    }
    var next = 0
    while next < known.count {
      let c = known[next]
      next += 1
      guard let nav = stackOf[ObjectIdentifier(c)] else { continue }
      for (_, step) in c.navigation.sorted(by: { $0.key < $1.key }) {
        guard case .pushViewController(let pushed) = step,
          stackOf[ObjectIdentifier(pushed)] == nil
        else { continue }
        stackOf[ObjectIdentifier(pushed)] = nav
        nav.prepareToPush(pushed)
        known.append(pushed)
      }
    }
  }
}

extension UINavigationController {
  /// UIKit's `pushViewController(_:animated:)`, done at once: "pushes a view controller onto the
  /// receiver's stack and updates the display … The object in the viewController parameter
  /// becomes the top view controller on the navigation stack" (Apple). The old top's view leaves
  /// the wrapper view, the new top's goes in, the bar shows its title, a back button titled with
  /// the old top's and its bar button items. Logged as `NAV pushViewController PUSHED`. Apple:
  /// "This object cannot be a tab bar controller"; a navigation controller cannot be pushed
  /// either (UIKit raises), so neither is.
  func pushViewController(_ controller: UIViewController, _ recorder: TraceRecorder?) {
    guard !controller.isShown, !(controller is UIContainerViewController) else { return }
    let leaving = (topViewController?.viewIfLoaded?.subtree ?? []) + bar.subviews
    setViewControllers(viewControllers + [controller])
    recordStackChange("pushViewController", controller, leaving: leaving, recorder)
  }

  /// Shows the new top's bar buttons and lays the views out, then records `method` with `other`
  /// (the pushed or popped controller) and the views as they are now.
  func recordStackChange(
    _ method: String, _ other: UIViewController, leaving: [UIView], _ recorder: TraceRecorder?
  ) {
    showBarButtons()
    placeView(in: view.frame)
    let arriving = (topViewController?.viewIfLoaded?.subtree ?? []) + bar.subviews
    recorder?.change(
      method, id,
      objects: TraceSnapshot.objects(of: [wrapperView, bar] + leaving + arriving, recognizers: [])
        + TraceSnapshot.objects(of: [other])
    ) { $0.other = other.id }
  }
}
