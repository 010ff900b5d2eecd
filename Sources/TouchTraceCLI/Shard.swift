import ArgumentParser
import TouchTraceCommands

/// `--shard i/n`: only every n-th input from the i-th (1-based), so a large suite can be split
/// across CI machines; every input is in exactly one of the n shards.
struct Shard: ExpressibleByArgument, Equatable {
  var index: Int
  var count: Int

  init?(argument: String) {
    let parts = argument.split(separator: "/")
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1,
      (1...n).contains(i)
    else {
      return nil
    }
    index = i
    count = n
  }

  static var defaultValueDescription: String { "1/1" }

  func select<T>(_ items: [T]) -> [T] {
    items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }
}
