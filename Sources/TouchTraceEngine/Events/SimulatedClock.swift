/// Simulated time in whole microseconds, so timers such as a 0.5 s long press fire exactly and
/// every run is deterministic (no floating-point drift from adding up 1/60 s steps).
public struct SimTime: Comparable, Hashable, Sendable {
  public var microseconds: Int64
  public init(microseconds: Int64) { self.microseconds = microseconds }
  /// Rounded to the nearest microsecond; beyond ±100,000 years (or NaN) it saturates rather than
  /// trapping, so a wild value from library code cannot crash the simulation.
  public init(seconds: Double) {
    let us = (seconds * 1_000_000).rounded()
    microseconds = us.isNaN ? 0 : Int64(min(max(us, -Self.limit), Self.limit))
  }
  private static let limit = 3.2e18
  public var seconds: Double { Double(microseconds) / 1_000_000 }
  public static let zero = SimTime(microseconds: 0)
  public static func < (a: SimTime, b: SimTime) -> Bool { a.microseconds < b.microseconds }
  public static func + (a: SimTime, b: SimTime) -> SimTime {
    let (sum, overflow) = a.microseconds.addingReportingOverflow(b.microseconds)
    return SimTime(microseconds: overflow ? (b.microseconds > 0 ? .max : .min) : sum)
  }
}

/// The run loop's clock: work scheduled for a time runs in time order, and work scheduled for the
/// same time runs in the order it was scheduled (a later run-loop turn). Work for the end of the
/// turn now running (`atEndOfTurn`) runs before anything else, even what is due at the same instant.
public final class SimulatedClock {
  public private(set) var now = SimTime.zero
  private var queue: [(time: SimTime, order: Int, work: () -> Void)] = []
  private var endOfTurn: [() -> Void] = []
  private var scheduled = 0

  public init() {}

  /// Schedules `work` at `time` (not before now); returns a token for `cancel`.
  @discardableResult
  public func schedule(at time: SimTime, _ work: @escaping () -> Void) -> Int {
    scheduled += 1
    let item = (time: max(time, now), order: scheduled, work: work)
    // Keep the queue sorted; insert after everything due at the same time or earlier.
    let index = queue.firstIndex { ($0.time, $0.order) > (item.time, item.order) } ?? queue.endIndex
    queue.insert(item, at: index)
    return scheduled
  }

  public func cancel(_ token: Int) {
    queue.removeAll { $0.order == token }
  }

  /// Work that finishes the turn now running: it runs at this instant, after the work now running
  /// and what that work already put here, before the next event — even one due at this instant.
  /// A recognizer resets to possible here (and a few of UIKit's private handlers run here), from
  /// an observer that runs before the run loop waits for the next event; each event is a turn of
  /// its own. Actions themselves are sent within the event's dispatch (`GestureArbiter.update`).
  public func atEndOfTurn(_ work: @escaping () -> Void) {
    endOfTurn.append(work)
  }

  public var hasPendingWork: Bool { !queue.isEmpty || !endOfTurn.isEmpty }

  /// Runs everything due, advancing the clock, until nothing is pending.
  public func run() {
    while hasPendingWork {
      if !endOfTurn.isEmpty {
        endOfTurn.removeFirst()()
        continue
      }
      let next = queue.removeFirst()
      now = next.time
      next.work()
    }
  }
}
