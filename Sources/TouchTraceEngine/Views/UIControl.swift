import Foundation

/// UIKit's `UIControl`: tracks its own touches and sends control events to its targets.
///
/// Its `touches…` methods do not call super, so touches stop here (seed 002, conclusion 2:
/// "UIControl阻断了UITouch的传递"), and it only tracks a touch whose `view` is itself (conclusion 3:
/// "UIControlEvents只会在此UIControl是用户触摸的view时才会被触发").
open class UIControl: UIView {
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)

    /// UIKit's names, in `UIControl.Event` order.
    public static let named: [(name: String, event: Event)] = [
      ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
      ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
      ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
      ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
      ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
      ("primaryActionTriggered", .primaryActionTriggered), ("editingDidBegin", .editingDidBegin),
      ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
    ]
    public var name: String {
      Event.named.first { $0.event == self }?.name ?? "controlEvent(\(rawValue))"
    }
  }

  public struct TargetAction {
    public weak var target: UIResponder?
    public let action: String
    public let events: Event
    /// Added with a nil target: UIKit searches the responder chain for the action.
    public let isNilTargeted: Bool
  }

  public var isEnabled = true
  public private(set) var isHighlighted = false
  public private(set) var isTracking = false
  public private(set) var isTouchInside = false
  public private(set) var targetActions: [TargetAction] = []
  /// A ready-made override of `beginTracking(_:with:)` (the scene's `overrides.beginTracking`).
  public var beginTrackingOverride: Bool?

  open override var className: String { "UIControl" }

  public func addTarget(_ target: UIResponder?, action: String, for events: Event) {
    targetActions.append(
      TargetAction(target: target, action: action, events: events, isNilTargeted: target == nil))
  }

  /// Sends `event`: records it, then each matching target gets its action. The control's primary
  /// event is followed by `primaryActionTriggered`.
  public func sendActions(for event: Event, with uiEvent: UIEvent?) {
    uiEvent?.recorder.controlEvent(self, event.name)
    for pair in targetActions where pair.events.contains(event) {
      guard let target = pair.target else {
        // Nil-targeted: UIKit searches the responder chain (NilTargetedActions.swift).
        if pair.isNilTargeted {
          window?.application?.sendAction(pair.action, from: self, with: uiEvent)
        }
        continue
      }
      target.deliverAction(pair.action, from: self, senderID: id, uiEvent?.recorder)
    }
    if event == primaryEvent { sendActions(for: .primaryActionTriggered, with: uiEvent) }
  }

  /// The event that is this control's primary action, which `primaryActionTriggered` ("A semantic
  /// action triggered by buttons", Apple, UIControl.Event) follows: a button's `touchUpInside`, a
  /// value control's `valueChanged` (Apple's `init(frame:primaryAction:)` registers a switch's,
  /// slider's… action for `primaryActionTriggered`, and it runs when the value changes). A plain
  /// UIControl has none; a text field's, the Return key, is not a touch.
  open var primaryEvent: Event? { nil }

  /// Sets a value property and, when it changed, records it and sends `valueChanged` (Apple,
  /// UIControl.Event.valueChanged: "A touch dragging or otherwise manipulating a control, causing
  /// it to emit a series of different values").
  /// `sends` false: the value changes (the trace's `valueChange`) without `valueChanged`, for a
  /// control that is not `isContinuous`.
  func changeValue(
    _ property: String, from old: Double, to new: Double, with event: UIEvent?, sends: Bool = true,
    set: (Double) -> Void
  ) {
    guard new != old else { return }
    set(new)
    event?.recorder.valueChange(self, property, new)
    if sends { sendActions(for: .valueChanged, with: event) }
  }

  /// Apple, "Interacting with other user interface controls": "a single-finger single tap on a
  /// UIButton, UISwitch, UIStepper, UISegmentedControl, and UIPageControl" keeps the control's
  /// default action over a tap recognizer of an ancestor. A recognizer on the control itself, and
  /// every other gesture, still win (a plain UIControl is not in the list).
  ///
  /// A disabled control has no default action to protect, so it keeps no ancestor's recognizer
  /// from beginning — unless it is still tracking a touch that began while it was enabled
  /// (`UIControl.disabledControlKeepsTracking`). Apple is silent; chosen from Apple's wording ("the
  /// button's action method receives the touch event instead") and the device report in
  /// Xamarin.Forms issue 1454 (a disabled button's tap reaches the parent's tap recognizer).
  ///
  /// An ancestor's tap that does not cancel the view's touches (`cancelsTouchesInView` false)
  /// cannot take the default action away, and is not refused: both fire, the tap's action first,
  /// then the button's. Device print, Stack Overflow question 77329118 ("Event response priorities
  /// for gesture recognizers, UIControl, and UIButton", 2023): with the parent's tap left as it is,
  /// tapping the button prints only "button clicked"; with `cancelsTouchesInView = false`, "view
  /// tapped" then "button clicked". The print shows UIButton; the other listed controls are taken
  /// to follow it (their refusal protects the same default action).
  func isAncestorsSingleTap(_ r: UIGestureRecognizer) -> Bool {
    guard isEnabled || isTracking else { return false }
    guard r.view !== self, let tap = r as? UITapGestureRecognizer, tap.cancelsTouchesInView
    else { return false }
    return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
  }

  // MARK: Tracking (UIControl's four tracking methods)

  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  open func cancelTracking(with event: UIEvent?) {}

  func isInside(_ touch: UITouch) -> Bool {
    let t = constants.controlTouchInsideTolerance
    return bounds.insetBy(dx: -t, dy: -t).contains(touch.location(in: self))
  }

  private func ownTouch(_ touches: Set<UITouch>) -> UITouch? {
    touches.sorted { $0.id < $1.id }.first { $0.view === self }
  }

  private func setHighlighted(_ value: Bool, _ event: UIEvent?) {
    guard value != isHighlighted else { return }
    isHighlighted = value
    event?.recorder.highlight(self, value)
  }

  /// Apple, UIControl.isEnabled: "a disabled control ignores touch events". Apple does not say
  /// where they go. Chosen: UIResponder's default, up the responder chain — a disabled control
  /// neither tracks nor stops them (reports: a tap on a disabled button in a cell selects the
  /// row; Xamarin.Forms issue 1454, "Disabled button passes user tap to control behind it"). A
  /// touch the control began tracking while enabled stays its own
  /// (`disabledControlKeepsTracking`).
  private func ignores(_ touches: Set<UITouch>) -> Bool {
    !isEnabled && !(Self.disabledControlKeepsTracking && (isTracking || isHighlighted))
  }

  /// A control disabled between touch-down and release still finishes the touch it tracks, with
  /// `touchUpInside` and its action. Apple's `isEnabled` text says otherwise; devices do so (radar
  /// 42378576, "UIControlEventTouchUpInside is fired even when an UIButton is disabled", iOS 11.4
  /// and 12, reproducible always), and this models the device.
  public static let disabledControlKeepsTracking = true

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard !ignores(touches) else { return super.touchesBegan(touches, with: event) }
    reachedBase.insert(.touchesBegan)
    event?.recorder.chainStopped(at: self, reason: "control")
    guard let touch = ownTouch(touches) else { return }
    isTracking = beginTrackingOverride ?? beginTracking(touch, with: event)
    isTouchInside = true
    // A control that declines to track (a slider touched off its thumb) sends nothing.
    guard isTracking else { return }
    setHighlighted(true, event)
    sendActions(for: touch.tapCount > 1 ? [.touchDownRepeat] : .touchDown, with: event)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard !ignores(touches) else { return super.touchesMoved(touches, with: event) }
    reachedBase.insert(.touchesMoved)
    event?.recorder.chainStopped(at: self, reason: "control")
    guard isTracking, let touch = ownTouch(touches) else { return }
    let inside = isInside(touch)
    let was = isTouchInside
    isTouchInside = inside
    setHighlighted(inside, event)
    isTracking = continueTracking(touch, with: event)
    switch (was, inside) {
    case (true, true): sendActions(for: .touchDragInside, with: event)
    case (false, false): sendActions(for: .touchDragOutside, with: event)
    case (true, false):
      sendActions(for: .touchDragExit, with: event)
      sendActions(for: .touchDragOutside, with: event)
    case (false, true):
      sendActions(for: .touchDragEnter, with: event)
      sendActions(for: .touchDragInside, with: event)
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard !ignores(touches) else { return super.touchesEnded(touches, with: event) }
    reachedBase.insert(.touchesEnded)
    event?.recorder.chainStopped(at: self, reason: "control")
    guard let touch = ownTouch(touches), isTracking || isHighlighted else { return }
    let inside = isInside(touch)
    isTracking = false
    setHighlighted(false, event)
    endTracking(touch, with: event)
    sendActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard !ignores(touches) else { return super.touchesCancelled(touches, with: event) }
    reachedBase.insert(.touchesCancelled)
    event?.recorder.chainStopped(at: self, reason: "control")
    guard ownTouch(touches) != nil, isTracking || isHighlighted else { return }
    isTracking = false
    setHighlighted(false, event)
    cancelTracking(with: event)
    sendActions(for: .touchCancel, with: event)
  }
}

/// UIKit's `UIButton`: a control with UIControl's tracking.
open class UIButton: UIControl {
  public var title: String?
  open override var className: String { "UIButton" }
  open override var primaryEvent: Event? { .touchUpInside }
  /// UIKit's `showsMenuAsPrimaryAction` and the control's `contextMenuInteraction`, made by
  /// `setMenu` (UIContextMenuInteraction.swift).
  public internal(set) var showsMenuAsPrimaryAction = false
  public internal(set) var contextMenuInteraction: UIContextMenuInteraction?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    openPrimaryMenu(touches, with: event)
  }
  /// Apple, "Interacting with other user interface controls" (UIButton is in the list).
  open override func gestureRecognizerShouldBegin(_ r: UIGestureRecognizer) -> Bool {
    !isAncestorsSingleTap(r)
  }
}
