/// The keys the parser accepts in each kind of mapping, in the order messages list them. The
/// scene JSON Schema (`SceneSchema`) must list the same ones; a test compares them.
enum SceneKeys {
  static let scene = [
    "title", "screen", "application", "window", "windows", "firstResponder", "touches",
    "constants", "warnings", "storyboard", "device",
  ]
  /// `device:`: which device and iOS the scene models (`UIDevice`).
  static let device = ["userInterfaceIdiom", "systemVersion", "hasRoundedCorners"]
  static let screen = ["width", "height"]
  static let application = [
    "id", "delegate", "logs", "handles", "sceneBased", "softwareKeyboard", "statusBar",
  ]
  static let window = [
    "id", "rootViewController", "subviews", "logs", "overrides", "handles", "gestureRecognizers",
    "isUserInteractionEnabled",
  ]
  /// A window of `windows:` also has its place among the others.
  static let windowInList =
    window + ["windowLevel", "isKeyWindow", "frame", "isHidden"]
  static let windowOverrides = ["hitTest", "touches"] + eventOverrides
  /// Overrides of the non-touch event methods, as `touches`: forward or swallow.
  static let eventOverrides = EventFamily.allCases.map(\.rawValue)

  static let view =
    [
      "id", "class", "frame", "center", "size", "bounds", "transform", "contentOffset",
      "contentSize",
      "delaysContentTouches", "canCancelContentTouches", "isScrollEnabled", "bounces",
      "alwaysBounceVertical", "alwaysBounceHorizontal", "isPagingEnabled",
      "isDirectionalLockEnabled", "decelerationRate", "backgroundColor",
      "alpha",
      "isHidden", "isUserInteractionEnabled", "clipsToBounds", "isMultipleTouchEnabled",
      "isExclusiveTouch",
      "isEnabled", "overrides", "logs", "gestureRecognizers", "actions", "subviews",
      "baseClass", "canBecomeFirstResponder", "handles", "address",
    ] + classKeys.map(\.key).filter { !viewCommon.contains($0) }

  private static let viewCommon: Set<String> = [
    "contentOffset", "contentSize", "delaysContentTouches", "canCancelContentTouches", "isEnabled",
    "actions", "isScrollEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
    "isPagingEnabled", "isDirectionalLockEnabled", "decelerationRate",
  ]

  /// The view keys only some classes have (`ViewKeys`), in the order messages list them.
  static let classKeys: [(key: String, classes: [ViewClass])] = ViewKeys.all.map {
    ($0.name, $0.classes)
  }

  /// The classes that have `key`, or nil when every view has it.
  static func classes(having key: String) -> [ViewClass]? { ViewKeys.named(key)?.classes }
  static let transform = ["rotation", "scale", "translation"]
  static let viewOverrides =
    [
      "pointInside", "hitTest", "touches", "touchesShouldCancel", "touchesShouldBegin",
      "gestureRecognizerShouldBegin", "beginTracking", "next",
    ] + eventOverrides
  static let pointInside = ["expand"]
  static let hitTest = [
    "prefer", "passThrough", "outsideBounds", "returnsSelf", "returns", "returnsNil",
  ]
  static let action = ["event", "target", "action"]

