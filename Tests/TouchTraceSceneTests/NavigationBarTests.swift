import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// The navigation bar beyond its back button (issue 33, item 2): backBarButtonItem,
/// backButtonTitle and backButtonDisplayMode; a hidden bar; hidesBarsOnTap and hidesBarsOnSwipe;
/// large titles. Sources are in UINavigationItem+Back.swift, UINavigationBar.swift and
/// UINavigationController+Bars.swift.
@Suite struct NavigationBarTests {
  /// `nav` (with `navKeys`) holding Inbox (with `inbox` keys) and, unless `pushed` is false,
  /// Message above it; Inbox's view has a full-screen button `row` (an action Inbox handles).
  func scene(
    navKeys: String = "", inbox: String = "title: Inbox", pushed: Bool = true, touches: String
  ) -> String {
    let message = """
            - id: Message
              title: Message
              view: {id: messageView, logs: false}
      """
    return """
      window:
        rootViewController:
          id: nav
          class: UINavigationController
          \(navKeys)
          viewControllers:
            - id: Inbox
              \(inbox)
              view:
                id: inboxView
                logs: false
                subviews:
                  - id: row
                    class: UIButton
                    frame: [0, 0, 375, 667]
                    actions: [{event: touchUpInside, target: Inbox, action: open}]
      \(pushed ? message : "")
      touches:
      \(touches)
      """
  }

  func backTitle(_ inbox: String) throws -> String? {
    let (trace, _) = try tracedRun(scene(inbox: inbox, touches: "  - wait: 0.1"))
    return trace.object("nav.backButton")?.title
  }

