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
  /// The touches' centroid (window coordinates) at each recent event, for `velocity(in:)`.
  private var samples = PanVelocitySamples()

  open override var className: String { "UIPanGestureRecognizer" }
  open override var isDiscrete: Bool { false }
  open override var settings: [String: Double] {
    var out = ["minimumNumberOfTouches": Double(minimumNumberOfTouches)]
    if maximumNumberOfTouches != Int.max {
      out["maximumNumberOfTouches"] = Double(maximumNumberOfTouches)
    }
    return out
  }

  /// UIKit's `velocity(in:)`: how fast the touches' centroid moves, in points per second, along
  /// `view`'s axes (the window's for nil), measured over the latest moves (`PanVelocitySamples`).
  /// Zero once the finger has stood still for longer than the window.
  public func velocity(in view: UIView?) -> CGPoint {
    let v = samples.velocity(window: constants.panVelocityWindow)
    guard let view else { return v }
    let origin = view.convertFromWindow(.zero)
    let tip = view.convertFromWindow(v)
    return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if numberOfTouches > maximumNumberOfTouches, state == .possible { state = .failed }
    start = start ?? location(in: nil)
    samples.add(location(in: nil), at: event.timestamp)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    let p = location(in: nil)
    samples.add(p, at: event.timestamp)
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
    // The lift counts as a sample where it is: after a pause it says the finger stood still.
    samples.add(location(in: nil), at: event.timestamp)
    let remaining = trackedTouches.filter { !touches.contains($0) }.count
    guard remaining == 0 else { return }
    state = (state == .began || state == .changed) ? .ended : .failed
  }

  open override func reset() {
    start = nil
    began = nil
    translation = .zero
    samples = PanVelocitySamples()
  }
}

/// The finger's recent positions, for a pan's velocity. UIKit keeps two velocity samples, the
/// latest move and the one before (`_velocitySample`, `_previousVelocitySample`: the ivars of
/// UIPanGestureRecognizer.h in the iOS 8.4 SDK; KIF's UIPanGestureRecognizer+KIFOverrides.m
/// computes one sample as a move's distance over its time). TouchTrace measures from the oldest
/// position within `TouchConstants.panVelocityWindow` of the latest (two 1/60 s moves at the
/// default), or from the one just before when no other lies within it (one slower move); a lift
/// at the instant of the last move replaces it rather than dividing by no time.
struct PanVelocitySamples {
  private var points: [(time: Double, location: CGPoint)] = []

  mutating func add(_ location: CGPoint, at time: Double) {
    if let last = points.last, last.time >= time { points.removeLast() }
    points.append((time, location))
    if points.count > 8 { points.removeFirst(points.count - 8) }
  }

  func velocity(window: Double) -> CGPoint {
    guard let last = points.last, points.count > 1 else { return .zero }
    let earlier = points.dropLast()
    // A microsecond of slack: the clock rounds 1/60 s steps to whole microseconds.
    let from = earlier.first { last.time - $0.time <= window + 1e-6 } ?? earlier.last!
    let dt = last.time - from.time
    guard dt > 0 else { return .zero }
    return CGPoint(
      x: (last.location.x - from.location.x) / dt, y: (last.location.y - from.location.y) / dt)
  }
}
