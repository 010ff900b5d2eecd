import Foundation
import TouchTraceTrace

/// UIKit's `UIView`: geometry, the view tree, and hit-testing as `hitTest(_:with:)` documents it.
open class UIView: UIResponder {
  public private(set) weak var superview: UIView?
  /// Back to front: the last one is frontmost and is hit-tested first.
  public private(set) var subviews: [UIView] = []

  /// The centre in the superview's coordinates; with `bounds` and `transform` it places the view.
  public var center: CGPoint
  /// The view's own coordinate space; its origin is the scroll offset of a scroll view.
  public var bounds: CGRect
  /// Applied about the centre.
  public var transform = CGAffineTransform.identity

  public var alpha: Double = 1
  public var isHidden = false {
    // Apple, UIStackView: it "automatically updates its layout … whenever one of the arranged
    // subviews's isHidden property changes".
    didSet { if isHidden != oldValue { (superview as? UIStackView)?.layOutArrangedSubviews() } }
  }
  public var isUserInteractionEnabled = true
  public var clipsToBounds = false
  public var isMultipleTouchEnabled = false
  public var isExclusiveTouch = false
  /// `#RRGGBBAA`; only diagrams use it.
  public var backgroundColor: String?

  /// A ready-made override of `point(inside:with:)` (the scene's `overrides.pointInside`).
  public var pointInsideOverride: PointInsideBehaviour?
  /// A ready-made override of `hitTest(_:with:)` (the scene's `overrides.hitTest.prefer`, seed 001):
  /// return this view when the point is inside it, else what super returns.
  public weak var hitTestPreferredView: UIView?
  /// A ready-made pass-through override (the scene's `overrides.hitTest.passThrough`): the common
  /// `let v = super.hitTest(p, with: e); return v == self ? nil : v`, so touches on the view itself
  /// go to what lies below (the WindowsEventsAndChanges article).
  public var hitTestPassesThrough = false
  /// The scene's other ready-made `hitTest` overrides (`overrides.hitTest`; `HitTestOverrides`).
  public var hitTestOverrides = HitTestOverrides()

