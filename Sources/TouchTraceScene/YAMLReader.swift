import Foundation
import TouchTraceTrace
import Yams

/// A scalar's value under the YAML 1.2 core schema: `true`/`false` (any case form YAML 1.2 allows)
/// are booleans, `yes`/`no`/`on`/`off` are strings, and a quoted scalar is always a string.
enum ScalarValue: Equatable {
  case null
  case bool(Bool)
  /// An integer or a float, as a Double; may be infinite or NaN (`.inf`, `.nan`, `1e999`).
  case number(Double)
  case string(String)

  init(_ scalar: Node.Scalar) {
    // Quoted, literal and folded scalars are strings; so is a plain one tagged `!!str` or `!`.
    guard scalar.style == .plain else {
      self = .string(scalar.string)
      return
    }
    let tag = scalar.tag.rawValue
    if tag == Tag.Name.str.rawValue || tag == Tag.Name.nonSpecific.rawValue {
      self = .string(scalar.string)
      return
    }
    self.init(plain: scalar.string)
  }

  init(plain text: String) {
    // Most scalars are numbers or names: only a few first characters can start a special form.
    guard let first = text.utf8.first else {
      self = .null
      return
    }
    switch first {
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      self = Self.number(text).map(ScalarValue.number) ?? .string(text)
      return
    case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"),
      UInt8(ascii: "T"),
      UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
      break
    default:
      self = .string(text)
      return
    }
    switch text {
    case "", "~", "null", "Null", "NULL": self = .null
    case "true", "True", "TRUE": self = .bool(true)
    case "false", "False", "FALSE": self = .bool(false)
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": self = .number(.infinity)
    case "-.inf", "-.Inf", "-.INF": self = .number(-.infinity)
    case ".nan", ".NaN", ".NAN": self = .number(.nan)
    default: self = Self.number(text).map(ScalarValue.number) ?? .string(text)
    }
  }

  /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `0x…` and `0o…` (YAML 1.2 core).
  private static func number(_ text: String) -> Double? {
    let u = Array(text.utf8)
    func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    if u.count > 2, u[0] == UInt8(ascii: "0") {
      let body = String(decoding: u[2...], as: UTF8.self)
      if u[1] == UInt8(ascii: "x") { return hex(body, radix: 16) }
      if u[1] == UInt8(ascii: "o") { return hex(body, radix: 8) }
    }
    var i = 0
    if i < u.count, u[i] == UInt8(ascii: "-") || u[i] == UInt8(ascii: "+") { i += 1 }
    let intStart = i
    while i < u.count, isDigit(u[i]) { i += 1 }
    var digits = i - intStart
    if i < u.count, u[i] == UInt8(ascii: ".") {
      i += 1
      let fracStart = i
      while i < u.count, isDigit(u[i]) { i += 1 }
      digits += i - fracStart
    }
    guard digits > 0 else { return nil }
    if i < u.count, u[i] == UInt8(ascii: "e") || u[i] == UInt8(ascii: "E") {
      i += 1
      if i < u.count, u[i] == UInt8(ascii: "-") || u[i] == UInt8(ascii: "+") { i += 1 }
      let expStart = i
      while i < u.count, isDigit(u[i]) { i += 1 }
      guard i > expStart else { return nil }
    }
    guard i == u.count else { return nil }
    return Double(text)
  }

  private static func hex(_ body: String, radix: Int) -> Double? {
    guard !body.isEmpty else { return nil }
    var value = 0.0
    for c in body {
      guard c.isASCII, let d = c.hexDigitValue, d < radix else { return nil }
      value = value * Double(radix) + Double(d)
    }
    return value
  }
}

/// A position in the text, for keys the composer had to rename (see `YAMLComposer`).
struct TextPosition: Hashable {
  var line: Int
  var column: Int
}

/// The keys of one mapping that the reader accepted: each name once, with its key and value nodes.
/// Mappings are small, so a list searched in order beats hashing every name looked up.
struct Fields {
  let node: Node
  private var names: [String] = []
  private var keys: [Node] = []
  private var values: [Node] = []

  init(node: Node) { self.node = node }

  private func index(_ name: String) -> Int? {
    var i = 0
    while i < names.count {
      if names[i] == name { return i }
      i += 1
    }
    return nil
  }

  subscript(name: String) -> Node? { index(name).map { values[$0] } }
  func has(_ name: String) -> Bool { index(name) != nil }
  func keyNode(_ name: String) -> Node? { index(name).map { keys[$0] } }

