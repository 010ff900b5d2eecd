extension SceneSchema {
  /// The scene schema's `$defs` of view controllers.
  static var controllerDefinitions: String {
    #"""
        "controller": {
          "type": "object",
          "description": "A UIViewController.",
          "additionalProperties": false,
          "required": ["id"],
          "properties": {
            "id": {"$ref": "#/$defs/id"},
            "class": {
              "enum": ["UIViewController", "UINavigationController", "UITabBarController", "UIAlertController", "UIPageViewController", "UITableViewController"],
              "default": "UIViewController",
              "description": "A navigation or tab bar controller makes its own view; so does an alert controller (its panel, dimming view and buttons), shown by a 'navigation' present."
            },
            "view": {"$ref": "#/$defs/view", "description": "The root view; without 'frame' it fills its container. A UITableViewController's is its table, a UITableView."},
            "viewControllers": {
              "type": "array",
              "items": {"$ref": "#/$defs/controller"},
              "description": "UINavigationController: the stack, last on top; UITabBarController: the tabs; UIPageViewController: its pages, the first shown."
            },
            "selectedIndex": {"type": "integer", "minimum": 0, "default": 0, "description": "UITabBarController: the selected tab."},
            "children": {
              "type": "array",
              "items": {"$ref": "#/$defs/child"},
              "description": "Child view controllers."
            },
            "presentedViewController": {"$ref": "#/$defs/controller", "description": "Presented modally over this one: full screen, or as a sheet (its modalPresentationStyle)."},
            "modalPresentationStyle": {"enum": ["fullScreen", "pageSheet", "formSheet", "popover"], "default": "fullScreen", "description": "How it is presented: a sheet (formSheet is centred on an iPad) or a popover (a sheet on an iPhone unless its delegate says none)."},
            "isModalInPresentation": {"type": "boolean", "default": false, "description": "Apple: events outside it are ignored and it cannot be dismissed interactively (presentationControllerDidAttemptToDismiss)."},
            "sheetPresentationController": {
              "type": "object",
              "description": "UISheetPresentationController's properties (needs modalPresentationStyle pageSheet or formSheet).",
              "additionalProperties": false,
              "properties": {
                "detents": {"type": "array", "items": {"anyOf": [{"enum": ["medium", "large"]}, {"$ref": "#/$defs/customDetent"}]}, "minItems": 1, "uniqueItems": true, "default": ["large"], "description": "Where the sheet rests: medium (half the screen), large, or {custom: HEIGHT, identifier: NAME}."},
                "selectedDetentIdentifier": {"$ref": "#/$defs/id", "description": "A detent's identifier (medium, large or a custom one's); left out: the smallest."},
                "largestUndimmedDetentIdentifier": {"anyOf": [{"$ref": "#/$defs/id"}, {"type": "null"}], "default": null, "description": "No dimming view at this detent or smaller: touches around the sheet reach the presenter. null: dimmed everywhere."},
                "prefersGrabberVisible": {"type": "boolean", "default": false, "description": "Shows the grabber (_UIGrabber) at the sheet's top."},
                "prefersScrollingExpandsWhenScrolledToEdge": {"type": "boolean", "default": true, "description": "A drag up on content scrolled to its top grows the sheet to a larger detent instead of scrolling."},
                "delegate": {
                  "type": "object",
                  "description": "The presentation controller's delegate: its calls are logged under its id.",
                  "additionalProperties": false,
                  "required": ["id"],
                  "properties": {
                    "id": {"$ref": "#/$defs/id", "description": "The responder that is the delegate."},
                    "presentationControllerShouldDismiss": {"type": "boolean", "description": "Its fixed answer; left out: not implemented (dismissal allowed)."}
                  }
                }
              }
            },
            "interactivePopGestureRecognizer": {
              "type": "object",
              "description": "UINavigationController: its swipe-back recognizer, id ID.interactivePopGestureRecognizer; a delegate replaces UIKit's (SystemGestures.md).",
              "additionalProperties": false,
              "properties": {
                "isEnabled": {"type": "boolean", "default": true, "description": "false: no swipe back."},
                "cancelsTouchesInView": {"type": "boolean", "default": true, "description": "Cancel the view's touches when it begins."},
                "delaysTouchesBegan": {"type": "boolean", "default": true, "description": "UIKit's: touchesBegan of a touch at the edge waits until it fails (device reports)."},
                "delaysTouchesEnded": {"type": "boolean", "default": true, "description": "Hold touchesEnded back while it may still begin."},
                "requiresFailureOf": {"type": "array", "items": {"$ref": "#/$defs/id"}, "description": "require(toFail:): ids of other recognizers."},
                "delegate": {"$ref": "#/$defs/delegate"}
              }
            },
            "interactiveContentPopGestureRecognizer": {
              "type": "object",
              "description": "UINavigationController on iOS 26: its full-width swipe-back pan (ID.interactiveContentPopGestureRecognizer); a delegate replaces UIKit's.",
              "additionalProperties": false,
              "properties": {
                "isEnabled": {"type": "boolean", "default": true, "description": "false: no full-width swipe back (the edge one stays)."},
                "cancelsTouchesInView": {"type": "boolean", "default": true, "description": "Cancel the view's touches when it begins."},
                "delaysTouchesBegan": {"type": "boolean", "default": false, "description": "Hold touchesBegan back while it may still begin."},
                "delaysTouchesEnded": {"type": "boolean", "default": true, "description": "Hold touchesEnded back while it may still begin."},
                "requiresFailureOf": {"type": "array", "items": {"$ref": "#/$defs/id"}, "description": "require(toFail:): ids of other recognizers."},
                "delegate": {"$ref": "#/$defs/delegate"}
              }
            },
            "transitionStyle": {"enum": ["scroll", "pageCurl"], "default": "scroll", "description": "UIPageViewController: scroll (a paging _UIQueuingScrollView) or pageCurl (UIKit's edge tap and pan turn pages: ID.pageCurl.tap, ID.pageCurl.pan)."},
            "gestureRecognizers": {
              "type": "object",
              "description": "UIPageViewController with transitionStyle pageCurl: what the app sets on UIKit's curl recognizers (its gestureRecognizers); a delegate answers for UIKit's.",
              "additionalProperties": false,
              "properties": {
                "tap": {"$ref": "#/$defs/uikitRecognizer", "description": "The tap near the page's left or right edge (ID.pageCurl.tap)."},
                "pan": {"$ref": "#/$defs/uikitRecognizer", "description": "The pan that curls the page (ID.pageCurl.pan)."}
              }
            },
            "overrides": {"$ref": "#/$defs/controllerOverrides", "description": "What the subclass overrides."},
            "logs": {"type": "boolean", "default": true, "description": "false: this controller prints no log lines."},
            "handles": {"$ref": "#/$defs/handles"},
            "canBecomeFirstResponder": {"type": "boolean", "default": false, "description": "true: it may be the scene's firstResponder (UIKit's default for a controller is false)."},
            "title": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "UIViewController.title: the navigation bar's title when on top, the tab bar button's title."},
            "navigationItem": {"$ref": "#/$defs/navigationItem"},
            "viewDidLoad": {
              "type": "array",
              "description": "Calls its viewDidLoad makes: require(toFail:) between any two recognizers, UIKit's own included (SCROLL.panGestureRecognizer).",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["require", "toFail"],
                "properties": {
                  "require": {"$ref": "#/$defs/id", "description": "The recognizer that waits."},
                  "toFail": {"$ref": "#/$defs/id", "description": "The recognizer whose failure it waits for."}
                }
              }
            },
            "delegate": {
              "type": "object",
              "description": "UITabBarController: its UITabBarControllerDelegate, with fixed answers.",
              "additionalProperties": false,
              "required": ["id"],
              "properties": {
                "id": {"$ref": "#/$defs/id", "description": "The responder that is the delegate."},
                "shouldSelect": {
                  "anyOf": [{"type": "boolean"}, {"type": "object", "additionalProperties": {"type": "boolean"}}],
                  "description": "tabBarController(_:shouldSelect:): one answer, or per tab's controller id (others YES); left out: not implemented."
                }
              }
            },
            \#(alertControllerProperties),
            \#(popoverControllerProperties),
            \#(navigationBarControllerProperties),
            "navigation": {
              "type": "object",
              "description": "What its action methods do to the screen, by name: an action sent to it, or didSelectRowAt / didSelectItemAt as a table's delegate.",
              "propertyNames": {"$ref": "#/$defs/id"},
              "additionalProperties": {
                "oneOf": [
                  {"enum": ["popViewController", "popToRootViewController", "dismiss"], "description": "navigationController?.popViewController(animated:), popToRootViewController(animated:), or dismiss(animated:completion:)."},
                  {
                    "type": "object",
                    "additionalProperties": false,
                    "minProperties": 1,
                    "maxProperties": 1,
                    "properties": {
                      "pushViewController": {"$ref": "#/$defs/id", "description": "navigationController?.pushViewController(_:animated:): a UIViewController of 'storyboard'."},
                      "present": {"$ref": "#/$defs/id", "description": "present(_:animated:completion:): a controller of 'storyboard', in its modalPresentationStyle."}
                    }
                  }
                ]
              }
            }
          },
          "allOf": [
            {
              "if": {"required": ["class"], "properties": {"class": {"enum": ["UINavigationController", "UITabBarController", "UIPageViewController"]}}},
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
            },
            \#(alertControllerCondition)
          ]
        },
        "navigationItem": {
          "type": "object",
          "description": "What a navigation bar shows when this controller is on top.",
          "additionalProperties": false,
          "properties": {
            "leftBarButtonItems": {"type": "array", "items": {"anyOf": [{"$ref": "#/$defs/barButtonItem"}, {"const": "editButtonItem", "description": "The controller's editButtonItem: Edit/Done, calls its setEditing(_:animated:)."}]}, "description": "From the left edge."},
            "rightBarButtonItems": {"type": "array", "items": {"anyOf": [{"$ref": "#/$defs/barButtonItem"}, {"const": "editButtonItem", "description": "The controller's editButtonItem: Edit/Done, calls its setEditing(_:animated:)."}]}, "description": "From the right edge."},
            \#(navigationItemBarProperties)
          }
        },
        "barButtonItem": {
          "type": "object",
          "description": "A UIBarButtonItem; its button view in the navigation bar has the item's id.",
          "additionalProperties": false,
          "required": ["id", "title", "target", "action"],
          "properties": {
            "id": {"$ref": "#/$defs/id"},
            "title": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "The button's title."},
            "target": {"$ref": "#/$defs/id", "description": "The object that gets the action on touchUpInside."},
            "action": {"$ref": "#/$defs/id", "description": "The action method's name."}
          }
        },
        "controllerOverrides": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "touches": {"$ref": "#/$defs/touchesOverride"},
            "next": {"$ref": "#/$defs/id", "description": "The id of the responder that comes next instead of UIKit's."},
    \#(eventOverrideProperties)
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
        "uikitRecognizer": {
          "type": "object",
          "description": "What an app sets on one of UIKit's own recognizers; left out: UIKit's settings.",
          "additionalProperties": false,
          "properties": {
            "isEnabled": {"type": "boolean", "default": true, "description": "false: as if removed."},
            "cancelsTouchesInView": {"type": "boolean", "default": true, "description": "Cancel the view's touches when it recognizes."},
            "delaysTouchesBegan": {"type": "boolean", "default": false, "description": "Hold touchesBegan back while it may still recognize."},
            "delaysTouchesEnded": {"type": "boolean", "default": true, "description": "Hold touchesEnded back while it may still recognize."},
            "requiresFailureOf": {"type": "array", "items": {"$ref": "#/$defs/id"}, "description": "require(toFail:): ids of other recognizers."},
            "delegate": {"$ref": "#/$defs/delegate"}
          }
        }
    """#
  }
}
