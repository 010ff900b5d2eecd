import TouchTraceTrace

extension TimelinePanel {
  /// Places the model's marks and draws them.
  struct Layout {
    let model: TimelineModel
    let panel: TimelinePanel

    let laneID = TextStyle(size: Metrics.labelSize, bold: true)
    let laneClass = TextStyle(size: Metrics.smallSize, paint: .role(.muted))
    let tickStyle = TextStyle(size: Metrics.smallSize, paint: .role(.muted), alignment: .center)
    let heading = TextStyle(size: Metrics.headingSize, bold: true)

    /// Same-instant groups: each distinct time of the marks, with how many marks share it.
    var groups: [(time: Double, count: Int)] = []
    /// Each mark's place in its group, by the mark's index.
    var slots: [Int] = []

    init(model: TimelineModel, panel: TimelinePanel) {
      self.model = model
      self.panel = panel
      var counts: [(time: Double, count: Int)] = []
      for mark in model.marks {
        if let i = counts.firstIndex(where: { Self.same($0.time, mark.time) }) {
          slots.append(counts[i].count)
          counts[i].count += 1
        } else {
          slots.append(0)
          counts.append((mark.time, 1))
        }
      }
      groups = counts.sorted { $0.time < $1.time }
      for mark in model.marks {
        guard let text = mark.label else { continue }
        let s = style(mark.labelRole, bold: mark.bold)
        unplaced.append(
          Label(
            lane: mark.lane, x: 0, order: mark.order, text: text, style: s,
            chip: mark.chip ? mark.labelRole : nil, size: panel.measure.size(of: text, style: s)))
      }
      for bar in model.bars {
        let s = style(bar.chip ? bar.role : .muted, bold: bar.chip)
        unplaced.append(
          Label(
            lane: bar.lane, x: 0, order: bar.order, text: bar.label, style: s,
            chip: bar.chip ? bar.role : nil, size: panel.measure.size(of: bar.label, style: s)))
      }
    }

    static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    func style(_ role: Role, bold: Bool) -> TextStyle {
      TextStyle(size: Metrics.smallSize, bold: bold, paint: .role(role))
    }

    /// A label to place below its mark: anchored at `x`, in lane `lane`.
    struct Label {
      var lane: Int
      var x: Double
      var order: Int
      var text: String
      var style: TextStyle
      var chip: Role?
      var size: Size
    }

    /// The labels of the marks, then of the bars, measured once; `makeLabels` places them.
    var unplaced: [Label] = []

    func makeLabels(_ axis: Axis) -> [Label] {
      var out: [Label] = []
      var next = unplaced.makeIterator()
      for (i, mark) in model.marks.enumerated() where mark.label != nil {
        guard var label = next.next() else { break }
        label.x = axis.x(mark.time, slot: slots[i])
        out.append(label)
      }
      for bar in model.bars {
        guard var label = next.next() else { break }
        label.x = (axis.x(bar.from) + axis.x(bar.to)) / 2
        out.append(label)
      }
      return out
    }

    /// How far right anything reaches at `scale`.
    func right(scale: Double, left: Double) -> Double {
      let axis = Axis(groups: groups, left: left, start: model.start, scale: scale)
      let labelEnds = makeLabels(axis).map { $0.x - 4 + $0.size.width + 6 }
      let lastGroup = axis.anchors.last.map { $0.x1 } ?? left
      return ([max(axis.x(model.end), lastGroup) + 24] + labelEnds).max() ?? left
    }

