import Foundation

/// What UINavigationController and UITabBarController share: UIKit builds their views itself, a
/// `UILayoutContainerView` holding a transition view, a wrapper view for the visible child's view,
/// and a bar in front. The visible child's `next` is therefore the wrapper view, which leads to the
/// container's root view and the container controller (seed 004, rules 3–4).
open class UIContainerViewController: UIViewController {
  public let transitionView: UIView
  public let wrapperView: UIView
  public let bar: UIView
  /// The stack (navigation) or the tabs (tab bar).
  public private(set) var viewControllers: [UIViewController] = []

  init(
    id: String, transitionClass: String, barID: String, barClass: String,
    barView: UIView? = nil, barFrame: @escaping (CGSize) -> CGRect
  ) {
    transitionView = GeneratedView(id: id + ".transitionView", className: transitionClass)
    wrapperView = GeneratedView(id: id + ".wrapperView", className: "UIViewControllerWrapperView")
    bar = barView ?? GeneratedView(id: id + "." + barID, className: barClass)
    self.barFrame = barFrame
    super.init(id: id)
    let root = GeneratedView(id: id + ".layoutContainerView", className: "UILayoutContainerView")
    root.addSubview(transitionView)
    transitionView.addSubview(wrapperView)
    root.addSubview(bar)
    // The bars' light translucent grey, for diagrams.
    bar.backgroundColor = "#F2F2F7F0"
    view = root
  }

  private let barFrame: (CGSize) -> CGRect

  /// Lays the container's views out to fill `bounds`: the visible child fills it, the bar sits on top.
  open override func placeView(in bounds: CGRect) {
    view.frame = bounds
    transitionView.frame = view.bounds
    wrapperView.frame = view.bounds
    bar.frame = barFrame(bounds.size)
    visibleViewController?.placeView(in: wrapperView.bounds)
  }

  public func setViewControllers(_ controllers: [UIViewController]) {
    for old in viewControllers {
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    viewControllers = controllers
    controllers.forEach(addChild)
    showVisible()
  }

  /// The child whose view is on screen.
  open var visibleViewController: UIViewController? { nil }

  func showVisible() {
    for child in viewControllers where child !== visibleViewController {
      child.viewIfLoaded?.removeFromSuperview()
    }
    guard let visible = visibleViewController else { return }
    visible.placeView(in: wrapperView.bounds)
    wrapperView.addSubview(visible.view)
  }
}

/// UINavigationController: the last controller of the stack is on screen, under a navigation bar
/// (44 pt tall, below a 20 pt status bar) that shows the top controller's title and bar button
/// items.
open class UINavigationController: UIContainerViewController {
  /// Apple (interactivePopGestureRecognizer): "The navigation controller installs this gesture
  /// recognizer on its view and uses it to pop the topmost view controller off the navigation
  /// stack when a person swipes horizontally from the leading edge of the screen"
  /// (`InteractivePop.swift`). Its id is the controller's with `.interactivePopGestureRecognizer`.
  public let interactivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer
  /// iOS 26's full-width swipe back (`InteractiveContentPop.swift`); nil before iOS 26, and until
  /// `installInteractiveContentPopGestureRecognizer()` (UIKit's property is optional too).
  public internal(set) var interactiveContentPopGestureRecognizer: UIPanGestureRecognizer?

  /// UIKit's `navigationBar` (the container's `bar`): its large titles, hidden or not
  /// (UINavigationController+Bars.swift).
  public let navigationBar: UINavigationBar
  /// hidesBarsOnTap / hidesBarsOnSwipe and their recognizers (UINavigationController+Bars.swift).
  var barHiding = BarHiding()

  public init(id: String, viewControllers: [UIViewController] = []) {
    let bar = UINavigationBar(id: id + ".navigationBar")
    navigationBar = bar
    let pop = InteractivePopGestureRecognizer(id: id + ".interactivePopGestureRecognizer")
    interactivePopGestureRecognizer = pop
    super.init(
      id: id, transitionClass: "UINavigationTransitionView", barID: "navigationBar",
      barClass: "UINavigationBar", barView: bar
    ) { size in CGRect(x: 0, y: 20, width: size.width, height: UINavigationBar.standardHeight) }
    bar.navigationController = self
    pop.navigationController = self
    view.addGestureRecognizer(pop)
    setViewControllers(viewControllers)
    // Every controller's view, loaded now rather than when a pop shows it (UIKit loads it
    // lazily), so a trace lists every view from the start.
    for c in viewControllers.dropLast() { _ = c.view }
    showBarButtons()
  }
  open override var className: String { "UINavigationController" }
  public var topViewController: UIViewController? { viewControllers.last }
  open override var visibleViewController: UIViewController? { topViewController }

