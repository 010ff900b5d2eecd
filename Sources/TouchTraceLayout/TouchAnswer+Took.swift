import TouchTraceTrace

/// What took a touch once hit-testing had found its view, one sentence each, in the words the
/// chain panel draws (``ChainPanel``'s phases, ``TouchEffects``, the stop and drop reasons): the
/// responders that received it and where it stopped, a control's events and actions, the
/// recognizers that recognized it, and what it changed on screen.
struct TookTheTouch {
  let story: TouchStory
  let trace: Trace
  let words = DiagramWords.en

  func sentences() -> [String] {
    var out: [String] = []
    if let dropped = story.touch.dropped { out.append(words.dropReason(dropped)) }
    out += deliveries() + controls() + recognizers()
    out += TouchEffects.of(trace, touch: story.touch, words: words).map {
      "\($0.object): \(ChainPanel.words($0))"
    }
    out += uikitChanges()
    if out.isEmpty, story.touch.view != nil {
      out.append("no responder received it: nothing took the touch")
    }
    return out
  }

  /// One sentence for the responder chain: who got the touches, how far up they were passed,
  /// and where they stopped ("button: touchesBegan, Ended; stops here: a UIControl keeps its
  /// touches"; "overlay: touchesBegan, Ended, passed on to root → ViewController → …: end of the
  /// chain").
  private func deliveries() -> [String] {
    guard let first = story.deliveries.first else { return [] }
    var climbed: [String] = []
    var last = first
    while let next = last.passedTo,
      let delivery = story.deliveries.first(where: { $0.object == next }),
      !climbed.contains(next)
    {
      climbed.append(next)
      last = delivery
    }
    let phases = ChainPanel.phaseSummary(first.phases)
    let passed = climbed.isEmpty ? "" : ", passed on to " + climbed.joined(separator: " → ")
    let stop = last.stopReason.map { "; " + words.stopReason($0) } ?? ""
    return ["\(first.object): \(phases)\(passed)\(stop)"]
  }

  /// "button sends touchDown, touchUpInside; touchUpInside → LoginViewController.signIn".
  private func controls() -> [String] {
    var senders: [String] = []
    for sent in story.controlEvents where !senders.contains(sent.object) {
      senders.append(sent.object)
    }
    return senders.map { sender in
      let events = ChainPanel.counted(
        story.controlEvents.filter { $0.object == sender }.map { ($0.event, Role.chain) }
      ).map(\.0)
      let actions = story.actions.filter { $0.sender == sender }.map { "\($0.target).\($0.action)" }
      // UIKit's own controls (an edit button item, a swipe action's button) act through UIKit,
      // whose targets a trace does not list: what they did is said below, not "no action".
      let uikits = trace.object(sender)?.generated == true
      let none = uikits ? "" : " (no action: it has no target for them)"
      return "\(sender) sends \(events.joined(separator: ", "))"
        + (actions.isEmpty ? none : " → " + actions.joined(separator: ", "))
    }
  }

  /// The changes a scene's own steps make (`set`, `add`, `remove`): an app's, not the touch's.
  static let stepMethods: Set<String> = [
    "set", "addSubview", "insertSubview", "removeFromSuperview",
  ]

  /// What UIKit did because of the touch, in the timeline's words: a controller pushed, popped,
  /// presented or dismissed, a menu shown or closed, a menu's or an alert's handler, editing.
  private func uikitChanges() -> [String] {
    let owners = TouchEffects.owners(trace, of: [.change])
    return trace.events.indices.compactMap { i in
      let event = trace.events[i]
      guard owners[i] == story.touch.id, let method = event.method,
        !Self.stepMethods.contains(method), let object = event.object,
        let text = TouchEffects.text(event, words)
      else { return nil }
      return "\(object): \(text)"
    }
  }

  /// The states in which a recognizer took (or was taking) the touch; one that failed did not.
  static let takingStates: Set<String> = ["began", "changed", "ended", "recognized", "cancelled"]

  /// Each recognizer that received the touch and the last state it reached after it did, when it
  /// took the touch. (The span starts with the trace: a state from an earlier touch, a scroll
  /// view's pan that ended, said a later tap's pan had ended when it failed.)
  private func recognizers() -> [String] {
    let span = TouchEffects.orders(trace, story.touch)
    var received: [String] = []
    var states: [String: String] = [:]
    for i in span where i < trace.events.count {
      let e = trace.events[i]
      guard let object = e.object else { continue }
      if e.kind == .recognizerTouches, e.touches?.contains(story.touch.id) == true,
        !received.contains(object)
      {
        received.append(object)
      }
      // A return to `possible` is a reset, not news.
      if e.kind == .recognizerState, let state = e.state, state != "possible",
        received.contains(object)
      {
        states[object] = state
      }
    }
    return received.compactMap { id in
      guard let state = states[id], Self.takingStates.contains(state) else { return nil }
      let owner = trace.object(id)?.view.map { " (on \($0))" } ?? ""
      return "\(id)\(owner) \(state)"
    }
  }
}
