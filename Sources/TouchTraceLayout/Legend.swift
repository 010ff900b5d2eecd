import TouchTraceTrace

/// The marks a diagram can use; its legend explains exactly those it used.
enum LegendMark: Hashable, Comparable {
  case badge(Role)
  case hitView, detail, hitArea, hitAreaAlways, faded, clipped, finger, otherFinger, passed,
    notPassed, stop,
    controlEvent, effect, sceneChange, stackView, touchWindow, performs, eventPassed, eventNotPassed
  /// The timeline's marks.
  case timeline(TimelineMark)

  /// Every mark in the order the legend lists them. Sets of marks are sorted by this, so the
  /// order never depends on Set's per-process hashing.
  static let listed: [LegendMark] = panels + TimelineMark.allCases.map(LegendMark.timeline)

  private static let panels: [LegendMark] = [
    .badge(.inside), .badge(.outside), .badge(.skipped), .hitView, .finger, .otherFinger, .hitArea,
    .hitAreaAlways, .detail, .faded, .clipped, .passed, .notPassed, .stop, .controlEvent, .effect,
    .sceneChange, .stackView, .touchWindow, .performs, .eventPassed, .eventNotPassed,
  ]

  private var order: Int { Self.listed.firstIndex(of: self) ?? Self.listed.count }

  static func < (a: LegendMark, b: LegendMark) -> Bool { a.order < b.order }

  func text(_ w: DiagramWords) -> String {
    switch self {
    case .badge(.inside): w.legendInside
    case .badge(.outside): w.legendOutside
    case .badge: w.legendSkipped
    case .hitView: w.legendHitView
    case .finger: w.legendFinger
    case .otherFinger: w.legendOtherFinger
    case .hitArea: w.legendHitArea
    case .hitAreaAlways: w.legendHitAreaAlways
    case .detail: w.legendDetail
    case .faded: w.legendFaded
    case .clipped: w.legendClipped
    case .passed: w.legendPassed
    case .notPassed: w.legendNotPassed
    case .eventPassed: w.legendEventPassed
    case .eventNotPassed: w.legendEventNotPassed
    case .stop: w.legendStop
    case .controlEvent: w.legendControlEvent
    case .effect: w.legendEffect
    case .sceneChange: w.legendSceneChange
    case .stackView: w.legendStackView
    case .touchWindow: w.legendTouchWindow
    case .performs: w.legendPerforms
    case .timeline(let mark): mark.text(w)
    }
  }

  /// A 24×16 sample of the mark, with its top-left at `corner`.
  func glyph(at corner: Point) -> [DiagramItem] {
    let mid = Point(corner.x + 12, corner.y + 8)
    switch self {
    case .badge(let role): return ScreenPanel.badge(number: 1, role: role, center: mid)
    case .touchWindow, .performs, .hitView, .hitArea, .detail, .hitAreaAlways, .faded, .clipped,
      .stackView:
      return outlineGlyph(at: corner)
    case .finger:
      return [
        .shape(
          .circle(center: mid, radius: 7), fill: .role(.fingerFill),
          stroke: Stroke(.role(.finger), width: 2)),
        .shape(.circle(center: mid, radius: 2), fill: .role(.finger), stroke: nil),
      ]
    case .otherFinger:
      return [
        .shape(
          .circle(center: mid, radius: 7), fill: nil,
          stroke: Stroke(.role(.muted), width: 1.5, dash: [3, 2]))
      ]
    case .passed, .eventPassed:
      return [
        .arrow(
          [Point(corner.x, mid.y), Point(corner.x + 24, mid.y)],
          stroke: Stroke(.role(.chain), width: 2), headAtStart: false)
      ]
    case .notPassed, .eventNotPassed:
      return [
        .arrow(
          [Point(corner.x, mid.y), Point(corner.x + 24, mid.y)],
          stroke: Stroke(.role(.faint), width: 1.2, dash: [4, 3]), headAtStart: false)
      ]
    case .stop, .controlEvent: return symbolGlyph(at: mid)
    case .effect: return TimelinePanel.glyph(.effect, at: mid)
    case .sceneChange: return TimelinePanel.glyph(.sceneChange, at: mid)
    case .timeline(let mark): return mark.glyph(mid: mid)
    }
  }

