import TouchTraceTrace

/// The timeline's time axis: where each time goes, the ticks, and the line itself.
extension TimelinePanel.Layout {
  /// Maps times to x: linear between same-instant groups, each group as wide as its marks need,
  /// and never closer than a step to the group before.
  struct Axis {
    var left: Double
    var start: Double
    var scale: Double
    var anchors: [(time: Double, x0: Double, x1: Double)] = []

    init(groups: [(time: Double, count: Int)], left: Double, start: Double, scale: Double) {
      self.left = left
      self.start = start
      self.scale = scale
      var last: (time: Double, x: Double)? = nil
      for g in groups {
        let linear =
          last.map { $0.x + (g.time - $0.time) * scale } ?? left + (g.time - start) * scale
        let x0 = max(linear, last.map { $0.x + TimelinePanel.step } ?? linear)
        let x1 = x0 + Double(g.count - 1) * TimelinePanel.step
        anchors.append((g.time, x0, x1))
        last = (g.time, x1)
      }
    }

    func x(_ t: Double, slot: Int = 0) -> Double {
      guard let a = anchors.last(where: { $0.time <= t + 1e-9 }) else {
        return left + (t - start) * scale
      }
      if TimelinePanel.Layout.same(a.time, t) { return a.x0 + Double(slot) * TimelinePanel.step }
      return a.x1 + (t - a.time) * scale
    }
  }

  /// The time axis: solid where it is linear; across a same-instant band it is broken (a dotted
  /// stretch between two slashes), since the band's width is the order of events, not time.
  static func axisLine(from x0: Double, to x1: Double, y: Double, breaks: [(Double, Double)])
    -> [DiagramItem]
  {
    let solid = Stroke(.role(.muted), width: 1)
    var items: [DiagramItem] = []
    var x = x0
    for (a, b) in breaks.sorted(by: { $0.0 < $1.0 }) where b > x {
      let a = max(a, x)
      if a > x {
        items.append(.shape(.polyline([Point(x, y), Point(a, y)]), fill: nil, stroke: solid))
      }
      items.append(
        .shape(
          .polyline([Point(a, y), Point(b, y)]), fill: nil,
          stroke: Stroke(.role(.muted), width: 1, dash: [1, 2])))
      for edge in [a, b] {
        items.append(
          .shape(
            .polyline([Point(edge - 2, y + 4), Point(edge + 2, y - 4)]), fill: nil, stroke: solid)
        )
      }
      x = b
    }
    if x1 > x {
      items.append(.shape(.polyline([Point(x, y), Point(x1, y)]), fill: nil, stroke: solid))
    }
    return items
  }

  /// A nice tick interval: ticks at least 120 points apart.
  static func interval(pointsPerSecond scale: Double) -> Double {
    let nice = [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600]
    return nice.first { $0 * scale >= 120 } ?? nice[nice.count - 1]
  }
}
