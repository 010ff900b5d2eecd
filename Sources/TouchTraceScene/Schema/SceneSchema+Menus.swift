extension SceneSchema {
  /// The scene schema's `$defs` of a menu (a view's `contextMenu`, a button's `menu`).
  static var menuDefinitions: String {
    #"""
        "menu": {
          "type": "object",
          "additionalProperties": false,
          "required": ["children"],
          "description": "A UIMenu. UIKit installs VIEW.contextMenuInteraction (_UITouchDurationObservingGestureRecognizer, the long press) and, while the menu is open, VIEW.contextMenu (_UIContextMenuContainerView) over the window with its rows VIEW.contextMenu.action0…; a tap on the background (VIEW.contextMenu.dismissTap) closes it. Logged: 'VIEW.contextMenuInteraction willDisplayMenu', 'VIEW.contextMenuInteraction handler TITLE', 'VIEW.contextMenuInteraction dismissMenu'.",
          "properties": {
            "title": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "The menu's title."},
            "children": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/menuAction"}, "description": "The UIActions, top to bottom."}
          }
        },
        "menuAction": {
          "type": "object",
          "additionalProperties": false,
          "required": ["title"],
          "description": "A UIAction: a row of the menu; choosing it calls its handler and closes the menu.",
          "properties": {
            "title": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "The row's title."},
            "attributes": {"type": "array", "items": {"enum": ["destructive"]}, "description": "UIMenuElement.Attributes: destructive draws the row red."}
          }
        }
    """#
  }
}
