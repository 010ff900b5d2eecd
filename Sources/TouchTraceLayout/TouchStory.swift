import TouchTraceTrace

/// What happened to one touch, read from a trace: the hit-test visits, the view found, and how the
/// touch went up the responder chain. Diagrams and comparisons are made from it.
public struct TouchStory: Sendable, Equatable {
  public struct Visit: Sendable, Equatable {
    /// 1-based, in the order `hitTest` was called in the first pass.
    public var number: Int
    public var object: String
    public var depth: Int
    /// `point(inside:)`'s answer; nil when it was not asked.
    public var inside: Bool?
    /// Why `hitTest` returned nil without asking (`hidden`, `alpha`, `userInteraction`).
    public var skipped: String?
    /// What this view's `hitTest` returned.
    public var returned: String?
    /// Other views an override asked with `point(inside:)` (seed 001's `prefer`), with their answers.
    public var extraAsks: [Ask] = []
  }

  public struct Ask: Sendable, Equatable {
    public var object: String
    public var inside: Bool
  }

  /// One responder that received the touch, with every phase it got.
  public struct Delivery: Sendable, Equatable {
    public var object: String
    public var phases: [TouchPhase]
    /// For the first phase: where the touches went next, or why they stopped.
    public var passedTo: String?
    public var stopReason: String?
  }

  public var touch: TraceTouch
  public var index: Int
  public var visits: [Visit] { didSet { firstVisit = Self.firstVisits(visits) } }
  /// Each object's first visit, by id: `visit(of:)` is asked for every view of a diagram, so a
  /// linear search made 100,000-view diagrams quadratic (minutes; issue 14).
  private var firstVisit: [String: Int] = [:]
  /// The view the window's `hitTest` returned, in each pass.
  public var passResults: [String?]
  public var deliveries: [Delivery]
  /// Control events and actions sent while this touch was down, in order: (object, word).
  public var controlEvents: [(object: String, event: String)]
  public var actions: [(sender: String, target: String, action: String)]

  public static func == (a: TouchStory, b: TouchStory) -> Bool {
    a.touch == b.touch && a.visits == b.visits && a.passResults == b.passResults
      && a.deliveries == b.deliveries
      && a.controlEvents.map { "\($0.object) \($0.event)" }
        == b.controlEvents.map { "\($0.object) \($0.event)" }
      && a.actions.map { "\($0.sender) \($0.target) \($0.action)" }
        == b.actions.map { "\($0.sender) \($0.target) \($0.action)" }
  }

  public init(trace: Trace, touch: TraceTouch) {
    self.touch = touch
    index = (trace.touches.firstIndex(of: touch) ?? 0) + 1
    var visits: [Visit] = []
    var open: [Int] = []
    var passResults: [String?] = []
    for e in trace.events where e.touch == touch.id {
      switch e.kind {
      case .hitTestPassEnd: passResults.append(e.result)
      case .hitTest where e.pass == 1:
        visits.append(
          Visit(number: visits.count + 1, object: e.object ?? "", depth: e.depth ?? open.count))
        open.append(visits.count - 1)
      case .pointInside where e.pass == 1:
        guard let top = open.last else { continue }
        if visits[top].object == e.object && visits[top].inside == nil
          && visits[top].extraAsks.isEmpty
        {
          visits[top].inside = e.inside
        } else if let object = e.object {
          visits[top].extraAsks.append(Ask(object: object, inside: e.inside ?? false))
        }
      case .hitTestReturn where e.pass == 1:
        guard let top = open.popLast() else { continue }
        visits[top].returned = e.result
        visits[top].skipped = e.reason
      default: break
      }
    }
    self.visits = visits
    firstVisit = Self.firstVisits(visits)
    self.passResults = passResults

    let began = touch.samples.first?.time ?? 0
    let ended = touch.samples.last?.time ?? began
    var deliveries: [Delivery] = []
    var controlEvents: [(String, String)] = []
    var actions: [(String, String, String)] = []
    for e in trace.events {
      switch e.kind {
      case .touches where e.touches?.contains(touch.id) == true:
        guard let object = e.object, let phase = e.phase else { continue }
        if let i = deliveries.firstIndex(where: { $0.object == object }) {
          deliveries[i].phases.append(phase)
        } else {
          deliveries.append(
            Delivery(object: object, phases: [phase], passedTo: e.passedTo, stopReason: e.reason))
        }
      case .controlEvent
      where e.time >= began && e.time <= ended && touch.responderChain.contains(e.object ?? ""):
        controlEvents.append((e.object ?? "", e.controlEvent ?? ""))
      case .action
      where e.time >= began && e.time <= ended && touch.responderChain.contains(e.object ?? ""):
        actions.append((e.object ?? "", e.target ?? "", e.action ?? ""))
      default: break
      }
    }
    self.deliveries = deliveries
    self.controlEvents = controlEvents
    self.actions = actions
  }

  public func visit(of object: String) -> Visit? { firstVisit[object].map { visits[$0] } }

  private static func firstVisits(_ visits: [Visit]) -> [String: Int] {
    Dictionary(visits.indices.map { (visits[$0].object, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// "tap", "press 0.8 s", "drag", from the touch's samples.
  public var gestureDescription: String {
    guard let first = touch.samples.first, let last = touch.samples.last else { return "touch" }
    let moved = touch.samples.contains { $0.location != first.location }
    if moved { return "drag" }
    let held = last.time - first.time
    return held > 0.3 ? "press \(EventLog.number(held)) s" : "tap"
  }
}
