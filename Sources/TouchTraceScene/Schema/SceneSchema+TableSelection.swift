extension SceneSchema {
  /// The scene schema's `$defs` of a table delegate's selection answers.
  static var tableSelectionDefinitions: String {
    #"""
        "rowIndexPath": {
          "type": "array",
          "prefixItems": [{"type": "integer", "minimum": 0}, {"type": "integer", "minimum": 0}],
          "items": false,
          "minItems": 2,
          "description": "A row as [section, row]."
        },
        "rowAnswers": {
          "type": "array",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": ["row", "returns"],
            "properties": {
              "row": {"$ref": "#/$defs/rowIndexPath", "description": "The row the delegate is asked about, [section, row]."},
              "returns": {"anyOf": [{"$ref": "#/$defs/rowIndexPath"}, {"type": "null"}], "description": "The row it answers instead ([section, row]), or null: none."}
            }
          },
          "description": "UITableViewDelegate's willSelectRowAt / willDeselectRowAt: the rows answered otherwise than with themselves. Logged as 'DELEGATE willSelectRowAt [s, r] returns …'."
        }
    """#
  }
}
