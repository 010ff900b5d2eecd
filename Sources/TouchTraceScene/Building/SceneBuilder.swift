import Foundation
import TouchTraceEngine

/// Builds the engine's objects from a checked scene document: the application, its window, the
/// controllers and views, with the scene's ready-made overrides and target-actions wired up.
public struct SceneBuilder {
  var views: [String: UIView] = [:]
  var responders: [String: UIResponder] = [:]
  var pending: [(ViewSpec, UIView)] = []
  var inputAccessoryViews: [UIView] = []
  var recognizers: [String: (RecognizerSpec, UIGestureRecognizer)] = [:]
  var presentations: [(UIViewController, UIViewController, SourceLocation?)] = []
  var barButtonItems: [BarButtonItemSpec] = []
  /// Navigation items' search controllers (SceneBuilder+SearchController.swift).
  var searchControllers: [(UISearchController, SearchControllerSpec)] = []
  /// The bar button items made, by id: a popover's `barButtonItem` names one.
  var madeBarButtonItems: [String: UIBarButtonItem] = [:]
  /// `overrides.next` of views and controllers, wired once every responder exists.
  var nextOverrides: [(UIResponder, String, SourceLocation?)] = []
  /// `hitTest: {returns: id}` of views and windows, wired once every view exists.
  var hitTestTargets: [(UIView, String, SourceLocation?)] = []
  /// The recognizers UIKit installs (a scroll view's pan, a table's swipe recognizers), which
  /// `requiresFailureOf` and `viewDidLoad` may name.
  var uikitRecognizers: [String: UIGestureRecognizer] = [:]
  /// Controllers' `viewDidLoad` `require(toFail:)` calls and tab bar controllers' delegates,
  /// wired once every recognizer and responder exists.
  var failureRequirements: [FailureRequirementSpec] = []
  var tabBarDelegates: [(UITabBarController, TabBarDelegateSpec)] = []
  /// Controllers' `navigation`, wired once every controller exists.
  var navigations: [(UIViewController, [NavigationSpec])] = []
  /// Sheets' delegates, wired once every responder exists.
  var sheetDelegates: [(UISheetPresentationController, String, SourceLocation?)] = []
  /// Popovers, whose views and delegate are wired once every object exists.
  var popovers: [(UIPopoverPresentationController, PopoverSpec)] = []
  /// The tables a UITableViewController's Edit button may put in editing mode
  /// (SceneBuilder+EditButton.swift).
  var tablesEditedByButton: Set<String> = []
  let file: String
  /// The scene's constants, for what is sized and laid out before it is in a window.
  var constants = TouchConstants.standard
  var device = UIDevice.standard

  public static func build(_ document: SceneDocument, file: String = "<scene>") throws
    -> UIApplication
  {
    // The builder recurses once per level of the view tree, like the reader: a scene nested to
    // the depth limit needs the parser's large stack, not the main thread's.
    let box = BuiltBox()
    _ = SceneParser.onLargeStack { () -> Int in
      box.result = Result {
        var builder = SceneBuilder(file: file)
        return try builder.make(document)
      }
      return 0
    }
    return try box.result!.get()
  }

  private init(file: String) { self.file = file }

