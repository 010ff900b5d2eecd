import Foundation

/// UIKit's `UIPinchGestureRecognizer`: continuous, two fingers. It begins once their distance has
/// changed by `TouchConstants.pinchScaleChange`, changes as they move, ends when one lifts.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// How much before it begins (see `TouchConstants.pinchScaleChange`).
  public var minimumScaleChange = TouchConstants.pinchScaleChange
  /// The distance between the fingers relative to when they came down.
  public private(set) var scale = 1.0
  private var startDistance: Double?

  open override var className: String { "UIPinchGestureRecognizer" }
  open override var isDiscrete: Bool { false }

  var fingerDistance: Double? {
    guard trackedTouches.count >= 2 else { return nil }
    let a = trackedTouches[0].location(in: nil)
    let b = trackedTouches[1].location(in: nil)
    return hypot(a.x - b.x, a.y - b.y)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if trackedTouches.count > 2 { state = .failed }
    if startDistance == nil { startDistance = fingerDistance }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start = startDistance, start > 0, let now = fingerDistance else { return }
    scale = now / start
    if state == .possible, abs(scale - 1) > minimumScaleChange {
      state = .began
    } else if state == .began || state == .changed {
      state = .changed
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = (state == .began || state == .changed) ? .ended : .failed
  }

  open override func reset() {
    scale = 1
    startDistance = nil
  }
}
