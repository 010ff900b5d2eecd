import Foundation

/// UIKit's `UIPageViewController` with `transitionStyle: .scroll`, horizontal: its view
/// (`_UIPageViewControllerContentView`, `PAGES.view`) holds UIKit's `_UIQueuingScrollView`
/// (`PAGES.queuingScrollView`), a paging scroll view whose pan turns the pages (Apple,
/// UIPageViewController.TransitionStyle.scroll: "Scroll transition style"; the class is
/// `_UIQueuingScrollView` in its dumps). Its pages are its `viewControllers` here, the first on
/// screen: what its data source's `pageViewController(_:viewControllerAfter:)` would give one
/// after another. UIKit keeps only the neighbours in its scroll view; here every page's view
/// sits side by side in it, so a trace lists them all from the start. A page's controls keep
/// their taps (the scroll view holds a touch back 0.15 s and passes it on when it does not move).
/// When a drag turns the page, the controller (as its own delegate, the usual subclass) logs
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`:
/// `PAGES didFinishAnimating NEWPAGE YES`.
open class UIPageViewController: UIViewController {
  public let queuingScrollView: UIQueuingScrollView
  /// Every page, in the order the data source gives them.
  public private(set) var pages: [UIViewController] = []
  /// Apple, UIPageViewController.viewControllers: "the view controllers displayed": the current
  /// page.
  public var viewControllers: [UIViewController] {
    pages.indices.contains(currentIndex) ? [pages[currentIndex]] : []
  }
  public private(set) var currentIndex = 0

  public init(id: String, pages: [UIViewController]) {
    queuingScrollView = UIQueuingScrollView(id: id + ".queuingScrollView")
    super.init(id: id)
    let content = GeneratedView(
      id: id + ".view", className: "_UIPageViewControllerContentView")
    content.addSubview(queuingScrollView)
    view = content
    queuingScrollView.pageViewController = self
    self.pages = pages
    for page in pages {
      addChild(page)
      queuingScrollView.addSubview(page.view)
    }
  }

  open override var className: String { "UIPageViewController" }

  /// The scroll view fills the view; the pages sit side by side in it, one bounds wide each.
  open override func placeView(in bounds: CGRect) {
    view.frame = bounds
    queuingScrollView.frame = view.bounds
    let size = view.bounds.size
    for (index, page) in pages.enumerated() {
      page.view.frame = CGRect(
        x: Double(index) * size.width, y: 0, width: size.width, height: size.height)
    }
    queuingScrollView.contentSize = CGSize(
      width: Double(pages.count) * size.width, height: size.height)
    queuingScrollView.contentOffset = CGPoint(x: Double(currentIndex) * size.width, y: 0)
  }

  /// The scroll view came to rest on page `index`: a new page tells the delegate.
  func scrolled(to index: Int, with event: UIEvent?) {
    guard index != currentIndex, pages.indices.contains(index) else { return }
    currentIndex = index
    event?.recorder.valueChange(self, "currentPage", Double(index))
    event?.recorder.controllerDelegateCall(
      self, "didFinishAnimating", about: pages[index].id, answer: true)
    performNavigation(for: "didFinishAnimating", event?.recorder)
  }
}

/// UIKit's private `_UIQueuingScrollView`: a horizontal paging scroll view. Let go, it rests on
/// the page its speed points to, or the nearest (UIScrollView.isPagingEnabled), and tells its
/// page view controller which page that is.
public final class UIQueuingScrollView: UIScrollView {
  weak var pageViewController: UIPageViewController?

  override init(id: String, frame: CGRect = .zero) {
    super.init(id: id, frame: frame)
    isGenerated = true
    logs = false
    isPagingEnabled = true
  }

  public override var className: String { "_UIQueuingScrollView" }

  override func settledOffset(releasedAt offset: CGPoint, movingAt velocity: CGPoint) -> CGPoint? {
    restingOffset(movingAt: velocity)
  }

  override func didSettle(with event: UIEvent?) {
    guard bounds.width > 0 else { return }
    let page = Int(saturating: (contentOffset.x / bounds.width).rounded())
    pageViewController?.scrolled(to: page, with: event)
  }
}
