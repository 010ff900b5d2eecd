import TouchTraceTrace

/// What one touch's timeline reads from the trace besides the touch: which events fall to it.
/// Both passes over the events (lanes, then marks) ask it the same questions.
struct TimelineSource {
  let trace: Trace
  let touch: TraceTouch
  let words: DiagramWords
  /// Events without a touch belong to this one until the next touch that begins after it ended.
  let window: Range<Double>
  let orders: Range<Int>
  /// The touch that caused each effect, by the effect's index in the events.
  let owners: [Int: Int]
  let highlightOwners: [Int: Int]

  init(trace: Trace, touch: TraceTouch, words: DiagramWords) {
    self.trace = trace
    self.touch = touch
    self.words = words
    window = TouchEffects.window(trace, touch)
    orders = TouchEffects.orders(trace, touch)
    owners = TouchEffects.owners(trace)
    highlightOwners = TouchEffects.owners(trace, of: [.highlight])
  }

  var chain: [String] { touch.responderChain }

  /// In its time window and, at an instant two touches share (one tap ending as the next
  /// begins), on this touch's side of the boundary in the trace's order.
  func belongs(_ order: Int, _ event: TraceEvent) -> Bool {
    // A change made just before the next touch begins (`wait`, then `set`, then a tap) is
    // still this touch's news: the next touch's screen shows its result.
    (window.contains(event.time) || event.kind == .change && event.time == window.upperBound)
      && orders.contains(order)
  }

  /// The event was delivered to this touch (it names the touch).
  func names(_ event: TraceEvent) -> Bool { event.touches?.contains(touch.id) == true }

  /// This touch caused the effect at `order`.
  func owns(_ order: Int) -> Bool { owners[order] == touch.id }

  func isRecognizer(_ id: String?) -> Bool {
    id.flatMap { trace.object($0) }?.role == .gestureRecognizer
  }
}

extension TimelineModel {
  /// The lanes: responders in chain order, then recognizers as they first appear.
  static func lanes(_ source: TimelineSource) -> [Lane] {
    let chain = source.chain
    var responders: [String] = source.touch.view.map { [$0] } ?? []
    var recognizers: [String] = []
    func add(_ id: String?, to list: inout [String]) {
      if let id, !list.contains(id) { list.append(id) }
    }
    for (order, event) in source.trace.events.enumerated() {
      switch event.kind {
      case .touches, .touchesHeld:
        guard source.names(event) else { continue }
        add(event.object, to: &responders)
        if source.isRecognizer(event.heldBy) { add(event.heldBy, to: &recognizers) }
        if source.isRecognizer(event.cause) { add(event.cause, to: &recognizers) }
      case .controlEvent, .scroll:
        if source.belongs(order, event), let object = event.object, chain.contains(object) {
          add(object, to: &responders)
        }
      case .valueChange, .select, .firstResponder, .hierarchy:
        // What this touch changed, on its own lane (the field that resigns is not in the chain).
        // Views a tab switch moves stay off the timeline: the chain panel lists them.
        if let object = event.object, source.owns(order),
          event.kind != .hierarchy || chain.contains(object)
        {
          add(object, to: &responders)
        }
      // A view UIKit laid out again (the navigation bar as its search bar collapses) is seen on
      // the next touch's screen, not on a lane of its own.
      case .change
      where source.belongs(order, event) && event.method != TraceEvent.layoutSubviews:
        // The app's code changed a view or recognizer while this touch was on screen.
        if source.isRecognizer(event.object) {
          add(event.object, to: &recognizers)
        } else {
          add(event.object, to: &responders)
        }
      case .recognizerTouches:
        if source.names(event) { add(event.object, to: &recognizers) }
      case .recognizerState, .delegateCall:
        guard source.belongs(order, event),
          let object = event.object.flatMap({ source.trace.object($0) })
        else { break }
        if object.role == .gestureRecognizer, let view = object.view, chain.contains(view) {
          // A recognizer on the touch's views that did not get it (its delegate said NO, say).
          add(object.id, to: &recognizers)
        } else if event.kind == .delegateCall, object.role != .gestureRecognizer {
          // A delegate UIKit asked for this touch that is no recognizer's: a sheet's
          // presentation delegate (presentationControllerShouldDismiss…), on a lane of its own.
          add(object.id, to: &responders)
        }
      default: break
      }
    }
    let ordered =
      chain.filter { responders.contains($0) } + responders.filter { !chain.contains($0) }
    return ordered.map { Lane(id: $0, recognizer: false) }
      + recognizers.filter { !ordered.contains($0) }.map { Lane(id: $0, recognizer: true) }
  }
}