  /// The marks drawn as a box around a view: a box as the screen outlines it.
  private func outlineGlyph(at corner: Point) -> [DiagramItem] {
    // Two sizes of box: most fill the sample; a few sit a point further in.
    let wide = Rect(corner.x + 1, corner.y + 1, 22, 14)
    let narrow = Rect(corner.x + 2, corner.y + 2, 20, 12)
    func box(_ rect: Rect, radius: Double = 0, fill: Paint? = nil, _ stroke: Stroke)
      -> [DiagramItem]
    {
      [.shape(.rect(rect, radius: radius), fill: fill, stroke: stroke)]
    }
    switch self {
    case .touchWindow: return box(wide, Stroke(.role(.accent), width: 2, dash: [8, 4]))
    case .performs: return box(wide, radius: 4, Stroke(.role(.accent), width: 2.5))
    case .hitView: return box(narrow, Stroke(.role(.accent), width: 3))
    case .hitArea:
      return box(
        wide, fill: .role(.hitAreaFill), Stroke(.role(.hitArea), width: 1.5, dash: [4, 3]))
    case .detail: return box(narrow, Stroke(.role(.muted), width: 1, dash: [3, 2]))
    case .hitAreaAlways: return box(narrow, Stroke(.role(.hitArea), width: 2, dash: [6, 3]))
    case .faded:
      return [
        .group(
          opacity: 0.35,
          box(narrow, fill: .role(.muted), Stroke(.role(.muted), width: 1, dash: [3, 2])))
      ]
    case .clipped: return box(narrow, Stroke(.role(.muted), width: 1))
    case .stackView: return box(narrow, Stroke(.role(.muted), width: 1.2, dash: [5, 3]))
    default: return []
    }
  }

  /// The marks drawn as a symbol: the stop's cross on a red dot, a control event's arrow.
  private func symbolGlyph(at mid: Point) -> [DiagramItem] {
    if self == .stop {
      return [
        .shape(.circle(center: mid, radius: 6), fill: .role(.stop), stroke: nil),
        .text(
          "×", at: mid,
          style: TextStyle(
            size: 10, bold: true, paint: .role(.badgeText), alignment: .center, middle: true)),
      ]
    }
    return [
      .text(
        "→", at: Point(mid.x, mid.y),
        style: TextStyle(
          size: 12, bold: true, paint: .role(.chain), alignment: .center, middle: true))
    ]
  }
}

/// The legend: a glyph and a sentence per mark, flowing in columns across `width`.
struct LegendPanel {
  let marks: [LegendMark]
  let measure: any TextMeasuring
  let origin: Point
  let width: Double
  var words = DiagramWords.en

  func items() -> (items: [DiagramItem], height: Double) {
    let style = TextStyle(size: Metrics.smallSize + 0.5, paint: .role(.text), middle: true)
    let heading = TextStyle(size: Metrics.headingSize, bold: true)
    var items: [DiagramItem] = [.text(words.legendHeading, at: origin, style: heading)]
    let top = origin.y + measure.size(of: words.legendHeading, style: heading).height + 8
    let entryWidths = marks.map { 24 + 8 + measure.size(of: $0.text(words), style: style).width }
    let column = (entryWidths.max() ?? 0) + 24
    let columns = max(1, Int(saturating: width / column))
    for (i, mark) in marks.enumerated() {
      let x = origin.x + Double(i % columns) * column
      let y = top + Double(i / columns) * 22
      items += mark.glyph(at: Point(x, y))
      items.append(.text(mark.text(words), at: Point(x + 32, y + 8), style: style))
    }
    let rows = (marks.count + columns - 1) / columns
    return (items, top - origin.y + Double(rows) * 22)
  }
}
