import TouchTraceTrace

/// The screen panel's tags: each view's name with its hit-test badges.
extension ScreenPanel {
  /// Views grouped by the box they cover, back to front; each group is back to front too.
  func tagGroups(_ views: [TraceObject]) -> [[TraceObject]] {
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
  func tag(
    for group: [TraceObject], faded: String?, visible: Rect?, placer: inout LabelPlacer,
    marks: inout Set<LegendMark>
  ) -> [DiagramItem] {
    guard let front = group.last else { return [] }
    let visits = group.compactMap { story.visit(of: $0.id) }.sorted { $0.number < $1.number }
    // Windows are named only where there are several (their level tells them apart).
    let named = group.filter {
      $0.generated != true && ($0.role != .window || $0.windowLevel != nil)
    }
    guard let v = named.last ?? (visits.isEmpty ? nil : front) else { return [] }
    let zero = isZeroSize(v)
    // A view its ancestors clip out of sight is named only where hit-testing visited it.
    guard visible != nil || !visits.isEmpty || zero else { return [] }
    let r = zero ? box(v) : visible ?? box(v)
    var label = named.isEmpty ? v.id : named.map(\.id).joined(separator: " / ")
    if visible == nil && !zero { label += " · " + words.clippedOut }
    if zero { label += " · " + words.zeroSize }
    // The reason a view was skipped matters where hit-testing visited (and skipped) it.
    if !visits.isEmpty, faded != nil, let reason = words.fadedReason(v) { label += " · " + reason }
    if let note = words.viewNote(v) { label += " · " + note }
    if let rule = v.hitArea?.rule, rule == .always || rule == .never {
      label += " · " + (rule == .always ? words.alwaysYes : words.alwaysNo)
    }
    let style = TextStyle(
      size: Metrics.labelSize, bold: v.id == story.touch.view,
      paint: .role(faded == nil ? .text : .muted))
    let textSize = measure.size(of: label, style: style)
    let step = Metrics.badgeRadius * 2 + 2
    let badges = Double(visits.count) * step + (visits.isEmpty ? 0 : 2)
    let height = max(textSize.height, Metrics.badgeRadius * 2) + 2
    func candidates(width: Double) -> [Rect] {
      // A dot or a hairline: beside it, so the tag is not read as another view's.
      if zero {
        return [
          Rect(r.maxX + 5, r.midY - height / 2, width, height),
          Rect(r.minX - 5 - width, r.midY - height / 2, width, height),
          Rect(r.midX - width / 2, r.maxY + 5, width, height),
          Rect(r.midX - width / 2, r.minY - 5 - height, width, height),
        ]
      }
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

  /// Whether the view covers no area on screen (a zero width or height).
  func isZeroSize(_ o: TraceObject) -> Bool {
    guard o.role == .view, let f = o.windowFrame else { return false }
    return f.width * scale < 0.5 || f.height * scale < 0.5
  }

  /// A zero-size view drawn where it is: a dot, or a hairline for a view with one side.
  func zeroSizeMark(_ o: TraceObject) -> DiagramItem? {
    guard isZeroSize(o) else { return nil }
    let r = box(o)
    if r.width < 0.5 && r.height < 0.5 {
      return .shape(
        .circle(center: Point(r.midX, r.midY), radius: 3), fill: .role(.text),
        stroke: Stroke(.role(.background), width: 1))
    }
    return .shape(
      .polyline([Point(r.minX, r.minY), Point(r.maxX, r.maxY)]), fill: nil,
      stroke: Stroke(.role(.text), width: 1.5))
  }

  /// The part of each view's box its clipping ancestors leave in sight (nil where none does),
  /// so a tag goes where the view shows. Walked from the window down, without recursion.
  func visibleBoxes(_ views: [TraceObject], byID: [String: TraceObject]) -> [String: Rect?] {
    var out: [String: Rect?] = [:]
    // Each view with the area its superview lets subviews show in (nil: nothing shows), from every
    // window (a scene with several has several roots).
    let everything = Rect(-1e9, -1e9, 2e9, 2e9)
    let roots = views.filter { o in o.superview.map { byID[$0] == nil } ?? true }
    var stack: [(TraceObject, Rect?)] = roots.map { ($0, everything) }
    while let (o, area) = stack.popLast() {
      out[o.id] = area.flatMap { $0.overlap(box(o)) }
      let inside = o.clipsToBounds == true ? area.flatMap { $0.overlap(box(o)) } : area
      for id in o.subviews ?? [] { if let child = byID[id] { stack.append((child, inside)) } }
    }
    return out
  }
}

extension Rect {
  /// The common part of two rectangles, or nil when they do not overlap.
  func overlap(_ other: Rect) -> Rect? {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    return x1 > x0 && y1 > y0 ? Rect(x0, y0, x1 - x0, y1 - y0) : nil
  }
}

extension ScreenPanel {
  /// The window of the touch's hit-test view.
  func takingWindow(_ byID: [String: TraceObject]) -> TraceObject? {
    var current = story.touch.view.flatMap { byID[$0] }
    while let o = current, o.role != .window { current = o.superview.flatMap { byID[$0] } }
    return current
  }
}
