import Foundation
import TouchTraceTrace

/// One finger's change at a moment: the input the simulator plays. Times are seconds from the
/// start of the step; locations are in window coordinates.
public struct FingerEvent: Sendable, Equatable {
  public var time: Double
  public var finger: Int
  public var phase: UITouch.Phase
  public var location: CGPoint
  public init(time: Double, finger: Int, phase: UITouch.Phase, location: CGPoint) {
    self.time = time
    self.finger = finger
    self.phase = phase
    self.location = location
  }
}

/// Plays touches on an application on a simulated clock and records the trace. Steps play one
/// after another: each starts when the one before it has finished.
public final class TouchSimulator {
  public let application: UIApplication
  public let clock = SimulatedClock()
  let recorder: TraceRecorder
  private var objects: [TraceObject]
  /// When the next step starts: the end of the steps so far.
  var cursor = SimTime.zero
  /// When the last step that takes time started (a `change`'s `at` counts from it).
  var stepStart = SimTime.zero
  private var nextTouchID = 1
  private var down: [Int: UITouch] = [:]
  private var lastEnded: (time: SimTime, location: CGPoint, tapCount: Int)?

  /// Takes the scene's snapshot now, as the trace shows it.
  public init(application: UIApplication) {
    self.application = application
    recorder = TraceRecorder(clock: clock)
    application.prepareNavigation()
    objects = TraceSnapshot.objects(of: application)
  }

  /// The application's constants: its taps' timing, its fingers' spacing and move rate.
  private var constants: TouchConstants { application.constants }

  // MARK: Steps

  /// `count` taps of `fingers` fingers each, at `point`.
  public func tap(at point: CGPoint, count: Int = 1, fingers: Int = 1) {
    var events: [FingerEvent] = []
    for i in 0..<max(count, 1) {
      let start = Double(i) * constants.tapInterval
      events += still(
        at: point, fingers: fingers, from: start, to: start + constants.tapDuration)
    }
    play(events)
  }

  /// Fingers held still at `point` for `duration` seconds.
  public func press(at point: CGPoint, duration: Double, fingers: Int = 1) {
    play(still(at: point, fingers: fingers, from: 0, to: duration))
  }

