import TouchTraceEngine
import TouchTraceTrace

/// A scene file, parsed and checked: every id is unique and every reference names an existing
/// object. Key names and meanings follow the SceneFormat article (the contract with users).
public struct SceneDocument: Sendable, Equatable {
  public var title: String?
  /// `warnings:`: what the scene's answers rest on that its author could not know (an imported
  /// dump's cut or unreadable lines), one sentence each; the trace, the log and the diagram say so.
  public var warnings: [String] = []
  public var screen = Size(375, 667)
  /// The numbers UIKit does not document, with the scene's `constants:` applied.
  public var constants = TouchConstants.standard
  /// `device:`: the device and iOS the scene models (UIKit's `UIDevice.current`).
  public var device = UIDevice.standard
  public var application = ApplicationSpec()
  /// `window:`, or `windows:` back to front (the WindowsEventsAndChanges article).
  public var windows = [WindowSpec()]
  /// The one window of a `window:` scene (the first of `windows:`).
  public var window: WindowSpec {
    get { windows[0] }
    set { windows[0] = newValue }
  }
  /// `firstResponder:` — becomes first responder before the touches.
  /// `storyboard:`: controllers the app makes but does not show at first; a controller's
  /// `navigation` pushes or presents them.
  public var storyboard: [ControllerSpec] = []
  public var firstResponder: String?
  public var firstResponderLocation: SourceLocation?
  public var touches: [TouchStep] = []
  /// Where each of `touches` was written, and the `touches:` list itself (nil when there is
  /// none, or for scenes built in code): for `SceneWarnings`.
  public var touchLocations: [SourceLocation?] = []
  public var touchesLocation: SourceLocation?
  public init() {}
}

/// Where something was written: 1-based line and column in the file.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
  public var description: String { "\(line):\(column)" }
}

public struct ApplicationSpec: Sendable, Equatable {
  public var id = "UIApplication"
  /// nil: the app delegate is not a responder (`delegate: null`).
  public var delegate: String? = "AppDelegate"
  public var logs = true
  /// Action methods the application implements (nil-targeted actions).
  public var handles: [String] = []
  /// A scene-based app (iOS 13+): its windows sit in a `UIWindowScene` (id `UIWindowScene`), the
  /// windows' next responder. false, the default, is the seeds' app: window → application.
  public var sceneBased = false
  /// `softwareKeyboard: true`: a text input that becomes first responder brings up UIKit's
  /// keyboard window; false (the default): a hardware keyboard is attached and none shows.
  public var softwareKeyboard = false
  /// `statusBar: true`: the status bar's window, whose tap scrolls a scroll view to the top.
  public var statusBar = false
  public init() {}
}

public struct WindowSpec: Sendable, Equatable {
  public var id = "UIWindow"
  public var rootViewController: ControllerSpec?
  /// Added to the window above the root controller's view.
  public var subviews: [ViewSpec] = []
  public var logs = true
  /// `windows:` only: UIWindow.Level (0 normal, 1000 statusBar, 2000 alert, or any number).
  public var windowLevel: Double = 0
  /// Whether this window is the key window (default: the first window).
  public var isKeyWindow = false
  /// nil: the whole screen.
  public var frame: Rect?
  public var isHidden = false
  /// false: the window's `hitTest` returns nil at once, so touches go to the windows below
  /// (Apple, UIView.hitTest(_:with:); a UIWindow is a UIView).
  public var isUserInteractionEnabled = true
  /// The window's own recognizers: as an ancestor of every view in it, they see each of its touches.
  public var gestureRecognizers: [RecognizerSpec] = []
  public var overrides = ViewOverrides()
  public var handles: [String] = []
  public var location: SourceLocation?
  public init() {}
}

/// The event families a responder's `overrides` can stop (`motion: swallow`…), as `touches`.
public enum EventFamily: String, Sendable, Equatable, CaseIterable {
  case motion, presses, remoteControl
}

