import ArgumentParser
import Foundation
import TouchTraceCommands

/// The options of a command that works through many scenes (`render`, `check`): how many at once,
/// and which shard of them.
struct BatchOptions: ParsableArguments {
  @Option(
    help: "Take only every n-th input from the i-th (i/n), to split a suite across machines.")
  var shard: Shard?

  // Optional, so the help says "the number of cores" once rather than also printing this
  // machine's count as the default.
  @Option(
    name: .customLong("jobs"),
    help: "How many scenes to work on at once (default: the number of cores).")
  var requestedJobs: Int?

  /// `--jobs`, or the number of cores.
  var jobs: Int { requestedJobs ?? ProcessInfo.processInfo.activeProcessorCount }

  func validate() throws {
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
  }

  /// The inputs of this shard (all of them without `--shard`).
  func select<T>(_ all: [T]) -> [T] { shard?.select(all) ?? all }
}
