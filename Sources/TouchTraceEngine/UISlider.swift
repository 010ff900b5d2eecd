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
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let d = constants.sliderThumbSize
    let travel = bounds.width - d
    guard travel > 0 else { return true }
    let centre = touch.location(in: self).x - grabOffset
    let fraction = min(max((centre - bounds.minX - d / 2) / travel, 0), 1)
    let new = minimumValue + fraction * (maximumValue - minimumValue)
    changeValue("value", from: value, to: new, with: event) { value = $0 }
    return true
  }

  /// Apple, "Interacting with other user interface controls": "a single-finger swipe on the knob
  /// of a UISlider, in a direction parallel to the slider" keeps the slider's action over an
  /// ancestor's swipe recognizer. A slider's taps are not in the list.
  open override func gestureRecognizerShouldBegin(_ r: UIGestureRecognizer) -> Bool {
    guard r.view !== self, let swipe = r as? UISwipeGestureRecognizer,
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
