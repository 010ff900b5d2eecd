/// One finger's touch from down to up: where it went, which view `hitTest` gave it, and the
/// responder chain from that view up, as it stood when the touch began.
public struct TraceTouch: Hashable, Sendable, Codable {
  /// 1-based, in the order the touches began; the `touch` of events.
  public var id: Int
  /// The scene's finger number (1 for single-finger steps).
  public var finger: Int
  /// Every phase the finger went through, with its time and window location.
  public var samples: [TouchSample]
  /// `UITouch.view`: the hit-test view found at touch-down, kept for the life of the touch.
  public var view: String?
  /// From the hit-test view through each `next`, to the end of the chain.
  public var responderChain: [String]
  /// Why the touch reached no view although one was hit (`isMultipleTouchEnabled`,
  /// `isExclusiveTouch`); nil when it was delivered.
  public var dropped: String?
  public init(
    id: Int, finger: Int, samples: [TouchSample], view: String?, responderChain: [String],
    dropped: String? = nil
  ) {
    self.id = id
    self.finger = finger
    self.samples = samples
    self.view = view
    self.responderChain = responderChain
    self.dropped = dropped
  }
}

public struct TouchSample: Hashable, Sendable, Codable {
  public var time: Double
  public var phase: TouchPhase
  /// In window coordinates.
  public var location: Point
  public init(time: Double, phase: TouchPhase, location: Point) {
    self.time = time
    self.phase = phase
    self.location = location
  }
}

/// `UITouch.Phase`, and the four `touches…` methods named after it.
public enum TouchPhase: String, Sendable, Codable, CaseIterable {
  case began, moved, ended, cancelled
  /// The responder method for this phase: `touchesBegan`, `touchesMoved`…
  public var method: String { "touches" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
