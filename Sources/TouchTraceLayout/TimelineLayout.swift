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
        if let group = counts.firstIndex(where: { Self.same($0.time, mark.time) }) {
          slots.append(counts[group].count)
          counts[group].count += 1
        } else {
          slots.append(0)
          counts.append((mark.time, 1))
        }
      }
      groups = counts.sorted { $0.time < $1.time }
      for mark in model.marks {
        guard let text = mark.label else { continue }
        let labelStyle = style(mark.labelRole, bold: mark.bold)
        unplaced.append(
          Label(
            lane: mark.lane, x: 0, order: mark.order, text: text, style: labelStyle,
            chip: mark.chip ? mark.labelRole : nil,
            size: panel.measure.size(of: text, style: labelStyle)))
      }
      for bar in model.bars {
        let labelStyle = style(bar.chip ? bar.role : .muted, bold: bar.chip)
        unplaced.append(
          Label(
            lane: bar.lane, x: 0, order: bar.order, text: bar.label, style: labelStyle,
            chip: bar.chip ? bar.role : nil,
            size: panel.measure.size(of: bar.label, style: labelStyle)))
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
      for (index, mark) in model.marks.enumerated() where mark.label != nil {
        guard var label = next.next() else { break }
        label.x = axis.x(mark.time, slot: slots[index])
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
      let frame = placeFrame()
      var legend: Set<LegendMark> = []
      var items: [DiagramItem] = [.text(frame.headingText, at: panel.origin, style: heading)]
      items += drawAxis(frame, legend: &legend)
      items += drawLaneLabels(frame)
      items += drawFinger(frame, legend: &legend)
      items += drawBars(frame, legend: &legend)
      items += drawLinks(frame, legend: &legend)
      items += drawMarks(frame, legend: &legend)
      let labels = drawLabels(frame)
      items += labels.items
      return TimelinePanel.Drawn(
        items: items,
        size: Size(frame.panelRight - panel.origin.x, frame.bottom - panel.origin.y),
        marks: legend, labels: labels.boxes, regions: laneRegions(frame))
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
