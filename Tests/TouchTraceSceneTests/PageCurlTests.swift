import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// UIPageViewController with `transitionStyle: .pageCurl` (UIPageViewController+PageCurl.swift):
/// UIKit's `gestureRecognizers`, a tap near the left or right edge and a pan, "Only populated if
/// transition style is 'UIPageViewControllerTransitionStylePageCurl'" (UIPageViewController.h).
@Suite struct PageCurlTests {
  /// Three pages; the first has a plain UIControl and a UIButton at its right edge, and a label
  /// in the middle.
  private func scene(_ curl: String = "", _ extra: String = "") -> String {
    """
    \(extra)
    window:
      rootViewController:
        id: book
        class: UIPageViewController
        transitionStyle: pageCurl
    \(curl)
        viewControllers:
          - id: First
            view:
              id: firstView
              subviews:
                - id: ribbon
                  class: UIControl
                  frame: [330, 40, 36, 60]
                  actions: [{event: touchUpInside, target: First, action: toggleBookmark}]
                - id: share
                  class: UIButton
                  frame: [300, 590, 64, 44]
                  title: Share
                  actions: [{event: touchUpInside, target: First, action: share}]
          - id: Second
            view: {id: secondView}
          - id: Third
            view: {id: thirdView}
    touches:
    """
  }

  private func run(_ touches: String, curl: String = "", extra: String = "") throws -> (
    Trace, [String]
  ) {
    let (trace, log) = try tracedRun(scene(curl, extra) + "\n" + touches)
    return (trace, withoutHitTesting(log))
  }

  /// The page view controller's data source and delegate calls.
  private func calls(_ log: [String]) -> [String] {
    log.filter { $0.hasPrefix("book ") && !$0.contains(" touch") }
  }

