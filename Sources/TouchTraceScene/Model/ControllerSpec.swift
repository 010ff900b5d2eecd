import TouchTraceEngine
import TouchTraceTrace

// A scene's controllers: their classes, children, presentations and bar button items.

public enum ControllerClass: String, Sendable, Equatable, CaseIterable {
  case viewController = "UIViewController"
  case navigationController = "UINavigationController"
  case tabBarController = "UITabBarController"
  case alertController = "UIAlertController"
  case pageViewController = "UIPageViewController"
  case tableViewController = "UITableViewController"
}

public struct ChildSpec: Sendable, Equatable {
  /// The id of the view (in the parent's view tree) that the child's view is added to.
  public var `in`: String
  public var controller: ControllerSpec
  public var location: SourceLocation?
  public init(in container: String, controller: ControllerSpec, location: SourceLocation? = nil) {
    self.in = container
    self.controller = controller
    self.location = location
  }
}

public final class ControllerSpecBox: Sendable, Equatable {
  public let value: ControllerSpec
  public init(_ value: ControllerSpec) { self.value = value }
  public static func == (a: ControllerSpecBox, b: ControllerSpecBox) -> Bool { a.value == b.value }
}

public struct ControllerSpec: Sendable, Equatable {
  public var id: String
  public var `class`: ControllerClass = .viewController
  /// The root view; nil for navigation and tab bar controllers (they make their own) and for a
  /// plain controller that gets an empty view filling its container.
  public var view: ViewSpec?
  /// UINavigationController: the stack, last on top. UITabBarController: the tabs.
  /// UIPageViewController: its pages, the first on screen.
  public var viewControllers: [ControllerSpec] = []
  public var selectedIndex = 0
  /// UIPageViewController's `transitionStyle` (SceneReader+PageCurl.swift).
  public var transitionStyle: UIPageViewController.TransitionStyle = .scroll
  /// With `.pageCurl`, what `gestureRecognizers:` sets on UIKit's curl tap and pan; absent: UIKit's.
  public var pageCurlRecognizers: [PageCurlRecognizer: RecognizerSpec] = [:]
  public var children: [ChildSpec] = []
  private var presentedBox: ControllerSpecBox?
  /// Presented modally, full screen, over this one.
  public var presentedViewController: ControllerSpec? {
    get { presentedBox?.value }
    set { presentedBox = newValue.map(ControllerSpecBox.init) }
  }
  /// How it is presented (nil: full screen), `isModalInPresentation`, and its sheet's settings.
  public var modalPresentationStyle: UIModalPresentationStyle?
  public var isModalInPresentation: Bool?
  public var sheet: SheetSpec?
  /// Its `popoverPresentationController:` (needs `modalPresentationStyle: popover`) and
  /// `preferredContentSize`.
  public var popover: PopoverSpec?
  public var preferredContentSize: Size?
  /// A navigation controller's `interactivePopGestureRecognizer:` settings (its id is the
  /// controller's with `.interactivePopGestureRecognizer`); nil: UIKit's.
  public var interactivePopGestureRecognizer: RecognizerSpec?
  /// iOS 26's `interactiveContentPopGestureRecognizer:` settings (id the controller's with
  /// `.interactiveContentPopGestureRecognizer`); nil: UIKit's.
  public var interactiveContentPopGestureRecognizer: RecognizerSpec?
  public var touches: TouchesOverride = .forward
  /// `overrides: {motion: swallow}`…
  public var events: [EventFamily: TouchesOverride] = [:]
  /// Action methods the controller implements (nil-targeted actions).
  public var handles: [String] = []
  /// nil: UIKit's default (false for a controller).
  public var canBecomeFirstResponder: Bool?
  /// `overrides.next`: the id of the responder that comes next instead of UIKit's.
  public var next: String?
  public var logs = true
  public var location: SourceLocation?
  /// UIViewController.title: the navigation bar's title, a tab bar button's title.
  public var title: String?
  /// The `navigationItem`'s bar button items.
  public var leftBarButtonItems: [BarButtonItemSpec] = []
  public var rightBarButtonItems: [BarButtonItemSpec] = []
  /// Where `navigationItem:` was written: for the warning when no bar shows it.
  public var navigationItemLocation: SourceLocation?
  /// The `navigationItem`'s back button and large title keys (NavigationBarSpec.swift).
  public var navigationItemBar = NavigationItemBarSpec()
  /// A navigation controller's bar: hidden, hidden by a touch, large titles.
  public var navigationBar = NavigationBarSpec()
  /// `viewWillAppear: [{setNavigationBarHidden: …}]`; nil: its viewWillAppear does nothing.
  public var setsNavigationBarHiddenInViewWillAppear: Bool?
  /// `preferredScreenEdgesDeferringSystemGestures`, UIRectEdge's raw value (0: none).
  public var preferredScreenEdgesDeferringSystemGestures = 0
  /// `navigation:`: what its action methods (and delegate methods) do to the screen.
  public var navigation: [NavigationSpec] = []
  /// `viewDidLoad:`: the `require(toFail:)` calls it makes.
  public var failureRequirements: [FailureRequirementSpec] = []
  /// A tab bar controller's `delegate` (UITabBarControllerDelegate).
  public var tabBarDelegate: TabBarDelegateSpec?
  /// A UIAlertController's style, message and actions (SceneReader+Alerts.swift).
  public var alert: AlertSpec?
  public init(id: String) { self.id = id }
}

