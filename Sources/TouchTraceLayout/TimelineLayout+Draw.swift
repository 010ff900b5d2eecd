import TouchTraceTrace

/// The timeline's drawing steps, back to front; each returns its items and notes the legend's
/// marks it used.
extension TimelinePanel.Layout {
  /// Behind everything: same-instant bands and the tick lines, then the times and the axis.
  func drawAxis(_ frame: Frame, legend: inout Set<LegendMark>) -> [DiagramItem] {
    let axisY = frame.axisY
    var items: [DiagramItem] = []
    var back: [DiagramItem] = []
    for anchor in frame.axis.anchors where anchor.x1 > anchor.x0 {
      back.append(
        .shape(
          .rect(
            Rect(anchor.x0 - 8, axisY + 2, anchor.x1 - anchor.x0 + 16, frame.bottom - axisY - 2),
            radius: 4),
          fill: .role(.accentSoft), stroke: nil))
      legend.insert(.timeline(.sameInstant))
    }
    if !back.isEmpty { items.append(.group(opacity: 0.6, back)) }
    for tick in frame.ticks {
      items.append(
        .shape(
          .polyline([Point(tick.x, axisY), Point(tick.x, frame.bottom)]), fill: nil,
          stroke: Stroke(.role(.faint), width: 0.6, dash: [2, 3])))
    }
    items += drawTimes(frame)
    items += Self.axisLine(
      from: frame.left - 6, to: frame.panelRight, y: axisY,
      breaks: frame.axis.anchors.filter { $0.x1 > $0.x0 }.map { ($0.x0 - 8, $0.x1 + 8) })
    return items
  }

  /// The time of each same-instant group first, then the ticks, where there is room.
  func drawTimes(_ frame: Frame) -> [DiagramItem] {
    var items: [DiagramItem] = []
    var taken: [(Double, Double)] = []
    let instants = frame.axis.anchors.filter { $0.x1 > $0.x0 }.map { (x: $0.x0, time: $0.time) }
    for (x, time) in instants.map({ ($0.x, $0.time) }) + frame.ticks.map({ ($0.x, $0.time) }) {
      let text = EventLog.number(time)
      let width = panel.measure.size(of: text, style: tickStyle).width
      let span = (x - width / 2 - 4, x + width / 2 + 4)
      guard !taken.contains(where: { $0.0 < span.1 && span.0 < $0.1 }) else { continue }
      taken.append(span)
      items.append(
        .shape(
          .polyline([Point(x, frame.axisY - 3), Point(x, frame.axisY + 3)]), fill: nil,
          stroke: Stroke(.role(.muted), width: 1)))
      items.append(
        .text(text, at: Point(x, frame.axisY - 4 - frame.tickHeight), style: tickStyle))
    }
    return items
  }

  /// Lane separators and labels.
  func drawLaneLabels(_ frame: Frame) -> [DiagramItem] {
    let originX = panel.origin.x
    var items: [DiagramItem] = []
    for (index, lane) in model.lanes.enumerated() {
      let top = frame.laneTops[index]
      items.append(
        .shape(
          .polyline([Point(originX, top), Point(frame.panelRight, top)]), fill: nil,
          stroke: Stroke(.role(.faint), width: 0.6)))
      items.append(.text(lane.id, at: Point(originX, top + 9), style: laneID))
      let idHeight = panel.measure.size(of: lane.id, style: laneID).height
      items.append(
        .text(className(lane.id), at: Point(originX, top + 9 + idHeight), style: laneClass))
    }
    items.append(
      .shape(
        .polyline([Point(originX, frame.bottom), Point(frame.panelRight, frame.bottom)]),
        fill: nil, stroke: Stroke(.role(.faint), width: 0.6)))
    return items
  }

  /// The finger on the glass.
  func drawFinger(_ frame: Frame, legend: inout Set<LegendMark>) -> [DiagramItem] {
    let fingerStyleMiddle = TextStyle(
      size: Metrics.labelSize, bold: true, paint: .role(.finger), middle: true)
    let axis = frame.axis
    legend.insert(.timeline(.finger))
    return [
      .text(frame.fingerText, at: Point(panel.origin.x, frame.fingerY), style: fingerStyleMiddle),
      .shape(
        .polyline([
          Point(axis.x(model.start), frame.fingerY),
          Point(max(axis.x(model.fingerEnd), axis.x(model.start) + 1), frame.fingerY),
        ]), fill: nil, stroke: Stroke(.role(.finger), width: 5)),
    ]
  }

