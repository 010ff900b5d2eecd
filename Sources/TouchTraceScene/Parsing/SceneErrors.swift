import Foundation
import TouchTraceTrace

/// One problem found in a scene file: where it is and what was expected there.
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
  /// The path as given (or a name such as `<stdin>`).
  public var file: String
  /// 1-based line and column; nil for a problem with the whole file (missing, not UTF-8…).
  public var location: SourceLocation?
  /// What is wrong, saying what was expected.
  public var message: String

  public init(file: String, location: SourceLocation?, message: String) {
    self.file = file
    self.location = location
    self.message = message
  }

  /// `file:line:column: error: message`, the form compilers use, so editors can jump to it.
  public var description: String {
    let message = abbreviatingLongWords(message)
    if let location {
      return "\(file):\(location.line):\(location.column): error: \(message)"
    }
    return "\(file): error: \(message)"
  }

  public var errorDescription: String? { description }
}

/// Every problem found in a scene file, in the order they appear in it.
public struct SceneErrors: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
  public var errors: [SceneError]

  public init(errors: [SceneError]) { self.errors = errors }

  /// One error a line.
  public var description: String { errors.map(\.description).joined(separator: "\n") }

  public var errorDescription: String? { description }
}

extension SceneErrors {
  /// Sorted by location (errors about the whole file first); the sort is stable.
  init(sorting errors: [SceneError]) {
    let sorted = errors.enumerated().sorted { a, b in
      switch (a.element.location, b.element.location) {
      case (nil, nil): return a.offset < b.offset
      case (nil, _): return true
      case (_, nil): return false
      case (let x?, let y?): return (x.line, x.column, a.offset) < (y.line, y.column, b.offset)
      }
    }
    self.init(errors: sorted.map(\.element))
  }
}
