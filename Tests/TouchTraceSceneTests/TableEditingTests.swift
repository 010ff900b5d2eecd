import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// Editing mode (issue 33, item 7): a table's editing and reorder controls, the Delete they
/// reveal, the data source's commit and move. Sources: Apple's Table View Programming Guide,
/// "Inserting and Deleting Rows in Editing Mode" and "Managing the Reordering of Rows"
/// (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/TableView_iPhone),
/// UITableViewCell.EditingStyle, tableView(_:editingStyleForRowAt:), tableView(_:canMoveRowAt:).
@Suite struct TableEditingTests {
  /// Three 44 pt rows in an editing table at (0, 100) whose delegate is `List`.
  func scene(_ keys: String = "", touches: String) -> String {
    """
    \(SceneSkeleton.editingList(rows: 3, keys: [keys]))
    touches:
    \(touches)
    """
  }

  /// The log without hit-testing, moves, recognizers' touches and control events.
  func calls(_ log: [String]) -> [String] {
    log.filter {
      !$0.contains("hitTest") && !$0.contains("pointInside") && !$0.contains("Moved")
        && !$0.contains("touch ") && !$0.contains("touchD") && !$0.contains("touchUp")
        && !$0.contains("primaryAction") && !$0.contains("list.swipe")
    }
  }

  /// Apple, editingStyleForRowAt: without it an editable row has the .delete style; each row
  /// shows UIKit's `UITableViewCellEditControl` on its left and its content moves in by it; the
  /// reorder control shows only with canMoveRowAt (the data source implements moveRowAt).
  @Test func eachRowShowsItsEditingControl() throws {
    let (trace, _) = try tracedRun(scene(touches: "  - wait: 0.1"))
    #expect(trace.object("list")?.isEditing == true)
    let control = try #require(trace.object("row0.editControl"))
    #expect(control.class == "UITableViewCellEditControl")
    #expect(control.editingStyle == "delete")
    #expect(control.frame == Rect(0, 0, 47, 44))
    #expect(trace.object("row0.contentView")?.frame == Rect(47, 0, 328, 44))
    #expect(trace.object("row0.reorderControl") == nil)
    // The Delete it reveals is the trailing swipe actions' button, made from the start.
    #expect(trace.object("row0.swipeAction0")?.title == "Delete")
    // Not editing: no control at all.
    let (plain, _) = try tracedRun(
      scene(touches: "  - wait: 0.1").replacingOccurrences(of: "isEditing: true", with: ""))
    #expect(plain.object("row0.editControl") == nil)
    #expect(plain.object("list")?.isEditing == nil)
  }

