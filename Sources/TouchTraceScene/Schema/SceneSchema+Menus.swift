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

  /// A UIAlertController's keys in a controller's `properties`.
  static var alertControllerProperties: String {
    #"""
    "preferredStyle": {"enum": ["alert", "actionSheet"], "default": "alert", "description": "UIAlertController: an alert in the middle of the screen (a tap outside does nothing) or an action sheet at the bottom (a tap outside is its cancel action)."},
                "message": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "UIAlertController: the text under its title."},
                "actions": {
                  "type": "array",
                  "description": "UIAlertController: its UIAlertActions in the order added; a tap on one dismisses the alert, then logs 'ALERT handler TITLE'. At most one cancel action.",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["title"],
                    "properties": {
                      "title": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "The button's title."},
                      "style": {"enum": ["default", "cancel", "destructive"], "default": "default", "description": "UIAlertAction.Style: cancel is bold (and last, or left of two); destructive is red."}
                    }
                  }
                }
    """#
  }

  /// The alert controller's keys are only for one, and it makes its own view.
  static var alertControllerCondition: String {
    #"""
    {
                  "if": {"anyOf": [{"required": ["preferredStyle"]}, {"required": ["message"]}, {"required": ["actions"]}]},
                  "then": {"required": ["class"], "properties": {"class": {"const": "UIAlertController"}}}
                },
                {
                  "if": {"required": ["class"], "properties": {"class": {"const": "UIAlertController"}}},
                  "then": {"not": {"anyOf": [{"required": ["view"]}, {"required": ["children"]}, {"required": ["viewControllers"]}]}}
                }
    """#
  }
}
