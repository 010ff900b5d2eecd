import TouchTraceTrace

extension TimelinePanel.Layout {
  /// Where one drawing of the timeline puts things: the columns, the scale, the axis and the
  /// lanes' rows. Every drawing step reads it; none changes it.
  struct Frame {
    var fingerText: String
    /// Where the time axis starts, right of the lane labels' column.
    var left: Double
    var scale: Double
    var axis: Axis
    var panelRight: Double
    var headingText: String
    var tickHeight: Double
    var axisY: Double
    var ticks: [(x: Double, time: Double)]
    var fingerY: Double
    var rowHeight: Double
    var labels: [Label]
    /// Each label's row below its lane's marks, by the label's index.
    var rowOf: [Int]
    var laneTops: [Double]
    var bottom: Double

    func markY(_ lane: Int) -> Double { laneTops[lane] + 17 }
  }

  func placeFrame() -> Frame {
    let measure = panel.measure
    let origin = panel.origin
    let fingerText = panel.words.touchNumber.filled("\(panel.story.touch.id)")
    let left = origin.x + laneColumnWidth(fingerText: fingerText) + 12
    let available = origin.x + panel.width
    let scale = fittingScale(left: left, available: available)
    let axis = Axis(groups: groups, left: left, start: model.start, scale: scale)
    let panelRight = max(right(scale: scale, left: left), available)

    // Heading and axis.
    let headingText = panel.words.timelineHeading
    var y = origin.y + measure.size(of: headingText, style: heading).height + 8
    let tickHeight = measure.size(of: "0", style: tickStyle).height
    let axisY = y + tickHeight + 4
    let ticks = self.ticks(axis, scale: scale)
    y = axisY + 8

    // The finger's row.
    let fingerY = y + 12
    y += 24

    // The lanes: a mark line, then rows of labels stacked so that none overlaps.
    let rowHeight = measure.size(of: "Ag", style: style(.text, bold: true)).height + 6
    let labels = makeLabels(axis)
    let (rowOf, rows) = labelRows(labels)
    var laneTops: [Double] = []
    for lane in model.lanes.indices {
      laneTops.append(y)
      y += max(40, 28 + Double(rows[lane]) * rowHeight + 4)
    }
    return Frame(
      fingerText: fingerText, left: left, scale: scale, axis: axis, panelRight: panelRight,
      headingText: headingText, tickHeight: tickHeight, axisY: axisY, ticks: ticks,
      fingerY: fingerY, rowHeight: rowHeight, labels: labels, rowOf: rowOf, laneTops: laneTops,
      bottom: y)
  }

  /// The lane labels' column: wide enough for every lane's id and class, and the finger's name.
  func laneColumnWidth(fingerText: String) -> Double {
    let measure = panel.measure
    let fingerStyle = TextStyle(size: Metrics.labelSize, bold: true, paint: .role(.finger))
    return max(
      90,
      model.lanes.map { lane in
        max(
          measure.size(of: lane.id, style: laneID).width,
          measure.size(of: className(lane.id), style: laneClass).width)
      }.max() ?? 0,
      measure.size(of: fingerText, style: fingerStyle).width) + 16
  }

  /// The scale: as many points a second as fit, found by halving (the reach grows with it).
  func fittingScale(left: Double, available: Double) -> Double {
    let span = max(model.end - model.start, 0.05)
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
    return max(low, 1)
  }

  /// The axis's ticks: every round interval from the start to the end.
  func ticks(_ axis: Axis, scale: Double) -> [(x: Double, time: Double)] {
    var ticks: [(x: Double, time: Double)] = []
    let interval = Self.interval(pointsPerSecond: scale)
    var step = (model.start / interval - 1e-9).rounded(.up)
    while step * interval <= model.end + 1e-9 {
      let time = step * interval
      ticks.append((axis.x(time), time))
      step += 1
    }
    return ticks
  }

  /// Each label's row, and how many rows each lane needs.
  func labelRows(_ labels: [Label]) -> (rowOf: [Int], rows: [Int]) {
    var rowOf: [Int] = Array(repeating: 0, count: labels.count)
    var rows: [Int] = Array(repeating: 0, count: model.lanes.count)
    // Right to left, so a leader from a mark down to its label never crosses another label.
    let byPlace = labels.indices.sorted {
      (labels[$0].x, labels[$0].order) > (labels[$1].x, labels[$1].order)
    }
    var placed: [Int] = []
    for index in byPlace {
      let label = labels[index]
      let low = label.x - 4 - 4
      let high = label.x - 4 + label.size.width + 6 + 4
      let below = placed.filter { other in
        let placedLabel = labels[other]
        return placedLabel.lane == label.lane && placedLabel.x - 4 < high
          && placedLabel.x - 4 + placedLabel.size.width + 6 > low
      }
      rowOf[index] = (below.map { rowOf[$0] }.max() ?? -1) + 1
      rows[label.lane] = max(rows[label.lane], rowOf[index] + 1)
      placed.append(index)
    }
    return (rowOf, rows)
  }
}
