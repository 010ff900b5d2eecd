/// A ready-made `UIGestureRecognizerDelegate` that answers every question the same way, like the
/// delegates in the seeds (seed 000's RedViewPanGesture answers YES to everything). A question left
/// nil is not implemented, so UIKit never asks it.
public final class FixedAnswersDelegate: UIGestureRecognizerDelegate {
  /// Which other recognizers a yes/no-about-another question answers YES for.
  public enum Others: Sendable, Equatable {
    case all
    case only(Set<String>)
    func contains(_ r: UIGestureRecognizer) -> Bool {
      switch self {
      case .all: true
      case .only(let ids): ids.contains(r.id)
      }
    }
  }

  public var shouldBegin: Bool?
  public var shouldReceiveTouch: Bool?
  /// Answers that depend on the touch, as delegates are commonly written
  /// (`return !(touch.view is UIControl)`): NO when the touched view is one of these kinds.
  public var shouldBeginUnlessTouched: ((UIView) -> Bool)?
  public var shouldReceiveUnlessTouched: ((UIView) -> Bool)?
  public var simultaneousWith: Others?
  public var requireFailureOf: Others?
  public var requiredToFailBy: Others?

  public init() {}

  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool? {
    if let excluded = shouldBeginUnlessTouched {
      return gestureRecognizer.trackedTouches.first?.view.map { !excluded($0) } ?? true
    }
    return shouldBegin
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool? {
    if let excluded = shouldReceiveUnlessTouched { return touch.view.map { !excluded($0) } ?? true }
    return shouldReceiveTouch
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool? { simultaneousWith?.contains(other) }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
  ) -> Bool? { requireFailureOf?.contains(other) }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
  ) -> Bool? { requiredToFailBy?.contains(other) }
}
