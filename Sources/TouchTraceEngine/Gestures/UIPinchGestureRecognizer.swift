import Foundation

/// UIKit's `UIPinchGestureRecognizer`: two fingers; it begins once their distance has changed by
/// `minimumScaleChange` (see `TouchConstants.standard.pinchScaleChange`).
open class UIPinchGestureRecognizer: TwoFingerGestureRecognizer {
  public var minimumScaleChange = TouchConstants.standard.pinchScaleChange
  /// The distance between the fingers relative to when they came down.
  public var scale: Double { change }

  public override init(id: String, target: UIResponder? = nil, action: String? = nil) {
    super.init(id: id, target: target, action: action)
    change = 1
  }

  open override var className: String { "UIPinchGestureRecognizer" }
  override func measure(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(a.x - b.x, a.y - b.y) }
  override func change(from start: Double, to now: Double) -> Double { start > 0 ? now / start : 1 }
  override var threshold: Double { minimumScaleChange }
  override var neutral: Double { 1 }
}