  mutating func add(_ name: String, key: Node, value: Node) {
    names.append(name)
    keys.append(key)
    values.append(value)
  }
}

/// Typed, location-aware reading of a Yams node tree. Every problem becomes a `SceneError`
/// (collected, not thrown), and the reader returns nil for the value so reading can go on.
final class YAMLReader {
  let file: String
  private(set) var errors: [SceneError] = []
  /// Keys the composer renamed so that Yams would accept a mapping with a repeated key: their
  /// position → the key as written.
  let renamedKeys: [TextPosition: String]

  init(file: String, renamedKeys: [TextPosition: String] = [:]) {
    self.file = file
    self.renamedKeys = renamedKeys
  }

  // MARK: Errors

  func location(_ node: Node?) -> SourceLocation? {
    node?.mark.map { SourceLocation(line: $0.line, column: $0.column) }
  }

  func error(_ message: String, at node: Node?) {
    error(message, at: location(node))
  }

  func error(_ message: String, at location: SourceLocation?) {
    errors.append(SceneError(file: file, location: location, message: message))
  }

  /// How a node reads in a message: `a mapping`, `a list of 3 items`, `the string "red"`…
  func describe(_ node: Node) -> String {
    switch node {
    case .mapping: return "a mapping"
    case .sequence(let s):
      return s.isEmpty ? "an empty list" : "a list of \(s.count) item\(s.count == 1 ? "" : "s")"
    case .alias: return "an alias"
    case .scalar(let s):
      switch ScalarValue(s) {
      case .null: return "nothing (null)"
      case .bool(let b): return "the boolean \(b)"
      case .number: return "the number \(s.string)"
      case .string(let text): return "the string \(quoted(text))"
      }
    }
  }

  func quoted(_ text: String) -> String {
    let short = text.count > 40 ? String(text.prefix(37)) + "..." : text
    return "\"" + short.replacingOccurrences(of: "\n", with: "\\n") + "\""
  }

  // MARK: Mappings

  /// The node as a mapping whose keys must be among `keys`. Reports a node that is not a mapping,
  /// keys that are not names, unknown keys (listing the expected ones) and repeated keys.
  /// - Parameters:
  ///   - what: how the mapping reads in a message: "a view", "'transform'".
  ///   - misplaced: a specific message for a key that is not allowed here but means something
  ///     elsewhere (nil: the generic unknown-key message).
  func mapping(
    _ node: Node, what: String, keys allowed: [String],
    misplaced: ((String) -> String?)? = nil
  ) -> Fields? {
    guard case .mapping(let mapping) = node else {
      error("expected a mapping for \(what), found \(describe(node))", at: node)
      return nil
    }
    var fields = Fields(node: node)
    // Names seen so far: a list for the usual few keys, a dictionary past that.
    var seen: [(String, Node)] = []
    var seenIndex: [String: Node] = [:]
    let large = mapping.count > 16
    for (keyNode, value) in mapping {
      guard let name = keyName(keyNode) else { continue }
      if let first = large ? seenIndex[name] : seen.first(where: { $0.0 == name })?.1 {
        error(
          "duplicate key '\(name)' in \(what) (first at \(location(first).map(\.description) ?? "?"))",
          at: keyNode)
        continue
      }
      if large { seenIndex[name] = keyNode } else { seen.append((name, keyNode)) }
      guard allowed.contains(name) else {
        if let special = misplaced?(name) {
          error(special, at: keyNode)
        } else {
          error(unknownKeyMessage(name, in: what, allowed: allowed), at: keyNode)
        }
        continue
      }
      fields.add(name, key: keyNode, value: value)
    }
    return fields
  }

  func unknownKeyMessage(_ name: String, in what: String, allowed: [String]) -> String {
    var message =
      "unknown key '\(name)' in \(what) (expected one of: \(allowed.joined(separator: ", ")))"
    if let guess = closest(to: name, in: allowed) { message += "; did you mean '\(guess)'?" }
    return message
  }

  /// A key's name: the scalar as written (or as it was before the composer renamed it).
  func keyName(_ key: Node) -> String? {
    guard case .scalar(let scalar) = key else {
      error("expected a name as a key, found \(describe(key))", at: key)
      return nil
    }
    if !renamedKeys.isEmpty, let mark = scalar.mark,
      let original = renamedKeys[TextPosition(line: mark.line, column: mark.column)]
    {
      return original
    }
    return scalar.string
  }

