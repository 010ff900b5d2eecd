import TouchTraceTrace

extension ChainPanel {
  /// One drawing of the chain, top to bottom: each step appends its items, moves `y` down past
  /// them and widens the panel to fit.
  struct Pass {
    let panel: ChainPanel
    let chain: [String]
    let effects: [TouchEffect]
    /// Each responder's delivery, by its id (the first, when one got the touch twice).
    let received: [String: TouchStory.Delivery]
    let nodeWidth: Double
    let idStyle = TextStyle(size: Metrics.labelSize + 1, bold: true, alignment: .center)
    let classStyle = TextStyle(size: Metrics.smallSize, paint: .role(.muted), alignment: .center)

    var items: [DiagramItem] = []
    var regions: [DiagramRegion] = []
    var marks: Set<LegendMark> = []
    var y: Double
    var width: Double
    /// The touch got this far up the chain: nothing stopped or dropped it yet.
    var reached: Bool

    init(panel: ChainPanel) {
      self.panel = panel
      let story = panel.story
      chain = story.touch.responderChain
      effects = TouchEffects.of(panel.trace, touch: story.touch, words: panel.words)
      received = Dictionary(
        story.deliveries.map { ($0.object, $0) }, uniquingKeysWith: { first, _ in first })
      let measure = panel.measure
      let idStyle = idStyle
      let classStyle = classStyle
      nodeWidth = max(
        150,
        (chain.map { id in
          max(
            measure.size(of: id, style: idStyle).width,
            measure.size(of: panel.className(id), style: classStyle).width)
        }.max() ?? 0) + 24)
      y = panel.origin.y
      width = nodeWidth
      reached = story.touch.dropped == nil
    }

    var measure: any TextMeasuring { panel.measure }
    var words: DiagramWords { panel.words }
    var story: TouchStory { panel.story }

    /// Why UIKit dropped the touch before any responder got it, above the chain.
    mutating func drawDropReason() {
      guard let dropped = story.touch.dropped else { return }
      let style = TextStyle(size: Metrics.smallSize, bold: true, paint: .role(.stop))
      let text = words.dropReason(dropped)
      items.append(.text(text, at: Point(panel.origin.x, y), style: style))
      width = max(width, measure.size(of: text, style: style).width)
      y += measure.size(of: text, style: style).height + 8
      marks.insert(.stop)
    }

    /// Each responder's node with its notes, and the `next` arrow to the one above it.
    mutating func drawResponders() {
      for (index, id) in chain.enumerated() {
        let delivery = received[id]
        let got = reached && delivery != nil
        let node = drawNode(id, got: got)
        drawNotes(beside: node, id: id, delivery: got ? delivery : nil)
        guard index + 1 < chain.count else { break }
        let passed = got && delivery?.passedTo == chain[index + 1]
        drawNext(from: node, passed: passed, stopReason: got ? delivery?.stopReason : nil)
      }
    }

    /// A responder's box: solid if the touch reached it, faded if not, thick on the hit-test view.
    mutating func drawNode(_ id: String, got: Bool) -> Rect {
      let node = Rect(panel.origin.x, y, nodeWidth, ChainPanel.nodeHeight)
      regions.append(DiagramRegion(object: id, panel: .chain, rect: node))
      var nodeItems: [DiagramItem] = [
        .shape(
          .rect(node, radius: 7), fill: .role(.panel),
          stroke: Stroke(
            .role(got ? .chain : .faint), width: got ? 1.8 : 1, dash: got ? [] : [3, 2])),
        .text(id, at: Point(node.midX, node.minY + 4), style: idStyle),
        .text(panel.className(id), at: Point(node.midX, node.minY + 20), style: classStyle),
      ]
      if id == story.touch.view {
        nodeItems[0] = .shape(
          .rect(node, radius: 7), fill: .role(.panel), stroke: Stroke(.role(.accent), width: 3))
      }
      items += got ? nodeItems : [.group(opacity: 0.55, nodeItems)]
      return node
    }

