import Foundation

/// UIKit's `UIRotationGestureRecognizer`: continuous, two fingers. It begins once the line between
/// them has turned by `TouchConstants.rotationAngle` radians, changes as they turn, ends when one lifts.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// How much before it begins (see `TouchConstants.rotationAngle`).
  public var minimumAngle = TouchConstants.rotationAngle
  /// Radians turned since the fingers came down.
  public private(set) var rotation = 0.0
  private var startAngle: Double?

  open override var className: String { "UIRotationGestureRecognizer" }
  open override var isDiscrete: Bool { false }

  var fingerAngle: Double? {
    guard trackedTouches.count >= 2 else { return nil }
    let a = trackedTouches[0].location(in: nil)
    let b = trackedTouches[1].location(in: nil)
    return atan2(b.y - a.y, b.x - a.x)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if trackedTouches.count > 2 { state = .failed }
    if startAngle == nil { startAngle = fingerAngle }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start = startAngle, let now = fingerAngle else { return }
    rotation = remainder(now - start, 2 * .pi)
    if state == .possible, abs(rotation) > minimumAngle {
      state = .began
    } else if state == .began || state == .changed {
      state = .changed
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = (state == .began || state == .changed) ? .ended : .failed
  }

  open override func reset() {
    rotation = 0
    startAngle = nil
  }
}
