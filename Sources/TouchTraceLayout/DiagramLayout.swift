import TouchTraceTrace

/// Lays out the diagram of one touch: a title, then the screen, the view tree with the hit-test
/// visits, and the responder chain side by side, the timeline when timing matters, and a legend of
/// the marks used.
public enum DiagramLayout {
  /// One diagram per touch, in order.
  /// How many diagrams `diagrams(for:)` draws: one per touch and per event that is not a touch,
  /// and one for a trace of neither.
  public static func count(for trace: Trace) -> Int {
    max(trace.touches.count + EventStory.all(in: trace).count, 1)
  }

  /// One diagram per touch, in order, then one per event that is not a touch; every word in the
  /// language of `words`.
  public static func diagrams(
    for trace: Trace, measure: any TextMeasuring, words: DiagramWords = .en
  ) -> [Diagram] {
    subjects(of: trace).map {
      layout(trace, story: $0.story, event: $0.event, measure: measure, words: words)
    }
  }

  /// What each diagram is about, in order: each touch, then each event that is not a touch; one
  /// diagram of neither for a trace without both.
  private static func subjects(of trace: Trace) -> [(story: TouchStory?, event: EventStory?)] {
    let events = EventStory.all(in: trace).map { (story: TouchStory?.none, event: Optional($0)) }
    if trace.touches.isEmpty && events.isEmpty { return [(nil, nil)] }
    return trace.touches.map { (TouchStory(trace: trace, touch: $0), nil) } + events
  }

  /// The scene as a diagram shows it: as it was when its touch (or event) began.
  private static func shown(_ trace: Trace, _ story: TouchStory, _ event: EventStory?) -> Trace {
    event.map { ScreenState.trace(trace, beforeEvent: $0.index) }
      ?? ScreenState.trace(trace, before: story.touch.id)
  }

  /// A lower bound of each diagram's height (in `diagrams(for:measure:)`'s order), found without
  /// measuring text or placing anything: the view tree alone takes a row per view hit-testing
  /// entered. A renderer refuses a diagram too tall to draw with it before spending minutes on
  /// the layout of a 100,000-view tree (issue 14).
  public static func minimumHeights(for trace: Trace) -> [(height: Double, treeRows: Int)] {
    subjects(of: trace).map { subject in
      let story = subject.story ?? TouchStory.empty(trace)
      let rows = TreePanel(
        trace: shown(trace, story, subject.event), story: story, measure: NoMeasure(),
        origin: Point(0, 0)
      ).rows().count
      return (Double(rows) * Metrics.rowHeight + 2 * Metrics.margin, rows)
    }
  }

  /// Measures nothing: for counting rows, which needs no text.
  private struct NoMeasure: TextMeasuring {
    func size(of text: String, style: TextStyle) -> Size { Size(0, 0) }
  }

  /// Every touch's diagram stacked in one image.
  public static func combined(
    for trace: Trace, measure: any TextMeasuring, words: DiagramWords = .en
  ) -> Diagram {
    let parts = diagrams(for: trace, measure: measure, words: words)
    var items: [DiagramItem] = []
    var regions: [DiagramRegion] = []
    var screens: [DiagramScreen] = []
    var y = 0.0
    var width = 0.0
    for (i, part) in parts.enumerated() {
      if i > 0 {
        items.append(
          .shape(
            .polyline([Point(Metrics.margin, y), Point(part.size.width - Metrics.margin, y)]),
            fill: nil, stroke: Stroke(.role(.panelBorder), width: 1)))
      }
      items += part.items.map { $0.offset(by: y) }
      regions += part.regions.map { $0.offset(by: y) }
      screens += part.screens.map { $0.offset(by: y) }
      y += part.size.height
      width = max(width, part.size.width)
    }
    return Diagram(size: Size(width, y), items: items, regions: regions, screens: screens)
  }

  static func layout(
    _ trace: Trace, story: TouchStory?, event: EventStory? = nil, measure: any TextMeasuring,
    words: DiagramWords
  ) -> Diagram {
    let story = story ?? TouchStory.empty(trace)
    var pass = DiagramPass(
      trace: trace, story: story, event: event, measure: measure, words: words,
      shown: shown(trace, story, event))
    pass.drawTitle()
    pass.placePanels()
    let screen = pass.drawScreen()
    pass.drawTree()
    pass.drawDetail(under: screen)
    pass.drawChain()
    pass.drawTimeline()
    pass.drawLegend()
    return pass.diagram()
  }

