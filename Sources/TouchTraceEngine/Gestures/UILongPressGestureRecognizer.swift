import Foundation

/// UIKit's `UILongPressGestureRecognizer`: continuous. Apple: it begins when the fingers have been
/// down `minimumPressDuration` (0.5 s) without moving more than `allowableMovement` (10 pt), changes
/// as they move, and ends when they lift. With `numberOfTapsRequired` n (Apple: "The number of
/// required taps on the view for the gesture to be recognized", default 0), n quick taps come
/// first, each lifting before `minimumPressDuration` and the next starting within
/// `maximumTapInterval`; the press that follows is timed. A plain press never begins.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  public var minimumPressDuration = TouchConstants.standard.longPressDuration
  public var allowableMovement = TouchConstants.standard.longPressMovement
  public var numberOfTouchesRequired = 1
  public var numberOfTapsRequired = 0
  /// How soon each tap before the press must follow the last (as a tap recognizer's,
  /// `TouchConstants.multiTapInterval`).
  public var maximumTapInterval = TouchConstants.standard.multiTapInterval

  private var starts: [UITouch: CGPoint] = [:]
  private var tapsDone = 0

  open override var className: String { "UILongPressGestureRecognizer" }
  open override var isDiscrete: Bool { false }
  open override var settings: [String: Double] {
    var out = [
      "minimumPressDuration": minimumPressDuration, "allowableMovement": allowableMovement,
      "numberOfTouchesRequired": Double(numberOfTouchesRequired),
    ]
    // Only when set, so traces of presses without taps stay as they were.
    if numberOfTapsRequired != 0 { out["numberOfTapsRequired"] = Double(numberOfTapsRequired) }
    return out
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches { starts[touch] = touch.location(in: nil) }
    if starts.count > numberOfTouchesRequired {
      state = .failed
    } else if starts.count == numberOfTouchesRequired {
      // Still tapping: held this long, it is no tap, and the press never comes.
      let tapping = tapsDone < numberOfTapsRequired
      let tapsSoFar = tapsDone
      after(minimumPressDuration) { [weak self] in
        guard let self, self.state == .possible, self.tapsDone == tapsSoFar,
          self.starts.count == self.numberOfTouchesRequired
        else { return }
        self.state = tapping ? .failed : .began
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
      guard tapsDone < numberOfTapsRequired else {
        state = .failed
        return
      }
      guard starts.isEmpty else { return }
      // A tap before the press: the next touch must come down in time.
      tapsDone += 1
      let tapsSoFar = tapsDone
      after(maximumTapInterval) { [weak self] in
        guard let self, self.state == .possible, self.tapsDone == tapsSoFar, self.starts.isEmpty
        else { return }
        self.state = .failed
      }
    }
  }

  open override func reset() {
    starts = [:]
    tapsDone = 0
  }
}
