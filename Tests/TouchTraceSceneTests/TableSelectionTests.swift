import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// Selection in tables and collections (issue 33, item 7), each rule with its source.
@Suite struct TableSelectionTests {
  func table(allowsSelection: String) -> String {
    """
    \(SceneSkeleton.controllerView("ListViewController"))
            - id: list
              class: UITableView
              frame: [0, 0, 375, 667]
              delegate: ListViewController
              \(allowsSelection)
              subviews:
                - {id: row0, class: UITableViewCell}
                - id: row1
                  class: UITableViewCell
                  subviews: [{id: toggle, class: UISwitch, frame: [300, 6, 51, 31]}]
    touches:
      - press: {at: [100, 20], duration: 0.3}
      - tap: [320, 65]
    """
  }

  /// Apple, UITableView.allowsSelection: with false, users "can't select rows": no highlight, no
  /// didSelectRowAt; a control in a cell still gets its touches.
  @Test func noSelectionMeansNoHighlightAndNoSelect() throws {
    let (trace, log) = try tracedRun(table(allowsSelection: "allowsSelection: false"))
    let cells: Set<String?> = ["row0", "row1"]
    #expect(!trace.events.contains { $0.kind == .highlight && cells.contains($0.object) })
    #expect(!trace.events.contains { $0.kind == .select })
    #expect(!log.contains { $0.contains("didSelectRowAt") })
    #expect(log.contains("toggle valueChanged"))
    #expect(trace.object("list")?.allowsSelection == false)
  }

  /// The same table with UIKit's default selects the row it was pressed on.
  @Test func theDefaultSelects() throws {
    let (trace, log) = try tracedRun(table(allowsSelection: ""))
    #expect(
      log.filter { $0.contains("didSelectRowAt") } == ["ListViewController didSelectRowAt [0, 0]"])
    #expect(trace.events.contains { $0.kind == .highlight && $0.object == "row0" })
    #expect(trace.object("list")?.allowsSelection == nil)
  }
}
