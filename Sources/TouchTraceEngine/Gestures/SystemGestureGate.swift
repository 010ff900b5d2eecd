import Foundation

/// UIKit's `_UISystemGestureGateGestureRecognizer` on a window of a phone with a home indicator
/// (`UIDevice.hasRoundedCorners`): iOS waits to see whether a touch at the bottom edge is the
/// system's swipe (home, app switcher) before the app may have it. Device reports: a button at the
/// bottom of the screen got `touchesBegan` (and `touchDown`) about a second late while held, and
/// on time once the controller set `preferredScreenEdgesDeferringSystemGestures`
/// (blog.kulman.sk, "Why is there a lag in iOS gesture detection near the edges of the screen");
/// taps "in the bottom 20 pixels or so" got `touchesBegan` and `touchesEnded` 1-2 ms apart, both
/// at the lift, because the window's `UISystemGestureGateGestureRecognizer`s delay touches began
/// (setting their `delaysTouchesBegan` to false removes it; stackoverflow.com question 19799961).
/// So it holds a bottom-edge touch's began back (`delaysTouchesBegan`) and fails when the finger
/// lifts, or after `systemGestureGateDelay` (the system swipe itself is not modelled). It is
/// UIKit's own and silent; a touch the root controller's
/// `preferredScreenEdgesDeferringSystemGestures` defers at the bottom never reaches it (Apple:
/// "the screen edges for which you want your gestures to take precedence over the system
/// gestures").
final class SystemGestureGateGestureRecognizer: UIGestureRecognizer {
  override init(id: String, target: UIResponder? = nil, action: String? = nil) {
    super.init(id: id, target: target, action: action)
    delaysTouchesBegan = true
    cancelsTouchesInView = false
    logs = false
  }
  override var className: String { "_UISystemGestureGateGestureRecognizer" }

  override func shouldTryToBegin(with touch: UITouch) -> Bool {
    guard super.shouldTryToBegin(with: touch), let window = view as? UIWindow else { return false }
    let deferred =
      window.rootViewController?.preferredScreenEdgesDeferringSystemGestures.contains(.bottom)
      ?? false
    let y = Double(touch.location(in: nil).y)
    return !deferred && y >= Double(window.bounds.height) - constants.systemGestureGateEdgeHeight
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    after(constants.systemGestureGateDelay) { [weak self] in
      guard let self, self.state == .possible else { return }
      self.failureReason = "not a system swipe after \(self.constants.systemGestureGateDelay) s"
      self.state = .failed
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}

extension UIWindow {
  /// Gives the window the system gesture gate of a phone with a home indicator (`device`), id
  /// `WINDOW.systemGestureGateGestureRecognizer`.
  public func installSystemGestureGate(for device: UIDevice) {
    guard device.userInterfaceIdiom == .phone, device.hasRoundedCorners else { return }
    addGestureRecognizer(
      SystemGestureGateGestureRecognizer(id: id + ".systemGestureGateGestureRecognizer"))
  }
}