/// An RGBA colour, 0–255 per channel.
public struct Color: Sendable, Equatable {
  public var red, green, blue, alpha: UInt8
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }
  /// `#RRGGBBAA`, the form traces use.
  public var hex: String {
    let digits = Array("0123456789ABCDEF")
    return "#"
      + [red, green, blue, alpha].map { String([digits[Int($0 >> 4)], digits[Int($0 & 15)]]) }
      .joined()
  }
}

/// `transform:` — applied about the view's centre: scale, then rotation, then translation.
public struct TransformSpec: Sendable, Equatable {
  /// Degrees, clockwise on screen (UIKit's y axis points down).
  public var rotation: Double = 0
  public var scale = Point(1, 1)
  public var translation = Point(0, 0)
  public init() {}
}

public enum PointInsideOverride: Sendable, Equatable {
  /// `pointInside: true` — always YES (seed 000's blue view).
  case always
  /// `pointInside: false` — always NO.
  case never
  /// `pointInside: {expand: …}` — the bounds grown by these amounts (negative shrinks).
  case expand(top: Double, left: Double, bottom: Double, right: Double)
}

public enum TouchesOverride: String, Sendable, Equatable {
  /// The override calls super: touches go on up the responder chain.
  case forward
  /// The override does not call super: the chain stops here (seed 002, conclusion 1).
  case swallow
}

public struct ViewOverrides: Sendable, Equatable {
  public var pointInside: PointInsideOverride?
  /// `hitTest: {prefer: id}` — seed 001: return that view when the point is inside it, else super.
  public var hitTestPrefer: String?
  /// `hitTest: {passThrough: true}` — returns nil where super would return the view itself.
  public var hitTestPassThrough = false
  /// `hitTest: {outsideBounds: true}` — asks the subviews about points outside the view too.
  public var hitTestOutsideBounds = false
  /// `hitTest: {returnsSelf: true}` — returns the view where super returns one of its subviews.
  public var hitTestReturnsSelf = false
  /// `hitTest: {returns: id}` — returns that view where super would return the view itself.
  public var hitTestReturns: String?
  /// `hitTest: {returnsNil: true}` — returns nil without calling super.
  public var hitTestReturnsNil = false
  public var touches: TouchesOverride = .forward
  /// `motion`, `presses`, `remoteControl`: forward (default) or swallow.
  public var events: [EventFamily: TouchesOverride] = [:]
  /// Scroll views: `touchesShouldCancel(in:)`'s fixed answer.
  public var touchesShouldCancel: Bool?
  /// Scroll views: `touchesShouldBegin(_:with:in:)`'s fixed answer…
  public var touchesShouldBegin: Bool?
  /// …or NO when the content view is of one of these classes (`{unlessTouchedViewIs: […]}`).
  public var touchesShouldBeginUnless: [ViewClass]?
  /// `gestureRecognizerShouldBegin(_:)`: one answer for every recognizer…
  public var gestureRecognizerShouldBegin: Bool?
  /// …or one per recognizer id (the others get the class's answer).
  public var gestureRecognizerShouldBeginByID: [String: Bool] = [:]
  /// Controls: `beginTracking(_:with:)`'s fixed answer (false: the control never tracks).
  public var beginTracking: Bool?
  /// `next`: the id of the responder that comes next in the chain instead of UIKit's.
  public var next: String?
  public init() {}
}

/// The nine touch events of `UIControl.Event`, and the value and editing events the engine sends.
public enum ControlEventName: String, Sendable, Equatable, CaseIterable {
  case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
  case touchUpInside, touchUpOutside, touchCancel
  case valueChanged, primaryActionTriggered, editingDidBegin, editingDidEnd
  case editingDidEndOnExit
}

public struct ActionSpec: Sendable, Equatable {
  public var event: ControlEventName
  /// nil (`target: null`): nil-targeted, sent up the responder chain from the first responder.
  public var target: String?
  public var action: String
  public var location: SourceLocation?
  public init(
    event: ControlEventName, target: String?, action: String, location: SourceLocation? = nil
  ) {
    self.event = event
    self.target = target
    self.action = action
    self.location = location
  }
}

