import TouchTraceTrace

/// What happened to one touch over time: a lane per object that took part (the hit-test view, the
/// responders that received the touch and the controls that sent events, in chain order; then each
/// recognizer that saw it), simulated seconds from left to right, and a mark per call on its lane.
/// Events at the same instant are spread apart by a fixed step in the order they happened, so a
/// cancellation reads after the recognition that caused it even when both share a time.
struct TimelinePanel {
  let trace: Trace
  let story: TouchStory
  let measure: any TextMeasuring
  let origin: Point
  /// The width to fill; the panel is wider only when its marks cannot fit in it.
  let width: Double

  /// Between two events at the same instant.
  static let step = 14.0
  static let radius = 4.5

  /// Whether a diagram gets a timeline: when the trace has gesture recognizers or control events,
  /// or the touch moved, was held back or was cancelled. A plain tap on plain views gets none.
  static func shows(_ trace: Trace, _ story: TouchStory) -> Bool {
    let touch = story.touch
    guard !touch.samples.isEmpty else { return false }
    if trace.objects.contains(where: { $0.role == .gestureRecognizer }) { return true }
    if trace.events.contains(where: { $0.kind == .controlEvent }) { return true }
    if touch.samples.contains(where: { $0.phase == .moved || $0.phase == .cancelled }) {
      return true
    }
    return trace.events.contains { e in
      e.touches?.contains(touch.id) == true
        && (e.kind == .touchesHeld
          || (e.kind == .touches && (e.phase == .cancelled || e.heldBy != nil)))
    }
  }

  struct Drawn {
    var items: [DiagramItem]
    var size: Size
    var marks: Set<LegendMark>
    /// Every label's box, for tests: none overlaps another.
    var labels: [Rect]
  }

  /// Nil when no object took part (a touch that was never delivered).
  func draw() -> Drawn? {
    let model = TimelineModel(trace: trace, story: story)
    guard !model.lanes.isEmpty else { return nil }
    return Layout(model: model, panel: self).draw()
  }
}

/// The lanes and marks of one touch's timeline, read from the trace.
struct TimelineModel: Equatable {
  struct Lane: Equatable {
    var id: String
    var recognizer: Bool
  }

  enum Glyph: Equatable {
    /// A phase delivered (to a responder, or to a recognizer when the mark is `muted`).
    case phase(TouchPhase)
    /// A phase the window held back.
    case held(TouchPhase)
    /// A recognizer's new state.
    case state(String)
    case delegate, controlEvent, action
  }

  struct Mark: Equatable {
    /// The event's index in the trace: marks are in this order, and links name marks by it.
    var order: Int
    var lane: Int
    var time: Double
    var glyph: Glyph
    /// A recognizer's touches: the same shapes, grey.
    var muted = false
    var label: String?
    var labelRole: Role = .muted
    /// The label drawn as an outlined chip (a recognizer's state).
    var chip = false
    var bold = false
  }

  /// A run of moves (or state changes, or scrolls) drawn as one bar from the first to the last.
  struct Bar: Equatable {
    var order: Int
    var lane: Int
    var from: Double
    var to: Double
    var role: Role
    var label: String
    var chip = false
  }

  struct Link: Equatable {
    enum Kind: Equatable {
      /// From a held phase to its late delivery.
      case late
      /// From the recognizer's recognition to the touches it cancelled.
      case cause
    }
    var kind: Kind
    /// The mark it starts from (by `order`), or nil to start on `fromLane` at the end's time.
    var from: Int?
    var fromLane: Int
    var to: Int
  }

  var lanes: [Lane]
  var marks: [Mark]
  var bars: [Bar]
  var links: [Link]
  /// The finger's first and last sample, and the last time anything is drawn.
  var start: Double
  var fingerEnd: Double
  var end: Double

