import TouchTraceTrace
import Yams

/// The `touches:` steps: each a mapping with exactly one key naming the step.
extension SceneReader {
  /// A time in seconds, at most `SceneParser.maxSeconds`.
  func seconds(_ node: Node, _ name: String, _ bound: YAMLReader.Bound) -> Double? {
    guard let value = yaml.number(node, name, bound) else { return nil }
    guard value <= SceneParser.maxSeconds else {
      yaml.error(
        "'\(name)' is \(value) s; a scene's touches may last at most \(Int(saturating: SceneParser.maxSeconds)) s",
        at: node)
      return nil
    }
    return value
  }

  private func fingers(_ node: Node) -> Int? {
    yaml.integer(node, "numberOfTouches", minimum: 1, maximum: SceneParser.maxFingers)
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
      yaml.error(
        "the touches last \(Int(saturating: total)) s in all; a scene's touches may last at most \(Int(saturating: SceneParser.maxSeconds)) s",
        at: node)
    }
  }

  func step(_ node: Node) -> TouchStep? {
    guard case .mapping(let m) = node else {
      yaml.error(
        "expected a touch step (a mapping with one of: \(SceneKeys.steps.joined(separator: ", "))), found \(yaml.describe(node))",
        at: node)
      return nil
    }
    guard m.count == 1, let (keyNode, value) = m.first else {
      let names = m.compactMap { $0.key.scalar?.string }.map { "'\($0)'" }.joined(separator: ", ")
      yaml.error(
        m.isEmpty
          ? "a touch step needs one key: one of \(SceneKeys.steps.joined(separator: ", "))"
          : "a touch step has exactly one key (one of: \(SceneKeys.steps.joined(separator: ", "))), this one has \(m.count): \(names); write each step as its own list item",
        at: node)
      return nil
    }
    guard let name = yaml.keyName(keyNode) else { return nil }
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
      yaml.error(message, at: keyNode)
      return nil
    }
  }

  private func tap(_ node: Node) -> TouchStep? {
    if case .sequence = node {
      return yaml.point(node, "tap").map { .tap(at: $0, count: 1, numberOfTouches: 1) }
    }
    guard case .mapping = node else {
      yaml.error(
        "expected [x, y] or {at: [x, y], count: …} for 'tap', found \(yaml.describe(node))",
        at: node)
      return nil
    }
    guard let f = yaml.mapping(node, what: "'tap'", keys: SceneKeys.tap),
      yaml.require(["at"], in: f, what: "'tap'")
    else { return nil }
    let at = yaml.point(f["at"]!, "at")
    let count =
      f["count"].map { yaml.integer($0, "count", minimum: 1, maximum: SceneParser.maxTapCount) }
      ?? 1
    let touches = f["numberOfTouches"].map { fingers($0) } ?? 1
    guard let at, let count, let touches else { return nil }
    return .tap(at: at, count: count, numberOfTouches: touches)
  }

  private func press(_ node: Node) -> TouchStep? {
    guard let f = yaml.mapping(node, what: "'press'", keys: SceneKeys.press),
      yaml.require(["at", "duration"], in: f, what: "'press'")
    else { return nil }
    let at = yaml.point(f["at"]!, "at")
    let duration = seconds(f["duration"]!, "duration", .nonNegative)
    let touches = f["numberOfTouches"].map { fingers($0) } ?? 1
    guard let at, let duration, let touches else { return nil }
    return .press(at: at, duration: duration, numberOfTouches: touches)
  }

  private func drag(_ node: Node) -> TouchStep? {
    guard let f = yaml.mapping(node, what: "'drag'", keys: SceneKeys.drag),
      yaml.require(["from", "to", "duration"], in: f, what: "'drag'")
    else { return nil }
    let from = yaml.point(f["from"]!, "from")
    let to = yaml.point(f["to"]!, "to")
    let duration = seconds(f["duration"]!, "duration", .positive)
    let hold = f["hold"].map { seconds($0, "hold", .nonNegative) } ?? 0
    guard let from, let to, let duration, let hold else { return nil }
    return .drag(from: from, to: to, duration: duration, hold: hold)
  }

  private func pinch(_ node: Node) -> TouchStep? {
    guard let f = yaml.mapping(node, what: "'pinch'", keys: SceneKeys.pinch),
      yaml.require(SceneKeys.pinch, in: f, what: "'pinch'")
    else { return nil }
    let center = yaml.point(f["center"]!, "center")
    let from = yaml.number(f["from"]!, "from", .positive)
    let to = yaml.number(f["to"]!, "to", .positive)
    let duration = seconds(f["duration"]!, "duration", .positive)
    guard let center, let from, let to, let duration else { return nil }
    return .pinch(center: center, from: from, to: to, duration: duration)
  }

  private func rotate(_ node: Node) -> TouchStep? {
    guard let f = yaml.mapping(node, what: "'rotate'", keys: SceneKeys.rotate),
      yaml.require(SceneKeys.rotate, in: f, what: "'rotate'")
    else { return nil }
    let center = yaml.point(f["center"]!, "center")
    let by = yaml.number(f["by"]!, "by")
    let duration = seconds(f["duration"]!, "duration", .positive)
    guard let center, let by, let duration else { return nil }
    return .rotate(center: center, by: by, duration: duration)
  }

  /// Exact events. Times must not decrease; a finger begins, then moves, then ends or is cancelled,
  /// and is up again by the end.
  private func sequence(_ node: Node) -> TouchStep? {
    guard let list = yaml.sequence(node, "sequence") else { return nil }
    guard !list.isEmpty else {
      yaml.error("a sequence needs at least one event", at: node)
      return nil
    }
    var events: [SequenceEvent] = []
    var ok = true
    var lastTime: (value: Double, text: String)?
    /// Fingers that are down: finger → where it began (for messages) and its latest event.
    var down: [Int: (began: Node, last: Node)] = [:]
    for item in list {
      guard let f = yaml.mapping(item, what: "a sequence event", keys: SceneKeys.sequenceEvent),
        yaml.require(SceneKeys.sequenceEvent, in: f, what: "a sequence event")
      else {
        ok = false
        continue
      }
      let time = seconds(f["time"]!, "time", .nonNegative)
      let finger = yaml.integer(f["finger"]!, "finger", minimum: 0)
      let phase = yaml.choice(f["phase"]!, "phase", TouchPhase.self)
      let at = yaml.point(f["at"]!, "at")
      guard let time, let finger, let phase, let at else {
        ok = false
        continue
      }
      let timeText = f["time"]!.scalar?.string ?? "\(time)"
      if let last = lastTime, time < last.value {
        yaml.error(
          "time \(timeText) is earlier than the event before it (\(last.text)); times in a sequence must not decrease",
          at: f["time"])
        ok = false
      }
      lastTime = (time, timeText)
      switch phase {
      case .began:
        if let state = down[finger] {
          yaml.error(
            "finger \(finger) begins again while it is still down (it began at \(yaml.location(state.began).map(\.description) ?? "?")); end or cancel it first",
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
          yaml.error(
            "finger \(finger) \(verb) before it has begun (give it a 'began' event first)",
            at: f["phase"])
          ok = false
        }
      }
      events.append(SequenceEvent(time: time, finger: finger, phase: phase, at: at))
    }
    for (finger, state) in down.sorted(by: { $0.key < $1.key }) {
      yaml.error(
        "finger \(finger) is still down at the end of the sequence; end it with phase ended or cancelled",
        at: state.last)
      ok = false
    }
    return ok ? .sequence(events) : nil
  }
}
