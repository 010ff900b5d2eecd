import Foundation

/// UIKit's `UIStepper`: a minus half on the left and a plus half on the right. Apple's defaults:
/// `value` 0, `minimumValue` 0, `maximumValue` 100, `stepValue` 1, `autorepeat` true ("the user
/// pressing and holding on the stepper repeatedly alters value"). A touch down on a half steps
/// the value at once (`valueChanged`); held, it steps again after
/// `TouchConstants.stepperAutorepeatDelay` and then every `stepperAutorepeatInterval` until the
/// finger lifts or leaves the control. The value stays within the range (`wraps` false).
open class UIStepper: UIControl {
  public var value = 0.0
  public var minimumValue = 0.0
  public var maximumValue = 100.0
  public var stepValue = 1.0
  public var autorepeat = true
  /// Apple, UIStepper.isContinuous (default true): "If false, a value change event is sent when
  /// user interaction ends." The value still steps (the trace's `valueChange`); one `valueChanged`
  /// comes when the finger lifts or the touch is cancelled, if the value differs from the one at
  /// touch-down.
  public var isContinuous = true
  /// Apple, UIStepper.wraps (default false): "If true, incrementing beyond maximumValue sets value
  /// to minimumValue; likewise, decrementing below minimumValue sets value to maximumValue. If
  /// false, the stepper does not increment beyond maximumValue nor does it decrement below
  /// minimumValue but rather holds at those values."
  public var wraps = false
  /// The value when tracking began, for `isContinuous` false.
  private var valueAtTouchDown = 0.0
  /// Bumped whenever tracking stops, so a pending repeat knows it is stale.
  private var repeats = 0

  public override init(id: String, frame: CGRect = .zero) {
    super.init(id: id, frame: frame)
  }

  open override var className: String { "UIStepper" }
  open override var primaryEvent: Event? { .valueChanged }

  /// +1 for the plus half, -1 for the minus half.
  func direction(at p: CGPoint) -> Double { p.x >= bounds.midX ? 1 : -1 }

  private func step(_ sign: Double, with event: UIEvent?) {
    var new = value + sign * stepValue
    if wraps, new > maximumValue {
      new = minimumValue
    } else if wraps, new < minimumValue {
      new = maximumValue
    }
    new = min(max(new, minimumValue), maximumValue)
    changeValue("value", from: value, to: new, with: event, sends: isContinuous) { value = $0 }
  }

  /// `isContinuous` false: the one `valueChanged` when the interaction ends.
  private func sendFinalValue(with event: UIEvent?) {
    if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged, with: event) }
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    valueAtTouchDown = value
    let sign = direction(at: touch.location(in: self))
    step(sign, with: event)
    repeats += 1
    if autorepeat, let event {
      scheduleRepeat(sign, after: constants.stepperAutorepeatDelay, event)
    }
    return true
  }

  private func scheduleRepeat(_ sign: Double, after delay: Double, _ event: UIEvent) {
    let clock = event.recorder.clock
    let generation = repeats
    _ = clock.schedule(at: clock.now + SimTime(seconds: delay)) { [weak self] in
      guard let self, self.repeats == generation, self.isTracking, self.isTouchInside else {
        return
      }
      self.step(sign, with: event)
      self.scheduleRepeat(sign, after: self.constants.stepperAutorepeatInterval, event)
    }
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    repeats += 1
    sendFinalValue(with: event)
  }
  open override func cancelTracking(with event: UIEvent?) {
    repeats += 1
    sendFinalValue(with: event)
  }

  /// Apple, "Interacting with other user interface controls" (UIStepper is in the list).
  open override func gestureRecognizerShouldBegin(_ r: UIGestureRecognizer) -> Bool {
    !isAncestorsSingleTap(r)
  }
}
