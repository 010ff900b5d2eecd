import Foundation
import TouchTraceTrace

extension UITableViewCell {
  /// Apple, UITableViewCell.EditingStyle: `none` ("The cell has no editing control"), `delete`
  /// ("a red circle enclosing a minus sign"), `insert` ("a green circle enclosing a plus sign").
  public enum EditingStyle: String, Sendable, CaseIterable {
    case none, delete, insert
  }

  /// How far its content moves in from each side while it edits: its editing control's width
  /// on the leading side, its reorder control's on the trailing side.
  var editingInsets: (leading: Double, trailing: Double) {
    let shown = { (control: UIView?) in control?.superview === self ? control : nil }
    return (
      Double(shown(editControl)?.frame.width ?? 0), Double(shown(reorderControl)?.frame.width ?? 0)
    )
  }
}

/// What a table's data source and delegate answer about editing mode, for each row. nil: the
/// method is not implemented (and not logged), with UIKit's answer for it.
public struct TableEditingAnswers {
  /// `tableView(_:editingStyleForRowAt:)`. Apple: "If the delegate does not implement this method
  /// and the UITableViewCell object is editable (that is, it has its isEditing property set to
  /// true), the cell has the UITableViewCell.EditingStyle.delete style set for it."
  public var editingStyle: (([Int]) -> UITableViewCell.EditingStyle)?
  /// `tableView(_:canEditRowAt:)`. Apple: "If this method is not implemented, all rows are
  /// assumed to be editable."
  public var canEdit: (([Int]) -> Bool)?
  /// `tableView(_:canMoveRowAt:)`, with `moveRowAt` implemented: Apple, "By default, the reorder
  /// control is shown if the data source implements the tableView(_:moveRowAt:to:) method."
  /// nil: the data source does not implement `moveRowAt` (no reorder control).
  public var canMove: (([Int]) -> Bool)?
  /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`: from the dragged row's
  /// index path and the proposed one, where the row is to go (TableReordering.swift). Apple:
  /// "Return proposedDestinationIndexPath if that location is suitable."
  public var targetIndexPath: (([Int], [Int]) -> [Int])?

  public init(
    editingStyle: (([Int]) -> UITableViewCell.EditingStyle)? = nil,
    canEdit: (([Int]) -> Bool)? = nil, canMove: (([Int]) -> Bool)? = nil,
    targetIndexPath: (([Int], [Int]) -> [Int])? = nil
  ) {
    (self.editingStyle, self.canEdit, self.canMove) = (editingStyle, canEdit, canMove)
    self.targetIndexPath = targetIndexPath
  }

  /// The style of the row at `path`: none when the data source says it cannot be edited.
  func style(_ path: [Int]) -> UITableViewCell.EditingStyle {
    guard canEdit?(path) ?? true else { return .none }
    return editingStyle?(path) ?? .delete
  }
}

extension UITableView {
  /// UIKit's `setEditing(_:animated:)`. Apple, "Inserting and Deleting Rows in Editing Mode"
  /// (Table View Programming Guide): "When the table view receives setEditing:animated:, it sends
  /// the same message to the UITableViewCell object for each visible row. Then it sends a
  /// succession of messages to its data source and its delegate (if they implement the methods)":
  /// `tableView:canEditRowAtIndexPath:`, then `tableView:editingStyleForRowAtIndexPath:`; and,
  /// "Managing the Reordering of Rows", `tableView:canMoveRowAtIndexPath:`. Each row then shows its
  /// editing control (`UITableViewCellEditControl`) on the leading side and, when it can move, its
  /// reorder control (`UITableViewCellReorderControl`) on the trailing side. With a recorder (the
  /// app's code, at a touch), the calls are logged, row by row, then the change. The Delete an
  /// editing control reveals is the trailing swipe actions': from Swift, `installSwipeActions`
  /// with the data source's `.commitEditingStyle` answer first (a scene does it itself).
  /// `constants` size the controls of a table not yet in a window (a scene's, as it is built).
  public func setEditing(
    _ editing: Bool, answers: TableEditingAnswers, constants: TouchConstants? = nil,
    _ recorder: TraceRecorder? = nil
  ) {
    let sizes = constants ?? self.constants
    isEditing = editing
    editingAnswers = answers
    for cell in cells.compactMap({ $0 as? UITableViewCell }) {
      cell.isEditing = editing
      cell.editControl?.removeFromSuperview()
      cell.reorderControl?.removeFromSuperview()
      cell.editingStyle = editing ? answers.style(cell.indexPath) : .none
      cell.showsReorderControl = editing && (answers.canMove?(cell.indexPath) ?? false)
      if editing, let recorder { logEditingQuestions(cell, answers, recorder) }
      layOutEditingControls(of: cell, sizes)
    }
    // The app's code changed the table (as a `set` step would): its rows' new controls.
    recorder?.change(
      "set", id, objects: TraceSnapshot.objects(of: subtree, recognizers: [])
    ) {
      $0.property = "isEditing"
      $0.assigned = String(editing)
    }
  }

  /// Makes the rows' editing controls a later `setEditing(true, …)` shows (UIKit makes them
  /// then; here they are made first so a trace lists them from the start), in no window, and
  /// keeps the answers: a table whose controller's Edit button can turn editing on
  /// (UIViewController+Editing.swift).
  public func prepareEditingControls(
    answers: TableEditingAnswers, constants: TouchConstants? = nil
  ) {
    let sizes = constants ?? self.constants
    editingAnswers = answers
    for cell in cells.compactMap({ $0 as? UITableViewCell }) {
      let style = answers.style(cell.indexPath)
      if style != .none {
        cell.editControl = makeEditControl(for: cell, style: style, sizes)
      }
      if answers.canMove?(cell.indexPath) ?? false {
        cell.reorderControl = makeReorderControl(for: cell, sizes)
      }
    }
  }

  /// The editing controls UIKit makes, in no window until the table edits.
  public var editingControls: [UIView] {
    cells.compactMap { $0 as? UITableViewCell }.flatMap {
      [$0.editControl as UIView?, $0.reorderControl].compactMap { $0 }
    }
  }

  /// The data source's and the delegate's answers about the row, in the order of Apple's guide.
  private func logEditingQuestions(
    _ cell: UITableViewCell, _ answers: TableEditingAnswers, _ recorder: TraceRecorder
  ) {
    let path = cell.indexPath
    let editable = answers.canEdit?(path)
    if let editable {
      recorder.select(
        self, indexPath: path, delegate: delegate?.id, method: "canEditRowAt",
        answer: editable)
    }
    if editable != false, let style = answers.editingStyle?(path) {
      recorder.select(
        self, indexPath: path, delegate: delegate?.id,
        method: "editingStyleForRowAt", note: "returns ." + style.rawValue)
    }
    if let canMove = answers.canMove?(path) {
      recorder.select(
        self, indexPath: path, delegate: delegate?.id, method: "canMoveRowAt",
        answer: canMove)
    }
  }

  /// Places the row's editing controls (made once per row, kept when editing ends) and moves its
  /// content in between.
  func layOutEditingControls(of cell: UITableViewCell, _ sizes: TouchConstants) {
    if cell.editingStyle != .none {
      let control =
        cell.editControl.flatMap { $0.style == cell.editingStyle ? $0 : nil }
        ?? makeEditControl(for: cell, style: cell.editingStyle, sizes)
      cell.addSubview(control)
      cell.editControl = control
    }
    if cell.showsReorderControl {
      let control = cell.reorderControl ?? makeReorderControl(for: cell, sizes)
      cell.addSubview(control)
      cell.reorderControl = control
    }
    let size = cell.bounds.size
    let inset = cell.editingInsets
    cell.contentView.frame = CGRect(
      x: inset.leading, y: 0, width: size.width - inset.leading - inset.trailing,
      height: size.height)
  }

  /// UIKit's minus or plus on the row's leading side, `tableEditControlWidth` wide.
  private func makeEditControl(
    for cell: UITableViewCell, style: UITableViewCell.EditingStyle, _ sizes: TouchConstants
  ) -> UITableViewCellEditControl {
    let control = UITableViewCellEditControl(id: cell.id + ".editControl", style: style)
    control.frame = CGRect(
      x: 0, y: 0, width: sizes.tableEditControlWidth, height: cell.bounds.height)
    return control
  }

  /// UIKit's grip on the row's trailing side, `tableReorderControlWidth` wide.
  private func makeReorderControl(
    for cell: UITableViewCell, _ sizes: TouchConstants
  ) -> UITableViewCellReorderControl {
    let control = UITableViewCellReorderControl(id: cell.id + ".reorderControl")
    let width = sizes.tableReorderControlWidth
    control.frame = CGRect(
      x: cell.bounds.width - width, y: 0, width: width, height: cell.bounds.height)
    return control
  }

  /// A tap on a row's editing control. Delete: the row shows its Delete button, as a swipe would
  /// (since iOS 11 the confirmation is the trailing swipe actions, `UISwipeActionStandardButton`
  /// in a `UISwipeActionPullView`; Apple: "When users tap the deletion control, the table view
  /// displays a Delete button on the right side of the cell"); a tap on it commits `.delete`.
  /// Insert: Apple, "When users tap the insertion control, the table view sends the data source a
  /// tableView:commitEditingStyle:forRowAtIndexPath: message" at once.
  func editControlTapped(_ cell: UITableViewCell, _ recorder: TraceRecorder) {
    switch cell.editingStyle {
    case .insert:
      recorder.select(
        self, indexPath: cell.indexPath, delegate: delegate?.id,
        method: "commit insert")
    case .delete:
      guard let controller = swipeActionController else { return }
      if controller.revealedCell === cell {
        controller.hide(cell, recorder)
        return
      }
      if controller.answers[.trailing]?.source != .commitEditingStyle {
        controller.askDelegate(about: cell, .trailing, recorder)
      }
      controller.reveal(cell, .trailing, recorder)
    case .none: break
    }
  }
}

/// UIKit's private `UITableViewCellEditControl`: the red minus (delete) or green plus (insert)
/// on the leading side of a row in editing mode, a control (apps find it among the cell's
/// subviews as a UIControl). A tap on it (touchUpInside) is the table's: it reveals the row's
/// Delete button, or commits the insertion.
final class UITableViewCellEditControl: UIControl {
  let style: UITableViewCell.EditingStyle

  init(id: String, style: UITableViewCell.EditingStyle) {
    self.style = style
    super.init(id: id)
    isGenerated = true
  }

  override var className: String { "UITableViewCellEditControl" }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let inside = touches.contains { isInside($0) } && isTracking
    super.touchesEnded(touches, with: event)
    guard inside, let cell = superview as? UITableViewCell,
      let table = cell.superview as? UITableView, let recorder = event?.recorder
    else { return }
    // As a target-action would: at the end of the run loop's turn.
    recorder.clock.atEndOfTurn { table.editControlTapped(cell, recorder) }
  }
}
