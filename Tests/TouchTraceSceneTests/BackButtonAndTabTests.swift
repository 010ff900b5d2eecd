import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// The navigation bar's back button and a tap on the selected tab (issue 31, items 8 and 9).
/// Sources are in UIBarButtonItem.swift (UIBackButtonView) and UIContainerViewController.swift
/// (UITabBarController.select).
@Suite struct BackButtonAndTabTests {
  /// A navigation controller `nav` with Inbox and Message (`inbox` and `message` are their extra
  /// keys), as the first tab of `tabs`, with a Search tab.
  func scene(inbox: String = "title: Inbox", message: String = "", touches: String) -> String {
    """
    window:
      rootViewController:
        id: tabs
        class: UITabBarController
        viewControllers:
          - id: nav
            class: UINavigationController
            viewControllers:
              - id: Inbox
                \(inbox)
                view: {id: inboxView, logs: false}
              - id: Message
                title: Message
                \(message)
                view: {id: messageView, logs: false}
          - id: Search
            view: {id: searchView, logs: false}
    touches:
    \(touches)
    """
  }

  func run(_ yaml: String) throws -> (Trace, [String]) { try tracedRun(yaml) }

  func calls(_ log: [String]) -> [String] {
    withoutHitTesting(log)
  }

  /// Apple, UINavigationBar.backItem: with no leftBarButtonItem on the top item, "the navigation
  /// bar displays a back button whose title is derived from" the item below; UINavigationItem.title
  /// gives that title (nil: "Back"). A tap on it pops the top controller, logged as a swipe
  /// back's pop is.
  @Test func theBackButtonShowsThePreviousTitleAndPops() throws {
    let (trace, log) = try run(scene(touches: "  - tap: [40, 42]"))
    let back = try #require(trace.object("nav.backButton"))
    #expect(back.class == "_UIButtonBarButton" && back.title == "Inbox")
    #expect(back.frame == Rect(16, 0, 53, 44))
    #expect(trace.object("nav.navigationBar")?.subviews == ["nav.backButton"])
    #expect(
      calls(log) == [
        "nav.backButton touchesBegan touch 1", "nav.backButton touchDown",
        "nav.backButton touchesEnded touch 1", "nav.backButton touchUpInside",
        "nav.backButton primaryActionTriggered", "nav popViewController Message",
      ])
    // Popped to the root: the bar has no back button, and the trace still lists it.
    let pop = try #require(trace.events.last { $0.method == "popViewController" })
    #expect(pop.objects?.first { $0.id == "nav.navigationBar" }?.subviews == nil)
    #expect(pop.objects?.first { $0.id == "nav.wrapperView" }?.subviews == ["inboxView"])
  }

  /// A controller below with no title: the back button says "Back" (Apple, UINavigationItem.title).
  @Test func anUntitledControllerGivesBack() throws {
    let (trace, _) = try run(scene(inbox: "", touches: "  - wait: 0.1"))
    #expect(trace.object("nav.backButton")?.title == "Back")
  }

  /// The top controller's own leftBarButtonItems replace the back button (Apple,
  /// UINavigationBar.backItem: only "if the leftBarButtonItem property of the topmost navigation
  /// item is nil"); a root alone has none, and its trace has no back button at all.
  @Test func leftItemsOrARootAloneShowNone() throws {
    let left = """
      navigationItem: {leftBarButtonItems: [{id: closeItem, title: Close, target: Message, action: close}]}
      """
    let (trace, log) = try run(scene(message: left, touches: "  - tap: [40, 42]"))
    #expect(trace.object("nav.backButton") == nil)
    #expect(trace.object("nav.navigationBar")?.subviews == ["closeItem"])
    #expect(log.contains("Message close from closeItem"))
    #expect(!log.contains { $0.contains("popViewController") })
  }

  /// A tap on the selected tab pops its navigation controller to the root (Apple,
  /// tabBarController(_:didSelect:): the selected controller "could be the same view controller
  /// that was already selected"; device reports of the stock tab bar). `selectedIndex` does not
  /// change.
  @Test func reselectingTheSelectedTabPopsToTheRoot() throws {
    let (trace, log) = try run(scene(touches: "  - tap: [94, 642]"))
    #expect(calls(log) == ["nav popToRootViewController Message"])
    let pop = try #require(trace.events.last { $0.method == "popToRootViewController" })
    #expect(pop.object == "nav" && pop.other == "Message")
    #expect(pop.objects?.first { $0.id == "nav.wrapperView" }?.subviews == ["inboxView"])
    #expect(!trace.events.contains { $0.kind == .valueChange })
    // At the root already, a second tap on it does nothing.
    let (_, twice) = try run(scene(touches: "  - tap: [94, 642]\n  - tap: [94, 642]"))
    #expect(calls(twice) == ["nav popToRootViewController Message"])
  }

  /// Switching to another tab and back shows the stack as it was: no pop.
  @Test func switchingTabsDoesNotPop() throws {
    let (trace, log) = try run(scene(touches: "  - tap: [281, 642]\n  - tap: [94, 642]"))
    #expect(!log.contains { $0.contains("pop") })
    #expect(trace.events.filter { $0.kind == .valueChange }.count == 2)
  }
}
