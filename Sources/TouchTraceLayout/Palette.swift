import Foundation
import TouchTraceTrace

/// Sizes shared by every panel, in points.
enum Metrics {
  static let margin = 28.0
  static let gap = 36.0
  static let titleSize = 20.0
  static let subtitleSize = 12.5
  static let headingSize = 13.0
  static let labelSize = 10.5
  static let smallSize = 9.5
  static let badgeRadius = 8.0
  static let badgeTextSize = 9.0
  static let rowHeight = 22.0
  static let indent = 16.0
  /// The screen is drawn at most this tall and wide.
  static let screenMaxHeight = 560.0
  static let screenMaxWidth = 420.0
}

extension TouchStory.Visit {
  /// The badge colour: what `point(inside:)` answered, or that the view was skipped unasked.
  var role: Role {
    // A view whose hitTest override changed the answer was still asked (pass-through, outside
    // bounds, returns itself or another view); only `returnsNil` skips it unasked, as hidden does.
    if let skipped, !Words.overrideReasons.contains(skipped) { return .skipped }
    return inside == true ? .inside : .outside
  }

  /// Whether hitTest went on to this view's subviews: it said YES (and no override stopped it
  /// first), or an `outsideBounds` override asked them about a point outside it.
  var enteredSubviews: Bool {
    if skipped == "outsideBounds" { return true }
    return inside == true && (skipped == nil || Words.overrideReasons.contains(skipped ?? ""))
  }

  /// A word for the tree and callouts.
  var outcome: String {
    if skipped == "returns" { return "inside · hitTest returns \(returned ?? "another view")" }
    if let skipped { return Words.skipReason(skipped) }
    return inside == true ? "inside" : "outside"
  }
}

enum Words {
  /// Reasons a hitTest override gives for an answer it changed after asking (the trace's
  /// `hitTestReturn.reason`), as opposed to views skipped unasked.
  static let overrideReasons: Set<String> = [
    "passThrough", "outsideBounds", "returnsSelf", "returns",
  ]

  static func skipReason(_ reason: String) -> String {
    switch reason {
    case "hidden": "hidden"
    case "alpha": "alpha < 0.01"
    case "userInteraction": "interaction off"
    case "passThrough": "inside · passes through (hitTest returns nil)"
    case "outsideBounds": "outside · asks its subviews anyway (hitTest override)"
    case "returnsSelf": "inside · takes its subviews' touch (hitTest returns itself)"
    case "returnsNil": "hitTest returns nil (override; nothing asked)"
    default: reason
    }
  }

  static func stopReason(_ reason: String) -> String {
    switch reason {
    case "swallowed": "stops here: the override does not call super"
    case "control": "stops here: a UIControl keeps its touches"
    case "scrollView": "stops here: UIScrollView keeps its touches"
    case "end": "end of the chain"
    default: "stops here: \(reason)"
    }
  }

  static func dropReason(_ reason: String) -> String {
    switch reason {
    case "multipleTouch":
      "not delivered: the view takes one touch at a time (isMultipleTouchEnabled is false)"
    case "exclusiveTouch": "not delivered: an exclusive-touch view is tracking another touch"
    default: "not delivered: \(reason)"
    }
  }

  /// What a label should add about a view: a scroll offset, a transform ("rotated 45°, scaled
  /// 0.8"), exclusive touch.
  static func viewNote(_ o: TraceObject) -> String? {
    var parts: [String] = []
    if o.isExclusiveTouch == true { parts.append("exclusive touch") }
    // A nearly invisible view that still takes touches (alpha 0.01 to 1) is a classic surprise.
    if let a = o.alpha, a >= 0.01, a < 1 { parts.append("alpha \(EventLog.number(a))") }
    if let b = o.bounds, b.x != 0 || b.y != 0 {
      parts.append("offset \(EventLog.format(Point(b.x, b.y)))")
    }
    if let t = o.transform {
      let degrees = atan2(t.b, t.a) * 180 / .pi
      let sx = (t.a * t.a + t.b * t.b).squareRoot()
      let sy = (t.c * t.c + t.d * t.d).squareRoot()
      if abs(degrees) > 0.01 { parts.append("rotated \(EventLog.number(degrees))°") }
      if abs(sx - 1) > 0.001 || abs(sy - 1) > 0.001 {
        parts.append(
          abs(sx - sy) < 0.001
            ? "scaled \(EventLog.number(sx))"
            : "scaled \(EventLog.number(sx))×\(EventLog.number(sy))")
      }
      if t.tx != 0 || t.ty != 0 { parts.append("moved \(EventLog.format(Point(t.tx, t.ty)))") }
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// The class as the panels name it: an app's own class with the UIKit class it behaves as.
  static func className(_ o: TraceObject) -> String {
    o.baseClass.map { "\(o.class): \($0)" } ?? o.class
  }

  /// Why a view is drawn faded, or nil.
  static func fadedReason(_ o: TraceObject) -> String? {
    if o.isHidden == true { return "hidden" }
    if let a = o.alpha, a < 0.01 { return "alpha < 0.01" }
    if o.isUserInteractionEnabled == false { return "interaction off" }
    return nil
  }
}