  static func treeHeading(_ story: TouchStory, _ words: DiagramWords) -> String {
    let n = story.visits.count
    if n == 0 { return words.treeHeading }
    return (n == 1 ? words.treeHeadingOneVisit : words.treeHeadingVisits).filled("\(n)")
  }

  /// The device a scene named (`device:`), as product names ("iPhone · iOS 26"), which no
  /// language translates; nil for the standard one.
  static func deviceText(_ trace: Trace) -> String? {
    guard let device = trace.device else { return nil }
    let product = device.userInterfaceIdiom == "pad" ? "iPad" : "iPhone"
    let major = device.systemVersion.split(separator: ".").first.map(String.init) ?? ""
    return "\(product) · iOS \(major)"
  }

  static func eventSubtitle(_ trace: Trace, _ event: EventStory, _ words: DiagramWords) -> String {
    var parts: [String] = []
    if let source = trace.source {
      parts.append(source.split(separator: "/").last.map(String.init) ?? source)
    }
    if let device = deviceText(trace) { parts.append(device) }
    parts.append("\(event.name(words)) · t = \(EventLog.number(event.sent.time)) s")
    let to = event.sent.object ?? "?"
    parts.append(
      event.sent.reason == "firstResponder"
        ? words.sentToFirstResponder.filled(to)
        : words.noFirstResponder.filled(to))
    return parts.joined(separator: " · ")
  }

  static func subtitleText(_ trace: Trace, _ story: TouchStory, _ words: DiagramWords) -> String {
    var parts: [String] = []
    if let source = trace.source {
      parts.append(source.split(separator: "/").last.map(String.init) ?? source)
    }
    if let device = deviceText(trace) { parts.append(device) }
    guard let first = story.touch.samples.first else {
      return (parts + [words.noTouches]).joined(separator: " · ")
    }
    let count = trace.touches.count
    parts.append(count > 1 ? words.touchOf.filled("\(story.index)", "\(count)") : words.oneTouch)
    parts.append(
      words.gestureAt.filled(
        story.gestureDescription(words), EventLog.format(first.location),
        EventLog.number(first.time)))
    parts.append(words.hitTestViewIs.filled(story.touch.view ?? words.none))
    if story.passResults.count == 2 {
      parts.append(
        story.passResults[0] == story.passResults[1]
          ? words.passesSame : words.passesDiffer)
    }
    return parts.joined(separator: " · ")
  }
}

extension TouchStory {
  /// The story of no touch: a scene with no touches still gets its screen and tree drawn.
  static func empty(_ trace: Trace) -> TouchStory {
    TouchStory(
      trace: trace, touch: TraceTouch(id: 0, finger: 0, samples: [], view: nil, responderChain: []))
  }
}

extension DiagramItem {
  func offset(by dy: Double) -> DiagramItem {
    func p(_ q: Point) -> Point { Point(q.x, q.y + dy) }
    func s(_ shape: Shape) -> Shape {
      switch shape {
      case .rect(let r, let radius): .rect(Rect(r.x, r.y + dy, r.width, r.height), radius: radius)
      case .polygon(let ps): .polygon(ps.map(p))
      case .circle(let c, let r): .circle(center: p(c), radius: r)
      case .polyline(let ps): .polyline(ps.map(p))
      }
    }
    switch self {
    case .shape(let shape, let fill, let stroke):
      return .shape(s(shape), fill: fill, stroke: stroke)
    case .text(let t, let at, let style): return .text(t, at: p(at), style: style)
    case .arrow(let ps, let stroke, let head):
      return .arrow(ps.map(p), stroke: stroke, headAtStart: head)
    case .group(let o, let items): return .group(opacity: o, items.map { $0.offset(by: dy) })
    case .clipped(let shape, let items): return .clipped(s(shape), items.map { $0.offset(by: dy) })
    }
  }
}
