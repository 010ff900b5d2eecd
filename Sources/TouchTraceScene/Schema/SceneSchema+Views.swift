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
              "anyOf": [{"enum": \#(jsonArray(ViewClass.allCases.map(\.rawValue)))}, {"$ref": "#/$defs/id"}],
              "default": "UIView",
              "description": "The class brings UIKit's defaults. Any other name is the app's own class: it behaves as its 'baseClass' and is shown by its own name."
            },
            "baseClass": {
              "enum": \#(jsonArray(ViewClass.allCases.map(\.rawValue))),
              "default": "UIView",
              "description": "For the app's own class only: the UIKit class it behaves as."
            },
            "canBecomeFirstResponder": {"type": "boolean", "description": "Default: true for UITextField and UITextView, false otherwise."},
            "address": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "The view's address in the dump it was imported from (0x7f9c1e60e2a0), to find it in the debugger."},
            "handles": {"$ref": "#/$defs/handles"},
            \#(classKeyProperties),
            "frame": {"$ref": "#/$defs/rect", "description": "In the superview's coordinates."},
            "center": {"$ref": "#/$defs/point", "description": "With 'size', instead of 'frame' (for a transformed view)."},
            "size": {"$ref": "#/$defs/size", "description": "With 'center', instead of 'frame'; alone, the size of a stack view's subview or of a cell."},
            "bounds": {"$ref": "#/$defs/rect", "description": "UIView.bounds: its origin shifts the subviews (on a scroll view, instead of contentOffset); its size must equal the frame's (or 'size')."},
            "transform": {"$ref": "#/$defs/transform"},
            "backgroundColor": {"$ref": "#/$defs/color", "description": "Used by the diagram."},
            "alpha": {"type": "number", "minimum": 0, "maximum": 1, "default": 1, "description": "Opacity; below 0.01 the view is not hit."},
            "isHidden": {"type": "boolean", "default": false, "description": "A hidden view is not hit."},
            "isUserInteractionEnabled": {"type": "boolean", "description": "Default: false for UILabel and UIImageView, true otherwise."},
            "clipsToBounds": {"type": "boolean", "description": "Drawing only. Default false; true for a UIScrollView."},
            "isMultipleTouchEnabled": {"type": "boolean", "default": false, "description": "false: the view gets only the first finger."},
            "isExclusiveTouch": {"type": "boolean", "default": false, "description": "true: no other view gets touches while this one has one."},
            "overrides": {"$ref": "#/$defs/viewOverrides"},
            "logs": {"type": "boolean", "default": true, "description": "false: this view prints no log lines."},
            "gestureRecognizers": {"type": "array", "items": {"$ref": "#/$defs/recognizer"}, "description": "Attached to this view."},
            "subviews": {
              "type": "array",
              "items": {"$ref": "#/$defs/view"},
              "description": "Back to front. Each needs 'frame' (or 'center' and 'size') unless a stack, table or collection view places it. Nested at most \#(SceneParser.maxDepth) deep, at most \#(SceneParser.maxViews) views."
            }
          },
          "dependentRequired": {"center": ["size"]},
          "allOf": [
            {"not": {"required": ["frame", "center"]}},
            {
              "if": {"anyOf": [
                {"required": ["class"], "properties": {"class": {"enum": ["UIStackView", "UITableView", "UICollectionView"]}}},
                {"required": ["baseClass"], "properties": {"baseClass": {"enum": ["UIStackView", "UITableView", "UICollectionView"]}}}
              ]},
              "else": {"properties": {"subviews": {"items": {"$ref": "#/$defs/placedView"}}}}
            },
            \#(classKeyRules)
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
            "touches": {"$ref": "#/$defs/touchesOverride"},
            "touchesShouldCancel": {"type": "boolean", "description": "Scroll views only: touchesShouldCancel(in:)'s answer (UIKit: NO for controls, YES otherwise)."},
            "touchesShouldBegin": {
              "description": "Scroll views only: touchesShouldBegin(_:with:in:)'s answer (UIKit: YES); NO: the content view never gets the touch. Or NO for the classes listed.",
              "anyOf": [{"type": "boolean"}, {"$ref": "#/$defs/touchAnswer"}]
            },
            "gestureRecognizerShouldBegin": {
              "description": "The touched view's answer before a recognizer begins: one for all, or per recognizer id.",
              "anyOf": [{"type": "boolean"}, {"type": "object", "additionalProperties": {"type": "boolean"}}]
            },
            "beginTracking": {"type": "boolean", "description": "Controls only: beginTracking(_:with:)'s answer; false: the control never tracks."},
            "next": {"$ref": "#/$defs/id", "description": "The id of the responder that comes next instead of UIKit's."},
    \#(eventOverrideProperties)
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
          "description": "Ready-made hitTest(_:with:) overrides. passThrough, returnsSelf, returns and returnsNil exclude each other; returnsNil goes alone.",
          "additionalProperties": false,
          "minProperties": 1,
          "properties": {
            "prefer": {"$ref": "#/$defs/id", "description": "Return that view when the point is inside it, else what super returns."},
            "passThrough": {"type": "boolean", "default": false, "description": "Return nil where super returns this view: touches on the view itself go to what lies below."},
            "outsideBounds": {"type": "boolean", "default": false, "description": "Where super returns nil, ask the subviews anyway: a subview sticking out of the view takes touches there."},
            "returnsSelf": {"type": "boolean", "default": false, "description": "Return this view where super returns one of its subviews: it takes its subviews' touches."},
            "returns": {"$ref": "#/$defs/id", "description": "Return that view where super returns this view."},
            "returnsNil": {"type": "boolean", "default": false, "description": "Return nil without calling super: the view and its subviews are never hit."}
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
                "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged",
                "primaryActionTriggered", "editingDidBegin", "editingDidEnd", "editingDidEndOnExit"
              ],
              "description": "The UIControl.Event."
            },
            "target": {"anyOf": [{"$ref": "#/$defs/id"}, {"type": "null"}], "description": "The id of the object the action is sent to; null: nil-targeted (up the responder chain from the first responder)."},
            "action": {"$ref": "#/$defs/id", "description": "The action's name, as logged."}
          }
        }
    """#
  }

  /// One rule per class key: a view that has it is of a class (or on a base class) that has it.

}
