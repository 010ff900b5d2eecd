/// One object of the scene as it was when the touches were played: a view (the window included),
/// a view controller, the application or the app delegate. A view's geometry is given in window
/// coordinates, so a renderer never has to walk transforms itself.
public struct TraceObject: Hashable, Sendable, Codable {
  public enum Role: String, Sendable, Codable, CaseIterable {
    case view, window, viewController, application, appDelegate, gestureRecognizer
    /// A scene-based app's `UIWindowScene`, between its windows and the application.
    case windowScene
  }
  /// The scene's id; the name used in logs and diagrams.
  public var id: String
  public var role: Role
  /// The UIKit class, e.g. `UIButton`, `UINavigationController`, `UIViewControllerWrapperView`.
  public var `class`: String
  /// Set when `class` is not a class the engine models (the app's own, such as `ShinyButton`):
  /// the UIKit class it behaves as. Draw by `baseClass ?? class`; show `class` as the name.
  public var baseClass: String?
  /// The address an imported dump printed for the view (`0x7f9c1e60e2a0`).
  public var address: String?
  /// Made by UIKit rather than the scene (a navigation controller's container views, say).
  public var generated: Bool?
  /// The responder's `next`, or nil at the end of the chain.
  public var next: String?
  /// Whether this object prints log lines (`logs: false` in the scene silences it).
  public var logs: Bool

  // Views (and the window).
  /// The superview, nil for the window and for views that are not in the window.
  public var superview: String?
  /// Subviews back to front: the last one is frontmost.
  public var subviews: [String]?
  /// True when the view is in the window's hierarchy (a navigation stack's hidden views are not).
  public var inWindow: Bool?
  /// The frame in the superview's coordinates, as the scene gave it.
  public var frame: Rect?
  /// `bounds`: its origin is the scroll offset (`contentOffset`).
  public var bounds: Rect?
  /// The axis-aligned box the view covers, in window coordinates.
  public var windowFrame: Rect?
  /// The four corners of the bounds in window coordinates (top-left, top-right, bottom-right,
  /// bottom-left): present when the view or an ancestor is rotated or scaled, so it can be drawn as it is.
  public var windowCorners: [Point]?
  public var transform: AffineTransform?
  public var backgroundColor: String?
  public var alpha: Double?
  public var isHidden: Bool?
  public var isUserInteractionEnabled: Bool?
  public var clipsToBounds: Bool?
  public var isMultipleTouchEnabled: Bool?
  public var isExclusiveTouch: Bool?
  /// UIControl and subclasses.
  public var isEnabled: Bool?
  /// What an override of `point(inside:with:)` accepts, the scene's or a Swift subclass's; nil
  /// when it is not overridden.
  public var hitArea: HitArea?
  /// What the scene's `overrides` replaced, in words (`pointInside: always YES`, `touches: swallow`…),
  /// and the methods a subclass written in Swift overrides (`touchesBegan: MyView (Swift) …`).
  public var overrides: [String: String]?
  /// UIControl target-action pairs.
  public var actions: [ControlAction]?
  /// Recognizers attached to this view, in the order they were added.
  public var gestureRecognizers: [String]?

  // UIKit's everyday classes (issue 9): each set only on the classes that have it.
  /// UIButton's title (bar button items and tab bar buttons too).
  public var title: String?
  /// UILabel, UITextField, UITextView.
  public var text: String?
  /// UITextField.
  public var placeholder: String?
  /// UISwitch.
  public var isOn: Bool?
  /// UISlider, UIStepper.
  public var value: Double?
  public var minimumValue: Double?
  public var maximumValue: Double?
  /// UIStepper.
  public var stepValue: Double?
  /// UISlider, UIStepper `isContinuous`, UIStepper `wraps`, UISegmentedControl `isMomentary`:
  /// present only when not UIKit's default (false, true, true).
  public var isContinuous: Bool?
  public var wraps: Bool?
  public var isMomentary: Bool?
  /// UISegmentedControl: the titles, and the selected one (-1: none).
  public var segments: [String]?
  public var selectedSegmentIndex: Int?
  /// UIPageControl.
  public var numberOfPages: Int?
  public var currentPage: Int?
  /// UITableView, UICollectionView: false when its cells cannot be selected (absent: they can).
  public var allowsSelection: Bool?
  /// UITableView, UICollectionView: true when several cells may be selected, and when a tap
  /// selects in editing mode (absent: false).
  public var allowsMultipleSelection: Bool?
  public var allowsSelectionDuringEditing: Bool?
  /// UITableView: true while it is in editing mode (absent: false).
  public var isEditing: Bool?
  /// UIKit's `UITableViewCellEditControl`: its row's editing style, `delete` (a red minus) or
  /// `insert` (a green plus).
  public var editingStyle: String?
  /// UIProgressView: 0…1.
  public var progress: Double?
  /// UIPickerView: each wheel's row titles, left to right, and each wheel's selected row.
  public var components: [[String]]?
  public var selectedRows: [Int]?
  /// UIDatePicker: the chosen day (`YYYY-MM-DD`) and its `preferredDatePickerStyle`.
  public var date: String?
  public var datePickerStyle: String?
  /// UISearchBar: whether it shows its Cancel button (only when true).
  public var showsCancelButton: Bool?
  /// UITableViewCell, UICollectionViewCell: [section, row or item].
  public var indexPath: [Int]?
  /// UIStackView: `horizontal` or `vertical`, the spacing, `fill` / `fillEqually` /
  /// `equalSpacing`, and `fill` / `leading` / `center` / `trailing` (top and bottom for a
  /// horizontal stack are `leading` and `trailing`).
  public var axis: String?
  public var spacing: Double?
  public var distribution: String?
  public var alignment: String?
  /// True on the responder that is first responder when the touches start.
  public var isFirstResponder: Bool?
  /// Action methods this responder implements (`canPerformAction` answers YES for them).
  public var handles: [String]?
  /// Windows: `windowLevel` (0 normal, 1000 status bar, 2000 alert) and whether it is key.
  public var windowLevel: Double?
  public var isKeyWindow: Bool?
  /// UITabBarController (role viewController): the selected tab.
  public var selectedIndex: Int?
  /// Scroll views: the size of the content.
  public var contentSize: Size?