  static let controller =
    [
      "id", "class", "view", "viewControllers", "selectedIndex", "children",
      "presentedViewController",
      "modalPresentationStyle", "isModalInPresentation", "sheetPresentationController",
      "interactivePopGestureRecognizer",
      "overrides", "logs", "title", "navigationItem", "handles", "canBecomeFirstResponder",
      "navigation", "viewDidLoad", "delegate", "interactiveContentPopGestureRecognizer",
      "preferredStyle", "message", "actions", "popoverPresentationController",
      "preferredContentSize", "transitionStyle", "gestureRecognizers",
    ] + navigationBarControllerKeys
  /// A UIAlertController's `actions`.
  static let alertAction = ["title", "style"]
  /// A call in a controller's `viewDidLoad`: `require(toFail:)`.
  static let viewDidLoadCall = ["require", "toFail"]
  /// A tab bar controller's `delegate`.
  static let tabBarDelegate = ["id", "shouldSelect"]
  /// What a scene may set on a navigation controller's `interactivePopGestureRecognizer`.
  static let interactivePopGestureRecognizer = [
    "isEnabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
    "requiresFailureOf", "delegate",
  ]
  static let navigationItem =
    ["leftBarButtonItems", "rightBarButtonItems"] + navigationItemBarKeys
    + navigationItemSearchKeys
  static let barButtonItem = ["id", "title", "target", "action"]
  static let controllerOverrides = ["touches", "next"] + eventOverrides
  static let child = ["in", "controller"]
  static let sheetPresentationController = [
    "detents", "selectedDetentIdentifier", "largestUndimmedDetentIdentifier",
    "prefersGrabberVisible", "prefersScrollingExpandsWhenScrolledToEdge", "delegate",
  ]

  static let popoverPresentationController = [
    "sourceView", "sourceRect", "barButtonItem", "permittedArrowDirections", "passthroughViews",
    "delegate",
  ]
  /// A popover's delegate: UIPopoverPresentationControllerDelegate's answers.
  static let popoverDelegate = [
    "id", "presentationControllerShouldDismiss", "adaptivePresentationStyle",
  ]

  /// A table's swipe actions (UISwipeActionsConfiguration, UIContextualAction).
  static let swipeActions = ["actions", "performsFirstActionWithFullSwipe", "rows"]
  static let contextualAction = ["title", "style", "deletesRow"]
  static let menu = ["title", "children"]
  static let menuAction = ["title", "attributes"]
  /// A table delegate's answer for a row (willSelectRowAt, willDeselectRowAt).
  static let rowAnswer = ["row", "returns"]
  static let moveTarget = ["from", "proposed", "returns"]

  /// Keys every recognizer takes; the class's own properties come from `recognizerProperties`.
  static let recognizerCommon = [
    "id", "class", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "isEnabled",
    "requiresFailureOf", "delegate", "target", "action",
  ]
  static let touchAnswer = ["unlessTouchedViewIs"]
  static let delegate = [
    "gestureRecognizerShouldBegin", "shouldReceiveTouch", "shouldRecognizeSimultaneouslyWith",
    "shouldRequireFailureOf", "shouldBeRequiredToFailBy",
  ]

  /// Every key a recognizer of some class takes.
  static var recognizer: [String] {
    var out = recognizerCommon
    for p in recognizerProperties where !out.contains(p.name) { out.append(p.name) }
    return out
  }

  /// The keys a recognizer of this class takes.
  static func recognizer(_ cls: RecognizerClass) -> [String] {
    recognizerCommon + recognizerProperties.filter { $0.classes.contains(cls) }.map(\.name)
  }

  static let steps = [
    "tap", "press", "drag", "pinch", "rotate", "wait", "sequence", "shake", "pressKey",
    "remoteControl", "set", "add", "remove",
  ]
  /// What a `set` step may assign: a view's flags and geometry; on a recognizer, `isEnabled`.
  static let settable = [
    "isHidden", "alpha", "isUserInteractionEnabled", "isEnabled", "isMultipleTouchEnabled",
    "isExclusiveTouch", "clipsToBounds", "backgroundColor", "frame", "center", "transform",
  ]
  static let set = ["id", "at"] + settable
  static let add = ["to", "index", "view", "at"]
  static let remove = ["id", "at"]
  static let shake = ["duration"]
  static let pressKey = ["key", "duration"]
  static let tap = ["at", "count", "numberOfTouches"]
  static let press = ["at", "duration", "numberOfTouches"]
  static let drag = ["from", "to", "duration", "hold"]
  static let pinch = ["center", "from", "to", "duration"]
  static let rotate = ["center", "by", "duration"]
  static let sequenceEvent = ["time", "finger", "phase", "at"]