  /// Apple, backBarButtonItem: the item below the top gives the back button; its bar button
  /// item's title wins over the controller's title; without one, backButtonTitle, then the
  /// title, then "Back" (BackButtonDisplayMode.default); generic: "Back"; minimal: no title.
  @Test func theBackButtonsTitleComesFromTheItemBelow() throws {
    #expect(try backTitle("title: Inbox") == "Inbox")
    #expect(
      try backTitle("title: Inbox\n        navigationItem: {backBarButtonItem: {title: Mail}}")
        == "Mail")
    #expect(
      try backTitle("title: Inbox\n        navigationItem: {backButtonTitle: Mailboxes}")
        == "Mailboxes")
    #expect(
      try backTitle(
        "title: Inbox\n        navigationItem: {backButtonTitle: M, backBarButtonItem: {title: B}}"
      ) == "B")
    #expect(
      try backTitle("title: Inbox\n        navigationItem: {backButtonDisplayMode: generic}")
        == "Back")
    #expect(
      try backTitle("title: Inbox\n        navigationItem: {backButtonDisplayMode: minimal}")
        == nil)
    #expect(try backTitle("navigationItem: {backBarButtonItem: {}}") == nil)
  }

  /// A shorter back button is narrower: a tap where "All Inboxes" would end hits the bar.
  @Test func aShortBackBarButtonItemIsNarrower() throws {
    let inbox = "title: All Inboxes\n        navigationItem: {backBarButtonItem: {title: Mail}}"
    let (trace, log) = try tracedRun(scene(inbox: inbox, touches: "  - tap: [90, 42]"))
    #expect(trace.object("nav.backButton")?.frame == Rect(16, 0, 44, 44))
    #expect(
      withoutHitTesting(log).filter { $0.hasPrefix("nav") } == [
        "nav touchesBegan touch 1", "nav touchesEnded touch 1",
      ])
  }

  /// Apple, isNavigationBarHidden; hitTest(_:with:) "ignores view objects that are hidden": a
  /// tap at the top reaches the content under the hidden bar.
  @Test func aHiddenBarLetsTouchesAtTheTopReachTheContent() throws {
    let (trace, log) = try tracedRun(
      scene(navKeys: "isNavigationBarHidden: true", pushed: false, touches: "  - tap: [187, 42]"))
    #expect(trace.object("nav.navigationBar")?.isHidden == true)
    #expect(log.contains("Inbox open from row"))
    let (_, shown) = try tracedRun(scene(pushed: false, touches: "  - tap: [187, 42]"))
    #expect(!shown.contains("Inbox open from row"))
  }

  /// Apple, hidesBarsOnTap: "toggles the hiding and showing of its navigation bar … in response
  /// to an otherwise unhandled tap in the content area". A tap on plain content: the recognizer
  /// recognizes, the bar hides after it; the next tap (where the bar was) shows it again.
  @Test func hidesBarsOnTapTogglesTheBar() throws {
    let yaml = """
      window:
        rootViewController:
          id: nav
          class: UINavigationController
          hidesBarsOnTap: true
          viewControllers:
            - {id: Photo, view: {id: photoView, logs: false}}
      touches:
        - tap: [187, 300]
        - wait: 0.5
        - tap: [187, 40]
      """
    let (trace, log) = try tracedRun(yaml)
    let tap = "nav.barHideOnTapGestureRecognizer"
    #expect(trace.object(tap)?.class == "UITapGestureRecognizer")
    let calls = withoutHitTesting(log).filter { $0.hasPrefix("nav") }
    #expect(
      calls == [
        "\(tap) touchesBegan touch 1", "nav touchesBegan touch 1", "\(tap) touchesEnded touch 1",
        "\(tap) recognized", "nav touchesCancelled touch 1", "nav isNavigationBarHidden = true",
        "\(tap) touchesBegan touch 2", "nav touchesBegan touch 2", "\(tap) touchesEnded touch 2",
        "\(tap) recognized", "nav touchesCancelled touch 2", "nav isNavigationBarHidden = false",
      ])
  }

  /// "In the content area": a tap on the visible bar does not reach the recognizer; a tap on a
  /// button is the button's (UIControl keeps a single tap from an ancestor's tap recognizer).
  @Test func hidesBarsOnTapLeavesTheBarAndButtonsAlone() throws {
    let (_, log) = try tracedRun(
      scene(
        navKeys: "hidesBarsOnTap: true", pushed: false,
        touches: "  - tap: [187, 42]\n  - wait: 0.5\n  - tap: [187, 300]"))
    #expect(!log.contains { $0.contains("isNavigationBarHidden") })
    #expect(!log.contains("nav.barHideOnTapGestureRecognizer touchesBegan touch 1"))
    #expect(log.contains("nav.barHideOnTapGestureRecognizer failed (row refused it)"))
    #expect(log.contains("Inbox open from row"))
  }

  /// `set` steps name UIKit's bar-hiding recognizers as they name the pop gesture (an app turns
  /// `barHideOnTapGestureRecognizer.isEnabled` off while a photo is being edited); without
  /// `hidesBarsOnTap` there is none to name (UIKit makes it on first use).
  @Test func setStepsNameTheBarHidingRecognizers() throws {
    func photo(_ keys: String, off recognizer: String, _ touch: String) -> String {
      """
      window:
        rootViewController:
          id: nav
          class: UINavigationController
          \(keys)
          viewControllers:
            - {id: Photo, view: {id: photoView, logs: false}}
      touches:
        - set: {id: nav.\(recognizer), isEnabled: false}
        - \(touch)
      """
    }
    let tap = "barHideOnTapGestureRecognizer"
    let (_, log) = try tracedRun(photo("hidesBarsOnTap: true", off: tap, "tap: [187, 300]"))
    #expect(log.contains("nav.\(tap) isEnabled = false"))
    #expect(!log.contains { $0.contains("isNavigationBarHidden") })
    #expect(log.contains("nav touchesEnded touch 1"))
    // The swipe's recognizer is quiet (as a scroll view's pan): off, a drag up leaves the bar.
    let dragUp = "drag: {from: [187, 500], to: [187, 300], duration: 0.3}"
    let swipe = "barHideOnSwipeGestureRecognizer"
    let (_, swipeLog) = try tracedRun(photo("hidesBarsOnSwipe: true", off: swipe, dragUp))
    #expect(!swipeLog.contains { $0.contains("isNavigationBarHidden") })
    #expect(
      parseErrors(photo("hidesBarsOnSwipe: true", off: tap, dragUp)).contains(
        "'set' names 'nav.\(tap)', but no view or gesture recognizer"))
  }

  /// A navigation controller that never hides its bar on a touch has neither recognizer (UIKit
  /// makes them on first use): its trace is as before.
  @Test func noBarHidingRecognizersUnlessAsked() throws {
    let (trace, _) = try tracedRun(scene(touches: "  - wait: 0.1"))
    #expect(!trace.objects.contains { $0.id.hasPrefix("nav.barHide") })
  }

  /// Apple, hidesBarsOnSwipe: "an upward swipe hides the navigation bar … A downward swipe shows
  /// both bars again"; the content's scroll view scrolls at the same time.
  @Test func hidesBarsOnSwipeHidesOnADragUpAndShowsOnADragDown() throws {
    let yaml = """
      window:
        rootViewController:
          id: nav
          class: UINavigationController
          hidesBarsOnSwipe: true
          viewControllers:
            - id: Article
              view:
                id: articleView
                logs: false
                subviews:
                  - {id: scroll, class: UIScrollView, frame: [0, 0, 375, 667], contentSize: [375, 2000]}
      touches:
        - drag: {from: [187, 500], to: [187, 300], duration: 0.3}
        - wait: 5
        - drag: {from: [187, 200], to: [187, 400], duration: 0.3}
      """
    let (_, log) = try tracedRun(yaml)
    let bar = log.filter { $0.contains("isNavigationBarHidden") }
    #expect(bar == ["nav isNavigationBarHidden = true", "nav isNavigationBarHidden = false"])
    let hidden = try #require(log.firstIndex(of: "nav isNavigationBarHidden = true"))
    #expect(log[hidden...].contains { $0.hasPrefix("scroll scrollViewDidScroll") })
  }

  /// Large titles: the bar grows by largeTitleHeight (52 pt, a simulator's measurement) under its
  /// 44 pt row, with UIKit's _UINavigationBarLargeTitleView; a tap at y = 100 hits it instead of
  /// the content. `automatic` at the root shows it (UIKit's header); `never` on the pushed item
  /// does not; `automatic` above `never` inherits a small title.
  @Test func largeTitlesGrowTheBar() throws {
    let (trace, log) = try tracedRun(
      scene(
        navKeys: "navigationBar: {prefersLargeTitles: true}", pushed: false,
        touches: "  - tap: [187, 100]"))
    #expect(trace.object("nav.navigationBar")?.frame == Rect(0, 20, 375, 96))
    let large = try #require(trace.object("nav.navigationBar.largeTitleView"))
    #expect(large.class == "_UINavigationBarLargeTitleView" && large.title == "Inbox")
    #expect(large.frame == Rect(0, 44, 375, 52))
    #expect(trace.object("nav.navigationBar")?.title == nil)
    #expect(!log.contains("Inbox open from row"))
    let constants = "constants: {largeTitleHeight: 60}\n"
    let (taller, _) = try tracedRun(
      constants
        + scene(
          navKeys: "navigationBar: {prefersLargeTitles: true}", pushed: false,
          touches: "  - wait: 0.1"))
    #expect(taller.object("nav.navigationBar")?.frame == Rect(0, 20, 375, 104))
  }

  func barHeight(inbox: String, messageMode: String?) throws -> Double? {
    var yaml = scene(
      navKeys: "navigationBar: {prefersLargeTitles: true}", inbox: inbox, touches: "  - wait: 0.1")
    if let messageMode {
      yaml = yaml.replacingOccurrences(
        of: "title: Message",
        with: "title: Message\n        navigationItem: {largeTitleDisplayMode: \(messageMode)}")
    }
    return try tracedRun(yaml).0.object("nav.navigationBar")?.frame?.height
  }

  /// Apple, LargeTitleDisplayMode: automatic "Inherit the display mode from the previous
  /// navigation item"; always; never.
  @Test func largeTitleDisplayModeDecidesForTheTopItem() throws {
    #expect(try barHeight(inbox: "title: Inbox", messageMode: nil) == 96)
    #expect(try barHeight(inbox: "title: Inbox", messageMode: "never") == 44)
    let smallRoot = "title: Inbox\n        navigationItem: {largeTitleDisplayMode: never}"
    #expect(try barHeight(inbox: smallRoot, messageMode: nil) == 44)
    #expect(try barHeight(inbox: smallRoot, messageMode: "always") == 96)
  }

  /// Apple, viewWillAppear(_:) ("Notifies the view controller that its view is about to be
  /// added to a view hierarchy"): a controller that hides the bar there hides it as it comes on
  /// top; the controller below, showing it in its own, brings it back on the pop.
  @Test func viewWillAppearHidesTheBarPerScreen() throws {
    let yaml = scene(
      inbox: "title: Inbox\n        viewWillAppear: [{setNavigationBarHidden: false}]",
      pushed: false, touches: "  - tap: [187, 300]\n  - wait: 0.5\n  - tap: [30, 42]"
    )
    .replacingOccurrences(
      of: "touches:",
      with: """
        storyboard:
          - id: Photo
            viewWillAppear: [{setNavigationBarHidden: true}]
            view: {id: photoView, logs: false}
        touches:
        """
    )
    .replacingOccurrences(
      of: "action: open}]",
      with: "action: open}]\n        navigation: {open: {pushViewController: Photo}}")
    let (trace, log) = try tracedRun(yaml)
    let push = try #require(trace.events.first { $0.method == "pushViewController" })
    #expect(push.objects?.first { $0.id == "nav.navigationBar" }?.isHidden == true)
    // The bar is hidden: the tap at its place reaches the photo (which handles nothing).
    #expect(log.contains("nav touchesBegan touch 2"))
    #expect(!log.contains { $0.contains("backButton touchesBegan") })
  }

  /// Bad input: the bar keys are a navigation controller's; modes are checked.
  @Test func badBarKeysAreLocated() {
    let onPlain = "window: {rootViewController: {id: c, hidesBarsOnTap: true}}"
    #expect(
      parseErrors(onPlain)
        == "1:38: 'hidesBarsOnTap' is only for a UINavigationController; controller 'c' is a UIViewController"
    )
    let badMode = scene(
      inbox: "navigationItem: {largeTitleDisplayMode: big}", pushed: false, touches: "  - wait: 0.1"
    )
    #expect(parseErrors(badMode).contains("largeTitleDisplayMode"))
  }
}
