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
            "title": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "UIButton: its title."},
            "text": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "UILabel, UITextField, UITextView: the text."},
            "placeholder": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "UITextField: shown while it has no text."},
            "isOn": {"type": "boolean", "default": false, "description": "UISwitch: on or off."},
            "value": {"type": "number", "default": 0, "description": "UISlider, UIStepper: within minimumValue…maximumValue."},
            "minimumValue": {"type": "number", "default": 0, "description": "UISlider, UIStepper."},
            "maximumValue": {"type": "number", "description": "UISlider (default 1), UIStepper (default 100)."},
            "stepValue": {"type": "number", "exclusiveMinimum": 0, "default": 1, "description": "UIStepper: how much a tap on a half changes the value."},
            "autorepeat": {"type": "boolean", "default": true, "description": "UIStepper: holding a half keeps stepping."},
            "isContinuous": {"type": "boolean", "default": true, "description": "UISlider, UIStepper: false sends one valueChanged when the touch ends (the value still follows the finger)."},
            "wraps": {"type": "boolean", "default": false, "description": "UIStepper: stepping past maximumValue goes to minimumValue, and below minimumValue to maximumValue."},
            "segments": {"type": "array", "items": {"type": "string", "maxLength": \#(SceneParser.maxTextLength)}, "description": "UISegmentedControl: the segments' titles, left to right."},
            "isMomentary": {"type": "boolean", "default": false, "description": "UISegmentedControl: no segment stays selected; every tap sends valueChanged."},
            "selectedSegmentIndex": {"type": "integer", "minimum": -1, "default": -1, "description": "UISegmentedControl: the selected segment; -1: none."},
            "numberOfPages": {"type": "integer", "minimum": 0, "default": 0, "description": "UIPageControl: how many dots."},
            "currentPage": {"type": "integer", "minimum": 0, "default": 0, "description": "UIPageControl: the current dot."},
            "indexPath": {
              "type": "array",
              "prefixItems": [{"type": "integer", "minimum": 0}, {"type": "integer", "minimum": 0}],
              "items": false,
              "minItems": 2,
              "description": "UITableViewCell, UICollectionViewCell: [section, row or item]; default [0, its index among the cells]."
            },
            "delegate": {"$ref": "#/$defs/id", "description": "UITableView, UICollectionView: the id of the responder that gets didSelectRowAt / didSelectItemAt."},
            "rowHeight": {"type": "number", "minimum": 0, "default": 44, "description": "UITableView: the height of rows whose cell gives no size (default: the constant tableRowHeight)."},
            "trailingSwipeActionsConfigurationForRowAt": {"$ref": "#/$defs/swipeActionsConfiguration"},
            "canEditRowAt": {
              "anyOf": [{"type": "boolean"}, {"$ref": "#/$defs/indexPaths"}],
              "default": false,
              "description": "UITableView: its data source commits .delete (tableView(_:commit:forRowAt:)) for every row, or those listed: a swipe reveals Delete. Needs 'delegate'."
            },
            "axis": {"enum": ["horizontal", "vertical"], "default": "horizontal", "description": "UIStackView: the direction it lays its subviews out in."},
            "spacing": {"type": "number", "default": 0, "description": "UIStackView: points between neighbours."},
            "distribution": {"enum": ["fill", "fillEqually", "equalSpacing"], "default": "fill", "description": "UIStackView: how the subviews share the axis."},
            "alignment": {"enum": ["fill", "leading", "top", "center", "trailing", "bottom"], "default": "fill", "description": "UIStackView: where the subviews sit across the axis."},
            "frame": {"$ref": "#/$defs/rect", "description": "In the superview's coordinates."},
            "center": {"$ref": "#/$defs/point", "description": "With 'size', instead of 'frame' (for a transformed view)."},
            "size": {"$ref": "#/$defs/size", "description": "With 'center', instead of 'frame'; alone, the size of a stack view's subview or of a cell."},
            "bounds": {"$ref": "#/$defs/rect", "description": "UIView.bounds: its origin shifts the subviews (on a scroll view, instead of contentOffset); its size must equal the frame's (or 'size')."},
            "transform": {"$ref": "#/$defs/transform"},
            "contentOffset": {"$ref": "#/$defs/point", "description": "Scroll views only: the bounds origin."},
            "contentSize": {"$ref": "#/$defs/size", "description": "Scroll views only: the content's size; it scrolls where this exceeds the bounds."},
            "delaysContentTouches": {"type": "boolean", "description": "Scroll views only: hold content touches back briefly so a quick drag scrolls (default true)."},
            "canCancelContentTouches": {"type": "boolean", "description": "Scroll views only: a drag may cancel touches the content is tracking (default true)."},
            "isScrollEnabled": {"type": "boolean", "default": true, "description": "Scroll views only: false disables the pan; drags reach the content."},
            "bounces": {"type": "boolean", "default": true, "description": "Scroll views only: a drag may take the content past an edge; it springs back on lift."},
            "alwaysBounceVertical": {"type": "boolean", "description": "Scroll views only: with bounces, a vertical drag scrolls even when the content fits. Default false; true for a UITableView."},
            "alwaysBounceHorizontal": {"type": "boolean", "default": false, "description": "Scroll views only: with bounces, a sideways drag scrolls even when the content fits."},
            "isPagingEnabled": {"type": "boolean", "default": false, "description": "Scroll views only: on lift the content settles on a multiple of the bounds, the next one the way a flick goes."},
            "decelerationRate": {"enum": ["normal", "fast"], "default": "normal", "description": "Scroll views only: how quickly the content slows after a flick (0.998 or 0.99 of its speed kept each millisecond)."},
            "isDirectionalLockEnabled": {"type": "boolean", "default": false, "description": "Scroll views only: a drag mostly along one axis scrolls only along it."},
            "backgroundColor": {"$ref": "#/$defs/color", "description": "Used by the diagram."},
            "alpha": {"type": "number", "minimum": 0, "maximum": 1, "default": 1, "description": "Opacity; below 0.01 the view is not hit."},
            "isHidden": {"type": "boolean", "default": false, "description": "A hidden view is not hit."},
            "isUserInteractionEnabled": {"type": "boolean", "description": "Default: false for UILabel and UIImageView, true otherwise."},
            "clipsToBounds": {"type": "boolean", "description": "Drawing only. Default false; true for a UIScrollView."},
            "isMultipleTouchEnabled": {"type": "boolean", "default": false, "description": "false: the view gets only the first finger."},
            "isExclusiveTouch": {"type": "boolean", "default": false, "description": "true: no other view gets touches while this one has one."},
            "isEnabled": {"type": "boolean", "default": true, "description": "Controls only."},
            "overrides": {"$ref": "#/$defs/viewOverrides"},
            "logs": {"type": "boolean", "default": true, "description": "false: this view prints no log lines."},
            "gestureRecognizers": {"type": "array", "items": {"$ref": "#/$defs/recognizer"}, "description": "Attached to this view."},
            "actions": {
              "type": "array",
              "items": {"$ref": "#/$defs/action"},
              "description": "Controls only: target-action pairs."
            },
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
                "primaryActionTriggered", "editingDidBegin", "editingDidEnd"
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
  static var classKeyRules: String {
    SceneKeys.classKeys.map { key, classes in
      let names = jsonArray(classes.map(\.rawValue))
      return #"{"if": {"required": ["\#(key)"]}, "then": {"anyOf": ["#
        + #"{"required": ["class"], "properties": {"class": {"enum": \#(names)}}}, "#
        + #"{"required": ["baseClass"], "properties": {"baseClass": {"enum": \#(names)}}}]}}"#
    }.joined(separator: ",\n        ")
  }
}