    /// Beside the node: the phases it received, then the control events and actions it sent.
    mutating func drawNotes(beside node: Rect, id: String, delivery: TouchStory.Delivery?) {
      var notes: [(String, Role)] = []
      if let delivery { notes.append((ChainPanel.phaseSummary(delivery.phases), .muted)) }
      for sent in story.controlEvents where sent.object == id {
        notes.append((sent.event, .chain))
      }
      for action in story.actions where action.sender == id {
        notes.append(("→ \(action.target).\(action.action)", .chain))
      }
      for effect in effects where effect.object == id {
        notes.append((ChainPanel.words(effect), .chain))
      }
      var noteY = node.minY + 2
      for (text, role) in ChainPanel.counted(notes) {
        let style = TextStyle(size: Metrics.smallSize, bold: role == .chain, paint: .role(role))
        items.append(.text(text, at: Point(node.maxX + 8, noteY), style: style))
        width = max(width, nodeWidth + 8 + measure.size(of: text, style: style).width)
        noteY += measure.size(of: text, style: style).height + 1
      }
      if !story.controlEvents.filter({ $0.object == id }).isEmpty { marks.insert(.controlEvent) }
      if effects.contains(where: { $0.object == id }) { marks.insert(.effect) }
      y = max(node.maxY, noteY)
    }

    /// The `next` arrow up from a node: solid if the touch was passed on, dashed if not, with a
    /// cross and the reason where it stopped.
    mutating func drawNext(from node: Rect, passed: Bool, stopReason: String?) {
      let start = Point(node.midX, y)
      let end = Point(node.midX, y + ChainPanel.arrowLength)
      items.append(
        .arrow(
          [start, end],
          stroke: Stroke(
            .role(passed ? .chain : .faint), width: passed ? 2 : 1.2, dash: passed ? [] : [4, 3]),
          headAtStart: false))
      marks.insert(passed ? .passed : .notPassed)
      // `next` is UIResponder's property: never translated.
      let label = passed ? "next · " + words.passedOn : "next"
      let labelStyle = TextStyle(
        size: Metrics.smallSize, paint: .role(passed ? .chain : .muted), middle: true)
      items.append(
        .text(label, at: Point(node.midX + 8, (start.y + end.y) / 2), style: labelStyle))
      if !passed, let stopReason {
        // Where the touch stopped: a cross on the arrow and the reason beside it.
        let cross = Point(node.midX, start.y + 7)
        items.append(
          .shape(
            .circle(center: cross, radius: 6), fill: .role(.stop),
            stroke: Stroke(.role(.background), width: 1.5)))
        items.append(
          .text(
            "×", at: cross,
            style: TextStyle(
              size: 10, bold: true, paint: .role(.badgeText), alignment: .center, middle: true)))
        let text = words.stopReason(stopReason)
        let style = TextStyle(
          size: Metrics.smallSize, bold: true, paint: .role(.stop), middle: true)
        let textX = node.midX + 8 + measure.size(of: label, style: labelStyle).width + 8
        items.append(.text(text, at: Point(textX, (start.y + end.y) / 2), style: style))
        width = max(width, textX - panel.origin.x + measure.size(of: text, style: style).width)
        marks.insert(.stop)
        reached = false
      } else if !passed {
        reached = false
      }
      y = end.y + 4
    }

    /// What the touch changed on views that are not in its chain (the field that resigned).
    mutating func drawEffectsOffChain() {
      for effect in effects where !chain.contains(effect.object) {
        let style = TextStyle(size: Metrics.smallSize, bold: true, paint: .role(.chain))
        let text = "\(effect.object) · \(ChainPanel.words(effect))"
        items.append(.text(text, at: Point(panel.origin.x, y + 4), style: style))
        width = max(width, measure.size(of: text, style: style).width)
        y += 4 + measure.size(of: text, style: style).height
        marks.insert(.effect)
      }
    }

    /// Nil-targeted actions the touch sent: each responder asked, and who performed it.
    mutating func drawActionSearches() {
      let (search, searchSize) = ResponderList(
        trace: panel.trace, measure: measure, words: words
      )
      .actionSearches(during: story.touch, origin: Point(panel.origin.x, y + 8))
      guard !search.isEmpty else { return }
      items += search
      width = max(width, searchSize.width)
      y += 8 + searchSize.height
      marks.insert(.performs)
    }

    /// "end of chain" when the touch went all the way up and nothing took it.
    mutating func drawEndOfChain() {
      guard let last = chain.last, let reason = received[last]?.stopReason, reached,
        reason == "end"
      else { return }
      let style = TextStyle(size: Metrics.smallSize, paint: .role(.muted))
      items.append(
        .text(
          words.endOfChain, at: Point(panel.origin.x + nodeWidth / 2, y + 4),
          style: TextStyle(size: Metrics.smallSize, paint: .role(.muted), alignment: .center)))
      y += 6 + measure.size(of: words.endOfChain, style: style).height
    }
  }
}
