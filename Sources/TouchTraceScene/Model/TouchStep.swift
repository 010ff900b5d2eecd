import TouchTraceTrace

// A scene's steps: touches, waits, exact sequences and the events that are not touches.

public struct SequenceEvent: Sendable, Equatable {
  /// Seconds from the start of the step.
  public var time: Double
  public var finger: Int
  public var phase: TouchPhase
  public var at: Point
  public init(time: Double, finger: Int, phase: TouchPhase, at: Point) {
    self.time = time
    self.finger = finger
    self.phase = phase
    self.at = at
  }
}

/// One entry of `touches:`. Points are in window coordinates; times in seconds.
public enum TouchStep: Sendable, Equatable {
  case tap(at: Point, count: Int, numberOfTouches: Int)
  case press(at: Point, duration: Double, numberOfTouches: Int)
  /// `hold`: the finger stands still at `to` this long before it lifts (0: it lifts moving, a
  /// flick at the drag's speed).
  case drag(from: Point, to: Point, duration: Double, hold: Double = 0)
  case pinch(center: Point, from: Double, to: Double, duration: Double)
  case rotate(center: Point, by: Double, duration: Double)
  case wait(Double)
  case sequence([SequenceEvent])
  /// Events that are not touches (the SceneFormat article): a shake, a hardware key, a remote-control command.
  case shake(duration: Double)
  case pressKey(key: String, duration: Double)
  case remoteControl(String)
  /// `set`, `add`, `remove`: the app's code changes the scene; takes no time.
  case change(ChangeStep)
}
