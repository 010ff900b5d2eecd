import TouchTraceTrace
import Yams

/// Reading scalars and lists: strings, names, numbers, points, rects, choices and colours, each
/// problem reported at its node.
extension YAMLReader {

  func sequence(_ node: Node, _ name: String) -> [Node]? {
    guard case .sequence(let s) = node else {
      error("expected a list for '\(name)', found \(describe(node))", at: node)
      return nil
    }
    guard countRepeat(node, items: s.count) else { return nil }
    return Array(s)
  }

  /// Any scalar but null, as written (so `title: 2024` is the string "2024").
  func string(_ node: Node, _ name: String) -> String? {
    guard case .scalar(let s) = node, ScalarValue(s) != .null else {
      error("expected a string for '\(name)', found \(describe(node))", at: node)
      return nil
    }
    let text = s.string
    // Counted before it is checked: a million aliases of one over-long string were each measured
    // and reported, 75 s in a debug build (.ci/fuzz, seed 1124); counted, they stop at the limit.
    guard countRepeat(node, text: text.utf8.count) else { return nil }
    // Bytes first: counting the characters of a 100 MB string is itself slow.
    if text.utf8.count > SceneParser.maxTextLength, text.count > SceneParser.maxTextLength {
      error(
        "'\(name)' is \(text.count) characters long; at most \(SceneParser.maxTextLength) "
          + "(longer text cannot be shown in a diagram)", at: node)
      return nil
    }
    return text
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
    choice(node, name, options: cases.map(\.rawValue)).flatMap(E.init(rawValue:))
  }

  /// One of `options`, exactly as spelled.
  func choice(_ node: Node, _ name: String, options: [String]) -> String? {
    if case .scalar(let s) = node, case .string(let text) = ScalarValue(s), options.contains(text) {
      return text
    }
    let list = options.joined(separator: ", ")
    // With a close option, it comes first: the list of options can be long (a view's classes).
    if case .scalar(let s) = node, closest(to: s.string, in: options) != nil {
      error(
        guessing(
          s.string, among: options, head: "found \(describe(node)) for '\(name)'",
          expected: "one of \(list)"), at: node)
    } else {
      error("expected one of \(list) for '\(name)', found \(describe(node))", at: node)
    }
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
