import TouchTraceEngine
import TouchTraceTrace
import Yams

/// How much work a scene's touches make, counted as the simulator plays them, so the reader can
/// refuse a scene whose touches would take more than seconds to log or draw (issue 14: an hour's
/// drag made 216,000 moves and took 83 s; 100 taps of 20 fingers made 2,000 diagrams).
extension TouchStep {
  /// Touches: fingers that go down and lift, one diagram each.
  var touchCount: Int {
    switch self {
    case .tap(_, let count, let fingers): max(count, 1) * fingers
    case .press(_, _, let fingers): fingers
    case .drag: 1
    case .pinch, .rotate: 2
    case .wait, .shake, .pressKey, .remoteControl, .change: 0
    case .sequence(let events): events.filter { $0.phase == .began }.count
    }
  }

  /// Touch events (began, moved, ended, each finger's own), as `TouchSimulator` makes them: a
  /// still finger begins and ends; a moving one also moves every `moveInterval` (the scene's).
  func eventCount(moveInterval: Double) -> Int {
    // Durations are at most `SceneParser.maxSeconds` and the interval at least 1 ms, so the move
    // count fits an Int.
    func moves(_ duration: Double) -> Int {
      max(Int(saturating: (duration / moveInterval).rounded()), 1)
    }
    return switch self {
    case .tap, .press: 2 * touchCount
    case .drag(_, _, let duration, _): moves(duration) + 2
    case .pinch(_, _, _, let duration), .rotate(_, _, let duration): 2 * (moves(duration) + 2)
    case .wait, .shake, .pressKey, .remoteControl, .change: 0
    case .sequence(let events): events.count
    }
  }
}

extension SceneReader {
  /// Refuses touches past `SceneParser.maxTouches` or `SceneParser.maxTouchEvents` in all.
  func checkWork(_ steps: [TouchStep], moveInterval: Double, at node: Node) {
    let touches = steps.reduce(0) { $0 + $1.touchCount }
    if touches > SceneParser.maxTouches {
      yaml.error(
        "the touches make \(touches) touches (fingers down and up) in all; a scene may make at most \(SceneParser.maxTouches), one diagram each",
        at: node)
    }
    let events = steps.reduce(0) { $0 + $1.eventCount(moveInterval: moveInterval) }
    if events > SceneParser.maxTouchEvents {
      yaml.error(
        "the touches make \(events) touch events in all; a scene may make at most \(SceneParser.maxTouchEvents) (a drag makes one every \(Self.interval(moveInterval)) s: \(Int(saturating: Double(SceneParser.maxTouchEvents) * moveInterval)) s of dragging)",
        at: node)
    }
  }

  /// `1/60` for a rate's interval, else the number.
  static func interval(_ seconds: Double) -> String {
    let rate = 1 / seconds
    return abs(rate - rate.rounded()) < 1e-9
      ? "1/\(Int(saturating: rate.rounded()))" : EventLog.number(seconds)
  }
}
