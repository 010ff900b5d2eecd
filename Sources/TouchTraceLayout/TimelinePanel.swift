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
  var words = DiagramWords.en

  /// Between two events at the same instant.
  static let step = 14.0
  static let radius = 4.5

  /// Whether a diagram gets a timeline: when the trace has gesture recognizers or control events,
  /// or the touch moved, was held back or was cancelled. A plain tap on plain views gets none.
  static func shows(_ trace: Trace, _ story: TouchStory) -> Bool {
    let touch = story.touch
    guard !touch.samples.isEmpty else { return false }
    // Every navigation screen has UIKit's pop gesture; it counts only when it took part.
    let pops = trace.interactivePopRecognizerIDs
    let involved = pops.isEmpty ? [] : Set(trace.events.compactMap(\.object)).intersection(pops)
    if trace.objects.contains(where: {
      $0.role == .gestureRecognizer && (!pops.contains($0.id) || involved.contains($0.id))
    }) {
      return true
    }
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
    /// Each lane, across the panel.
    var regions: [DiagramRegion] = []
  }

  /// Nil when no object took part (a touch that was never delivered).
  func draw() -> Drawn? {
    let model = TimelineModel(trace: trace, story: story, words: words)
    guard !model.lanes.isEmpty else { return nil }
    return Layout(model: model, panel: self).draw()
  }
}
