import Foundation

/// UIKit's `UIPageViewController`, horizontal. With `transitionStyle: .pageCurl` its pages turn by
/// UIKit's tap and pan recognizers on its view (UIPageViewController+PageCurl.swift). With
/// `transitionStyle: .scroll` (the default here) its view
/// (`_UIPageViewControllerContentView`, `PAGES.view`) holds UIKit's `_UIQueuingScrollView`
/// (`PAGES.queuingScrollView`), a paging scroll view whose pan turns the pages (Apple,
/// UIPageViewController.TransitionStyle.scroll: "Scroll transition style"; the class is
/// `_UIQueuingScrollView` in its dumps). Its pages are its `viewControllers` here, the first on
/// screen: what its data source's `pageViewController(_:viewControllerAfter:)` would give one
/// after another. UIKit keeps only the neighbours in its scroll view; here every page's view
/// sits side by side in it, so a trace lists them all from the start. A page's controls keep
/// their taps (the scroll view holds a touch back 0.15 s and passes it on when it does not move).
///
/// The controller is its own data source and delegate (the usual subclass), and hears them in the
/// order a simulator printed them (iOS 9.1, iPhone 6 simulator: "[iOS] UIPageViewController Test
/// Note", wisdomskyduan.blogspot.com/2015/11/ios-uipageviewcontroller-test-note.html, "Slight
/// scroll" to "Scroll back to previous page"): the first drag asks
/// `viewControllerAfterViewController:` then `viewControllerBeforeViewController:` about the page
/// on screen, then `willTransitionToViewControllers:`; the page let go, it hears
/// `didFinishAnimating:previousViewControllers:` with the page it left and whether the
/// transition completed (NO when the page springs back); a completed turn asks for the one
/// neighbour of the new page it does not hold yet: after it going forward, before it going back.
open class UIPageViewController: UIViewController {
  /// Apple, UIPageViewController.TransitionStyle: `.pageCurl` ("Page curl transition style") or
  /// `.scroll` ("Scrolling transition style").
  public enum TransitionStyle: String, Sendable, CaseIterable {
    case pageCurl, scroll
  }
  /// Apple, transitionStyle: "set when the page view controller is initialized, and cannot be
  /// changed".
  public let transitionStyle: TransitionStyle
  /// The scroll style's paging scroll view; nil with `.pageCurl`, which has none.
  public let queuingScrollView: UIQueuingScrollView?
  /// Apple, gestureRecognizers: UIKit's tap and pan that turn the pages, "Only populated if
  /// transition style is 'UIPageViewControllerTransitionStylePageCurl'" (UIPageViewController.h);
  /// empty with `.scroll`.
  public internal(set) var gestureRecognizers: [UIGestureRecognizer] = []
  /// Apple, isDoubleSided: "the default value is false". Stored only: the engine shows one page,
  /// the spine at the left (`spineLocation` `.min`), as a single-sided horizontal curl does.
  public var isDoubleSided = false
  /// Every page, in the order the data source gives them.
  public private(set) var pages: [UIViewController] = []
  /// Apple, UIPageViewController.viewControllers: "the view controllers displayed": the current
  /// page.
  public var viewControllers: [UIViewController] {
    pages.indices.contains(currentIndex) ? [pages[currentIndex]] : []
  }
  public internal(set) var currentIndex = 0
  /// Whether UIKit holds the neighbours of the page on screen (asked once, at the first drag).
  private var holdsNeighbours = false
  /// The page a drag began turning to (`willTransitionToViewControllers:`), until it is let go.
  var pendingIndex: Int?

  public init(
    id: String, pages: [UIViewController], transitionStyle: TransitionStyle = .scroll
  ) {
    self.transitionStyle = transitionStyle
    queuingScrollView =
      transitionStyle == .scroll ? UIQueuingScrollView(id: id + ".queuingScrollView") : nil
    super.init(id: id)
    let content = GeneratedView(
      id: id + ".view", className: "_UIPageViewControllerContentView")
    view = content
    self.pages = pages
    for page in pages { addChild(page) }
    if let queuingScrollView {
      content.addSubview(queuingScrollView)
      queuingScrollView.pageViewController = self
      for page in pages { queuingScrollView.addSubview(page.view) }
    } else {
      installPageCurl(in: content)
    }
  }

  open override var className: String { "UIPageViewController" }

  /// The scroll view fills the view; the pages sit side by side in it, one bounds wide each. A
  /// curl's pages each fill the view (one of them in it).
  open override func placeView(in bounds: CGRect) {
    view.frame = bounds
    guard let queuingScrollView else {
      for page in pages { page.view.frame = view.bounds }
      return
    }
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

  /// A drag began on the scroll view, `forward` (to the left) or back: the data source's first
  /// questions, then the page it turns to, if there is one.
  func dragBegan(forward: Bool, with event: UIEvent?) {
    let recorder = event?.recorder
    if !holdsNeighbours {
      holdsNeighbours = true
      ask("viewControllerAfterViewController:", about: currentIndex, recorder)
      ask("viewControllerBeforeViewController:", about: currentIndex, recorder)
    }
    beginTurn(forward: forward, recorder)
  }

  /// The index of the page after (`forward`) or before the one on screen, if there is one.
  func neighbour(forward: Bool) -> Int? {
    let next = currentIndex + (forward ? 1 : -1)
    return pages.indices.contains(next) ? next : nil
  }

  /// A turn toward `forward` begins when there is a page that way: it is pending until the drag
  /// or curl ends, and the delegate hears `willTransitionToViewControllers:` about it.
  func beginTurn(forward: Bool, _ recorder: TraceRecorder?) {
    guard let next = neighbour(forward: forward) else { return }
    pendingIndex = next
    ask("willTransitionToViewControllers:", about: next, recorder)
  }

  /// The scroll view came to rest on page `index`: a transition the drag began finishes,
  /// completed or not; a new page is current, and the data source is asked for its neighbour.
  func scrolled(to index: Int, with event: UIEvent?) {
    guard pages.indices.contains(index), pendingIndex != nil || index != currentIndex else {
      return
    }
    pendingIndex = nil
    let previous = currentIndex
    let recorder = event?.recorder
    recorder?.controllerDelegateCall(
      self, "didFinishAnimating:previousViewControllers:", about: pages[previous].id,
      answer: index != previous)
    guard index != previous else { return }
    currentIndex = index
    recorder?.valueChange(self, "currentPage", Double(index))
    let forward = index > previous
    ask(
      forward ? "viewControllerAfterViewController:" : "viewControllerBeforeViewController:",
      about: index, recorder)
    performNavigation(for: "didFinishAnimating", recorder)
  }

  func ask(_ method: String, about index: Int, _ recorder: TraceRecorder?) {
    recorder?.controllerDelegateCall(self, method, about: pages[index].id, answer: nil)
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

  override func willBeginDragging(movement: CGPoint, with event: UIEvent?) {
    pageViewController?.dragBegan(forward: movement.x < 0, with: event)
  }

  override func didSettle(with event: UIEvent?) {
    guard bounds.width > 0 else { return }
    let page = Int(saturating: (contentOffset.x / bounds.width).rounded())
    pageViewController?.scrolled(to: page, with: event)
  }
}
