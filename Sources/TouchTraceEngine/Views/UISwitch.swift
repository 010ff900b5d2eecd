import Foundation

/// UIKit's `UISwitch`. Apple: "When the user manipulates the switch control ("flips" it) a
/// valueChanged event is generated". A tap toggles it; a pan of the finger along it (further
/// than `TouchConstants.switchPanDistance`) leaves it on the side the finger ends on. It changes
/// when the touch ends, before `touchUpInside`.
open class UISwitch: UIControl {
  public var isOn = false
  private var startX: Double = 0
  /// The size it enforces (`TouchConstants.switchSize`), given when it is made: a switch is sized
  /// before it is in a window, so it cannot ask its application.
  public let enforcedSize: CGSize

  /// Apple: "This class enforces a size appropriate for the control" — 51×31 whatever the frame.
  public init(id: String, frame: CGRect = .zero, size: CGSize = TouchConstants.standard.switchSize)
  {
    enforcedSize = size
    super.init(id: id, frame: CGRect(origin: frame.origin, size: size))
  }

  public convenience override init(id: String, frame: CGRect = .zero) {
    self.init(id: id, frame: frame, size: TouchConstants.standard.switchSize)
  }

  open override var className: String { "UISwitch" }
  open override var primaryEvent: Event? { .valueChanged }

  /// The size stays 51×31 whatever frame is set; the origin is kept.
  public override var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: enforcedSize) }
  }

  /// The knob: a circle inset 2 pt, at the right end when on, the left end when off.
  public var knobRect: CGRect {
    let d = bounds.height - 4
    let x = isOn ? bounds.maxX - 2 - d : bounds.minX + 2
    return CGRect(x: x, y: bounds.minY + 2, width: d, height: d)
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    startX = touch.location(in: self).x
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch else { return }
    let p = touch.location(in: self)
    let on: Bool
    if abs(p.x - startX) > constants.switchPanDistance {
      on = p.x >= bounds.midX
    } else if bounds.contains(p) {
      on = !isOn
    } else {
      return
    }
    changeValue("isOn", from: isOn ? 1 : 0, to: on ? 1 : 0, with: event) { isOn = $0 == 1 }
  }

  /// Apple, "Interacting with other user interface controls": a single-finger single tap on a
  /// UISwitch, and "a single-finger pan on UISwitch's knob parallel to the switch", keep the
  /// switch's default action over an ancestor's recognizer.
  open override func gestureRecognizerShouldBegin(_ r: UIGestureRecognizer) -> Bool {
    if isAncestorsSingleTap(r) { return false }
    // A disabled switch has no default action to protect (UIControl.isAncestorsSingleTap).
    guard isEnabled || isTracking, r.view !== self, let pan = r as? UIPanGestureRecognizer,
      pan.trackedTouches.count == 1,
      let touch = pan.trackedTouches.first
    else { return true }
    let start = convertFromWindow(touch.startLocationInWindow)
    let move = pan.movement
    return !(knobRect.contains(start) && abs(move.x) > abs(move.y))
  }
}
