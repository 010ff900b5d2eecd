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
    barFrame: @escaping (CGSize) -> CGRect
  ) {
    transitionView = GeneratedView(id: id + ".transitionView", className: transitionClass)
    wrapperView = GeneratedView(id: id + ".wrapperView", className: "UIViewControllerWrapperView")
    bar = GeneratedView(id: id + "." + barID, className: barClass)
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
/// (44 pt tall, below a 20 pt status bar).
open class UINavigationController: UIContainerViewController {
  public init(id: String, viewControllers: [UIViewController] = []) {
    super.init(
      id: id, transitionClass: "UINavigationTransitionView", barID: "navigationBar",
      barClass: "UINavigationBar"
    ) { size in CGRect(x: 0, y: 20, width: size.width, height: 44) }
    setViewControllers(viewControllers)
  }
  open override var className: String { "UINavigationController" }
  public var topViewController: UIViewController? { viewControllers.last }
  open override var visibleViewController: UIViewController? { topViewController }
}

/// UITabBarController: the selected tab's controller is on screen, above a 49 pt tab bar.
open class UITabBarController: UIContainerViewController {
  public var selectedIndex = 0 {
    didSet { showVisible() }
  }
  public init(id: String, viewControllers: [UIViewController] = [], selectedIndex: Int = 0) {
    super.init(id: id, transitionClass: "UITransitionView", barID: "tabBar", barClass: "UITabBar") {
      size in
      CGRect(x: 0, y: size.height - 49, width: size.width, height: 49)
    }
    self.selectedIndex = selectedIndex
    setViewControllers(viewControllers)
  }
  open override var className: String { "UITabBarController" }
  public var selectedViewController: UIViewController? {
    viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
  }
  open override var visibleViewController: UIViewController? { selectedViewController }
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
