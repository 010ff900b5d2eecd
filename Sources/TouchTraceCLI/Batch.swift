import Foundation
import TouchTraceCommands

/// Runs work over inputs on `jobs` threads, keeping results in input order. Each thread has a
/// large stack, so a deeply nested scene is refused by its limit check, never by a stack overflow.
enum Batch {
  static func run<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], jobs: Int, progress: Progress? = nil,
    _ work: @escaping @Sendable (Input) throws -> Output
  ) -> [Result<Output, any Error>] {
    let state = State<Output>(count: inputs.count)
    let group = DispatchGroup()
    for _ in 0..<max(1, min(jobs, inputs.count)) {
      group.enter()
      let thread = Thread {
        while let i = state.next() {
          let result = Result { try work(inputs[i]) }
          state.finish(i, result)
          progress?.step()
        }
        group.leave()
      }
      thread.stackSize = 1 << 29
      thread.start()
    }
    group.wait()
    progress?.done()
    return state.results.map { $0! }
  }

  private final class State<Output>: @unchecked Sendable {
    // Guarded by `lock`: the next index to take and the results so far.
    private let lock = NSLock()
    private var cursor = 0
    private let count: Int
    private(set) var results: [Result<Output, any Error>?]
    init(count: Int) {
      self.count = count
      results = Array(repeating: nil, count: count)
    }
    func next() -> Int? {
      lock.withLock {
        guard cursor < count else { return nil }
        cursor += 1
        return cursor - 1
      }
    }
    func finish(_ i: Int, _ result: Result<Output, any Error>) {
      lock.withLock { results[i] = result }
    }
  }
}

/// A progress line on standard error, only when it is a terminal (CI logs get just the summary).
final class Progress: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var finished = 0
  private let total: Int
  private let enabled = isatty(STDERR_FILENO) != 0
  private let verb: String

  init(total: Int, verb: String = "rendering") {
    self.total = total
    self.verb = verb
  }

  func step() {
    guard enabled else { return }
    lock.withLock {
      finished += 1
      writeErr(control: "\r\u{1B}[K[\(finished)/\(total)] \(verb)…")
    }
  }

  func done() {
    guard enabled else { return }
    writeErr(control: "\r\u{1B}[K")
  }
}
