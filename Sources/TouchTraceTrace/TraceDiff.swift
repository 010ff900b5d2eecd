/// Compares two traces of the same scene by what they mean, not their bytes: what changed in the
/// scene's views and in what happened to each touch, in words — "touch 1: hit-test view was
/// blueView, is now redView". Empty when the behaviour is the same.
public enum TraceDiff {
  /// The differences, most meaningful first, so the first one is the line to show: what the
  /// touches did (hit-test view, responder chain, delivery, recognizers, controls), then which
  /// objects exist and how they are linked, then their state, and geometry last: a frame that
  /// moved is usually the cause, and the changed hit-test view the effect a reader cares about.
  public static func differences(from old: Trace, to new: Trace) -> [String] {
    var out: [(rank: Rank, text: String)] = []
    func note(_ rank: Rank, _ what: String, _ a: String, _ b: String) {
      if a != b { out.append((rank, "\(what) was \(a), is now \(b)")) }
    }
    note(.geometry, "the screen", describe(old.screen), describe(new.screen))
    let oldObjects = Dictionary(old.objects.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let newObjects = Dictionary(new.objects.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    for o in old.objects where newObjects[o.id] == nil {
      out.append((.structure, "\(o.id) is gone"))
    }
    for o in new.objects where oldObjects[o.id] == nil {
      out.append((.structure, "\(o.id) is new"))
    }
    for o in new.objects {
      guard let was = oldObjects[o.id] else { continue }
      for (rank, name, a, b) in fields(was, o) { note(rank, "\(o.id): \(name)", a, b) }
    }
    note(.touches, "the number of touches", String(old.touches.count), String(new.touches.count))
    for (a, b) in zip(old.touches, new.touches) {
      let before = summary(old, a)
      let after = summary(new, b)
      for (rank, name, x) in before {
        note(rank, "touch \(a.id): \(name)", x, after.first { $0.1 == name }?.2 ?? "nothing")
      }
    }
    // Stable: within a rank, the order above (object by object, touch by touch).
    return out.enumerated()
      .sorted { ($0.element.rank.rawValue, $0.offset) < ($1.element.rank.rawValue, $1.offset) }
      .map(\.element.text)
  }

  /// How much a kind of difference says about behaviour; lower comes first.
  enum Rank: Int {
    case touches, hitTestView, responderChain, delivery, recognizers, controls, visitOrder
    case structure, state, geometry
  }

  /// What a reader of a diagram cares about for one object.
  private static func fields(_ a: TraceObject, _ b: TraceObject) -> [(Rank, String, String, String)]
  {
    [
      (.structure, "class", a.class, b.class),
      (.geometry, "frame", a.frame.map(describe) ?? "none", b.frame.map(describe) ?? "none"),
      (
        .geometry, "frame in the window", a.windowFrame.map(describe) ?? "none",
        b.windowFrame.map(describe) ?? "none"
      ),
      (.structure, "superview", a.superview ?? "none", b.superview ?? "none"),
      (.structure, "next responder", a.next ?? "none", b.next ?? "none"),
      (
        .geometry, "hit area", a.hitArea.map(describe) ?? "none", b.hitArea.map(describe) ?? "none"
      ),
      (.state, "isHidden", flag(a.isHidden), flag(b.isHidden)),
      (
        .state, "isUserInteractionEnabled", flag(a.isUserInteractionEnabled),
        flag(b.isUserInteractionEnabled)
      ),
      (
        .state, "alpha", a.alpha.map(EventLog.number) ?? "none",
        b.alpha.map(EventLog.number) ?? "none"
      ),
      (.state, "isEnabled", flag(a.isEnabled), flag(b.isEnabled)),
    ]
  }

  /// A touch's outcome, as named facts: the same names in both traces are compared.
  private static func summary(_ trace: Trace, _ touch: TraceTouch) -> [(Rank, String, String)] {
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
      (.hitTestView, "hit-test view", touch.view ?? "none"),
      (.visitOrder, "hitTest visit order", list(visits)),
      (.responderChain, "responder chain", list(touch.responderChain)),
      (.delivery, "delivery", touch.dropped.map { "dropped (\($0))" } ?? "delivered"),
      (.delivery, "touches calls", list(delivered)),
      (.recognizers, "recognizer states", list(states)),
      (.controls, "control events", list(controls)),
      (.controls, "actions", list(actions)),
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
