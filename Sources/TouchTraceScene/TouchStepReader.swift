import TouchTraceTrace
import Yams

/// The `touches:` steps: each a mapping with exactly one key naming the step.
extension SceneReader {
  /// A time in seconds, at most `SceneParser.maxSeconds`.
  func seconds(_ node: Node, _ name: String, _ bound: YAMLReader.Bound) -> Double? {
    guard let value = r.number(node, name, bound) else { return nil }
    guard value <= SceneParser.maxSeconds else {
      r.error(
        "'\(name)' is \(value) s; a scene's touches may last at most \(Int(saturating: SceneParser.maxSeconds)) s",
        at: node)
      return nil
    }
    return value
  }

  private func fingers(_ node: Node) -> Int? {
    r.integer(node, "numberOfTouches", minimum: 1, maximum: SceneParser.maxFingers)
  }

  /// How long the steps last together, checked against `SceneParser.maxSeconds`.
  func checkDuration(_ steps: [TouchStep], at node: Node) {
    // A change's `at` counts from the start of the step before it and may outlast that step.
    var (total, stepStart) = (0.0, 0.0)
    for step in steps {
      if case .change(let change) = step {
        total = max(total, stepStart + (change.at ?? 0))
        continue
      }
      stepStart = total
      switch step {
      case .tap(_, let count, _): total += Double(count) * 0.2
      case .press(_, let d, _), .pinch(_, _, _, let d), .rotate(_, _, let d),
        .wait(let d), .shake(let d), .pressKey(_, let d):
        total += d
      case .drag(_, _, let d, let hold): total += d + hold
      case .sequence(let events): total += events.last?.time ?? 0
      case .remoteControl, .change: break
      }
    }
    if total > SceneParser.maxSeconds {
      r.error(
        "the touches last \(Int(saturating: total)) s in all; a scene's touches may last at most \(Int(saturating: SceneParser.maxSeconds)) s",
        at: node)
    }
  }

  func step(_ node: Node) -> TouchStep? {
    guard case .mapping(let m) = node else {
      r.error(
        "expected a touch step (a mapping with one of: \(SceneKeys.steps.joined(separator: ", "))), found \(r.describe(node))",
        at: node)
      return nil
    }
    guard m.count == 1, let (keyNode, value) = m.first else {
      let names = m.compactMap { $0.key.scalar?.string }.map { "'\($0)'" }.joined(separator: ", ")
      r.error(
        m.isEmpty
          ? "a touch step needs one key: one of \(SceneKeys.steps.joined(separator: ", "))"
          : "a touch step has exactly one key (one of: \(SceneKeys.steps.joined(separator: ", "))), this one has \(m.count): \(names); write each step as its own list item",
        at: node)
      return nil
    }
    guard let name = r.keyName(keyNode) else { return nil }
    switch name {
    case "tap": return tap(value)
    case "press": return press(value)
    case "drag": return drag(value)
    case "pinch": return pinch(value)
    case "rotate": return rotate(value)
    case "wait": return seconds(value, "wait", .nonNegative).map(TouchStep.wait)
    case "sequence": return sequence(value)
    case "shake": return shake(value)
    case "pressKey": return pressKey(value)
    case "remoteControl": return remoteControl(value)
    case "set", "add", "remove": return change(name, value, at: node).map(TouchStep.change)
    default:
      let message = guessing(
        name, among: SceneKeys.steps, head: "unknown touch step '\(name)'",
        expected: "one of: \(SceneKeys.steps.joined(separator: ", "))")
      r.error(message, at: keyNode)
      return nil
    }
  }

  private func tap(_ node: Node) -> TouchStep? {
    if case .sequence = node {
      return r.point(node, "tap").map { .tap(at: $0, count: 1, numberOfTouches: 1) }
    }
    guard case .mapping = node else {
      r.error(
        "expected [x, y] or {at: [x, y], count: …} for 'tap', found \(r.describe(node))", at: node)
      return nil
    }
    guard let f = r.mapping(node, what: "'tap'", keys: SceneKeys.tap),
      r.require(["at"], in: f, what: "'tap'")
    else { return nil }
    let at = r.point(f["at"]!, "at")
    let count =
      f["count"].map { r.integer($0, "count", minimum: 1, maximum: SceneParser.maxTapCount) } ?? 1
    let touches = f["numberOfTouches"].map { fingers($0) } ?? 1
    guard let at, let count, let touches else { return nil }
    return .tap(at: at, count: count, numberOfTouches: touches)
  }

