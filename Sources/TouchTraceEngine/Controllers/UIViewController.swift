import Foundation

/// UIKit's `UIViewController`: owns a root view and sits in the responder chain right after it.
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  public private(set) weak var parent: UIViewController?
  public private(set) var children: [UIViewController] = []
  public internal(set) var presentedViewController: UIViewController?
  public internal(set) weak var presentingViewController: UIViewController?
  /// How `present` shows this controller: full screen (the scene's default), as a sheet, which
  /// makes its `sheetPresentationController`, or as a popover, which makes its
  /// `popoverPresentationController` (Apple: each is nil for other styles).
  public var modalPresentationStyle = UIModalPresentationStyle.fullScreen {
    didSet { makePresentationController() }
  }
  public private(set) var sheetPresentationController: UISheetPresentationController?
  public private(set) var popoverPresentationController: UIPopoverPresentationController?
  /// UIKit's `presentationController`: the one that presents this controller, when not full
  /// screen.
  public var presentationController: UIPresentationController? {
    sheetPresentationController ?? popoverPresentationController
  }

  private func makePresentationController() {
    switch modalPresentationStyle {
    case .pageSheet, .formSheet:
      sheetPresentationController =
        sheetPresentationController ?? UISheetPresentationController(presentedViewController: self)
      popoverPresentationController = nil
    case .popover:
      popoverPresentationController =
        popoverPresentationController
        ?? UIPopoverPresentationController(presentedViewController: self)
      sheetPresentationController = nil
    case .fullScreen, .none:
      sheetPresentationController = nil
      popoverPresentationController = nil
    }
  }
  /// Apple, isModalInPresentation: "UIKit ignores events outside the view controller's bounds and
  /// prevents the interactive dismissal of the view controller while it is onscreen."
  public var isModalInPresentation = false
  /// UIKit's `preferredContentSize`: the size a popover gives this controller's view (zero: the
  /// presentation's own size).
  public var preferredContentSize = CGSize.zero
  /// UIKit's `title`: a navigation bar shows it when this controller is on top, a tab bar button
  /// when this controller is the tab's.
  public var title: String?
  /// What a navigation bar shows when this controller is on top.
  public let navigationItem = UINavigationItem()
  /// UIKit's `isEditing`: set by `setEditing(_:animated:)` (UIViewController+Editing.swift).
  public internal(set) var isEditing = false
  /// The item `editButtonItem` made, once asked for.
  var madeEditButtonItem: UIBarButtonItem?

  /// UIKit's `setEditing(_:animated:)`: UIViewController's own sets `isEditing` and its Edit
  /// button's title (UIViewController+Editing.swift); a UITableViewController's sends it on to
  /// its table view. With a recorder (a tap on the Edit button), the call is logged.
  open func setEditing(_ editing: Bool, animated: Bool, _ recorder: TraceRecorder? = nil) {
    editingChanged(editing, recorder)
  }
  /// What this controller's `viewWillAppear(_:)` does: `navigationController?
  /// .setNavigationBarHidden(_:animated:)` with this value, the everyday per-screen hidden bar;
  /// nil: nothing (UINavigationController+Bars.swift).
  public var setsNavigationBarHiddenInViewWillAppear: Bool?
  /// Apple (preferredScreenEdgesDeferringSystemGestures): "the screen edges for which you want
  /// your gestures to take precedence over the system gestures"; asked of the window's root
  /// controller (SystemGestureGate.swift).
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge = []
  /// Set when this controller is a window's `rootViewController`.
  weak var rootOfWindow: UIWindow?
  /// What this controller's action methods do to the screen, by the action's name (a control's,
  /// a recognizer's or a bar button item's `action`, or `didSelectRowAt` / `didSelectItemAt` as a
  /// table's or collection view's delegate): `openMail: .pushViewController(message)` is
  /// `@objc func openMail() { navigationController?.pushViewController(message, animated: true) }`
  /// (ActionNavigation.swift).
  public var navigation: [String: ActionNavigation] = [:] {
    didSet { prepareNavigationTargets() }
  }
  /// Where the presenter's view was when this controller was presented full screen, so that a
  /// dismissal puts it back (the presenter's view leaves the window while it is covered).
  weak var presenterViewSuperview: UIView?
  var presenterViewIndex = 0

  public init(id: String, view: UIView? = nil) {
    super.init(id: id)
    if let view { self.view = view }
  }

  open override var className: String { "UIViewController" }

  /// UIKit's `viewWillAppear(_:)`: called when the controller comes on top of its navigation
  /// controller (UINavigationController+Bars.swift). Override it from Swift; a scene's
  /// `viewWillAppear: [{setNavigationBarHidden: true}]` sets what the default does.
  open func viewWillAppear(_ animated: Bool) {
    if let hidden = setsNavigationBarHiddenInViewWillAppear {
      navigationController?.setNavigationBarHidden(hidden, animated: animated)
    }
  }

  /// The root view; made on first use when none was given (UIKit's `loadView`).
  public var view: UIView {
    get {
      if let loadedView { return loadedView }
      let made = loadView()
      self.view = made
      return made
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue.owningViewController = self
    }
  }

  public var viewIfLoaded: UIView? { loadedView }

  /// Makes the root view when none was set: UIKit's plain, empty view, named with the
  /// controller's id and ".view"; it prints no log lines.
  open func loadView() -> UIView { GeneratedView(id: id + ".view", className: "UIView") }

  /// Sizes the root view to fill `bounds` of its container, unless it was given a size.
  /// Container controllers lay out their own views instead.
  open func placeView(in bounds: CGRect) {
    if view.bounds.size == .zero { view.frame = bounds }
  }

  /// Apple (Using responders and the responder chain to handle events): "If the view controller's
  /// view is the root view of a window, the next responder is the window object. If the view
  /// controller was presented by another view controller, the next responder is the presenting
  /// view controller." Otherwise it is the superview of its view (seed 003; seed 004 rule 2), and
  /// nil when the view is in no view (seed 004 rule 3).
  open override var next: UIResponder? {
    if let nextOverride { return nextOverride }
    if let rootOfWindow { return rootOfWindow }
    if let presentingViewController { return presentingViewController }
    return loadedView?.superview
  }

  /// Adds a child controller and puts its view in `container` (a view of this controller's tree),
  /// filling it unless the child's view already has a frame.
  public func addChild(_ child: UIViewController, in container: UIView) {
    addChild(child)
    child.placeView(in: container.bounds)
    container.addSubview(child.view)
  }

  /// UIKit's `addChild(_:)`: the parent–child link without touching views.
  public func addChild(_ child: UIViewController) {
    child.removeFromParent()
    child.parent = self
    children.append(child)
  }

  public func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// The id of the `UITransitionView` a presentation of this controller puts in the window:
  /// `ID.transitionView`, or `ID.presentationTransitionView` for a navigation or tab bar
  /// controller, whose own transition view already has the first id.
  var presentationTransitionViewID: String {
    id + (self is UIContainerViewController ? ".presentationTransitionView" : ".transitionView")
  }

  /// UIKit's full-screen `present(_:animated:)`, done at once. As UIKit does, the controller that
  /// presents is the root of this one's containment tree; the new controller's view goes into a
  /// `UITransitionView` at the front of the window, and for a full-screen presentation the
  /// presenter's view leaves the window. A controller already presenting has the new one
  /// presented by its presented controller, over it. Returns false, presenting nothing, when the
  /// presenter is in no window (UIKit: "whose view is not in the window hierarchy").
  @discardableResult public func present(_ controller: UIViewController) -> Bool {
    var presenter: UIViewController = self
    while let p = presenter.parent { presenter = p }
    while let p = presenter.presentedViewController { presenter = p }
    guard let window = presenter.viewIfLoaded?.window ?? presenter.rootOfWindow else {
      return false
    }
    if let presentation = controller.presentation(in: window) {
      presentOver(controller, presentation: presentation, over: presenter, in: window)
      return true
    }
    // An alert goes over its presenter, whose view stays (UIAlertController.swift).
    if let alert = controller as? UIAlertController {
      alert.install(in: window)
      alert.presentingViewController = presenter
      presenter.presentedViewController = alert
      return true
    }
    let transition = controller.fullScreenTransitionView
    transition.frame = window.bounds
    window.addSubview(transition)
    controller.placeView(in: transition.bounds)
    transition.addSubview(controller.view)
    controller.presentingViewController = presenter
    presenter.presentedViewController = controller
    if let presenterView = presenter.viewIfLoaded, let superview = presenterView.superview {
      controller.presenterViewSuperview = superview
      controller.presenterViewIndex = superview.subviews.firstIndex { $0 === presenterView } ?? 0
      presenterView.removeFromSuperview()
    }
    return true
  }

  /// The `UITransitionView` a full-screen presentation puts this controller's view in: made once,
  /// so a controller presented by a touch is listed in the trace, with it, from the start.
  var fullScreenTransitionView: UIView {
    if let made = madeTransitionView { return made }
    let made = UIView(id: presentationTransitionViewID)
    made.isGenerated = true
    made.logs = false
    madeTransitionView = made
    return made
  }
  private(set) var madeTransitionView: UIView?
}
