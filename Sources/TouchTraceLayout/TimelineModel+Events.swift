import TouchTraceTrace

/// The marks of each kind of event the timeline draws.
extension TimelineMarker {
  /// A phase delivered to a responder: a cancel links back to the recognizer that caused it, a
  /// late delivery to the phase the window held.
  mutating func readTouches(_ order: Int, _ event: TraceEvent) {
    guard let lane = laneIndex(of: event.object), let phase = event.phase else { return }
    if phase == .moved {
      extend(.moved, lane, order, event.time)
      return
    }
    close(.moved, lane)
    var mark = Mark(order: order, lane: lane, time: event.time, glyph: .phase(phase))
    if phase == .cancelled {
      if let cause = event.cause, let from = laneIndex(of: cause) {
        links.append(Link(kind: .cause, from: recognizing[from], fromLane: from, to: order))
      } else {
        mark.label = words.cancelled
        mark.labelRole = .stop
      }
    }
    if let heldBy = event.heldBy {
      let match =
        held.firstIndex { $0.lane == lane && $0.phase == phase && $0.heldBy == heldBy }
        ?? held.firstIndex { $0.lane == lane && $0.heldBy == heldBy }
      if let match {
        links.append(Link(kind: .late, from: held[match].order, fromLane: lane, to: order))
        held.remove(at: match)
      }
    }
    add(mark)
  }

  mutating func readHeld(_ order: Int, _ event: TraceEvent) {
    guard let lane = laneIndex(of: event.object), let phase = event.phase else { return }
    close(.moved, lane)
    add(
      Mark(
        order: order, lane: lane, time: event.time, glyph: .held(phase),
        label: event.heldBy.map { words.heldBy.filled($0) } ?? words.held, labelRole: .skipped))
    held.append(HeldPhase(order: order, lane: lane, phase: phase, heldBy: event.heldBy))
  }

  mutating func readRecognizerTouches(_ order: Int, _ event: TraceEvent) {
    guard let lane = laneIndex(of: event.object), let phase = event.phase else { return }
    if phase == .moved {
      extend(.recognizerMoved, lane, order, event.time)
      return
    }
    close(.recognizerMoved, lane)
    add(Mark(order: order, lane: lane, time: event.time, glyph: .phase(phase), muted: true))
  }

  mutating func readRecognizerState(_ order: Int, _ event: TraceEvent) {
    guard let lane = laneIndex(of: event.object), lanes[lane].recognizer, let state = event.state
    else { return }
    if state == "changed" {
      extend(.changed, lane, order, event.time)
      return
    }
    close(.changed, lane)
    // Back to `possible` is a reset, not news.
    guard state != "possible" else { return }
    if ["began", "recognized", "ended"].contains(state) { recognizing[lane] = order }
    add(
      Mark(
        order: order, lane: lane, time: event.time, glyph: .state(state),
        label: state + (event.reason.map { " · " + $0 } ?? ""),
        labelRole: TimelineModel.role(ofState: state), chip: true, bold: true))
  }

  /// A delegate's answer, or a scroll view's own overridden question.
  mutating func readAnswer(_ order: Int, _ event: TraceEvent) {
    guard let lane = laneIndex(of: event.object), let method = event.method else { return }
    var text = TimelineModel.shortMethod(method)
    if let other = event.other { text += " \(other)" }
    if let answer = event.answer { text += answer ? " YES" : " NO" }
    let glyph: TimelineModel.Glyph = event.kind == .scroll ? .overrideAnswer : .delegate
    add(Mark(order: order, lane: lane, time: event.time, glyph: glyph, label: text))
  }

  mutating func readControlEvent(_ order: Int, _ event: TraceEvent) {
    // Any control with a lane, in the chain or not: the touch also drives controls it is not
    // in (a refresh control pulled by its table's pan sends valueChanged; the field that
    // resigns sends editingDidEnd). `belongs` has kept other touches' events out.
    guard let lane = laneIndex(of: event.object), let controlEvent = event.controlEvent
    else { return }
    add(
      Mark(
        order: order, lane: lane, time: event.time, glyph: .controlEvent, label: controlEvent,
        labelRole: .chain, bold: true))
  }

  mutating func readAction(_ order: Int, _ event: TraceEvent) {
    guard let lane = laneIndex(of: event.object),
      let target = event.target, let action = event.action
    else { return }
    add(
      Mark(
        order: order, lane: lane, time: event.time, glyph: .action,
        label: "→ \(target).\(action)", labelRole: .chain, bold: true))
  }

  mutating func readHighlight(_ order: Int, _ event: TraceEvent) {
    guard source.highlightOwners[order] == source.touch.id,
      let object = event.object.flatMap(source.trace.object),
      TouchEffects.isCell(object), let lane = laneIndex(of: object.id)
    else { return }
    if event.highlighted == true {
      highlightedSince[lane] = (order, event.time)
    } else if let since = highlightedSince.removeValue(forKey: lane) {
      highlights.append(
        Bar(
          order: since.order, lane: lane, from: since.time, to: event.time, role: .tint,
          label: words.highlighted))
    }
  }

  /// Labels what only the whole pass knows: a held phase that never arrived, a repeat's count.
  mutating func finishLabels() {
    for heldPhase in held {
      guard let index = marks.firstIndex(where: { $0.order == heldPhase.order }) else { continue }
      marks[index].label = (marks[index].label ?? words.held) + " · " + words.neverDelivered
    }
    for repeated in repeats where repeated.count > 1 {
      marks[repeated.mark].label = marks[repeated.mark].label.map { $0 + " ×\(repeated.count)" }
    }
  }

  /// A run of one is a single mark; longer runs are bars with their count.
  mutating func finishRuns() -> [Bar] {
    var bars = highlights
    for run in runs {
      let count = run.count > 1 ? " ×\(run.count)" : ""
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
            role: run.kind == .moved ? .chain : .muted, label: words.movedBar + count,
            recognizer: run.kind == .recognizerMoved))
      case .changed:
        bars.append(
          Bar(
            order: run.order, lane: run.lane, from: run.from, to: run.to, role: .chain,
            label: "changed" + count, chip: true))
      case .scrolled:
        bars.append(
          Bar(
            order: run.order, lane: run.lane, from: run.from, to: run.to, role: .muted,
            label: words.scrolled + count))
      }
    }
    return bars
  }
}
