import Foundation
import TouchTraceTrace

/// UIPageViewController with `transitionStyle: .pageCurl` (Apple, TransitionStyle.pageCurl: "the
/// page view controller displays a page-turning animation … If a data source is specified, the
/// animation follows the user's finger during a navigation gesture"). It has no scroll view: the
/// page on screen is its controller's view in the content view (`PAGES.view`), and the pages turn
/// by two recognizers UIKit puts on that view, its `gestureRecognizers` (Apple: "An array of
/// UIGestureRecognizer objects that are configured to handle user interaction … initially attached
/// to a view in the page view controller's hierarchy"; the header adds "Only populated if
/// transition style is 'UIPageViewControllerTransitionStylePageCurl'"). Apps find them by their
/// public classes, `UIPanGestureRecognizer` and `UITapGestureRecognizer` (Xcode's Page-Based App
/// template moves them to its own view; apps test `isKindOfClass:` to remove the tap or set
/// themselves as their delegate), so they are reported as those. Their ids: `PAGES.pageCurl.tap`
/// and `PAGES.pageCurl.pan`.
///
/// - The tap takes touches only within `pageCurlEdgeTapFraction` of the page's left or right edge
///   (where Apple is silent): at the right it turns forward, at the left back, when there is a
///   page that way. A tap recognizer on an ancestor, it loses a single tap on a `UIButton` (and the
///   other controls Apple lists) but not on a plain `UIControl` or a view of the app's own: that
///   control's touch is cancelled, the classic "my control on the page gets no tap" that an app
///   fixes with a `gestureRecognizer(_:shouldReceive:)` refusing controls, or by disabling the tap
///   (device report: river2202/flutter-native-page-view-controller issue 1, "UIPageViewController
///   default gesture is stopping Flutter page widget to getting tap", citing stackoverflow.com
///   question 7788780).
/// - The pan begins toward a page (left: forward, right: back); let go, the turn completes when
///   the finger's travel plus what its speed projects (`releaseProjectionRate`) reaches
///   `pageCurlCompletionFraction` of the page's width, else the page falls back.
/// The data source and delegate hear the scroll style's calls in its order
/// (UIPageViewController.swift): the neighbour that way, `willTransitionToViewControllers:`, then
/// `didFinishAnimating:previousViewControllers:` with the page left and whether it turned.
extension UIPageViewController {
  /// Makes the curl's recognizers and shows the first page; the others' views are loaded now
  /// (UIKit loads them when the data source gives them), so a trace lists them from the start.
  func installPageCurl(in content: UIView) {
    let pan = PageCurlPanGestureRecognizer(id: id + ".pageCurl.pan")
    let tap = PageCurlTapGestureRecognizer(id: id + ".pageCurl.tap")
    pan.pageViewController = self
    tap.pageViewController = self
    gestureRecognizers = [pan, tap]
    for recognizer in gestureRecognizers { content.addGestureRecognizer(recognizer) }
    if let first = pages.first { content.addSubview(first.view) }
    for page in pages.dropFirst() { _ = page.view }
  }

  /// Which way a tap at `point` (in the view) turns: forward (true) near the right edge, back
  /// near the left; nil elsewhere.
  func curlDirection(at point: CGPoint) -> Bool? {
    let width = Double(view.bounds.width)
    let edge = width * view.constants.pageCurlEdgeTapFraction
    if Double(point.x) < edge { return false }
    if Double(point.x) > width - edge { return true }
    return nil
  }

  /// Why a curl's recognizer cannot begin: there is no page the way it would turn.
  static let noPageThatWay = "no page that way: the page view controller's data source returns nil"

  /// A curl began toward `forward`: the data source is asked for that neighbour, and the delegate
  /// hears the page it turns to.
  func curlBegan(forward: Bool, _ recorder: TraceRecorder?) {
    ask(
      forward ? "viewControllerAfterViewController:" : "viewControllerBeforeViewController:",
      about: currentIndex, recorder)
    beginTurn(forward: forward, recorder)
  }

