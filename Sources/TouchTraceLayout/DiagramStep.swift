import TouchTraceTrace

/// One step of a run as the explorer and the animated diagrams show it: line `number` of the event
/// log, the event it comes from, which diagram it belongs to, and what to highlight there.
public struct DiagramStep: Sendable, Equatable {
  /// How a highlighted object took part; the explorer's CSS class is `hl-` and this name.
  public enum Mark: String, Sendable, Equatable, CaseIterable {
    /// `hitTest` is called on it.
    case visit
    /// `point(inside:)` answered YES / NO.
    case inside, outside
    /// `hitTest` returned nil without asking (hidden, alpha, interaction off).
    case skipped
    /// A `touches…` call that it passed on, and the responder it went to.
    case passed, next
    /// A `touches…` call that stopped at it.
    case stopped
    /// The hit-test view, once the pass has found it.
    case found
    /// Any other call: a recognizer's state, a control event, an action's sender.
    case call
    /// The target of an action or a selection.
    case target
  }

  public struct Highlight: Sendable, Equatable {
    public var object: String
    public var mark: Mark
    public init(object: String, mark: Mark) {
      self.object = object
      self.mark = mark
    }
  }

  /// 1-based: line `number` of `touchtrace log`.
  public var number: Int
  public var line: String
  /// The index of the event in `trace.events`.
  public var event: Int
  /// 0-based: which of the trace's diagrams (`DiagramLayout.diagrams`, one per touch then one per
  /// other event) shows this step; always 0 for a combined diagram.
  public var diagram: Int
  /// The step's own object first, then the others it involves.
  public var highlights: [Highlight]
  /// What happened, in the diagrams' words: "inside", "skipped: hidden", "passed on to vc"…;
  /// empty when the log line says it all.
  public var verdict: String
}

extension DiagramLayout {
  /// Every step of the run, in log order. `combine`: as for a combined diagram (one for all);
  /// verdicts in `words`' language.
  public static func steps(
    for trace: Trace, combine: Bool = false, words: DiagramWords = .en
  ) -> [DiagramStep] {
    let entries = EventLog.entries(of: trace)
    let stories = EventStory.all(in: trace)
    let single = combine || count(for: trace) <= 1
    let touchDiagram = Dictionary(
      trace.touches.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a }
    )
    var current = 0
    // A touch's effects that carry no touch id (a selection, a push after it, a presented
    // alert's dismiss and handler): its diagram, even where none of its own events printed a line
    // before them (an alert's views print nothing).
    let owners = TouchEffects.owners(trace, of: TouchEffects.kinds.union([.change]))
    var steps: [DiagramStep] = []
    for (n, entry) in entries.enumerated() {
      let e = trace.events[entry.event]
      // The events up to the next log line that print nothing: a skip, the hit-test view found.
      let until = n + 1 < entries.count ? entries[n + 1].event : trace.events.count
      let silent = trace.events[(entry.event + 1)..<until]
      if let t = e.touch ?? e.touches?.first ?? owners[entry.event], let d = touchDiagram[t] {
        current = d
      } else if e.kind == .eventSent || e.kind == .responderEvent,
        let s = stories.lastIndex(where: { $0.index <= entry.event })
      {
        current = trace.touches.count + s
      }
      var (highlights, verdict) = what(e, then: silent, words)
      if let found = silent.first(where: { $0.kind == .hitTestView })?.object {
        highlights.append(.init(object: found, mark: .found))
        verdict += (verdict.isEmpty ? "" : " · ") + words.hitTestViewIs.filled(found)
      }
      steps.append(
        DiagramStep(
          number: n + 1, line: entry.line, event: entry.event, diagram: single ? 0 : current,
          highlights: highlights, verdict: verdict))
    }
    return steps
  }

  /// The objects an event involves and the words for what happened.
  private static func what(
    _ e: TraceEvent, then silent: ArraySlice<TraceEvent>, _ w: DiagramWords
  ) -> ([DiagramStep.Highlight], String) {
    let object = e.object ?? ""
    func one(_ mark: DiagramStep.Mark, _ words: String = "") -> ([DiagramStep.Highlight], String) {
      ([.init(object: object, mark: mark)], words)
    }
    switch e.kind {
    case .hitTest:
      // A skip shows as this view's hitTest returning with a reason before anything else is asked.
      if let r = silent.first(where: { $0.kind == .hitTestReturn && $0.object == e.object }),
        let reason = r.reason, !TouchStory.Visit.overrideReasons.contains(reason)
      {
        return one(.skipped, w.stepSkipped.filled(w.skipReason(reason)))
      }
      return one(.visit, w.stepAsks.filled(object))
    case .pointInside:
      return e.inside == true ? one(.inside, w.inside) : one(.outside, w.outside)
    case .touches, .responderEvent:
      if let next = e.passedTo {
        return (
          [.init(object: object, mark: .passed), .init(object: next, mark: .next)],
          w.stepPassedTo.filled(next)
        )
      }
      return one(.stopped, e.reason.map(w.stopReason) ?? "")
    case .action, .select:
      guard let target = e.target else { return one(.call) }
      return ([.init(object: object, mark: .call), .init(object: target, mark: .target)], "")
    default:
      return one(.call)
    }
  }
}
