import Foundation

/// iOS 26's `interactiveContentPopGestureRecognizer`: "The navigation controller installs this
/// gesture recognizer on its view and uses it to interactively pop the topmost view controller off
/// the navigation stack when a person initially pans horizontally in a leading to trailing
/// direction in the view. It recognizes a gesture on the entire content area of the navigation
/// controller in cases that are not covered by interactivePopGestureRecognizer" (Apple,
/// UINavigationController.interactiveContentPopGestureRecognizer, iOS 26.0+). UIKit's header
/// adds that the property "should only be used to set up failure requirements with it".
///
/// In the engine it is a pan that
/// - takes no touch that the edge recognizer covers (one beginning within its screen-edge region
///   while that recognizer is enabled), and, while UIKit's delegate is its delegate, none when
///   there is nothing to pop nor on the visible navigation bar (as the edge one:
///   `InteractivePop.swift`);
/// - begins only when the touches first move from leading to trailing (rightwards) and more
///   across than down: "initially pans horizontally in a leading to trailing direction". Which
///   angle UIKit allows Apple does not say; the engine takes 45° either side (EngineRules, "Where
///   Apple is silent");
/// - pops as the edge recognizer does when it ends (`finishInteractivePop`).
/// UIKit's class is private; it is reported as the public `UIPanGestureRecognizer`.
final class InteractiveContentPopGestureRecognizer: UIPanGestureRecognizer {
  weak var navigationController: UINavigationController?

  private var systemDelegate: Bool { delegate == nil }

  override func shouldTryToBegin(with touch: UITouch) -> Bool {
    guard super.shouldTryToBegin(with: touch), let nav = navigationController else { return false }
    if let edge = nav.interactivePopGestureRecognizer as UIScreenEdgePanGestureRecognizer?,
      edge.isEnabled, !edge.edge(of: touch).isEmpty
    {
      return false
    }
    guard systemDelegate else { return true }
    guard nav.viewControllers.count > 1 else { return false }
    let bar = nav.bar
    return bar.isHidden || bar.window == nil || !bar.bounds.contains(touch.location(in: bar))
  }

  /// Leading to trailing, and more across than up or down.
  override func canBegin() -> Bool {
    let m = movement
    return super.canBegin() && m.x > 0 && abs(m.x) >= abs(m.y)
  }

  override var cannotBeginReason: String? {
    guard super.canBegin() else { return super.cannotBeginReason }
    return "the pan does not begin leading to trailing (rightwards, more across than down)"
  }

  override func stateChanged(from old: State) {
    guard currentState == .ended, let nav = navigationController else { return }
    nav.finishInteractivePop(self)
  }
}

extension UINavigationController {
  /// Installs iOS 26's `interactiveContentPopGestureRecognizer` on the controller's view (once;
  /// its id is the controller's with `.interactiveContentPopGestureRecognizer`). UIKit does it for
  /// every navigation controller on iOS 26 and later (`UIDevice.hasInteractiveContentPop`); the
  /// scene builder calls it when the scene's device is one.
  @discardableResult
  public func installInteractiveContentPopGestureRecognizer() -> UIPanGestureRecognizer {
    if let made = interactiveContentPopGestureRecognizer { return made }
    let pan = InteractiveContentPopGestureRecognizer(
      id: id + ".interactiveContentPopGestureRecognizer")
    pan.navigationController = self
    view.addGestureRecognizer(pan)
    interactiveContentPopGestureRecognizer = pan
    return pan
  }
}
