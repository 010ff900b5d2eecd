import Foundation

/// UIKit's `UILongPressGestureRecognizer`: continuous. Apple: it begins when the fingers have been
/// down `minimumPressDuration` (0.5 s) without moving more than `allowableMovement` (10 pt), changes
/// as they move, and ends when they lift.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  public var minimumPressDuration = TouchConstants.standard.longPressDuration
  public var allowableMovement = TouchConstants.standard.longPressMovement
  public var numberOfTouchesRequired = 1
  public var numberOfTapsRequired = 0

  private var starts: [UITouch: CGPoint] = [:]

  open override var className: String { "UILongPressGestureRecognizer" }
  open override var isDiscrete: Bool { false }
  open override var settings: [String: Double] {
    [
      "minimumPressDuration": minimumPressDuration, "allowableMovement": allowableMovement,
      "numberOfTouchesRequired": Double(numberOfTouchesRequired),
    ]
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches { starts[touch] = touch.location(in: nil) }
    if starts.count > numberOfTouchesRequired {
      state = .failed
    } else if starts.count == numberOfTouchesRequired {
      after(minimumPressDuration) { [weak self] in
        guard let self, self.state == .possible, self.starts.count == self.numberOfTouchesRequired
        else { return }
        self.state = .began
      }
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible {
      for touch in touches {
        guard let start = starts[touch] else { continue }
        let p = touch.location(in: nil)
        if hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed }
      }
    } else if state == .began || state == .changed {
      state = .changed
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches { starts[touch] = nil }
    if state == .began || state == .changed {
      if starts.isEmpty { state = .ended }
    } else if state == .possible {
      state = .failed
    }
  }

  open override func reset() { starts = [:] }
}
