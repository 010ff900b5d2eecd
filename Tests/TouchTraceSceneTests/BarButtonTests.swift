import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// The bars (issue 9): a navigation bar shows its top controller's title and bar button items, a
/// tab bar button its tab's title.
@Suite struct BarButtonTests {
  let scene = """
    window:
      rootViewController:
        id: nav
        class: UINavigationController
        viewControllers:
          - id: ListViewController
            title: Albums
            navigationItem:
              leftBarButtonItems:
                - {id: editItem, title: Edit, target: ListViewController, action: edit}
              rightBarButtonItems:
                - {id: addItem, title: Add, target: ListViewController, action: addAlbum}
                - {id: shareItem, title: Share, target: ListViewController, action: share}
            view: {id: listView}
    """

  func run(_ touches: String) throws -> Trace {
    try controlTrace(scene + "\ntouches:\n" + touches)
  }

  /// Apple (UINavigationItem): the first left item at the left edge, the first right item at the
  /// right edge; each a button view (`_UIButtonBarButton`) in the bar named with the item's id.
  /// Apple (UIViewController.title): the navigation bar shows the top controller's title.
  @Test func itemsAreButtonViewsInTheBar() throws {
    let trace = try run("  - tap: [10, 300]")
    #expect(trace.object("nav.navigationBar")?.title == "Albums")
    #expect(trace.object("nav.navigationBar")?.subviews == ["editItem", "addItem", "shareItem"])
    let edit = try #require(trace.object("editItem"))
    #expect(edit.class == "_UIButtonBarButton" && edit.title == "Edit")
    #expect(edit.frame == Rect(16, 0, 44, 44))
    #expect(trace.object("addItem")?.frame == Rect(324, 0, 35, 44))
    #expect(trace.object("shareItem")?.frame == Rect(263, 0, 53, 44))
    #expect(
      edit.actions == [
        ControlAction(event: "touchUpInside", target: "ListViewController", action: "edit")
      ])
  }

  /// A tap on a bar button: its control events as a UIButton's, and the item's action to its target.
  @Test func aTapSendsTheItemsAction() throws {
    let log = EventLog.lines(of: try run("  - tap: [340, 42]")).filter {
      !$0.contains("hitTest") && !$0.contains("pointInside")
    }
    #expect(
      log == [
        "addItem touchesBegan touch 1", "addItem touchDown", "addItem touchesEnded touch 1",
        "addItem touchUpInside", "ListViewController addAlbum from addItem",
        "addItem primaryActionTriggered",
      ])
  }

  /// Apple's Human Interface Guidelines: a hit target of at least 44 × 44 pt. The 35 pt wide Add
  /// button takes touches 4.5 pt beyond each side; the trace's hitArea shows it.
  @Test func aShortBarButtonHasTheMinimumHitArea() throws {
    let trace = try run("  - tap: [320, 42]\n  - tap: [318, 42]")
    #expect(trace.object("addItem")?.hitArea?.rect == Rect(-4.5, 0, 44, 44))
    #expect(trace.object("editItem")?.hitArea?.rect == Rect(0, 0, 44, 44))
    // The first responder each touch began on: the hit-test view.
    let began = trace.events.filter { $0.kind == .touches && $0.phase == .began }
    let hit = [1, 2].map { id in began.first { $0.touches?.contains(id) ?? false }?.object }
    #expect(hit == ["addItem", "nav.navigationBar"])
  }

  @Test func badItemsAreReported() throws {
    func message(_ item: String) -> String {
      do {
        _ = try SceneParser.parse(
          "window: {rootViewController: {id: c, navigationItem: {rightBarButtonItems: [\(item)]}}}",
          file: "s.yaml")
        return "parsed"
      } catch let e as SceneErrors {
        return e.errors.map { "\($0.location.map(\.description) ?? "-"): \($0.message)" }.joined()
      } catch { return "\(error)" }
    }
    #expect(message("{id: a, title: A, action: x}").contains("needs 'target'"))
    #expect(message("{id: a, title: A, target: nobody, action: x}").contains("nobody"))
    #expect(message("{id: c, title: A, target: c, action: x}").contains("'c'"))
  }
}

/// UIKit's navigation bar shows only its top controller's bar button items (Apple,
/// UINavigationController): a `navigationItem` elsewhere is a located warning, not silence.
@Suite struct HiddenNavigationItemTests {
  func warnings(_ yaml: String) throws -> [String] {
    SceneWarnings.check(
      try SceneParser.parse(yaml + "\ntouches: [{tap: [1, 1]}]", file: "s.yaml"), file: "s.yaml"
    )
    .map(\.description)
  }

  let item =
    "navigationItem: {rightBarButtonItems: [{id: ITEM, title: Add, target: AppDelegate, action: add}]}"

  @Test func itemsBelowTheTopAreAWarning() throws {
    let yaml = """
      window:
        rootViewController:
          id: nav
          class: UINavigationController
          viewControllers:
            - {id: first, \(item.replacingOccurrences(of: "ITEM", with: "a"))}
            - {id: second, \(item.replacingOccurrences(of: "ITEM", with: "b"))}
      """
    #expect(
      try warnings(yaml) == [
        "s.yaml:6:21: warning: the navigationItem of first is not shown: first is below second, the top of nav's stack, until a swipe back or the back button pops what is above it (UIKit's navigation bar shows only the top controller's bar button items)"
      ])
  }

  @Test func itemsOutsideANavigationControllerAreAWarning() throws {
    let yaml = """
      window:
        rootViewController: {id: vc, \(item.replacingOccurrences(of: "ITEM", with: "a"))}
      """
    #expect(
      try warnings(yaml) == [
        "s.yaml:2:32: warning: the navigationItem of vc is not shown: vc is in no navigation controller's stack (UIKit's navigation bar shows only the top controller's bar button items)"
      ])
  }

  @Test func theTopControllersItemsAreFine() throws {
    let yaml = """
      window:
        rootViewController:
          id: tabs
          class: UITabBarController
          viewControllers:
            - id: nav
              class: UINavigationController
              viewControllers: [{id: top, \(item.replacingOccurrences(of: "ITEM", with: "a"))}]
      """
    #expect(try warnings(yaml) == [])
  }
}
