import TouchTraceTrace

/// The screen: the window to scale, each view at its frame in its colour (faded when hit-testing
/// skips it), hit areas, numbered hit-test badges, the hit-test view outlined, and the finger.
struct ScreenPanel {
  let trace: Trace
  let story: TouchStory
  let measure: any TextMeasuring
  let origin: Point
  let scale: Double

  var size: Size { Size(trace.screen.width * scale, trace.screen.height * scale) }

  func map(_ p: Point) -> Point { Point(origin.x + p.x * scale, origin.y + p.y * scale) }

  func outline(_ o: TraceObject) -> Shape {
    if let corners = o.windowCorners { return .polygon(corners.map(map)) }
    let f = o.windowFrame ?? Rect(0, 0, 0, 0)
    return .rect(
      Rect(origin.x + f.x * scale, origin.y + f.y * scale, f.width * scale, f.height * scale),
      radius: 0)
  }

  func box(_ o: TraceObject) -> Rect {
    let f = o.windowFrame ?? Rect(0, 0, 0, 0)
    return Rect(origin.x + f.x * scale, origin.y + f.y * scale, f.width * scale, f.height * scale)
  }

  /// Draws the panel; `placer` keeps its labels apart. Returns the items and the legend marks used.
  func items(placer: inout LabelPlacer) -> (items: [DiagramItem], marks: Set<LegendMark>) {
    var marks: Set<LegendMark> = [.finger]
    let views = trace.objects.filter {
      ($0.role == .view || $0.role == .window) && $0.inWindow == true
    }
    let byID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var faded: [String: String] = [:]
    for v in views {
      if let reason = Words.fadedReason(v) ?? v.superview.flatMap({ faded[$0] }) {
        faded[v.id] = reason
      }
    }

    // The views, back to front; a view that clips to its bounds clips its subtree.
    var items: [DiagramItem] = []
    items.append(
      .shape(
        .rect(Rect(origin.x, origin.y, size.width, size.height), radius: 0),
        fill: .role(.background), stroke: nil))
    items += drawTree(views.first, byID: byID, faded: faded, marks: &marks)
    items.append(
      .shape(
        .rect(Rect(origin.x, origin.y, size.width, size.height), radius: 0), fill: nil,
        stroke: Stroke(.role(.panelBorder), width: 1.5)))

    // Hit areas that overrides of point(inside:) accept.
    for v in views {
      guard let area = v.hitArea else { continue }
      switch area.rule {
      case .rect:
        guard let corners = area.windowCorners else { continue }
        items.append(
          .shape(
            .polygon(corners.map(map)), fill: .role(.hitAreaFill),
            stroke: Stroke(.role(.hitArea), width: 1.5, dash: [4, 3])))
        marks.insert(.hitArea)
      case .always, .never:
        items.append(
          .shape(outline(v), fill: nil, stroke: Stroke(.role(.hitArea), width: 2, dash: [6, 3])))
        marks.insert(.hitAreaAlways)
      }
    }

    // The view the pass returned, outlined strongly.
    if let hit = story.touch.view, let o = byID[hit] {
      items.append(.shape(outline(o), fill: nil, stroke: Stroke(.role(.accent), width: 3)))
      marks.insert(.hitView)
    }

    // The finger and its path.
    items += finger(placer: &placer)

    // Badges and labels, frontmost views first so the views people tapped get the best spots.
    for v in views.reversed() {
      items += tag(for: v, faded: faded[v.id], placer: &placer, marks: &marks)
    }
    return (items, marks)
  }

  private func drawTree(
    _ root: TraceObject?, byID: [String: TraceObject], faded: [String: String],
    marks: inout Set<LegendMark>
  ) -> [DiagramItem] {
    guard let root else { return [] }
    // Iterative depth-first walk: deep scenes must not overflow the stack.
    var out: [DiagramItem] = []
    var stack: [(TraceObject, Int)] = [(root, 0)]
    var clipDepth: [(shape: Shape, items: [DiagramItem], depth: Int)] = []
    func emit(_ item: DiagramItem) {
      if clipDepth.isEmpty {
        out.append(item)
      } else {
        clipDepth[clipDepth.count - 1].items.append(item)
      }
    }
    func closeClips(above depth: Int) {
      while let last = clipDepth.last, last.depth >= depth {
        clipDepth.removeLast()
        emit(.clipped(last.shape, last.items))
      }
    }
    while let (o, depth) = stack.popLast() {
      closeClips(above: depth)
      let shape = outline(o)
      let fill: Paint? = o.backgroundColor.map { Paint.view($0) }
      let body = DiagramItem.shape(shape, fill: fill, stroke: Stroke(.role(.faint), width: 1))
      if let reason = faded[o.id], Words.fadedReason(o) != nil {
        _ = reason
        emit(
          .group(
            opacity: 0.35,
            [.shape(shape, fill: fill, stroke: Stroke(.role(.muted), width: 1, dash: [3, 2]))]))
        marks.insert(.faded)
      } else if faded[o.id] != nil {
        emit(.group(opacity: 0.35, [body]))
      } else {
        emit(body)
      }
      if o.clipsToBounds == true, o.subviews?.isEmpty == false {
        clipDepth.append((shape, [], depth + 1))
        marks.insert(.clipped)
      }
      for id in (o.subviews ?? []).reversed() {
        if let child = byID[id] { stack.append((child, depth + 1)) }
      }
    }
    closeClips(above: 0)
    return out
  }