  init(trace: Trace, story: TouchStory) {
    let touch = story.touch
    let id = touch.id
    let chain = touch.responderChain
    start = touch.samples.first?.time ?? 0
    fingerEnd = touch.samples.last?.time ?? start
    // Events without a touch belong to this one until the next touch that begins after it ended.
    let lastSample = fingerEnd
    let limit =
      trace.touches.compactMap { $0.samples.first?.time }.filter { $0 > lastSample }.min()
      ?? .infinity
    let window = start..<limit
    func mine(_ e: TraceEvent) -> Bool { e.touches?.contains(id) == true }
    func isRecognizer(_ id: String?) -> Bool {
      id.flatMap { trace.object($0) }?.role == .gestureRecognizer
    }

    // The lanes: responders in chain order, then recognizers as they first appear.
    var responders: [String] = touch.view.map { [$0] } ?? []
    var recognizers: [String] = []
    func add(_ id: String?, to list: inout [String]) {
      if let id, !list.contains(id) { list.append(id) }
    }
    for e in trace.events {
      switch e.kind {
      case .touches, .touchesHeld:
        guard mine(e) else { continue }
        add(e.object, to: &responders)
        if isRecognizer(e.heldBy) { add(e.heldBy, to: &recognizers) }
        if isRecognizer(e.cause) { add(e.cause, to: &recognizers) }
      case .controlEvent, .scroll:
        if window.contains(e.time), let o = e.object, chain.contains(o) {
          add(o, to: &responders)
        }
      case .recognizerTouches:
        if mine(e) { add(e.object, to: &recognizers) }
      case .recognizerState, .delegateCall:
        // A recognizer on the touch's views that did not get it (its delegate said NO, say).
        if window.contains(e.time), let o = e.object.flatMap({ trace.object($0) }),
          o.role == .gestureRecognizer, let view = o.view, chain.contains(view)
        {
          add(o.id, to: &recognizers)
        }
      default: break
      }
    }
    let ordered =
      chain.filter { responders.contains($0) } + responders.filter { !chain.contains($0) }
    lanes =
      ordered.map { Lane(id: $0, recognizer: false) }
      + recognizers.filter { !ordered.contains($0) }.map { Lane(id: $0, recognizer: true) }
    let laneIDs = lanes.map(\.id)
    func lane(_ id: String?) -> Int? { id.flatMap { laneIDs.firstIndex(of: $0) } }

    // The marks, in event order; moves, changes and scrolls gather into runs.
    enum RunKind: Equatable { case moved, recognizerMoved, changed, scrolled }
    struct Run {
      var kind: RunKind
      var lane: Int
      var order: Int
      var from: Double
      var to: Double
      var count: Int
      var open = true
    }
    var marks: [Mark] = []
    var runs: [Run] = []
    var links: [Link] = []
    var held: [(order: Int, lane: Int, phase: TouchPhase, by: String?)] = []
    var recognizing: [Int: Int] = [:]  // lane → the order of its latest began/recognized/ended
    // The same action sent again and again (a pan's): one label, with the count.
    var repeats: [(mark: Int, count: Int)] = []
    var repeating: [Int: Int] = [:]  // lane → its open entry in `repeats`
    func add(_ mark: Mark) {
      var mark = mark
      if mark.glyph == .action {
        if let r = repeating[mark.lane], marks[repeats[r].mark].label == mark.label {
          repeats[r].count += 1
          mark.label = nil
        } else {
          repeating[mark.lane] = repeats.count
          repeats.append((marks.count, 1))
        }
      } else if mark.label != nil {
        repeating[mark.lane] = nil
      }
      marks.append(mark)
    }
    func extend(_ kind: RunKind, _ lane: Int, _ order: Int, _ time: Double) {
      if let i = runs.lastIndex(where: { $0.kind == kind && $0.lane == lane && $0.open }) {
        runs[i].to = time
        runs[i].count += 1
      } else {
        runs.append(Run(kind: kind, lane: lane, order: order, from: time, to: time, count: 1))
      }
    }
    func close(_ kind: RunKind, _ lane: Int) {
      for i in runs.indices where runs[i].kind == kind && runs[i].lane == lane {
        runs[i].open = false
      }
    }
    for (order, e) in trace.events.enumerated() {
      switch e.kind {
      case .touches where mine(e):
        guard let l = lane(e.object), let phase = e.phase else { continue }
        if phase == .moved {
          extend(.moved, l, order, e.time)
          continue
        }
        close(.moved, l)
        var mark = Mark(order: order, lane: l, time: e.time, glyph: .phase(phase))
        if phase == .cancelled {
          if let cause = e.cause, let from = lane(cause) {
            links.append(Link(kind: .cause, from: recognizing[from], fromLane: from, to: order))
          } else {
            mark.label = "cancelled"
            mark.labelRole = .stop
          }
        }
        if let by = e.heldBy {
          let match =
            held.firstIndex { $0.lane == l && $0.phase == phase && $0.by == by }
            ?? held.firstIndex { $0.lane == l && $0.by == by }
          if let match {
            links.append(
              Link(kind: .late, from: held[match].order, fromLane: l, to: order))
            held.remove(at: match)
          }
        }
        add(mark)
      case .touchesHeld where mine(e):
        guard let l = lane(e.object), let phase = e.phase else { continue }
        close(.moved, l)
        add(
          Mark(
            order: order, lane: l, time: e.time, glyph: .held(phase),
            label: e.heldBy.map { "held by \($0)" } ?? "held", labelRole: .skipped))
        held.append((order, l, phase, e.heldBy))
      case .recognizerTouches where mine(e):
        guard let l = lane(e.object), let phase = e.phase else { continue }
        if phase == .moved {
          extend(.recognizerMoved, l, order, e.time)
          continue
        }
        close(.recognizerMoved, l)
        add(Mark(order: order, lane: l, time: e.time, glyph: .phase(phase), muted: true))
      case .recognizerState where window.contains(e.time):
        guard let l = lane(e.object), lanes[l].recognizer, let state = e.state else { continue }
        if state == "changed" {
          extend(.changed, l, order, e.time)
          continue
        }
        close(.changed, l)
        // Back to `possible` is a reset, not news.
        guard state != "possible" else { continue }
        if ["began", "recognized", "ended"].contains(state) { recognizing[l] = order }
        add(
          Mark(
            order: order, lane: l, time: e.time, glyph: .state(state),
            label: state + (e.reason.map { " · " + $0 } ?? ""),
            labelRole: Self.role(ofState: state), chip: true, bold: true))
      case .delegateCall where window.contains(e.time):
        guard let l = lane(e.object), let method = e.method else { continue }
        var text = Self.shortMethod(method)
        if let other = e.other { text += " \(other)" }
        if let answer = e.answer { text += answer ? " YES" : " NO" }
        add(Mark(order: order, lane: l, time: e.time, glyph: .delegate, label: text))
      case .controlEvent where window.contains(e.time):
        guard let l = lane(e.object), let event = e.controlEvent else { continue }
        add(
          Mark(
            order: order, lane: l, time: e.time, glyph: .controlEvent, label: event,
            labelRole: .chain, bold: true))
      case .action where window.contains(e.time):
        guard let l = lane(e.object), let target = e.target, let action = e.action else {
          continue
        }
        add(
          Mark(
            order: order, lane: l, time: e.time, glyph: .action, label: "→ \(target).\(action)",
            labelRole: .chain, bold: true))
      case .scroll where window.contains(e.time):
        guard let l = lane(e.object) else { continue }
        extend(.scrolled, l, order, e.time)
      default: break
      }
    }
    // A held phase that never arrived.
    for h in held {
      guard let i = marks.firstIndex(where: { $0.order == h.order }) else { continue }
      marks[i].label = (marks[i].label ?? "held") + " · never delivered"
    }
    for r in repeats where r.count > 1 {
      marks[r.mark].label = marks[r.mark].label.map { $0 + " ×\(r.count)" }
    }

    // A run of one is a single mark; longer runs are bars with their count.
    var bars: [Bar] = []
    for run in runs {
      let n = run.count > 1 ? " ×\(run.count)" : ""
      switch run.kind {
      case .moved where run.count == 1:
        marks.append(Mark(order: run.order, lane: run.lane, time: run.from, glyph: .phase(.moved)))
      case .recognizerMoved where run.count == 1:
        marks.append(
          Mark(
            order: run.order, lane: run.lane, time: run.from, glyph: .phase(.moved), muted: true))
      case .changed where run.count == 1:
        marks.append(
          Mark(
            order: run.order, lane: run.lane, time: run.from, glyph: .state("changed"),
            label: "changed", labelRole: .chain, chip: true, bold: true))
      case .moved, .recognizerMoved:
        bars.append(
          Bar(
            order: run.order, lane: run.lane, from: run.from, to: run.to,
            role: run.kind == .moved ? .chain : .muted, label: "moved" + n))
      case .changed:
        bars.append(
          Bar(
            order: run.order, lane: run.lane, from: run.from, to: run.to, role: .chain,
            label: "changed" + n, chip: true))
      case .scrolled:
        bars.append(
          Bar(
            order: run.order, lane: run.lane, from: run.from, to: run.to, role: .muted,
            label: "scrolled" + n))
      }
    }
    self.marks = marks.sorted { $0.order < $1.order }
    self.bars = bars.sorted { $0.order < $1.order }
    self.links = links
    end = ([fingerEnd] + marks.map(\.time) + bars.map(\.to)).max() ?? fingerEnd
  }

