import Foundation

/// UIKit's `UIScrollView`. `contentOffset` is its bounds origin, so its content moves as it scrolls.
/// Like UIKit's, it carries two recognizers of its own: a pan that scrolls it, and (with
/// `delaysContentTouches`) one that holds content touches back briefly so a quick drag scrolls
/// without the content ever seeing the touch. Touches that reach it do not go on up the chain
/// (seed 004, 四: a scroll view "截获touch事件", so its controller's `touchesBegan` never runs).
open class UIScrollView: UIView {
  public var contentSize: CGSize = .zero
  /// Apple: default true.
  public var delaysContentTouches = true {
    didSet { delayedTouchesRecognizer.isEnabled = delaysContentTouches }
  }
  /// Apple: default true — a drag may cancel touches the content is tracking. It only matters
  /// once the content tracks the touch (the pan's `canBegin`): a drag that scrolls before the
  /// content-touch delay runs out still drops the held touch, so the content never sees it
  /// (Apple, UIScrollView overview).
  public var canCancelContentTouches = true
  public let panGestureRecognizer: UIScrollViewPanGestureRecognizer
  let delayedTouchesRecognizer: UIScrollViewDelayedTouchesBeganGestureRecognizer

  /// A scroll view clips its content to its bounds by default (Apple: UIScrollView).
  public override init(id: String, frame: CGRect = .zero) {
    panGestureRecognizer = UIScrollViewPanGestureRecognizer(id: id + ".pan")
    delayedTouchesRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer(
      id: id + ".delayedTouches")
    super.init(id: id, frame: frame)
    clipsToBounds = true
    addGestureRecognizer(delayedTouchesRecognizer)
    addGestureRecognizer(panGestureRecognizer)
  }

  open override var className: String { "UIScrollView" }

  public var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// How far it can scroll along each axis (zero where the content fits).
  var scrollRange: CGSize {
    CGSize(
      width: max(0, contentSize.width - bounds.width),
      height: max(0, contentSize.height - bounds.height))
  }

  /// Apple: "The default returned value is true if view isn't a UIControl object; otherwise, it
  /// returns false" — a drag that starts on a button does not scroll once the button tracks it.
  open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

  /// Touches stop here: UIResponder's default `touches…` methods would pass them on.
  override func passToNext(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
    event?.recorder.touchesStopped(at: self, reason: "scrollView")
  }
}

/// The scroll view's pan: it begins only where there is something to scroll and, once content is
/// tracking the touch, only if the scroll view may cancel it (`canCancelContentTouches`,
/// `touchesShouldCancel(in:)`); as it changes, the content offset follows the finger.
public final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  private var startOffset = CGPoint.zero

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
    let horizontal = abs(movement.x) > abs(movement.y)
    guard horizontal ? scrollView.scrollRange.width > 0 : scrollView.scrollRange.height > 0 else {
      return false
    }
    return trackedTouches.allSatisfy { touch in
      guard let content = touch.view, content !== scrollView, arbiter?.viewHasTouch(touch) == true
      else { return true }
      return scrollView.canCancelContentTouches && scrollView.touchesShouldCancel(in: content)
    }
  }

  public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, let scrollView { startOffset = scrollView.contentOffset }
    super.touchesMoved(touches, with: event)
    guard state == .began || state == .changed, let scrollView else { return }
    let range = scrollView.scrollRange
    let offset = CGPoint(
      x: min(max(startOffset.x - translation.x, 0), range.width),
      y: min(max(startOffset.y - translation.y, 0), range.height))
    if offset != scrollView.contentOffset {
      scrollView.contentOffset = offset
      event.recorder.scroll(scrollView)
    }
  }
}

/// UIKit's private recognizer behind `delaysContentTouches`: it holds content touches back
/// (`delaysTouchesBegan`) and fails after a short while, or when the finger lifts, releasing them.
/// The delay is not documented; 0.15 s is the commonly measured value (`TouchConstants`).
final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
  override init(id: String, target: UIResponder? = nil, action: String? = nil) {
    super.init(id: id, target: target, action: action)
    delaysTouchesBegan = true
    cancelsTouchesInView = false
    logs = false
  }

  override var className: String { "UIScrollViewDelayedTouchesBeganGestureRecognizer" }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    after(TouchConstants.contentTouchDelay) { [weak self] in
      if self?.state == .possible { self?.state = .failed }
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }
}
