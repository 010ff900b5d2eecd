import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// `UINavigationItem.hidesSearchBarWhenScrolling` (UINavigationController+SearchBarScrolling.swift,
/// where the sources are): the search bar collapses as the content scroll view scrolls up, a pull
/// down brings it back, and false keeps it.
@Suite struct SearchBarScrollingTests {
  /// A table controller whose table is its view, full screen under a bar of 44 + 52 pt (it ends
  /// at y = 116), its first row placed by hand under the bar; `List` hears the table's and the
  /// search bar's delegate calls.
  func scene(_ itemKeys: String = "", touches: String) -> String {
    let rows = (1...15).map { "            - {id: row\($0), class: UITableViewCell, logs: false}" }
    return """
      window:
        rootViewController:
          id: nav
          class: UINavigationController
          viewControllers:
            - id: List
              class: UITableViewController
              title: Contacts
              navigationItem:
                searchController: {id: search, delegate: List, searchBar: {delegate: List}}
                \(itemKeys)
              view:
                id: table
                class: UITableView
                frame: [0, 0, 375, 667]
                delegate: List
                logs: false
                subviews:
                  - {id: row0, class: UITableViewCell, frame: [0, 116, 375, 44], logs: false}
      \(rows.joined(separator: "\n"))
      touches:
      \(touches)
      """
  }

  let dragUp = "  - drag: {from: [187, 560], to: [187, 420], duration: 0.6}\n  - wait: 1.0"
  let dragDown = "  - drag: {from: [187, 300], to: [187, 520], duration: 0.6}\n  - wait: 1.0"
  let tapWhereTheFieldIs = "  - tap: [150, 90]\n  - wait: 0.5"

  /// The bar's re-layouts: each with the content offset of the scroll just before it, the
  /// navigation bar's frame and the search bar's.
  func layouts(_ trace: Trace) -> [(offset: Double, bar: Rect?, search: Rect?)] {
    var offset = 0.0
    var out: [(offset: Double, bar: Rect?, search: Rect?)] = []
    for event in trace.events {
      if event.kind == .scroll, event.object == "table", let point = event.contentOffset {
        offset = point.y
      }
      guard event.kind == .change, event.method == TraceEvent.layoutSubviews else { continue }
      let objects = event.objects ?? []
      out.append(
        (
          offset, objects.first { $0.id == "nav.navigationBar" }?.frame,
          objects.first { $0.id == "search.searchBar" }?.frame
        ))
    }
    return out
  }

  /// Before any scroll the tap at y = 90 is on the search field; after the list is dragged up it
  /// lands on a row (the bar ends at y = 64), and the collapse prints no line of its own.
  @Test func aTapWhereTheSearchBarWasReachesTheListAfterAScroll() throws {
    let (before, _) = try tracedRun(scene(touches: tapWhereTheFieldIs))
    #expect(before.touches.first?.view == "search.searchBar.searchTextField")
    let (trace, log) = try tracedRun(scene(touches: dragUp + "\n" + tapWhereTheFieldIs))
    let tap = try #require(trace.touches.last)
    #expect(tap.view?.hasSuffix(".contentView") == true)
    #expect(tap.responderChain.contains("table"))
    #expect(
      withoutHitTesting(log).filter { !$0.contains("touches") } == ["List didSelectRowAt [0, 2]"])
  }

  /// A scene's own `contentOffset` lays the bar out from the start: at the top and pulled down
  /// past it the search bar is 52 pt, 20 pt in it is 32 pt, from 52 pt on it is gone.
  @Test(arguments: [(0.0, 52.0), (20, 32), (51, 1), (52, 0), (80, 0), (-30, 52)])
  func theBarsFrameAtAGivenOffset(offset: Double, height: Double) throws {
    let yaml = scene(touches: "  - wait: 0.1").replacingOccurrences(
      of: "frame: [0, 0, 375, 667]\n",
      with: "frame: [0, 0, 375, 667]\n          contentOffset: [0, \(offset)]\n")
    #expect(yaml.contains("contentOffset"))
    let (trace, _) = try tracedRun(yaml)
    #expect(trace.object("search.searchBar")?.frame == Rect(0, 44, 375, height))
    #expect(trace.object("nav.navigationBar")?.frame == Rect(0, 20, 375, 44 + height))
  }

  /// The search bar is `navigationSearchBarHeight` less the offset past the content's top, down to
  /// 0, at every offset the drag went through; the navigation bar grows and shrinks with it.
  @Test func theSearchBarsFrameFollowsTheOffset() throws {
    let (trace, _) = try tracedRun(scene(touches: dragUp))
    let seen = layouts(trace)
    #expect(seen.count > 5)
    for layout in seen {
      let height = min(52, max(0, 52 - layout.offset))
      #expect(layout.search == Rect(0, 44, 375, height))
      #expect(layout.bar == Rect(0, 20, 375, 44 + height))
    }
    #expect(seen.last?.search?.height == 0)
    #expect(seen.contains { $0.search!.height > 0 && $0.search!.height < 52 })
  }

  /// A pull down to the top brings the search bar back at its full height: the same tap then
  /// presents the search controller.
  @Test func aPullDownBringsItBack() throws {
    let (trace, log) = try tracedRun(
      scene(touches: [dragUp, dragDown, tapWhereTheFieldIs].joined(separator: "\n")))
    #expect(layouts(trace).last?.search == Rect(0, 44, 375, 52))
    #expect(trace.touches.last?.view == "search.searchBar.searchTextField")
    #expect(log.contains("List searchBarTextDidBeginEditing search.searchBar"))
  }

  /// With hidesSearchBarWhenScrolling false the bar stays: no re-layout, and the tap after the
  /// drag still reaches the search field.
  @Test func falseKeepsTheSearchBar() throws {
    let (trace, _) = try tracedRun(
      scene(
        "hidesSearchBarWhenScrolling: false", touches: dragUp + "\n" + tapWhereTheFieldIs))
    #expect(layouts(trace).isEmpty)
    #expect(trace.touches.last?.view == "search.searchBar.searchTextField")
  }

  /// The scroll view that collapses it is the top controller's content: another scroll view
  /// after the first in its view does not.
  @Test func onlyTheContentScrollViewCollapsesIt() throws {
    let yaml = """
      window:
        rootViewController:
          id: nav
          class: UINavigationController
          viewControllers:
            - id: List
              navigationItem:
                searchController: {id: search}
              view:
                id: listView
                subviews:
                  - {id: first, class: UIScrollView, frame: [0, 116, 375, 200], contentSize: [375, 900]}
                  - {id: second, class: UIScrollView, frame: [0, 320, 375, 340], contentSize: [375, 900]}
      touches:
        - drag: {from: [187, 600], to: [187, 400], duration: 0.6}
        - wait: 1.0
        - drag: {from: [187, 300], to: [187, 150], duration: 0.6}
        - wait: 1.0
      """
    let (trace, _) = try tracedRun(yaml)
    let changes = trace.events.filter {
      $0.kind == .change && $0.method == TraceEvent.layoutSubviews
    }
    let firstScroll = trace.events.firstIndex { $0.kind == .scroll && $0.object == "first" }
    let firstChange = trace.events.firstIndex { $0.kind == .change }
    #expect(!changes.isEmpty)
    #expect(try #require(firstChange) > (try #require(firstScroll)))
  }
}
