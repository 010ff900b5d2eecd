import TouchTraceTrace

/// One pass over the trace's events that places a timeline's marks, in event order; moves,
/// changes and scrolls gather into runs that become bars at the end.
struct TimelineMarker {
  typealias Mark = TimelineModel.Mark
  typealias Bar = TimelineModel.Bar
  typealias Link = TimelineModel.Link

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
  /// A phase the window held back, waiting for its late delivery.
  struct HeldPhase {
    var order: Int
    var lane: Int
    var phase: TouchPhase
    var heldBy: String?
  }
  /// A mark that later marks repeat, with how many there are so far.
  struct Repeat {
    var mark: Int
    var count: Int
  }

  let source: TimelineSource
  let lanes: [TimelineModel.Lane]
  let laneIDs: [String]
  var marks: [Mark] = []
  var runs: [Run] = []
  var links: [Link] = []
  var held: [HeldPhase] = []
  var recognizing: [Int: Int] = [:]  // lane → the order of its latest began/recognized/ended
  // A cell this touch highlighted: a bar on its lane while it is (UITableView's highlight).
  var highlightedSince: [Int: (order: Int, time: Double)] = [:]
  var highlights: [Bar] = []
  // The same action sent again and again (a pan's), and a dragged control's events and value:
  // one label each, with the count (a value's label shows the last value).
  var repeats: [Repeat] = []
  var repeating: [Int: [String: Int]] = [:]  // lane → what repeats → its open entry in `repeats`

  init(source: TimelineSource, lanes: [TimelineModel.Lane]) {
    self.source = source
    self.lanes = lanes
    laneIDs = lanes.map(\.id)
  }

  var words: DiagramWords { source.words }

  func laneIndex(of id: String?) -> Int? { id.flatMap { laneIDs.firstIndex(of: $0) } }

  /// Adds a mark, folding it into the mark it repeats (which then shows the count).
  mutating func add(_ mark: Mark) {
    var mark = mark
    if let key = TimelineModel.repeatKey(mark) {
      if let open = repeating[mark.lane]?[key] {
        repeats[open].count += 1
        if mark.glyph == .effect { marks[repeats[open].mark].label = mark.label }
        mark.label = nil
      } else {
        repeating[mark.lane, default: [:]][key] = repeats.count
        repeats.append(Repeat(mark: marks.count, count: 1))
      }
    } else if mark.label != nil {
      repeating[mark.lane] = nil
    }
    marks.append(mark)
  }

  mutating func extend(_ kind: RunKind, _ lane: Int, _ order: Int, _ time: Double) {
    if let open = runs.lastIndex(where: { $0.kind == kind && $0.lane == lane && $0.open }) {
      runs[open].to = time
      runs[open].count += 1
    } else {
      runs.append(Run(kind: kind, lane: lane, order: order, from: time, to: time, count: 1))
    }
  }

  mutating func close(_ kind: RunKind, _ lane: Int) {
    for index in runs.indices where runs[index].kind == kind && runs[index].lane == lane {
      runs[index].open = false
    }
  }

  /// Places what one event draws, if anything.
  mutating func read(_ order: Int, _ event: TraceEvent) {
    let belongs = source.belongs(order, event)
    switch event.kind {
    case .touches where source.names(event): readTouches(order, event)
    case .touchesHeld where source.names(event): readHeld(order, event)
    case .recognizerTouches where source.names(event): readRecognizerTouches(order, event)
    case .recognizerState where belongs: readRecognizerState(order, event)
    // A delegate's answer, or a scroll view's own overridden question (touchesShouldBegin).
    case .delegateCall where belongs, .scroll where belongs && event.other != nil:
      readAnswer(order, event)
    case .controlEvent where belongs: readControlEvent(order, event)
    case .action where belongs: readAction(order, event)
    case .scroll where belongs && event.method == nil:
      guard let lane = laneIndex(of: event.object) else { return }
      extend(.scrolled, lane, order, event.time)
    case .highlight: readHighlight(order, event)
    case .change where belongs:
      guard let lane = laneIndex(of: event.object), let text = TouchEffects.text(event, words)
      else { return }
      add(
        Mark(
          order: order, lane: lane, time: event.time, glyph: .sceneChange, label: text,
          labelRole: .stop, bold: true))
    case .valueChange, .select, .firstResponder, .hierarchy:
      guard source.owns(order), let lane = laneIndex(of: event.object),
        let text = TouchEffects.text(event, words)
      else { return }
      add(
        Mark(
          order: order, lane: lane, time: event.time, glyph: .effect, label: text,
          labelRole: .inside, bold: true))
    default: break
    }
  }
}
