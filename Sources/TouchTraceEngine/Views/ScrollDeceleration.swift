import Foundation
import TouchTraceTrace

extension UIScrollView {
  /// UIKit's `UIScrollView.DecelerationRate`: how much speed a scroll view keeps each
  /// millisecond once the finger lifts (`TouchConstants.decelerationRateNormal`, `…Fast`).
  public enum DecelerationRate: String, Sendable, CaseIterable {
    case normal, fast
  }

  /// The rate this scroll view decelerates at, per millisecond.
  var decelerationFactor: Double {
    decelerationRate == .fast ? constants.decelerationRateFast : constants.decelerationRateNormal
  }

  /// Apple, `isDecelerating`: "Returns whether the content is moving in the scroll view after
  /// the user lifted their finger."
  public var isDecelerating: Bool { deceleration != nil }

  /// Where the content comes to rest, let go with its offset moving at `velocity` (points per
  /// second): where the momentum carries it (Apple, WWDC 2018 "Designing Fluid Interfaces":
  /// `velocity / 1000 * rate / (1 - rate)` for a speed kept `rate` each millisecond), back
  /// inside its range; paging, on the next page in the direction it moves, or the nearest page
  /// when it barely moves (Apple, isPagingEnabled: "stops on multiples of the scroll view's
  /// bounds when the user scrolls").
  func restingOffset(movingAt velocity: CGPoint) -> CGPoint {
    clamped(coastingOffset(movingAt: velocity))
  }

  /// Where the momentum alone would carry the content, edges aside.
  func coastingOffset(movingAt velocity: CGPoint) -> CGPoint {
    let rest = constants.decelerationRestDistance
    func along(_ offset: Double, _ speed: Double, page: Double) -> Double {
      let carried = projectedDistance(speed, rate: decelerationFactor)
      guard isPagingEnabled, page > 0 else { return offset + carried }
      let pages = offset / page
      guard abs(carried) >= rest else { return pages.rounded() * page }
      return (speed > 0 ? pages.rounded(.up) : pages.rounded(.down)) * page
    }
    return CGPoint(
      x: along(contentOffset.x, velocity.x, page: bounds.width),
      y: along(contentOffset.y, velocity.y, page: bounds.height))
  }

  /// `offset` kept inside the content.
  func clamped(_ offset: CGPoint) -> CGPoint {
    let range = scrollRange
    return CGPoint(
      x: min(max(offset.x, 0), range.width), y: min(max(offset.y, 0), range.height))
  }

  /// Whether the content is beyond its range along some axis (a bounce let go).
  var isPastEdge: Bool {
    let range = scrollRange
    let o = contentOffset
    return o.x < 0 || o.y < 0 || o.x > range.width || o.y > range.height
  }

  /// A touch landed while it decelerates: it stops where it is, with
  /// `scrollViewDidEndDecelerating` (device report, Stack Overflow question 993280: since iOS 13
  /// it comes when a finger stops the scrolling; on iOS 9 and 10 it did not).
  func stopDecelerating() {
    deceleration?.stop()
  }
}

/// How far a speed kept `rate` each millisecond carries something before it stops (Apple, WWDC
/// 2018 session 803, "Designing Fluid Interfaces": `(velocity / 1000) * rate / (1 - rate)`).
public func projectedDistance(_ velocity: Double, rate: Double) -> Double {
  velocity / 1000 * rate / (1 - rate)
}

/// A scroll view moving on after the finger lifted, one frame every 1/60 s (a 60 Hz display) on
/// the simulated clock: what is left to go shrinks by the deceleration rate each millisecond (so
/// the speed does too), each frame a `scrollViewDidScroll`, until less than
/// `decelerationRestDistance` is left; then it rests on its target with
/// `scrollViewDidEndDecelerating` (Apple, UIScrollViewDelegate). Momentum that reaches an edge
/// stops there: the bounce past it and back is not modelled.
final class ScrollDeceleration {
  static let frameInterval = SimTime(seconds: 1.0 / 60)
  /// However slow the rate a scene sets, the motion ends within this long, on its target (at
  /// 0.998 a millisecond, a 10 s coast has 2·10⁻⁹ of its way left): a bound on a trace's frames.
  static let longest = 10.0

  private unowned let scrollView: UIScrollView
  private let recorder: TraceRecorder
  private let from: CGPoint
  private let target: CGPoint
  private let rate: Double
  private let start: SimTime
  private var token: Int?