  /// Bars, under the marks.
  func drawBars(_ frame: Frame, legend: inout Set<LegendMark>) -> [DiagramItem] {
    var items: [DiagramItem] = []
    for bar in model.bars {
      let startX = frame.axis.x(bar.from)
      let endX = max(frame.axis.x(bar.to), startX + 3)
      // A recognizer's moves run just below its state changes, so both show.
      let barY = frame.markY(bar.lane) + (model.lanes[bar.lane].recognizer && !bar.chip ? 4 : 0)
      items.append(
        .shape(
          .polyline([Point(startX, barY), Point(endX, barY)]), fill: nil,
          stroke: Stroke(.role(bar.role), width: 2.5)))
      for x in [startX, endX] {
        items.append(
          .shape(
            .polyline([Point(x, barY - 4), Point(x, barY + 4)]), fill: nil,
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
    return items
  }

  /// Where each mark is drawn, in mark order.
  func markPoints(_ frame: Frame) -> [Point] {
    model.marks.enumerated().map { index, mark in
      Point(frame.axis.x(mark.time, slot: slots[index]), frame.markY(mark.lane))
    }
  }

  /// Links: held → delivered late, above the lane; recognition → cancellation, across lanes.
  func drawLinks(_ frame: Frame, legend: inout Set<LegendMark>) -> [DiagramItem] {
    // Where each mark is, by its order.
    var at: [Int: Point] = [:]
    for (mark, point) in zip(model.marks, markPoints(frame)) { at[mark.order] = point }
    var items: [DiagramItem] = []
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
        let from = link.from.flatMap { at[$0] } ?? Point(end.x, frame.markY(link.fromLane))
        items.append(Self.causeArrow(from: from, to: end))
        legend.insert(.timeline(.cause))
      }
    }
    return items
  }

  /// A straight arrow between two marks' rims.
  static func causeArrow(from: Point, to end: Point) -> DiagramItem {
    let dy = end.y - from.y
    let dx = end.x - from.x
    let length = max((dx * dx + dy * dy).squareRoot(), 1)
    let pad = TimelinePanel.radius + 2.5
    return .arrow(
      [
        Point(from.x + dx / length * pad, from.y + dy / length * pad),
        Point(end.x - dx / length * pad, end.y - dy / length * pad),
      ],
      stroke: Stroke(.role(.stop), width: 1.5), headAtStart: false)
  }

  /// The marks.
  func drawMarks(_ frame: Frame, legend: inout Set<LegendMark>) -> [DiagramItem] {
    var items: [DiagramItem] = []
    for (mark, center) in zip(model.marks, markPoints(frame)) {
      items += TimelinePanel.glyph(mark.glyph, muted: mark.muted, at: center)
      legend.insert(Self.legendMark(mark))
    }
    return items
  }

  /// The labels, each on its row with a leader up to its mark; with the boxes they fill.
  func drawLabels(_ frame: Frame) -> (items: [DiagramItem], boxes: [Rect]) {
    var items: [DiagramItem] = []
    var boxes: [Rect] = []
    for (index, label) in frame.labels.enumerated() {
      let rowTop =
        frame.laneTops[label.lane] + 28 + Double(frame.rowOf[index]) * frame.rowHeight
      let box = Rect(label.x - 4, rowTop, label.size.width + 6, label.size.height + 3)
      items.append(
        .shape(
          .polyline([
            Point(label.x, frame.markY(label.lane) + TimelinePanel.radius + 2),
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
    return (items, boxes)
  }

  /// Each lane's band, for the explorer's hover.
  func laneRegions(_ frame: Frame) -> [DiagramRegion] {
    let origin = panel.origin
    return model.lanes.enumerated().map { index, lane in
      let end = index + 1 < frame.laneTops.count ? frame.laneTops[index + 1] : frame.bottom
      return DiagramRegion(
        object: lane.id, panel: .timeline,
        rect: Rect(
          origin.x - 4, frame.laneTops[index], frame.panelRight - origin.x + 8,
          end - frame.laneTops[index]))
    }
  }
}
