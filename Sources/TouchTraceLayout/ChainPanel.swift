import TouchTraceTrace

/// The responder chain from the hit-test view up: a node per responder (controllers, the window,
/// the application and the app delegate included), an arrow per `next`, solid where the touch was
/// passed on and dashed beyond the point where it stopped, with the reason at the stop.
struct ChainPanel {
  let trace: Trace
  let story: TouchStory
  let measure: any TextMeasuring
  let origin: Point
  var words = DiagramWords.en

  static let nodeHeight = 36.0
  static let arrowLength = 26.0

  func items() -> (
    items: [DiagramItem], size: Size, marks: Set<LegendMark>, regions: [DiagramRegion]
  ) {
    var items: [DiagramItem] = []
    var regions: [DiagramRegion] = []
    var marks: Set<LegendMark> = []
    let chain = story.touch.responderChain
    let effects = TouchEffects.of(trace, touch: story.touch, words: words)
    let received = Dictionary(
      story.deliveries.map { ($0.object, $0) }, uniquingKeysWith: { a, _ in a })
    let idStyle = TextStyle(size: Metrics.labelSize + 1, bold: true, alignment: .center)
    let classStyle = TextStyle(size: Metrics.smallSize, paint: .role(.muted), alignment: .center)
    let nodeWidth = max(
      150,
      (chain.map { id in
        max(
          measure.size(of: id, style: idStyle).width,
          measure.size(of: className(id), style: classStyle).width)
      }.max() ?? 0) + 24)
    var y = origin.y
    var width = nodeWidth
    if let dropped = story.touch.dropped {
      let style = TextStyle(size: Metrics.smallSize, bold: true, paint: .role(.stop))
      let text = words.dropReason(dropped)
      items.append(.text(text, at: Point(origin.x, y), style: style))
      width = max(width, measure.size(of: text, style: style).width)
      y += measure.size(of: text, style: style).height + 8
      marks.insert(.stop)
    }
    var reached = story.touch.dropped == nil
    for (i, id) in chain.enumerated() {
      let delivery = received[id]
      let got = reached && delivery != nil
      let node = Rect(origin.x, y, nodeWidth, Self.nodeHeight)
      regions.append(DiagramRegion(object: id, panel: .chain, rect: node))
      var nodeItems: [DiagramItem] = [
        .shape(
          .rect(node, radius: 7), fill: .role(.panel),
          stroke: Stroke(
            .role(got ? .chain : .faint), width: got ? 1.8 : 1, dash: got ? [] : [3, 2])),
        .text(id, at: Point(node.midX, node.minY + 4), style: idStyle),
        .text(className(id), at: Point(node.midX, node.minY + 20), style: classStyle),
      ]
      if id == story.touch.view {
        nodeItems[0] = .shape(
          .rect(node, radius: 7), fill: .role(.panel), stroke: Stroke(.role(.accent), width: 3))
      }
      items += got ? nodeItems : [.group(opacity: 0.55, nodeItems)]
      // Beside the node: the phases it received, then the control events and actions it sent.
      var notes: [(String, Role)] = []
      if got, let delivery { notes.append((phaseSummary(delivery.phases), .muted)) }
      for e in story.controlEvents where e.object == id { notes.append((e.event, .chain)) }
      for a in story.actions where a.sender == id {
        notes.append(("→ \(a.target).\(a.action)", .chain))
      }
      for effect in effects where effect.object == id { notes.append((Self.words(effect), .chain)) }
      var ny = node.minY + 2
      for (text, role) in Self.counted(notes) {
        let style = TextStyle(size: Metrics.smallSize, bold: role == .chain, paint: .role(role))
        items.append(.text(text, at: Point(node.maxX + 8, ny), style: style))
        width = max(width, nodeWidth + 8 + measure.size(of: text, style: style).width)
        ny += measure.size(of: text, style: style).height + 1
      }
      if !story.controlEvents.filter({ $0.object == id }).isEmpty { marks.insert(.controlEvent) }
      if effects.contains(where: { $0.object == id }) { marks.insert(.effect) }
      y = max(node.maxY, ny)
      guard i + 1 < chain.count else { break }
      let passed = got && delivery?.passedTo == chain[i + 1]
      let start = Point(node.midX, y)
      let end = Point(node.midX, y + Self.arrowLength)
      items.append(
        .arrow(
          [start, end],
          stroke: Stroke(
            .role(passed ? .chain : .faint), width: passed ? 2 : 1.2, dash: passed ? [] : [4, 3]),
          headAtStart: false))
      marks.insert(passed ? .passed : .notPassed)
      // `next` is UIResponder's property: never translated.
      let label = passed ? "next · " + words.passedOn : "next"
      let ls = TextStyle(
        size: Metrics.smallSize, paint: .role(passed ? .chain : .muted), middle: true)
      items.append(.text(label, at: Point(node.midX + 8, (start.y + end.y) / 2), style: ls))
      if got, !passed, let reason = delivery?.stopReason {
        // Where the touch stopped: a cross on the arrow and the reason beside it.
        let c = Point(node.midX, start.y + 7)
        items.append(
          .shape(
            .circle(center: c, radius: 6), fill: .role(.stop),
            stroke: Stroke(.role(.background), width: 1.5)))
        items.append(
          .text(
            "×", at: c,
            style: TextStyle(
              size: 10, bold: true, paint: .role(.badgeText), alignment: .center, middle: true)))
        let text = words.stopReason(reason)
        let style = TextStyle(
          size: Metrics.smallSize, bold: true, paint: .role(.stop), middle: true)
        let tx = node.midX + 8 + measure.size(of: label, style: ls).width + 8
        items.append(.text(text, at: Point(tx, (start.y + end.y) / 2), style: style))
        width = max(width, tx - origin.x + measure.size(of: text, style: style).width)
        marks.insert(.stop)
        reached = false
      } else if !passed {
        reached = false
      }
      y = end.y + 4
    }
    // What the touch changed on views that are not in its chain (the field that resigned).
    for effect in effects where !chain.contains(effect.object) {
      let style = TextStyle(size: Metrics.smallSize, bold: true, paint: .role(.chain))
      let text = "\(effect.object) · \(Self.words(effect))"
      items.append(.text(text, at: Point(origin.x, y + 4), style: style))
      width = max(width, measure.size(of: text, style: style).width)
      y += 4 + measure.size(of: text, style: style).height
      marks.insert(.effect)
    }
    // Nil-targeted actions the touch sent: each responder asked, and who performed it.
    let (search, searchSize) = ResponderList(trace: trace, measure: measure, words: words)
      .actionSearches(during: story.touch, origin: Point(origin.x, y + 8))
    if !search.isEmpty {
      items += search
      width = max(width, searchSize.width)
      y += 8 + searchSize.height
      marks.insert(.performs)
    }
    if let last = chain.last, let reason = received[last]?.stopReason, reached, reason == "end" {
      let style = TextStyle(size: Metrics.smallSize, paint: .role(.muted))
      items.append(
        .text(
          words.endOfChain, at: Point(origin.x + nodeWidth / 2, y + 4),
          style: TextStyle(size: Metrics.smallSize, paint: .role(.muted), alignment: .center)))
      y += 6 + measure.size(of: words.endOfChain, style: style).height
    }
    return (items, Size(width, y - origin.y), marks, regions)
  }

