/// Compares two traces of the same scene by what they mean, not their bytes: what changed in the
/// scene's views and in what happened to each touch, in words — "touch 1: hit-test view was
/// blueView, is now redView". Empty when the behaviour is the same.
public enum TraceDiff {
  public static func differences(from old: Trace, to new: Trace) -> [String] {
    var out: [String] = []
    func note(_ what: String, _ a: String, _ b: String) {
      if a != b { out.append("\(what) was \(a), is now \(b)") }
    }
    note("the screen", describe(old.screen), describe(new.screen))
    let oldObjects = Dictionary(old.objects.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let newObjects = Dictionary(new.objects.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    for o in old.objects where newObjects[o.id] == nil { out.append("\(o.id) is gone") }
    for o in new.objects where oldObjects[o.id] == nil { out.append("\(o.id) is new") }
    for o in new.objects {
      guard let was = oldObjects[o.id] else { continue }
      for (name, a, b) in fields(was, o) { note("\(o.id): \(name)", a, b) }
    }
    note("the number of touches", String(old.touches.count), String(new.touches.count))
    for (a, b) in zip(old.touches, new.touches) {
      let before = summary(old, a)
      let after = summary(new, b)
      for (name, x) in before {
        note("touch \(a.id): \(name)", x, after.first { $0.0 == name }?.1 ?? "nothing")
      }
    }
    return out
  }

  /// What a reader of a diagram cares about for one object.
  private static func fields(_ a: TraceObject, _ b: TraceObject) -> [(String, String, String)] {
    [
      ("class", a.class, b.class),
      ("frame", a.frame.map(describe) ?? "none", b.frame.map(describe) ?? "none"),
      (
        "frame in the window", a.windowFrame.map(describe) ?? "none",
        b.windowFrame.map(describe) ?? "none"
      ),
      ("superview", a.superview ?? "none", b.superview ?? "none"),
      ("next responder", a.next ?? "none", b.next ?? "none"),
      ("hit area", a.hitArea.map(describe) ?? "none", b.hitArea.map(describe) ?? "none"),
      ("isHidden", flag(a.isHidden), flag(b.isHidden)),
      (
        "isUserInteractionEnabled", flag(a.isUserInteractionEnabled),
        flag(b.isUserInteractionEnabled)
      ),
      ("alpha", a.alpha.map(EventLog.number) ?? "none", b.alpha.map(EventLog.number) ?? "none"),
      ("isEnabled", flag(a.isEnabled), flag(b.isEnabled)),
    ]
  }

  /// A touch's outcome, as named facts: the same names in both traces are compared.
  private static func summary(_ trace: Trace, _ touch: TraceTouch) -> [(String, String)] {
    let mine = trace.events.filter {
      $0.touch == touch.id || $0.touches?.contains(touch.id) == true
    }
    let visits = mine.filter { $0.kind == .hitTest && $0.pass == 1 }.compactMap(\.object)
    let delivered = mine.filter { $0.kind == .touches }.map {
      "\($0.object ?? "?") \($0.phase?.rawValue ?? "")"
    }
    let begin = touch.samples.first?.time ?? 0
    let end = touch.samples.last?.time ?? begin
    let during = trace.events.filter { $0.time >= begin && $0.time <= end }
    let states = during.filter { $0.kind == .recognizerState && $0.state != "possible" }
      .map { "\($0.object ?? "?") \($0.state ?? "")" }
    let controls = during.filter { $0.kind == .controlEvent }.map {
      "\($0.object ?? "?") \($0.controlEvent ?? "")"
    }
    let actions = during.filter { $0.kind == .action }.map {
      "\($0.target ?? "?").\($0.action ?? "")"
    }
    return [
      ("hit-test view", touch.view ?? "none"),
      ("hitTest visit order", list(visits)),
      ("responder chain", list(touch.responderChain)),
      ("delivery", touch.dropped.map { "dropped (\($0))" } ?? "delivered"),
      ("touches calls", list(delivered)),
      ("recognizer states", list(states)),
      ("control events", list(controls)),
      ("actions", list(actions)),
    ]
  }

  private static func list(_ items: [String]) -> String {
    items.isEmpty ? "none" : items.joined(separator: ", ")
  }
  private static func flag(_ b: Bool?) -> String { b.map { $0 ? "true" : "false" } ?? "none" }
  private static func describe(_ s: Size) -> String {
    "\(EventLog.number(s.width)) × \(EventLog.number(s.height))"
  }
  private static func describe(_ r: Rect) -> String {
    "[" + [r.x, r.y, r.width, r.height].map(EventLog.number).joined(separator: ", ") + "]"
  }
  private static func describe(_ h: HitArea) -> String {
    let outline = h.outline.map { " (outline of \($0.map(\.count).reduce(0, +)) points)" } ?? ""
    return (h.rect.map { "\(h.rule.rawValue) \(describe($0))" } ?? h.rule.rawValue) + outline
  }
}
