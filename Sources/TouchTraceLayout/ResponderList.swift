import TouchTraceTrace

/// A column of responders joined by `next` arrows, each with notes beside it: how the chain
/// panels draw a nil-targeted action's search and an event that is not a touch.
struct ResponderList {
  struct Entry {
    var id: String
    var notes: [(String, Role)]
    /// Drawn with a strong outline: the responder that performed the action or kept the event.
    var emphasized = false
    /// False: the event never reached it (drawn faint).
    var reached = true
    /// A folded run's responders, first to last: the node stands for each of them.
    var folded: [String] = []
  }

  let trace: Trace
  let measure: any TextMeasuring
  var words = DiagramWords.en

  static let nodeHeight = 30.0
  static let arrowLength = 18.0

  /// Draws `entries` from `origin` down; returns the items, the size used and each node's box.
  func items(_ entries: [Entry], origin: Point) -> (
    items: [DiagramItem], size: Size, regions: [DiagramRegion]
  ) {
    let entries = Self.foldingRuns(entries, words: words)
    var regions: [DiagramRegion] = []
    let idStyle = TextStyle(size: Metrics.labelSize, bold: true, alignment: .center)
    let classStyle = TextStyle(
      size: Metrics.smallestSize, paint: .role(.muted), alignment: .center)
    let nodeWidth = max(
      130,
      (entries.map { measure.size(of: $0.id, style: idStyle).width }.max() ?? 0) + 20)
    var items: [DiagramItem] = []
    var y = origin.y
    var width = nodeWidth
    for (i, entry) in entries.enumerated() {
      let node = Rect(origin.x, y, nodeWidth, Self.nodeHeight)
      for id in entry.folded.isEmpty ? [entry.id] : entry.folded {
        regions.append(DiagramRegion(object: id, panel: .chain, rect: node))
      }
      let stroke =
        entry.emphasized
        ? Stroke(.role(.accent), width: 2.5)
        : Stroke(
          .role(entry.reached ? .chain : .faint), width: 1.2, dash: entry.reached ? [] : [3, 2])
      let nodeItems: [DiagramItem] = [
        .shape(.rect(node, radius: 6), fill: .role(.panel), stroke: stroke),
        .text(entry.id, at: Point(node.midX, node.minY + 2), style: idStyle),
        .text(
          entry.folded.isEmpty
            ? trace.object(entry.id).map(\.panelClassName) ?? ""
            : words.foldedResponders.filled("\(entry.folded.count)"),
          at: Point(node.midX, node.minY + 16), style: classStyle),
      ]
      items += entry.reached ? nodeItems : [.group(opacity: 0.55, nodeItems)]
      var ny = node.minY + 2
      for (text, role) in entry.notes {
        let style = TextStyle(size: Metrics.smallSize, bold: role != .muted, paint: .role(role))
        items.append(.text(text, at: Point(node.maxX + 8, ny), style: style))
        width = max(width, nodeWidth + 8 + measure.size(of: text, style: style).width)
        ny += measure.size(of: text, style: style).height + 1
      }
      y = max(node.maxY, ny)
      guard i + 1 < entries.count else { break }
      let next = entries[i + 1].reached
      items.append(
        .arrow(
          [Point(node.midX, y), Point(node.midX, y + Self.arrowLength)],
          stroke: Stroke(
            .role(next ? .chain : .faint), width: next ? 1.8 : 1.2, dash: next ? [] : [4, 3]),
          headAtStart: false))
      y += Self.arrowLength + 3
    }
    return (items, Size(width, y - origin.y), regions)
  }

  /// Runs of at least this many responders answered alike fold into one node: more than a
  /// textbook chain holds (seed 004's, a key press's: seven), so those stay whole.
  static let foldRunsOf = 8

  /// Folds each run of at least `foldRunsOf` responders with the same notes (a deep hierarchy's
  /// views that all "cannot perform" an action) into one node, "view3 … view40", so a real
  /// screen's chain stays readable, as the tree folds runs of siblings (issue 24). The first
  /// responder asked and the one that performed or kept the event are never folded.
  static func foldingRuns(_ entries: [Entry], words: DiagramWords) -> [Entry] {
    func key(_ e: Entry) -> String? {
      guard !e.emphasized, e.folded.isEmpty else { return nil }
      return "\(e.reached) " + e.notes.map { "\($0.1) \($0.0)" }.joined(separator: "\n")
    }
    var out = Array(entries.prefix(1))
    var i = 1
    while i < entries.count {
      var end = i + 1
      if let k = key(entries[i]) {
        while end < entries.count, key(entries[end]) == k { end += 1 }
      }
      guard end - i >= Self.foldRunsOf else {
        out += entries[i..<end]
        i = end
        continue
      }
      var node = entries[i]
      node.id = "\(entries[i].id) … \(entries[end - 1].id)"
      node.folded = entries[i..<end].map(\.id)
      out.append(node)
      i = end
    }
    return out
  }

