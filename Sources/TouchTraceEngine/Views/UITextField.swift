import Foundation

/// UIKit's `UITextField`. Apple: "When the user taps in a text field, that text field becomes
/// the first responder" — here when a tap ends inside an enabled field — and "the text field
/// calls … editingDidBegin" as it does (UIControl.Event.editingDidBegin); resigning sends
/// `editingDidEnd`. Its taps are not in Apple's "other user interface controls" list, so an
/// ancestor's tap recognizer wins over it.
open class UITextField: UIControl {
  public var text: String?
  public var placeholder: String?
  /// UITextFieldDelegate: the responder asked `textFieldShouldReturn(_:)` (Return key).
  public weak var delegate: UIResponder?
  /// What the delegate's `textFieldShouldReturn(_:)` answers and does; nil: it does not
  /// implement it (UITextField+ReturnKey.swift).
  public var textFieldShouldReturn: TextFieldShouldReturn?
  /// Apple, UIResponder.inputAccessoryView: shown on top of the keyboard while this is first
  /// responder (UIKeyboard.swift).
  public var inputAccessoryView: UIView?

  open override var className: String { "UITextField" }
  open override var canBecomeFirstResponderByDefault: Bool { true }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, bounds.contains(touch.location(in: self)) else { return }
    becomeFirstResponder(with: event)
  }

  open override func didBecomeFirstResponder(with event: UIEvent?) {
    sendActions(for: .editingDidBegin, with: event)
  }

  open override func didResignFirstResponder(with event: UIEvent?) {
    sendActions(for: .editingDidEnd, with: event)
  }
}

/// UIKit's `UITextView`: a scroll view of text that becomes first responder when a tap on it
/// ends without scrolling (a drag that scrolls cancels the touch instead).
open class UITextView: UIScrollView {
  public var text: String?
  /// Apple, UIResponder.inputAccessoryView (UIKeyboard.swift).
  public var inputAccessoryView: UIView?

  open override var className: String { "UITextView" }
  open override var canBecomeFirstResponderByDefault: Bool { true }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if touches.contains(where: { $0.view === self }) { becomeFirstResponder(with: event) }
    super.touchesEnded(touches, with: event)
  }
}
