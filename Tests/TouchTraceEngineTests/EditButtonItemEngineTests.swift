import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// A table view controller that notes its setEditing calls, as an app's override would.
private final class NotingListController: UITableViewController {
  var calls: [Bool] = []
  override func setEditing(_ editing: Bool, animated: Bool, _ recorder: TraceRecorder? = nil) {
    calls.append(editing)
    super.setEditing(editing, animated: animated, recorder)
  }
}

/// `editButtonItem` and `setEditing(_:animated:)` from Swift: Apple, UIViewController
/// .editButtonItem ("toggles its title and associated state between Edit and Done"),
/// UITableViewController ("It implements the superclass method setEditing(_:animated:) so that
/// … the controller toggles the edit mode of the table").
@Suite struct EditButtonItemEngineTests {
  @Test func setEditingTogglesTheTitleAndTheTable() throws {
    let controller = NotingListController(id: "List")
    let table = UITableView(id: "list", frame: CGRect(x: 0, y: 0, width: 375, height: 400))
    table.addSubview(UITableViewCell(id: "row0"))
    table.layoutRows(frames: [nil], heights: [nil], contentSizeGiven: false)
    controller.view = table
    let item = controller.editButtonItem
    #expect(item === controller.editButtonItem)
    #expect(item.id == "List.editButtonItem")
    #expect(item.title == "Edit")
    controller.setEditing(true, animated: true)
    #expect(controller.isEditing)
    #expect(item.title == "Done")
    #expect(table.isEditing)
    let cell = try #require(table.cells.first as? UITableViewCell)
    #expect(cell.editingStyle == .delete)
    controller.setEditing(false, animated: true)
    #expect(item.title == "Edit")
    #expect(!table.isEditing)
    #expect(cell.editControl?.superview == nil)
    #expect(controller.calls == [true, false])
  }

  /// A plain controller's setEditing toggles only its own state and the button.
  @Test func aPlainControllerHasNoTableToEdit() {
    let controller = UIViewController(id: "Plain")
    controller.setEditing(true, animated: false)
    #expect(controller.isEditing)
    #expect(controller.editButtonItem.title == "Done")
  }
}
