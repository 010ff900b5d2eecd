import Foundation

/// The first responder, as Apple's UIResponder documents it: an object may become first responder
/// only if `canBecomeFirstResponder`; becoming it makes the window's current first responder
/// resign first. Tapping elsewhere does not resign it (UIKit keeps the first responder until
/// another one takes over or it resigns; Apple, "Managing the keyboard").
extension UIResponder {
  public var canBecomeFirstResponder: Bool {
    canBecomeFirstResponderSetting ?? canBecomeFirstResponderByDefault
  }

  /// The window whose first responder this object can be.
  var responderWindow: UIWindow? {
    if let view = self as? UIView { return view.window }
    return (self as? UIViewController)?.viewIfLoaded?.window
  }

  public var isFirstResponder: Bool { responderWindow?.firstResponder === self }

  /// Apple, becomeFirstResponder(): returns false when the object cannot become first responder.
  /// The call is logged on entry, as an override's `NSLog` before `super` would print it, so
  /// the old first responder's `resignFirstResponder` follows it.
  @discardableResult
  public func becomeFirstResponder(with event: UIEvent?) -> Bool {
    guard let window = responderWindow, canBecomeFirstResponder else { return false }
    if window.firstResponder === self { return true }
    event?.recorder.firstResponder(self, "becomeFirstResponder")
    if let old = window.firstResponder { old.resignFirstResponder(with: event) }
    window.firstResponder = self
    didBecomeFirstResponder(with: event)
    return true
  }

  /// Apple, resignFirstResponder(): the object stops being first responder.
  @discardableResult
  public func resignFirstResponder(with event: UIEvent?) -> Bool {
    guard let window = responderWindow, window.firstResponder === self else { return false }
    event?.recorder.firstResponder(self, "resignFirstResponder")
    window.firstResponder = nil
    didResignFirstResponder(with: event)
    return true
  }
}
