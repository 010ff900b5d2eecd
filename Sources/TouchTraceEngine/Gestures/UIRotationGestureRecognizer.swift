import Foundation

/// UIKit's `UIRotationGestureRecognizer`: two fingers; it begins once the line between them has
/// turned by `minimumAngle` radians (see `TouchConstants.standard.rotationAngle`).
open class UIRotationGestureRecognizer: TwoFingerGestureRecognizer {
  public var minimumAngle = TouchConstants.standard.rotationAngle
  /// Radians turned since the fingers came down.
  public var rotation: Double { change }

  open override var className: String { "UIRotationGestureRecognizer" }
  override func measure(_ a: CGPoint, _ b: CGPoint) -> Double { atan2(b.y - a.y, b.x - a.x) }
  override func change(from start: Double, to now: Double) -> Double {
    remainder(now - start, 2 * .pi)
  }
  override var threshold: Double { minimumAngle }
}