  /// The button views of each controller's bar button items, made once: a pop shows the new
  /// top's, and a trace lists them all from the start.
  private var barButtonViews: [ObjectIdentifier: [UIView]] = [:]

  private func barButtons(of controller: UIViewController) -> [UIView] {
    if let made = barButtonViews[ObjectIdentifier(controller)] { return made }
    let item = controller.navigationItem
    let made = (item.leftBarButtonItems + item.rightBarButtonItems).map {
      ($0.editingController == nil ? UIBarButtonView(item: $0) : UIEditButtonView(item: $0))
        as UIView
    }
    barButtonViews[ObjectIdentifier(controller)] = made
    madeBarButtonViews += made
    return made
  }

  /// Every bar button view made so far, in the order they were made.
  private var madeBarButtonViews: [UIView] = []

  /// Makes, before any touch, the bar views a push of `controller` will show: the back button
  /// and the controller's bar button views (UIApplication.prepareNavigation).
  func prepareToPush(_ controller: UIViewController) {
    if backButton == nil { backButton = UIBackButtonView(navigationController: self) }
    _ = barButtons(of: controller)
  }

  /// The back button, made once the stack is deep enough to need one: a navigation controller
  /// with only its root has none, and its trace is as before.
  private var backButton: UIBackButtonView?

  /// The back button when the top controller shows one: not the root, and without its own
  /// `leftBarButtonItems` (Apple, UINavigationBar.backItem; UINavigationController, "Updating the
  /// navigation bar": "If there is only one view controller on the navigation stack, no back
  /// button is displayed").
  private var shownBackButton: UIBackButtonView? {
    guard viewControllers.count > 1, let top = topViewController,
      top.navigationItem.leftBarButtonItems.isEmpty
    else { return nil }
    let button = backButton ?? UIBackButtonView(navigationController: self)
    backButton = button
    button.showTitle(of: viewControllers[viewControllers.count - 2])
    return button
  }

  /// The back button, if any, then one button view per bar button item of the top controller's
  /// `navigationItem`.
  func showBarButtons() {
    topWillAppear()
    for old in bar.subviews { old.removeFromSuperview() }
    guard let top = topViewController else { return }
    if let back = shownBackButton { bar.addSubview(back) }
    for button in barButtons(of: top) { bar.addSubview(button) }
    showLargeTitle()
    showSearchBar()
  }

  /// The bar button views of the controllers below the top: off screen until a pop.
  public var barButtonViewsBelowTop: [UIView] { viewControllers.dropLast().flatMap(barButtons) }

  /// The bar's views not in it now: those below the top, and the back button once made but
  /// hidden (back at the root), so a trace lists every view from the start.
  public var barViewsOffScreen: [UIView] {
    let belowTop = barButtonViewsBelowTop
    // Those of controllers a touch will push (prepareToPush), or that were pushed and popped.
    let others = madeBarButtonViews.filter { v in
      v.superview == nil && !belowTop.contains { $0 === v }
    }
    let hidden = [backButton, navigationBar.largeTitleView].compactMap {
      $0?.superview == nil ? $0 : nil
    }
    return belowTop + others + hidden
  }

  /// The left items from the left edge, the right items from the right edge, inside the bar's
  /// 16 pt layout margins (UIKit's default margins), 8 pt apart, each as tall as the bar's
  /// standard row (above a large title).
  open override func placeView(in bounds: CGRect) {
    super.placeView(in: bounds)
    placeNavigationBar()
    guard let item = topViewController?.navigationItem else { return }
    let margin = 16.0
    let spacing = 8.0
    // The back button takes the left items' place (it is shown only when there are none).
    let buttons = bar.subviews.compactMap { $0 as? UIBarButtonView }
    let leftCount = buttons.first is UIBackButtonView ? 1 : item.leftBarButtonItems.count
    let left = buttons.prefix(leftCount)
    let right = buttons.dropFirst(leftCount)
    var x = margin
    for b in left {
      b.frame = CGRect(x: x, y: 0, width: b.titleWidth, height: UINavigationBar.standardHeight)
      x += b.titleWidth + spacing
    }
    x = bar.bounds.width - margin
    for b in right {
      x -= b.titleWidth
      b.frame = CGRect(x: x, y: 0, width: b.titleWidth, height: UINavigationBar.standardHeight)
      x -= spacing
    }
  }
}

/// UITabBarController: the selected tab's controller is on screen, above a 49 pt tab bar.
open class UITabBarController: UIContainerViewController {
  public var selectedIndex = 0 {
    didSet { showVisible() }
  }
  /// The UITabBarControllerDelegate: its `tabBarController(_:shouldSelect:)` is logged under its
  /// id (`DELEGATE shouldSelect TAB YES`).
  public weak var delegate: UIResponder?
  /// The delegate's fixed answers to `tabBarController(_:shouldSelect:)`: per tab controller id,
  /// else `shouldSelectAnswer`; nil and no entry: not implemented (every tab may be selected).
  public var shouldSelectAnswer: Bool?
  public var shouldSelectAnswers: [String: Bool] = [:]
  public init(id: String, viewControllers: [UIViewController] = [], selectedIndex: Int = 0) {
    super.init(id: id, transitionClass: "UITransitionView", barID: "tabBar", barClass: "UITabBar") {
      size in
      CGRect(x: 0, y: size.height - 49, width: size.width, height: 49)
    }
    self.selectedIndex = selectedIndex
    setViewControllers(viewControllers)
    // One button per tab, side by side across the bar (UIKit's private UITabBarButton).
    for i in viewControllers.indices {
      let button = UITabBarButton(id: "\(id).tabBar.item\(i)", index: i, controller: self)
      bar.addSubview(button)
    }
  }
  open override var className: String { "UITabBarController" }

