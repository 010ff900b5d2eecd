import Foundation
import TouchTraceCommands

/// Ctrl-C (SIGINT) and SIGTERM for the commands that run until stopped: the signal is caught, so
/// they finish what they are doing, release their port and exit 0.
final class StopSignal: @unchecked Sendable {
  private let lock = NSLock()
  private var stopped = false
  private var sources: [any DispatchSourceSignal] = []
  private var handlers: [@Sendable () -> Void] = []

  init() {
    for sig in [SIGINT, SIGTERM] {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler { [weak self] in self?.fire() }
      source.resume()
      sources.append(source)
    }
  }

  var isStopped: Bool { lock.withLock { stopped } }

  /// Runs `handler` once a signal came (at once if one did already).
  func onStop(_ handler: @escaping @Sendable () -> Void) {
    let now = lock.withLock { () -> Bool in
      if stopped { return true }
      handlers.append(handler)
      return false
    }
    if now { handler() }
  }

  private func fire() {
    let run = lock.withLock { () -> [@Sendable () -> Void] in
      guard !stopped else { return [] }
      stopped = true
      defer { handlers = [] }
      return handlers
    }
    for handler in run { handler() }
  }
}
