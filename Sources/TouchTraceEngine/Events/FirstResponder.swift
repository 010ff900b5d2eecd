import Foundation

/// The first responder, as Apple's UIResponder documents it: an object may become first responder
/// only if `canBecomeFirstResponder`; becoming it makes the window's current first responder
/// resign first (one first responder for the app: Apple, "Using responders and the responder
/// chain to handle events"). Tapping elsewhere does not resign it (UIKit keeps the first responder until
/// another one takes over or it resigns; Apple, "Managing the keyboard").
extension UIResponder {
  public var canBecomeFirstResponder: Bool {
    canBecomeFirstResponderSetting ?? canBecomeFirstResponderByDefault
  }

  /// The window whose first responder this object can be.
  public var responderWindow: UIWindow? {
    if let view = self as? UIView { return view.window }
    return (self as? UIViewController)?.viewIfLoaded?.window
  }

  public var isFirstResponder: Bool { responderWindow?.application?.firstResponder === self }

  /// Apple, becomeFirstResponder(): returns false when the object cannot become first responder.
  /// The call is logged on entry, as an override's `NSLog` before `super` would print it, so
  /// the old first responder's `resignFirstResponder` follows it.
  @discardableResult
  public func becomeFirstResponder(with event: UIEvent?) -> Bool {
    guard let app = responderWindow?.application, canBecomeFirstResponder else { return false }
    if app.firstResponder === self { return true }
    event?.recorder.firstResponder(self, "becomeFirstResponder")
    // One first responder for the whole app: the old one resigns, in whichever window it is.
    let old = app.firstResponder
    // The keyboard stays up while one text input hands over to another (UIKeyboard.swift).
    app.keyboardWindow?.isHandingOver = true
    old?.resignFirstResponder(with: event)
    app.keyboardWindow?.isHandingOver = false
    app.firstResponder = self
    didBecomeFirstResponder(with: event)
    app.keyboardWindow?.firstResponderChanged(from: old, to: self, with: event)
    return true
  }

  /// Apple, resignFirstResponder(): the object stops being first responder.
  @discardableResult
  public func resignFirstResponder(with event: UIEvent?) -> Bool {
    guard let app = responderWindow?.application, app.firstResponder === self else { return false }
    event?.recorder.firstResponder(self, "resignFirstResponder")
    app.firstResponder = nil
    didResignFirstResponder(with: event)
    app.keyboardWindow?.firstResponderChanged(from: self, to: nil, with: event)
    return true
  }
}