  // Gesture recognizers.
  /// `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`, `isEnabled`.
  public var cancelsTouchesInView: Bool?
  public var delaysTouchesBegan: Bool?
  public var delaysTouchesEnded: Bool?
  /// `require(toFail:)`: the recognizers that must fail first.
  public var requiresFailureOf: [String]?
  /// The class's own settings by UIKit name (`numberOfTapsRequired`, `minimumPressDuration`…).
  public var settings: [String: Double]?
  /// Target-action of a recognizer.
  public var target: String?
  public var action: String?

  // View controllers, and the view a recognizer is attached to.
  /// The controller's root view; the recognizer's view.
  public var view: String?
  /// The parent controller (navigation, tab bar or container).
  public var parent: String?
  /// The controller that presented this one.
  public var presentingViewController: String?
  /// A controller presented as a sheet (issue 25): its `modalPresentationStyle` (`pageSheet`,
  /// `formSheet`; absent for full screen), `isModalInPresentation` (only when true), and its
  /// sheet's detents as they were when the touches began.
  public var modalPresentationStyle: String?
  public var isModalInPresentation: Bool?
  public var detents: [String]?
  public var selectedDetentIdentifier: String?
  public var largestUndimmedDetentIdentifier: String?
  /// A context menu's row (`_UIContextMenuCell`: `default` or `destructive`) or an alert's
  /// button (`_UIInterfaceActionCustomViewRepresentationView`: UIAlertAction.Style).
  public var actionStyle: String?
  /// A popover's chrome (`_UIPopoverStandardChromeView`): the side its arrow is on (`up`, `down`,
  /// `left`, `right`: UIPopoverArrowDirection) and its tip's offset from that edge's middle.
  public var arrowDirection: String?
  public var arrowOffset: Double?

  public init(id: String, role: Role, class cls: String, logs: Bool = true) {
    self.id = id
    self.role = role
    self.class = cls
    self.logs = logs
  }
}

/// A 2D affine transform, UIKit's `CGAffineTransform`: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineTransform: Hashable, Sendable, Codable {
  public var a, b, c, d, tx, ty: Double
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
}

/// The area an overridden `point(inside:with:)` accepts: the scene's ready-made override, or what
/// a Swift subclass's override answered when asked over the view's neighbourhood (`probe`).
public struct HitArea: Hashable, Sendable, Codable {
  public enum Rule: String, Sendable, Codable {
    /// Always YES: the whole plane (for a probed override: everywhere it was asked).
    case always
    /// Always NO.
    case never
    /// A rectangle (the bounds grown or shrunk).
    case rect
    /// Any other shape a probed override accepts: `outline` traces the probe cells it said YES in.
    case sampled
  }
  public var rule: Rule
  /// For `rect`: the rectangle in the view's own coordinates; for `sampled`, its bounding box.
  public var rect: Rect?
  /// The four corners of `rect` in window coordinates.
  public var windowCorners: [Point]?
  /// For `sampled`: closed outlines of the accepted cells, in the view's own coordinates.
  public var outline: [[Point]]?
  /// `outline` in window coordinates.
  public var windowOutline: [[Point]]?
  /// For an override written in Swift: where and how finely it was asked.
  public var probe: HitAreaProbe?
  public init(
    rule: Rule, rect: Rect? = nil, windowCorners: [Point]? = nil, outline: [[Point]]? = nil,
    windowOutline: [[Point]]? = nil, probe: HitAreaProbe? = nil
  ) {
    self.rule = rule
    self.rect = rect
    self.windowCorners = windowCorners
    self.outline = outline
    self.windowOutline = windowOutline
    self.probe = probe
  }
}

/// How an override of `point(inside:with:)` written in Swift was asked: at the centre of each
/// `step`-sized cell of `extent` (the view's bounds grown on every side), in its own coordinates.
public struct HitAreaProbe: Hashable, Sendable, Codable {
  public var extent: Rect
  public var step: Double
  /// True when the accepted area reaches the extent's edge, so it may reach further.
  public var reachesEdge: Bool
  public init(extent: Rect, step: Double, reachesEdge: Bool) {
    self.extent = extent
    self.step = step
    self.reachesEdge = reachesEdge
  }
}

public struct ControlAction: Hashable, Sendable, Codable {
  public var event: String
  /// nil: nil-targeted (UIKit searches the responder chain from the first responder).
  public var target: String?
  public var action: String
  public init(event: String, target: String?, action: String) {
    self.event = event
    self.target = target
    self.action = action
  }
}
