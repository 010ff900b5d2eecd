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
              "enum": [
                "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
                "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
                "UIScreenEdgePanGestureRecognizer"
              ],
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
            "numberOfTapsRequired": {"type": "integer", "minimum": 0, "description": "Tap (default 1, at least 1) and long press (default 0: quick taps before the held press)."},
            "numberOfTouchesRequired": {"type": "integer", "minimum": 1, "default": 1, "description": "Tap, long press, swipe."},
            "minimumPressDuration": {"type": "number", "minimum": 0, "default": 0.5, "description": "Long press: seconds."},
            "allowableMovement": {"type": "number", "minimum": 0, "default": 10, "description": "Long press and tap: how far a finger may move, in points."},
            "maximumTapInterval": {"type": "number", "minimum": 0, "default": 0.35, "description": "Tap: seconds within which the next tap must begin."},
            "hysteresis": {"type": "number", "minimum": 0, "description": "Pan (default 10) and screen-edge pan (default 15): points moved before it begins."},
            "minimumDistance": {"type": "number", "minimum": 0, "default": 50, "description": "Swipe: points to travel."},
            "maximumDuration": {"type": "number", "minimum": 0, "default": 0.5, "description": "Swipe: seconds to travel them in."},
            "minimumScaleChange": {"type": "number", "minimum": 0, "default": 0.05, "description": "Pinch: the change of scale before it begins."},
            "minimumAngle": {"type": "number", "minimum": 0, "default": 0.1, "description": "Rotation: radians turned before it begins."},
            "minimumNumberOfTouches": {"type": "integer", "minimum": 1, "default": 1, "description": "Pan and screen-edge pan."},
            "maximumNumberOfTouches": {"type": "integer", "minimum": 1, "description": "Pan and screen-edge pan; default: no limit."},
            "edges": {
              "description": "Screen-edge pan: the screen edges it begins from, one or a list (UIKit's default: none, so it never begins).",
              "anyOf": [{"$ref": "#/$defs/edge"}, {"type": "array", "items": {"$ref": "#/$defs/edge"}, "minItems": 1}]
            },
            "direction": {
              "description": "Swipe: one direction or a list of them (default right).",
              "anyOf": [{"$ref": "#/$defs/direction"}, {"type": "array", "items": {"$ref": "#/$defs/direction"}, "minItems": 1}]
            }
          },
          "allOf": [
            {
              "if": {"properties": {"class": {"const": "UITapGestureRecognizer"}}},
              "then": {
                "propertyNames": {"enum": \#(recognizerKeys(.tap))},
                "properties": {"numberOfTapsRequired": {"minimum": 1}}
              }
            },
            {
              "if": {"properties": {"class": {"const": "UILongPressGestureRecognizer"}}},
              "then": {"propertyNames": {"enum": \#(recognizerKeys(.longPress))}}
            },
            {
              "if": {"properties": {"class": {"const": "UIPanGestureRecognizer"}}},
              "then": {"propertyNames": {"enum": \#(recognizerKeys(.pan))}}
            },
            {
              "if": {"properties": {"class": {"const": "UISwipeGestureRecognizer"}}},
              "then": {"propertyNames": {"enum": \#(recognizerKeys(.swipe))}}
            },
            {
              "if": {"properties": {"class": {"const": "UIPinchGestureRecognizer"}}},
              "then": {"propertyNames": {"enum": \#(recognizerKeys(.pinch))}}
            },
            {
              "if": {"properties": {"class": {"const": "UIRotationGestureRecognizer"}}},
              "then": {"propertyNames": {"enum": \#(recognizerKeys(.rotation))}}
            },
            {
              "if": {"properties": {"class": {"const": "UIScreenEdgePanGestureRecognizer"}}},
              "then": {"propertyNames": {"enum": \#(recognizerKeys(.screenEdgePan))}}
            }
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