  /// A tap near the right edge turns forward, in the scroll style's order: the data source about
  /// the page on screen, `willTransitionTo`, then `didFinishAnimating` YES. The curl's tap is the
  /// recognizer that recognized; the new page's view is in the content view.
  @Test func aTapNearTheRightEdgeTurnsThePageForward() throws {
    let (trace, log) = try run("  - tap: [360, 330]")
    #expect(
      calls(log) == [
        "book viewControllerAfterViewController: First",
        "book willTransitionToViewControllers: Second",
        "book didFinishAnimating:previousViewControllers: First YES",
      ])
    #expect(log.contains("book.pageCurl.tap recognized"))
    #expect(log.contains("book.pageCurl.pan failed"))
    let turn = trace.events.first { $0.kind == .change && $0.method == "turnPage" }
    #expect(turn?.objects?.first { $0.id == "secondView" }?.superview == "book.view")
    #expect(turn?.objects?.first { $0.id == "firstView" }?.superview == nil)
  }

  /// Near the left edge it turns back: `viewControllerBefore`.
  @Test func aTapNearTheLeftEdgeTurnsBack() throws {
    let (_, log) = try run(
      """
        - tap: [360, 330]
        - wait: 0.5
        - tap: [15, 330]
      """)
    #expect(
      calls(log).suffix(3) == [
        "book viewControllerBeforeViewController: Second",
        "book willTransitionToViewControllers: First",
        "book didFinishAnimating:previousViewControllers: Second YES",
      ])
  }

  /// The middle of the page is the content's: the curl's tap never sees the touch; at an edge
  /// with no page that way it fails, and nothing turns.
  @Test func theMiddleAndAnEdgeWithoutAPageTurnNothing() throws {
    let (_, middle) = try run("  - tap: [187, 330]")
    #expect(!middle.contains { $0.hasPrefix("book.pageCurl.tap") })
    let (_, back) = try run("  - tap: [15, 330]")
    #expect(calls(back).isEmpty)
    #expect(
      back.contains(
        "book.pageCurl.tap failed (no page that way: the page view controller's data source returns nil)"
      ))
  }

  /// A UIButton at the edge keeps its single tap (Apple, "Attaching gesture recognizers to UIKit
  /// controls"); a plain UIControl does not: the curl's tap recognizes, the control's touch is
  /// cancelled, its action never sent, and the page turns (the classic bug).
  @Test func theButtonKeepsItsTapAPlainControlLosesIt() throws {
    let (_, button) = try run("  - tap: [332, 612]")
    #expect(button.contains("First share from share"))
    #expect(calls(button).isEmpty)
    let (_, ribbon) = try run("  - tap: [348, 70]")
    #expect(ribbon.contains("book.pageCurl.tap recognized"))
    #expect(ribbon.contains("ribbon touchCancel"))
    #expect(!ribbon.contains { $0.contains("toggleBookmark") })
    #expect(ribbon.contains("book didFinishAnimating:previousViewControllers: First YES"))
  }

  /// The fix: the app as the tap's delegate answers `gestureRecognizer(_:shouldReceive:)` NO for
  /// a touch on a control; the control gets its tap, a tap beside it still turns the page.
  @Test func aDelegateRefusingControlsGivesTheControlItsTap() throws {
    let fix =
      "    gestureRecognizers: {tap: {delegate: {shouldReceiveTouch: {unlessTouchedViewIs: [UIControl]}}}}"
    let (_, log) = try run(
      """
        - tap: [348, 70]
        - wait: 0.5
        - tap: [360, 330]
      """, curl: fix)
    #expect(log.contains("book.pageCurl.tap shouldReceiveTouch NO"))
    #expect(log.contains("First toggleBookmark from ribbon"))
    #expect(
      calls(log) == [
        "book viewControllerAfterViewController: First",
        "book willTransitionToViewControllers: Second",
        "book didFinishAnimating:previousViewControllers: First YES",
      ])
  }

  /// The other fix, removing the tap (`isEnabled: false`): the control gets its tap and a tap at
  /// the edge turns nothing.
  @Test func aDisabledTapTurnsNothing() throws {
    let (_, log) = try run(
      "  - tap: [348, 70]", curl: "    gestureRecognizers: {tap: {isEnabled: false}}")
    #expect(log.contains("First toggleBookmark from ribbon"))
    #expect(!log.contains { $0.hasPrefix("book.pageCurl.tap") })
  }

  /// A `set` step names the curl's tap as the app's code would reach it (`isEnabled = false`
  /// while the page is being annotated): the next tap at the edge turns nothing.
  @Test func aSetStepDisablesTheTap() throws {
    let (_, log) = try run(
      """
        - set: {id: book.pageCurl.tap, isEnabled: false}
        - tap: [348, 70]
      """)
    #expect(log.contains("book.pageCurl.tap isEnabled = false"))
    #expect(log.contains("First toggleBookmark from ribbon"))
  }

  /// A pan to the left let go past half the page turns it; a short one held still falls back
  /// (`didFinishAnimating` NO).
  @Test func aPanTurnsPastHalfAndFallsBackShortOfIt() throws {
    let (_, log) = try run(
      """
        - drag: {from: [200, 300], to: [130, 300], duration: 0.3, hold: 0.2}
        - wait: 0.3
        - drag: {from: [300, 300], to: [60, 300], duration: 0.3}
      """)
    #expect(
      calls(log) == [
        "book viewControllerAfterViewController: First",
        "book willTransitionToViewControllers: Second",
        "book didFinishAnimating:previousViewControllers: First NO",
        "book viewControllerAfterViewController: First",
        "book willTransitionToViewControllers: Second",
        "book didFinishAnimating:previousViewControllers: First YES",
      ])
    #expect(log.contains("book.pageCurl.pan ended"))
  }

  /// `pageCurlEdgeTapFraction` sets the edge region: at 0.05 (19 pt of 375) a tap 25 pt from the
  /// edge is the content's.
  @Test func theEdgeRegionIsAConstant() throws {
    let (_, log) = try run(
      "  - tap: [350, 330]", extra: "constants: {pageCurlEdgeTapFraction: 0.05}")
    #expect(!log.contains { $0.hasPrefix("book.pageCurl.tap") })
    let tooWide = controlErrors(scene("", "constants: {pageCurlEdgeTapFraction: 0.9}"))
    #expect(tooWide.first?.contains("'pageCurlEdgeTapFraction' must be from 0.01 to 0.5") == true)
  }

  /// The curl has no queuing scroll view; its recognizers are reported by their public classes.
  @Test func theCurlHasRecognizersAndNoScrollView() throws {
    let (trace, _) = try run("  - tap: [187, 330]")
    #expect(trace.object("book.queuingScrollView") == nil)
    #expect(trace.object("book.pageCurl.tap")?.class == "UITapGestureRecognizer")
    #expect(trace.object("book.pageCurl.pan")?.class == "UIPanGestureRecognizer")
  }

  /// Bad input: a misspelt style gets "did you mean"; the keys belong to a page view controller,
  /// `gestureRecognizers` only to a curl.
  @Test func badTransitionStylesAreReported() {
    let misspelt = controlErrors(
      scene().replacingOccurrences(
        of: "transitionStyle: pageCurl", with: "transitionStyle: pagecurl"))
    #expect(misspelt.first?.contains("did you mean 'pageCurl'") == true)
    let scroll = controlErrors(
      scene("    gestureRecognizers: {tap: {isEnabled: false}}").replacingOccurrences(
        of: "transitionStyle: pageCurl", with: "transitionStyle: scroll"))
    #expect(
      scroll.first?.contains(
        "'gestureRecognizers' is only for a UIPageViewController with 'transitionStyle: pageCurl'")
        == true)
    let plain = controlErrors(
      "window: {rootViewController: {id: c, transitionStyle: pageCurl}}")
    #expect(plain.first?.contains("'transitionStyle' is only for a UIPageViewController") == true)
  }
}
