import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// UISearchController as a navigation item's `searchController` (issue 33, item 8): where its
/// search bar sits, the order of the calls when a tap on the field presents it and when the
/// dimming view or Cancel dismisses it, and what touches reach while it is active. Sources are in
/// UISearchController.swift.
@Suite struct SearchControllerTests {
  /// A list under a large title whose item has a search controller with `keys`; `List` is its
  /// delegate, results updater and search bar delegate, and the table's delegate.
  func scene(_ keys: String = "", touches: String) -> String {
    """
    window:
      rootViewController:
        id: nav
        class: UINavigationController
        navigationBar: {prefersLargeTitles: true}
        viewControllers:
          - id: List
            title: Contacts
            navigationItem:
              searchController:
                id: search
                delegate: List
                searchResultsUpdater: List
                searchBar: {delegate: List}
                \(keys)
            view:
              id: listView
              logs: false
              subviews:
                - id: table
                  class: UITableView
                  frame: [0, 168, 375, 499]
                  delegate: List
                  logs: false
                  subviews:
                    - {id: anna, class: UITableViewCell, logs: false}
                    - {id: daniel, class: UITableViewCell, logs: false}
    touches:
    \(touches)
    """
  }

  /// The calls of the run, without hit-testing, touch deliveries and the Cancel button's own
  /// control events.
  func calls(_ yaml: String) throws -> [String] {
    let (_, log) = try tracedRun(yaml)
    return withoutHitTesting(log).filter {
      !$0.contains("touches") && !$0.hasPrefix("search.searchBar.cancelButton")
    }
  }

  let tapField = "  - tap: [150, 142]\n  - wait: 0.5"

  /// The search bar sits under the large title, full width, navigationSearchBarHeight tall; the
  /// bar grows by it (44 + 52 + 52 pt below the 20 pt status bar).
  @Test func theSearchBarSitsUnderTheLargeTitle() throws {
    let (trace, _) = try tracedRun(scene(touches: "  - wait: 0.1"))
    #expect(trace.object("nav.navigationBar")?.frame == Rect(0, 20, 375, 148))
    let bar = try #require(trace.object("search.searchBar"))
    #expect(bar.class == "UISearchBar" && bar.frame == Rect(0, 96, 375, 52))
    #expect(trace.object("search.searchBar.searchTextField")?.placeholder == "Search")
    let (taller, _) = try tracedRun(
      "constants: {navigationSearchBarHeight: 60}\n" + scene(touches: "  - wait: 0.1"))
    #expect(taller.object("nav.navigationBar")?.frame == Rect(0, 20, 375, 156))
  }

