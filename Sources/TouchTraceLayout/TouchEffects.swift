import TouchTraceTrace

/// What a touch changed, in words, for the panels that list control events and actions: a control's
/// new value (`isOn → NO`, `selectedSegmentIndex → 2`), a selection
/// (`→ SettingsViewController.didSelectRowAt [0, 3]`), the first responder moving, a view entering
/// or leaving the window (a tab switch).
struct TouchEffect: Equatable {
  var object: String
  var text: String
  /// How many changes of the same property in a row this one stands for (a slider dragged).
  var count = 1
}

enum TouchEffects {
  /// The kinds of event that change what the screen shows.
  static let kinds: Set<TraceEvent.Kind> = [.valueChange, .select, .firstResponder, .hierarchy]

  /// The times that belong to `touch`: from its first sample until the next touch that begins after
  /// it ended. The timeline places events that name no touch by it.
  static func window(_ trace: Trace, _ touch: TraceTouch) -> Range<Double> {
    let start = touch.samples.first?.time ?? 0
    let end = touch.samples.last?.time ?? start
    let limit =
      trace.touches.compactMap { $0.samples.first?.time }.filter { $0 > end }.min() ?? .infinity
    return start..<limit
  }

  /// The events' indices that may belong to `touch`: from its first event (its hit-test pass) to
  /// the first event of the next touch that begins once it has ended. Times alone cannot tell at an
  /// instant where one tap ends and the next begins.
  static func orders(_ trace: Trace, _ touch: TraceTouch) -> Range<Int> {
    func first(_ id: Int) -> Int? {
      trace.events.firstIndex { $0.touch == id || $0.touches?.contains(id) == true }
    }
    // Only a touch that ended at this one's first instant shares it.
    let start = touch.samples.first?.time ?? 0
    let shared = trace.touches.contains { $0.id != touch.id && $0.samples.last?.time == start }
    let from = shared ? first(touch.id) ?? 0 : 0
    let end = touch.samples.last?.time ?? 0
    let next = trace.touches.filter { $0.id != touch.id && ($0.samples.first?.time ?? -1) >= end }
      .compactMap { first($0.id) }.filter { $0 > from }.min()
    return from..<max(from, next ?? trace.events.count)
  }

  /// Which touch caused each effect, by the effect's index in the events: the touch of the last
  /// delivery (`touches` event) before it, or of the last one a recognizer received (a table's
  /// swipe-action pan asks its delegate before any view hears of the touch). Times cannot tell: a
  /// scroll view's held touch arrives when the next tap may already be down, and a selection
  /// comes after the finger lifts.
  static func owners(_ trace: Trace, of kinds: Set<TraceEvent.Kind> = kinds) -> [Int: Int] {
    var owners: [Int: Int] = [:]
    var last: Int?
    for (i, e) in trace.events.enumerated() {
      if e.kind == .touches || e.kind == .recognizerTouches, let t = e.touches?.first { last = t }
      if kinds.contains(e.kind), let last { owners[i] = last }
    }
    return owners
  }

  /// The table and collection cells `touch` highlighted (UIKit highlights the cell under a finger
  /// while it is down, after the scroll view's content-touch delay): the screen draws them so.
  static func highlightedCells(_ trace: Trace, touch: TraceTouch) -> Set<String> {
    let owners = owners(trace, of: [.highlight])
    var out: Set<String> = []
    for (i, e) in trace.events.enumerated() where owners[i] == touch.id && e.highlighted == true {
      if let o = e.object.flatMap(trace.object), isCell(o) { out.insert(o.id) }
    }
    return out
  }

  static func isCell(_ o: TraceObject) -> Bool {
    [.tableCell, .collectionCell].contains(ViewGlyphs.glyph(o))
  }

  /// The touch's effects in order, repeated changes of one property merged into the last value.
  static func of(_ trace: Trace, touch: TraceTouch, words: DiagramWords) -> [TouchEffect] {
    let owners = owners(trace)
    var out: [TouchEffect] = []
    var lastProperty: [String: String] = [:]
    for (i, e) in trace.events.enumerated() where owners[i] == touch.id {
      guard let object = e.object, let text = text(e, words) else { continue }
      if e.kind == .valueChange, let property = e.property, lastProperty[object] == property,
        !isBoolean(property),
        let i = out.lastIndex(where: { $0.object == object })
      {
        out[i].text = text
        out[i].count += 1
        continue
      }
      lastProperty[object] = e.kind == .valueChange ? e.property : nil
      out.append(TouchEffect(object: object, text: text))
    }
    return out
  }

  /// Cocoa names a Boolean property `isX` (Apple, "Coding Guidelines for Cocoa: Naming
  /// Properties"): `isOn`, `isRefreshing`. Its changes read YES / NO, and each stays on its own
  /// (a refresh's YES then NO is two changes, not the last value twice).
  static func isBoolean(_ property: String) -> Bool {
    property.count > 2 && property.hasPrefix("is") && property.dropFirst(2).first!.isUppercase
  }

  /// A selection's detail as the log prints it (`to [0, 3] returns [0, 2]`), its two words in
  /// the diagram's language.
  static func selectionDetail(_ detail: String, _ words: DiagramWords) -> String {
    detail.split(separator: " ", omittingEmptySubsequences: false).map { token in
      switch token {
      case "to": words.selectionTo
      case "returns": words.selectionReturns
      default: String(token)
      }
    }.joined(separator: " ")
  }

  /// One event's effect in words, or nil when it is not an effect.
  static func text(_ e: TraceEvent, _ words: DiagramWords) -> String? {
    switch e.kind {
    case .valueChange:
      guard let property = e.property, let value = e.value else { return nil }
      let shown = isBoolean(property) ? (value != 0 ? "YES" : "NO") : EventLog.number(value)
      return "\(property) → \(shown)"
    case .select:
      let path = "[" + (e.indexPath ?? []).map(String.init).joined(separator: ", ") + "]"
      let method = e.method ?? "didSelect"
      // What else the log line says: a move's destination, a delegate's answer ("to [0, 1]
      // returns [0, 2]", "returns nil").
      let rest = e.other.map { " " + selectionDetail($0, words) } ?? ""
      return "→ " + (e.target.map { "\($0)." } ?? "") + method + " " + path + rest
    case .firstResponder:
      return e.method
    case .hierarchy:
      return e.superview.map { words.movesInto.filled($0) } ?? words.leavesWindow
    case .change:
      // The app's own change, in UIKit's words.
      switch e.method {
      case "set": return e.property.map { "\($0) = \(e.assigned ?? "?")" }
      case "addSubview", "insertSubview": return e.superview.map { words.addedTo.filled($0) }
      case "removeFromSuperview": return "removeFromSuperview"
      // As the log says it: the presenter names what it dismissed.
      case "dismiss": return "dismiss" + (e.other.map { " \($0)" } ?? "")
      case "popViewController", "popToRootViewController", "pushViewController", "present":
        return (e.method ?? "") + (e.other.map { " \($0)" } ?? "")
      // A context menu opened or closed; a menu's or an alert's action chosen.
      case "willDisplayMenu", "dismissMenu": return e.method
      case "handler": return e.action.map { "handler \($0)" }
      case "setEditing": return e.assigned.map { "setEditing \($0)" }
      default: return nil
      }
    default:
      return nil
    }
  }
}
