import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// An Edit button whose action puts the table in editing mode, as an app's would.
private final class EditButton: UIButton {
  weak var table: UITableView?
  var answers = TableEditingAnswers()

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    guard let recorder = event?.recorder else { return }
    table?.setEditing(true, answers: answers, recorder)
  }
}

/// Editing mode from Swift: `setEditing(_:answers:constants:_:)` at a touch asks the data source and the
/// delegate about each row in the order of Apple's Table View Programming Guide ("Inserting and
/// Deleting Rows in Editing Mode": canEditRowAtIndexPath, then editingStyleForRowAtIndexPath;
/// "Managing the Reordering of Rows": canMoveRowAtIndexPath), then the rows show their controls.
@Suite struct TableEditingEngineTests {
  @Test func setEditingAsksAboutEachRowInOrder() throws {
    let list = UITableView(id: "list", frame: CGRect(x: 0, y: 100, width: 375, height: 400))
    let edit = EditButton(id: "edit", frame: CGRect(x: 300, y: 40, width: 60, height: 44))
    let app = TestApp { root in
      root.addSubview(edit)
      root.addSubview(list)
      list.addSubview(UITableViewCell(id: "row0"))
      list.addSubview(UITableViewCell(id: "row1"))
      list.layoutRows(frames: [nil, nil], heights: [nil, nil], contentSizeGiven: false)
      for (i, cell) in list.cells.enumerated() { cell.indexPath = [0, i] }
    }
    list.delegate = app.controller
    edit.table = list
    edit.answers = TableEditingAnswers(
      editingStyle: { $0 == [0, 1] ? .insert : .delete }, canEdit: { _ in true },
      canMove: { $0 == [0, 0] })
    let trace = app.run { $0.tap(at: CGPoint(x: 330, y: 62)) }
    let log = EventLog.lines(of: trace).filter {
      $0.hasPrefix("ViewController") || $0.hasPrefix("list isEditing")
    }
    #expect(
      log == [
        "ViewController canEditRowAt [0, 0] YES",
        "ViewController editingStyleForRowAt [0, 0] returns .delete",
        "ViewController canMoveRowAt [0, 0] YES",
        "ViewController canEditRowAt [0, 1] YES",
        "ViewController editingStyleForRowAt [0, 1] returns .insert",
        "ViewController canMoveRowAt [0, 1] NO",
        "list isEditing = true",
      ])
    let cells = list.cells.compactMap { $0 as? UITableViewCell }
    #expect(cells.map(\.editingStyle) == [.delete, .insert])
    #expect(cells.map { $0.reorderControl != nil } == [true, false])
    #expect(list.isEditing)
  }
}
