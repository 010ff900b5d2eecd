/// A problem in a pasted dump, located the way compilers do: `file:line:column: error: …`
/// (or `warning:` for a line `--lenient` skipped).
public struct ImportDiagnostic: Sendable, Equatable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String
  public var isWarning: Bool

  public var description: String {
    "\(file):\(line):\(column): \(isWarning ? "warning" : "error"): \(message)"
  }
}

/// Every error found in a dump, in the order of the lines: nothing is imported.
public struct ImportErrors: Error, Sendable, Equatable, CustomStringConvertible {
  public var errors: [ImportDiagnostic]
  /// One a line.
  public var description: String { errors.map(\.description).joined(separator: "\n") }
}
