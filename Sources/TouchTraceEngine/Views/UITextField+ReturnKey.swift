import Foundation

/// What a text field delegate's `textFieldShouldReturn(_:)` answers, and what it does before
/// answering: the two things apps write there (Apple, textFieldShouldReturn(_:): "if you want to
/// dismiss the keyboard when the user taps the return button, your implementation can call the
/// resignFirstResponder() method"; moving on to the next field is the other).
public struct TextFieldShouldReturn: Sendable, Equatable {
  public enum Then: Sendable, Equatable {
    /// `textField.resignFirstResponder()`: the keyboard goes away.
    case resignFirstResponder
    /// `next.becomeFirstResponder()` for the responder of this id: the keyboard stays.
    case becomeFirstResponder(String)
  }

  /// Apple: true "if the text field should implement its default behavior for the return
  /// button".
  public var answer: Bool
  public var then: Then?

  public init(answer: Bool = true, then: Then? = nil) {
    (self.answer, self.then) = (answer, then)
  }
}

extension UITextField {
  /// The keyboard's Return key was tapped while this field is first responder.
  /// - The delegate is asked `textFieldShouldReturn(_:)` (Apple: "The text field calls this method
  ///   whenever the user taps the return button"); its calls follow its log line, as they run
  ///   inside it. Without a delegate that implements it, UIKit assumes YES.
  /// - YES: the field sends `editingDidEndOnExit` (UIControl.h: "'return key' ending editing");
  ///   NO: nothing more (UITextField.h: "return NO to ignore").
  /// - A field with targets for `editingDidEndOnExit` then resigns first responder whatever the
  ///   action did (li-qing.github.io, 2015-01-06, "UITextField的使用误区", case 1: with such a
  ///   target "点击return key后键盘都消失") *(device report)*.
  func returnKeyPressed(with event: UIEvent?) {
    var answer = true
    if let asked = textFieldShouldReturn {
      answer = asked.answer
      // Logged on entry, as an NSLog at the top of the delegate's method prints it.
      if let delegate {
        event?.recorder.controllerDelegateCall(
          delegate, "textFieldShouldReturn", about: id, answer: answer)
      }
      perform(asked.then, with: event)
    }
    guard answer else { return }
    sendActions(for: .editingDidEndOnExit, with: event)
    let exits = targetActions.contains { $0.events.contains(.editingDidEndOnExit) }
    if exits, isFirstResponder { resignFirstResponder(with: event) }
  }

  private func perform(_ then: TextFieldShouldReturn.Then?, with event: UIEvent?) {
    switch then {
    case .resignFirstResponder: resignFirstResponder(with: event)
    case .becomeFirstResponder(let id):
      window?.application?.responder(withID: id)?.becomeFirstResponder(with: event)
    case nil: break
    }
  }
}
