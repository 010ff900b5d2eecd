import Foundation

/// One step into a JSON value: an object's key or an array's index.
public enum JSONPathComponent: Hashable, Sendable {
  case key(String)
  case index(Int)
}

/// A path into a JSON value, written `objects[3].superview` (empty: the top level).
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  public var components: [JSONPathComponent]
  public init(_ components: [JSONPathComponent] = []) { self.components = components }

  public func appending(_ c: JSONPathComponent) -> JSONPath { JSONPath(components + [c]) }

  public var description: String {
    guard !components.isEmpty else { return "the top level" }
    var out = ""
    for c in components {
      switch c {
      case .key(let k): out += out.isEmpty ? k : ".\(k)"
      case .index(let i): out += "[\(i)]"
      }
    }
    return out
  }
}

/// A value that does not follow the schema: where, and what was expected.
public struct JSONSchemaProblem: Hashable, Sendable, CustomStringConvertible {
  public var path: JSONPath
  public var message: String
  public var description: String { "\(path): \(message)" }
}

/// Checks a JSON value (as `JSONSerialization` reads it) against the parts of JSON Schema that
/// `TraceSchema` uses: `type`, `const`, `enum`, `properties`, `required`, `additionalProperties`,
/// `items`, `minItems`, `maxItems`, `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`,
/// `pattern`, `maxLength` and `$ref` to `#/$defs/…`. The trace reader uses it, so a trace is checked against
/// the very schema `touchtrace schema --trace` prints.
public struct JSONSchemaChecker {
  let root: [String: Any]

  public init(root: [String: Any]) { self.root = root }

  /// What a text breaks of `maxLength` and `pattern`.
  static func textProblems(_ s: String, _ schema: [String: Any]) -> [String] {
    var out: [String] = []
    // Bytes first: counting the characters of a 100 MB string is itself slow.
    if let max = schema["maxLength"] as? Int, s.utf8.count > max, s.count > max {
      // Worded as the trace reader's own length check, which it now and then precedes.
      out.append(
        "it is \(s.count) characters long; at most \(max) (longer text cannot be shown in a "
          + "diagram)")
    }
    if let pattern = schema["pattern"] as? String,
      s.range(of: pattern, options: .regularExpression) == nil
    {
      out.append("'\(s)' does not match \(pattern)")
    }
    return out
  }

  public func check(_ value: Any, against schema: [String: Any], at path: JSONPath = JSONPath())
    -> [JSONSchemaProblem]
  {
    func problem(_ message: String) -> JSONSchemaProblem {
      JSONSchemaProblem(path: path, message: message)
    }
    if let ref = schema["$ref"] as? String {
      let name = String(ref.dropFirst("#/$defs/".count))
      guard let defs = root["$defs"] as? [String: Any], let target = defs[name] as? [String: Any]
      else {
        return [problem("unresolved \(ref)")]
      }
      return check(value, against: target, at: path)
    }
    var problems: [JSONSchemaProblem] = []
    if let type = schema["type"] as? String, !Self.matches(value, type) {
      return [problem("expected \(Self.article(type)) \(type), found \(Self.describe(value))")]
    }
    if let c = schema["const"], "\(c)" != "\(value)" {
      problems.append(problem("expected \(c), found \(Self.describe(value))"))
    }
    if let options = schema["enum"] as? [Any], !options.contains(where: { "\($0)" == "\(value)" }) {
      let list = options.map { "'\($0)'" }.joined(separator: ", ")
      problems.append(problem("\(Self.describe(value)) is not one of \(list)"))
    }
    if let n = (value as? NSNumber)?.doubleValue, !Self.isBoolean(value) {
      let number = Self.describe(value)
      if let min = schema["minimum"] as? Double, n < min {
        problems.append(problem("\(number) is below the minimum \(Self.describe(min))"))
      }
      if let max = schema["maximum"] as? Double, n > max {
        problems.append(problem("\(number) is above the maximum \(Self.describe(max))"))
      }
      if let min = schema["exclusiveMinimum"] as? Double, n <= min {
        problems.append(problem("\(number) must be greater than \(Self.describe(min))"))
      }
      if let max = schema["exclusiveMaximum"] as? Double, n >= max {
        problems.append(problem("\(number) must be less than \(Self.describe(max))"))
      }
    }
    if let s = value as? String { problems += Self.textProblems(s, schema).map(problem) }
    if let object = value as? [String: Any] {
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for key in schema["required"] as? [String] ?? [] where object[key] == nil {
        problems.append(problem("missing '\(key)'"))
      }
      // Sorted, so the problems come in the same order every run.
      for (key, v) in object.sorted(by: { $0.key < $1.key }) {
        let inner = path.appending(.key(key))
        if let p = properties[key] as? [String: Any] {
          problems += check(v, against: p, at: inner)
        } else if let extra = schema["additionalProperties"] as? [String: Any] {
          problems += check(v, against: extra, at: inner)
        } else if schema["additionalProperties"] as? Bool == false {
          problems.append(
            JSONSchemaProblem(
              path: inner, message: "unknown key '\(key)': the schema has none here"))
        }
      }
    }
    if let array = value as? [Any] {
      if let min = schema["minItems"] as? Int, array.count < min {
        problems.append(problem("expected at least \(min) items, found \(array.count)"))
      }
      if let max = schema["maxItems"] as? Int, array.count > max {
        problems.append(problem("expected at most \(max) items, found \(array.count)"))
      }
      if let items = schema["items"] as? [String: Any] {
        for (i, v) in array.enumerated() {
          problems += check(v, against: items, at: path.appending(.index(i)))
        }
      }
    }
    return problems
  }

  /// JSONSerialization gives booleans and numbers as NSNumber; booleans have their own class.
  public static func isBoolean(_ value: Any) -> Bool {
    value is Bool && String(describing: type(of: value)).contains("Boolean")
  }

  static func matches(_ value: Any, _ type: String) -> Bool {
    let number = (value as? NSNumber).flatMap { isBoolean(value) ? nil : $0.doubleValue }
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "boolean": return isBoolean(value)
    case "integer": return number.map { $0 == $0.rounded() } ?? false
    case "number": return number != nil
    default: return true
    }
  }

  private static func article(_ type: String) -> String {
    type == "object" || type == "array" || type == "integer" ? "an" : "a"
  }

  /// A short description of a value for a message: `"text"`, `3`, `true`, an object, a list.
  static func describe(_ value: Any) -> String {
    if isBoolean(value) { return (value as? Bool) == true ? "true" : "false" }
    if let n = value as? NSNumber {
      let d = n.doubleValue
      return d == d.rounded() && abs(d) < 1e15 ? String(Int(saturating: d)) : String(d)
    }
    if let s = value as? String { return "'\(s)'" }
    if value is [String: Any] { return "an object" }
    if value is [Any] { return "a list" }
    if value is NSNull { return "null" }
    return "\(value)"
  }
}
