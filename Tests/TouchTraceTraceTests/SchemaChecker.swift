import Foundation

/// Checks a JSON value against the parts of JSON Schema that TraceSchema uses: `type`, `const`,
/// `enum`, `properties`, `required`, `additionalProperties`, `items`, `minItems`, `maxItems`,
/// `minimum`, `maximum`, `pattern` and `$ref` to `#/$defs/…`. Returns the problems found, as paths.
struct SchemaChecker {
  let root: [String: Any]

  func check(_ value: Any, against schema: [String: Any], at path: String = "$") -> [String] {
    if let ref = schema["$ref"] as? String {
      let name = String(ref.dropFirst("#/$defs/".count))
      guard let defs = root["$defs"] as? [String: Any], let target = defs[name] as? [String: Any]
      else {
        return ["\(path): unresolved \(ref)"]
      }
      return check(value, against: target, at: path)
    }
    var problems: [String] = []
    if let type = schema["type"] as? String, !Self.matches(value, type) {
      return ["\(path): expected \(type), found \(value)"]
    }
    if let c = schema["const"], "\(c)" != "\(value)" { problems.append("\(path): expected \(c)") }
    if let options = schema["enum"] as? [Any], !options.contains(where: { "\($0)" == "\(value)" }) {
      problems.append("\(path): \(value) is not one of \(options)")
    }
    if let n = (value as? NSNumber)?.doubleValue, !Self.isBoolean(value) {
      if let min = schema["minimum"] as? Double, n < min {
        problems.append("\(path): below \(min)")
      }
      if let max = schema["maximum"] as? Double, n > max {
        problems.append("\(path): above \(max)")
      }
    }
    if let s = value as? String, let pattern = schema["pattern"] as? String,
      s.range(of: pattern, options: .regularExpression) == nil
    {
      problems.append("\(path): '\(s)' does not match \(pattern)")
    }
    if let object = value as? [String: Any] {
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for key in schema["required"] as? [String] ?? [] where object[key] == nil {
        problems.append("\(path): missing '\(key)'")
      }
      for (key, v) in object {
        if let p = properties[key] as? [String: Any] {
          problems += check(v, against: p, at: "\(path).\(key)")
        } else if let extra = schema["additionalProperties"] as? [String: Any] {
          problems += check(v, against: extra, at: "\(path).\(key)")
        } else if schema["additionalProperties"] as? Bool == false {
          problems.append("\(path): '\(key)' is not in the schema")
        }
      }
    }
    if let array = value as? [Any] {
      if let min = schema["minItems"] as? Int, array.count < min {
        problems.append("\(path): fewer than \(min) items")
      }
      if let max = schema["maxItems"] as? Int, array.count > max {
        problems.append("\(path): more than \(max) items")
      }
      if let items = schema["items"] as? [String: Any] {
        for (i, v) in array.enumerated() {
          problems += check(v, against: items, at: "\(path)[\(i)]")
        }
      }
    }
    return problems
  }

  /// JSONSerialization gives booleans and numbers as NSNumber; booleans have their own class.
  static func isBoolean(_ value: Any) -> Bool {
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
}