public struct ViewSpec: Sendable, Equatable {
  public var id: String
  /// `address:`: where the view was in the app a dump came from (`0x7f9c1e60e2a0`).
  public var address: String?
  /// The UIKit class the view is (for the app's own class: its `baseClass`).
  public var `class`: ViewClass = .view
  /// The app's own class name (`class: ShinyButton`), nil for a UIKit class.
  public var customClass: String?
  /// What the class's own keys set (title, isOn, value…); nil keys keep UIKit's defaults.
  public var properties = ViewProperties()
  /// In the superview's coordinates. nil for a controller's root view means "fill the container".
  public var frame: Rect?
  /// `center:` and `size:`, the other way to place a (transformed) view.
  public var center: Point?
  public var size: Size?
  public var transform: TransformSpec?
  /// UIScrollView only: the bounds origin.
  public var contentOffset: Point?
  /// `bounds: [x, y, w, h]`: the origin shifts the subviews (UIKit's `bounds`); the size must be
  /// the view's own.
  public var bounds: Rect?
  /// UIScrollView only: how big the content is; it scrolls where this exceeds the bounds.
  public var contentSize: Size?
  public var backgroundColor: Color?
  public var alpha: Double = 1
  public var isHidden = false
  /// nil: the class's default (false for UILabel and UIImageView, true otherwise).
  public var isUserInteractionEnabled: Bool?
  /// nil: the class's default (true for UIScrollView, false otherwise).
  public var clipsToBounds: Bool?
  public var isMultipleTouchEnabled = false
  public var isExclusiveTouch = false
  public var isEnabled = true
  public var overrides = ViewOverrides()
  /// Action methods the view implements (nil-targeted actions).
  public var handles: [String] = []
  public var logs = true
  public var gestureRecognizers: [RecognizerSpec] = []
  public var actions: [ActionSpec] = []
  /// Back to front: the last one is frontmost.
  public var subviews: [ViewSpec] = []
  public var location: SourceLocation?
  public init(id: String) { self.id = id }
}

/// The values a view gives for the keys only some classes have (`ViewKeys`: `isOn`,
/// `segments`, `isScrollEnabled`…), by name; a key left out keeps the class's UIKit default.
public struct ViewProperties: Sendable, Equatable {
  public var values: [String: ViewKey.Value] = [:]
  /// A table's (or a list's) swipe actions, one per edge (SceneReader+SwipeActions.swift).
  public var swipeActions: [SwipeActionsSpec] = []
  /// A table's editing mode (SceneReader+Editing.swift).
  public var tableEditing: TableEditingSpec?
  /// A text field delegate's `textFieldShouldReturn` (SceneReader+Keyboard.swift).
  public var textFieldShouldReturn: TextFieldShouldReturn?
  /// A text input's `inputAccessoryView` (at most one; a list, as a view holds its own kind).
  public var inputAccessoryView: [ViewSpec] = []
  /// A view's context menu and a button's menu (SceneReader+Menus.swift).
  public var contextMenu: MenuSpec?
  public var menu: MenuSpec?
  /// A table delegate's highlight and selection answers (SceneReader+TableSelection.swift).
  public var tableSelection: TableSelectionSpec?
  /// Every view has it (UIResponder), so it is not one of `ViewKeys`.
  public var canBecomeFirstResponder: Bool?
  public init() {}

  public subscript(key: String) -> ViewKey.Value? {
    get { values[key] }
    set { values[key] = newValue }
  }

  /// A cell's [section, row or item].
  public var indexPath: [Int]? {
    if case .indexPath(let path)? = values["indexPath"] { return path }
    return nil
  }
  /// A table or collection view's delegate: the id of the responder that gets didSelect….
  public var delegate: String? {
    if case .reference(let id)? = values["delegate"] { return id }
    return nil
  }
  /// UITableView.rowHeight: rows without a size of their own.
  public var rowHeight: Double? {
    if case .number(let height)? = values["rowHeight"] { return height }
    return nil
  }
}
