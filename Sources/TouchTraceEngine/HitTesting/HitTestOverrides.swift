/// The `hitTest(_:with:)` overrides real views write, beyond `prefer` and `passThrough` (Apple,
/// hitTest(_:with:): "You can override this method to hide touch events from subviews" and to
/// return another view), ready-made for scenes. Each leaves its word in the trace's
/// `hitTestReturn.reason`.
public struct HitTestOverrides {
  /// The words of the trace's `hitTestReturn.reason`.
  public enum Reason: String, Sendable {
    case outsideBounds, returnsSelf, returns, returnsNil
  }

  /// `if let v = super.hitTest(p, with: e) { return v }`, then the subviews are asked anyway
  /// (frontmost first, each converting the point): the usual fix for a button that sticks out of
  /// its superview (seed 000, 三.2), since UIKit never asks subviews about a point outside the
  /// view's bounds. Hidden, interaction-off and transparent views still return nil at once, and
  /// so does a view that clips to its bounds, as the usual fix checks first: what sticks out of
  /// it is not seen, so it must not be tapped.
  public var outsideBounds = false
  /// `return super.hitTest(p, with: e) == nil ? nil : self`: a container that takes its subviews'
  /// touches for itself (a card whose labels and images must not get them).
  public var returnsSelf = false
  /// `let v = super.hitTest(p, with: e); return v == self ? other : v`: touches on the view itself
  /// go to another view (the classic wide container that hands drags to a narrow paging scroll
  /// view inside it).
  public weak var returns: UIView?
  /// `return nil` without calling super: neither the view nor its subviews are ever hit, though
  /// they stay visible and interactive for everything else.
  public var returnsNil = false

  public init() {}

  /// What the override returns in place of super's `result` for `view`, noting why it changed it.
  func adjust(_ result: UIView?, of view: UIView, _ recorder: TraceRecorder?) -> UIView? {
    if returnsSelf, let result, result !== view {
      recorder?.hitTestSkipped(view, reason: Reason.returnsSelf.rawValue)
      return view
    }
    if let other = returns, result === view {
      recorder?.hitTestSkipped(view, reason: Reason.returns.rawValue)
      return other
    }
    return result
  }

  /// In the trace's `overrides` (nil when none is set).
  var words: String? {
    var parts: [String] = []
    if outsideBounds { parts.append("outsideBounds") }
    if returnsSelf { parts.append("returnsSelf") }
    if let returns { parts.append("returns \(returns.id)") }
    if returnsNil { parts.append("returnsNil") }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
