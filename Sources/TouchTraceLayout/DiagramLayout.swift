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
      y += part.size.height
      width = max(width, part.size.width)
    }
    return Diagram(size: Size(width, y), items: items, regions: regions)
  }

  static func layout(
    _ trace: Trace, story: TouchStory?, event: EventStory? = nil, measure: any TextMeasuring,
    words: DiagramWords
  ) -> Diagram {
    let story = story ?? TouchStory.empty(trace)
    var items: [DiagramItem] = []
    var regions: [DiagramRegion] = []
    let m = Metrics.margin

    // Title: the scene's title, its file, and what happened to this touch.
    let titleStyle = TextStyle(size: Metrics.titleSize, bold: true)
    let subStyle = TextStyle(size: Metrics.subtitleSize, paint: .role(.muted))
    var y = m
    items.append(.text(trace.title, at: Point(m, y), style: titleStyle))
    y += measure.size(of: trace.title, style: titleStyle).height + 4
    let subtitle =
      event.map { eventSubtitle(trace, $0, words) } ?? subtitleText(trace, story, words)
    items.append(.text(subtitle, at: Point(m, y), style: subStyle))
    y += measure.size(of: subtitle, style: subStyle).height + 18
    // What the answer rests on that the scene could not know (an imported dump's cut lines),
    // under the subtitle, one sentence a line: never a silent guess.
    let warningLines = trace.warnings ?? []
    if !warningLines.isEmpty {
      y -= 14
      for line in warningLines {
        items.append(.text(line, at: Point(m, y), style: subStyle))
        y += measure.size(of: line, style: subStyle).height + 2
      }
      y += 14
    }

    let headingStyle = TextStyle(size: Metrics.headingSize, bold: true)
    let headingHeight = measure.size(of: words.screenHeading, style: headingStyle).height + 8
    let scale = min(
      Metrics.screenMaxHeight / max(trace.screen.height, 1),
      Metrics.screenMaxWidth / max(trace.screen.width, 1), 1.25)
    let panelTop = y + headingHeight
    // The screen and the tree show the views as they were when this touch (or event) began.
    let shown = Self.shown(trace, story, event)

    // The screen.
    let screen = ScreenPanel(
      trace: shown, story: story, measure: measure, origin: Point(m, panelTop), scale: scale,
      words: words)
    let screenArea = Rect(m - 10, panelTop - 16, screen.size.width + 20, screen.size.height + 32)
    var placer = LabelPlacer(area: screenArea)
    let (screenItems, screenMarks) = screen.items(placer: &placer)
    items.append(
      .text(
        words.screenHeading.filled(
          EventLog.number(trace.screen.width), EventLog.number(trace.screen.height)),
        at: Point(m, y), style: headingStyle))
    items += screenItems
    regions += screen.regions(.screen)

    // The view tree with the visits.
    let treeX = m + screen.size.width + Metrics.gap
    let tree = TreePanel(
      trace: shown, story: story, measure: measure, origin: Point(treeX + 6, panelTop),
      words: words)
    let (treeItems, treeSize) = tree.items()
    items.append(.text(treeHeading(story, words), at: Point(treeX, y), style: headingStyle))
    items += treeItems
    regions += tree.regions(width: treeSize.width)
    var treeWidth = max(
      treeSize.width + 12, measure.size(of: treeHeading(story, words), style: headingStyle).width)
    var middleHeight = treeSize.height
    var detailMarks: Set<LegendMark> = []

    // A magnified detail around the touch when what decides it is too small to see on the screen.
    if let viewport = ScreenPanel.detailViewport(shown, story, scale: scale) {
      // A whole magnification, so the heading reads "×3" and the detail stays about 240 pt wide.
      let zoom = max(2, (240 / viewport.width).rounded(.down))
      let side = 240 / zoom
      let viewport = Rect(viewport.midX - side / 2, viewport.midY - side / 2, side, side)
      let headingY = panelTop + treeSize.height + 24
      let heading = words.detailHeading.filled(EventLog.number(zoom))
      items.append(.text(heading, at: Point(treeX, headingY), style: headingStyle))
      let detail = ScreenPanel(
        trace: shown, story: story, measure: measure,
        origin: Point(treeX + 6, headingY + headingHeight),
        scale: zoom, viewport: viewport, words: words)
      let frame = Rect(detail.origin.x, detail.origin.y, detail.size.width, detail.size.height)
      var detailPlacer = LabelPlacer(area: frame)
      let (detailItems, marks) = detail.items(placer: &detailPlacer)
      items.append(.clipped(.rect(frame, radius: 0), detailItems))
      regions += detail.regions(.detail)
      items.append(
        .shape(.rect(frame, radius: 0), fill: nil, stroke: Stroke(.role(.panelBorder), width: 1.5)))
      // Where the detail is on the screen.
      let a = screen.map(Point(viewport.x, viewport.y))
      items.append(
        .shape(
          .rect(Rect(a.x, a.y, viewport.width * scale, viewport.height * scale), radius: 0),
          fill: nil,
          stroke: Stroke(.role(.muted), width: 1, dash: [3, 2])))
      detailMarks = marks.union([.detail])
      treeWidth = max(
        treeWidth, detail.size.width + 12, measure.size(of: heading, style: headingStyle).width)
      middleHeight = headingY + headingHeight + detail.size.height - panelTop
    }

    // The responder chain.
    let chainX = treeX + treeWidth + Metrics.gap
    let chain = ChainPanel(
      trace: trace, story: story, measure: measure, origin: Point(chainX, panelTop), words: words)
    var (chainItems, chainSize, chainMarks, chainRegions) = chain.items()
    if let event {
      (chainItems, chainSize, chainRegions) = ResponderList(
        trace: trace, measure: measure, words: words
      )
      .items(event.entries(trace, words), origin: Point(chainX, panelTop))
      // No finger on an event's screen; its chain's arrows are the chain's own.
      chainMarks = [.eventPassed, .eventNotPassed]
    }
    regions += chainRegions
    items.append(.text(words.chainHeading, at: Point(chainX, y), style: headingStyle))
    items += chainItems

    // As wide as the panels, and the title and subtitle.
    let headerWidth =
      ([trace.title] + [subtitle] + warningLines).enumerated().map {
        measure.size(of: $0.element, style: $0.offset == 0 ? titleStyle : subStyle).width
      }.max() ?? 0
    var width = max(chainX + max(chainSize.width, 160), m + headerWidth) + m
    y = panelTop + max(screen.size.height, middleHeight, chainSize.height) + 28

    // The timeline, full width, when the touch's outcome is a matter of time; an event's lane.
    var timelineMarks: Set<LegendMark> = []
    if let event {
      let (lane, height) = EventTimeline(
        event: event, measure: measure, origin: Point(m, y), width: width - 2 * m, words: words
      ).items()
      items += lane
      y += height + 28
    } else if TimelinePanel.shows(trace, story),
      let timeline = TimelinePanel(
        trace: trace, story: story, measure: measure, origin: Point(m, y), width: width - 2 * m,
        words: words
      ).draw()
    {
      items += timeline.items
      regions += timeline.regions
      timelineMarks = timeline.marks
      width = max(width, timeline.size.width + 2 * m)
      y += timeline.size.height + 28
    }

    // The legend: only the marks this diagram uses.
    let marks = screenMarks.subtracting(event == nil ? [] : [.finger]).union(chainMarks).union(
      detailMarks
    ).union(timelineMarks).union(
      story.visits.map { LegendMark.badge($0.role) }
    )
    .sorted()
    let legend = LegendPanel(
      marks: marks, measure: measure, origin: Point(m, y), width: width - 2 * m, words: words)
    let (legendItems, legendHeight) = legend.items()
    items += legendItems
    y += legendHeight + m

    return Diagram(
      size: Size(width.rounded(.up), y.rounded(.up)),
      items: [
        .shape(
          .rect(Rect(0, 0, width.rounded(.up), y.rounded(.up)), radius: 0),
          fill: .role(.background), stroke: nil)
      ] + items, regions: regions)
  }

  static func treeHeading(_ story: TouchStory, _ words: DiagramWords) -> String {
    let n = story.visits.count
    if n == 0 { return words.treeHeading }
    return (n == 1 ? words.treeHeadingOneVisit : words.treeHeadingVisits).filled("\(n)")
  }

  static func eventSubtitle(_ trace: Trace, _ event: EventStory, _ words: DiagramWords) -> String {
    var parts: [String] = []
    if let source = trace.source {
      parts.append(source.split(separator: "/").last.map(String.init) ?? source)
    }
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
