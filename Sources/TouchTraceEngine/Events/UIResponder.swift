import Foundation
import TouchTraceTrace

/// UIKit's `UIResponder`: an object in the responder chain. The default `touches…` methods pass
/// the touches on to `next` (seed 002, conclusion 1: "UIResponder实现了UITouch的传递"), so an
/// override that does not call super stops the chain there.
open class UIResponder {
  /// The name used in logs, traces and diagrams; unique in a scene.
  public let id: String
  /// False: this object prints no log lines (it is still traced and drawn).
  public var logs = true
  /// A ready-made override of the four `touches…` methods, as the scene's `overrides.touches`:
  /// `.swallow` behaves like an override that logs and does not call super.
  public var touchesOverride: TouchesBehaviour = .forward

  public init(id: String) { self.id = id }

  /// Base implementations reached since the engine's last call of each (see `OverridableMethod`).
  var reachedBase: Set<OverridableMethod> = []
  /// Methods a subclass written in Swift was seen to override.
  var overriddenMethods: Set<OverridableMethod> = []
  /// True for a class written outside the engine: a user's Swift subclass, whose overrides the
  /// engine watches for (its own subclasses, UIControl's tracking say, are UIKit's behaviour).
  public internal(set) lazy var isUserSubclass = !String(reflecting: type(of: self)).hasPrefix(
    "TouchTraceEngine.")

  /// The next responder (UIKit's `next`). Subclasses define the rules.
  open var next: UIResponder? { nil }
  /// A ready-made override of `next` (the scene's `overrides.next`): views and controllers
  /// return it instead of UIKit's answer.
  public weak var nextOverride: UIResponder?

  /// UIKit's class name, for traces and diagrams.
  open var className: String { "UIResponder" }
  /// The app's own subclass's name (a scene's `class: ShinyButton`): logs, traces and diagrams
  /// show it, and the object behaves as `className`, its UIKit base class.
  public var customClassName: String?

  /// The scene's `canBecomeFirstResponder`; nil: the class's default.
  public var canBecomeFirstResponderSetting: Bool?
  /// Apple, canBecomeFirstResponder: "This method returns false by default"; UITextField and
  /// UITextView override it.
  open var canBecomeFirstResponderByDefault: Bool { false }
  /// Called once this object has become first responder (UITextField sends editingDidBegin).
  open func didBecomeFirstResponder(with event: UIEvent?) {}
  /// Called once this object has stopped being first responder (UITextField: editingDidEnd).
  open func didResignFirstResponder(with event: UIEvent?) {}

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    reachedBase.insert(.touchesBegan)
    passToNext(.began, touches, event)
  }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    reachedBase.insert(.touchesMoved)
    passToNext(.moved, touches, event)
  }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    reachedBase.insert(.touchesEnded)
    passToNext(.ended, touches, event)
  }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    reachedBase.insert(.touchesCancelled)
    passToNext(.cancelled, touches, event)
  }

  /// An action message from a control or recognizer (`target-action`). Override to act on it.
  open func receiveAction(_ action: String, from sender: AnyObject) {}

  /// The action methods this responder implements (the scene's `handles`).
  public var handledActions: Set<String> = []
  /// Apple, canPerformAction(_:withSender:): "returns true if the responder class implements the
  /// requested action" — here, when the scene lists it in `handles`. Nil-targeted actions ask it.
  open func canPerformAction(_ action: String, withSender sender: AnyObject?) -> Bool {
    handledActions.contains(action)
  }

  // Events that are not touches (see NonTouchEvents.swift). UIResponder's defaults: "The default
  // implementation of this method forwards the message up the responder chain" (Apple,
  // motionBegan(_:with:), pressesBegan(_:with:), remoteControlReceived(with:)).
  /// Ready-made overrides that stop an event family here (`overrides: {motion: swallow}`).
  public var eventOverrides: [ResponderEventFamily: TouchesBehaviour] = [:]
  open func motionBegan(_ motion: String, with event: UIEvent?) {
    passToNext(.motionBegan, motion, event)
  }
  open func motionEnded(_ motion: String, with event: UIEvent?) {
    passToNext(.motionEnded, motion, event)
  }
  open func pressesBegan(_ key: String, with event: UIEvent?) {
    passToNext(.pressesBegan, key, event)
  }
  open func pressesEnded(_ key: String, with event: UIEvent?) {
    passToNext(.pressesEnded, key, event)
  }
  open func remoteControlReceived(_ command: String, with event: UIEvent?) {
    passToNext(.remoteControlReceived, command, event)
  }

  /// Calls the `touches…` method for `phase`, recording the call in the trace. Everything in the
  /// engine delivers touches through here; subclasses that forward by hand should too.
  public final func deliverTouches(
    _ phase: UITouch.Phase, _ touches: Set<UITouch>, with event: UIEvent?,
    from sender: UIResponder? = nil
  ) {
    let recorder = event?.recorder
    recorder?.touchesCall(on: self, phase: phase, touches: touches, from: sender)
    defer { recorder?.chainReturn(from: self) }
    if touchesOverride == .swallow { return }
    noting(OverridableMethod(phase)) {
      switch phase {
      case .began: touchesBegan(touches, with: event)
      case .moved: touchesMoved(touches, with: event)
      case .ended: touchesEnded(touches, with: event)
      case .cancelled: touchesCancelled(touches, with: event)
      }
    }
  }

  /// What the default `touches…` methods do: hand the touches to `next`.
  func passToNext(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
    guard let next else {
      event?.recorder.chainStopped(at: self, reason: "end")
      return
    }
    next.deliverTouches(phase, touches, with: event, from: self)
  }

  /// The responder chain from here: this object, then each `next`.
  public var responderChain: [UIResponder] {
    var chain: [UIResponder] = [self]
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
    while let n = chain.last?.next, seen.insert(ObjectIdentifier(n)).inserted { chain.append(n) }
    return chain
  }
}

/// The scene file's `overrides.touches`.
public enum TouchesBehaviour: Sendable {
  /// The override calls super: touches go on up the chain.
  case forward
  /// The override does not call super: the chain stops here.
  case swallow
}
