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
    start = touch.samples.first?.time ?? 0
    fingerEnd = touch.samples.last?.time ?? start
    let source = TimelineSource(trace: trace, touch: touch, words: words)
    lanes = Self.lanes(source)
    var marker = TimelineMarker(source: source, lanes: lanes)
    for (order, event) in trace.events.enumerated() { marker.read(order, event) }
    marker.finishLabels()
    let bars = marker.finishRuns()
    marks = marker.marks.sorted { $0.order < $1.order }
    self.bars = bars.sorted { $0.order < $1.order }
    links = marker.links
    end = ([fingerEnd] + marker.marks.map(\.time) + bars.map(\.to)).max() ?? fingerEnd
  }
}