  /// Attached recognizers, in the order they were added (UIKit's `gestureRecognizers`).
  public private(set) var gestureRecognizers: [UIGestureRecognizer] = []

  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view = self
    gestureRecognizers.append(recognizer)
  }

  /// Apple: "Asks the view if the gesture recognizer should be allowed to continue tracking touch
  /// events" — asked of the touched view before a recognizer begins. UIView says yes.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// A ready-made override of `gestureRecognizerShouldBegin(_:)` (the scene's
  /// `overrides.gestureRecognizerShouldBegin`): one answer for every recognizer, or per id.
  public var shouldBeginOverride: ShouldBeginOverride?

  /// Made by UIKit (a navigation controller's container views), not by the scene.
  public var isGenerated = false
  /// UIKit's `interactions` (`addInteraction(_:)`): a context menu's.
  public internal(set) var interactions: [any UIInteraction] = []
  /// The controller whose root view this is (UIKit's private `_viewDelegate`).
  weak var owningViewController: UIViewController?

  public init(id: String, frame: CGRect = .zero) {
    center = CGPoint(x: frame.midX, y: frame.midY)
    bounds = CGRect(origin: .zero, size: frame.size)
    super.init(id: id)
  }

  open override var className: String { "UIView" }

  /// The frame in the superview's coordinates. For a transformed view, setting it places the
  /// untransformed view (its centre and size), and reading it gives the untransformed frame too.
  public var frame: CGRect {
    get {
      CGRect(
        x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
        height: bounds.height)
    }
    set {
      center = CGPoint(x: newValue.midX, y: newValue.midY)
      bounds.size = newValue.size
    }
  }

  /// Apple: "If the view is the root view of a view controller, the next responder is the view
  /// controller; otherwise, the next responder is the view's superview" (Using responders and the
  /// responder chain to handle events; seed 004, rules 1–2).
  open override var next: UIResponder? { nextOverride ?? owningViewController ?? superview }

  /// The constants of the application this view's window belongs to (the standard ones for a view
  /// in no window).
  public var constants: TouchConstants { window?.application?.constants ?? .standard }

  public var window: UIWindow? {
    var v: UIView? = self
    while let current = v {
      if let w = current as? UIWindow { return w }
      v = current.superview
    }
    return nil
  }

  public func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    view.superview = self
    subviews.append(view)
  }

  public func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    view.superview = self
    subviews.insert(view, at: min(max(index, 0), subviews.count))
  }

  public func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// This view and every view below it, depth first, back to front — walked without recursion,
  /// so a very deep tree cannot overflow the stack.
  public var subtree: [UIView] {
    var out: [UIView] = []
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      out.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return out
  }

  public func isDescendant(of view: UIView) -> Bool {
    var v: UIView? = self
    while let current = v {
      if current === view { return true }
      v = current.superview
    }
    return false
  }

  // MARK: Hit-testing

  /// Apple's `hitTest(_:with:)`: "This method ignores view objects that are hidden, that have
  /// disabled user interactions, or have an alpha level less than 0.01" — without asking
  /// `point(inside:)` or visiting the subtree. Otherwise `point(inside:)` decides; then the
  /// subviews are asked frontmost first, and the first that returns a view wins; failing that,
  /// the view itself. A point outside the bounds never reaches the subviews, even those that stick
  /// out (seed 000 "按钮超出父视图的部分无法响应点击事件"; seed 001).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    reachedBase.insert(.hitTest)
    if let reason = hitTestSkipReason {
      event?.recorder.hitTestSkipped(self, reason: reason)
      return nil
    }
    guard tracedPoint(inside: point, with: event) else { return nil }
    return hitSubviews(point, with: event) ?? self
  }

  /// The subviews asked frontmost first; the first view one returns.
  final func hitSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    for subview in subviews.reversed() {
      if let hit = subview.tracedHitTest(subview.convertFromSuperview(point), with: event) {
        return hit
      }
    }
    return nil
  }

  /// Apple: "Returns a Boolean value indicating whether the receiver contains the specified point"
  /// — by default, whether the point is in `bounds`.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    reachedBase.insert(.pointInside)
    return bounds.containsHalfOpen(point)
  }

  /// Why `hitTest` returns nil at once: `hidden`, `userInteraction` or `alpha` (less than 0.01 —
  /// Apple's rule; seed 000 says "小于等于" but Apple's documentation says "less than").
  public var hitTestSkipReason: String? {
    if isHidden { return "hidden" }
    if !isUserInteractionEnabled { return "userInteraction" }
    if alpha < 0.01 { return "alpha" }
    return nil
  }

  /// Calls `hitTest(_:with:)` and records the call and its result; the ready-made overrides run
  /// here, as an override would around super.
  public final func tracedHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let recorder = event?.recorder
    recorder?.hitTestCall(on: self, at: point)
    if hitTestOverrides.returnsNil {
      recorder?.hitTestSkipped(self, reason: HitTestOverrides.Reason.returnsNil.rawValue)
      recorder?.hitTestReturn(from: self, result: nil)
      return nil
    }
    var result = noting(.hitTest) { hitTest(point, with: event) }
    if hitTestOverrides.outsideBounds, result == nil, hitTestSkipReason == nil, !clipsToBounds {
      recorder?.hitTestSkipped(self, reason: HitTestOverrides.Reason.outsideBounds.rawValue)
      result = hitSubviews(point, with: event)
    }
    if let preferred = hitTestPreferredView,
      preferred.tracedPoint(inside: preferred.convert(point, from: self), with: event)
    {
      result = preferred
    }
    if hitTestPassesThrough, result === self {
      recorder?.hitTestSkipped(self, reason: "passThrough")
      result = nil
    }
    result = hitTestOverrides.adjust(result, of: self, recorder)
    recorder?.hitTestReturn(from: self, result: result)
    return result
  }

  /// Calls `point(inside:with:)` (or the ready-made override) and records the call and answer.
  public final func tracedPoint(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let call = event?.recorder.pointInsideCall(on: self, at: point)
    let inside =
      pointInsideOverride?.contains(point, bounds: bounds)
      ?? noting(.pointInside) { self.point(inside: point, with: event) }
    if let call { event?.recorder.pointInsideAnswer(call, inside: inside) }
    return inside
  }

  // MARK: Coordinates

  /// From the superview's coordinates into this view's: undo the centre, the transform (about the
  /// centre) and add the bounds origin (a scroll view's `contentOffset`).
  public func convertFromSuperview(_ p: CGPoint) -> CGPoint {
    let v = CGPoint(x: p.x - center.x, y: p.y - center.y)
    let u =
      transform.isIdentity ? v : (transform.inverse?.apply(v) ?? CGPoint(x: CGFloat.nan, y: .nan))
    return CGPoint(x: u.x + bounds.midX, y: u.y + bounds.midY)
  }

  public func convertToSuperview(_ p: CGPoint) -> CGPoint {
    let v = CGPoint(x: p.x - bounds.midX, y: p.y - bounds.midY)
    let u = transform.isIdentity ? v : transform.apply(v)
    return CGPoint(x: u.x + center.x, y: u.y + center.y)
  }

  /// Into the coordinates of the root of this view's tree (the window, when it is in one).
  public func convertToWindow(_ p: CGPoint) -> CGPoint {
    var point = p
    var view = self
    while let s = view.superview {
      point = view.convertToSuperview(point)
      view = s
    }
    return point
  }

  /// Into screen coordinates: the window's coordinates moved by the window's own frame.
  public func convertToScreen(_ p: CGPoint) -> CGPoint {
    let inRoot = convertToWindow(p)
    guard let window else { return inRoot }
    return window.convertToSuperview(inRoot)
  }

  public func convertFromWindow(_ p: CGPoint) -> CGPoint {
    var chain: [UIView] = []
    var view = self
    while let s = view.superview {
      chain.append(view)
      view = s
    }
    return chain.reversed().reduce(p) { $1.convertFromSuperview($0) }
  }

  /// UIKit's `convert(_:from:)`: a point in `view`'s coordinates (the window's for nil) into this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    if let view, view === superview { return convertFromSuperview(point) }
    return convertFromWindow(view?.convertToWindow(point) ?? point)
  }

  /// UIKit's `convert(_:to:)`.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let p = convertToWindow(point)
    return view?.convertFromWindow(p) ?? p
  }

  /// True when this view or an ancestor is rotated, scaled or translated.
  var isTransformedInWindow: Bool {
    var v: UIView? = self
    while let current = v {
      if !current.transform.isIdentity { return true }
      v = current.superview
    }
    return false
  }
}

/// Ready-made overrides of `point(inside:with:)`, from the seeds.
public enum PointInsideBehaviour: Equatable, Sendable {
  /// Always YES (seed 000: the blue view; the red view in the "button outside its superview" fix).
  case always
  /// Always NO.
  case never
  /// The bounds grown by these amounts on each side; negative values shrink (seed 000's
  /// 10×10 button that accepts a 40×40 area).
  case expand(top: Double, left: Double, bottom: Double, right: Double)

  func area(bounds: CGRect) -> CGRect? {
    guard case .expand(let top, let left, let bottom, let right) = self else { return nil }
    return CGRect(
      x: bounds.minX - left, y: bounds.minY - top, width: bounds.width + left + right,
      height: bounds.height + top + bottom)
  }

  func contains(_ p: CGPoint, bounds: CGRect) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .expand: area(bounds: bounds)?.containsHalfOpen(p) ?? false
    }
  }
}
