import TouchTraceEngine

extension SceneSchema {
  /// The scene schema's `$defs/constants`: one property per `TouchConstants` field, with its range,
  /// unit and default, from the engine's own table.
  static var constantsDefinition: String {
    let properties = TouchConstants.fields.map { field in
      let low = SceneReader.exact(field.range.lowerBound)
      let high = SceneReader.exact(field.range.upperBound)
      let number = #"{"type": "number", "minimum": \#(low), "maximum": \#(high)}"#
      let defaults = TouchConstants.standard.values(of: field).map(SceneReader.exact)
      let description = "\(field.summary) In \(field.unit.rawValue)."
      let type =
        field.isSize
        ? #""type": "array", "prefixItems": [\#(number), \#(number)], "items": false, "minItems": 2, "default": [\#(defaults.joined(separator: ", "))]"#
        : #""type": "number", "minimum": \#(low), "maximum": \#(high), "default": \#(defaults[0])"#
      return #"          "\#(field.name)": {\#(type), "description": "\#(description)"}"#
    }
    return #"""
          "constants": {
            "type": "object",
            "description": "Numbers UIKit does not document, by their TouchConstants names; each left out keeps its default.",
            "additionalProperties": false,
            "properties": {
      \#(properties.joined(separator: ",\n"))
            }
          }
      """#
  }
}