  /// One finger down at `from`, moving in a straight line every 1/60 s, up at `to`: at once,
  /// still moving (a flick at the drag's speed), or after standing still there for `hold` s.
  public func drag(from: CGPoint, to: CGPoint, duration: Double, hold: Double = 0) {
    var events = moving(duration: duration) { t in
      [CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)]
    }
    if hold > 0, let lift = events.indices.last {
      events[lift].time += hold
    }
    play(events)
  }

  /// Two fingers on a horizontal line through `center`, their distance going from `from` to `to`.
  public func pinch(center: CGPoint, from: Double, to: Double, duration: Double) {
    play(
      moving(duration: duration) { t in
        let half = (from + (to - from) * t) / 2
        return [CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y)]
      })
  }

  /// Two fingers 100 pt apart turning `degrees` (clockwise on screen) about `center`.
  public func rotate(center: CGPoint, by degrees: Double, duration: Double) {
    play(
      moving(duration: duration) { t in
        let angle = degrees * t * .pi / 180
        let (dx, dy) = (50 * cos(angle), 50 * sin(angle))
        return [
          CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy),
        ]
      })
  }

  /// Makes `responder` first responder before the touches (the scene's `firstResponder`): the
  /// calls are logged at time 0 and the trace's objects show the new first responder.
  @discardableResult
  public func becomeFirstResponder(_ responder: UIResponder) -> Bool {
    let became = responder.becomeFirstResponder(with: nonTouchEvent())
    objects = TraceSnapshot.objects(of: application)
    return became
  }

  /// A shake: `motionBegan` now and `motionEnded` after `duration` (Apple, motionBegan(_:with:):
  /// "UIKit informs the responder only when a motion event starts and ends").
  public func shake(duration: Double) {
    sendNonTouch(.motionBegan, .motionEnded, "shake", duration: duration)
  }

  /// A hardware key held for `duration`: `pressesBegan`, then `pressesEnded`.
  public func pressKey(_ key: String, duration: Double) {
    sendNonTouch(.pressesBegan, .pressesEnded, key, duration: duration)
  }

  /// A remote-control command (`play`, `pause`…): one `remoteControlReceived`.
  public func remoteControl(_ command: String) {
    let start = cursor
    stepStart = start
    clock.schedule(at: start) { [unowned self] in
      application.sendEvent(.remoteControlReceived, command, with: nonTouchEvent())
    }
  }

  private func sendNonTouch(
    _ began: ResponderEventMethod, _ ended: ResponderEventMethod, _ subtype: String,
    duration: Double
  ) {
    let start = cursor
    stepStart = start
    let end = start + SimTime(seconds: max(duration, 0))
    clock.schedule(at: start) { [unowned self] in
      application.sendEvent(began, subtype, with: nonTouchEvent())
    }
    clock.schedule(at: end) { [unowned self] in
      application.sendEvent(ended, subtype, with: nonTouchEvent())
    }
    cursor = end
  }

  /// An event with no touches, carrying the recorder.
  private func nonTouchEvent() -> UIEvent {
    UIEvent(touches: [], changed: [], timestamp: clock.now.seconds, recorder: recorder)
  }

  public func wait(_ seconds: Double) {
    stepStart = cursor
    cursor = cursor + SimTime(seconds: max(seconds, 0))
  }

  /// Exact finger events; times are from the start of this step, which ends at the last one.
  public func play(_ events: [FingerEvent]) {
    let start = cursor
    stepStart = start
    var frames: [(time: SimTime, events: [FingerEvent])] = []
    // Fingers changing at the same moment share one event, but a finger that changes twice at one
    // moment (its last move and its lift) gets two events, one after the other.
    for event in events.sorted(by: { $0.time < $1.time }) {
      let time = start + SimTime(seconds: event.time)
      if let last = frames.last, last.time == time,
        !last.events.contains(where: { $0.finger == event.finger })
      {
        frames[frames.count - 1].events.append(event)
      } else {
        frames.append((time, [event]))
      }
    }
    for frame in frames {
      clock.schedule(at: frame.time) { [unowned self] in deliver(frame.events) }
    }
    cursor = max(cursor, frames.last?.time ?? cursor)
  }

  /// Runs the clock until nothing is pending and returns the trace.
  public func finish(title: String, source: String? = nil) -> Trace {
    clock.run()
    let size = application.screenSize
    return Trace(
      title: title, source: source, screen: Size(Double(size.width), Double(size.height)),
      objects: TraceSnapshot.notingOverrides(objects, of: application),
      touches: recorder.allTouches, events: recorder.events)
  }

  // MARK: Making finger events

  private func fingerLocations(_ point: CGPoint, _ fingers: Int) -> [CGPoint] {
    let n = max(fingers, 1)
    return (0..<n).map { i in
      CGPoint(
        x: point.x + (Double(i) - Double(n - 1) / 2) * constants.fingerSpacing, y: point.y)
    }
  }

  private func still(at point: CGPoint, fingers: Int, from: Double, to: Double) -> [FingerEvent] {
    fingerLocations(point, fingers).enumerated().flatMap { i, p in
      [
        FingerEvent(time: from, finger: i + 1, phase: .began, location: p),
        FingerEvent(time: to, finger: i + 1, phase: .ended, location: p),
      ]
    }
  }

  /// Fingers at `positions(0)`, moving every 1/60 s to `positions(1)` at `duration`, where they
  /// lift (the last move and the lift share that moment).
  private func moving(duration: Double, positions: (Double) -> [CGPoint]) -> [FingerEvent] {
    let steps = max(Int(saturating: (duration / constants.moveInterval).rounded()), 1)
    var events: [FingerEvent] = []
    for step in 0...steps {
      let t = Double(step) / Double(steps)
      let time = duration * t
      for (i, p) in positions(t).enumerated() {
        events.append(
          FingerEvent(time: time, finger: i + 1, phase: step == 0 ? .began : .moved, location: p))
      }
    }
    for (i, p) in positions(1).enumerated() {
      events.append(FingerEvent(time: duration, finger: i + 1, phase: .ended, location: p))
    }
    return events
  }

  // MARK: Delivering

  private func deliver(_ frame: [FingerEvent]) {
    guard let keyWindow = application.keyWindow else { return }
    var changed: [UITouch] = []
    var screen: [UITouch: CGPoint] = [:]
    for input in frame {
      let touch: UITouch
      if input.phase == .began {
        guard down[input.finger] == nil else { continue }
        touch = UITouch(id: nextTouchID, finger: input.finger, location: input.location)
        nextTouchID += 1
        touch.tapCount = tapCount(at: input.location)
        down[input.finger] = touch
      } else {
        guard let existing = down[input.finger] else { continue }
        touch = existing
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow =
          touch.window?.convertFromSuperview(input.location) ?? input.location
        touch.phase = input.phase
      }
      touch.timestamp = clock.now.seconds
      if !changed.contains(touch) { changed.append(touch) }
      screen[touch] = input.location
      recorder.fingerMoved(touch, screenLocation: input.location)
    }
    let event = UIEvent(
      touches: Set(down.values), changed: Set(changed), timestamp: clock.now.seconds,
      recorder: recorder)
    for touch in changed where touch.phase == .began {
      let point = screen[touch] ?? touch.locationInWindow
      let found = application.findView(for: touch, at: point, with: event)
      // A touch no window takes stays with the key window, reaching no view.
      let window = found?.window ?? keyWindow
      touch.window = window
      touch.view = found?.view
      touch.setStart(window.convertFromSuperview(point))
      recorder.hitTestView(touch)
      let others = down.values.filter { $0 !== touch && $0.window === window }
      // Touches of this frame not yet hit-tested have no view, so they do not count as tracking.
      if let view = touch.view,
        let reason = touch.stopsDeceleration() ?? window.dropReason(for: view, among: others)
      {
        touch.droppedReason = reason
        recorder.touchDropped(touch, reason: reason)
      }
    }
    application.sendEvent(event)
    for touch in changed where touch.phase == .ended || touch.phase == .cancelled {
      down[touch.finger] = nil
      lastEnded = (clock.now, screen[touch] ?? touch.locationInWindow, touch.tapCount)
    }
  }

  /// `UITouch.tapCount`: one more than the last touch's when this one begins soon after and near it.
  private func tapCount(at location: CGPoint) -> Int {
    guard let last = lastEnded,
      clock.now.seconds - last.time.seconds <= constants.multiTapInterval,
      hypot(location.x - last.location.x, location.y - last.location.y)
        <= constants.multiTapDistance
    else { return 1 }
    return last.tapCount + 1
  }
}
