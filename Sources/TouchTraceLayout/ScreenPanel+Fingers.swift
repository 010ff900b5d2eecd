import TouchTraceTrace

/// The screen panel's fingers: this touch's, and the others down when it began.
extension ScreenPanel {
  /// The finger: where it went down (with its coordinates), its path and where it lifted (with
  /// its coordinates too).
  func finger(placer: inout LabelPlacer) -> [DiagramItem] {
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
      // No label may cover the path or the end marker.
      for rect in Self.cover(path, halfWidth: 3, within: placer.area) { placer.reserve(rect) }
      placer.reserve(Rect(end.x - 7, end.y - 7, 14, 14))
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
      // Near the screen's edges: below or above, to one side.
      Rect(start.x - r, start.y + r + 3, s.width, s.height),
      Rect(start.x + r - s.width, start.y + r + 3, s.width, s.height),
      Rect(start.x - r, start.y - r - 3 - s.height, s.width, s.height),
      Rect(start.x + r - s.width, start.y - r - 3 - s.height, s.width, s.height),
    ]
    if let spot = placer.place(candidates.map { $0.insetBy(-2) }) {
      items.append(.shape(.rect(spot, radius: 3), fill: .role(.chip), stroke: nil))
      items.append(.text(text, at: Point(spot.x + 2, spot.y + 2), style: style))
    }
    if samples.count > 1, last.location != first.location {
      let endText = EventLog.format(last.location)
      let es = measure.size(of: endText, style: style)
      let endCandidates = [
        Rect(end.x + 10, end.y - es.height / 2, es.width, es.height),
        Rect(end.x - 10 - es.width, end.y - es.height / 2, es.width, es.height),
        Rect(end.x - es.width / 2, end.y + 10, es.width, es.height),
        Rect(end.x - es.width / 2, end.y - 10 - es.height, es.width, es.height),
        Rect(end.x - es.width, end.y + 10, es.width, es.height),
        Rect(end.x - es.width, end.y - 10 - es.height, es.width, es.height),
        Rect(end.x, end.y + 10, es.width, es.height),
        Rect(end.x, end.y - 10 - es.height, es.width, es.height),
      ]
      if let spot = placer.place(endCandidates.map { $0.insetBy(-2) }) {
        items.append(.shape(.rect(spot, radius: 3), fill: .role(.chip), stroke: nil))
        items.append(.text(endText, at: Point(spot.x + 2, spot.y + 2), style: style))
      }
    }
    return items
  }

  /// The text the hit-test view (and the views inside it) draws where the finger went down, drawn
  /// again above the finger's marker so the marker never hides it ("Add" under a tap on a bar
  /// button; issue 36). Only the hit view's own: it is the frontmost view there, so nothing drawn
  /// over its text is uncovered. Faded text stays as faded as it was drawn.
  func textOverFinger(
    _ views: [TraceObject], byID: [String: TraceObject], glyphs: ViewGlyphs,
    faded: [String: String], within screen: Shape
  ) -> [DiagramItem] {
    guard let hit = story.touch.view, let first = story.touch.samples.first else { return [] }
    let start = map(first.location)
    let marker = Rect(start.x - 13, start.y - 13, 26, 26)
    var out: [DiagramItem] = []
    for o in views where isSelfOrInside(o, hit, byID) {
      let (drawn, text) = glyphs.items(o, in: box(o))
      guard text.contains(where: { $0.intersects(marker) }) else { continue }
      let words = Self.textOnly(drawn)
      // As the tree drew it: faded text at 0.75, a translucent view's at its alpha.
      if faded[o.id] != nil {
        out.append(.group(opacity: 0.75, words))
      } else if let alpha = o.alpha, alpha < 1 {
        out.append(.group(opacity: max(alpha, 0.25), words))
      } else {
        out += words
      }
    }
    // Nothing at all when there is no such text: the diagram stays as it was drawn before.
    return out.isEmpty ? [] : [.clipped(screen, out)]
  }

  /// The text items, with the clips and groups they are drawn in (a label too big for its box is
  /// clipped to it).
  static func textOnly(_ items: [DiagramItem]) -> [DiagramItem] {
    items.compactMap { item in
      switch item {
      case .text: return item
      case .clipped(let shape, let inner):
        let text = textOnly(inner)
        return text.isEmpty ? nil : .clipped(shape, text)
      case .group(let opacity, let inner):
        let text = textOnly(inner)
        return text.isEmpty ? nil : .group(opacity: opacity, text)
      default: return nil
      }
    }
  }

  private func isSelfOrInside(_ o: TraceObject, _ id: String, _ byID: [String: TraceObject])
    -> Bool
  {
    var current: TraceObject? = o
    var steps = 0
    while let v = current, steps < 10_000 {
      if v.id == id { return true }
      current = v.superview.flatMap { byID[$0] }
      steps += 1
    }
    return false
  }

  /// Touches that were down when this one began, where they were then: muted rings, labelled.
  func otherFingers(placer: inout LabelPlacer, marks: inout Set<LegendMark>)
    -> [DiagramItem]
  {
    guard let began = story.touch.samples.first?.time else { return [] }
    var items: [DiagramItem] = []
    for other in trace.touches where other.id != story.touch.id {
      // A finger that lifts at the instant this one lands (one tap ending as the next begins) is
      // no longer down: only a finger whose touch has not ended by then is drawn.
      guard let first = other.samples.first, let last = other.samples.last, first.time <= began,
        last.time > began || (last.phase != .ended && last.phase != .cancelled),
        let at = other.samples.last(where: { $0.time <= began })?.location
      else { continue }
      let c = map(at)
      items.append(
        .shape(
          .circle(center: c, radius: 9), fill: nil,
          stroke: Stroke(.role(.muted), width: 1.5, dash: [3, 2])))
      let style = TextStyle(size: Metrics.smallSize, paint: .role(.muted), middle: true)
      let text = words.touchNumber.filled("\(other.id)")
      let s = measure.size(of: text, style: style)
      if let spot = placer.place([
        Rect(c.x + 12, c.y - s.height / 2, s.width, s.height),
        Rect(c.x - 12 - s.width, c.y - s.height / 2, s.width, s.height),
      ]) {
        items.append(.text(text, at: Point(spot.x, spot.midY), style: style))
      }
      marks.insert(.otherFinger)
    }
    return items
  }

  /// Small squares along a polyline, each `halfWidth` from the line: what a label must keep off.
  /// Only the parts of the line within `area` (where labels go) are covered, so a finger that
  /// went 1e18 points off screen gives a few hundred squares, not 1e17 (found by .ci/fuzz: a pinch
  /// from 2^63 points hung `render` in 14 GB; issue 14).
  static func cover(_ path: [Point], halfWidth h: Double, within area: Rect) -> [Rect] {
    let bounds = area.insetBy(-h)
    var out: [Rect] = []
    for (a, b) in zip(path, path.dropFirst()) {
      guard let (a, b) = clip(a, b, to: bounds) else { continue }
      let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
      let n = max(1, Int(saturating: (length / (2 * h)).rounded(.up)))
      for i in 0...n {
        let t = Double(i) / Double(n)
        let p = Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
        out.append(Rect(p.x - h, p.y - h, 2 * h, 2 * h))
      }
    }
    return out
  }

  /// The part of segment a–b inside `r` (Liang–Barsky), or nil when it misses `r`.
  static func clip(_ a: Point, _ b: Point, to r: Rect) -> (Point, Point)? {
    let d = Point(b.x - a.x, b.y - a.y)
    var t0 = 0.0
    var t1 = 1.0
    for (p, q) in [
      (-d.x, a.x - r.minX), (d.x, r.maxX - a.x), (-d.y, a.y - r.minY), (d.y, r.maxY - a.y),
    ] {
      if p == 0 {
        if q < 0 { return nil }
        continue
      }
      let t = q / p
      if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
      if t0 > t1 { return nil }
    }
    guard t0.isFinite, t1.isFinite else { return nil }
    return (Point(a.x + d.x * t0, a.y + d.y * t0), Point(a.x + d.x * t1, a.y + d.y * t1))
  }
}