  private func press(_ node: Node) -> TouchStep? {
    guard let f = r.mapping(node, what: "'press'", keys: SceneKeys.press),
      r.require(["at", "duration"], in: f, what: "'press'")
    else { return nil }
    let at = r.point(f["at"]!, "at")
    let duration = seconds(f["duration"]!, "duration", .nonNegative)
    let touches = f["numberOfTouches"].map { fingers($0) } ?? 1
    guard let at, let duration, let touches else { return nil }
    return .press(at: at, duration: duration, numberOfTouches: touches)
  }

  private func drag(_ node: Node) -> TouchStep? {
    guard let f = r.mapping(node, what: "'drag'", keys: SceneKeys.drag),
      r.require(["from", "to", "duration"], in: f, what: "'drag'")
    else { return nil }
    let from = r.point(f["from"]!, "from")
    let to = r.point(f["to"]!, "to")
    let duration = seconds(f["duration"]!, "duration", .positive)
    let hold = f["hold"].map { seconds($0, "hold", .nonNegative) } ?? 0
    guard let from, let to, let duration, let hold else { return nil }
    return .drag(from: from, to: to, duration: duration, hold: hold)
  }

  private func pinch(_ node: Node) -> TouchStep? {
    guard let f = r.mapping(node, what: "'pinch'", keys: SceneKeys.pinch),
      r.require(SceneKeys.pinch, in: f, what: "'pinch'")
    else { return nil }
    let center = r.point(f["center"]!, "center")
    let from = r.number(f["from"]!, "from", .positive)
    let to = r.number(f["to"]!, "to", .positive)
    let duration = seconds(f["duration"]!, "duration", .positive)
    guard let center, let from, let to, let duration else { return nil }
    return .pinch(center: center, from: from, to: to, duration: duration)
  }

  private func rotate(_ node: Node) -> TouchStep? {
    guard let f = r.mapping(node, what: "'rotate'", keys: SceneKeys.rotate),
      r.require(SceneKeys.rotate, in: f, what: "'rotate'")
    else { return nil }
    let center = r.point(f["center"]!, "center")
    let by = r.number(f["by"]!, "by")
    let duration = seconds(f["duration"]!, "duration", .positive)
    guard let center, let by, let duration else { return nil }
    return .rotate(center: center, by: by, duration: duration)
  }

  /// Exact events. Times must not decrease; a finger begins, then moves, then ends or is cancelled,
  /// and is up again by the end.
  private func sequence(_ node: Node) -> TouchStep? {
    guard let list = r.sequence(node, "sequence") else { return nil }
    guard !list.isEmpty else {
      r.error("a sequence needs at least one event", at: node)
      return nil
    }
    var events: [SequenceEvent] = []
    var ok = true
    var lastTime: (value: Double, text: String)?
    /// Fingers that are down: finger → where it began (for messages) and its latest event.
    var down: [Int: (began: Node, last: Node)] = [:]
    for item in list {
      guard let f = r.mapping(item, what: "a sequence event", keys: SceneKeys.sequenceEvent),
        r.require(SceneKeys.sequenceEvent, in: f, what: "a sequence event")
      else {
        ok = false
        continue
      }
      let time = seconds(f["time"]!, "time", .nonNegative)
      let finger = r.integer(f["finger"]!, "finger", minimum: 0)
      let phase = r.choice(f["phase"]!, "phase", TouchPhase.self)
      let at = r.point(f["at"]!, "at")
      guard let time, let finger, let phase, let at else {
        ok = false
        continue
      }
      let timeText = f["time"]!.scalar?.string ?? "\(time)"
      if let last = lastTime, time < last.value {
        r.error(
          "time \(timeText) is earlier than the event before it (\(last.text)); times in a sequence must not decrease",
          at: f["time"])
        ok = false
      }
      lastTime = (time, timeText)
      switch phase {
      case .began:
        if let state = down[finger] {
          r.error(
            "finger \(finger) begins again while it is still down (it began at \(r.location(state.began).map(\.description) ?? "?")); end or cancel it first",
            at: f["phase"])
          ok = false
        } else {
          down[finger] = (item, item)
        }
      case .moved, .ended, .cancelled:
        if let state = down[finger] {
          down[finger] = phase == .moved ? (state.began, item) : nil
        } else {
          let verb = phase == .moved ? "moves" : phase == .ended ? "ends" : "is cancelled"
          r.error(
            "finger \(finger) \(verb) before it has begun (give it a 'began' event first)",
            at: f["phase"])
          ok = false
        }
      }
      events.append(SequenceEvent(time: time, finger: finger, phase: phase, at: at))
    }
    for (finger, state) in down.sorted(by: { $0.key < $1.key }) {
      r.error(
        "finger \(finger) is still down at the end of the sequence; end it with phase ended or cancelled",
        at: state.last)
      ok = false
    }
    return ok ? .sequence(events) : nil
  }
}