    func draw() -> TimelinePanel.Drawn {
      let measure = panel.measure
      let o = panel.origin
      var items: [DiagramItem] = []
      var legend: Set<LegendMark> = []

      // The lane labels' column.
      let fingerText = panel.words.touchNumber.filled("\(panel.story.touch.id)")
      let fingerStyle = TextStyle(size: Metrics.labelSize, bold: true, paint: .role(.finger))
      let column =
        max(
          90,
          model.lanes.map { lane in
            max(
              measure.size(of: lane.id, style: laneID).width,
              measure.size(of: className(lane.id), style: laneClass).width)
          }.max() ?? 0,
          measure.size(of: fingerText, style: fingerStyle).width) + 16
      let left = o.x + column + 12

      // The scale: as many points a second as fit, found by halving (the reach grows with it).
      let span = max(model.end - model.start, 0.05)
      let available = o.x + panel.width
      var low = 0.0
      var high = max((available - left) / span, 1)
      if right(scale: high, left: left) <= available {
        low = high
      } else {
        for _ in 0..<40 {
          let mid = (low + high) / 2
          if right(scale: mid, left: left) <= available { low = mid } else { high = mid }
        }
      }
      let scale = max(low, 1)
      let axis = Axis(groups: groups, left: left, start: model.start, scale: scale)
      let panelRight = max(right(scale: scale, left: left), available)

      // Heading and axis.
      let headingText = panel.words.timelineHeading
      items.append(.text(headingText, at: o, style: heading))
      var y = o.y + measure.size(of: headingText, style: heading).height + 8
      let tickHeight = measure.size(of: "0", style: tickStyle).height
      let axisY = y + tickHeight + 4
      var ticks: [(x: Double, time: Double)] = []
      let interval = Self.interval(pointsPerSecond: scale)
      var k = (model.start / interval - 1e-9).rounded(.up)
      while k * interval <= model.end + 1e-9 {
        let t = k * interval
        ticks.append((axis.x(t), t))
        k += 1
      }
      y = axisY + 8

      // The finger's row.
      let fingerY = y + 12
      y += 24

      // The lanes: a mark line, then rows of labels stacked so that none overlaps.
      let rowHeight = measure.size(of: "Ag", style: style(.text, bold: true)).height + 6
      let labels = makeLabels(axis)
      var rowOf: [Int] = Array(repeating: 0, count: labels.count)
      var rows: [Int] = Array(repeating: 0, count: model.lanes.count)
      // Right to left, so a leader from a mark down to its label never crosses another label.
      let byPlace = labels.indices.sorted {
        (labels[$0].x, labels[$0].order) > (labels[$1].x, labels[$1].order)
      }
      var placed: [Int] = []
      for i in byPlace {
        let a = labels[i]
        let lo = a.x - 4 - 4
        let hi = a.x - 4 + a.size.width + 6 + 4
        let below = placed.filter { j in
          let b = labels[j]
          return b.lane == a.lane && b.x - 4 < hi && b.x - 4 + b.size.width + 6 > lo
        }
        rowOf[i] = (below.map { rowOf[$0] }.max() ?? -1) + 1
        rows[a.lane] = max(rows[a.lane], rowOf[i] + 1)
        placed.append(i)
      }
      var laneTops: [Double] = []
      for lane in model.lanes.indices {
        laneTops.append(y)
        y += max(40, 28 + Double(rows[lane]) * rowHeight + 4)
      }
      let bottom = y
      func markY(_ lane: Int) -> Double { laneTops[lane] + 17 }

      // Behind everything: same-instant bands and the tick lines.
      var back: [DiagramItem] = []
      for a in axis.anchors where a.x1 > a.x0 {
        back.append(
          .shape(
            .rect(Rect(a.x0 - 8, axisY + 2, a.x1 - a.x0 + 16, bottom - axisY - 2), radius: 4),
            fill: .role(.accentSoft), stroke: nil))
        legend.insert(.timeline(.sameInstant))
      }
      if !back.isEmpty { items.append(.group(opacity: 0.6, back)) }
      for tick in ticks {
        items.append(
          .shape(
            .polyline([Point(tick.x, axisY), Point(tick.x, bottom)]), fill: nil,
            stroke: Stroke(.role(.faint), width: 0.6, dash: [2, 3])))
      }
      // The time of each same-instant group first, then the ticks, where there is room.
      var taken: [(Double, Double)] = []
      let instants = axis.anchors.filter { $0.x1 > $0.x0 }.map { (x: $0.x0, time: $0.time) }
      for (x, time) in instants.map({ ($0.x, $0.time) }) + ticks.map({ ($0.x, $0.time) }) {
        let text = EventLog.number(time)
        let w = measure.size(of: text, style: tickStyle).width
        let span = (x - w / 2 - 4, x + w / 2 + 4)
        guard !taken.contains(where: { $0.0 < span.1 && span.0 < $0.1 }) else { continue }
        taken.append(span)
        items.append(
          .shape(
            .polyline([Point(x, axisY - 3), Point(x, axisY + 3)]), fill: nil,
            stroke: Stroke(.role(.muted), width: 1)))
        items.append(.text(text, at: Point(x, axisY - 4 - tickHeight), style: tickStyle))
      }
      items += Self.axisLine(
        from: left - 6, to: panelRight, y: axisY,
        breaks: axis.anchors.filter { $0.x1 > $0.x0 }.map { ($0.x0 - 8, $0.x1 + 8) })

      // Lane separators and labels.
      for (i, lane) in model.lanes.enumerated() {
        items.append(
          .shape(
            .polyline([Point(o.x, laneTops[i]), Point(panelRight, laneTops[i])]), fill: nil,
            stroke: Stroke(.role(.faint), width: 0.6)))
        items.append(.text(lane.id, at: Point(o.x, laneTops[i] + 9), style: laneID))
        let idHeight = measure.size(of: lane.id, style: laneID).height
        items.append(
          .text(className(lane.id), at: Point(o.x, laneTops[i] + 9 + idHeight), style: laneClass))
      }
      items.append(
        .shape(
          .polyline([Point(o.x, bottom), Point(panelRight, bottom)]), fill: nil,
          stroke: Stroke(.role(.faint), width: 0.6)))

      // The finger on the glass.
      let fingerStyleMiddle = TextStyle(
        size: Metrics.labelSize, bold: true, paint: .role(.finger), middle: true)
      items.append(.text(fingerText, at: Point(o.x, fingerY), style: fingerStyleMiddle))
      items.append(
        .shape(
          .polyline([
            Point(axis.x(model.start), fingerY),
            Point(max(axis.x(model.fingerEnd), axis.x(model.start) + 1), fingerY),
          ]), fill: nil, stroke: Stroke(.role(.finger), width: 5)))
      legend.insert(.timeline(.finger))

      // Bars, under the marks.
      for bar in model.bars {
        let a = axis.x(bar.from)
        let b = max(axis.x(bar.to), a + 3)
        // A recognizer's moves run just below its state changes, so both show.
        let yb = markY(bar.lane) + (model.lanes[bar.lane].recognizer && !bar.chip ? 4 : 0)
        items.append(
          .shape(
            .polyline([Point(a, yb), Point(b, yb)]), fill: nil,
            stroke: Stroke(.role(bar.role), width: 2.5)))
        for x in [a, b] {
          items.append(
            .shape(
              .polyline([Point(x, yb - 4), Point(x, yb + 4)]), fill: nil,
              stroke: Stroke(.role(bar.role), width: 1.5)))
        }
        legend.insert(
          bar.role == .tint
            ? .timeline(.highlighted)
            : bar.chip
              ? .timeline(.state)
              : bar.recognizer
                ? .timeline(.recognizerTouches) : .timeline(.moved))
      }

      // Where each mark is, by its order.
      var at: [Int: Point] = [:]
      for (i, mark) in model.marks.enumerated() {
        at[mark.order] = Point(axis.x(mark.time, slot: slots[i]), markY(mark.lane))
      }

      // Links: held → delivered late, above the lane; recognition → cancellation, across lanes.
      for link in model.links {
        guard let end = at[link.to] else { continue }
        switch link.kind {
        case .late:
          guard let from = link.from.flatMap({ at[$0] }) else { continue }
          let top = end.y - 12
          items.append(
            .arrow(
              [
                Point(from.x, from.y - TimelinePanel.radius - 1.5), Point(from.x, top),
                Point(end.x, top), Point(end.x, end.y - TimelinePanel.radius - 1),
              ],
              stroke: Stroke(.role(.skipped), width: 1.3, dash: [3, 2]), headAtStart: false))
          legend.insert(.timeline(.late))
        case .cause:
          let from =
            link.from.flatMap { at[$0] } ?? Point(end.x, markY(link.fromLane))
          let dy = end.y - from.y
          let dx = end.x - from.x
          let length = max((dx * dx + dy * dy).squareRoot(), 1)
          let pad = TimelinePanel.radius + 2.5
          items.append(
            .arrow(
              [
                Point(from.x + dx / length * pad, from.y + dy / length * pad),
                Point(end.x - dx / length * pad, end.y - dy / length * pad),
              ],
              stroke: Stroke(.role(.stop), width: 1.5), headAtStart: false))
          legend.insert(.timeline(.cause))
        }
      }

      // The marks.
      for (i, mark) in model.marks.enumerated() {
        let c = Point(axis.x(mark.time, slot: slots[i]), markY(mark.lane))
        items += TimelinePanel.glyph(mark.glyph, muted: mark.muted, at: c)
        legend.insert(Self.legendMark(mark))
      }

      // The labels, each on its row with a leader up to its mark.
      var boxes: [Rect] = []
      for (i, label) in labels.enumerated() {
        let rowTop = laneTops[label.lane] + 28 + Double(rowOf[i]) * rowHeight
        let box = Rect(label.x - 4, rowTop, label.size.width + 6, label.size.height + 3)
        items.append(
          .shape(
            .polyline([
              Point(label.x, markY(label.lane) + TimelinePanel.radius + 2),
              Point(label.x, box.minY),
            ]),
            fill: nil, stroke: Stroke(.role(.faint), width: 0.8)))
        items.append(
          .shape(
            .rect(box, radius: 3), fill: .role(.chip),
            stroke: label.chip.map { Stroke(.role($0), width: 1) }))
        items.append(.text(label.text, at: Point(box.minX + 3, box.minY + 1.5), style: label.style))
        boxes.append(box)
      }

      let lanes = model.lanes.enumerated().map { i, lane in
        let end = i + 1 < laneTops.count ? laneTops[i + 1] : bottom
        return DiagramRegion(
          object: lane.id, panel: .timeline,
          rect: Rect(o.x - 4, laneTops[i], panelRight - o.x + 8, end - laneTops[i]))
      }
      return TimelinePanel.Drawn(
        items: items, size: Size(panelRight - o.x, bottom - o.y), marks: legend, labels: boxes,
        regions: lanes)
    }

    func className(_ id: String) -> String { panel.trace.object(id).map(\.panelClassName) ?? "" }

    static func legendMark(_ mark: TimelineModel.Mark) -> LegendMark {
      if mark.glyph == .effect { return .effect }
      if mark.glyph == .sceneChange { return .sceneChange }
      return .timeline(timelineMark(mark))
    }

    static func timelineMark(_ mark: TimelineModel.Mark) -> TimelineMark {
      if mark.muted { return .recognizerTouches }
      switch mark.glyph {
      case .phase(.began): return .began
      case .phase(.moved): return .moved
      case .phase(.ended): return .ended
      case .phase(.cancelled): return .cancelled
      case .held: return .held
      case .state: return .state
      case .delegate: return .delegate
      case .overrideAnswer: return .overrideAnswer
      case .controlEvent: return .controlEvent
      case .action, .effect, .sceneChange: return .action
      }
    }
  }
}
