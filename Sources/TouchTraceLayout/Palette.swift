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
  /// The smallest words a diagram draws: 10 pt still reads at 9 CSS px when DocC scales the
  /// diagram down to its column (``Legibility``, issue 36).
  static let smallestSize = 10.0
  static let smallSize = smallestSize
  static let badgeRadius = 8.0
  static let badgeTextSize = smallestSize
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
    if let skipped, !Self.overrideReasons.contains(skipped) { return .skipped }
    return inside == true ? .inside : .outside
  }

  /// Whether hitTest went on to this view's subviews: it said YES (and no override stopped it
  /// first), or an `outsideBounds` override asked them about a point outside it.
  var enteredSubviews: Bool {
    if skipped == "outsideBounds" { return true }
    return inside == true && (skipped == nil || Self.overrideReasons.contains(skipped ?? ""))
  }

  /// A word for the tree and callouts.
  func outcome(_ words: DiagramWords) -> String {
    if skipped == "returns" { return words.returnsOther.filled(returned ?? words.anotherView) }
    if let skipped { return words.skipReason(skipped) }
    return inside == true ? words.inside : words.outside
  }

  /// Reasons a hitTest override gives for an answer it changed after asking (the trace's
  /// `hitTestReturn.reason`), as opposed to views skipped unasked.
  static let overrideReasons: Set<String> = [
    "passThrough", "outsideBounds", "returnsSelf", "returns",
  ]
}

/// The sentences the panels build from the trace's reasons, in the table's language.
extension DiagramWords {
  func skipReason(_ reason: String) -> String {
    switch reason {
    case "hidden": hidden
    case "alpha": nearlyTransparent
    case "userInteraction": interactionOff
    case "passThrough": passThrough
    case "outsideBounds": outsideBounds
    case "returnsSelf": returnsSelf
    case "returnsNil": returnsNil
    default: reason
    }
  }

  func stopReason(_ reason: String) -> String {
    switch reason {
    case "swallowed": stopSwallowed
    case "control": stopControl
    case "scrollView": stopScrollView
    case "end": endOfChain
    default: stopOther.filled(reason)
    }
  }

  func dropReason(_ reason: String) -> String {
    switch reason {
    case "multipleTouch": dropMultipleTouch
    case "exclusiveTouch": dropExclusiveTouch
    case "stoppedScrolling": dropStoppedScrolling
    default: dropOther.filled(reason)
    }
  }

  /// What a label should add about a view: a scroll offset, a transform ("rotated 45°, scaled
  /// 0.8"), exclusive touch.
  func viewNote(_ o: TraceObject) -> String? {
    var parts: [String] = []
    if o.isExclusiveTouch == true { parts.append(exclusiveTouch) }
    // A nearly invisible view that still takes touches (alpha 0.01 to 1) is a classic surprise.
    if let a = o.alpha, a >= 0.01, a < 1 { parts.append(alphaNote.filled(EventLog.number(a))) }
    if let b = o.bounds, b.x != 0 || b.y != 0 {
      parts.append(offset.filled(EventLog.format(Point(b.x, b.y))))
    }
    if let t = o.transform {
      let degrees = atan2(t.b, t.a) * 180 / .pi
      let sx = (t.a * t.a + t.b * t.b).squareRoot()
      let sy = (t.c * t.c + t.d * t.d).squareRoot()
      if abs(degrees) > 0.01 { parts.append(rotated.filled(EventLog.number(degrees))) }
      if abs(sx - 1) > 0.001 || abs(sy - 1) > 0.001 {
        parts.append(
          abs(sx - sy) < 0.001
            ? scaled.filled(EventLog.number(sx))
            : scaledXY.filled(EventLog.number(sx), EventLog.number(sy)))
      }
      if t.tx != 0 || t.ty != 0 { parts.append(moved.filled(EventLog.format(Point(t.tx, t.ty)))) }
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// Why a view is drawn faded, or nil.
  func fadedReason(_ o: TraceObject) -> String? {
    if o.isHidden == true { return hidden }
    if let a = o.alpha, a < 0.01 { return nearlyTransparent }
    if o.isUserInteractionEnabled == false { return interactionOff }
    return nil
  }
}

extension TraceObject {
  /// The class as the panels name it: an app's own class with the UIKit class it behaves as.
  var panelClassName: String { baseClass.map { "\(self.class): \($0)" } ?? self.class }
}
