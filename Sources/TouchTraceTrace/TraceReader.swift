import Foundation

/// Reads a trace file written elsewhere (by `touchtrace trace`, or by hand) and checks it before
/// anything is drawn from it: against `TraceSchema` (so a key the schema rejects is an error, not
/// ignored), then its references and limits (TraceReferences.swift). Every problem is reported with its line and column.
public enum TraceReader {
  /// The most problems reported; a last line says how many more there were.
  static let maxReported = 50

  public static func read(_ data: Data, file: String) throws -> Trace {
    let trace: Trace = try decodeChecked(data, file: file, schema: schema) { value in
      if let schema = (value as? [String: Any])?["schema"] as? Int, schema != Trace.currentSchema {
        throw TraceReadError(
          file: file, message: "\(TraceFormatError.unsupportedSchema(schema))")
      }
    }
    let broken = references(in: trace)
    guard broken.isEmpty else {
      throw TraceReadError(file: file, bytes: Array(data), problems: broken)
    }
    return trace
  }

  /// JSON checked against `schema` (after `first` has looked at it), then decoded: what trace and
  /// hit map reading share. Not UTF-8, not JSON, a schema problem or a decoding error is a
  /// `TraceReadError` saying where.
  static func decodeChecked<T: Decodable>(
    _ data: Data, file: String, schema: [String: Any], first: (Any) throws -> Void = { _ in }
  ) throws -> T {
    let located = { (problems: [JSONSchemaProblem]) in
      TraceReadError(file: file, bytes: Array(data), problems: problems)
    }
    if case .failure(let bad) = UTF8Text.decode(data) {
      throw TraceReadError(lines: [bad.message(file: file)])
    }
    let value: Any
    do {
      value = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      // JSONSerialization says what and where ("… around line 3, column 7").
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      throw TraceReadError(file: file, message: "not valid JSON (\(detail ?? "\(error)"))")
    }
    try first(value)
    let problems = JSONSchemaChecker(root: schema).check(value, against: schema)
    guard problems.isEmpty else { throw located(problems) }
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch {
      throw located([problem(decoding: error)])
    }
  }

  /// Parsed for each read (a dictionary of `Any` cannot be shared between threads); it is small.
  private static var schema: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(TraceSchema.json.utf8)) as? [String: Any]) ?? [:]
  }

  private static func problem(decoding error: any Error) -> JSONSchemaProblem {
    guard let e = error as? DecodingError else {
      return JSONSchemaProblem(path: JSONPath(), message: "\(error)")
    }
    func path(_ keys: [any CodingKey]) -> JSONPath {
      JSONPath(keys.map { $0.intValue.map(JSONPathComponent.index) ?? .key($0.stringValue) })
    }
    switch e {
    case .keyNotFound(let key, let c):
      return JSONSchemaProblem(path: path(c.codingPath), message: "missing '\(key.stringValue)'")
    case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c):
      return JSONSchemaProblem(path: path(c.codingPath), message: c.debugDescription)
    @unknown default:
      return JSONSchemaProblem(path: JSONPath(), message: "\(e)")
    }
  }
}

/// Why a trace file cannot be used: `file:line:column: error: path: what was expected`, one line
/// per problem.
public struct TraceReadError: Error, CustomStringConvertible, Equatable {
  public var lines: [String]

  init(file: String, message: String) { lines = ["\(file): error: \(message)"] }

  init(lines: [String]) { self.lines = lines }

  init(file: String, bytes: [UInt8], problems: [JSONSchemaProblem]) {
    let locator = JSONLocator(bytes)
    // In the order of the file, as the scene reader reports errors.
    let located = problems.enumerated().map { (offset, p) in
      (where: locator.location(of: p.path), offset: offset, problem: p)
    }.sorted {
      let a = $0.where ?? (0, 0)
      let b = $1.where ?? (0, 0)
      return (a.line, a.column, $0.offset) < (b.line, b.column, $1.offset)
    }
    lines = located.prefix(TraceReader.maxReported).map { l in
      let place = l.where.map { "\(file):\($0.line):\($0.column)" } ?? file
      return "\(place): error: \(l.problem)"
    }
    if problems.count > TraceReader.maxReported {
      lines.append("\(file): error: and \(problems.count - TraceReader.maxReported) more errors")
    }
  }

  public var description: String { lines.map(abbreviatingLongWords).joined(separator: "\n") }
}