/// `recognizer.require(toFail: requiresFailureOf)`, written in a controller's `viewDidLoad`.
public struct FailureRequirementSpec: Sendable, Equatable {
  public var recognizer: String
  public var requiresFailureOf: String
  public var location: SourceLocation?
}

/// A UITabBarControllerDelegate with fixed answers to `tabBarController(_:shouldSelect:)`.
public struct TabBarDelegateSpec: Sendable, Equatable {
  /// The responder that is the delegate.
  public var id: String
  /// The answer for every tab; nil: not implemented (unless `shouldSelectByTab` names the tab).
  public var shouldSelect: Bool?
  /// Answers by the tab's controller id.
  public var shouldSelectByTab: [String: Bool] = [:]
  public var location: SourceLocation?
}

/// One entry of a controller's `navigation:`: the method (an action's name, or
/// `didSelectRowAt` / `didSelectItemAt`) and the UIKit call it makes.
public struct NavigationSpec: Sendable, Equatable {
  public enum Call: String, Sendable, Equatable, CaseIterable {
    case pushViewController, present, popViewController, popToRootViewController, dismiss

    /// The calls that name a controller to show.
    public var showsController: Bool { self == .pushViewController || self == .present }
  }
  public var method: String
  public var call: Call
  /// The controller pushed or presented.
  public var controller: String?
  public var location: SourceLocation?
}

/// A UIBarButtonItem with a title and target-action, or the controller's `editButtonItem`.
public struct BarButtonItemSpec: Sendable, Equatable {
  public var id: String
  public var title: String
  public var target: String
  public var action: String
  public var location: SourceLocation?
  /// `editButtonItem`: the controller's own Edit/Done item (id `CONTROLLER.editButtonItem`),
  /// which calls its `setEditing(_:animated:)`; no target or action.
  public var isEditButtonItem = false
}

extension ControllerSpec {
  /// The ids of the recognizers UIKit puts on this controller that a scene may name (in
  /// `requiresFailureOf`, `viewDidLoad`, `set` steps): a navigation controller's pop gesture, and
  /// its bar-hiding ones while `hidesBarsOnTap` / `hidesBarsOnSwipe` is on; a page curl's tap and
  /// pan. The reader declares them and the `set` checks name them from this one list. (iOS 26's
  /// content pop gesture is declared by the reader alone, by the scene's device.)
  var uikitRecognizerIDs: [String] {
    guard !id.isEmpty else { return [] }
    var suffixes: [String] = []
    if self.class == .navigationController {
      suffixes.append(".interactivePopGestureRecognizer")
      if navigationBar.hidesBarsOnTap { suffixes.append(".barHideOnTapGestureRecognizer") }
      if navigationBar.hidesBarsOnSwipe { suffixes.append(".barHideOnSwipeGestureRecognizer") }
    }
    if self.class == .pageViewController, transitionStyle == .pageCurl {
      suffixes += PageCurlRecognizer.allCases.map(\.idSuffix)
    }
    return suffixes.map { id + $0 }
  }
}