  /// The class-specific UIKit properties of gesture recognizers, by their Swift names: one
  /// declaration each, from which the reader and the JSON Schema come. A new threshold property
  /// is one more line here.
  static let recognizerProperties: [RecognizerProperty] = [
    .init(
      "numberOfTapsRequired", .count(minimum: 1), [.tap], default: .number(1),
      "Tap (default 1, at least 1)"),
    // UILongPressGestureRecognizer's taps before the press; UIKit's default is 0.
    .init(
      "numberOfTapsRequired", .count(minimum: 0), [.longPress], default: .number(0),
      "long press (default 0: quick taps before the held press)."),
    .init(
      "numberOfTouchesRequired", .count(minimum: 1), [.tap, .longPress, .swipe],
      default: .number(1), "Tap, long press, swipe: the fingers."),
    .init(
      "minimumPressDuration", .seconds, [.longPress], default: .constant(\.longPressDuration),
      "Long press: seconds."),
    .init(
      "allowableMovement", .points, [.longPress, .tap], default: .constant(\.longPressMovement),
      "Long press and tap: how far a finger may move, in points."),
    .init(
      "minimumNumberOfTouches", .count(minimum: 1), [.pan, .screenEdgePan], default: .number(1),
      "Pan and screen-edge pan."),
    .init(
      "maximumNumberOfTouches", .count(minimum: 1), [.pan, .screenEdgePan],
      "Pan and screen-edge pan; default: no limit."),
    .init(
      "direction", .directions, [.swipe], "Swipe: one direction or a list of them (default right)."),
    .init(
      "edges", .edges, [.screenEdgePan],
      "Screen-edge pan: the screen edges it begins from, one or a list (UIKit's default: none, so "
        + "it never begins)."),
    // Thresholds UIKit does not document (TouchConstants has their defaults).
    .init(
      "maximumTapInterval", .seconds, [.tap], default: .constant(\.multiTapInterval),
      "Tap: seconds within which the next tap must begin."),
    .init(
      "hysteresis", .points, [.pan, .screenEdgePan],
      "Pan (default 10) and screen-edge pan (default 15): points moved before it begins."),
    .init(
      "minimumDistance", .points, [.swipe], default: .constant(\.swipeDistance),
      "Swipe: points to travel."),
    .init(
      "maximumDuration", .seconds, [.swipe], default: .constant(\.swipeDuration),
      "Swipe: seconds to travel them in."),
    .init(
      "minimumScaleChange", .points, [.pinch], default: .constant(\.pinchScaleChange),
      "Pinch: the change of scale before it begins."),
    .init(
      "minimumAngle", .points, [.rotation], default: .constant(\.rotationAngle),
      "Rotation: radians turned before it begins."),
  ]
}

/// One class-specific recognizer property: its name, what its value is, which classes have it,
/// UIKit's default and what it means (the JSON Schema's description).
struct RecognizerProperty: Sendable {
  enum Kind: Sendable, Equatable {
    /// A whole number ≥ minimum.
    case count(minimum: Int)
    /// A duration in seconds, ≥ 0.
    case seconds
    /// A distance in points, ≥ 0.
    case points
    /// `right`, `left`, `up`, `down` or a list of them, stored as the OR of 1, 2, 4, 8.
    case directions
    /// `top`, `left`, `bottom`, `right`, `all` or a list of them, stored as UIRectEdge's OR.
    case edges
  }
  /// UIKit's default: a number, or one of the scene's constants (`TouchConstants.standard`).
  enum Default: Sendable {
    case none
    case number(Double)
    case constant(KeyPath<TouchConstants, Double> & Sendable)

    var value: Double? {
      switch self {
      case .none: nil
      case .number(let number): number
      case .constant(let path): TouchConstants.standard[keyPath: path]
      }
    }
  }
  var name: String
  var kind: Kind
  var classes: Set<RecognizerClass>
  var defaultValue: Default
  var summary: String

  init(
    _ name: String, _ kind: Kind, _ classes: Set<RecognizerClass>, default: Default = .none,
    _ summary: String
  ) {
    (self.name, self.kind, self.classes) = (name, kind, classes)
    (self.defaultValue, self.summary) = (`default`, summary)
  }
}
