import Foundation
import TouchTraceEngine

/// The responder settings of the WindowsEventsAndChanges article (several windows, the first
/// responder, and events that are not touches): overrides of the non-touch event methods, `handles`, pass-through, and the
/// check of `firstResponder`.
extension SceneBuilder {
  /// A view's or window's ready-made overrides and the actions it implements.
  static func apply(_ overrides: ViewOverrides, _ handles: [String], to v: UIView) {
    v.touchesOverride = overrides.touches == .swallow ? .swallow : .forward
    v.eventOverrides = engine(overrides.events)
    v.hitTestPassesThrough = overrides.hitTestPassThrough
    v.hitTestOverrides.outsideBounds = overrides.hitTestOutsideBounds
    v.hitTestOverrides.returnsSelf = overrides.hitTestReturnsSelf
    v.hitTestOverrides.returnsNil = overrides.hitTestReturnsNil
    v.handledActions = Set(handles)
  }

  static func engine(_ events: [EventFamily: TouchesOverride]) -> [ResponderEventFamily:
    TouchesBehaviour]
  {
    var out: [ResponderEventFamily: TouchesBehaviour] = [:]
    for (family, choice) in events {
      guard let f = ResponderEventFamily(rawValue: family.rawValue) else { continue }
      out[f] = choice == .swallow ? .swallow : .forward
    }
    return out
  }
}

extension CGRect {
  init(_ r: Rect) { self.init(x: r.x, y: r.y, width: r.width, height: r.height) }
}