  static func role(ofState state: String) -> Role {
    switch state {
    case "began", "changed": .chain
    case "recognized", "ended": .inside
    case "failed": .outside
    case "cancelled": .stop
    default: .muted
    }
  }

  /// `gestureRecognizerShouldBegin` → `shouldBegin`; `gestureRecognizer(_:shouldReceive:)` →
  /// `shouldReceive`.
  static func shortMethod(_ method: String) -> String {
    let words = method.split(whereSeparator: { "(:)".contains($0) }).map(String.init)
    var name = words.last { $0 != "_" && $0 != "gestureRecognizer" } ?? method
    if name.hasPrefix("gestureRecognizer"), name.count > "gestureRecognizer".count {
      name = String(name.dropFirst("gestureRecognizer".count))
      name = name.prefix(1).lowercased() + name.dropFirst()
    }
    return name
  }
}

extension TimelinePanel {
  /// Places the model's marks and draws them.
  fileprivate struct Layout {
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
        if Layout.same(a.time, t) { return a.x0 + Double(slot) * TimelinePanel.step }
        return a.x1 + (t - a.time) * scale
      }
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
      let fingerText = "touch \(panel.story.touch.id)"
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
      let headingText = "Timeline · simulated seconds"
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
      items.append(
        .shape(
          .polyline([Point(left - 6, axisY), Point(panelRight, axisY)]), fill: nil,
          stroke: Stroke(.role(.muted), width: 1)))

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
          bar.chip
            ? .timeline(.state)
            : bar.role == .muted && bar.label.hasPrefix("moved")
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
        legend.insert(.timeline(Self.legendMark(mark)))
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

