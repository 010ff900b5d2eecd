import TouchTraceTrace

/// The screen: the window to scale, each view at its frame in its colour (faded when hit-testing
/// skips it), hit areas, numbered hit-test badges, the hit-test view outlined, and the finger.
struct ScreenPanel {
  let trace: Trace
  let story: TouchStory
  let measure: any TextMeasuring
  let origin: Point
  let scale: Double
  /// The part of the window shown, in window coordinates: all of it, or a detail around the touch.
  var viewport: Rect

  init(
    trace: Trace, story: TouchStory, measure: any TextMeasuring, origin: Point, scale: Double,
    viewport: Rect? = nil
  ) {
    self.trace = trace
    self.story = story
    self.measure = measure
    self.origin = origin
    self.scale = scale
    self.viewport = viewport ?? Rect(0, 0, trace.screen.width, trace.screen.height)
  }

  var size: Size { Size(viewport.width * scale, viewport.height * scale) }

  func map(_ p: Point) -> Point {
    Point(origin.x + (p.x - viewport.x) * scale, origin.y + (p.y - viewport.y) * scale)
  }

  func outline(_ o: TraceObject) -> Shape {
    if let corners = o.windowCorners { return .polygon(corners.map(map)) }
    return .rect(box(o), radius: 0)
  }

  func box(_ o: TraceObject) -> Rect {
    let f = o.windowFrame ?? Rect(0, 0, 0, 0)
    let topLeft = map(Point(f.x, f.y))
    return Rect(topLeft.x, topLeft.y, f.width * scale, f.height * scale)
  }

  /// Where a detail inset should look, in window coordinates, when the hit-test view or a hit area
  /// near the touch would be too small to read at `scale`; nil otherwise.
  static func detailViewport(_ trace: Trace, _ story: TouchStory, scale: Double) -> Rect? {
    guard let at = story.touch.samples.first?.location else { return nil }
    let tooSmall = 28.0
    var boxes: [Rect] = []
    if let hit = story.touch.view.flatMap(trace.object), let f = hit.windowFrame,
      min(f.width, f.height) * scale < tooSmall
    {
      boxes.append(f)
    }
    for o in trace.objects where o.inWindow == true {
      guard let corners = o.hitArea?.windowCorners else { continue }
      let area = Rect.bounding(corners)
      let near = abs(area.midX - at.x) < 80 && abs(area.midY - at.y) < 80
      if near && min(area.width, area.height) * scale < tooSmall * 2 { boxes.append(area) }
    }
    guard !boxes.isEmpty else { return nil }
    let all = Rect.bounding(
      boxes.flatMap { [Point($0.minX, $0.minY), Point($0.maxX, $0.maxY)] } + [at])
    let side = max(all.width, all.height) + 40
    return Rect(all.midX - side / 2, all.midY - side / 2, side, side)
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
    // Nothing shows beyond the screen's edges.
    let screenRect = Shape.rect(Rect(origin.x, origin.y, size.width, size.height), radius: 0)
    let glyphs = ViewGlyphs(trace: trace, byID: byID, measure: measure, scale: scale)
    items.append(
      .clipped(
        screenRect,
        drawTree(
          views.first, byID: byID, faded: faded, glyphs: glyphs, placer: &placer, marks: &marks)
      ))
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
      case .sampled:
        // A Swift override's shape, as the probe cells it accepted (drawn like a rectangle).
        for loop in area.windowOutline ?? [] {
          items.append(
            .shape(
              .polygon(loop.map(map)), fill: .role(.hitAreaFill),
              stroke: Stroke(.role(.hitArea), width: 1.5, dash: [4, 3])))
        }
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

    // The finger and its path, and any other fingers down at the same moment.
    items += finger(placer: &placer)
    items += otherFingers(placer: &placer, marks: &marks)

    // Badges and labels, frontmost first so the views people tapped get the best spots. Views that
    // cover the same box (the window, UIKit's container views, a root view) share one tag.
    for group in tagGroups(views).reversed() {
      items += tag(
        for: group, faded: group.last.flatMap { faded[$0.id] }, placer: &placer, marks: &marks)
    }
    return (items, marks)
  }