  private func finger(placer: inout LabelPlacer) -> [DiagramItem] {
    let samples = story.touch.samples
    guard let first = samples.first, let last = samples.last else { return [] }
    var items: [DiagramItem] = []
    let start = map(first.location)
    let end = map(last.location)
    if samples.contains(where: { $0.location != first.location }) {
      var path: [Point] = []
      for s in samples where path.last != map(s.location) { path.append(map(s.location)) }
      items.append(.arrow(path, stroke: Stroke(.role(.finger), width: 2.5), headAtStart: false))
      items.append(
        .shape(
          .circle(center: end, radius: 5), fill: .role(.background),
          stroke: Stroke(.role(.finger), width: 2)))
    }
    let r = 11.0
    items.append(
      .shape(
        .circle(center: start, radius: r), fill: .role(.fingerFill),
        stroke: Stroke(.role(.finger), width: 2)))
    items.append(.shape(.circle(center: start, radius: 2.5), fill: .role(.finger), stroke: nil))
    placer.reserve(Rect(start.x - r, start.y - r, 2 * r, 2 * r))
    let text = EventLog.format(first.location)
    let style = TextStyle(size: Metrics.labelSize, bold: true, paint: .role(.finger))
    let s = measure.size(of: text, style: style)
    let candidates = [
      Rect(start.x + r + 4, start.y - s.height / 2, s.width, s.height),
      Rect(start.x - r - 4 - s.width, start.y - s.height / 2, s.width, s.height),
      Rect(start.x - s.width / 2, start.y + r + 3, s.width, s.height),
      Rect(start.x - s.width / 2, start.y - r - 3 - s.height, s.width, s.height),
    ]
    if let spot = placer.place(candidates.map { $0.insetBy(-2) }) {
      items.append(.shape(.rect(spot, radius: 3), fill: .role(.chip), stroke: nil))
      items.append(.text(text, at: Point(spot.x + 2, spot.y + 2), style: style))
    }
    if samples.count > 1, last.location != first.location {
      let endText = EventLog.format(last.location)
      let es = measure.size(of: endText, style: style)
      let endCandidates = [
        Rect(end.x + 8, end.y - es.height / 2, es.width, es.height),
        Rect(end.x - 8 - es.width, end.y - es.height / 2, es.width, es.height),
        Rect(end.x - es.width / 2, end.y + 8, es.width, es.height),
      ]
      if let spot = placer.place(endCandidates.map { $0.insetBy(-2) }) {
        items.append(.shape(.rect(spot, radius: 3), fill: .role(.chip), stroke: nil))
        items.append(.text(endText, at: Point(spot.x + 2, spot.y + 2), style: style))
      }
    }
    return items
  }

  /// A view's tag: its hit-test badge (if visited) and its id, placed where it overlaps nothing.
  /// If the id fits nowhere it is dropped (the tree lists every view); the badge alone is placed.
  private func tag(
    for v: TraceObject, faded: String?, placer: inout LabelPlacer, marks: inout Set<LegendMark>
  ) -> [DiagramItem] {
    let visit = story.visit(of: v.id)
    if visit == nil && v.generated == true { return [] }
    let r = box(v)
    var label = v.id
    if let reason = faded, Words.fadedReason(v) != nil { label += " · " + reason }
    if let rule = v.hitArea?.rule, rule != .rect {
      label += rule == .always ? " · pointInside: always YES" : " · pointInside: always NO"
    }
    let style = TextStyle(
      size: Metrics.labelSize, bold: v.id == story.touch.view,
      paint: .role(faded == nil ? .text : .muted))
    let textSize = measure.size(of: label, style: style)
    let badge = visit != nil ? Metrics.badgeRadius * 2 + 3 : 0
    let height = max(textSize.height, Metrics.badgeRadius * 2) + 2
    func candidates(width: Double) -> [Rect] {
      var out: [Rect] = []
      let step = Metrics.badgeRadius * 2 + 4
      var x = r.minX + 3
      while x + width <= max(r.maxX - 2, r.minX + 3 + width) && out.count < 12 {
        out.append(Rect(x, r.minY + 3, width, height))
        x += step
      }
      out.append(Rect(r.minX + 3, r.maxY - height - 3, width, height))
      out.append(Rect(r.minX, r.minY - height - 2, width, height))
      out.append(Rect(r.minX, r.maxY + 2, width, height))
      return out
    }
    var items: [DiagramItem] = []
    let full = badge + textSize.width + 4
    if let spot = placer.place(candidates(width: full)) {
      if let visit {
        items += badgeItems(visit, center: Point(spot.x + Metrics.badgeRadius, spot.midY))
      }
      let textX = spot.x + badge
      items.append(
        .shape(
          .rect(Rect(textX, spot.y, textSize.width + 4, height), radius: 3), fill: .role(.chip),
          stroke: nil))
      items.append(
        .text(label, at: Point(textX + 2, spot.y + (height - textSize.height) / 2), style: style))
    } else if let visit, let spot = placer.place(candidates(width: Metrics.badgeRadius * 2)) {
      items += badgeItems(visit, center: Point(spot.midX, spot.midY))
    }
    if let visit { marks.insert(LegendMark.badge(visit.role)) }
    return items
  }

  func badgeItems(_ visit: TouchStory.Visit, center: Point) -> [DiagramItem] {
    Self.badge(number: visit.number, role: visit.role, center: center)
  }

  static func badge(number: Int, role: Role, center: Point) -> [DiagramItem] {
    [
      .shape(
        .circle(center: center, radius: Metrics.badgeRadius), fill: .role(role),
        stroke: Stroke(.role(.background), width: 1.5)),
      .text(
        String(number), at: center,
        style: TextStyle(
          size: Metrics.badgeTextSize, bold: true, paint: .role(.badgeText), alignment: .center,
          middle: true)),
    ]
  }
}
