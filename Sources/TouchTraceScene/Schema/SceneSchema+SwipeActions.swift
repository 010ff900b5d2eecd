extension SceneSchema {
  /// The scene schema's `$defs` of a table's swipe actions.
  static var swipeActionDefinitions: String {
    #"""
        "swipeActionsConfiguration": {
          "type": "object",
          "additionalProperties": false,
          "required": ["actions"],
          "description": "A UISwipeActionsConfiguration: a UITableView delegate's tableView(_:trailingSwipeActionsConfigurationForRowAt:) or leadingSwipeActionsConfigurationForRowAt, a list's trailing/leadingSwipeActionsConfigurationProvider. UIKit installs TABLE.swipeActionPan (_UISwipeActionPanGestureRecognizer) and TABLE.swipeDismissal (UISwipeDismissalGestureRecognizer), which recognizers may name in requiresFailureOf. A table's needs 'delegate'.",
          "properties": {
            "actions": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/contextualAction"}, "description": "The UIContextualActions, the first outermost (at the row's edge) and the full swipe's."},
            "performsFirstActionWithFullSwipe": {"type": "boolean", "default": true, "description": "A full swipe performs the first action (Apple's default: true)."},
            "rows": {"$ref": "#/$defs/indexPaths", "description": "The rows the delegate returns this configuration for; the others get nil. Default: every row."}
          }
        },
        "contextualAction": {
          "type": "object",
          "additionalProperties": false,
          "required": ["title"],
          "description": "A UIContextualAction: a button a swipe reveals; its handler is logged as 'DELEGATE handler TITLE [section, row]'.",
          "properties": {
            "title": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "The button's title."},
            "style": {"enum": ["normal", "destructive"], "default": "normal", "description": "destructive: red; normal: grey."},
            "deletesRow": {"type": "boolean", "description": "Whether the handler deletes its row (deleteRows(at:with:)); default: true for destructive. Otherwise the actions hide."}
          }
        },
        "indexPaths": {
          "type": "array",
          "items": {
            "type": "array",
            "prefixItems": [{"type": "integer", "minimum": 0}, {"type": "integer", "minimum": 0}],
            "items": false,
            "minItems": 2
          },
          "description": "Rows as [section, row]."
        }
    """#
  }
}