  /// The nil-targeted actions a touch sent: for each, a heading and every responder asked.
  func actionSearches(during touch: TraceTouch, origin: Point) -> (
    items: [DiagramItem], size: Size
  ) {
    let began = touch.samples.first?.time ?? 0
    let ended = touch.samples.last?.time ?? began
    var searches: [[TraceEvent]] = []
    var performer: [String?] = []
    for e in trace.events where e.time >= began && e.time <= ended {
      if e.kind == .canPerformAction, touch.responderChain.contains(e.other ?? "") {
        if let last = searches.last?.last, last.action == e.action, last.other == e.other,
          performer.last == .some(nil)
        {
          searches[searches.count - 1].append(e)
        } else {
          searches.append([e])
          performer.append(nil)
        }
        if e.answer == true { performer[performer.count - 1] = e.object }
      }
    }
    var items: [DiagramItem] = []
    var y = origin.y
    var width = 0.0
    let heading = TextStyle(size: Metrics.smallSize, bold: true, paint: .role(.accent))
    for (search, who) in zip(searches, performer) {
      guard let first = search.first, let action = first.action, let sender = first.other else {
        continue
      }
      let text =
        (first.object == sender
        ? words.nilTargetedFromSender : words.nilTargetedFromFirstResponder).filled(action, sender)
      items.append(.text(text, at: Point(origin.x, y), style: heading))
      width = max(width, measure.size(of: text, style: heading).width)
      y += measure.size(of: text, style: heading).height + 6
      let entries = search.map { e in
        Entry(
          id: e.object ?? "",
          notes: [
            e.answer == true
              ? (words.performs.filled(action), .accent)
              : (words.cannotPerform, .muted)
          ], emphasized: e.answer == true)
      }
      let (list, size, _) = self.items(entries, origin: Point(origin.x, y))
      items += list
      width = max(width, size.width)
      y += size.height + 6
      if who == nil {
        let style = TextStyle(size: Metrics.smallSize, bold: true, paint: .role(.stop))
        items.append(
          .text(
            words.nobodyPerforms.filled(action), at: Point(origin.x, y), style: style
          ))
        y += measure.size(of: "x", style: style).height + 6
      }
    }
    return (items, Size(width, y - origin.y))
  }
}

/// An event that is not a touch (a shake, a key press, a remote-control command): where UIKit
/// sent it and how it climbed the chain, as its diagram tells it.
struct EventStory {
  /// The `eventSent` that starts it (motionBegan, pressesBegan, remoteControlReceived), and its
  /// place among the trace's events.
  let sent: TraceEvent
  let index: Int
  /// Every `responderEvent` call of it, the ending method's too.
  let calls: [TraceEvent]

  /// One story per shake, key press or command, in order.
  static func all(in trace: Trace) -> [EventStory] {
    let starts: Set<String> = ["motionBegan", "pressesBegan", "remoteControlReceived"]
    var out: [EventStory] = []
    for (i, e) in trace.events.enumerated()
    where e.kind == .eventSent && starts.contains(e.method ?? "") {
      out.append(EventStory(sent: e, index: i, calls: []))
    }
    // Each call belongs to the latest story of its subtype that began at or before it.
    var calls = Array(repeating: [TraceEvent](), count: out.count)
    for e in trace.events where e.kind == .responderEvent {
      if let i = out.lastIndex(where: { $0.sent.subtype == e.subtype && $0.sent.time <= e.time }) {
        calls[i].append(e)
      }
    }
    return zip(out, calls).map { EventStory(sent: $0.sent, index: $0.index, calls: $1) }
  }

  /// "shake", "key return", "remote control: play".
  func name(_ words: DiagramWords) -> String {
    let subtype = sent.subtype ?? ""
    switch sent.method {
    case "motionBegan": return subtype == "shake" ? words.shake : words.motion.filled(subtype)
    case "pressesBegan": return words.key.filled(subtype)
    default: return words.remoteControl.filled(subtype)
    }
  }

  /// The chain from the responder UIKit sent it to, with the methods each got.
  func entries(_ trace: Trace, _ words: DiagramWords) -> [ResponderList.Entry] {
    guard let first = sent.object, let start = trace.object(first) else { return [] }
    var chain = [start.id]
    var seen: Set<String> = [start.id]
    var next = start.next
    while let id = next, seen.insert(id).inserted {
      chain.append(id)
      next = trace.object(id)?.next
    }
    return chain.map { id in
      let got = calls.filter { $0.object == id }
      var notes: [(String, Role)] =
        got.isEmpty ? [] : [(got.compactMap(\.method).joined(separator: ", "), .muted)]
      let stopped = got.first { $0.passedTo == nil }?.reason
      if let stopped {
        notes.append(
          (
            stopped == "end" ? words.endOfChain : words.stopSwallowed,
            stopped == "end" ? .muted : .stop
          ))
      }
      return ResponderList.Entry(
        id: id, notes: notes, emphasized: stopped != nil && stopped != "end", reached: !got.isEmpty)
    }
  }
}