      return TimelinePanel.Drawn(
        items: items, size: Size(panelRight - o.x, bottom - o.y), marks: legend, labels: boxes)
    }

    func className(_ id: String) -> String { panel.trace.object(id)?.class ?? "" }

    /// A nice tick interval: ticks at least 120 points apart.
    static func interval(pointsPerSecond scale: Double) -> Double {
      let nice = [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600]
      return nice.first { $0 * scale >= 120 } ?? nice[nice.count - 1]
    }

    static func legendMark(_ mark: TimelineModel.Mark) -> TimelineMark {
      if mark.muted { return .recognizerTouches }
      switch mark.glyph {
      case .phase(.began): return .began
      case .phase(.moved): return .moved
      case .phase(.ended): return .ended
      case .phase(.cancelled): return .cancelled
      case .held: return .held
      case .state: return .state
      case .delegate: return .delegate
      case .controlEvent: return .controlEvent
      case .action: return .action
      }
    }
  }

  /// A mark's glyph centred on `c`.
  static func glyph(_ glyph: TimelineModel.Glyph, muted: Bool = false, at c: Point)
    -> [DiagramItem]
  {
    let r = radius
    let edge = Stroke(.role(.background), width: 1)
    switch glyph {
    case .phase(let phase):
      let role: Role = muted ? .muted : phase == .cancelled ? .stop : .chain
      switch phase {
      case .began:
        return [.shape(.circle(center: c, radius: r), fill: .role(role), stroke: edge)]
      case .moved:
        return [
          .shape(
            .polyline([Point(c.x, c.y - r - 1), Point(c.x, c.y + r + 1)]), fill: nil,
            stroke: Stroke(.role(role), width: 2.2))
        ]
      case .ended:
        return [
          .shape(
            .rect(Rect(c.x - r + 0.5, c.y - r + 0.5, 2 * r - 1, 2 * r - 1), radius: 0),
            fill: .role(role), stroke: edge)
        ]
      case .cancelled:
        let d = r - 0.5
        return [
          .shape(
            .polyline([Point(c.x - d, c.y - d), Point(c.x + d, c.y + d)]), fill: nil,
            stroke: Stroke(.role(role), width: 2.2)),
          .shape(
            .polyline([Point(c.x - d, c.y + d), Point(c.x + d, c.y - d)]), fill: nil,
            stroke: Stroke(.role(role), width: 2.2)),
        ]
      }
    case .held(let phase):
      let stroke = Stroke(.role(.skipped), width: 1.6)
      switch phase {
      case .ended, .cancelled:
        return [
          .shape(
            .rect(Rect(c.x - r + 0.5, c.y - r + 0.5, 2 * r - 1, 2 * r - 1), radius: 0),
            fill: .role(.background), stroke: stroke)
        ]
      case .began, .moved:
        return [.shape(.circle(center: c, radius: r), fill: .role(.background), stroke: stroke)]
      }
    case .state(let state):
      let d = r + 1
      return [
        .shape(
          .polygon([
            Point(c.x, c.y - d), Point(c.x + d, c.y), Point(c.x, c.y + d), Point(c.x - d, c.y),
          ]), fill: .role(TimelineModel.role(ofState: state)), stroke: edge)
      ]
    case .delegate:
      return [
        .shape(
          .polygon([Point(c.x - r, c.y - r + 1), Point(c.x + r, c.y - r + 1), Point(c.x, c.y + r)]),
          fill: .role(.muted), stroke: nil)
      ]
    case .controlEvent:
      return [
        .shape(
          .polygon([
            Point(c.x - r, c.y + r - 0.5), Point(c.x + r, c.y + r - 0.5), Point(c.x, c.y - r),
          ]),
          fill: .role(.chain), stroke: nil)
      ]
    case .action:
      return [
        .shape(
          .polygon([
            Point(c.x - r + 1, c.y - r), Point(c.x + r + 0.5, c.y), Point(c.x - r + 1, c.y + r),
          ]),
          fill: .role(.chain), stroke: nil)
      ]
    }
  }
}

