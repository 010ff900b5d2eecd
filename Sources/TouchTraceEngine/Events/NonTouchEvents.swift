import Foundation

/// Events that are not touches: shakes (motion), key presses and remote-control commands. Apple,
/// "Using responders and the responder chain to handle events": they go to the first responder,
/// and UIResponder's default implementations pass them to `next`, as with touches.
public enum ResponderEventMethod: String, Sendable, CaseIterable {
  case motionBegan, motionEnded, pressesBegan, pressesEnded, remoteControlReceived

  /// The group a scene's `overrides` names: `motion`, `presses`, `remoteControl`.
  public var family: ResponderEventFamily {
    switch self {
    case .motionBegan, .motionEnded: .motion
    case .pressesBegan, .pressesEnded: .presses
    case .remoteControlReceived: .remoteControl
    }
  }
}

public enum ResponderEventFamily: String, Sendable, CaseIterable {
  case motion, presses, remoteControl
}

extension UIResponder {
  /// Calls `method` on this responder, recording the call; an override that stops the family
  /// (`overrides: {motion: swallow}`) keeps the event here.
  public final func deliver(
    _ method: ResponderEventMethod, _ subtype: String, with event: UIEvent?,
    from sender: UIResponder? = nil
  ) {
    let recorder = event?.recorder
    recorder?.responderEventCall(on: self, method, subtype, from: sender)
    defer { recorder?.chainReturn(from: self) }
    if eventOverrides[method.family] == .swallow { return }
    switch method {
    case .motionBegan: motionBegan(subtype, with: event)
    case .motionEnded: motionEnded(subtype, with: event)
    case .pressesBegan: pressesBegan(subtype, with: event)
    case .pressesEnded: pressesEnded(subtype, with: event)
    case .remoteControlReceived: remoteControlReceived(subtype, with: event)
    }
  }

  func passToNext(_ method: ResponderEventMethod, _ subtype: String, _ event: UIEvent?) {
    guard let next else {
      event?.recorder.chainStopped(at: self, reason: "end")
      return
    }
    next.deliver(method, subtype, with: event, from: self)
  }
}

extension UIApplication {
  /// Where an event that is not a touch goes first: the first responder; without one, the key
  /// window's root view controller (Apple is silent; view controllers get shakes without being
  /// first responder, as commonly reported), else the key window.
  public var nonTouchEventReceiver: (responder: UIResponder, isFirstResponder: Bool)? {
    if let firstResponder { return (firstResponder, true) }
    guard let window = keyWindow else { return nil }
    return (window.rootViewController ?? window, false)
  }

  /// Sends a shake, key press or remote-control command to `nonTouchEventReceiver`.
  public func sendEvent(_ method: ResponderEventMethod, _ subtype: String, with event: UIEvent) {
    guard let (receiver, isFirst) = nonTouchEventReceiver else { return }
    event.recorder.eventSent(
      to: receiver, method, subtype, reason: isFirst ? "firstResponder" : "noFirstResponder")
    receiver.deliver(method, subtype, with: event)
  }
}