  /// Reports the keys of `names` missing from `fields`; true if all are there.
  @discardableResult
  func require(_ names: [String], in fields: Fields, what: String) -> Bool {
    var ok = true
    for name in names where !fields.has(name) {
      error("\(what) needs '\(name)'", at: fields.node)
      ok = false
    }
    return ok
  }

  // MARK: Scalars

  func sequence(_ node: Node, _ name: String) -> [Node]? {
    guard case .sequence(let s) = node else {
      error("expected a list for '\(name)', found \(describe(node))", at: node)
      return nil
    }
    return Array(s)
  }

  /// Any scalar but null, as written (so `title: 2024` is the string "2024").
  func string(_ node: Node, _ name: String) -> String? {
    guard case .scalar(let s) = node, ScalarValue(s) != .null else {
      error("expected a string for '\(name)', found \(describe(node))", at: node)
      return nil
    }
    return s.string
  }

  /// A name used in logs and references: a non-empty string without spaces or control characters.
  func identifier(_ node: Node, _ name: String) -> String? {
    guard case .scalar(let s) = node, ScalarValue(s) != .null else {
      error("expected a name for '\(name)', found \(describe(node))", at: node)
      return nil
    }
    let text = s.string
    if text.isEmpty {
      error("'\(name)' must not be empty", at: node)
      return nil
    }
    if text.count > SceneParser.maxIdLength {
      error(
        "'\(name)' is \(text.count) characters long; at most \(SceneParser.maxIdLength) (it labels diagrams)",
        at: node)
      return nil
    }
    let plain = text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    if !plain,
      text.unicodeScalars.contains(where: {
        $0.properties.isWhitespace || $0.properties.generalCategory == .control
      })
    {
      error(
        "'\(name)' must be one word (no spaces: it starts each log line), found \(quoted(text))",
        at: node)
      return nil
    }
    return text
  }

  func bool(_ node: Node, _ name: String) -> Bool? {
    if case .scalar(let s) = node, case .bool(let b) = ScalarValue(s) { return b }
    var message = "expected true or false for '\(name)', found \(describe(node))"
    if case .scalar(let s) = node, ["true", "false"].contains(s.string.lowercased()) {
      message += " (write it without quotes)"
    }
    error(message, at: node)
    return nil
  }

  enum Bound {
    case any, nonNegative, positive, unit
  }

  /// A finite number within `bound`.
  func number(_ node: Node, _ name: String, _ bound: Bound = .any) -> Double? {
    guard case .scalar(let s) = node, case .number(let value) = ScalarValue(s) else {
      error("expected a number for '\(name)', found \(describe(node))", at: node)
      return nil
    }
    guard value.isFinite else {
      error("'\(name)' must be a finite number, found \(s.string)", at: node)
      return nil
    }
    switch bound {
    case .any: break
    case .nonNegative where value < 0:
      error("'\(name)' must not be negative, found \(s.string)", at: node)
      return nil
    case .positive where value <= 0:
      error("'\(name)' must be greater than 0, found \(s.string)", at: node)
      return nil
    case .unit where !(0...1).contains(value):
      error("'\(name)' must be between 0 and 1, found \(s.string)", at: node)
      return nil
    default: break
    }
    return value
  }

  /// A whole number ≥ `minimum` (`2` or `2.0`).
  func integer(_ node: Node, _ name: String, minimum: Int, maximum: Int = Int.max) -> Int? {
    guard let value = number(node, name) else { return nil }
    // `magnitude`, not `abs`: -2^63 is an Int whose abs traps (found by .ci/fuzz).
    guard value == value.rounded(), let int = Int(exactly: value), int.magnitude < 1 << 53 else {
      error("expected a whole number for '\(name)', found \(scalarText(node))", at: node)
      return nil
    }
    guard int >= minimum else {
      error("'\(name)' must be at least \(minimum), found \(scalarText(node))", at: node)
      return nil
    }
    guard int <= maximum else {
      error("'\(name)' must be at most \(maximum), found \(scalarText(node))", at: node)
      return nil
    }
    return int
  }

  private func scalarText(_ node: Node) -> String {
    if case .scalar(let s) = node { return s.string }
    return describe(node)
  }