/// The timeline's marks, in the order the legend lists them (after the other panels' marks).
enum TimelineMark: Hashable, CaseIterable {
  case finger, began, moved, ended, cancelled, held, late, cause, recognizerTouches, state,
    delegate, controlEvent, action, sameInstant

  var text: String {
    switch self {
    case .finger: "timeline: the finger on the glass, down to up"
    case .began: "touchesBegan delivered"
    case .moved: "touchesMoved: a tick, or a bar from first to last move"
    case .ended: "touchesEnded delivered"
    case .cancelled: "touchesCancelled delivered"
    case .held: "a phase held back by a recognizer (delaysTouches…)"
    case .late: "the held phase delivered late"
    case .cause: "a recognizer's recognition cancelled the view's touches"
    case .recognizerTouches: "a recognizer received the touch (same shapes, grey)"
    case .state: "a recognizer's state change (chip: its new state)"
    case .delegate: "a delegate method's answer"
    case .controlEvent: "a control event sent"
    case .action: "an action message sent: → target.action"
    case .sameInstant: "the same instant: events spread in the order they happened"
    }
  }

  /// A sample of the mark in a 24×16 box whose middle is `mid`.
  func glyph(mid: Point) -> [DiagramItem] {
    typealias T = TimelinePanel
    switch self {
    case .finger:
      return [
        .shape(
          .polyline([Point(mid.x - 10, mid.y), Point(mid.x + 10, mid.y)]), fill: nil,
          stroke: Stroke(.role(.finger), width: 5))
      ]
    case .began: return T.glyph(.phase(.began), at: mid)
    case .moved:
      return [
        .shape(
          .polyline([Point(mid.x - 9, mid.y), Point(mid.x + 9, mid.y)]), fill: nil,
          stroke: Stroke(.role(.chain), width: 2.5)),
        .shape(
          .polyline([Point(mid.x - 9, mid.y - 4), Point(mid.x - 9, mid.y + 4)]), fill: nil,
          stroke: Stroke(.role(.chain), width: 1.5)),
        .shape(
          .polyline([Point(mid.x + 9, mid.y - 4), Point(mid.x + 9, mid.y + 4)]), fill: nil,
          stroke: Stroke(.role(.chain), width: 1.5)),
      ]
    case .ended: return T.glyph(.phase(.ended), at: mid)
    case .cancelled: return T.glyph(.phase(.cancelled), at: mid)
    case .held: return T.glyph(.held(.began), at: mid)
    case .late:
      return [
        .arrow(
          [
            Point(mid.x - 9, mid.y + 5), Point(mid.x - 9, mid.y - 4), Point(mid.x + 9, mid.y - 4),
            Point(mid.x + 9, mid.y + 6),
          ], stroke: Stroke(.role(.skipped), width: 1.3, dash: [3, 2]), headAtStart: false)
      ]
    case .cause:
      return [
        .arrow(
          [Point(mid.x - 10, mid.y + 6), Point(mid.x + 10, mid.y - 6)],
          stroke: Stroke(.role(.stop), width: 1.5), headAtStart: false)
      ]
    case .recognizerTouches:
      return T.glyph(.phase(.began), muted: true, at: Point(mid.x - 6, mid.y))
        + T.glyph(.phase(.ended), muted: true, at: Point(mid.x + 6, mid.y))
    case .state: return T.glyph(.state("recognized"), at: mid)
    case .delegate: return T.glyph(.delegate, at: mid)
    case .controlEvent: return T.glyph(.controlEvent, at: mid)
    case .action: return T.glyph(.action, at: mid)
    case .sameInstant:
      return [
        .group(
          opacity: 0.6,
          [
            .shape(
              .rect(Rect(mid.x - 11, mid.y - 7, 22, 14), radius: 4), fill: .role(.accentSoft),
              stroke: nil)
          ]),
        .shape(
          .circle(center: Point(mid.x - 6, mid.y), radius: 2.5), fill: .role(.chain), stroke: nil),
        .shape(.circle(center: Point(mid.x, mid.y), radius: 2.5), fill: .role(.chain), stroke: nil),
        .shape(
          .circle(center: Point(mid.x + 6, mid.y), radius: 2.5), fill: .role(.chain), stroke: nil),
      ]
    }
  }
}