  /// Starts `scrollView` coasting toward `target` (where its momentum would carry it, edges
  /// aside), `scrollViewWillBeginDecelerating` first.
  @discardableResult
  static func begin(
    _ scrollView: UIScrollView, toward target: CGPoint, rate: Double, _ recorder: TraceRecorder
  ) -> ScrollDeceleration {
    scrollView.deceleration?.stop()
    let deceleration = ScrollDeceleration(scrollView, target, rate, recorder)
    scrollView.deceleration = deceleration
    recorder.scrollDelegate(scrollView, "scrollViewWillBeginDecelerating")
    deceleration.scheduleFrame()
    return deceleration
  }

  /// A paging scroll view let go moving: it goes to its page in one step, between
  /// `scrollViewWillBeginDecelerating` and `scrollViewDidEndDecelerating` (its snap animation is
  /// not modelled, so no touch can catch it half-way).
  static func snap(_ scrollView: UIScrollView, to page: CGPoint, _ recorder: TraceRecorder) {
    recorder.scrollDelegate(scrollView, "scrollViewWillBeginDecelerating")
    scrollView.contentOffset = page
    recorder.scroll(scrollView)
    recorder.scrollDelegate(scrollView, "scrollViewDidEndDecelerating")
  }

  private init(
    _ scrollView: UIScrollView, _ target: CGPoint, _ rate: Double, _ recorder: TraceRecorder
  ) {
    self.scrollView = scrollView
    self.target = target
    self.rate = rate
    self.recorder = recorder
    from = scrollView.contentOffset
    start = recorder.clock.now
  }

  private func scheduleFrame() {
    let next = recorder.clock.now + Self.frameInterval
    token = recorder.clock.schedule(at: next) { [weak self] in self?.frame() }
  }

  private func frame() {
    token = nil
    guard scrollView.window != nil else { return stop() }
    let milliseconds = (recorder.clock.now.seconds - start.seconds) * 1000
    let left = pow(rate, milliseconds)
    let remaining = CGPoint(x: (target.x - from.x) * left, y: (target.y - from.y) * left)
    if hypot(remaining.x, remaining.y) < scrollView.constants.decelerationRestDistance
      || milliseconds >= Self.longest * 1000
    {
      move(to: scrollView.clamped(target))
      return stop()
    }
    // On the half-point grid (a pixel at 2×): the long, slow tail moves the content by less
    // than a pixel a frame, and a frame that moves nothing logs no scrollViewDidScroll. Chosen.
    let position = CGPoint(
      x: ((target.x - remaining.x) * 2).rounded() / 2,
      y: ((target.y - remaining.y) * 2).rounded() / 2)
    let inside = scrollView.clamped(position)
    move(to: inside)
    if inside != position { return stop() }
    scheduleFrame()
  }

  private func move(to offset: CGPoint) {
    guard offset != scrollView.contentOffset else { return }
    scrollView.contentOffset = offset
    recorder.scroll(scrollView)
  }

  /// It rests where it is: at its target, or where a finger caught it.
  func stop() {
    if let token { recorder.clock.cancel(token) }
    token = nil
    guard scrollView.deceleration === self else { return }
    scrollView.deceleration = nil
    recorder.scrollDelegate(scrollView, "scrollViewDidEndDecelerating")
  }
}

extension UITouch {
  /// A new touch on decelerating scroll views stops them, and goes no further than the
  /// outermost one it stopped: its content never hears of it (no `touchesBegan`, no row
  /// selected, no content recognizer). Device reports: a scroll view "stopped quickly with a
  /// finger touch (like an emergency brake)" (Stack Overflow question 993280); a tap that stops a
  /// flicked list selects no row (issue 31's probe). Apple documents no rule. The scroll view's
  /// own recognizers and its ancestors' still see the touch, so a drag from there scrolls again.
  /// Returns the reason the touch is dropped from its view, if it is.
  func stopsDeceleration() -> String? {
    var stopped: UIScrollView?
    var view = self.view
    while let v = view {
      if let scrollView = v as? UIScrollView, scrollView.isDecelerating {
        scrollView.stopDecelerating()
        stopped = scrollView
      }
      view = v.superview
    }
    guard let stopped else { return nil }
    stoppedScrollView = stopped
    return self.view === stopped ? nil : "stoppedScrolling"
  }

  /// Whether `view` is content of the scroll view this touch stopped (so it never sees it).
  func isWithheld(from view: UIView?) -> Bool {
    guard let stoppedScrollView, let view, view !== stoppedScrollView else { return false }
    return view.isDescendant(of: stoppedScrollView)
  }
}