  /// A list of `names.count` finite numbers, e.g. `[x, y]`; `nonNegative` names the ones that
  /// must not be negative (sizes).
  func numbers(_ node: Node, _ name: String, _ names: [String], nonNegative: Set<String> = [])
    -> [Double]?
  {
    var shape: String { "[" + names.joined(separator: ", ") + "]" }
    guard case .sequence(let s) = node, s.count == names.count else {
      error("expected \(shape) for '\(name)', found \(describe(node))", at: node)
      return nil
    }
    var out: [Double] = []
    out.reserveCapacity(names.count)
    for i in 0..<names.count {
      let item = s[i]
      let part = names[i]
      guard case .scalar(let scalar) = item, case .number(let value) = ScalarValue(scalar) else {
        error(
          "expected a number for the \(part) of '\(name)' \(shape), found \(describe(item))",
          at: item)
        continue
      }
      guard value.isFinite else {
        error("the \(part) of '\(name)' must be a finite number, found \(scalar.string)", at: item)
        continue
      }
      if value < 0, nonNegative.contains(part) {
        error("the \(part) of '\(name)' must not be negative, found \(scalar.string)", at: item)
        continue
      }
      out.append(value)
    }
    return out.count == names.count ? out : nil
  }

  func point(_ node: Node, _ name: String) -> Point? {
    numbers(node, name, ["x", "y"]).map { Point($0[0], $0[1]) }
  }

  func size(_ node: Node, _ name: String) -> Size? {
    numbers(node, name, ["width", "height"], nonNegative: ["width", "height"]).map {
      Size($0[0], $0[1])
    }
  }

  func rect(_ node: Node, _ name: String) -> Rect? {
    numbers(node, name, ["x", "y", "width", "height"], nonNegative: ["width", "height"])
      .map { Rect($0[0], $0[1], $0[2], $0[3]) }
  }

  /// One of an enumeration's raw values, exactly as spelled.
  func choice<E: RawRepresentable & CaseIterable>(_ node: Node, _ name: String, _: E.Type) -> E?
  where E.RawValue == String {
    choice(node, name, Array(E.allCases))
  }

  /// One of `cases`' raw values, exactly as spelled.
  func choice<E: RawRepresentable>(_ node: Node, _ name: String, _ cases: [E]) -> E?
  where E.RawValue == String {
    let options = cases.map(\.rawValue)
    if case .scalar(let s) = node, case .string(let text) = ScalarValue(s),
      let value = E(rawValue: text)
    {
      return value
    }
    var message =
      "expected one of \(options.joined(separator: ", ")) for '\(name)', found \(describe(node))"
    if case .scalar(let s) = node, let guess = closest(to: s.string, in: options) {
      message += "; did you mean '\(guess)'?"
    }
    error(message, at: node)
    return nil
  }

  func color(_ node: Node, _ name: String) -> Color? {
    if case .scalar(let s) = node, case .string(let text) = ScalarValue(s),
      let color = CSSColors.color(text)
    {
      return color
    }
    var message =
      "expected a CSS colour name or \"#RRGGBB\" / \"#RRGGBBAA\" / \"#RGB\" for '\(name)', found \(describe(node))"
    if case .scalar(let s) = node, ScalarValue(s) == .null {
      message += " (in YAML a '#' starts a comment: quote the colour, as in '#ff0000')"
    } else if case .scalar(let s) = node,
      let guess = closest(to: s.string.lowercased(), in: Array(CSSColors.named.keys).sorted())
    {
      message += "; did you mean '\(guess)'?"
    }
    error(message, at: node)
    return nil
  }
}

/// The candidate nearest to `word` (case-insensitive edit distance, a swap of two neighbouring
/// letters counting as one edit), if it is close enough to be a likely typo.
func closest(to word: String, in candidates: [String]) -> String? {
  let w = Array(word.lowercased())
  guard !w.isEmpty, w.count < 64 else { return nil }
  let limit = max(1, min(2, w.count / 3))
  var best: (String, Int)?
  for candidate in candidates {
    let c = Array(candidate.lowercased())
    guard abs(c.count - w.count) <= limit, !c.isEmpty else { continue }
    // Optimal string alignment distance, rows i-2, i-1 and i.
    var before = [Int](repeating: 0, count: c.count + 1)
    var previous = Array(0...c.count)
    var row = previous
    for i in 1...w.count {
      row[0] = i
      for j in 1...c.count {
        row[j] = min(
          previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (w[i - 1] == c[j - 1] ? 0 : 1))
        if i > 1, j > 1, w[i - 1] == c[j - 2], w[i - 2] == c[j - 1] {
          row[j] = min(row[j], before[j - 2] + 1)
        }
      }
      (before, previous) = (previous, row)
    }
    let distance = previous[c.count]
    if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
  }
  return best?.0
}
