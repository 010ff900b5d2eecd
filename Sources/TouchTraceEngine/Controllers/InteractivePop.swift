import Foundation
import TouchTraceTrace

/// A navigation controller's `interactivePopGestureRecognizer`: a screen-edge pan from the left
/// (leading) edge on the navigation controller's view (Apple, interactivePopGestureRecognizer).
/// UIKit's class is private (`_UIParallaxTransitionPanGestureRecognizer`, a
/// UIScreenEdgePanGestureRecognizer subclass); it is reported as the public class. Unlike a
/// scroll view's pan it logs its states, as they are what a reader asks about ("why did my swipe
/// back not work?"); touches that begin away from its edge never reach it, so other screens log
/// as before.
///
/// Its delegate is UIKit's own (`_UINavigationInteractiveTransition`, decompiled UIKitCore in
/// public repositories) until the app sets one; while it is, the recognizer
/// - takes no touch when there is nothing to pop (`_shouldInteractivePopGestureBeEnabled`, asked
///   for the event; Apple, popViewController(animated:): "you cannot pop the last item on the
///   stack"), nor a touch on the visible navigation bar (its `gestureRecognizer(_:shouldReceive:)`);
/// - does not begin when the top controller has its own `leftBarButtonItems` (device reports:
///   "Changing back button in iOS 7 disables swipe to navigate back", and AHKNavigationController,
///   "allowing the interactive pop gesture when … a custom back button is used");
/// - does not begin while the navigation bar is hidden, however it was hidden (device reports:
///   openradar 19031955, iOS 8.1: "When using a custom UIBarButtonItem (or hiding the
///   UINavigationBar altogether), the interactive pop gesture recognizer does not work anymore.
///   This can be fixed by setting the gesture recognizers delegate property to nil";
///   sascha/DrawerController issue 38, 2015: "hiding the navigation bar in general does";
///   wordpress-mobile/WordPress-iOS pull request 6064, 2016, bars hidden by a swipe: "what seems
///   like (Apple's) expected behavior"; rickytan/RTRootNavigationController issue 134, 2017:
///   "这是系统默认行为", the system's default behaviour; forXifLess/LinkNavigator issue 46, 2024,
///   `.navigationBarHidden(true)`: "Gesture return no more").
/// An app's delegate replaces all of that: it answers alone (so an app that sets one to keep the
/// gesture with a custom back button must itself refuse it at the root, as public fixes do with
/// `viewControllers.count > 1`).
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
  weak var navigationController: UINavigationController?

  override init(id: String, target: UIResponder? = nil, action: String? = nil) {
    super.init(id: id, target: target, action: action)
    edges = .left
    // It holds a touch's began back from the view while it may still recognize: a button at
    // the left edge highlights only when the finger lifts (device report, DreamTeam Mobile,
    // "UIButton doesn't show highlight on tap", fixed with `delaysTouchesBegan = false`; the
    // decompiled `_configureNavigationGesture` turns it off only behind a private switch).
    delaysTouchesBegan = true
  }

  private var systemDelegate: Bool { delegate == nil }

  override func shouldTryToBegin(with touch: UITouch) -> Bool {
    guard super.shouldTryToBegin(with: touch) else { return false }
    guard systemDelegate, let nav = navigationController else { return true }
    guard nav.viewControllers.count > 1 else { return false }
    let bar = nav.bar
    return bar.isHidden || bar.window == nil || !bar.bounds.contains(touch.location(in: bar))
  }

  /// Why UIKit's own delegate refuses to let it begin, or nil (an app's delegate answers alone).
  private var systemRefusal: String? {
    guard systemDelegate, let nav = navigationController else { return nil }
    if nav.isNavigationBarHidden {
      return "the navigation bar is hidden, which UIKit's delegate refuses (device reports)"
    }
    guard nav.topViewController?.navigationItem.leftBarButtonItems.isEmpty == false else {
      return nil
    }
    return "the top controller has its own leftBarButtonItems, which UIKit's delegate refuses "
      + "(device reports)"
  }

  override func canBegin() -> Bool { super.canBegin() && systemRefusal == nil }

  override var cannotBeginReason: String? {
    guard super.canBegin() else { return super.cannotBeginReason }
    return systemRefusal
  }

  override func stateChanged(from old: State) {
    guard currentState == .ended, let nav = navigationController else { return }
    nav.finishInteractivePop(self)
  }
}

extension UINavigationController {
  /// A pop gesture (`interactivePopGestureRecognizer` or, on iOS 26,
  /// `interactiveContentPopGestureRecognizer`) ended: the finger lifted `movement.x` from where
  /// it began, moving at `velocity`. Where that speed would carry it (`releaseProjectionRate`)
  /// far enough, the controller is popped at the next turn of the run loop, as the pan's action
  /// would; short of it, the transition cancels and the stack stays as it was. UIKit weighs the
  /// speed too (`shouldPopWithVelocity:`).
  func finishInteractivePop(_ pan: UIPanGestureRecognizer) {
    guard let recorder = pan.arbiter?.event?.recorder else { return }
    let constants = pan.constants
    let needed = Double(view.bounds.width) * constants.interactivePopCompletionFraction
    let carried = projectedDistance(
      Double(pan.velocity(in: nil).x), rate: constants.releaseProjectionRate)
    if Double(pan.movement.x) + carried >= needed {
      recorder.clock.atEndOfTurn { self.popViewController(recorder) }
    }
  }
}

extension UINavigationController {
  /// UIKit's `popViewController(animated:)`, done at once: "removes the top view controller from
  /// the stack and makes the new top of the stack the active view controller. If the view
  /// controller at the top of the stack is the root view controller, this method does nothing"
  /// (Apple). The new top's view goes into the wrapper view, its title and bar button items into
  /// the bar; logged as `NAV popViewController TOP` (a `change` event whose objects show the
  /// views as they are now).
  @discardableResult
  func popViewController(_ recorder: TraceRecorder?) -> UIViewController? {
    pop(keeping: viewControllers.count - 1, "popViewController", recorder)
  }

  /// UIKit's `popToRootViewController(animated:)`, done at once: "Pops all the view controllers
  /// on the stack except the root view controller and updates the display" (Apple). Logged as
  /// `NAV popToRootViewController TOP`, TOP the controller that was on top.
  @discardableResult
  func popToRootViewController(_ recorder: TraceRecorder?) -> UIViewController? {
    pop(keeping: 1, "popToRootViewController", recorder)
  }

  /// Keeps the `count` lowest controllers of a deeper stack; returns the old top.
  private func pop(
    keeping count: Int, _ method: String, _ recorder: TraceRecorder?
  ) -> UIViewController? {
    guard viewControllers.count > count, count >= 1, let top = topViewController else {
      return nil
    }
    let leaving = (top.viewIfLoaded?.subtree ?? []) + bar.subviews
    setViewControllers(Array(viewControllers.prefix(count)))
    recordStackChange(method, top, leaving: leaving, recorder)
    return top
  }
}
