import Foundation

/// UIKit's `UISlider`: `value` between `minimumValue` and `maximumValue` (Apple's defaults 0, 0
/// and 1). The thumb sits where the value puts it along the track. Only the thumb tracks: a touch
/// on the track elsewhere does not move it (UIKit's slider does not jump to the finger), so the
/// control declines to track it and sends nothing. Dragging the thumb sends `valueChanged` as it
/// moves (`isContinuous`, Apple's default true).
open class UISlider: UIControl {
  public var value = 0.0
  public var minimumValue = 0.0
  public var maximumValue = 1.0
  /// Apple, UISlider.isContinuous (default true): "If false, the slider only sends an action event
  /// when the user releases the slider's thumb control to set the final value." The thumb still
  /// follows the finger (the trace's `valueChange`); one `valueChanged` comes on release, before
  /// `touchUpInside`, and only when the value differs from the one at touch-down. A cancelled
  /// drag is no release: it sends none (the value keeps where the thumb stopped).
  public var isContinuous = true
  /// The value when tracking began, for `isContinuous` false.
  private var valueAtTouchDown = 0.0
  /// Where on the thumb the finger grabbed it, so the thumb does not jump under the finger.
  private var grabOffset = 0.0

  open override var className: String { "UISlider" }
  open override var primaryEvent: Event? { .valueChanged }

  /// The thumb's centre along the track: the value's fraction of the range, the thumb kept inside
  /// the bounds.
  public var thumbRect: CGRect {
    let d = constants.sliderThumbSize
    let range = maximumValue - minimumValue
    let fraction = range > 0 ? (value - minimumValue) / range : 0
    let x = bounds.minX + (bounds.width - d) * min(max(fraction, 0), 1)
    return CGRect(x: x, y: bounds.midY - d / 2, width: d, height: d)
  }

  /// The area that grabs the thumb: the thumb grown by `sliderThumbTouchExpansion` on every side.
  public var thumbTouchRect: CGRect {
    let e = constants.sliderThumbTouchExpansion
    return thumbRect.insetBy(dx: -e, dy: -e)
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let p = touch.location(in: self)
    guard thumbTouchRect.contains(p) else { return false }
    grabOffset = p.x - thumbRect.midX
    valueAtTouchDown = value
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let d = constants.sliderThumbSize
    let travel = bounds.width - d
    guard travel > 0 else { return true }
    let centre = touch.location(in: self).x - grabOffset
    let fraction = min(max((centre - bounds.minX - d / 2) / travel, 0), 1)
    let new = minimumValue + fraction * (maximumValue - minimumValue)
    changeValue("value", from: value, to: new, with: event, sends: isContinuous) { value = $0 }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged, with: event) }
  }

  /// Apple, "Interacting with other user interface controls": "a single-finger swipe on the knob
  /// of a UISlider, in a direction parallel to the slider" keeps the slider's action over an
  /// ancestor's swipe recognizer. A slider's taps are not in the list.
  ///
  /// An ancestor's *pan* (a drawer's, a sheet's, a swipe-back's) is not refused: it begins once
  /// the finger has moved its hysteresis and cancels the slider (`touchCancel`), often before
  /// the thumb has moved. Apple's `gestureRecognizerShouldBegin(_:)` page speaks of "swipes";
  /// devices from 2012 to 2018 show pans winning, each fixed by the app refusing slider touches
  /// (`shouldReceiveTouch`): ViewDeck issue 46 (2012), MFSideMenu issue 115 (2013),
  /// SWRevealViewController issues 234 (2014) and 545 (2016), SwipeTransition issue 19 (2018,
  /// the pop gesture). No report shows current UIKit refusing the pan, so this models the pan
  /// winning; a scene gives its pan's delegate `shouldReceiveTouch: {unlessTouchedViewIs:
  /// [UISlider]}`, the usual fix.
  open override func gestureRecognizerShouldBegin(_ r: UIGestureRecognizer) -> Bool {
    guard isEnabled || isTracking, r.view !== self, let swipe = r as? UISwipeGestureRecognizer,
      swipe.numberOfTouchesRequired == 1, let touch = swipe.trackedTouches.first
    else { return true }
    let parallel = swipe.direction.isSubset(of: [.left, .right])
    // Tracking means the touch came down on the thumb (which has moved with it since).
    let onKnob =
      (isTracking && touch.view === self)
      || thumbTouchRect.contains(convertFromWindow(touch.startLocationInWindow))
    return !(parallel && onKnob)
  }
}
