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
        "title": {"type": "string", "description": "Shown on the diagram."},
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
            "logs": {"type": "boolean", "default": true, "description": "false: no log lines from the application and its delegate."}
          }
        },
        "window": {
          "type": "object",
          "description": "The key window.",
          "additionalProperties": false,
          "properties": {
            "id": {"$ref": "#/$defs/id", "default": "UIWindow", "description": "The window's id."},
            "rootViewController": {"$ref": "#/$defs/controller", "description": "Its view fills the window."},
            "subviews": {
              "type": "array",
              "items": {"$ref": "#/$defs/placedView"},
              "description": "Added to the window above the root controller's view, back to front."
            },
            "logs": {"type": "boolean", "default": true, "description": "false: the window prints no log lines."}
          }
        },
        "touches": {
          "type": "array",
          "items": {"$ref": "#/$defs/step"},
          "description": "Played one after another on a simulated clock; points in window coordinates. Together they last at most \#(Int(SceneParser.maxSeconds)) s."
        }
      },
      "$defs": {
        "id": {
          "type": "string",
          "pattern": "^\\S+$",
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
        "touchesOverride": {
          "enum": ["forward", "swallow"],
          "default": "forward",
          "description": "forward: the touches methods call super (touches go on up the responder chain); swallow: they do not."
        },
        "placedView": {
          "$ref": "#/$defs/view",
          "description": "A view placed by 'frame', or by 'center' and 'size'.",
          "anyOf": [{"required": ["frame"]}, {"required": ["center", "size"]}]
        },
        "view": {
          "type": "object",
          "description": "A UIView. As a controller's view, 'frame' is optional: without it the view fills its container.",
          "additionalProperties": false,
          "required": ["id"],
          "properties": {
            "id": {"$ref": "#/$defs/id"},
            "class": {
              "enum": ["UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView"],
              "default": "UIView",
              "description": "The class brings UIKit's defaults."
            },
            "frame": {"$ref": "#/$defs/rect", "description": "In the superview's coordinates."},
            "center": {"$ref": "#/$defs/point", "description": "With 'size', instead of 'frame' (for a transformed view)."},
            "size": {"$ref": "#/$defs/size", "description": "With 'center', instead of 'frame'."},
            "transform": {"$ref": "#/$defs/transform"},
            "contentOffset": {"$ref": "#/$defs/point", "description": "UIScrollView only: the bounds origin."},
            "contentSize": {"$ref": "#/$defs/size", "description": "UIScrollView only: the content's size; it scrolls where this exceeds the bounds."},
            "delaysContentTouches": {"type": "boolean", "description": "UIScrollView only: hold content touches back briefly so a quick drag scrolls (default true)."},
            "canCancelContentTouches": {"type": "boolean", "description": "UIScrollView only: a drag may cancel touches the content is tracking (default true)."},
            "backgroundColor": {"$ref": "#/$defs/color", "description": "Used by the diagram."},
            "alpha": {"type": "number", "minimum": 0, "maximum": 1, "default": 1, "description": "Opacity; below 0.01 the view is not hit."},
            "isHidden": {"type": "boolean", "default": false, "description": "A hidden view is not hit."},
            "isUserInteractionEnabled": {"type": "boolean", "description": "Default: false for UILabel and UIImageView, true otherwise."},
            "clipsToBounds": {"type": "boolean", "description": "Drawing only. Default false; true for a UIScrollView."},
            "isMultipleTouchEnabled": {"type": "boolean", "default": false, "description": "false: the view gets only the first finger."},
            "isExclusiveTouch": {"type": "boolean", "default": false, "description": "true: no other view gets touches while this one has one."},
            "isEnabled": {"type": "boolean", "default": true, "description": "UIControl and UIButton only."},
            "overrides": {"$ref": "#/$defs/viewOverrides"},
            "logs": {"type": "boolean", "default": true, "description": "false: this view prints no log lines."},
            "gestureRecognizers": {"type": "array", "items": {"$ref": "#/$defs/recognizer"}, "description": "Attached to this view."},
            "actions": {
              "type": "array",
              "items": {"$ref": "#/$defs/action"},
              "description": "UIControl and UIButton only: target-action pairs."
            },
            "subviews": {
              "type": "array",
              "items": {"$ref": "#/$defs/placedView"},
              "description": "Back to front: the last one is frontmost. Views nest at most \#(SceneParser.maxDepth) deep, and a scene has at most \#(SceneParser.maxViews) views."
            }
          },
          "dependentRequired": {"center": ["size"], "size": ["center"]},
          "allOf": [
            {"not": {"required": ["frame", "center"]}},
            {
              "if": {"anyOf": [{"required": ["contentOffset"]}, {"required": ["contentSize"]}, {"required": ["delaysContentTouches"]}, {"required": ["canCancelContentTouches"]}]},
              "then": {"required": ["class"], "properties": {"class": {"const": "UIScrollView"}}}
            },
            {
              "if": {"anyOf": [{"required": ["isEnabled"]}, {"required": ["actions"]}]},
              "then": {"required": ["class"], "properties": {"class": {"enum": ["UIControl", "UIButton"]}}}
            }
          ]
        },
        "transform": {
          "type": "object",
          "description": "About the view's centre: scale, then rotation, then translation.",
          "additionalProperties": false,
          "properties": {
            "rotation": {"type": "number", "default": 0, "description": "Degrees, clockwise on screen."},
            "scale": {"allOf": [{"$ref": "#/$defs/point"}, {"items": {"not": {"const": 0}}}], "default": [1, 1], "description": "[sx, sy], neither 0."},
            "translation": {"$ref": "#/$defs/point", "default": [0, 0], "description": "[tx, ty] in points."}
          }
        },
        "viewOverrides": {
          "type": "object",
          "description": "What a subclass does by overriding methods.",
          "additionalProperties": false,
          "properties": {
            "pointInside": {
              "description": "true: always YES; false: always NO; {expand: …}: the bounds grown.",
              "anyOf": [{"type": "boolean"}, {"$ref": "#/$defs/pointInside"}]
            },
            "hitTest": {"$ref": "#/$defs/hitTest"},
            "touches": {"$ref": "#/$defs/touchesOverride"}
          }
        },
        "pointInside": {
          "type": "object",
          "additionalProperties": false,
          "required": ["expand"],
          "properties": {
            "expand": {
              "description": "Points to grow the bounds by on every side, or [top, left, bottom, right]; negative shrinks.",
              "anyOf": [
                {"type": "number"},
                {
                  "type": "array",
                  "prefixItems": [{"type": "number"}, {"type": "number"}, {"type": "number"}, {"type": "number"}],
                  "items": false,
                  "minItems": 4
                }
              ]
            }
          }
        },
        "hitTest": {
          "type": "object",
          "description": "Return the preferred view when the point is inside it, else what super returns.",
          "additionalProperties": false,
          "required": ["prefer"],
          "properties": {
            "prefer": {"$ref": "#/$defs/id", "description": "The id of a view."}
          }
        },
        "action": {
          "type": "object",
          "description": "A UIControl target-action pair.",
          "additionalProperties": false,
          "required": ["event", "target", "action"],
          "properties": {
            "event": {
              "enum": [
                "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter",
                "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel"
              ],
              "description": "The UIControl.Event."
            },
            "target": {"$ref": "#/$defs/id", "description": "The id of the object the action is sent to."},
            "action": {"$ref": "#/$defs/id", "description": "The action's name, as logged."}
          }
        },
        "controller": {
          "type": "object",
          "description": "A UIViewController.",
          "additionalProperties": false,
          "required": ["id"],
          "properties": {
            "id": {"$ref": "#/$defs/id"},
            "class": {
              "enum": ["UIViewController", "UINavigationController", "UITabBarController"],
              "default": "UIViewController",
              "description": "A navigation or tab bar controller makes its own view."
            },
            "view": {"$ref": "#/$defs/view", "description": "The root view; without 'frame' it fills its container."},
            "viewControllers": {
              "type": "array",
              "items": {"$ref": "#/$defs/controller"},
              "description": "UINavigationController: the stack, last on top; UITabBarController: the tabs."
            },
            "selectedIndex": {"type": "integer", "minimum": 0, "default": 0, "description": "UITabBarController: the selected tab."},
            "children": {
              "type": "array",
              "items": {"$ref": "#/$defs/child"},
              "description": "Child view controllers."
            },
            "presentedViewController": {"$ref": "#/$defs/controller", "description": "Presented modally, full screen, over this one."},
            "overrides": {"$ref": "#/$defs/controllerOverrides", "description": "What the subclass overrides."},
            "logs": {"type": "boolean", "default": true, "description": "false: this controller prints no log lines."}
          },
          "allOf": [
            {
              "if": {"required": ["class"], "properties": {"class": {"enum": ["UINavigationController", "UITabBarController"]}}},
              "then": {"not": {"anyOf": [{"required": ["view"]}, {"required": ["children"]}]}},
              "else": {"not": {"anyOf": [{"required": ["viewControllers"]}]}}
            },
            {
              "if": {"required": ["class"], "properties": {"class": {"const": "UINavigationController"}}},
              "then": {"required": ["viewControllers"], "properties": {"viewControllers": {"minItems": 1}}}
            },
            {
              "if": {"required": ["selectedIndex"]},
              "then": {"required": ["class"], "properties": {"class": {"const": "UITabBarController"}}}
            }
          ]
        },
        "controllerOverrides": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "touches": {"$ref": "#/$defs/touchesOverride"}
          }
        },
        "child": {
          "type": "object",
          "description": "A child view controller; its view is added to the view named 'in'.",
          "additionalProperties": false,
          "required": ["in", "controller"],
          "properties": {
            "in": {"$ref": "#/$defs/id", "description": "A view of the parent controller's own view tree."},
            "controller": {"$ref": "#/$defs/controller"}
          }
        },
        "direction": {"enum": ["right", "left", "up", "down"]},
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
                "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer"
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
            "numberOfTapsRequired": {"type": "integer", "minimum": 0, "description": "Tap (default 1, at least 1) and long press (default 0)."},
            "numberOfTouchesRequired": {"type": "integer", "minimum": 1, "default": 1, "description": "Tap, long press, swipe."},
            "minimumPressDuration": {"type": "number", "minimum": 0, "default": 0.5, "description": "Long press: seconds."},
            "allowableMovement": {"type": "number", "minimum": 0, "default": 10, "description": "Long press and tap: how far a finger may move, in points."},
            "maximumTapInterval": {"type": "number", "minimum": 0, "default": 0.35, "description": "Tap: seconds within which the next tap must begin."},
            "hysteresis": {"type": "number", "minimum": 0, "default": 10, "description": "Pan: points moved before it begins."},
            "minimumDistance": {"type": "number", "minimum": 0, "default": 50, "description": "Swipe: points to travel."},
            "maximumDuration": {"type": "number", "minimum": 0, "default": 0.5, "description": "Swipe: seconds to travel them in."},
            "minimumScaleChange": {"type": "number", "minimum": 0, "default": 0.05, "description": "Pinch: the change of scale before it begins."},
            "minimumAngle": {"type": "number", "minimum": 0, "default": 0.1, "description": "Rotation: radians turned before it begins."},
            "minimumNumberOfTouches": {"type": "integer", "minimum": 1, "default": 1, "description": "Pan."},
            "maximumNumberOfTouches": {"type": "integer", "minimum": 1, "description": "Pan; default: no limit."},
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
            }
          ],
          "dependentRequired": {"target": ["action"], "action": ["target"]}
        },
        "delegate": {
          "type": "object",
          "description": "Fixed answers of the recognizer's delegate; a method left out is not implemented.",
          "additionalProperties": false,
          "properties": {
            "gestureRecognizerShouldBegin": {"type": "boolean", "description": "The answer to gestureRecognizerShouldBegin(_:)."},
            "shouldReceiveTouch": {"type": "boolean", "description": "The answer to gestureRecognizer(_:shouldReceive:)."},
            "shouldRecognizeSimultaneouslyWith": {"$ref": "#/$defs/recognizerSet"},
            "shouldRequireFailureOf": {"$ref": "#/$defs/recognizerSet"},
            "shouldBeRequiredToFailBy": {"$ref": "#/$defs/recognizerSet"}
          }
        },
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
            }
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
      }
    }
    """#

  /// The CSS colour names and `transparent`, as a JSON array.
  private static var colorNames: String {
    jsonArray(CSSColors.named.keys.sorted() + ["transparent"])
  }

  /// The same names in any letter case, as a regular expression (JSON Schema has no flag for it).
  private static var colorNamePattern: String {
    let names = (CSSColors.named.keys.sorted() + ["transparent"]).map { name in
      name.map { c in "[\(c)\(c.uppercased())]" }.joined()
    }
    return "^(?:" + names.joined(separator: "|") + ")$"
  }

  private static func recognizerKeys(_ cls: RecognizerClass) -> String {
    jsonArray(SceneKeys.recognizer(cls))
  }

  private static func jsonArray(_ strings: [String]) -> String {
    "[" + strings.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
  }
}
