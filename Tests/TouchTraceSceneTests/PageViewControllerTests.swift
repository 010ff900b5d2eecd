import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// UIPageViewController with `transitionStyle: .scroll` (issue 33): its pages in UIKit's private
/// paging `_UIQueuingScrollView` (Apple, UIPageViewController.TransitionStyle.scroll;
/// UIScrollView.isPagingEnabled).
@Suite struct PageViewControllerTests {
  let pages = """
    window:
      rootViewController:
        id: pages
        class: UIPageViewController
        viewControllers:
          - id: First
            view: {id: firstView}
          - id: Second
            view:
              id: secondView
              subviews:
                - id: go
                  class: UIButton
                  frame: [100, 500, 150, 50]
                  title: Go
                  actions: [{event: touchUpInside, target: Second, action: go}]
    touches:
    """

  private func run(_ touches: String) throws -> (Trace, [String]) {
    let (trace, log) = try tracedRun(pages + "\n" + touches)
    return (trace, withoutHitTesting(log))
  }

  /// A drag to the left past half the page turns it; the controller hears didFinishAnimating
  /// about the new page, and a tap there reaches the page's button.
  @Test func aDragTurnsThePageAndItsButtonKeepsItsTap() throws {
    let (trace, log) = try run(
      """
        - drag: {from: [300, 300], to: [60, 300], duration: 0.3}
        - wait: 0.3
        - tap: [175, 525]
      """)
    #expect(trace.touches.first?.view == "firstView")
    #expect(trace.touches.last?.view == "go")
    #expect(log.contains("pages didFinishAnimating:previousViewControllers: First YES"))
    #expect(log.contains("Second go from go"))
    #expect(trace.object("pages.queuingScrollView")?.class == "_UIQueuingScrollView")
  }

  /// The data source's and delegate's calls in a simulator's order (iOS 9.1, iPhone 6
  /// simulator, wisdomskyduan.blogspot.com/2015/11/ios-uipageviewcontroller-test-note.html: "Slight
  /// scroll", "Touch up", "Slight scroll again", "Scroll to next page", "Slight scroll again",
  /// "Scroll back to previous page"). A short drag let go still springs back: the transition it
  /// began finishes, not completed.
  @Test func theCallsComeInTheSimulatorsOrder() throws {
    let (_, log) = try run(
      """
        - drag: {from: [300, 300], to: [200, 300], duration: 0.3, hold: 0.2}
        - wait: 0.3
        - drag: {from: [300, 300], to: [60, 300], duration: 0.3}
        - wait: 0.3
        - drag: {from: [60, 300], to: [300, 300], duration: 0.3}
        - wait: 0.3
      """)
    #expect(
      log.filter { $0.hasPrefix("pages ") } == [
        "pages viewControllerAfterViewController: First",
        "pages viewControllerBeforeViewController: First",
        "pages willTransitionToViewControllers: Second",
        "pages didFinishAnimating:previousViewControllers: First NO",
        "pages willTransitionToViewControllers: Second",
        "pages didFinishAnimating:previousViewControllers: First YES",
        "pages viewControllerAfterViewController: Second",
        "pages willTransitionToViewControllers: First",
        "pages didFinishAnimating:previousViewControllers: Second YES",
        "pages viewControllerBeforeViewController: First",
      ])
  }

  /// A drag toward no page (back from the first) begins no transition: nothing to finish.
  @Test func aDragTowardNoPageBeginsNoTransition() throws {
    let (_, log) = try run("  - drag: {from: [60, 300], to: [300, 300], duration: 0.3}")
    #expect(
      log.filter { $0.hasPrefix("pages ") } == [
        "pages viewControllerAfterViewController: First",
        "pages viewControllerBeforeViewController: First",
      ])
  }

  /// `viewControllers` is for containers; a page view controller makes its own view.
  @Test func aPageViewControllerMakesItsOwnView() {
    let errors = controlErrors(
      pages.replacingOccurrences(
        of: "class: UIPageViewController\n",
        with: "class: UIPageViewController\n    view: {id: v}\n"
      ))
    #expect(errors.first?.contains("a UIPageViewController makes its own view") == true)
  }
}