  private func className(_ id: String) -> String {
    trace.object(id).map(\.panelClassName) ?? ""
  }

  /// Notes that repeat (a dragged control's events and actions) once each, with their count.
  static func counted(_ notes: [(String, Role)]) -> [(String, Role)] {
    var counts: [String: Int] = [:]
    for (text, _) in notes { counts[text, default: 0] += 1 }
    var seen: Set<String> = []
    return notes.compactMap { text, role in
      guard seen.insert(text).inserted else { return nil }
      let n = counts[text] ?? 1
      return (n > 1 ? "\(text) ×\(n)" : text, role)
    }
  }

  static func words(_ effect: TouchEffect) -> String {
    effect.count > 1 ? "\(effect.text) ×\(effect.count)" : effect.text
  }

  /// "touchesBegan, Moved ×18, Ended".
  private func phaseSummary(_ phases: [TouchPhase]) -> String {
    var parts: [(TouchPhase, Int)] = []
    for p in phases {
      if let last = parts.last, last.0 == p {
        parts[parts.count - 1].1 += 1
      } else {
        parts.append((p, 1))
      }
    }
    return parts.enumerated().map { i, part in
      let name = i == 0 ? part.0.method : String(part.0.method.dropFirst("touches".count))
      return part.1 > 1 ? "\(name) ×\(part.1)" : name
    }.joined(separator: ", ")
  }
}
