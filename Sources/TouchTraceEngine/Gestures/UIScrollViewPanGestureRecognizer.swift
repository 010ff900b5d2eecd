import Foundation

/// The scroll view's pan: it begins only where there is something to scroll and, once content is
/// tracking the touch, only if the scroll view may cancel it (`canCancelContentTouches`,
/// `touchesShouldCancel(in:)`); as it changes, the content offset follows the finger. The scroll
/// view's delegate hears of it as UIScrollViewDelegate says: `scrollViewWillBeginDragging`, a
/// `scrollViewDidScroll` per change of offset, `scrollViewDidEndDragging` (the trace's `scroll`
/// events, logged under the scroll view's id). Let go moving, the content decelerates
/// (`ScrollDeceleration`); let go still, it stops where the finger lifted, unless it is past an
/// edge (it springs back) or paging (it settles on the nearest page).
public final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  private var startOffset = CGPoint.zero
  /// With `isDirectionalLockEnabled`, the axis the drag is locked to (nil: free, a diagonal drag).
  private var lockedHorizontal: Bool?

  /// How much of the finger's movement past an edge the content follows. UIKit does not document
  /// its rubber band; a half is the usual approximation.
  public static let bounceResistance = 0.5
  /// With directional lock, a drag is locked to an axis when it moved at least this many times
  /// further along it than across it (UIKit does not document the angle).
  public static let directionalLockRatio = 2.0

  override init(id: String, target: UIResponder? = nil, action: String? = nil) {
    super.init(id: id, target: target, action: action)
    logs = false
  }

  public override var className: String { "UIScrollViewPanGestureRecognizer" }
  var scrollView: UIScrollView? { view as? UIScrollView }

  /// Nothing to scroll in the direction of the drag, or content tracking the touch that may not be
  /// cancelled: no pan (so an outer scroll view can take a drag an inner one cannot scroll).
  public override func canBegin() -> Bool {
    guard let scrollView else { return false }
    guard scrollView.scrolls(horizontally: abs(movement.x) > abs(movement.y)) else { return false }
    // In a sheet, a drag from the content's top moves the sheet (SheetGestures.swift).
    if scrollView.sheetTakesDrag(movement) { return false }
    return trackedTouches.allSatisfy { touch in
      guard let content = touch.view, content !== scrollView, arbiter?.viewHasTouch(touch) == true
      else { return true }
      return scrollView.canCancelContentTouches && scrollView.touchesShouldCancel(in: content)
    }
  }

  override var cannotBeginReason: String? {
    scrollView?.sheetTakesDrag(movement) == true
      ? "the sheet takes a drag from the content's top" : nil
  }

  public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, let scrollView { startOffset = scrollView.contentOffset }
    super.touchesMoved(touches, with: event)
    guard state == .began || state == .changed, let scrollView else { return }
    let range = scrollView.scrollRange
    var t = translation
    if scrollView.isDirectionalLockEnabled {
      if lockedHorizontal == nil, t != .zero {
        let r = Self.directionalLockRatio
        lockedHorizontal = abs(t.x) >= r * abs(t.y) ? true : abs(t.y) >= r * abs(t.x) ? false : nil
      }
      if lockedHorizontal == true { t.y = 0 }
      if lockedHorizontal == false { t.x = 0 }
    }
    let offset = CGPoint(
      x: follow(startOffset.x - t.x, max: range.width, horizontally: true),
      y: follow(startOffset.y - t.y, max: range.height, horizontally: false))
    scrollTo(offset, event.recorder)
    // A refresh control hears of the drag as UIKit's `_didScroll` (UIRefreshControl.swift).
    scrollView.refreshControl?.scrollViewDragged(pull: -Double(scrollView.contentOffset.y), event)
  }

  /// Where the content goes along one axis: within its range, or past an edge at the bounce's
  /// resistance when it bounces along that axis.
  private func follow(_ wanted: Double, max: Double, horizontally: Bool) -> Double {
    guard let scrollView, scrollView.bounces, scrollView.scrolls(horizontally: horizontally) else {
      return min(Swift.max(wanted, 0), max)
    }
    if wanted < 0 { return wanted * Self.bounceResistance }
    if wanted > max { return max + (wanted - max) * Self.bounceResistance }
    return wanted
  }

  private func scrollTo(_ offset: CGPoint, _ recorder: TraceRecorder?) {
    guard let scrollView, offset != scrollView.contentOffset else { return }
    scrollView.contentOffset = offset
    recorder?.scroll(scrollView)
  }

  override func stateChanged(from old: State) {
    guard let scrollView, let recorder = arbiter?.event?.recorder else { return }
    switch currentState {
    case .began:
      recorder.scrollDelegate(scrollView, "scrollViewWillBeginDragging")
      scrollView.willBeginDragging(movement: movement, with: arbiter?.event)
      scrollView.dragBeganDismissingKeyboard(with: arbiter?.event)
    case .ended where old == .began || old == .changed:
      release(scrollView, recorder)
      scrollView.dragEndedDismissingKeyboard(
        finger: location(in: nil), velocity: velocity(in: nil), with: arbiter?.event)
    case .cancelled where old == .began || old == .changed:
      recorder.scrollDelegate(scrollView, "scrollViewDidEndDragging")
      scrollTo(settled(scrollView), recorder)
      scrollView.didSettle(with: arbiter?.event)
    default: break
    }
  }

  /// The finger lifted: UIScrollViewDelegate hears `scrollViewWillEndDragging` with the velocity
  /// (Apple: "in points per millisecond") and where the content will rest, then
  /// `scrollViewDidEndDragging`. Moving, the content decelerates there on the clock
  /// (`ScrollDeceleration`); paging, it snaps to the page the velocity points to in one step;
  /// still, or past an edge (springing back), it rests at once, as before speed was modelled.
  private func release(_ scrollView: UIScrollView, _ recorder: TraceRecorder) {
    let speed = offsetVelocity(scrollView)
    let settles = scrollView.settledOffset(releasedAt: scrollView.contentOffset, movingAt: speed)
    let target = settles ?? scrollView.restingOffset(movingAt: speed)
    recorder.scrollWillEndDragging(
      scrollView, velocity: CGPoint(x: speed.x / 1000, y: speed.y / 1000), target: target)
    recorder.scrollDelegate(scrollView, "scrollViewDidEndDragging")
    if settles != nil {
      scrollTo(target, recorder)
      return scrollView.didSettle(with: arbiter?.event)
    }
    let rest = constants.decelerationRestDistance
    let rate = scrollView.decelerationFactor
    let moving =
      abs(projectedDistance(speed.x, rate: rate)) >= rest
      || abs(projectedDistance(speed.y, rate: rate)) >= rest
    guard moving, !scrollView.isPastEdge, target != scrollView.contentOffset else {
      return scrollTo(target, recorder)
    }
    if scrollView.isPagingEnabled {
      return ScrollDeceleration.snap(scrollView, to: target, recorder)
    }
    ScrollDeceleration.begin(
      scrollView, toward: scrollView.coastingOffset(movingAt: speed), rate: rate, recorder)
  }

  /// How fast the content offset moves as the finger lifts (points per second): against the
  /// finger, only along axes the drag may scroll.
  private func offsetVelocity(_ scrollView: UIScrollView) -> CGPoint {
    let finger = velocity(in: scrollView)
    var speed = CGPoint(x: -finger.x, y: -finger.y)
    if !scrollView.scrolls(horizontally: true) || lockedHorizontal == false { speed.x = 0 }
    if !scrollView.scrolls(horizontally: false) || lockedHorizontal == true { speed.y = 0 }
    return speed
  }

  /// Where the content comes to rest when the drag is cancelled: back inside its range, on a page
  /// when paging (Apple, isPagingEnabled: "stops on multiples of the scroll view's bounds").
  private func settled(_ scrollView: UIScrollView) -> CGPoint {
    scrollView.settledOffset(releasedAt: scrollView.contentOffset, movingAt: .zero)
      ?? scrollView.restingOffset(movingAt: .zero)
  }

  public override func reset() {
    super.reset()
    lockedHorizontal = nil
  }
}
