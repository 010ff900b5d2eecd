import Foundation

/// What UIPinchGestureRecognizer and UIRotationGestureRecognizer share: two fingers, a quantity
/// measured between them (their distance, the angle of the line through them), and beginning once
/// it has changed enough from its value when the fingers came down; continuous, it changes as they
/// move and ends when one lifts. Not a UIKit class: UIKit's two are separate.
open class TwoFingerGestureRecognizer: UIGestureRecognizer {
  private var start: Double?
  /// How far the quantity is from its value at touch-down (a scale, an angle).
  var change: Double = 0

  open override var isDiscrete: Bool { false }

  /// The quantity between two fingers, in window coordinates.
  func measure(_ a: CGPoint, _ b: CGPoint) -> Double { 0 }
  /// The change from `start` to `now` (a ratio, a difference).
  func change(from start: Double, to now: Double) -> Double { now - start }
  /// The change at which it begins, measured from `neutral` (1 for a ratio, 0 for a difference).
  var threshold: Double { 0 }
  var neutral: Double { 0 }

  private var current: Double? {
    guard trackedTouches.count >= 2 else { return nil }
    return measure(trackedTouches[0].location(in: nil), trackedTouches[1].location(in: nil))
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if trackedTouches.count > 2 { state = .failed }
    if start == nil { start = current }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start, let now = current else { return }
    change = change(from: start, to: now)
    if state == .possible, abs(change - neutral) > threshold {
      state = .began
    } else if state == .began || state == .changed {
      state = .changed
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = (state == .began || state == .changed) ? .ended : .failed
  }

  open override func reset() {
    start = nil
    change = neutral
  }
}
