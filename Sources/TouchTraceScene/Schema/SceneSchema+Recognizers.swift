extension SceneSchema {
  /// The scene schema's `$defs` of gesture recognizers and their delegates.
  static var recognizerDefinitions: String {
    #"""
        "direction": {"enum": ["right", "left", "up", "down"]},
        "edge": {"enum": ["top", "left", "bottom", "right", "all"]},
        "recognizerSet": {
          "description": "Recognizer ids, or true for every other recognizer (false: none).",
          "anyOf": [{"type": "boolean"}, {"type": "array", "items": {"$ref": "#/$defs/id"}}]
        },
        "recognizer": {
          "type": "object",
          "description": "A UIGestureRecognizer; besides these keys, the class's own UIKit properties by their Swift names.",
          "additionalProperties": false,
          "required": ["id", "class"],
          "properties": {
            "id": {"$ref": "#/$defs/id"},
            "class": {
              "enum": \#(jsonArray(RecognizerClass.allCases.map(\.rawValue))),
              "description": "The class decides which properties below apply."
            },
            "cancelsTouchesInView": {"type": "boolean", "default": true, "description": "Cancel the view's touches when recognized."},
            "delaysTouchesBegan": {"type": "boolean", "default": false, "description": "Hold touchesBegan back until the recognizer fails."},
            "delaysTouchesEnded": {"type": "boolean", "default": true, "description": "Hold touchesEnded back while the recognizer may still recognize."},
            "isEnabled": {"type": "boolean", "default": true, "description": "false: the recognizer gets no touches."},
            "requiresFailureOf": {
              "type": "array",
              "items": {"$ref": "#/$defs/id"},
              "description": "require(toFail:): ids of other recognizers."
            },
            "delegate": {"$ref": "#/$defs/delegate"},
            "target": {"$ref": "#/$defs/id", "description": "The id of the object the action is sent to."},
            "action": {"$ref": "#/$defs/id", "description": "The action's name, as logged."},
            \#(recognizerPropertySchemas)
          },
          "allOf": [
            \#(recognizerClassRules)
          ],
          "dependentRequired": {"target": ["action"], "action": ["target"]}
        },
        "delegate": {
          "type": "object",
          "description": "Fixed answers of the recognizer's delegate; a method left out is not implemented.",
          "additionalProperties": false,
          "properties": {
            "gestureRecognizerShouldBegin": {"anyOf": [{"type": "boolean"}, {"$ref": "#/$defs/touchAnswer"}], "description": "The answer to gestureRecognizerShouldBegin(_:)."},
            "shouldReceiveTouch": {"anyOf": [{"type": "boolean"}, {"$ref": "#/$defs/touchAnswer"}], "description": "The answer to gestureRecognizer(_:shouldReceive:)."},
            "shouldRecognizeSimultaneouslyWith": {"$ref": "#/$defs/recognizerSet"},
            "shouldRequireFailureOf": {"$ref": "#/$defs/recognizerSet"},
            "shouldBeRequiredToFailBy": {"$ref": "#/$defs/recognizerSet"}
          }
        },
        "touchAnswer": {
          "type": "object",
          "description": "An answer that depends on the touch: NO when the touched view is of one of these UIKit classes (or a subclass), else YES.",
          "additionalProperties": false,
          "required": ["unlessTouchedViewIs"],
          "properties": {
            "unlessTouchedViewIs": {"type": "array", "minItems": 1, "items": {"enum": \#(jsonArray(ViewClass.allCases.map(\.rawValue)))}, "description": "UIKit class names, e.g. [UIControl]; subclasses count too."}
          }
        }
    """#
  }
}
