import TouchTraceTrace

// A scene's gesture recognizers and their delegates' fixed answers.

public enum RecognizerClass: String, Sendable, Equatable, CaseIterable {
  case tap = "UITapGestureRecognizer"
  case longPress = "UILongPressGestureRecognizer"
  case pan = "UIPanGestureRecognizer"
  case swipe = "UISwipeGestureRecognizer"
  case pinch = "UIPinchGestureRecognizer"
  case rotation = "UIRotationGestureRecognizer"
  /// A pan that begins only from a screen edge (`edges`).
  case screenEdgePan = "UIScreenEdgePanGestureRecognizer"
}

public enum SwipeDirection: String, Sendable, Equatable, CaseIterable {
  case right, left, up, down
  /// UISwipeGestureRecognizer.Direction's raw value.
  var bits: Int {
    switch self {
    case .right: 1
    case .left: 2
    case .up: 4
    case .down: 8
    }
  }
}

/// A UIScreenEdgePanGestureRecognizer's `edges`: UIRectEdge's names.
public enum ScreenEdge: String, Sendable, Equatable, CaseIterable {
  case top, left, bottom, right, all
  /// UIRectEdge's raw value.
  var bits: Int {
    switch self {
    case .top: 1
    case .left: 2
    case .bottom: 4
    case .right: 8
    case .all: 15
    }
  }
}

/// A delegate answer naming other recognizers: some ids, or `true` for every other recognizer.
public enum RecognizerSet: Sendable, Equatable {
  case all
  case ids([String])
  public func contains(_ id: String) -> Bool {
    switch self {
    case .all: true
    case .ids(let ids): ids.contains(id)
    }
  }
}

/// Fixed answers of a recognizer's delegate; a method left out (nil) is not implemented.
public struct DelegateSpec: Sendable, Equatable {
  public var gestureRecognizerShouldBegin: Bool?
  public var shouldReceiveTouch: Bool?
  /// `{unlessTouchedViewIs: [UIControl]}`: NO when the touched view is of one of these classes
  /// (or a subclass), else YES.
  public var gestureRecognizerShouldBeginUnless: [ViewClass]?
  public var shouldReceiveTouchUnless: [ViewClass]?
  public var shouldRecognizeSimultaneouslyWith: RecognizerSet?
  public var shouldRequireFailureOf: RecognizerSet?
  public var shouldBeRequiredToFailBy: RecognizerSet?
  public init() {}
}

public struct RecognizerSpec: Sendable, Equatable {
  public var id: String
  public var `class`: RecognizerClass
  /// The class's own UIKit properties by Swift name (`numberOfTapsRequired`, `minimumPressDuration`,
  /// `direction`…), each checked against the class when parsed. Directions are stored as
  /// 1 right, 2 left, 4 up, 8 down (UISwipeGestureRecognizer.Direction's raw values), OR-ed;
  /// `edges` as 1 top, 2 left, 4 bottom, 8 right (UIRectEdge's), OR-ed.
  public var properties: [String: Double] = [:]
  public var cancelsTouchesInView = true
  public var delaysTouchesBegan = false
  public var delaysTouchesEnded = true
  public var isEnabled = true
  public var requiresFailureOf: [String] = []
  public var delegate: DelegateSpec?
  public var target: String?
  public var action: String?
  public var location: SourceLocation?
  public init(id: String, class cls: RecognizerClass) {
    self.id = id
    self.class = cls
  }
}
