extension SceneSchema {
  /// The scene schema's `$defs` of touch steps.
  static var stepDefinitions: String {
    #"""
        "step": {
          "type": "object",
          "description": "One touch step: exactly one of these keys.",
          "additionalProperties": false,
          "minProperties": 1,
          "maxProperties": 1,
          "properties": {
            "tap": {
              "description": "[x, y] or {at, count, numberOfTouches}: fingers down, up 0.1 s later.",
              "anyOf": [{"$ref": "#/$defs/point"}, {"$ref": "#/$defs/tap"}]
            },
            "press": {"$ref": "#/$defs/press"},
            "drag": {"$ref": "#/$defs/drag"},
            "pinch": {"$ref": "#/$defs/pinch"},
            "rotate": {"$ref": "#/$defs/rotate"},
            "wait": {"type": "number", "minimum": 0, "maximum": \#(SceneParser.maxSeconds), "description": "Seconds."},
            "sequence": {
              "type": "array",
              "minItems": 1,
              "items": {"$ref": "#/$defs/sequenceEvent"},
              "description": "Exact events: times never decrease; each finger begins, moves, and ends or is cancelled."
            },
            "shake": {"$ref": "#/$defs/shake"},
            "pressKey": {"$ref": "#/$defs/pressKey"},
            "remoteControl": {
              "enum": ["play", "pause", "stop", "togglePlayPause", "nextTrack", "previousTrack", "beginSeekingBackward", "endSeekingBackward", "beginSeekingForward", "endSeekingForward"],
              "description": "remoteControlReceived with this UIEvent.EventSubtype, to the first responder."
            },
            "set": {"$ref": "#/$defs/set", "description": "Properties of a view, or a recognizer's isEnabled."},
            "add": {"$ref": "#/$defs/add", "description": "A new view in a superview."},
            "remove": {
              "description": "removeFromSuperview: a view id, or {id, at}. The view keeps a touch that began in it.",
              "anyOf": [{"$ref": "#/$defs/id"}, {"$ref": "#/$defs/remove"}]
            }
          }
        },
        "changeTime": {"type": "number", "minimum": 0, "maximum": \#(SceneParser.maxSeconds), "description": "Seconds from the start of the last step before it that takes time (a touch, a wait…); absent: when the steps before it are done."},
        "set": {
          "type": "object",
          "description": "The app's code sets properties of a view (any of these), or a gesture recognizer's isEnabled (disabling one that is recognizing cancels it).",
          "additionalProperties": false,
          "required": ["id"],
          "minProperties": 2,
          "properties": {
            "id": {"$ref": "#/$defs/id", "description": "A view or gesture recognizer (not a window or controller)."},
            "at": {"$ref": "#/$defs/changeTime", "description": "When."},
            "isHidden": {"type": "boolean", "description": "Hidden: hit-testing skips it and its subviews from then on."},
            "alpha": {"type": "number", "minimum": 0, "maximum": 1, "description": "Below 0.01 it is not hit."},
            "isUserInteractionEnabled": {"type": "boolean", "description": "false: not hit, nor its subviews."},
            "isEnabled": {"type": "boolean", "description": "UIControl and subclasses, or a gesture recognizer."},
            "isMultipleTouchEnabled": {"type": "boolean", "description": "For touches that begin after it."},
            "isExclusiveTouch": {"type": "boolean", "description": "For touches that begin after it."},
            "clipsToBounds": {"type": "boolean", "description": "Drawing only."},
            "backgroundColor": {"anyOf": [{"$ref": "#/$defs/color"}, {"type": "null"}], "description": "Drawing only; null: none."},
            "frame": {"$ref": "#/$defs/rect", "description": "In the superview's coordinates."},
            "center": {"$ref": "#/$defs/point", "description": "In the superview's coordinates."},
            "transform": {"$ref": "#/$defs/transform", "description": "Replaces the view's transform."}
          }
        },
        "add": {
          "type": "object",
          "description": "The app's code adds a new view: addSubview (frontmost), or insertSubview(_:at:) with index.",
          "additionalProperties": false,
          "required": ["to", "view"],
          "properties": {
            "to": {"$ref": "#/$defs/id", "description": "The superview: a view or the window."},
            "index": {"type": "integer", "minimum": 0, "description": "Its place among the superview's subviews (0: backmost)."},
            "view": {"$ref": "#/$defs/view", "description": "The new view, as in subviews; its id is new."},
            "at": {"$ref": "#/$defs/changeTime", "description": "When."}
          }
        },
        "remove": {
          "type": "object",
          "additionalProperties": false,
          "required": ["id"],
          "properties": {
            "id": {"$ref": "#/$defs/id", "description": "A view that is not a controller's root view."},
            "at": {"$ref": "#/$defs/changeTime", "description": "When."}
          }
        },
        "shake": {
          "type": ["object", "null"],
          "description": "motionBegan, then motionEnded after duration, to the first responder.",
          "additionalProperties": false,
          "properties": {"duration": {"type": "number", "minimum": 0, "default": 0.5}}
        },
        "pressKey": {
          "type": "object",
          "description": "pressesBegan, then pressesEnded after duration, to the first responder.",
          "additionalProperties": false,
          "required": ["key"],
          "properties": {
            "key": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "One character, or return, escape, tab, space, delete, deleteForward, upArrow, downArrow, leftArrow, rightArrow, home, end, pageUp, pageDown."},
            "duration": {"type": "number", "minimum": 0, "default": 0.1, "description": "Seconds the key is held down."}
          }
        },
        "tap": {
          "type": "object",
          "additionalProperties": false,
          "required": ["at"],
          "properties": {
            "at": {"$ref": "#/$defs/point"},
            "count": {"type": "integer", "minimum": 1, "maximum": \#(SceneParser.maxTapCount), "default": 1, "description": "2 for a double tap."},
            "numberOfTouches": {"$ref": "#/$defs/fingers"}
          }
        },
        "press": {
          "type": "object",
          "description": "Still fingers held down.",
          "additionalProperties": false,
          "required": ["at", "duration"],
          "properties": {
            "at": {"$ref": "#/$defs/point"},
            "duration": {"type": "number", "minimum": 0, "maximum": \#(SceneParser.maxSeconds), "description": "Seconds."},
            "numberOfTouches": {"$ref": "#/$defs/fingers"}
          }
        },
        "drag": {
          "type": "object",
          "description": "One finger down, moving every 1/60 s, up.",
          "additionalProperties": false,
          "required": ["from", "to", "duration"],
          "properties": {
            "from": {"$ref": "#/$defs/point"},
            "to": {"$ref": "#/$defs/point"},
            "duration": {"type": "number", "exclusiveMinimum": 0, "maximum": \#(SceneParser.maxSeconds), "description": "Seconds."},
            "hold": {"type": "number", "minimum": 0, "maximum": \#(SceneParser.maxSeconds), "description": "Seconds the finger stands still at 'to' before it lifts; 0 (the default): it lifts moving, a flick."}
          }
        },
        "pinch": {
          "type": "object",
          "description": "Two fingers moving apart or together about a centre.",
          "additionalProperties": false,
          "required": ["center", "from", "to", "duration"],
          "properties": {
            "center": {"$ref": "#/$defs/point"},
            "from": {"type": "number", "exclusiveMinimum": 0, "description": "The fingers' distance at the start."},
            "to": {"type": "number", "exclusiveMinimum": 0, "description": "The fingers' distance at the end."},
            "duration": {"type": "number", "exclusiveMinimum": 0, "maximum": \#(SceneParser.maxSeconds), "description": "Seconds."}
          }
        },
        "rotate": {
          "type": "object",
          "description": "Two fingers turning about a centre.",
          "additionalProperties": false,
          "required": ["center", "by", "duration"],
          "properties": {
            "center": {"$ref": "#/$defs/point"},
            "by": {"type": "number", "description": "Degrees, clockwise on screen."},
            "duration": {"type": "number", "exclusiveMinimum": 0, "maximum": \#(SceneParser.maxSeconds), "description": "Seconds."}
          }
        },
        "fingers": {"type": "integer", "minimum": 1, "maximum": \#(SceneParser.maxFingers), "default": 1, "description": "Fingers."},
        "sequenceEvent": {
          "type": "object",
          "additionalProperties": false,
          "required": ["time", "finger", "phase", "at"],
          "properties": {
            "time": {"type": "number", "minimum": 0, "maximum": \#(SceneParser.maxSeconds), "description": "Seconds from the start of the step."},
            "finger": {"type": "integer", "minimum": 0, "description": "Which finger."},
            "phase": {"enum": ["began", "moved", "ended", "cancelled"], "description": "What the finger does."},
            "at": {"$ref": "#/$defs/point"}
          }
        }
    """#
  }
}
