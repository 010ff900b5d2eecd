import Foundation

/// UIKit's `UIScrollView.KeyboardDismissMode`: "how the system dismisses the keyboard when a drag
/// begins in the scroll view" (Apple, UIScrollView.KeyboardDismissMode).
public enum KeyboardDismissMode: String, Sendable, CaseIterable {
  /// "A mode in which a drag doesn't dismiss the keyboard."
  case none
  /// "A mode in which the keyboard dismisses when a drag begins."
  case onDrag
  /// "A mode in which the keyboard follows the dragging touch offscreen, and can be pulled upward
  /// again to cancel the dismiss."
  case interactive
}

extension UIScrollView {
  /// The keyboard goes away by the first responder resigning it (Apple, "Managing the keyboard":
  /// the keyboard shows while a text input is first responder), so a text field hears
  /// `editingDidEnd` as on a device.
  private func dismissKeyboard(with event: UIEvent?) {
    guard let app = window?.application, let keyboard = app.keyboardWindow, !keyboard.isHidden
    else { return }
    app.firstResponder?.resignFirstResponder(with: event)
  }

  /// `onDrag`: the keyboard goes as the drag begins, right after `scrollViewWillBeginDragging`
  /// (Apple gives no order; chosen: the delegate hears of the drag first, as it does of
  /// everything the drag causes).
  func dragBeganDismissingKeyboard(with event: UIEvent?) {
    if keyboardDismissMode == .onDrag { dismissKeyboard(with: event) }
  }

  /// `interactive`: the keyboard follows the finger once it reaches the keyboard, and a finger let
  /// go there while moving down takes it off screen; moving up, or above the keyboard, it stays
  /// (Apple's words above; SwiftUI's `interactively`: "People can dismiss the keyboard by
  /// scrolling it off the display, or reverse the direction of the scroll to cancel the
  /// dismissal"). The keyboard's drawing does not follow the finger here: only where it ends up.
  func dragEndedDismissingKeyboard(finger: CGPoint, velocity: CGPoint, with event: UIEvent?) {
    guard keyboardDismissMode == .interactive, let window,
      let keyboard = window.application?.keyboardWindow, !keyboard.isHidden
    else { return }
    let onScreen = window.convertToScreen(finger)
    if onScreen.y >= keyboard.frame.minY, velocity.y > 0 { dismissKeyboard(with: event) }
  }
}
