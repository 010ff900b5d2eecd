import Foundation
import TouchTraceTrace

/// UIKit's private `UITableViewCellReorderControl`: the grip on the trailing side of a row that
/// can move, in editing mode (Apple, "Managing the Reordering of Rows": "the reordering control
/// appears on the right side of the row"). A drag on it carries the row up or down the table;
/// let go, the rows take their new order and the data source hears of it, "The table view sends
/// tableView:moveRowAtIndexPath:toIndexPath: to its data source" (logged
/// `DELEGATE moveRowAt [s, r] to [s, r]`). The table's pan and the swipe-action pan do not begin
/// on it (its `gestureRecognizerShouldBegin(_:)`; where Apple is silent: a drag on the grip
/// reorders, it never scrolls).
final class UITableViewCellReorderControl: UIControl {
  /// The row's frame and the finger's height in the table when the drag began.
  private var start: (frame: CGRect, y: Double)?
  /// The row proposed last during this drag and where the delegate retargeted it
  /// (`targetIndexPathForMoveFromRowAt`); nil: not asked yet.
  private var retarget: (proposed: [Int], target: [Int])?

  override init(id: String, frame: CGRect = .zero) {
    super.init(id: id, frame: frame)
    isGenerated = true
  }

  override var className: String { "UITableViewCellReorderControl" }

  private var cell: UITableViewCell? { superview as? UITableViewCell }
  private var table: UITableView? { cell?.superview as? UITableView }

  override func gestureRecognizerShouldBegin(_ r: UIGestureRecognizer) -> Bool {
    !(r is UIPanGestureRecognizer && r.view !== self)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    guard let cell, let table, let touch = touches.first else { return }
    // From where the finger first came down: the table held the touch back a moment
    // (delaysContentTouches), and the row keeps under the finger as it was grabbed.
    let grabbed = table.convertFromWindow(touch.startLocationInWindow)
    start = (cell.frame, Double(grabbed.y))
    retarget = nil
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
    guard let cell, let table, let start, let touch = touches.first else { return }
    // The row follows the finger, kept within the table's content.
    let moved = Double(touch.location(in: table).y) - start.y
    let top = max(0, Double(table.contentSize.height) - Double(start.frame.height))
    cell.frame.origin.y = min(max(Double(start.frame.minY) + moved, 0), top)
    if let recorder = event?.recorder {
      retarget = table.askTarget(for: cell, after: retarget, recorder) ?? retarget
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    guard let cell, let table, start != nil, let recorder = event?.recorder else { return }
    start = nil
    table.dropMovedRow(cell, at: retarget?.target.last, recorder)
    retarget = nil
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    if let cell, let start { cell.frame = start.frame }
    (start, retarget) = (nil, nil)
  }
}

extension UITableView {
  /// The dragged row lands where its middle is (past each row whose middle it reached): the rows of its section take their new order,
  /// one under another from the section's first row, and (when its place changed) the data source
  /// is told, `tableView(_:moveRowAt:to:)` (logged, then the rows' new places as a change). Where Apple is silent: UIKit animates the other rows
  /// out of the way during the drag; here they move when the row is let go.
  /// With `row`, the delegate's last target (`targetIndexPathForMoveFromRowAt`), the row lands
  /// there instead.
  func dropMovedRow(_ moved: UITableViewCell, at row: Int?, _ recorder: TraceRecorder) {
    let others = rowsOfSection(besides: moved)
    let destination = min(max(row ?? proposedRow(for: moved), 0), others.count)
    var order = others
    order.insert(moved, at: destination)
    let source = moved.indexPath
    var y = sectionTop(order, moved)
    for (row, cell) in order.enumerated() {
      cell.frame.origin.y = y
      y += Double(cell.frame.height)
      if cell.indexPath.count == 2 { cell.indexPath[1] = row }
    }
    // Let go where it was, the row only settles back.
    guard moved.indexPath != source else { return }
    recorder.select(
      self, indexPath: source, delegate: delegate?.id, method: "moveRowAt",
      note: "to [" + moved.indexPath.map(String.init).joined(separator: ", ") + "]")
    recorder.change(
      "set", moved.id,
      objects: TraceSnapshot.objects(of: order.flatMap(\.subtree), recognizers: [])
    ) {
      $0.property = "indexPath"
      $0.assigned = "[" + moved.indexPath.map(String.init).joined(separator: ", ") + "]"
    }
  }

  /// The other rows of the moved row's section, in their order.
  private func rowsOfSection(besides moved: UICell) -> [UICell] {
    cells.filter { $0 !== moved && $0.indexPath.first == moved.indexPath.first }
      .sorted { $0.indexPath.last ?? 0 < $1.indexPath.last ?? 0 }
  }

  /// Where the dragged row would go now: past each row whose middle it reached.
  private func proposedRow(for moved: UICell) -> Int {
    rowsOfSection(besides: moved).filter { $0.frame.midY <= moved.frame.midY }.count
  }

  /// Apple, tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:): "This method
  /// allows customization of the target row for a particular row as it is being moved up and down
  /// a table view. As the dragged row hovers over another row, the destination row slides
  /// downward to visually make room for the relocation; this is the location identified by
  /// proposedDestinationIndexPath." Asked (and logged,
  /// `DELEGATE targetIndexPathForMoveFromRowAt [s, r] to [s, r] returns [s, r]`) each time the
  /// proposed row changes during the drag (where Apple is silent: not while it stays, not before
  /// the row first leaves its place). nil: not asked now.
  func askTarget(
    for moved: UITableViewCell, after last: (proposed: [Int], target: [Int])?,
    _ recorder: TraceRecorder
  ) -> (proposed: [Int], target: [Int])? {
    guard let answer = editingAnswers.targetIndexPath, let section = moved.indexPath.first
    else { return nil }
    let proposed = [section, proposedRow(for: moved)]
    guard proposed != (last?.proposed ?? moved.indexPath) else { return nil }
    let target = answer(moved.indexPath, proposed)
    let text = { (path: [Int]) in "[" + path.map(String.init).joined(separator: ", ") + "]" }
    recorder.select(
      self, indexPath: moved.indexPath, delegate: delegate?.id,
      method: "targetIndexPathForMoveFromRowAt",
      note: "to " + text(proposed) + " returns " + text(target))
    return (proposed, target)
  }

  /// Where the section's first row began: the smallest row index's place before the drag.
  private func sectionTop(_ rows: [UICell], _ moved: UICell) -> Double {
    let byIndex = rows.sorted { $0.indexPath.last ?? 0 < $1.indexPath.last ?? 0 }
    guard let first = byIndex.first else { return 0 }
    if first === moved {
      // The moved row was first: the section began where the next row's top was, less its height.
      let next = byIndex.dropFirst().first
      return next.map { Double($0.frame.minY) - Double(moved.frame.height) } ?? 0
    }
    return Double(first.frame.minY)
  }
}