  private mutating func make(_ doc: SceneDocument) throws -> UIApplication {
    constants = doc.constants
    device = doc.device
    let delegate = doc.application.delegate.map { ApplicationDelegate(id: $0) }
    let app = UIApplication(id: doc.application.id, delegate: delegate)
    app.constants = doc.constants
    app.device = doc.device
    // `application: {logs: false}` silences the application and its delegate alike.
    app.logs = doc.application.logs
    delegate?.logs = doc.application.logs
    try register(app, nil)
    if let delegate { try register(delegate, nil) }
    if doc.application.sceneBased {
      let scene = app.makeWindowScene(id: SceneReader.windowSceneID)
      scene.logs = doc.application.logs
      try register(scene, nil)
    }
    app.screen = CGSize(width: doc.screen.width, height: doc.screen.height)
    app.handledActions = Set(doc.application.handles)
    let screen = CGRect(x: 0, y: 0, width: doc.screen.width, height: doc.screen.height)
    for spec in doc.windows {
      let window = UIWindow(id: spec.id, frame: spec.frame.map(CGRect.init) ?? screen)
      window.logs = spec.logs
      window.windowLevel = spec.windowLevel
      window.isHidden = spec.isHidden
      window.isUserInteractionEnabled = spec.isUserInteractionEnabled
      Self.apply(spec.overrides, spec.handles, to: window)
      if let id = spec.overrides.hitTestReturns {
        hitTestTargets.append((window, id, spec.location))
      }
      try register(window, spec.location)
      addRecognizers(spec.gestureRecognizers, to: window)
      if let root = spec.rootViewController {
        window.rootViewController = try controller(root)
      }
      for sub in spec.subviews { window.addSubview(try view(sub)) }
      window.installSystemGestureGate(for: device)
      app.addWindow(window)
    }
    // The controllers a touch shows: made now, on screen once a navigation shows them.
    for spec in doc.storyboard { _ = try controller(spec) }
    // The views `add` steps add: made now, in no window until their step.
    for case .change(let step) in doc.touches {
      if case .add(_, _, let spec) = step.action { app.viewsToAdd.append(try view(spec)) }
    }
    // The key window: the one marked, else the first (the app's main window).
    let key = doc.windows.firstIndex(where: \.isKeyWindow) ?? 0
    app.keyWindow = app.windows[key]
    addSystemUI(doc.application, to: app)
    for (presenter, presented, location) in presentations where !presenter.present(presented) {
      // UIKit only warns ("whose view is not in the window hierarchy") and presents nothing:
      // a scene says so rather than dropping the controller silently.
      throw SceneErrors(errors: [
        SceneError(
          file: file, location: location,
          message:
            "'\(presenter.id)' cannot present '\(presented.id)': its view is not in the window "
            + "hierarchy (present it from a controller that is on screen)")
      ])
    }
    try wireNavigation()
    app.prepareNavigation()
    // UIKit makes views of its own (a navigation bar, wrapper views): their ids must not clash.
    let offScreen = app.allResponders.compactMap { $0 as? UIView }.filter { $0.window == nil }
    for generated in app.windows.flatMap(\.subtree) + app.viewsBelowNavigationTops + offScreen
    where responders[generated.id] == nil {
      try register(generated, nil)
    }
    try registerSearchControllers()
    try checkFirstResponder(doc)
    try wire()
    return app
  }

  mutating func register(_ responder: UIResponder, _ location: SourceLocation?) throws {
    if let existing = responders[responder.id], existing !== responder {
      throw SceneErrors(errors: [
        SceneError(
          file: file, location: location,
          message:
            "the id '\(responder.id)' is also the name of a view UIKit makes; choose another id")
      ])
    }
    responders[responder.id] = responder
    if let v = responder as? UIView { views[responder.id] = v }
  }

  mutating func view(_ spec: ViewSpec) throws -> UIView {
    let v = spec.class.make(id: spec.id, constants: constants)
    if let frame = spec.frame {
      v.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    } else if let center = spec.center, let size = spec.size {
      v.center = CGPoint(x: center.x, y: center.y)
      v.bounds.size = CGSize(width: size.width, height: size.height)
    }
    if let t = spec.transform { v.transform = t.affine }
    if let offset = spec.contentOffset { v.bounds.origin = CGPoint(x: offset.x, y: offset.y) }
    if let b = spec.bounds { v.bounds.origin = CGPoint(x: b.x, y: b.y) }
    if let scroll = v as? UIScrollView {
      if let size = spec.contentSize {
        scroll.contentSize = CGSize(width: size.width, height: size.height)
      }
      scroll.panGestureRecognizer.hysteresis = constants.panHysteresis
      uikitRecognizers[scroll.panGestureRecognizer.id] = scroll.panGestureRecognizer
      scroll.touchesShouldCancelAnswer = spec.overrides.touchesShouldCancel
    }
    v.backgroundColor = spec.backgroundColor?.hex
    v.alpha = spec.alpha
    v.isHidden = spec.isHidden
    if let enabled = spec.isUserInteractionEnabled { v.isUserInteractionEnabled = enabled }
    if let clips = spec.clipsToBounds { v.clipsToBounds = clips }
    v.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
    v.isExclusiveTouch = spec.isExclusiveTouch
    (v as? UIControl)?.isEnabled = spec.isEnabled
    v.customClassName = spec.customClass
    Self.apply(spec.properties, to: v)
    v.logs = spec.logs
    Self.apply(spec.overrides, spec.handles, to: v)
    switch spec.overrides.pointInside {
    case .always: v.pointInsideOverride = .always
    case .never: v.pointInsideOverride = .never
    case .expand(let top, let left, let bottom, let right):
      v.pointInsideOverride = .expand(top: top, left: left, bottom: bottom, right: right)
    case nil: break
    }
    Self.applyAnswers(spec.overrides, to: v)
    if let next = spec.overrides.next { nextOverrides.append((v, next, spec.location)) }
    if let id = spec.overrides.hitTestReturns { hitTestTargets.append((v, id, spec.location)) }
    try register(v, spec.location)
    for made in Self.generatedSubviews(of: v) { try register(made, spec.location) }
    pending.append((spec, v))
    addRecognizers(spec.gestureRecognizers, to: v)
    // A cell's and an effect view's subviews go in the content view UIKit made for them.
    let container = Self.generatedSubviews(of: v).first ?? v
    for sub in spec.subviews { container.addSubview(try view(sub)) }
    Self.layOut(v, spec, constants)
    try addInputAccessoryView(spec, to: v)
    if let scroll = v as? UIScrollView, let refresh = scroll.refreshControl {
      scroll.setRefreshControl(refresh, constants: constants)
    }
    if let refresh = v as? UIRefreshControl,
      case .number(let delay)? =
        spec.properties["endRefreshingAfter"]
    {
      refresh.endRefreshingAfter = delay
    }
    if let list = v as? UICellContainerView {
      list.selectionAnswers = (spec.properties.tableSelection ?? TableSelectionSpec())
        .answers(spec.properties)
    }
    try installEditingAndSwipeActions(spec, on: v)
    try installMenus(spec.properties, on: v, spec.location)
    return v
  }

