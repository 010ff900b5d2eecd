import TouchTraceTrace

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
    /// The answer of a method the scene overrides (a scroll view's touchesShouldBegin).
    case overrideAnswer
    /// What the touch changed: a value, the selection, the first responder.
    case effect
    /// A change to the views: the app's code (a `set`, `add` or `remove` step) or UIKit's own (a
    /// sheet dismissed).
    case sceneChange
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
    /// A recognizer's touchesMoved run (its legend entry differs from the view's).
    var recognizer = false
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

  init(trace: Trace, story: TouchStory, words: DiagramWords = .en) {
    let touch = story.touch
    let id = touch.id
    let chain = touch.responderChain
    start = touch.samples.first?.time ?? 0
    fingerEnd = touch.samples.last?.time ?? start
    // Events without a touch belong to this one until the next touch that begins after it ended.
    let window = TouchEffects.window(trace, touch)
    let orders = TouchEffects.orders(trace, touch)
    // In its time window and, at an instant two touches share (one tap ending as the next
    // begins), on this touch's side of the boundary in the trace's order.
    func belongs(_ order: Int, _ e: TraceEvent) -> Bool {
      // A change made just before the next touch begins (`wait`, then `set`, then a tap) is
      // still this touch's news: the next touch's screen shows its result.
      (window.contains(e.time) || e.kind == .change && e.time == window.upperBound)
        && orders.contains(order)
    }
    let owners = TouchEffects.owners(trace)
    let highlightOwners = TouchEffects.owners(trace, of: [.highlight])
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
    for (order, e) in trace.events.enumerated() {
      switch e.kind {
      case .touches, .touchesHeld:
        guard mine(e) else { continue }
        add(e.object, to: &responders)
        if isRecognizer(e.heldBy) { add(e.heldBy, to: &recognizers) }
        if isRecognizer(e.cause) { add(e.cause, to: &recognizers) }
      case .controlEvent, .scroll:
        if belongs(order, e), let o = e.object, chain.contains(o) {
          add(o, to: &responders)
        }
      case .valueChange, .select, .firstResponder, .hierarchy:
        // What this touch changed, on its own lane (the field that resigns is not in the chain).
        // Views a tab switch moves stay off the timeline: the chain panel lists them.
        if let o = e.object, owners[order] == id, e.kind != .hierarchy || chain.contains(o) {
          add(o, to: &responders)
        }
      case .change where belongs(order, e):
        // The app's code changed a view or recognizer while this touch was on screen.
        if isRecognizer(e.object) {
          add(e.object, to: &recognizers)
        } else {
          add(e.object, to: &responders)
        }
      case .recognizerTouches:
        if mine(e) { add(e.object, to: &recognizers) }
      case .recognizerState, .delegateCall:
        guard belongs(order, e), let o = e.object.flatMap({ trace.object($0) }) else { break }
        if o.role == .gestureRecognizer, let view = o.view, chain.contains(view) {
          // A recognizer on the touch's views that did not get it (its delegate said NO, say).
          add(o.id, to: &recognizers)
        } else if e.kind == .delegateCall, o.role != .gestureRecognizer {
          // A delegate UIKit asked for this touch that is no recognizer's: a sheet's
          // presentation delegate (presentationControllerShouldDismiss…), on a lane of its own.
          add(o.id, to: &responders)
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
    // A cell this touch highlighted: a bar on its lane while it is (UITableView's highlight).
    var highlightedSince: [Int: (order: Int, time: Double)] = [:]
    var highlights: [Bar] = []
    // The same action sent again and again (a pan's), and a dragged control's events and value:
    // one label each, with the count (a value's label shows the last value).
    var repeats: [(mark: Int, count: Int)] = []
    var repeating: [Int: [String: Int]] = [:]  // lane → what repeats → its open entry in `repeats`
    func add(_ mark: Mark) {
      var mark = mark
      if let key = Self.repeatKey(mark) {
        if let r = repeating[mark.lane]?[key] {
          repeats[r].count += 1
          if mark.glyph == .effect { marks[repeats[r].mark].label = mark.label }
          mark.label = nil
        } else {
          repeating[mark.lane, default: [:]][key] = repeats.count
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
            mark.label = words.cancelled
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
            label: e.heldBy.map { words.heldBy.filled($0) } ?? words.held, labelRole: .skipped))
        held.append((order, l, phase, e.heldBy))
      case .recognizerTouches where mine(e):
        guard let l = lane(e.object), let phase = e.phase else { continue }
        if phase == .moved {
          extend(.recognizerMoved, l, order, e.time)
          continue
        }
        close(.recognizerMoved, l)
        add(Mark(order: order, lane: l, time: e.time, glyph: .phase(phase), muted: true))
      case .recognizerState where belongs(order, e):
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
      // A delegate's answer, or a scroll view's own overridden question (touchesShouldBegin).
      case .delegateCall where belongs(order, e), .scroll where belongs(order, e) && e.other != nil:
        guard let l = lane(e.object), let method = e.method else { continue }
        var text = Self.shortMethod(method)
        if let other = e.other { text += " \(other)" }
        if let answer = e.answer { text += answer ? " YES" : " NO" }
        let glyph: Glyph = e.kind == .scroll ? .overrideAnswer : .delegate
        add(Mark(order: order, lane: l, time: e.time, glyph: glyph, label: text))
      case .controlEvent where belongs(order, e):
        // Only the chain's controls: a field on the timeline because it resigned did not send
        // this touch's events.
        guard let l = lane(e.object), chain.contains(lanes[l].id), let event = e.controlEvent
        else { continue }
        add(
          Mark(
            order: order, lane: l, time: e.time, glyph: .controlEvent, label: event,
            labelRole: .chain, bold: true))
      case .action where belongs(order, e):
        guard let l = lane(e.object), lanes[l].recognizer || chain.contains(lanes[l].id),
          let target = e.target, let action = e.action
        else { continue }
        add(
          Mark(
            order: order, lane: l, time: e.time, glyph: .action, label: "→ \(target).\(action)",
            labelRole: .chain, bold: true))
      case .scroll where belongs(order, e) && e.method == nil:
        guard let l = lane(e.object) else { continue }
        extend(.scrolled, l, order, e.time)
      case .highlight:
        guard highlightOwners[order] == id, let o = e.object.flatMap(trace.object),
          TouchEffects.isCell(o), let l = lane(o.id)
        else { continue }
        if e.highlighted == true {
          highlightedSince[l] = (order, e.time)
        } else if let since = highlightedSince.removeValue(forKey: l) {
          highlights.append(
            Bar(
              order: since.order, lane: l, from: since.time, to: e.time, role: .tint,
              label: words.highlighted))
        }
      case .change where belongs(order, e):
        guard let l = lane(e.object), let text = TouchEffects.text(e, words) else { continue }
        add(
          Mark(
            order: order, lane: l, time: e.time, glyph: .sceneChange, label: text, labelRole: .stop,
            bold: true))
      case .valueChange, .select, .firstResponder, .hierarchy:
        guard owners[order] == id, let l = lane(e.object), let text = TouchEffects.text(e, words)
        else { continue }
        add(
          Mark(
            order: order, lane: l, time: e.time, glyph: .effect, label: text, labelRole: .inside,
            bold: true))
      default: break
      }
    }
    // A held phase that never arrived.
    for h in held {
      guard let i = marks.firstIndex(where: { $0.order == h.order }) else { continue }
      marks[i].label = (marks[i].label ?? words.held) + " · " + words.neverDelivered
    }
    for r in repeats where r.count > 1 {
      marks[r.mark].label = marks[r.mark].label.map { $0 + " ×\(r.count)" }
    }

    // A run of one is a single mark; longer runs are bars with their count.
    var bars = highlights
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
            role: run.kind == .moved ? .chain : .muted, label: words.movedBar + n,
            recognizer: run.kind == .recognizerMoved))
      case .changed:
        bars.append(
          Bar(
            order: run.order, lane: run.lane, from: run.from, to: run.to, role: .chain,
            label: "changed" + n, chip: true))
      case .scrolled:
        bars.append(
          Bar(
            order: run.order, lane: run.lane, from: run.from, to: run.to, role: .muted,
            label: words.scrolled + n))
      }
    }
    self.marks = marks.sorted { $0.order < $1.order }
    self.bars = bars.sorted { $0.order < $1.order }
    self.links = links
    end = ([fingerEnd] + marks.map(\.time) + bars.map(\.to)).max() ?? fingerEnd
  }
}
