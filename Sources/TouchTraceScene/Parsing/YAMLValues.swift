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
