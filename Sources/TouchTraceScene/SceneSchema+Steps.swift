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
            }
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
            "key": {"type": "string", "description": "One character, or return, escape, tab, space, delete, deleteForward, upArrow, downArrow, leftArrow, rightArrow, home, end, pageUp, pageDown."},
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
            "duration": {"type": "number", "exclusiveMinimum": 0, "maximum": \#(SceneParser.maxSeconds), "description": "Seconds."}
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
