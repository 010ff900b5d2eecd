import Foundation
import TouchTraceTrace

/// UIKit's `UIWindow`: the root of the view tree. It finds each new touch's view with `hitTest`
/// and delivers every touch phase to that view.
open class UIWindow: UIView {
  public internal(set) weak var application: UIApplication?
  /// The responder that is first responder in this window, if any.
  public internal(set) weak var firstResponder: UIResponder?

  public override init(id: String = "UIWindow", frame: CGRect) {
    super.init(id: id, frame: frame)
  }

  open override var className: String { "UIWindow" }

  /// Apple: "UIWindow: the window's next responder is the application object" (seed 004, rule 5).
  open override var next: UIResponder? { application }

  /// The root controller's view goes in at the back, below views added to the window directly.
  public var rootViewController: UIViewController? {
    didSet {
      oldValue?.rootOfWindow = nil
      oldValue?.viewIfLoaded?.removeFromSuperview()
      guard let root = rootViewController else { return }
      root.rootOfWindow = self
      root.placeView(in: bounds)
      insertSubview(root.view, at: 0)
    }
  }

  /// Finds the view for a touch that begins. UIKit runs the whole hit-test pass twice for a new
  /// touch (the seeds' console logs show every `hitTest`/`pointInside` line twice) and uses the
  /// second answer; moving and ending touches are not hit-tested again.
  func findView(for touch: UITouch, event: UIEvent) -> UIView? {
    var found: UIView?
    for pass in 1...2 {
      event.recorder.hitTestPassBegan(touch: touch, pass: pass)
      found = tracedHitTest(convertFromWindow(touch.locationInWindow), with: event)
      event.recorder.hitTestPassEnded(touch: touch, pass: pass, result: found)
    }
    return found
  }

  /// Whether a new touch on `view` may be delivered, given the touches already down:
  /// - `isMultipleTouchEnabled` false: "the view receives only the first touch event in a
  ///   multi-touch sequence" (Apple, isMultipleTouchEnabled);
  /// - `isExclusiveTouch`: "blocks the delivery of touch events to other views in the same window"
  ///   while it tracks a touch, and gets none while another view tracks one (Apple, isExclusiveTouch);
  ///   gesture recognizers still see such a touch (Apple's SimpleGestureRecognizers sample).
  /// Returns the reason it may not, or nil.
  func dropReason(for view: UIView, among active: [UITouch]) -> String? {
    let tracking = active.filter { $0.droppedReason == nil && $0.view != nil }
    if !view.isMultipleTouchEnabled, tracking.contains(where: { $0.view === view }) {
      return "multipleTouch"
    }
    let others = tracking.compactMap(\.view).filter { $0 !== view }
    if others.contains(where: \.isExclusiveTouch) || (view.isExclusiveTouch && !others.isEmpty) {
      return "exclusiveTouch"
    }
    return nil
  }

  private lazy var gestureArbiter = GestureArbiter(window: self)

  /// UIKit's `sendEvent(_:)` for touches: recognizers get each phase first, then each view gets its
  /// changed touches, one call per phase, unless a recognizer holds them back or cancelled them.
  open func sendEvent(_ event: UIEvent) {
    gestureArbiter.send(event)
  }
}