  /// A view's or a window's recognizers, in the scene's order.
  private mutating func addRecognizers(_ specs: [RecognizerSpec], to v: UIView) {
    for r in specs {
      let recognizer = Self.recognizer(r, constants)
      v.addGestureRecognizer(recognizer)
      recognizers[r.id] = (r, recognizer)
    }
  }

  private mutating func controller(_ spec: ControllerSpec) throws -> UIViewController {
    let c: UIViewController
    switch spec.class {
    case .viewController, .tableViewController:
      c =
        spec.class == .viewController
        ? UIViewController(id: spec.id) : UITableViewController(id: spec.id)
      describe(c, spec)
      noteTableEditedByButton(spec)
      if let root = spec.view { c.view = try view(root) }
    case .navigationController:
      c = UINavigationController(
        id: spec.id, viewControllers: try spec.viewControllers.map { try controller($0) })
    case .tabBarController:
      c = UITabBarController(
        id: spec.id, viewControllers: try spec.viewControllers.map { try controller($0) },
        selectedIndex: spec.selectedIndex)
    case .alertController:
      c = try alertController(spec)
    case .pageViewController:
      c = UIPageViewController(
        id: spec.id, pages: try spec.viewControllers.map { try controller($0) },
        transitionStyle: spec.transitionStyle)
    }
    if spec.class != .viewController, spec.class != .tableViewController { describe(c, spec) }
    c.logs = spec.logs
    Self.applyPresentation(spec, to: c)
    applyPopover(spec, to: c)
    if let pages = c as? UIPageViewController { addPageCurlRecognizers(spec, pages) }
    if let nav = c as? UINavigationController {
      addInteractivePop(spec, nav)
      applyNavigationBar(spec.navigationBar, to: nav)
    }
    if let sheet = c.sheetPresentationController, let id = spec.sheet?.delegate {
      sheetDelegates.append((sheet, id, spec.sheet?.location))
    }
    c.touchesOverride = spec.touches == .swallow ? .swallow : .forward
    c.eventOverrides = Self.engine(spec.events)
    c.handledActions = Set(spec.handles)
    if !spec.navigation.isEmpty { navigations.append((c, spec.navigation)) }
    failureRequirements += spec.failureRequirements
    if let tabs = c as? UITabBarController, let delegate = spec.tabBarDelegate {
      tabBarDelegates.append((tabs, delegate))
    }
    c.canBecomeFirstResponderSetting = spec.canBecomeFirstResponder
    if let next = spec.next { nextOverrides.append((c, next, spec.location)) }
    try register(c, spec.location)
    for child in spec.children {
      let childController = try controller(child.controller)
      guard let container = views[child.in], container.isDescendant(of: c.view) else {
        throw SceneErrors(errors: [
          SceneError(
            file: file, location: child.location,
            message: "'in: \(child.in)' must name a view of the controller '\(spec.id)'")
        ])
      }
      c.addChild(childController, in: container)
    }
    if let presented = spec.presentedViewController {
      // Outer presentations first: a controller presented by a presented controller is presented
      // over it once that one is on screen (Apple, present(_:animated:)).
      let slot = presentations.count
      presentations.insert((c, try controller(presented), presented.location), at: slot)
    }
    return c
  }

