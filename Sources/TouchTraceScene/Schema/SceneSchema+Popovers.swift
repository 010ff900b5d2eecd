extension SceneSchema {
  /// A custom sheet detent's `$defs` entry.
  static var customDetentDefinition: String {
    #"""
        "customDetent": {
          "type": "object",
          "additionalProperties": false,
          "required": ["custom"],
          "description": "UISheetPresentationController.Detent.custom(identifier:resolver:) whose resolver returns this height.",
          "properties": {
            "custom": {"type": "number", "exclusiveMinimum": 0, "description": "The sheet's height in points, at most the large detent's."},
            "identifier": {"$ref": "#/$defs/id", "description": "Its Detent.Identifier; left out: custom and the height (custom200)."}
          }
        }
    """#
  }

  /// A controller's popover keys in its `properties`.
  static var popoverControllerProperties: String {
    #"""
    "preferredContentSize": {"$ref": "#/$defs/size", "description": "UIViewController.preferredContentSize: a popover's content size (default popoverDefaultContentSize)."},
                "popoverPresentationController": {
                  "type": "object",
                  "additionalProperties": false,
                  "description": "UIPopoverPresentationController (needs modalPresentationStyle popover, or an action sheet on an iPad).",
                  "properties": {
                    "sourceView": {"$ref": "#/$defs/id", "description": "The view the popover points at (it or barButtonItem is required)."},
                    "barButtonItem": {"$ref": "#/$defs/id", "description": "The id of a bar button item it points at; its sibling items stay live."},
                    "sourceRect": {"$ref": "#/$defs/rect", "description": "The rectangle in sourceView it points at; default its bounds."},
                    "permittedArrowDirections": {"type": "array", "minItems": 1, "items": {"enum": ["up", "down", "left", "right"]}, "description": "The sides its arrow may be on; default all four."},
                    "passthroughViews": {"type": "array", "items": {"$ref": "#/$defs/id"}, "description": "Views a touch outside the popover reaches instead of dismissing it."},
                    "delegate": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": ["id"],
                      "description": "The presentation controller's delegate: its calls are logged under its id.",
                      "properties": {
                        "id": {"$ref": "#/$defs/id", "description": "The responder that is the delegate."},
                        "presentationControllerShouldDismiss": {"type": "boolean", "description": "Its fixed answer; left out: not implemented (dismissal allowed)."},
                        "adaptivePresentationStyle": {"enum": ["none"], "description": "adaptivePresentationStyle(for:traitCollection:): none keeps a popover on an iPhone."}
                      }
                    }
                  }
                }
    """#
  }
}