  /// A tap on the red minus reveals Delete; a tap on Delete calls tableView(_:commit:forRowAt:)
  /// with .delete (Apple: "When users tap the deletion control, the table view displays a Delete
  /// button"; "When the Delete button is pressed, tableView sends … commitEditingStyle"); the
  /// row leaves and the rows below move up.
  @Test func minusThenDeleteCommitsTheDeletion() throws {
    let (trace, log) = try tracedRun(
      scene(touches: "  - tap: [23, 166]\n  - wait: 0.3\n  - tap: [338, 166]"))
    #expect(
      calls(log) == [
        "row1 addSubview row1.swipeActionPullView", "List commit delete [0, 1]",
        "row1 removeFromSuperview",
      ])
    #expect(trace.object("list")?.subviews?.contains("row1") == true)  // as the scene began
    let row2 = trace.events.last { $0.kind == .change }?.objects?.first { $0.id == "row2" }
    #expect(row2?.indexPath == [0, 1])
    #expect(row2?.frame?.y == 44)
  }

  /// Apple, editingStyleForRowAt / UITableViewCell.EditingStyle: .insert is a green plus, whose
  /// tap commits .insert at once ("When users tap the insertion control, the table view sends
  /// the data source a tableView:commitEditingStyle:forRowAtIndexPath: message"); .none: no
  /// editing control.
  @Test func insertAndNoneStyles() throws {
    let keys =
      "editingStyleForRowAt: [{row: [0, 1], returns: insert}, {row: [0, 2], returns: none}]"
    let (trace, log) = try tracedRun(scene(keys, touches: "  - tap: [23, 166]"))
    #expect(trace.object("row1.editControl")?.editingStyle == "insert")
    #expect(trace.object("row2.editControl") == nil)
    #expect(trace.object("row2.contentView")?.frame?.x == 0)
    #expect(calls(log) == ["List commit insert [0, 1]"])
    let all = try tracedRun(scene("editingStyleForRowAt: none", touches: "  - wait: 0.1")).0
    #expect(all.object("row0.editControl") == nil)
  }

  /// Apple, canEditRowAt: rows it answers false for have no editing control ("If this method is
  /// not implemented, all rows are assumed to be editable").
  @Test func canEditRowAtLimitsTheControls() throws {
    let (trace, _) = try tracedRun(scene("canEditRowAt: [[0, 2]]", touches: "  - wait: 0.1"))
    #expect(trace.object("row0.editControl") == nil)
    #expect(trace.object("row2.editControl")?.editingStyle == "delete")
  }

  /// "Managing the Reordering of Rows": a row that can move shows the reorder control on its
  /// right; a drag on it carries the row, and let go the data source gets
  /// tableView(_:moveRowAt:to:) with the rows' new order. The table does not scroll.
  @Test func dragOnTheGripMovesTheRow() throws {
    let keys = "canMoveRowAt: true"
    let drag = "  - drag: {from: [352, 122], to: [352, 216], duration: 0.8, hold: 0.2}"
    let (trace, log) = try tracedRun(scene(keys, touches: drag))
    #expect(trace.object("row0.reorderControl")?.class == "UITableViewCellReorderControl")
    #expect(trace.object("row0.reorderControl")?.frame == Rect(329, 0, 46, 44))
    #expect(trace.object("row0.contentView")?.frame == Rect(47, 0, 282, 44))
    #expect(calls(log).contains("List moveRowAt [0, 0] to [0, 2]"))
    #expect(calls(log).last == "row0 indexPath = [0, 2]")
    #expect(!log.contains { $0.contains("scrollViewDidScroll") })
    let moved = trace.events.last { $0.kind == .change }?.objects ?? []
    let order = moved.sorted { ($0.frame?.y ?? 0) < ($1.frame?.y ?? 0) }.map(\.id)
    #expect(order.filter { !$0.contains(".") } == ["row1", "row2", "row0"])
    // Read back, the trace passes its schema and references: `to [0, 2]` is an answer, not an id.
    _ = try TraceReader.read(try trace.jsonData(), file: "move.json")
    // A row that cannot move has no grip.
    let some = try tracedRun(scene("canMoveRowAt: [[0, 1]]", touches: "  - wait: 0.1")).0
    #expect(some.object("row0.reorderControl") == nil)
    #expect(some.object("row1.reorderControl") != nil)
  }

  /// Apple, allowsSelectionDuringEditing ("The default value of this property is false"): a tap
  /// on a row's content in editing mode selects nothing, and a swipe reveals nothing (its editing
  /// control does; a choice, "Where Apple is silent").
  @Test func editingModeSelectsAndSwipesNothing() throws {
    let touches = "  - tap: [200, 122]\n  - drag: {from: [300, 166], to: [150, 166], duration: 0.5}"
    let (_, log) = try tracedRun(scene(touches: touches))
    #expect(!log.contains { $0.contains("didSelectRowAt") })
    #expect(log.contains("list.swipeActionPan failed (the table is in editing mode)"))
    let (_, selecting) = try tracedRun(
      scene("allowsSelectionDuringEditing: true", touches: "  - tap: [200, 122]"))
    #expect(selecting.contains("List didSelectRowAt [0, 0]"))
  }

  /// Bad editing keys are located errors.
  @Test func badKeys() {
    let style = controlErrors(scene("editingStyleForRowAt: remove", touches: "  - wait: 0.1"))
    #expect(style.first?.contains("expected one of none, delete, insert") == true)
    #expect(style.first?.hasPrefix("test.yaml:") == true)
    let noDelegate = controlErrors(
      scene("canMoveRowAt: true", touches: "  - wait: 0.1").replacingOccurrences(
        of: "delegate: List", with: "logs: true"))
    #expect(noDelegate.first?.contains("give the table a 'delegate'") == true)
    let onCollection = controlErrors(
      scene("canMoveRowAt: true", touches: "  - wait: 0.1").replacingOccurrences(
        of: "class: UITableView\n", with: "class: UICollectionView\n"))
    #expect(onCollection.contains { $0.contains("'isEditing' is only for a UITableView") })
  }
}
