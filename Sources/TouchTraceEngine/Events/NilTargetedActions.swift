import Foundation

/// Nil-targeted actions, as Apple's `UIApplication.sendAction(_:to:from:for:)` documents them: "If
/// target is nil, the app sends the message to the first responder, from whence it progresses up
/// the responder chain until it is handled." Without a first responder the search starts at the
/// sender (the SceneFormat article). Each responder on the way is asked `canPerformAction(_:withSender:)`
/// (through `target(forAction:withSender:)`), and the first that answers YES performs it.
extension UIApplication {
  /// Sends `action` up the chain; returns the responder that performed it, or nil when none did.
  @discardableResult
  public func sendAction(_ action: String, from sender: UIResponder, with event: UIEvent?)
    -> UIResponder?
  {
    let start = firstResponder ?? sender
    for responder in start.responderChain {
      let answer = responder.canPerformAction(action, withSender: sender)
      event?.recorder.canPerformAction(responder, action, sender: sender, answer: answer)
      if answer {
        responder.deliverAction(action, from: sender, senderID: sender.id, event?.recorder)
        return responder
      }
    }
    return nil
  }
}