  /// The curl ended: completed, the new page's view replaces the old one in the content view
  /// (a `change` whose objects let a diagram show the new page); then the delegate hears
  /// `didFinishAnimating:` either way.
  func curlEnded(completed: Bool, _ recorder: TraceRecorder?) {
    guard let next = pendingIndex else { return }
    pendingIndex = nil
    let previous = currentIndex
    if completed {
      let leaving = pages[previous].view
      let arriving = pages[next].view
      leaving.removeFromSuperview()
      currentIndex = next
      arriving.frame = view.bounds
      view.addSubview(arriving)
      recorder?.valueChange(self, "currentPage", Double(next))
      recorder?.change(
        "turnPage", id,
        objects: TraceSnapshot.objects(
          of: [view] + leaving.subtree + arriving.subtree, recognizers: [])
      ) { $0.other = self.pages[next].id }
    }
    recorder?.controllerDelegateCall(
      self, "didFinishAnimating:previousViewControllers:", about: pages[previous].id,
      answer: completed)
    if completed { performNavigation(for: "didFinishAnimating", recorder) }
  }
}

/// UIKit's page-curl tap, reported as the public class: it takes only touches near the page's
/// left or right edge, and begins only when there is a page that way. Recognized, it turns the
/// page at the end of the run-loop turn, as its action would.
final class PageCurlTapGestureRecognizer: UITapGestureRecognizer {
  weak var pageViewController: UIPageViewController?

  override var className: String { "UITapGestureRecognizer" }

  override func shouldTryToBegin(with touch: UITouch) -> Bool {
    guard super.shouldTryToBegin(with: touch), let pages = pageViewController else { return false }
    return pages.curlDirection(at: touch.location(in: pages.view)) != nil
  }

  override func canBegin() -> Bool {
    guard super.canBegin(), let pages = pageViewController,
      let forward = pages.curlDirection(at: location(in: pages.view))
    else { return false }
    return pages.neighbour(forward: forward) != nil
  }

  override var cannotBeginReason: String? { UIPageViewController.noPageThatWay }

  override func stateChanged(from old: State) {
    guard currentState == .ended, let pages = pageViewController, let event = arbiter?.event,
      let forward = pages.curlDirection(at: location(in: pages.view))
    else { return }
    event.recorder.clock.atEndOfTurn {
      pages.curlBegan(forward: forward, event.recorder)
      pages.curlEnded(completed: true, event.recorder)
    }
  }
}

/// UIKit's page-curl pan, reported as the public class: it begins only toward a page (left:
/// forward, right: back), and let go far enough (or fast enough) turns it.
final class PageCurlPanGestureRecognizer: UIPanGestureRecognizer {
  weak var pageViewController: UIPageViewController?

  override var className: String { "UIPanGestureRecognizer" }

  override func canBegin() -> Bool {
    guard super.canBegin(), let pages = pageViewController, movement.x != 0 else { return false }
    return pages.neighbour(forward: movement.x < 0) != nil
  }

  override var cannotBeginReason: String? { UIPageViewController.noPageThatWay }

  override func stateChanged(from old: State) {
    guard let pages = pageViewController, let recorder = arbiter?.event?.recorder else { return }
    switch currentState {
    case .began: pages.curlBegan(forward: movement.x < 0, recorder)
    case .ended: pages.curlEnded(completed: turnsPage(pages), recorder)
    case .cancelled, .failed: pages.curlEnded(completed: false, recorder)
    default: break
    }
  }

  /// Whether the pan let go now completes the turn: how far it went the turn's way, plus what its
  /// speed would carry it, reaches `pageCurlCompletionFraction` of the page's width.
  private func turnsPage(_ pages: UIPageViewController) -> Bool {
    let sign = pages.pendingIndex.map { $0 > pages.currentIndex ? -1.0 : 1.0 } ?? 0
    let carried = projectedDistance(
      Double(velocity(in: nil).x) * sign, rate: constants.releaseProjectionRate)
    let needed = Double(pages.view.bounds.width) * constants.pageCurlCompletionFraction
    return Double(movement.x) * sign + carried >= needed
  }
}
