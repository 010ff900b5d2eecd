import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// The delegate's highlight and selection calls, in the order a device prints them (issue 33,
/// item 7).
@Suite struct HighlightSelectionOrderTests {
  func table(_ keys: String, touches: String) -> String {
    """
    \(SceneSkeleton.controllerView("ListViewController"))
            - id: list
              class: UITableView
              frame: [0, 0, 375, 667]
              delegate: ListViewController
              didHighlightRowAt: true
              didUnhighlightRowAt: true
              didDeselectRowAt: true
              \(keys)
              subviews:
                - {id: row0, class: UITableViewCell}
                - {id: row1, class: UITableViewCell}
                - {id: row2, class: UITableViewCell}
    touches:
    \(touches)
    """
  }

  /// The delegate's lines of the log.
  func calls(_ yaml: String) throws -> [String] {
    try tracedRun(yaml).1.filter { $0.hasPrefix("ListViewController ") }
  }

  /// Highlight on touch down (Apple, collectionView(_:shouldHighlightItemAt:): "If you return
  /// true, isHighlighted is set to true, collectionView(_:didHighlightItemAt:) is called"); then
  /// a new row while another is selected: willSelect(new), willDeselect(old), didDeselect(old),
  /// didSelect(new) (device report, iter01.com/128615).
  @Test func aSecondRowDeselectsTheFirstInTheDevicesOrder() throws {
    let yaml = table(
      "shouldHighlightRowAt: true\n          willSelectRowAt: []\n          willDeselectRowAt: []",
      touches: "  - tap: [100, 20]\n  - wait: 0.5\n  - tap: [100, 65]")
    #expect(
      try calls(yaml) == [
        "ListViewController shouldHighlightRowAt [0, 0] YES",
        "ListViewController didHighlightRowAt [0, 0]",
        "ListViewController didUnhighlightRowAt [0, 0]",
        "ListViewController willSelectRowAt [0, 0] returns [0, 0]",
        "ListViewController didSelectRowAt [0, 0]",
        "ListViewController shouldHighlightRowAt [0, 1] YES",
        "ListViewController didHighlightRowAt [0, 1]",
        "ListViewController didUnhighlightRowAt [0, 1]",
        "ListViewController willSelectRowAt [0, 1] returns [0, 1]",
        "ListViewController willDeselectRowAt [0, 0] returns [0, 0]",
        "ListViewController didDeselectRowAt [0, 0]",
        "ListViewController didSelectRowAt [0, 1]",
      ])
  }

  /// Apple, collectionView(_:shouldHighlightItemAt:): answered false, "the cell does not get
  /// highlighted and the system bypasses the entire selection process".
  @Test func aRowNotHighlightedIsNotSelected() throws {
    let (trace, log) = try tracedRun(
      table("shouldHighlightRowAt: [[0, 0]]", touches: "  - tap: [100, 65]"))
    #expect(
      log.filter { $0.hasPrefix("ListViewController ") } == [
        "ListViewController shouldHighlightRowAt [0, 1] NO"
      ])
    #expect(!trace.events.contains { $0.kind == .highlight && $0.object == "row1" })
  }

  /// Apple, tableView(_:willSelectRowAt:): "Return an NSIndexPath object other than indexPath if
  /// you want another cell to be selected. Return nil if you don't want the row selected."
  @Test func willSelectRedirectsOrRefuses() throws {
    let yaml = table(
      "willSelectRowAt:\n            - {row: [0, 1], returns: [0, 2]}\n"
        + "            - {row: [0, 0], returns: null}",
      touches: "  - tap: [100, 65]\n  - wait: 0.5\n  - tap: [100, 20]")
    let lines = try calls(yaml).filter { !$0.contains("ighlight") }
    #expect(
      lines == [
        "ListViewController willSelectRowAt [0, 1] returns [0, 2]",
        "ListViewController didSelectRowAt [0, 2]",
        "ListViewController willSelectRowAt [0, 0] returns nil",
      ])
  }

  /// Apple, UITableView.allowsMultipleSelection: a tap selects without deselecting the others,
  /// and a second tap on a selected row deselects it (didDeselectRowAt).
  @Test func multipleSelectionDeselectsOnASecondTap() throws {
    let yaml = table(
      "allowsMultipleSelection: true",
      touches:
        "  - tap: [100, 20]\n  - wait: 0.5\n  - tap: [100, 65]\n  - wait: 0.5\n  - tap: [100, 20]")
    let (trace, log) = try tracedRun(yaml)
    #expect(
      log.filter { $0.hasPrefix("ListViewController ") && !$0.contains("ighlight") } == [
        "ListViewController didSelectRowAt [0, 0]",
        "ListViewController didSelectRowAt [0, 1]",
        "ListViewController didDeselectRowAt [0, 0]",
      ])
    #expect(trace.object("list")?.allowsMultipleSelection == true)
  }

  /// The delegate's answers need a delegate: a located error.
  @Test func answersNeedADelegate() throws {
    let yaml = table("shouldHighlightRowAt: false", touches: "  - tap: [100, 20]")
      .replacingOccurrences(of: "delegate: ListViewController\n", with: "")
    #expect(throws: (any Error).self) { try tracedRun(yaml) }
  }
}
