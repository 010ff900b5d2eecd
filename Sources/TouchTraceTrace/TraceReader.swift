import Foundation

/// Reads a trace file written elsewhere (by `touchtrace trace`, or by hand) and checks it before
/// anything is drawn from it: against `TraceSchema` (so a key the schema rejects is an error, not
/// ignored), then its references (every id it names is one of its objects, and `superview` and
/// `next` never lead round in a circle). Every problem is reported with its line and column.
public enum TraceReader {
  /// The most problems reported; a last line says how many more there were.
  static let maxReported = 50

  public static func read(_ data: Data, file: String) throws -> Trace {
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
    if let schema = (value as? [String: Any])?["schema"] as? Int, schema != Trace.currentSchema {
      throw TraceReadError(
        file: file, message: "\(TraceFormatError.unsupportedSchema(schema))")
    }
    let schema = Self.schema
    let problems = JSONSchemaChecker(root: schema).check(value, against: schema)
    guard problems.isEmpty else { throw located(problems) }
    let trace: Trace
    do {
      trace = try JSONDecoder().decode(Trace.self, from: data)
    } catch {
      throw located([problem(decoding: error)])
    }
    let broken = references(in: trace)
    guard broken.isEmpty else { throw located(broken) }
    return trace
  }

  /// Parsed for each read (a dictionary of `Any` cannot be shared between threads); it is small.
  private static var schema: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(TraceSchema.json.utf8)) as? [String: Any]) ?? [:]
  }

  /// Ids that name no object, touch ids that name no touch, and cycles.
  static func references(in trace: Trace) -> [JSONSchemaProblem] {
    var out: [JSONSchemaProblem] = []
    func at(_ parts: JSONPathComponent..., say message: String) {
      out.append(JSONSchemaProblem(path: JSONPath(parts), message: message))
    }
    guard !trace.objects.isEmpty else {
      at(.key("objects"), say: "no objects: a trace has at least its window")
      return out
    }
    var ids: [String: Int] = [:]
    for (i, o) in trace.objects.enumerated() {
      if let first = ids[o.id] {
        at(.key("objects"), .index(i), .key("id"), say: "'\(o.id)' is also objects[\(first)]'s id")
      } else {
        ids[o.id] = i
      }
    }
    func object(_ id: String?, _ parts: JSONPathComponent...) {
      guard let id, ids[id] == nil else { return }
      out.append(
        JSONSchemaProblem(path: JSONPath(parts), message: "'\(id)' is not one of the objects' ids"))
    }
    for (i, o) in trace.objects.enumerated() {
      let base: [JSONPathComponent] = [.key("objects"), .index(i)]
      object(o.superview, base[0], base[1], .key("superview"))
      object(o.next, base[0], base[1], .key("next"))
      for (j, s) in (o.subviews ?? []).enumerated() {
        object(s, base[0], base[1], .key("subviews"), .index(j))
      }
    }
    out += cycles(trace.objects, ids: ids, through: "superview", \.superview)
    out += cycles(trace.objects, ids: ids, through: "next", \.next)
    let touchIDs = Set(trace.touches.map(\.id))
    for (i, t) in trace.touches.enumerated() {
      object(t.view, .key("touches"), .index(i), .key("view"))
      for (j, r) in t.responderChain.enumerated() {
        object(r, .key("touches"), .index(i), .key("responderChain"), .index(j))
      }
    }
    var previousTime = 0.0
    for (i, e) in trace.events.enumerated() {
      // The simulated clock only goes forward: the timeline is drawn in this order.
      if !(e.time >= previousTime) {
        at(
          .key("events"), .index(i), .key("time"),
          say:
            "events are in time order from 0 s: this one is at \(e.time) s, after one at \(previousTime) s"
        )
      } else {
        previousTime = e.time
      }
      let fields: [(String, String?)] = [
        ("object", e.object), ("target", e.target), ("passedTo", e.passedTo),
        ("cause", e.cause), ("other", e.other), ("superview", e.superview),
      ]
      for (key, id) in fields { object(id, .key("events"), .index(i), .key(key)) }
      // A change's objects are objects of the trace as they became: the same ids, no new ones.
      for (j, changed) in (e.objects ?? []).enumerated() {
        object(changed.id, .key("events"), .index(i), .key("objects"), .index(j), .key("id"))
      }
      for (key, touch) in [("touch", e.touch)] + (e.touches ?? []).map({ ("touches", $0) })
      where touch.map(touchIDs.contains) == false {
        at(.key("events"), .index(i), .key(key), say: "touch \(touch!) is not one of the touches")
      }
    }
    return out
  }

  /// A `superview` or `next` chain that comes back to where it started would send hit-testing
  /// and the responder chain round for ever; reported once, at the first object of the circle.
  private static func cycles(
    _ objects: [TraceObject], ids: [String: Int], through key: String,
    _ link: KeyPath<TraceObject, String?>
  ) -> [JSONSchemaProblem] {
    var out: [JSONSchemaProblem] = []
    var reported = Set<Int>()
    // Objects already walked from: their chain is known. Each object is walked once, so a
    // 100,000-deep chain costs 100,000 steps, not 100,000² (issue 14: bounded work).
    var walked = Set<Int>()
    for start in objects.indices where !walked.contains(start) {
      var seen: [Int] = [start]
      var onPath: [Int: Int] = [start: 0]
      var current = start
      walked.insert(start)
      while let next = objects[current][keyPath: link].flatMap({ ids[$0] }) {
        if let loop = onPath[next] {
          let circle = seen[loop...]
          if !circle.contains(where: reported.contains) {
            let first = circle.min()!
            let names = (circle.map { objects[$0].id } + [objects[next].id])
            out.append(
              JSONSchemaProblem(
                path: JSONPath([.key("objects"), .index(first), .key(key)]),
                message: "'\(key)' goes round in a circle: \(names.joined(separator: " → "))"))
          }
          reported.formUnion(circle)
          break
        }
        guard walked.insert(next).inserted else { break }
        onPath[next] = seen.count
        seen.append(next)
        current = next
      }
    }
    return out
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
