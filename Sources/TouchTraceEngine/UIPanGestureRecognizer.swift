import Foundation

/// UIKit's `UIPanGestureRecognizer`: continuous. It begins once the touches have moved far enough
/// (`TouchConstants.standard.panHysteresis`), changes as they move, and ends when the last lifts; a touch that
/// lifts before the pan began makes it fail.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  public var minimumNumberOfTouches = 1
  public var maximumNumberOfTouches = Int.max
  public var hysteresis = TouchConstants.standard.panHysteresis

  private var start: CGPoint?
  /// How far the touches have moved from where they came down, in the window.
  var movement: CGPoint {
    guard let start else { return .zero }
    let p = location(in: nil)
    return CGPoint(x: p.x - start.x, y: p.y - start.y)
  }
  /// How far the pan has moved since it began, in the window (UIKit's `translation(in: nil)`).
  public private(set) var translation = CGPoint.zero
  private var began: CGPoint?

  open override var className: String { "UIPanGestureRecognizer" }
  open override var isDiscrete: Bool { false }
  open override var settings: [String: Double] {
    var out = ["minimumNumberOfTouches": Double(minimumNumberOfTouches)]
    if maximumNumberOfTouches != Int.max {
      out["maximumNumberOfTouches"] = Double(maximumNumberOfTouches)
    }
    return out
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if numberOfTouches > maximumNumberOfTouches, state == .possible { state = .failed }
    start = start ?? location(in: nil)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    let p = location(in: nil)
    switch state {
    case .possible:
      guard let start, numberOfTouches >= minimumNumberOfTouches else { return }
      if hypot(p.x - start.x, p.y - start.y) > hysteresis {
        began = p
        state = .began
      }
    case .began, .changed:
      if let began { translation = CGPoint(x: p.x - began.x, y: p.y - began.y) }
      state = .changed
    default: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    let remaining = trackedTouches.filter { !touches.contains($0) }.count
    guard remaining == 0 else { return }
    state = (state == .began || state == .changed) ? .ended : .failed
  }

  open override func reset() {
    start = nil
    began = nil
    translation = .zero
  }
}