  /// The decompile's order: the bar's delegate first, then willPresent, the results updater
  /// (the field became first responder), the presentation, and didPresent once it is over.
  @Test func aTapOnTheFieldPresentsItInUIKitsOrder() throws {
    #expect(
      try calls(scene(touches: tapField)) == [
        "List searchBarTextDidBeginEditing search.searchBar",
        "List willPresentSearchController search",
        "List updateSearchResults search",
        "List present search",
        "List didPresentSearchController search",
      ])
  }

  /// isActive follows the presentation; the navigation bar hides
  /// (hidesNavigationBarDuringPresentation), the field is first responder, Cancel shows.
  @Test func activeStateFromSwift() throws {
    let app = try SceneBuilder.build(
      SceneParser.parse(scene(touches: "  - wait: 0.1"), file: "s.yaml"), file: "s.yaml")
    let simulator = TouchSimulator(application: app)
    let search = try #require(app.responder(withID: "search") as? UISearchController)
    let nav = try #require(app.responder(withID: "nav") as? UINavigationController)
    #expect(!search.isActive && search.searchBar.superview === nav.navigationBar)
    simulator.tap(at: CGPoint(x: 150, y: 142))
    simulator.wait(0.5)
    simulator.clock.run()
    #expect(search.isActive && nav.isNavigationBarHidden)
    #expect(search.searchBar.searchTextField.isFirstResponder)
    #expect(search.searchBar.showsCancelButton)
    #expect(search.searchBar.superview === search.searchBarContainerView)
    #expect(search.dimmingView.frame == CGRect(x: 0, y: 72, width: 375, height: 595))
    simulator.tap(at: CGPoint(x: 187, y: 240))
    simulator.wait(0.5)
    simulator.clock.run()
    #expect(!search.isActive && !nav.isNavigationBarHidden)
    #expect(!search.searchBar.searchTextField.isFirstResponder)
    #expect(!search.searchBar.showsCancelButton)
    #expect(search.searchBar.superview === nav.navigationBar)
  }

  /// A tap on the dimmed list reaches the dimming view, not a row; it dismisses: willDismiss,
  /// the field resigns (searchBarTextDidEndEditing), didDismiss. The next tap selects the row.
  @Test func aTapOnTheDimmingViewDismisses() throws {
    let yaml = scene(
      touches: tapField + "\n  - tap: [187, 240]\n  - wait: 0.5\n  - tap: [187, 234]")
    let (trace, _) = try tracedRun(yaml)
    #expect(trace.touches[1].view == "search.dimmingView")
    #expect(
      try calls(yaml).suffix(6) == [
        "search.dimmingView.tap recognized",
        "List willDismissSearchController search",
        "List searchBarTextDidEndEditing search.searchBar",
        "List dismiss search",
        "List didDismissSearchController search",
        "List didSelectRowAt [0, 1]",
      ])
  }

  /// Cancel: the bar's delegate hears searchBarCancelButtonClicked, then the search controller
  /// dismisses. With automaticallyShowsCancelButton false there is no Cancel button.
  @Test func cancelDismissesAfterTheBarsDelegate() throws {
    let yaml = scene(touches: tapField + "\n  - tap: [345, 46]\n  - wait: 0.5")
    #expect(
      try calls(yaml).suffix(5) == [
        "List searchBarCancelButtonClicked search.searchBar",
        "List willDismissSearchController search",
        "List searchBarTextDidEndEditing search.searchBar",
        "List dismiss search",
        "List didDismissSearchController search",
      ])
    let noCancel = scene(
      "automaticallyShowsCancelButton: false", touches: tapField + "\n  - tap: [345, 46]")
    #expect(!(try calls(noCancel)).contains { $0.contains("Cancel") })
  }

  /// With obscuresBackgroundDuringPresentation false, no dimming view: the tap reaches the list
  /// (the search controller stays active). With hidesNavigationBarDuringPresentation false the
  /// bar stays and the dimming view starts under it.
  @Test func withoutObscuringTouchesReachTheContent() throws {
    let yaml = scene(
      "obscuresBackgroundDuringPresentation: false",
      touches: tapField + "\n  - tap: [187, 234]")
    let log = try calls(yaml)
    #expect(log.contains("List didSelectRowAt [0, 1]"))
    #expect(!log.contains("List willDismissSearchController search"))
    let app = try SceneBuilder.build(
      SceneParser.parse(
        scene("hidesNavigationBarDuringPresentation: false", touches: "  - wait: 0.1"),
        file: "s.yaml"), file: "s.yaml")
    let simulator = TouchSimulator(application: app)
    simulator.tap(at: CGPoint(x: 150, y: 142))
    simulator.clock.run()
    let search = try #require(app.responder(withID: "search") as? UISearchController)
    #expect(search.isActive && search.searchBar.superview is UINavigationBar)
    #expect(search.dimmingView.frame.minY == 168)
    // The search controller's views pass a touch on themselves through: the bar's row gets it.
    let (trace, _) = try tracedRun(
      scene(
        "hidesNavigationBarDuringPresentation: false", touches: tapField + "\n  - tap: [187, 40]"))
    #expect(trace.touches[1].view == "nav.navigationBar")
  }

  /// hidesSearchBarWhenScrolling: read and set (default true); what it does is
  /// SearchBarScrollingTests'.
  @Test func hidesSearchBarWhenScrollingIsRecorded() throws {
    let yaml = scene(touches: "  - wait: 0.1").replacingOccurrences(
      of: "navigationItem:\n",
      with: "navigationItem:\n          hidesSearchBarWhenScrolling: false\n")
    let app = try SceneBuilder.build(SceneParser.parse(yaml, file: "s.yaml"), file: "s.yaml")
    let list = try #require(app.responder(withID: "List") as? UIViewController)
    #expect(list.navigationItem.hidesSearchBarWhenScrolling == false)
  }

  /// Bad input: unknown keys get "did you mean", the id is required, references are checked.
  @Test func badSearchControllerKeysAreLocated() {
    #expect(
      parseErrors(scene("obscuresBackground: false", touches: "  - wait: 0.1")).contains(
        "obscuresBackgroundDuringPresentation"))
    let noID = scene(touches: "  - wait: 0.1").replacingOccurrences(
      of: "            id: search\n", with: "")
    #expect(parseErrors(noID).contains("a 'searchController' needs an 'id'"))
    let badDelegate = scene(touches: "  - wait: 0.1").replacingOccurrences(
      of: "delegate: List\n", with: "delegate: Nobody\n")
    #expect(parseErrors(badDelegate).contains("Nobody"))
    #expect(
      parseErrors(scene("hidesNavigationBarDuringPresentation: maybe", touches: "  - wait: 0.1"))
        .contains("hidesNavigationBarDuringPresentation"))
  }
}
