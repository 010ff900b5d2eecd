import TouchTraceTrace

extension DiagramPass {
  /// A magnified detail around the touch when what decides it is too small to see on the screen.
  mutating func drawDetail(under screen: ScreenPanel) {
    guard let viewport = ScreenPanel.detailViewport(shown, story, scale: scale) else { return }
    // A whole magnification, so the heading reads "×3" and the detail stays about 240 pt wide.
    let zoom = max(2, (240 / viewport.width).rounded(.down))
    let side = 240 / zoom
    let square = Rect(viewport.midX - side / 2, viewport.midY - side / 2, side, side)
    let detailHeadingY = panelTop + middleHeight + 24
    let heading = words.detailHeading.filled(EventLog.number(zoom))
    items.append(.text(heading, at: Point(treeX, detailHeadingY), style: headingStyle))
    let detail = ScreenPanel(
      trace: shown, story: story, measure: measure,
      origin: Point(treeX + 6, detailHeadingY + headingHeight),
      scale: zoom, viewport: square, words: words)
    let frame = Rect(detail.origin.x, detail.origin.y, detail.size.width, detail.size.height)
    var detailPlacer = LabelPlacer(area: frame)
    let (detailItems, marks) = detail.items(placer: &detailPlacer)
    items.append(.clipped(.rect(frame, radius: 0), detailItems))
    regions += detail.regions(.detail)
    items.append(
      .shape(.rect(frame, radius: 0), fill: nil, stroke: Stroke(.role(.panelBorder), width: 1.5)))
    // Where the detail is on the screen.
    let corner = screen.map(Point(square.x, square.y))
    items.append(
      .shape(
        .rect(Rect(corner.x, corner.y, square.width * scale, square.height * scale), radius: 0),
        fill: nil,
        stroke: Stroke(.role(.muted), width: 1, dash: [3, 2])))
    detailMarks = marks.union([.detail])
    treeWidth = max(
      treeWidth, detail.size.width + 12, measure.size(of: heading, style: headingStyle).width)
    middleHeight = detailHeadingY + headingHeight + detail.size.height - panelTop
  }

  /// The responder chain (an event's: the responders it was offered to); then the diagram is as
  /// wide as the panels and the title's lines, and `y` is below the tallest panel.
  mutating func drawChain() {
    // Beside the tree; under the screen and the tree when beside them the diagram would be wider
    // than its smallest words read at DocC's column (``Legibility``, issue 36).
    var chainX = treeX + treeWidth + Metrics.gap
    var chainHeadingY = headingY
    var chainTop = panelTop
    var chain = chainPanel(at: Point(chainX, chainTop))
    let chainWidth = max(chain.size.width, 160)
    let widest = Legibility.widestDiagram - margin
    let tooWide = { (x: Double) in x + chainWidth > widest }
    if tooWide(chainX) {
      // Under the tree (and its detail), beside the screen; else under both.
      chainX = tooWide(treeX) ? margin : treeX
      chainHeadingY =
        panelTop + (chainX == margin ? max(screenSize.height, middleHeight) : middleHeight) + 28
      chainTop = chainHeadingY + headingHeight
      chain = chainPanel(at: Point(chainX, chainTop))
    }
    regions += chain.regions
    items.append(.text(words.chainHeading, at: Point(chainX, chainHeadingY), style: headingStyle))
    items += chain.items
    chainMarks = chain.marks
    chainSize = chain.size

    // As wide as the panels, and the title and subtitle.
    let headerWidth =
      (titleLines.map { measure.size(of: $0, style: titleStyle).width }
      + (subtitle + warningLines).map { measure.size(of: $0, style: subStyle).width }).max() ?? 0
    let rowWidth = max(treeX + treeWidth, chainX + max(chainSize.width, 160))
    width = max(rowWidth, margin + headerWidth) + margin
    y = max(panelTop + max(screenSize.height, middleHeight), chainTop + chainSize.height) + 28
  }

  /// The responder chain's panel at `origin` (an event's: the responders it was offered to).
  private func chainPanel(at origin: Point) -> (
    items: [DiagramItem], size: Size, marks: Set<LegendMark>, regions: [DiagramRegion]
  ) {
    if let event {
      let (items, size, regions) = ResponderList(trace: trace, measure: measure, words: words)
        .items(event.entries(trace, words), origin: origin)
      // No finger on an event's screen; its chain's arrows are the chain's own.
      return (items, size, [.eventPassed, .eventNotPassed], regions)
    }
    return ChainPanel(
      trace: trace, story: story, measure: measure, origin: origin, words: words
    ).items()
  }

  /// The timeline, full width, when the touch's outcome is a matter of time; an event's lane.
  mutating func drawTimeline() {
    if let event {
      let (lane, height) = EventTimeline(
        event: event, measure: measure, origin: Point(margin, y), width: width - 2 * margin,
        words: words
      ).items()
      items += lane
      y += height + 28
    } else if TimelinePanel.shows(trace, story),
      let timeline = TimelinePanel(
        trace: trace, story: story, measure: measure, origin: Point(margin, y),
        width: width - 2 * margin, words: words
      ).draw()
    {
      items += timeline.items
      regions += timeline.regions
      timelineMarks = timeline.marks
      width = max(width, timeline.size.width + 2 * margin)
      y += timeline.size.height + 28
    }
  }

  /// The legend: only the marks this diagram uses.
  mutating func drawLegend() {
    let marks = screenMarks.subtracting(event == nil ? [] : [.finger]).union(chainMarks).union(
      detailMarks
    ).union(timelineMarks).union(
      story.visits.map { LegendMark.badge($0.role) }
    )
    .sorted()
    let legend = LegendPanel(
      marks: marks, measure: measure, origin: Point(margin, y), width: width - 2 * margin,
      words: words)
    let (legendItems, legendHeight) = legend.items()
    items += legendItems
    y += legendHeight + margin
  }

  /// The finished diagram, on its background.
  func diagram() -> Diagram {
    Diagram(
      size: Size(width.rounded(.up), y.rounded(.up)),
      items: [
        .shape(
          .rect(Rect(0, 0, width.rounded(.up), y.rounded(.up)), radius: 0),
          fill: .role(.background), stroke: nil)
      ] + items, regions: regions, screens: screens)
  }
}
