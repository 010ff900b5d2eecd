import Foundation
import TouchTraceTrace

/// A change the app's code makes while the touches play (the scene's `set`, `add` and `remove`
/// steps), in UIKit's words. UIKit reads the view tree afresh for each touch, so what changes
/// here holds from then on: a hidden view is skipped by the next hit-test, a moved one is hit
/// where it now is (Apple, hitTest(_:with:)).
public enum SceneChange {
  /// One property of a view.
  case set(UIView, ViewProperty)
  /// A recognizer's `isEnabled`.
  case setEnabled(UIGestureRecognizer, Bool)
  /// `addSubview(_:)`, or `insertSubview(_:at:)` when `index` is given.
  case addSubview(UIView, to: UIView, index: Int?)
  /// `removeFromSuperview()`. A touch that began in the view keeps it as its `view` and goes on
  /// being delivered to it (Apple, UITouch.view: "the view object in which the touch originally
  /// occurred").
  case removeFromSuperview(UIView)
}

/// A view property a `set` step changes, with its new value.
public enum ViewProperty: Equatable, Sendable {
  case isHidden(Bool)
  case alpha(Double)
  case isUserInteractionEnabled(Bool)
  /// UIControl's.
  case isEnabled(Bool)
  case isMultipleTouchEnabled(Bool)
  case isExclusiveTouch(Bool)
  case clipsToBounds(Bool)
  /// `#RRGGBBAA`, or nil for no colour.
  case backgroundColor(String?)
  case frame(CGRect)
  case center(CGPoint)
  case transform(CGAffineTransform)

  /// UIKit's name of the property.
  public var name: String {
    switch self {
    case .isHidden: "isHidden"
    case .alpha: "alpha"
    case .isUserInteractionEnabled: "isUserInteractionEnabled"
    case .isEnabled: "isEnabled"
    case .isMultipleTouchEnabled: "isMultipleTouchEnabled"
    case .isExclusiveTouch: "isExclusiveTouch"
    case .clipsToBounds: "clipsToBounds"
    case .backgroundColor: "backgroundColor"
    case .frame: "frame"
    case .center: "center"
    case .transform: "transform"
    }
  }

  /// The value as the log prints it.
  var text: String {
    let n = EventLog.number
    switch self {
    case .isHidden(let b), .isUserInteractionEnabled(let b), .isEnabled(let b),
      .isMultipleTouchEnabled(let b), .isExclusiveTouch(let b), .clipsToBounds(let b):
      return b ? "true" : "false"
    case .alpha(let v): return n(v)
    case .backgroundColor(let c): return c ?? "nil"
    case .frame(let r):
      return "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))"
    case .center(let p): return EventLog.format(Point(p))
    case .transform(let t):
      return "(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: ", ")))"
    }
  }

  func apply(to view: UIView) {
    switch self {
    case .isHidden(let b): view.isHidden = b
    case .alpha(let v): view.alpha = v
    case .isUserInteractionEnabled(let b): view.isUserInteractionEnabled = b
    case .isEnabled(let b): (view as? UIControl)?.isEnabled = b
    case .isMultipleTouchEnabled(let b): view.isMultipleTouchEnabled = b
    case .isExclusiveTouch(let b): view.isExclusiveTouch = b
    case .clipsToBounds(let b): view.clipsToBounds = b
    case .backgroundColor(let c): view.backgroundColor = c
    case .frame(let r): view.frame = r
    case .center(let p): view.center = p
    case .transform(let t): view.transform = t
    }
  }
}

extension TouchSimulator {
  /// Makes `change` at `offset` seconds from the start of the last step that takes time (a touch,
  /// a wait, a shake…), or, with no offset, when the steps before it are done. It takes no time
  /// itself, but the steps after it start no earlier than it. At the same instant as a touch
  /// event it comes after that event.
  public func change(_ change: SceneChange, at offset: Double? = nil) {
    let time = offset.map { stepStart + SimTime(seconds: max($0, 0)) } ?? cursor
    clock.schedule(at: time) { [unowned self] in make(change) }
    cursor = max(cursor, time)
  }

  private func make(_ change: SceneChange) {
    switch change {
    case .set(let view, let property):
      property.apply(to: view)
      // Hiding or showing a stack's arranged subview moves its siblings too (UIStackView).
      let stack = view.superview as? UIStackView
      let touched = property.name == "isHidden" ? (stack?.subtree ?? view.subtree) : view.subtree
      recorder.change(
        "set", view.id, objects: TraceSnapshot.objects(of: touched, recognizers: [])
      ) {
        $0.property = property.name
        $0.assigned = property.text
      }
    case .setEnabled(let recognizer, let enabled):
      // The change is recorded before the cancellation it causes.
      recorder.change(
        "set", recognizer.id, objects: TraceSnapshot.objects(of: [], recognizers: [recognizer])
      ) {
        $0.property = "isEnabled"
        $0.assigned = enabled ? "true" : "false"
        $0.objects?[0].isEnabled = enabled
      }
      recognizer.isEnabled = enabled
    case .addSubview(let view, let superview, let index):
      if let index { superview.insertSubview(view, at: index) } else { superview.addSubview(view) }
      recorder.change(
        index == nil ? "addSubview" : "insertSubview", view.id,
        objects: TraceSnapshot.objects(of: [superview] + view.subtree, recognizers: [])
      ) {
        $0.superview = superview.id
        if index != nil { $0.index = superview.subviews.firstIndex { $0 === view } }
      }
    case .removeFromSuperview(let view):
      let superview = view.superview
      view.removeFromSuperview()
      recorder.change(
        "removeFromSuperview", view.id,
        objects: TraceSnapshot.objects(
          of: (superview.map { [$0] } ?? []) + view.subtree, recognizers: []))
    }
  }
}
