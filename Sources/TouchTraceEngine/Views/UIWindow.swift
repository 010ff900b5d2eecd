import Foundation
import TouchTraceTrace

/// UIKit's `UIWindow`: the root of the view tree. It finds each new touch's view with `hitTest`
/// and delivers every touch phase to that view.
open class UIWindow: UIView {
  public internal(set) weak var application: UIApplication?
  /// Where the window sits among the app's windows: 0 normal, 1000 status bar, 2000 alert
  /// (Apple, UIWindow.Level); a higher level is in front.
  public var windowLevel: Double = 0

  /// The app's first responder when it is in this window (the key window holds the app's one
  /// first responder).
  public var firstResponder: UIResponder? {
    guard let responder = application?.firstResponder, responder.responderWindow === self else {
      return nil
    }
    return responder
  }

  /// Apple, isKeyWindow: whether this is the app's key window.
  public var isKeyWindow: Bool { application?.keyWindow === self }

  public override init(id: String = "UIWindow", frame: CGRect) {
    super.init(id: id, frame: frame)
  }

  open override var className: String { "UIWindow" }

  /// Apple: "UIWindow: the window's next responder is the application object" (seed 004, rule 5);
  /// in a scene-based app its `UIWindowScene`, whose next is the application (UIWindowScene).
  open override var next: UIResponder? { application?.windowScene ?? application }

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
