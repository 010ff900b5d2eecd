import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// A controller's `editButtonItem` (issue 33): a tap calls its `setEditing(_:animated:)`; a
/// UITableViewController's sends it on to its table. Sources: Apple, UIViewController
/// .editButtonItem ("toggles its title and associated state between Edit and Done … The default
/// button action invokes the setEditing(_:animated:) method"), UIViewController.isEditing,
/// UITableViewController ("It implements the superclass method setEditing(_:animated:) so that if
/// a user taps an Edit|Done button in the navigation bar, the controller toggles the edit mode of
/// the table").
@Suite struct EditButtonItemTests {
  /// A navigation controller whose root is `List`, a CLASS with `items` on the right of its bar,
  /// its table (two rows) from y 64.
  func scene(
    _ cls: String = "UITableViewController", items: String = "[editButtonItem]",
    tableKeys: String = "", touches: String
  ) -> String {
    """
    window:
      rootViewController:
        id: nav
        class: UINavigationController
        viewControllers:
          - id: List
            class: \(cls)
            navigationItem:
              rightBarButtonItems: \(items)
            view:
              id: list
              class: UITableView
              frame: [0, 64, 375, 603]
              delegate: List
              \(tableKeys)
              subviews:
                - {id: row0, class: UITableViewCell}
                - {id: row1, class: UITableViewCell}
    touches:
    \(touches)
    """
  }

  let tapEdit = "  - tap: [345, 42]"

  /// The log's calls: no hit-testing, no touches, no control events.
  func calls(_ log: [String]) -> [String] {
    log.filter {
      !$0.contains("hitTest") && !$0.contains("pointInside") && !$0.contains("touch")
        && !$0.contains("primaryAction") && !$0.contains("list.swipe")
    }
  }

  /// Apple, editButtonItem: an Edit button while not editing; its view is a bar button named
  /// `CONTROLLER.editButtonItem`, and the rows' editing controls, made already, are in no cell.
  @Test func theButtonReadsEditAndTheControlsWait() throws {
    let (trace, _) = try tracedRun(scene(touches: "  - wait: 0.1"))
    let button = try #require(trace.object("List.editButtonItem"))
    #expect(button.class == "_UIButtonBarButton")
    #expect(button.title == "Edit")
    #expect(trace.object("List")?.class == "UITableViewController")
    #expect(trace.object("row0.editControl") != nil)
    #expect(trace.object("row0")?.subviews?.contains("row0.editControl") != true)
    #expect(trace.object("list")?.isEditing == nil)
  }

  /// A tap on Edit: the controller's setEditing(true) (logged first, as an override printing
  /// its call would), then the table's (its data source's questions, then the change); the
  /// button reads Done and the rows show their red minus.
  @Test func editCallsSetEditingThenTheTable() throws {
    let (trace, log) = try tracedRun(scene(tableKeys: "canMoveRowAt: [[0, 1]]", touches: tapEdit))
    #expect(
      calls(log) == [
        "List setEditing true", "List canMoveRowAt [0, 0] NO", "List canMoveRowAt [0, 1] YES",
        "list isEditing = true",
      ])
    let changes = trace.events.filter { $0.kind == .change }
    #expect(changes.first?.objects?.first { $0.id == "List.editButtonItem" }?.title == "Done")
    let table = changes.last?.objects
    #expect(table?.first { $0.id == "row0" }?.subviews?.contains("row0.editControl") == true)
    #expect(table?.first { $0.id == "row0" }?.subviews?.contains("row0.reorderControl") != true)
    #expect(table?.first { $0.id == "row1" }?.subviews?.contains("row1.reorderControl") == true)
    #expect(table?.first { $0.id == "row0.contentView" }?.frame?.x == 47)
  }

  /// The next touch sees the table editing: the minus reveals Delete, Delete commits; a second
  /// tap on the button (Done) ends editing: controls gone, content back to the full width.
  @Test func theNextTouchSeesEditingAndDoneEndsIt() throws {
    let touches = [
      tapEdit, "  - wait: 0.3", "  - tap: [23, 86]", "  - wait: 0.3", "  - tap: [338, 86]",
      "  - wait: 1", tapEdit,
    ].joined(separator: "\n")
    let (trace, log) = try tracedRun(scene(touches: touches))
    #expect(
      calls(log) == [
        "List setEditing true", "list isEditing = true",
        "row0 addSubview row0.swipeActionPullView", "List commit delete [0, 0]",
        "row0 removeFromSuperview", "List setEditing false", "list isEditing = false",
      ])
    let views = trace.events.filter { $0.kind == .hitTestView }.map(\.object)
    #expect(
      views == [
        "List.editButtonItem", "row0.editControl", "row0.swipeAction0", "List.editButtonItem",
      ])
    let last = trace.events.last { $0.kind == .change }?.objects
    #expect(last?.first { $0.id == "row1" }?.subviews?.contains("row1.editControl") != true)
    #expect(last?.first { $0.id == "row1.contentView" }?.frame?.x == 0)
    let done = trace.events.filter { $0.kind == .change && $0.method == "setEditing" }
    #expect(done.last?.objects?.first?.title == "Edit")
  }

  /// A plain UIViewController's setEditing only sets isEditing and the title (Apple:
  /// "Subclasses that use an edit-done button must override this method to change their view to
  /// an editable state"): its table does not edit.
  @Test func aPlainControllerOnlyTogglesItsTitle() throws {
    let yaml = scene("UIViewController", touches: tapEdit)
    let (trace, log) = try tracedRun(yaml)
    #expect(calls(log) == ["List setEditing true"])
    #expect(trace.object("row0.editControl") == nil)
  }

  /// An item beside the Edit button keeps its target-action.
  @Test func editButtonBesideAnItem() throws {
    let items = "[editButtonItem, {id: add, title: Add, target: List, action: addRow}]"
    let (trace, log) = try tracedRun(scene(items: items, touches: "  - tap: [290, 42]"))
    #expect(trace.object("add") != nil)
    #expect(calls(log) == ["List addRow from add"])
  }

  /// Bad input: a misspelt word, a UITableViewController whose view is not a table.
  @Test func badInputIsLocated() {
    let misspelt = controlErrors(scene(items: "[editButtonItme]", touches: tapEdit))
    #expect(misspelt.count == 1)
    #expect(misspelt.first?.contains("did you mean 'editButtonItem'") == true)
    #expect(misspelt.first?.contains(":9:") == true)
    let notTable = controlErrors(
      scene(touches: tapEdit).replacingOccurrences(of: "class: UITableView\n", with: "\n"))
    // First, before what follows from it (a delegate and cells on a plain view).
    #expect(notTable.first?.contains(":11:") == true)
    #expect(notTable.first?.contains("its 'view' is its tableView, 'class: UITableView'") == true)
  }
}