  open override func placeView(in bounds: CGRect) {
    super.placeView(in: bounds)
    let buttons = bar.subviews
    let width = buttons.isEmpty ? 0 : bar.bounds.width / Double(buttons.count)
    for (i, b) in buttons.enumerated() {
      b.frame = CGRect(x: Double(i) * width, y: 0, width: width, height: bar.bounds.height)
    }
  }

  /// A tap on a tab's button: the tab's view replaces the old one in the window (`hierarchy`
  /// events) and `selectedIndex` changes (`valueChange`). Apple, UITabBarController: "tapping a
  /// tab … the tab bar controller displays the root view of the corresponding view controller".
  /// A tap on the selected tab is a selection too (Apple, tabBarController(_:didSelect:): "this
  /// could be the same view controller that was already selected"): a navigation controller there
  /// pops to its root (device reports: the stock tab bar's behaviour, which custom tab bars copy,
  /// github.com/hemangshah/HHTabBarView issue 16).
  func select(_ index: Int, with event: UIEvent?) {
    guard shouldSelect(index, event) else { return }
    if index == selectedIndex, let nav = selectedViewController as? UINavigationController {
      nav.popToRootViewController(event?.recorder)
      return
    }
    guard index != selectedIndex, viewControllers.indices.contains(index) else { return }
    let old = selectedViewController?.viewIfLoaded
    selectedIndex = index
    if let old { event?.recorder.hierarchy(old) }
    if let new = selectedViewController?.viewIfLoaded { event?.recorder.hierarchy(new) }
    event?.recorder.valueChange(self, "selectedIndex", Double(index))
  }
  /// Apple, tabBarController(_:shouldSelect:): "The tab bar controller calls this method in
  /// response to the user tapping a tab bar item"; NO: the tab is not selected (nothing changes).
  /// Asked for the selected tab too, so a delegate answering NO there keeps the pop to the root
  /// from happening (the common `viewController != tabBarController.selectedViewController`).
  private func shouldSelect(_ index: Int, _ event: UIEvent?) -> Bool {
    guard let delegate, viewControllers.indices.contains(index) else { return true }
    let tab = viewControllers[index]
    guard let answer = shouldSelectAnswers[tab.id] ?? shouldSelectAnswer else { return true }
    event?.recorder.controllerDelegateCall(delegate, "shouldSelect", about: tab.id, answer: answer)
    return answer
  }

  public var selectedViewController: UIViewController? {
    viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
  }
  open override var visibleViewController: UIViewController? { selectedViewController }
}

/// A tab bar's button for one tab (`TABS.tabBar.item0`…): a control UIKit makes, that selects its
/// tab when a tap on it ends inside.
final class UITabBarButton: UIControl {
  let index: Int
  weak var controller: UITabBarController?
  init(id: String, index: Int, controller: UITabBarController) {
    self.index = index
    self.controller = controller
    super.init(id: id)
    isGenerated = true
    // Like UIKit's other generated views, it prints no log lines.
    logs = false
  }
  override var className: String { "UITabBarButton" }
  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, bounds.contains(touch.location(in: self)) else { return }
    controller?.select(index, with: event)
  }
}

/// A view UIKit makes for itself, named after its private class; it prints no log lines.
class GeneratedView: UIView {
  private let uikitClass: String
  init(id: String, className: String) {
    uikitClass = className
    super.init(id: id)
    isGenerated = true
    logs = false
  }
  override var className: String { uikitClass }
}