  /// A controller's title, navigation item and bar settings: set before a navigation controller
  /// holding it is made, since its bar shows them.
  private mutating func describe(_ c: UIViewController, _ spec: ControllerSpec) {
    c.title = spec.title
    let item = { (itemSpec: BarButtonItemSpec) in
      itemSpec.isEditButtonItem
        ? c.editButtonItem
        : UIBarButtonItem(id: itemSpec.id, title: itemSpec.title, action: itemSpec.action)
    }
    c.navigationItem.leftBarButtonItems = spec.leftBarButtonItems.map(item)
    c.navigationItem.rightBarButtonItems = spec.rightBarButtonItems.map(item)
    noteBarButtonItems(of: c.navigationItem)
    barButtonItems += spec.leftBarButtonItems + spec.rightBarButtonItems
    Self.applyNavigationItemBar(spec.navigationItemBar, to: c)
    c.navigationItem.searchController = spec.navigationItemBar.searchController.map {
      makeSearchController($0)
    }
    c.setsNavigationBarHiddenInViewWillAppear = spec.setsNavigationBarHiddenInViewWillAppear
    c.preferredScreenEdgesDeferringSystemGestures = UIRectEdge(
      rawValue: spec.preferredScreenEdgesDeferringSystemGestures)
  }

  /// A navigation controller's pop recognizer, with the scene's settings, among the scene's
  /// recognizers (others may require its failure, and it theirs).
  /// On iOS 26 its full-width `interactiveContentPopGestureRecognizer` too (`UIDevice`).
  private mutating func addInteractivePop(_ spec: ControllerSpec, _ nav: UINavigationController) {
    nav.interactivePopGestureRecognizer.hysteresis = constants.screenEdgePanHysteresis
    var pops: [(UIGestureRecognizer, RecognizerSpec?, RecognizerClass)] = [
      (nav.interactivePopGestureRecognizer, spec.interactivePopGestureRecognizer, .screenEdgePan)
    ]
    if device.hasInteractiveContentPop {
      let pan = nav.installInteractiveContentPopGestureRecognizer()
      pan.hysteresis = constants.panHysteresis
      pops.append((pan, spec.interactiveContentPopGestureRecognizer, .pan))
    }
    for (pop, settings, kind) in pops {
      if let settings { Self.applyCommon(settings, to: pop) }
      recognizers[pop.id] = (settings ?? RecognizerSpec(id: pop.id, class: kind), pop)
    }
  }

  /// A page curl's tap and pan, with the scene's settings, among the scene's recognizers (as the
  /// pop gestures are: others may require their failure, a delegate may answer for them).
  private mutating func addPageCurlRecognizers(
    _ spec: ControllerSpec, _ pages: UIPageViewController
  ) {
    for recognizer in pages.gestureRecognizers {
      let kind: PageCurlRecognizer = recognizer is UITapGestureRecognizer ? .tap : .pan
      if let pan = recognizer as? UIPanGestureRecognizer {
        pan.hysteresis = constants.panHysteresis
      }
      let settings = spec.pageCurlRecognizers[kind]
      if let settings { Self.applyCommon(settings, to: recognizer) }
      recognizers[recognizer.id] = (
        settings ?? RecognizerSpec(id: recognizer.id, class: kind.recognizerClass), recognizer
      )
    }
  }

  /// `firstResponder` must be able to become first responder (Apple, becomeFirstResponder():
  /// "returns false" when `canBecomeFirstResponder` is false) and be in a window.
  private func checkFirstResponder(_ doc: SceneDocument) throws {
    guard let id = doc.firstResponder else { return }
    let responder = try lookup(id, in: responders, doc.firstResponderLocation)
    let name = responder.customClassName ?? responder.className
    var problem: String?
    if !responder.canBecomeFirstResponder {
      problem =
        "'firstResponder' names '\(id)', a \(name), which cannot become first responder (canBecomeFirstResponder is true only for UITextField and UITextView unless the scene sets 'canBecomeFirstResponder: true' on it)"
    } else if responder.responderWindow == nil {
      problem =
        "'firstResponder' names '\(id)', which is in no window: only a view or controller on screen can become first responder"
    }
    if let problem {
      throw SceneErrors(errors: [
        SceneError(file: file, location: doc.firstResponderLocation, message: problem)
      ])
    }
  }
}

/// Hands the built application from the building thread to the waiting one (the semaphore in
/// `onLargeStack` orders the accesses).
private final class BuiltBox: @unchecked Sendable {
  var result: Result<UIApplication, any Error>?
}