  private func drawTree(
    _ root: TraceObject?, byID: [String: TraceObject], faded: [String: String],
    glyphs: ViewGlyphs, placer: inout LabelPlacer, marks: inout Set<LegendMark>
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
      let body =
        glyphs.body(o, shape: shape)
        ?? DiagramItem.shape(shape, fill: fill, stroke: Stroke(.role(.faint), width: 1))
      // What the view's class draws (a switch's knob, a field's text); labels keep off its text.
      let (drawn, text) = glyphs.items(o, in: box(o))
      for r in text { placer.reserve(r) }
      if ViewGlyphs.kind(o) == "UIStackView" { marks.insert(.stackView) }
      if let reason = faded[o.id], Words.fadedReason(o) != nil {
        _ = reason
        emit(
          .group(
            opacity: 0.35,
            [.shape(shape, fill: fill, stroke: Stroke(.role(.muted), width: 1, dash: [3, 2]))]))
        // A label's text stays readable: hit-testing skips the view, not the reader.
        if !drawn.isEmpty { emit(.group(opacity: 0.75, drawn)) }
        marks.insert(.faded)
      } else if faded[o.id] != nil {
        emit(.group(opacity: 0.35, [body]))
        if !drawn.isEmpty { emit(.group(opacity: 0.75, drawn)) }
      } else if let a = o.alpha, a < 1 {
        // Drawn as translucent as it is, but never below a quarter, so it stays in sight.
        emit(.group(opacity: max(a, 0.25), [body] + drawn))
      } else {
        emit(body)
        drawn.forEach(emit)
      }
      if o.clipsToBounds == true, o.subviews?.isEmpty == false {
        clipDepth.append((shape, [], depth))
        marks.insert(.clipped)
      }
      for id in (o.subviews ?? []).reversed() {
        if let child = byID[id] { stack.append((child, depth + 1)) }
      }
    }
    closeClips(above: 0)
    return out
  }

  /// Views grouped by the box they cover, back to front; each group is back to front too.
  private func tagGroups(_ views: [TraceObject]) -> [[TraceObject]] {
    var groups: [[TraceObject]] = []
    var index: [String: Int] = [:]
    for v in views {
      let key = "\(outline(v))"
      if let i = index[key] {
        groups[i].append(v)
      } else {
        index[key] = groups.count
        groups.append([v])
      }
    }
    return groups
  }

  /// A group's tag: the hit-test badges of its views in visit order and the name of its scene view,
  /// placed where it overlaps nothing. If the name fits nowhere it is dropped (the tree lists every
  /// view) and the badges are placed alone.
  private func tag(
    for group: [TraceObject], faded: String?, placer: inout LabelPlacer,
    marks: inout Set<LegendMark>
  ) -> [DiagramItem] {
    guard let front = group.last else { return [] }
    let visits = group.compactMap { story.visit(of: $0.id) }.sorted { $0.number < $1.number }
    let named = group.filter { $0.generated != true && $0.role != .window }
    guard let v = named.last ?? (visits.isEmpty ? nil : front) else { return [] }
    let r = box(v)
    var label = named.isEmpty ? v.id : named.map(\.id).joined(separator: " / ")
    // The reason a view was skipped matters where hit-testing visited (and skipped) it.
    if !visits.isEmpty, faded != nil, let reason = Words.fadedReason(v) { label += " · " + reason }
    if let note = Words.viewNote(v) { label += " · " + note }
    if let rule = v.hitArea?.rule, rule == .always || rule == .never {
      label += rule == .always ? " · pointInside: always YES" : " · pointInside: always NO"
    }
    let style = TextStyle(
      size: Metrics.labelSize, bold: v.id == story.touch.view,
      paint: .role(faded == nil ? .text : .muted))
    let textSize = measure.size(of: label, style: style)
    let step = Metrics.badgeRadius * 2 + 2
    let badges = Double(visits.count) * step + (visits.isEmpty ? 0 : 2)
    let height = max(textSize.height, Metrics.badgeRadius * 2) + 2
    func candidates(width: Double) -> [Rect] {
      // Top-left, bottom-left, then sliding right along the top edge, then outside.
      var out = [
        Rect(r.minX + 3, r.minY + 3, width, height),
        Rect(r.minX + 3, r.maxY - height - 3, width, height),
      ]
      var x = r.minX + 3 + step
      while x + width <= r.maxX - 2 && out.count < 16 {
        out.append(Rect(x, r.minY + 3, width, height))
        x += step
      }
      // Outside the box only for visited views: an unvisited view's name is kept inside it.
      guard !visits.isEmpty else { return out.filter { r.insetBy(-1).contains($0) } }
      out.append(Rect(r.minX, r.minY - height - 2, width, height))
      out.append(Rect(r.minX, r.maxY + 2, width, height))
      return out
    }
    func badgeRow(at spot: Rect) -> [DiagramItem] {
      visits.enumerated().flatMap { i, visit in
        badgeItems(visit, center: Point(spot.x + Metrics.badgeRadius + Double(i) * step, spot.midY))
      }
    }
    var items: [DiagramItem] = []
    if let spot = placer.place(candidates(width: badges + textSize.width + 4)) {
      items += badgeRow(at: spot)
      let textX = spot.x + badges
      items.append(
        .shape(
          .rect(Rect(textX, spot.y, textSize.width + 4, height), radius: 3), fill: .role(.chip),
          stroke: nil))
      items.append(
        .text(label, at: Point(textX + 2, spot.y + (height - textSize.height) / 2), style: style))
    } else if !visits.isEmpty, let spot = placer.place(candidates(width: badges)) {
      items += badgeRow(at: spot)
    }
    for visit in visits { marks.insert(LegendMark.badge(visit.role)) }
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
