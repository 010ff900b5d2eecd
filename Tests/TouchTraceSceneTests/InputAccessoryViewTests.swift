import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// A text input's `inputAccessoryView` (Apple, UIResponder.inputAccessoryView: shown above the
/// keyboard while the responder is first responder), in the keyboard's window and hit-testable.
@Suite struct InputAccessoryViewTests {
  static let chat = """
    application: {softwareKeyboard: true}
    window:
      rootViewController:
        id: ChatViewController
        view:
          id: chatView
          logs: false
          subviews:
            - id: messageField
              class: UITextField
              frame: [24, 120, 327, 44]
              inputAccessoryView:
                id: toolbar
                frame: [0, 0, 375, 44]
                subviews:
                  - id: sendButton
                    class: UIButton
                    frame: [295, 4, 72, 36]
                    actions: [{event: touchUpInside, target: ChatViewController, action: send}]
            - {id: plainField, class: UITextField, frame: [24, 180, 327, 44]}
    """

  /// The keyboard's window grows by the accessory's height; a tap on its button is the app's.
  @Test func theAccessorySitsOnTheKeyboardAndTakesTouches() throws {
    let scene = Self.chat + "\ntouches:\n  - tap: [187, 142]\n  - wait: 0.3\n  - tap: [330, 429]\n"
    let (trace, log) = try tracedRun(scene)
    #expect(log.contains("messageField keyboardWillShow (0, 407, 375, 260)"))
    #expect(trace.touches.last?.view == "sendButton")
    #expect(log.contains("ChatViewController send from sendButton"))
  }

  /// Moving to a field without one takes the accessory away and the keyboard stays; the point
  /// where the toolbar was is the keyboard's no more: it is the app's again.
  @Test func anotherFieldWithoutOneRemovesIt() throws {
    let scene =
      Self.chat
      + "\ntouches:\n  - tap: [187, 142]\n  - wait: 0.3\n  - tap: [187, 202]\n  - wait: 0.3\n"
      + "  - tap: [330, 429]\n"
    let (trace, log) = try tracedRun(scene)
    #expect(log.contains("plainField keyboardWillShow (0, 451, 375, 216)"))
    #expect(!log.contains { $0.contains("keyboardWillHide") })
    #expect(trace.touches.last?.view == "chatView")
  }
}
