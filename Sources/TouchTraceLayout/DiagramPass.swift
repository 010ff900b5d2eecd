import TouchTraceTrace

/// One diagram being laid out, top to bottom: the title, then the screen, the view tree (with a
/// magnified detail when the touch needs one) and the responder chain side by side, the timeline,
/// and the legend. Each step appends its items and moves `y` down past them.
struct DiagramPass {
  let trace: Trace
  let story: TouchStory
  let event: EventStory?
  let measure: any TextMeasuring
  let words: DiagramWords
  let margin = Metrics.margin
  let titleStyle = TextStyle(size: Metrics.titleSize, bold: true)
  let subStyle = TextStyle(size: Metrics.subtitleSize, paint: .role(.muted))
  let headingStyle = TextStyle(size: Metrics.headingSize, bold: true)

  var items: [DiagramItem] = []
  var regions: [DiagramRegion] = []
  var screens: [DiagramScreen] = []
  var y: Double
  var width = 0.0

  // The title's lines, which the diagram is at least as wide as.
  var titleLines: [String] = []
  var subtitle: [String] = []
  var warningLines: [String] = []

  // The row of panels: where it starts, and the screen's scale.
  var headingY = 0.0
  var headingHeight = 0.0
  var panelTop = 0.0
  var scale = 1.0
  /// The scene as the screen and the tree show it: as it was when this touch (or event) began.
  var shown: Trace

  var screenSize = Size(0, 0)
  var treeX = 0.0
  var treeWidth = 0.0
  /// How tall the tree's column is, with its detail.
  var middleHeight = 0.0
  var chainSize = Size(0, 0)

  // The legend's marks, by the panel that used them.
  var screenMarks: Set<LegendMark> = []
  var detailMarks: Set<LegendMark> = []
  var chainMarks: Set<LegendMark> = []
  var timelineMarks: Set<LegendMark> = []

  init(
    trace: Trace, story: TouchStory, event: EventStory?, measure: any TextMeasuring,
    words: DiagramWords, shown: Trace
  ) {
    self.trace = trace
    self.story = story
    self.event = event
    self.measure = measure
    self.words = words
    self.shown = shown
    y = Metrics.margin
  }

  /// Title: the scene's title, its file, and what happened to this touch.
  mutating func drawTitle() {
    titleLines = HitMapLayout.wrap(
      trace.title, width: Legibility.widestDiagram - 2 * margin, style: titleStyle,
      measure: measure)
    for line in titleLines {
      items.append(.text(line, at: Point(margin, y), style: titleStyle))
      y += measure.size(of: line, style: titleStyle).height
    }
    y += 4
    let subtitleText =
      event.map { DiagramLayout.eventSubtitle(trace, $0, words) }
      ?? DiagramLayout.subtitleText(trace, story, words)
    // Wrapped at spaces within the widest a diagram is laid out (``Legibility``): a long line
    // would widen the diagram, and shrink every word where DocC scales it to its column.
    let lineWidth = Legibility.widestDiagram - 2 * margin
    subtitle = HitMapLayout.wrap(subtitleText, width: lineWidth, style: subStyle, measure: measure)
    for line in subtitle {
      items.append(.text(line, at: Point(margin, y), style: subStyle))
      y += measure.size(of: line, style: subStyle).height
    }
    y += 18
    // What the answer rests on that the scene could not know (an imported dump's cut lines),
    // under the subtitle, one sentence a line: never a silent guess.
    warningLines = (trace.warnings ?? []).flatMap {
      HitMapLayout.wrap($0, width: lineWidth, style: subStyle, measure: measure)
    }
    if !warningLines.isEmpty {
      y -= 14
      for line in warningLines {
        items.append(.text(line, at: Point(margin, y), style: subStyle))
        y += measure.size(of: line, style: subStyle).height + 2
      }
      y += 14
    }
  }

  /// Where the panels' headings and the panels go, and how much the screen is scaled.
  mutating func placePanels() {
    headingY = y
    headingHeight = measure.size(of: words.screenHeading, style: headingStyle).height + 8
    scale = min(
      Metrics.screenMaxHeight / max(trace.screen.height, 1),
      Metrics.screenMaxWidth / max(trace.screen.width, 1), 1.25)
    panelTop = y + headingHeight
  }

  /// The screen; returns it, for the detail's frame on it.
  mutating func drawScreen() -> ScreenPanel {
    let screen = ScreenPanel(
      trace: shown, story: story, measure: measure, origin: Point(margin, panelTop),
      scale: scale, words: words)
    let screenArea = Rect(
      margin - 10, panelTop - 16, screen.size.width + 20, screen.size.height + 32)
    var placer = LabelPlacer(area: screenArea)
    let (screenItems, marks) = screen.items(placer: &placer)
    items.append(
      .text(
        words.screenHeading.filled(
          EventLog.number(trace.screen.width), EventLog.number(trace.screen.height)),
        at: Point(margin, headingY), style: headingStyle))
    items += screenItems
    regions += screen.regions(.screen)
    screens.append(
      DiagramScreen(
        rect: Rect(screen.origin.x, screen.origin.y, screen.size.width, screen.size.height),
        viewport: screen.viewport))
    screenMarks = marks
    screenSize = screen.size
    return screen
  }

  /// The view tree with the visits: beside the screen, or under it when beside it the diagram
  /// would be wider than its smallest words read at DocC's column (``Legibility``, issue 36).
  mutating func drawTree() {
    treeX = margin + screenSize.width + Metrics.gap
    var treeHeadingY = headingY
    var treeTop = panelTop
    let heading = DiagramLayout.treeHeading(story, words)
    let headingWidth = measure.size(of: heading, style: headingStyle).width
    func panel() -> (TreePanel, [DiagramItem], Size) {
      let tree = TreePanel(
        trace: shown, story: story, measure: measure, origin: Point(treeX + 6, treeTop),
        words: words)
      let (treeItems, treeSize) = tree.items()
      return (tree, treeItems, treeSize)
    }
    var (tree, treeItems, treeSize) = panel()
    if treeX + max(treeSize.width + 12, headingWidth) + margin > Legibility.widestDiagram {
      treeX = margin
      treeHeadingY = panelTop + screenSize.height + 28
      treeTop = treeHeadingY + headingHeight
      (tree, treeItems, treeSize) = panel()
    }
    items.append(.text(heading, at: Point(treeX, treeHeadingY), style: headingStyle))
    items += treeItems
    regions += tree.regions(width: treeSize.width)
    treeWidth = max(treeSize.width + 12, headingWidth)
    middleHeight = treeTop + treeSize.height - panelTop
  }
}
