import Foundation

/// UIKit's `UIScrollView`. `contentOffset` is its bounds origin, so its content moves as it scrolls.
/// Like UIKit's, it carries two recognizers of its own: a pan that scrolls it, and (with
/// `delaysContentTouches`) one that holds content touches back briefly so a quick drag scrolls
/// without the content ever seeing the touch. Touches that reach it do not go on up the chain
/// (seed 004, 四: a scroll view "截获touch事件", so its controller's `touchesBegan` never runs)
/// unless scrolling is disabled.
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
  /// Apple: default true; false disables the pan, so drags reach the content or the scroll view's
  /// ancestors.
  public var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  /// Apple: default true — a drag may take the content past an edge, and it springs back when
  /// the finger lifts.
  public var bounces = true
  /// Apple: default false; with `bounces`, a drag along that axis scrolls (and springs back) even
  /// when the content fits.
  public var alwaysBounceVertical = false
  public var alwaysBounceHorizontal = false
  /// Apple: default false; true: when the finger lifts, the content stops on a multiple of the
  /// bounds' size.
  public var isPagingEnabled = false
  /// Apple: default false; true: a drag that starts mostly along one axis scrolls only along it.
  public var isDirectionalLockEnabled = false
  /// Apple: default `normal`; how quickly the content slows once the finger lifts.
  public var decelerationRate = DecelerationRate.normal
  /// Apple: default `none`; `onDrag`, `interactive`: a drag dismisses the keyboard
  /// (UIScrollView+Keyboard.swift).
  public var keyboardDismissMode = KeyboardDismissMode.none
  /// Apple: default true; the scroll view a tap on the status bar scrolls to the top
  /// (StatusBar.swift).
  public var scrollsToTop = true
  /// What the delegate's `scrollViewShouldScrollToTop(_:)` answers; nil: not implemented (YES).
  public var scrollViewShouldScrollToTop: Bool?
  /// The motion after a flick, while it lasts (`isDecelerating`).
  var deceleration: ScrollDeceleration?
  /// The scene's override of `touchesShouldCancel(in:)`: its fixed answer, or nil for UIKit's.
  public var touchesShouldCancelAnswer: Bool?
  /// The scene's override of `touchesShouldBegin(_:with:in:)`, or nil for UIKit's.
  public var touchesShouldBeginOverride: TouchesShouldBeginOverride?
  public let panGestureRecognizer: UIScrollViewPanGestureRecognizer
  let delayedTouchesRecognizer: UIScrollViewDelayedTouchesBeganGestureRecognizer

  /// A scroll view clips its content to its bounds by default (Apple: UIScrollView).
  public override init(id: String, frame: CGRect = .zero) {
    panGestureRecognizer = UIScrollViewPanGestureRecognizer(id: id + ".panGestureRecognizer")
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
  open func touchesShouldCancel(in view: UIView) -> Bool {
    touchesShouldCancelAnswer ?? !(view is UIControl)
  }

  /// Apple: "The default behavior of UIScrollView is to invoke the UIResponder event-handling
  /// methods of the target subview that the touches occur in" — YES; NO keeps `view` from getting
  /// the touches.
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  {
    reachedBase.insert(.touchesShouldBegin)
    return touchesShouldBeginOverride?.answer(in: view) ?? true
  }

  /// Whether a drag along an axis may move the content: there is more of it than fits, or it
  /// bounces anyway (Apple, alwaysBounceVertical / alwaysBounceHorizontal).
  func scrolls(horizontally: Bool) -> Bool {
    horizontally
      ? scrollRange.width > 0 || (bounces && alwaysBounceHorizontal)
      : scrollRange.height > 0 || (bounces && alwaysBounceVertical)
  }

  /// Where a drag let go at `offset`, the content moving at `velocity` (points per second), comes
  /// to rest at once, for a scroll view that settles without coasting (a picker's wheel on its
  /// nearest row, a page view's scroll view on its page); nil: UIKit's scroll view, which
  /// decelerates.
  func settledOffset(releasedAt offset: CGPoint, movingAt velocity: CGPoint) -> CGPoint? { nil }

  /// The content came to rest where `settledOffset` put it (a picker's wheel selects its row).
  func didSettle(with event: UIEvent?) {}

  /// The pan began, `movement` from where the finger came down (window axes), right after
  /// `scrollViewWillBeginDragging` (a page view's scroll view asks for its neighbours).
  func willBeginDragging(movement: CGPoint, with event: UIEvent?) {}

  /// Touches stop here: UIResponder's default `touches…` methods would pass them on. With
  /// scrolling disabled they go on: Apple, UIScrollView.isScrollEnabled: "When scrolling is
  /// disabled, the scroll view doesn't accept touch events; it forwards them up the responder
  /// chain." (A table still selects its rows first: its own `touches…` run before this.)
  override func passToNext(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
    guard isScrollEnabled else { return super.passToNext(phase, touches, event) }
    event?.recorder.chainStopped(at: self, reason: "scrollView")
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
    after(constants.contentTouchDelay) { [weak self] in
      if self?.state == .possible { self?.state = .failed }
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }
}
