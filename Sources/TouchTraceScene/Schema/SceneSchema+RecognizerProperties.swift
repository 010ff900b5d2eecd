import TouchTraceEngine

/// The recognizers' class-specific properties in the JSON Schema, from their declarations
/// (`SceneKeys.recognizerProperties`): each property's value, default and meaning, and per class
/// the keys it takes.
extension SceneSchema {
  /// The properties' entries, one per name in declaration order (a name several classes declare
  /// differently takes the loosest value, and the class rules tighten it).
  static var recognizerPropertySchemas: String {
    var names: [String] = []
    for property in SceneKeys.recognizerProperties where !names.contains(property.name) {
      names.append(property.name)
    }
    return names.map { name in
      let all = SceneKeys.recognizerProperties.filter { $0.name == name }
      return #""\#(name)": \#(entry(all))"#
    }.joined(separator: ",\n            ")
  }

  private static func entry(_ declarations: [RecognizerProperty]) -> String {
    var parts: [String] = []
    switch declarations[0].kind {
    case .count:
      let minimum =
        declarations.compactMap { property -> Int? in
          if case .count(let minimum) = property.kind { return minimum }
          return nil
        }.min() ?? 0
      parts.append(#""type": "integer", "minimum": \#(minimum)"#)
    case .seconds, .points: parts.append(#""type": "number", "minimum": 0"#)
    case .directions: parts.append(listOf("direction"))
    case .edges: parts.append(listOf("edge"))
    }
    let defaults = Set(declarations.map(\.defaultValue.value))
    if defaults.count == 1, let value = defaults.first ?? nil {
      parts.append(#""default": \#(EventLog.number(value))"#)
    }
    let description = declarations.map(\.summary).joined(separator: " and ")
    parts.append(#""description": \#(jsonString(description))"#)
    return "{" + parts.joined(separator: ", ") + "}"
  }

  private static func listOf(_ item: String) -> String {
    ##""anyOf": [{"$ref": "#/$defs/\##(item)"}, {"type": "array", "items": {"$ref": "#/$defs/\##(item)"}, "minItems": 1}]"##
  }

  /// Per class, the keys it takes and the tighter minimums it declares.
  static var recognizerClassRules: String {
    RecognizerClass.allCases.map { cls in
      var then = #""propertyNames": {"enum": \#(recognizerKeys(cls))}"#
      let minimums = SceneKeys.recognizerProperties.filter { $0.classes.contains(cls) }
        .compactMap { property -> String? in
          guard case .count(let minimum) = property.kind, minimum > 0,
            SceneKeys.recognizerProperties.contains(where: {
              $0.name == property.name && $0.kind != property.kind
            })
          else { return nil }
          return #""\#(property.name)": {"minimum": \#(minimum)}"#
        }
      if !minimums.isEmpty { then += #", "properties": {\#(minimums.joined(separator: ", "))}"# }
      return
        #"{"if": {"properties": {"class": {"const": "\#(cls.rawValue)"}}}, "then": {\#(then)}}"#
    }.joined(separator: ",\n            ")
  }
}
