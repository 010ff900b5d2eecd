extension SceneSchema {
  /// The scene schema's `$defs` of views: placement, overrides, target-actions.
  static var viewDefinitions: String {
    #"""
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
              "description": "Back to front: the last one is frontmost."
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
            "scale": {"$ref": "#/$defs/point", "default": [1, 1], "description": "[sx, sy], neither 0."},
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
        }
    """#
  }
}
