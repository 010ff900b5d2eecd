import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// The status bar (issue 33, item 9): a tap on it is the scroll-to-top gesture (Apple,
/// UIScrollView.scrollsToTop; UIScrollViewDelegate.scrollViewShouldScrollToTop(_:),
/// scrollViewDidScrollToTop(_:)).
@Suite struct StatusBarTests {
  static func feed(bannerScrollsToTop: Bool = false, feedKeys: String = "") -> String {
    """
    application: {statusBar: true}
    window:
      rootViewController:
        id: FeedViewController
        view:
          id: feedView
          logs: false
          subviews:
            - id: banners
              class: UIScrollView
              frame: [0, 20, 375, 100]
              contentSize: [1125, 100]
              scrollsToTop: \(bannerScrollsToTop)
            - id: feed
              class: UIScrollView
              frame: [0, 120, 375, 547]
              contentSize: [375, 2000]
              contentOffset: [0, 600]\(feedKeys)
    touches:
      - tap: [187, 10]
    """
  }

  /// The one scroll view with scrollsToTop scrolls to the top, then its delegate hears of it; the
  /// app's views hear nothing of the touch.
  @Test func aTapScrollsTheOnlyScrollsToTopViewToTheTop() throws {
    let (trace, log) = try tracedRun(Self.feed())
    #expect(trace.touches.first?.view == "UIStatusBar")
    #expect(log == ["feed scrollViewDidScroll (0, 0)", "feed scrollViewDidScrollToTop"])
  }

  /// "On iPhone, the scroll-to-top gesture has no effect if there is more than one scroll view
  /// on-screen that has scrollsToTop set to YES."
  @Test func twoScrollsToTopViewsMeanNothingHappens() throws {
    #expect(try tracedRun(Self.feed(bannerScrollsToTop: true)).1.isEmpty)
  }

  /// The delegate may refuse; its answer is logged.
  @Test func theDelegateMayRefuse() throws {
    let log = try tracedRun(Self.feed(feedKeys: "\n          scrollViewShouldScrollToTop: false")).1
    #expect(log == ["feed scrollViewShouldScrollToTop NO"])
  }

  /// "the content is already at the top, nothing happens".
  @Test func contentAtTheTopStays() throws {
    let scene = Self.feed().replacingOccurrences(
      of: "contentOffset: [0, 600]", with: "contentOffset: [0, 0]")
    #expect(try tracedRun(scene).1.isEmpty)
  }

  /// Without `statusBar` the strip is the app's: the tap reaches its views.
  @Test func withoutAStatusBarTheTapIsTheApps() throws {
    let scene = Self.feed().replacingOccurrences(of: "application: {statusBar: true}", with: "")
    let (trace, _) = try tracedRun(scene)
    #expect(trace.touches.first?.view == "feedView")
  }
}
