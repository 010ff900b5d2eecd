import Foundation

/// UIKit's `UITapGestureRecognizer`: discrete. It recognizes when the last of
/// `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers lifts; it fails if a finger
/// moves too far, too many fingers come down, a tap is held down too long
/// (`TouchConstants.tapMaximumDuration`), or the next tap does not start in time.
open class UITapGestureRecognizer: UIGestureRecognizer {
  public var numberOfTapsRequired = 1
  public var numberOfTouchesRequired = 1
  /// How far a finger may move (not a UIKit property; see `TouchConstants.tapMovement`).
  public var allowableMovement = TouchConstants.standard.tapMovement
  /// How long to wait for the next tap (see `TouchConstants.multiTapInterval`).
  public var maximumTapInterval = TouchConstants.standard.multiTapInterval
  /// How long a tap's fingers may stay down (UIKit's private `maximumSingleTapDuration`; see
  /// `TouchConstants.tapMaximumDuration`).
  public var maximumTapDuration = TouchConstants.standard.tapMaximumDuration

  private var taps = 0
  private var fingersDown: [UITouch: CGPoint] = [:]
  private var mostFingers = 0

  open override var className: String { "UITapGestureRecognizer" }
  open override var settings: [String: Double] {
    [
      "numberOfTapsRequired": Double(numberOfTapsRequired),
      "numberOfTouchesRequired": Double(numberOfTouchesRequired),
    ]
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    let tapStarts = fingersDown.isEmpty
    for touch in touches { fingersDown[touch] = touch.location(in: nil) }
    mostFingers = max(mostFingers, fingersDown.count)
    if mostFingers > numberOfTouchesRequired { state = .failed }
    guard tapStarts else { return }
    // A tap held down too long is a press, not a tap: it fails with the fingers still down.
    let tapsSoFar = taps
    after(maximumTapDuration) { [weak self] in
      guard let self, self.taps == tapsSoFar, !self.fingersDown.isEmpty, self.state == .possible
      else { return }
      self.failureReason = "held down longer than \(self.maximumTapDuration) s"
      self.state = .failed
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches {
      guard let start = fingersDown[touch] else { continue }
      let p = touch.location(in: nil)
      if hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed }
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    touchesMoved(touches, with: event)
    guard state == .possible else { return }
    for touch in touches { fingersDown[touch] = nil }
    guard fingersDown.isEmpty else { return }
    guard mostFingers == numberOfTouchesRequired else {
      state = .failed
      return
    }
    taps += 1
    mostFingers = 0
    if taps >= numberOfTapsRequired {
      state = .recognized
    } else {
      // The next tap must begin in time.
      let tapsSoFar = taps
      after(maximumTapInterval) { [weak self] in
        guard let self, self.taps == tapsSoFar, self.fingersDown.isEmpty, self.state == .possible
        else { return }
        self.state = .failed
      }
    }
  }

  open override func reset() {
    taps = 0
    fingersDown = [:]
    mostFingers = 0
  }
}
