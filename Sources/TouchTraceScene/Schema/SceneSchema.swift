/// The JSON Schema (draft 2020-12) of scene files, as `touchtrace schema` prints it. It lists the
/// keys the parser accepts (a test compares them with `SceneKeys`), with their types, ranges and
/// defaults, so an editor can complete and check a scene. A few rules are the parser's alone: ids
/// must be unique and every reference must name an existing object of the right kind, a tab bar
/// controller's `selectedIndex` must be one of its tabs, and a `sequence` must be well formed.
public enum SceneSchema {
  public static let json = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://touchtrace.dev/schema/scene.json",
      "title": "TouchTrace scene",
      "description": "One window, its controllers and views, and the touches to play on it. YAML or JSON.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "title": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "Shown on the diagram."},
        "warnings": {"type": "array", "items": {"type": "string", "maxLength": \#(SceneParser.maxTextLength)}, "description": "What the answers rest on that the scene could not know (an imported dump's cut or unreadable lines): shown in the trace, the log and the diagram."},
        "screen": {
          "type": "object",
          "description": "The window's size in points.",
          "additionalProperties": false,
          "required": ["width", "height"],
          "default": {"width": 375, "height": 667},
          "properties": {
            "width": {"type": "number", "exclusiveMinimum": 0, "description": "Points."},
            "height": {"type": "number", "exclusiveMinimum": 0, "description": "Points."}
          }
        },
        "constants": {"$ref": "#/$defs/constants"},
        \#(deviceProperty)
        "storyboard": {
          "type": "array",
          "items": {"$ref": "#/$defs/controller"},
          "description": "Controllers the app makes but does not show at first, which a controller's 'navigation' pushes or presents."
        },
        "application": {
          "type": "object",
          "description": "The UIApplication and its delegate, the end of the responder chain.",
          "additionalProperties": false,
          "properties": {
            "id": {"$ref": "#/$defs/id", "default": "UIApplication", "description": "The application's id."},
            "delegate": {
              "anyOf": [{"$ref": "#/$defs/id"}, {"type": "null"}],
              "default": "AppDelegate",
              "description": "The app delegate's id; null: the app delegate is not a responder."
            },
            "logs": {"type": "boolean", "default": true, "description": "false: no log lines from the application and its delegate."},
            "handles": {"$ref": "#/$defs/handles"},
            "sceneBased": {"type": "boolean", "default": false, "description": "true: a scene-based app (iOS 13+): its windows' next responder is a UIWindowScene (id UIWindowScene), whose next is the application."},
            \#(SceneSchema.systemUIProperties)
          }
        },
        "window": {
          "type": "object",
          "description": "The one window (or use 'windows', not both).",
          "additionalProperties": false,
          "properties": {
            "id": {"$ref": "#/$defs/id", "default": "UIWindow", "description": "The window's id."},
            "rootViewController": {"$ref": "#/$defs/controller", "description": "Its view fills the window."},
            "subviews": {
              "type": "array",
              "items": {"$ref": "#/$defs/placedView"},
              "description": "Added to the window above the root controller's view, back to front."
            },
            "logs": {"type": "boolean", "default": true, "description": "false: the window prints no log lines."},
            "overrides": {"$ref": "#/$defs/windowOverrides"},
            "handles": {"$ref": "#/$defs/handles"},
            "gestureRecognizers": {"type": "array", "items": {"$ref": "#/$defs/recognizer"}, "description": "The window's own: it is an ancestor of every view in it, so they see each of its touches."},
            "isUserInteractionEnabled": {"type": "boolean", "default": true, "description": "false: the window's hitTest returns nil at once; touches go to the windows below."}
          }
        },
        "windows": {
          "type": "array",
          "minItems": 1,
          "items": {"$ref": "#/$defs/windowInList"},
          "description": "Several windows instead of 'window', back to front among equal levels; one may be the key window (default: the first)."
        },
        "firstResponder": {"$ref": "#/$defs/id", "description": "A responder that can become first responder; it does before the touches."},
        "touches": {
          "type": "array",
          "items": {"$ref": "#/$defs/step"},
          "description": "Played in turn on a simulated clock; window coordinates. In all at most \#(Int(saturating: SceneParser.maxSeconds)) s, \#(SceneParser.maxTouches) touches and \#(SceneParser.maxTouchEvents) touch events (a drag: 60 a second)."
        }
      },
      "$defs": {
        "id": {
          "type": "string",
          "pattern": "^\\S+$",
          "maxLength": \#(SceneParser.maxIdLength),
          "description": "A name unique in the scene (views, controllers, recognizers, window, application and delegate share one id space); one word, as it starts each log line."
        },
        "point": {
          "type": "array",
          "description": "[x, y]",
          "prefixItems": [{"type": "number"}, {"type": "number"}],
          "items": false,
          "minItems": 2
        },
        "size": {
          "type": "array",
          "description": "[width, height]",
          "prefixItems": [{"type": "number", "minimum": 0}, {"type": "number", "minimum": 0}],
          "items": false,
          "minItems": 2
        },
        "rect": {
          "type": "array",
          "description": "[x, y, width, height]",
          "prefixItems": [
            {"type": "number"},
            {"type": "number"},
            {"type": "number", "minimum": 0},
            {"type": "number", "minimum": 0}
          ],
          "items": false,
          "minItems": 4
        },
        "color": {
          "type": "string",
          "description": "A CSS colour name (any letter case) or transparent, or #RGB, #RRGGBB, #RRGGBBAA.",
          "anyOf": [
            {"enum": \#(colorNames)},
            {"pattern": "\#(colorNamePattern)"},
            {"pattern": "^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"}
          ]
        },
        "windowInList": {
          "type": "object",
          "additionalProperties": false,
          "required": ["id"],
          "properties": {
            "id": {"$ref": "#/$defs/id"},
            "rootViewController": {"$ref": "#/$defs/controller"},
            "subviews": {"type": "array", "items": {"$ref": "#/$defs/placedView"}, "description": "Added above the root controller's view, back to front."},
            "logs": {"type": "boolean", "default": true, "description": "false: the window prints no log lines."},
            "overrides": {"$ref": "#/$defs/windowOverrides"},
            "handles": {"$ref": "#/$defs/handles"},
            "gestureRecognizers": {"type": "array", "items": {"$ref": "#/$defs/recognizer"}, "description": "The window's own: it is an ancestor of every view in it, so they see each of its touches."},
            "isUserInteractionEnabled": {"type": "boolean", "default": true, "description": "false: the window's hitTest returns nil at once; touches go to the windows below."},
            "windowLevel": {
              "anyOf": [{"enum": ["normal", "statusBar", "alert"]}, {"type": "number"}],
              "default": "normal",
              "description": "UIWindow.Level: normal 0, statusBar 1000, alert 2000; higher is in front."
            },
            "isKeyWindow": {"type": "boolean", "default": false, "description": "At most one; default: the first window is key."},
            "frame": {"$ref": "#/$defs/rect", "description": "In screen coordinates; default: the whole screen."},
            "isHidden": {"type": "boolean", "default": false, "description": "A hidden window takes no touches."}
          }
        },
        "windowOverrides": {
          "type": "object",
          "description": "What a UIWindow subclass overrides: hitTest, touches and the other events.",
          "additionalProperties": false,
          "properties": {
            "hitTest": {"$ref": "#/$defs/hitTest"},
            "touches": {"$ref": "#/$defs/touchesOverride"},
    \#(eventOverrideProperties)
          }
        },
        "handles": {
          "type": "array",
          "items": {"$ref": "#/$defs/id"},
          "description": "Action methods this responder implements: canPerformAction answers YES for them (nil-targeted actions)."
        },
        "touchesOverride": {
          "enum": ["forward", "swallow"],
          "default": "forward",
          "description": "forward: the touches methods call super (touches go on up the responder chain); swallow: they do not."
        },
    \#(viewDefinitions),
    \#(swipeActionDefinitions),
    \#(menuDefinitions),
    \#(customDetentDefinition),
    \#(tableSelectionDefinitions),
    \#(editingDefinitions),
    \#(controllerDefinitions),
    \#(recognizerDefinitions),
    \#(stepDefinitions),
    \#(constantsDefinition)
      }
    }
    """#

  /// The overrides of the non-touch event methods, in views', windows' and controllers'
  /// `overrides` alike.
  static let eventOverrideProperties = #"""
            "motion": {"$ref": "#/$defs/touchesOverride", "description": "motionBegan/motionEnded: forward calls super, swallow does not."},
            "presses": {"$ref": "#/$defs/touchesOverride", "description": "pressesBegan/pressesEnded."},
            "remoteControl": {"$ref": "#/$defs/touchesOverride", "description": "remoteControlReceived."}
    """#

  /// The CSS colour names and `transparent`, as a JSON array.
  static var colorNames: String {
    jsonArray(CSSColors.named.keys.sorted() + ["transparent"])
  }

  /// The same names in any letter case, as a regular expression (JSON Schema has no flag for it).
  static var colorNamePattern: String {
    let names = (CSSColors.named.keys.sorted() + ["transparent"]).map { name in
      name.map { c in "[\(c)\(c.uppercased())]" }.joined()
    }
    return "^(?:" + names.joined(separator: "|") + ")$"
  }

  static func recognizerKeys(_ cls: RecognizerClass) -> String {
    jsonArray(SceneKeys.recognizer(cls))
  }

  static func jsonArray(_ strings: [String]) -> String {
    "[" + strings.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
  }
}
