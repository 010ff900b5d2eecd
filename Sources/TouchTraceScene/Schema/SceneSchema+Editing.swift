extension SceneSchema {
  /// The scene schema's `$defs` of a table's editing mode.
  static var editingDefinitions: String {
    #"""
        "editingStyle": {"enum": ["none", "delete", "insert"], "description": "UITableViewCell.EditingStyle: no control, a red minus, a green plus."},
        "editingStyles": {
          "anyOf": [
            {"$ref": "#/$defs/editingStyle"},
            {
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["row", "returns"],
                "properties": {
                  "row": {"$ref": "#/$defs/rowIndexPath", "description": "The row the delegate is asked about, [section, row]."},
                  "returns": {"$ref": "#/$defs/editingStyle"}
                }
              }
            }
          ],
          "description": "UITableViewDelegate's editingStyleForRowAt: one style for every row, or the rows answered otherwise than delete."
        },
        "moveTargets": {
          "type": "array",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": ["proposed", "returns"],
            "properties": {
              "from": {"$ref": "#/$defs/rowIndexPath", "description": "The dragged row's index path; absent: any row."},
              "proposed": {"$ref": "#/$defs/rowIndexPath", "description": "The proposed destination, [section, row]."},
              "returns": {"$ref": "#/$defs/rowIndexPath", "description": "Where the row goes instead, in the same section."}
            }
          },
          "description": "UITableViewDelegate's targetIndexPathForMoveFromRowAt: the moves it retargets."
        }
    """#
  }
}
