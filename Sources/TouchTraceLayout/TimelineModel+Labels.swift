import TouchTraceTrace

/// How the timeline's marks are named and coloured: which repeated marks merge, a recognizer
/// state's colour, a delegate method's short name.
extension TimelineModel {
  /// What a repeated mark has in common with the marks it repeats: an action's or a control
  /// event's label, a value change's property; nil for marks that never merge.
  static func repeatKey(_ mark: Mark) -> String? {
    guard let label = mark.label else { return nil }
    switch mark.glyph {
    case .action, .controlEvent: return "\(mark.glyph) \(label)"
    case .effect:
      // `value → 0.5`: the property before the arrow; a Boolean's changes each keep their mark.
      guard let arrow = label.firstRange(of: " → "),
        !TouchEffects.isBoolean(String(label[..<arrow.lowerBound]))
      else { return nil }
      return "effect " + label[..<arrow.lowerBound]
    default: return nil
    }
  }

  static func role(ofState state: String) -> Role {
    switch state {
    case "began", "changed": .chain
    case "recognized", "ended": .inside
    case "failed": .outside
    case "cancelled": .stop
    default: .muted
    }
  }

  /// `gestureRecognizerShouldBegin` → `shouldBegin`; `gestureRecognizer(_:shouldReceive:)` →
  /// `shouldReceive`.
  static func shortMethod(_ method: String) -> String {
    let words = method.split(whereSeparator: { "(:)".contains($0) }).map(String.init)
    // An Objective-C selector (`didSelectRow:inComponent:`) is named by its first part; Swift's
    // `gestureRecognizer(_:shouldReceive:)` by its last label.
    var name =
      method.contains("(")
      ? words.last { $0 != "_" && $0 != "gestureRecognizer" } ?? method : words.first ?? method
    if name.hasPrefix("gestureRecognizer"), name.count > "gestureRecognizer".count {
      name = String(name.dropFirst("gestureRecognizer".count))
      name = name.prefix(1).lowercased() + name.dropFirst()
    }
    return name
  }
}
