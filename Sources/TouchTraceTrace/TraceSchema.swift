/// The JSON Schema (draft 2020-12) of trace files, as `touchtrace schema --trace` prints it.
/// A test checks every sample's trace against it, so it cannot drift from the Codable types.
public enum TraceSchema {
  public static let json = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://touchtrace.dev/schema/trace-1.json",
      "title": "TouchTrace trace",
      "description": "Everything one run of a scene did: the scene as it was, each touch, and every call in order.",
      "type": "object",
      "additionalProperties": false,
      "required": ["schema", "title", "screen", "objects", "touches", "events"],
      "properties": {
        "schema": {"const": 1, "description": "The version of this format."},
        "title": {"type": "string", "maxLength": \#(TraceReader.maximumTextLength), "description": "The scene's title, or its file name."},
        "source": {"type": "string", "maxLength": \#(TraceReader.maximumTextLength), "description": "The scene file the trace came from."},
        "warnings": {"type": "array", "items": {"type": "string"}, "description": "What the answers rest on that the scene could not know, one sentence each."},
        "device": {
          "type": "object",
          "description": "The device and iOS the scene modelled (its 'device:'); absent for an iPhone without rounded corners on iOS 18.",
          "additionalProperties": false,
          "required": ["userInterfaceIdiom", "systemVersion", "hasRoundedCorners"],
          "properties": {
            "userInterfaceIdiom": {"enum": ["phone", "pad"], "description": "UIUserInterfaceIdiom."},
            "systemVersion": {"type": "string", "maxLength": 16, "description": "UIDevice.systemVersion, e.g. 26.0."},
            "hasRoundedCorners": {"type": "boolean", "description": "Rounded screen corners (a wider screen-edge region on iPhone)."}
          }
        },
        "screen": {"$ref": "#/$defs/size", "description": "The window's size in points."},
        "objects": {"type": "array", "items": {"$ref": "#/$defs/object"}},
        "touches": {"type": "array", "items": {"$ref": "#/$defs/touch"}, "maxItems": 20, "description": "At most 20, a scene's limit, with at most 10000 samples (touch events) in all."},
        "events": {"type": "array", "items": {"$ref": "#/$defs/event"}, "maxItems": 1000000, "description": "At most 1000000 (a scene's 10000 touch events make far fewer)."}
      },
      "$defs": {
        "number": {"type": "number"},
        "point": {"type": "array", "items": {"type": "number"}, "minItems": 2, "maxItems": 2, "description": "[x, y]"},
        "size": {"type": "array", "items": {"type": "number"}, "minItems": 2, "maxItems": 2, "description": "[width, height]"},
        "rect": {"type": "array", "items": {"type": "number"}, "minItems": 4, "maxItems": 4, "description": "[x, y, width, height]"},
        "corners": {"type": "array", "items": {"$ref": "#/$defs/point"}, "minItems": 4, "maxItems": 4, "description": "Top-left, top-right, bottom-right, bottom-left, in window coordinates."},
        "phase": {"enum": ["began", "moved", "ended", "cancelled"]},
        "object": {
          "type": "object",
          "additionalProperties": false,
          "required": ["id", "role", "class", "logs"],
          "properties": {
            "id": {"type": "string", "maxLength": \#(TraceReader.maximumTextLength)},
            "role": {"enum": ["view", "window", "viewController", "application", "appDelegate", "gestureRecognizer", "windowScene"]},
            "class": {"type": "string", "maxLength": \#(TraceReader.maximumTextLength), "description": "The UIKit class, e.g. UIButton, or the app's own class."},
            "baseClass": {"type": "string", "maxLength": \#(TraceReader.maximumTextLength), "description": "For an app's own class: the UIKit class it behaves as."},
            "address": {"type": "string", "description": "The address an imported dump printed for the view (0x7f9c1e60e2a0)."},
            "generated": {"type": "boolean", "description": "Made by UIKit rather than the scene."},
            "next": {"type": "string", "description": "The next responder's id; absent at the end of the chain."},
            "logs": {"type": "boolean"},
            "superview": {"type": "string"},
            "subviews": {"type": "array", "items": {"type": "string"}, "description": "Back to front. The views make a tree: each view is in one subviews list at most, that of its superview."},
            "inWindow": {"type": "boolean"},
            "frame": {"$ref": "#/$defs/rect", "description": "In the superview's coordinates."},
            "bounds": {"$ref": "#/$defs/rect", "description": "Its origin is the scroll offset."},
            "windowFrame": {"$ref": "#/$defs/rect", "description": "The box the view covers, in window coordinates."},
            "windowCorners": {"$ref": "#/$defs/corners", "description": "Present when the view or an ancestor is transformed."},
            "transform": {
              "type": "object",
              "additionalProperties": false,
              "required": ["a", "b", "c", "d", "tx", "ty"],
              "properties": {
                "a": {"type": "number"}, "b": {"type": "number"}, "c": {"type": "number"},
                "d": {"type": "number"}, "tx": {"type": "number"}, "ty": {"type": "number"}
              }
            },
            "backgroundColor": {"type": "string", "pattern": "^#[0-9A-F]{8}$"},
            "alpha": {"type": "number"},
            "isHidden": {"type": "boolean"},
            "isUserInteractionEnabled": {"type": "boolean"},
            "clipsToBounds": {"type": "boolean"},
            "isMultipleTouchEnabled": {"type": "boolean"},
            "isExclusiveTouch": {"type": "boolean"},
            "isEnabled": {"type": "boolean"},
            "hitArea": {
              "type": "object",
              "additionalProperties": false,
              "required": ["rule"],
              "description": "What an overridden point(inside:with:) accepts.",
              "properties": {
                "rule": {"enum": ["always", "never", "rect", "sampled"]},
                "rect": {"$ref": "#/$defs/rect", "description": "In the view's own coordinates (for sampled: the bounding box)."},
                "windowCorners": {"$ref": "#/$defs/corners"},
                "outline": {"type": "array", "items": {"type": "array", "items": {"$ref": "#/$defs/point"}}, "description": "sampled: closed outlines of the accepted probe cells, in the view's own coordinates."},
                "windowOutline": {"type": "array", "items": {"type": "array", "items": {"$ref": "#/$defs/point"}}, "description": "outline in window coordinates."},
                "probe": {
                  "type": "object",
                  "additionalProperties": false,
                  "required": ["extent", "step", "reachesEdge"],
                  "description": "How a Swift subclass's point(inside:with:) was asked: at the centre of each step-sized cell of extent.",
                  "properties": {"extent": {"$ref": "#/$defs/rect"}, "step": {"type": "number"}, "reachesEdge": {"type": "boolean"}}
                }
              }
            },
            "overrides": {"type": "object", "additionalProperties": {"type": "string"}},
            "actions": {
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["event", "action"],
                "properties": {"event": {"type": "string"}, "target": {"type": "string", "description": "Absent: nil-targeted."}, "action": {"type": "string"}}
              }
            },
            "gestureRecognizers": {"type": "array", "items": {"type": "string"}},
            "title": {"type": "string", "maxLength": \#(TraceReader.maximumTextLength), "description": "UIButton, bar button items, tab bar buttons."},
            "text": {"type": "string", "maxLength": \#(TraceReader.maximumTextLength), "description": "UILabel, UITextField, UITextView."},
            "placeholder": {"type": "string", "maxLength": \#(TraceReader.maximumTextLength), "description": "UITextField."},
            "isOn": {"type": "boolean", "description": "UISwitch."},
            "value": {"type": "number", "description": "UISlider, UIStepper."},
            "minimumValue": {"type": "number"},
            "maximumValue": {"type": "number"},
            "stepValue": {"type": "number", "description": "UIStepper."},
            "isContinuous": {"type": "boolean", "description": "UISlider, UIStepper; only when false (one valueChanged when the touch ends)."},
            "wraps": {"type": "boolean", "description": "UIStepper; only when true."},
            "isMomentary": {"type": "boolean", "description": "UISegmentedControl; only when true."},
            "segments": {"type": "array", "items": {"type": "string", "maxLength": \#(TraceReader.maximumTextLength)}, "description": "UISegmentedControl's titles."},
            "selectedSegmentIndex": {"type": "integer", "minimum": -1, "description": "-1: none."},
            "numberOfPages": {"type": "integer", "minimum": 0},
            "currentPage": {"type": "integer", "minimum": 0},
            "allowsSelection": {"type": "boolean", "description": "UITableView, UICollectionView; only when false."},
            "allowsMultipleSelection": {"type": "boolean", "description": "UITableView, UICollectionView; only when true."},
            "isEditing": {"type": "boolean", "description": "UITableView in editing mode; only when true."},
            "editingStyle": {"enum": ["delete", "insert"], "description": "UITableViewCellEditControl: its row's editing style."},
            "allowsSelectionDuringEditing": {"type": "boolean", "description": "UITableView, UICollectionView; only when true."},
            "progress": {"type": "number", "minimum": 0, "maximum": 1, "description": "UIProgressView."},
            "components": {"type": "array", "items": {"type": "array", "items": {"type": "string", "maxLength": \#(TraceReader.maximumTextLength)}}, "description": "UIPickerView: each wheel's row titles."},
            "selectedRows": {"type": "array", "items": {"type": "integer", "minimum": 0}, "description": "UIPickerView: each wheel's selected row."},
            "date": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "description": "UIDatePicker: the chosen day."},
            "datePickerStyle": {"enum": ["automatic", "compact", "inline", "wheels"], "description": "UIDatePicker's preferredDatePickerStyle."},
            "showsCancelButton": {"type": "boolean", "description": "UISearchBar; only when true."},
            "indexPath": {"type": "array", "items": {"type": "integer"}, "description": "A cell's [section, row or item]."},
            "axis": {"enum": ["horizontal", "vertical"]},
            "spacing": {"type": "number"},
            "distribution": {"enum": ["fill", "fillEqually", "equalSpacing"]},
            "alignment": {"enum": ["fill", "leading", "center", "trailing"]},
            "isFirstResponder": {"type": "boolean", "description": "First responder when the touches start."},
            "handles": {"type": "array", "items": {"type": "string"}, "description": "Action methods it performs (nil-targeted actions)."},
            "windowLevel": {"type": "number", "description": "A window's level: 0 normal, 1000 status bar, 2000 alert."},
            "isKeyWindow": {"type": "boolean"},
            "selectedIndex": {"type": "integer", "minimum": 0, "description": "A tab bar controller's selected tab."},
            "contentSize": {"$ref": "#/$defs/size", "description": "A scroll view's content size."},
            "cancelsTouchesInView": {"type": "boolean"},
            "delaysTouchesBegan": {"type": "boolean"},
            "delaysTouchesEnded": {"type": "boolean"},
            "requiresFailureOf": {"type": "array", "items": {"type": "string"}},
            "settings": {"type": "object", "additionalProperties": {"type": "number"}, "description": "A recognizer's own UIKit settings."},
            "target": {"type": "string"},
            "action": {"type": "string"},
            "view": {"type": "string", "description": "A controller's root view; the view a recognizer is attached to."},
            "parent": {"type": "string"},
            "presentingViewController": {"type": "string"},
            "modalPresentationStyle": {"enum": ["pageSheet", "formSheet", "popover"], "description": "A controller presented as a sheet or a popover; absent: full screen."},
            "isModalInPresentation": {"type": "boolean", "description": "Only when true."},
            "detents": {"type": "array", "items": {"type": "string"}, "description": "A sheet's detents' identifiers: medium, large or a custom detent's."},
            "selectedDetentIdentifier": {"type": "string", "description": "The detent a sheet rested at when the touches began."},
            "largestUndimmedDetentIdentifier": {"type": "string", "description": "A sheet's largest detent without a dimming view."},
            "actionStyle": {"enum": ["default", "cancel", "destructive"], "description": "A context menu's row or an alert's button: its action's style."},
            "arrowDirection": {"enum": ["up", "down", "left", "right"], "description": "A popover's chrome: the side its arrow is on."},
            "arrowOffset": {"type": "number", "description": "A popover's chrome: its arrow's tip from the middle of that side."}
          }
        },
        "touch": {
          "type": "object",
          "additionalProperties": false,
          "required": ["id", "finger", "samples", "responderChain"],
          "properties": {
            "id": {"type": "integer", "minimum": 1},
            "finger": {"type": "integer", "minimum": 1},
            "samples": {
              "type": "array",
              "maxItems": 10000,
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["time", "phase", "location"],
                "properties": {"time": {"type": "number"}, "phase": {"$ref": "#/$defs/phase"}, "location": {"$ref": "#/$defs/point"}}
              }
            },
            "view": {"type": "string", "description": "UITouch.view: the hit-test view found at touch-down."},
            "responderChain": {"type": "array", "items": {"type": "string"}},
            "dropped": {"enum": ["multipleTouch", "exclusiveTouch", "stoppedScrolling"]}
          }
        },
        "event": {
          "type": "object",
          "additionalProperties": false,
          "required": ["time", "kind"],
          "properties": {
            "time": {"type": "number", "description": "Simulated seconds since the first step."},
            "kind": {"enum": ["touch", "hitTestPass", "hitTest", "pointInside", "hitTestReturn", "hitTestPassEnd", "hitTestView", "touchDropped", "touches", "controlEvent", "action", "recognizerTouches", "recognizerState", "delegateCall", "highlight", "scroll", "touchesHeld", "valueChange", "firstResponder", "select", "hierarchy", "canPerformAction", "eventSent", "responderEvent", "change"]},
            "object": {"type": "string"},
            "touch": {"type": "integer"},
            "touches": {"type": "array", "items": {"type": "integer"}},
            "pass": {"type": "integer", "minimum": 1, "maximum": 2},
            "depth": {"type": "integer", "minimum": 0},
            "location": {"$ref": "#/$defs/point"},
            "inside": {"type": "boolean"},
            "result": {"type": "string"},
            "reason": {"type": "string"},
            "phase": {"$ref": "#/$defs/phase"},
            "passedTo": {"type": "string"},
            "controlEvent": {"type": "string"},
            "target": {"type": "string"},
            "action": {"type": "string"},
            "state": {"type": "string"},
            "method": {"type": "string"},
            "other": {"type": "string"},
            "answer": {"type": "boolean"},
            "highlighted": {"type": "boolean"},
            "contentOffset": {"$ref": "#/$defs/point"},
            "velocity": {"$ref": "#/$defs/point", "description": "scroll, scrollViewWillEndDragging: the scroll view's velocity as the finger lifts, in points per millisecond."},
            "targetContentOffset": {"$ref": "#/$defs/point", "description": "scroll, scrollViewWillEndDragging: where it will come to rest."},
            "heldBy": {"type": "string", "description": "The recognizer that held the phase back."},
            "cause": {"type": "string", "description": "The recognizer whose recognition cancelled the touches."},
            "property": {"type": "string", "description": "valueChange: the property that changed."},
            "value": {"type": "number", "description": "valueChange: its new value."},
            "indexPath": {"type": "array", "items": {"type": "integer"}, "description": "select: [section, row or item]."},
            "superview": {"type": "string", "description": "hierarchy: the new superview; absent: out of the window. change by addSubview or insertSubview: the superview."},
            "subtype": {"type": "string", "description": "eventSent, responderEvent: shake, the key, or the remote-control command."},
            "assigned": {"type": "string", "description": "change by set: the value the property was set to, as the log prints it."},
            "index": {"type": "integer", "minimum": 0, "description": "change by insertSubview: the index among the superview's subviews."},
            "objects": {"type": "array", "items": {"$ref": "#/$defs/object"}, "description": "change: the objects it touched, as they are after it."}
          }
        }
      }
    }
    """#
}
