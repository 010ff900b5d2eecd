import TouchTraceTrace

/// The answer to "why did my tap go there?", for one touch, in plain sentences read from the
/// trace: the view that got it, the path `hitTest` took to it, each view under the finger that it
/// passed over and why, what then took the touch, and what the input could not say that could
/// change the answer. `touchtrace log --why` and `import --tap` print it; `--format json` writes
/// it as it is here (issue 36).
public struct TouchAnswer: Sendable, Equatable, Codable {
  /// A view as the reader finds it again: its id, class, address (an imported view's, to `po` in
  /// the debugger) and the text it shows.
  public struct ViewName: Sendable, Equatable, Codable {
    public var id: String
    public var `class`: String
    public var address: String?
    public var text: String?
  }

  /// A view under the finger that did not get the touch, and why, in one clause.
  public struct PassedOver: Sendable, Equatable, Codable {
    public var view: ViewName
    public var reason: String
  }

  /// 1-based, in the trace's order of touches.
  public var touch: Int
  /// "tap", "press 0.8 s", "drag".
  public var gesture: String
  public var location: Point
  /// The hit-test view; nil when no view took the touch.
  public var view: ViewName?
  /// Why the hit-test view may be a surprise: nearly invisible, yet at or above UIKit's 0.01.
  public var note: String?
  /// The ids from the window down to the hit-test view.
  public var path: [String]
  public var passedOver: [PassedOver]
  /// What took the touch after hit-testing, one sentence each: the responders it reached, a
  /// control's events and actions, a recognizer that recognized it, what it changed.
  public var took: [String]
  /// What the input could not say that could change the answer; empty when the scene says it all.
  public var unknown: [String]

  /// One answer per touch of the trace, in order.
  public static func answers(of trace: Trace) -> [TouchAnswer] {
    trace.touches.map { touch in
      // The screen as this touch found it, as its diagram draws it: a pushed controller's view
      // in the window, a scrolled list's rows where they now are (with the scene's first state,
      // a tap on a pushed screen had no path and a scrolled row was "covered" by another).
      let index = TraceIndex(ScreenState.trace(trace, before: touch.id))
      return answer(TouchStory(trace: trace, touch: touch), trace, index)
    }
  }

  private static func answer(_ story: TouchStory, _ trace: Trace, _ index: TraceIndex)
    -> TouchAnswer
  {
    let location = story.touch.samples.first?.location ?? Point(0, 0)
    let path = story.touch.view.map { index.pathFromWindow(to: $0) } ?? []
    return TouchAnswer(
      touch: story.index, gesture: story.gestureDescription, location: location,
      view: story.touch.view.flatMap { index.name($0) },
      note: story.touch.view.flatMap { faintNote(index.byId[$0]) }, path: path,
      passedOver: PassedOverViews(story: story, index: index, path: path, at: location).all(),
      took: TookTheTouch(story: story, trace: trace).sentences(),
      unknown: unknownSentences(trace, index))
  }

  /// A view below alpha 0.1 looks gone but is not below UIKit's threshold, so it takes touches.
  static func faintNote(_ o: TraceObject?) -> String? {
    guard let alpha = o?.alpha, alpha >= PassedOverViews.alphaThreshold, alpha < 0.1 else {
      return nil
    }
    return "alpha \(alpha): nearly invisible, but not below UIKit's "
      + "\(PassedOverViews.alphaThreshold), so hitTest asks it like any other view"
  }

  /// An imported dump cannot show a control's targets, the window's recognizers, or where a scroll
  /// view was when the tap happened; a trace's own warnings say what else its answer rests on.
  private static func unknownSentences(_ trace: Trace, _ index: TraceIndex) -> [String] {
    let imported = trace.objects.contains { $0.address != nil }
    let dump =
      imported
      ? [
        "the dump cannot show the controls' targets and actions, the window's gesture "
          + "recognizers, or the scroll position at the time of the tap: any of them could "
          + "change this answer"
      ] : []
    return dump + (trace.warnings ?? [])
  }
}

/// Lookups over a trace's objects, built once for all its touches.
struct TraceIndex {
  let trace: Trace
  let byId: [String: TraceObject]
  let order: [String: Int]

  init(_ trace: Trace) {
    self.trace = trace
    byId = Dictionary(trace.objects.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    order = Dictionary(
      trace.objects.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// The view's superviews from its window down, then the view.
  func pathFromWindow(to id: String) -> [String] {
    var out = [id]
    var seen: Set<String> = [id]
    while let up = byId[out[0]]?.superview, seen.insert(up).inserted { out.insert(up, at: 0) }
    return out
  }

  func name(_ id: String) -> TouchAnswer.ViewName? {
    guard let o = byId[id] else { return nil }
    return TouchAnswer.ViewName(
      id: o.id, class: o.panelClassName, address: o.address, text: shownText(o))
  }

  /// The text a view shows: its own, or for a control, that of a label inside it (a button's
  /// title label), two levels down at most. A container's is not its subviews' text.
  private func shownText(_ o: TraceObject, depth: Int = 0) -> String? {
    if let text = [o.text, o.title, o.placeholder].compactMap({ $0 }).first(where: {
      !$0.isEmpty
    }) {
      return text
    }
    guard depth < 2, depth > 0 || o.isEnabled != nil else { return nil }
    return (o.subviews ?? []).lazy.compactMap { self.byId[$0] }.compactMap {
      self.shownText($0, depth: depth + 1)
    }.first
  }
}
