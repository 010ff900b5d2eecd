import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// UIRefreshControl (issue 33, item 6).
@Suite struct RefreshControlTests {
  func scene(drag: Double, inScrollView: Bool = true) -> String {
    // The refresh control is the table's subview, or (misplaced) its controller view's.
    let control =
      "{id: refresher, class: UIRefreshControl, endRefreshingAfter: 0.5, "
      + "actions: [{event: valueChanged, target: ListViewController, action: reload}]}"
    return """
      \(SceneSkeleton.controllerView("ListViewController"))
              - id: list
                class: UITableView
                frame: [0, 0, 375, 667]
                subviews:
                  - \(inScrollView ? control : "{id: row0, class: UITableViewCell}")
                  - {id: row1, class: UITableViewCell}
              - \(inScrollView ? "{id: plain, frame: [0, 0, 10, 10]}" : control)
      touches:
        - drag: {from: [187, 100], to: [187, \(100 + drag)], duration: 0.8}
        - wait: 1
      """
  }

  /// Pulled past `_snappingHeight` (150.33 pt; the pan moves the content at half the finger's
  /// speed past the top), the control refreshes and sends valueChanged while the pan still
  /// changes (Apple, UIRefreshControl: the scroll view "begins animating its progress indicator,
  /// and notifies your app"); `endRefreshingAfter` ends it.
  @Test func aLongPullSendsValueChangedWhileTheTableScrolls() throws {
    let (trace, log) = try tracedRun(scene(drag: 400))
    let changed = try #require(log.firstIndex(of: "refresher valueChanged"))
    #expect(log.contains("ListViewController reload from refresher"))
    #expect(log[changed...].contains { $0.hasPrefix("list scrollViewDidScroll") })
    let states = trace.events.filter { $0.kind == .valueChange && $0.object == "refresher" }
    #expect(states.map(\.value) == [1, 0])
    #expect(trace.object("refresher")?.frame == Rect(0, -60, 375, 60))
  }

  /// Under the threshold nothing is sent.
  @Test func aShortPullSendsNothing() throws {
    let (_, log) = try tracedRun(scene(drag: 200))
    #expect(!log.contains("refresher valueChanged"))
  }

  /// UIKit raises when a refresh control has no scroll view: a located error.
  @Test func outsideAScrollViewIsAnError() throws {
    #expect(throws: (any Error).self) { try tracedRun(scene(drag: 400, inScrollView: false)) }
  }
}
