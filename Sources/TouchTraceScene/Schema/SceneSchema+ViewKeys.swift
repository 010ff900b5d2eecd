import Foundation
import TouchTraceEngine

/// The JSON Schema of the view keys only some classes have, from their declarations (`ViewKeys`):
/// each key's value and default, and which classes may give it.
extension SceneSchema {
  /// The keys' entries of the view's `properties`, in declaration order.
  static var classKeyProperties: String {
    ViewKeys.all.map { #""\#($0.name)": \#(entry(for: $0))"# }.joined(separator: ",\n            ")
  }

  /// `{"if": {"required": [key]}, "then": …}`: only the classes that have the key may give it.
  static var classKeyRules: String {
    ViewKeys.all.map { key in
      let names = jsonArray(key.classes.map(\.rawValue))
      return #"{"if": {"required": ["\#(key.name)"]}, "then": {"anyOf": ["#
        + #"{"required": ["class"], "properties": {"class": {"enum": \#(names)}}}, "#
        + #"{"required": ["baseClass"], "properties": {"baseClass": {"enum": \#(names)}}}]}}"#
    }.joined(separator: ",\n        ")
  }

  /// One key's schema: its type, its default, and a description naming the classes.
  static func entry(for key: ViewKey) -> String {
    var parts = [valueSchema(key.type)]
    if case .value(let value) = key.defaultValue { parts.append(#""default": \#(json(value))"#) }
    parts.append(#""description": \#(jsonString(description(of: key)))"#)
    return "{" + parts.joined(separator: ", ") + "}"
  }

  private static func valueSchema(_ type: ViewKey.ValueType) -> String {
    let text = #""type": "string", "maxLength": \#(SceneParser.maxTextLength)"#
    switch type {
    case .bool: return #""type": "boolean""#
    case .number(.any): return #""type": "number""#
    case .number(.nonNegative): return #""type": "number", "minimum": 0"#
    case .number(.positive): return #""type": "number", "exclusiveMinimum": 0"#
    case .number(.unit): return #""type": "number", "minimum": 0, "maximum": 1"#
    case .integer(let minimum), .index(let minimum, _, _, _):
      return #""type": "integer", "minimum": \#(minimum)"#
    case .text: return text
    case .texts: return #""type": "array", "items": {\#(text)}"#
    case .choice(let options): return #""enum": \#(jsonArray(options))"#
    case .indexPath:
      return #""type": "array", "prefixItems": [{"type": "integer", "minimum": 0}, "#
        + #"{"type": "integer", "minimum": 0}], "items": false, "minItems": 2"#
    case .reference: return ##""$ref": "#/$defs/id""##
    case .custom(let schema): return schema
    }
  }

  /// "UISlider, UIStepper: …"; "Scroll views only: …"; a default per class in brackets.
  static func description(of key: ViewKey) -> String {
    let names: String
    if key.classes == ViewClass.scrollViews {
      names = "Scroll views only"
    } else if key.classes == ViewClass.controls {
      names = "Controls only"
    } else if case .perClass(let values) = key.defaultValue {
      names = key.classes.map { cls in
        values[cls].map { "\(cls.rawValue) (default \(words($0)))" } ?? cls.rawValue
      }.joined(separator: ", ")
    } else {
      names = key.classes.map(\.rawValue).joined(separator: ", ")
    }
    var text = key.summary.isEmpty ? names + "." : names + ": " + key.summary
    if case .described(let words) = key.defaultValue { text += " Default \(words)." }
    if case .perClass(let values) = key.defaultValue, names.hasSuffix("only") {
      text += " Default " + perClass(values, of: key) { $0.rawValue } + "."
    }
    return text
  }

  /// "false for a UIScrollView, true for a UITableView", each class named by `name`.
  static func perClass(
    _ values: [ViewClass: ViewKey.Value], of key: ViewKey, name: (ViewClass) -> String
  ) -> String {
    key.classes.compactMap { cls in values[cls].map { "\(words($0)) for a \(name(cls))" } }
      .joined(separator: ", ")
  }

  /// A default as the documentation says it: `false`, `0`, `fill`, `none` (an empty list).
  public static func words(_ value: ViewKey.Value) -> String {
    switch value {
    case .bool(let bool): "\(bool)"
    case .number(let number): EventLog.number(number)
    case .integer(let integer): "\(integer)"
    case .text(let text), .choice(let text), .reference(let text): text
    case .texts(let texts): texts.isEmpty ? "none" : "[" + texts.joined(separator: ", ") + "]"
    case .indexPath(let path): "[" + path.map(String.init).joined(separator: ", ") + "]"
    }
  }

  private static func json(_ value: ViewKey.Value) -> String {
    switch value {
    case .bool, .number, .integer, .indexPath: words(value)
    case .text(let text), .choice(let text), .reference(let text): jsonString(text)
    case .texts(let texts): jsonArray(texts)
    }
  }

  static func jsonString(_ text: String) -> String {
    let data = try? JSONSerialization.data(
      withJSONObject: [text], options: [.withoutEscapingSlashes])
    let array = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
    return String(array.dropFirst().dropLast())
  }
}
