import Foundation
import TouchTraceTrace

/// The swipe machinery of a table (or a collection view's list): UIKit's private
/// `UISwipeActionController` and its `_UISwipeHandler`, which install two recognizers on the
/// table (a `recursiveDescription` of a table's `gestureRecognizers`,
/// github.com/kambala-decapitator/SwipeToDeleteInsidePageVC): `_UISwipeActionPanGestureRecognizer`
/// (TABLE.swipeActionPan) and `UISwipeDismissalGestureRecognizer` (TABLE.swipeDismissal,
/// "enabled = NO" until a row is swiped open, "delaysTouchesBegan = YES").
///
/// Revealed, a row's content view moves away from the swiped edge by the actions' width and the
/// pull view fills the space it leaves, inside the cell (UIKit's own arrangement is private and
/// changed across iOS versions; this one hit-tests the same: the buttons take the touches on
/// them, the rest of the row is the cell's).
public final class UISwipeActionController {
  unowned let table: UICellContainerView
  /// Each edge's answers (at most one per edge).
  let answers: [SwipeEdge: SwipeActionAnswers]
  let pan: SwipeActionPanGestureRecognizer
  let dismissal: SwipeDismissalGestureRecognizer
  /// The pull view of each row that has actions on an edge, by the cell's id.
  private(set) var pullViews: [SwipeEdge: [String: UISwipeActionPullView]] = [:]
  /// The row whose actions are revealed, and on which edge.
  private(set) weak var revealedCell: UICell?
  private(set) var revealedEdge = SwipeEdge.trailing

  init(container: UICellContainerView, answers list: [SwipeActionAnswers]) {
    table = container
    var byEdge: [SwipeEdge: SwipeActionAnswers] = [:]
    for answer in list where byEdge[answer.source.edge] == nil {
      byEdge[answer.source.edge] = answer
    }
    answers = byEdge
    pan = SwipeActionPanGestureRecognizer(id: container.id + ".swipeActionPan")
    dismissal = SwipeDismissalGestureRecognizer(id: container.id + ".swipeDismissal")
    pan.controller = self
    dismissal.controller = self
    dismissal.isEnabled = false
    container.addGestureRecognizer(pan)
    container.addGestureRecognizer(dismissal)
    for edge in SwipeEdge.allCases {
      for cell in container.cells where hasActions(cell, edge) {
        pullViews[edge, default: [:]][cell.id] = makePullView(for: cell, edge)
      }
    }
  }

  /// The pull views UIKit makes for revealed rows (with their buttons), in no window until a
  /// swipe reveals them: the trailing ones, then the leading ones.
  public var generatedViews: [UIView] {
    [SwipeEdge.trailing, .leading].flatMap { edge in
      table.cells.compactMap { pullViews[edge]?[$0.id] }
    }
  }
  /// TABLE.swipeActionPan and TABLE.swipeDismissal.
  public var recognizers: [UIGestureRecognizer] { [pan, dismissal] }

  func configuration(_ edge: SwipeEdge) -> UISwipeActionsConfiguration? {
    answers[edge]?.configuration
  }
  var constants: TouchConstants { table.constants }
  /// The pull view of the revealed row.
  var revealedPullView: UISwipeActionPullView? {
    revealedCell.flatMap { pullViews[revealedEdge]?[$0.id] }
  }

  /// The delegate (or the list's provider) answers with actions for this row on `edge`.
  func hasActions(_ cell: UICell, _ edge: SwipeEdge) -> Bool {
    answers[edge]?.hasActions(cell.indexPath) ?? false
  }

  private func makePullView(for cell: UICell, _ edge: SwipeEdge) -> UISwipeActionPullView {
    let name = edge == .trailing ? "swipeActionPullView" : "leadingSwipeActionPullView"
    let pull = UISwipeActionPullView(id: cell.id + "." + name)
    pull.isGenerated = true
    for (i, action) in (configuration(edge)?.actions ?? []).enumerated() {
      let button = UISwipeActionStandardButton(id: cell.id + ".\(edge.idPrefix)\(i)")
      button.customClassName = "UISwipeActionStandardButton"
      button.isGenerated = true
      button.title = action.title
      button.backgroundColor = action.color
      button.controller = self
      button.index = i
      button.edge = edge
      pull.addSubview(button)
    }
    return pull
  }

  /// The full width of `edge`'s actions in a revealed row.
  func revealWidth(_ edge: SwipeEdge) -> Double {
    constants.swipeActionButtonWidth * Double(configuration(edge)?.actions.count ?? 0)
  }

  /// Moves `cell`'s content `offset` points toward the leading edge (negative: toward the
  /// trailing edge, showing the leading actions), from where its editing controls leave it; the
  /// pull view of the edge it uncovers fills the space left, its buttons sharing it, the first
  /// outermost (Apple, UISwipeActionsConfiguration.init(actions:): "The first item in the array
  /// represents the outermost action. For example, when the user swipes from right-to-left, the
  /// first action is rightmost.").
  func slide(_ cell: UICell, by offset: Double) {
    let size = cell.bounds.size
    let inset = (cell as? UITableViewCell)?.editingInsets ?? (leading: 0, trailing: 0)
    cell.contentView.frame = CGRect(
      x: inset.leading - offset, y: 0, width: size.width - inset.leading - inset.trailing,
      height: size.height)
    for edge in SwipeEdge.allCases {
      guard let pull = pullViews[edge]?[cell.id] else { continue }
      let width = max(offset * edge.sign, 0)
      let x = edge == .trailing ? size.width - width : 0
      pull.frame = CGRect(x: x, y: 0, width: width, height: size.height)
      let buttons = pull.subviews
      let each = buttons.isEmpty ? 0 : width / Double(buttons.count)
      for (i, button) in buttons.enumerated() {
        let from = edge == .trailing ? width - each * Double(i + 1) : each * Double(i)
        button.frame = CGRect(x: from, y: 0, width: each, height: size.height)
      }
    }
  }

  /// Who answers: the table's delegate, or (a list's provider closure) the collection view's
  /// delegate, else the collection view itself.
  var answerer: String? { table.delegate?.id ?? (table is UITableView ? nil : table.id) }

  /// The delegate is asked for the row's actions on `edge` as the swipe begins (Apple: the table
  /// calls trailingSwipeActionsConfigurationForRowAt "when the user swipes the row").
  func askDelegate(about cell: UICell, _ edge: SwipeEdge, _ recorder: TraceRecorder) {
    guard let source = answers[edge]?.source else { return }
    recorder.select(table, indexPath: cell.indexPath, delegate: answerer, method: source.method)
  }

  /// Shows `cell`'s actions on `edge`, fully revealed: its pull view joins the cell (a change, as
  /// UIKit adds it), and the dismissal recognizer is enabled.
  func reveal(_ cell: UICell, _ edge: SwipeEdge, _ recorder: TraceRecorder) {
    guard let pull = pullViews[edge]?[cell.id] else { return }
    if let other = revealedCell, other !== cell || revealedEdge != edge { hide(other, recorder) }
    revealedCell = cell
    revealedEdge = edge
    cell.addSubview(pull)
    slide(cell, by: revealWidth(edge) * edge.sign)
    dismissal.isEnabled = true
    recorder.change(
      "addSubview", pull.id, objects: TraceSnapshot.objects(of: cell.subtree, recognizers: [])
    ) { $0.superview = cell.id }
  }

  /// Closes `cell`: its content slides back, its pull views leave.
  func hide(_ cell: UICell, _ recorder: TraceRecorder) {
    slide(cell, by: 0)
    forgetIfRevealed(cell)
    for edge in SwipeEdge.allCases {
      guard let pull = pullViews[edge]?[cell.id], pull.superview != nil else { continue }
      pull.removeFromSuperview()
      recorder.change(
        "removeFromSuperview", pull.id,
        objects: TraceSnapshot.objects(of: cell.subtree + pull.subtree, recognizers: []))
    }
  }

  /// No row is open once `cell`, if it was the open one, closes or goes: the dismissal
  /// recognizer rests until another row opens.
  private func forgetIfRevealed(_ cell: UICell) {
    guard revealedCell === cell else { return }
    revealedCell = nil
    dismissal.isEnabled = false
  }

  /// The action at `index` of `edge` runs its handler (a tap on its button, or the first on a
  /// full swipe): the delegate's handler, or the data source's commit; then the row is deleted,
  /// or its actions hide (the handler's completion(true)).
  func perform(_ index: Int, _ edge: SwipeEdge, on cell: UICell? = nil, _ recorder: TraceRecorder) {
    guard let cell = cell ?? revealedCell, let answer = answers[edge],
      index < answer.configuration.actions.count
    else { return }
    let action = answer.configuration.actions[index]
    let method = answer.source == .commitEditingStyle ? "commit delete" : "handler \(action.title)"
    recorder.select(table, indexPath: cell.indexPath, delegate: answerer, method: method)
    guard action.deletesRow else {
      hide(cell, recorder)
      return
    }
    deleteRow(cell, recorder)
  }

  /// `deleteRows(at:with:)`: the cell leaves the table and the rows below move up by its height.
  func deleteRow(_ cell: UICell, _ recorder: TraceRecorder) {
    forgetIfRevealed(cell)
    for edge in SwipeEdge.allCases { pullViews[edge]?[cell.id]?.removeFromSuperview() }
    let gap = cell.frame.height
    let below = table.cells.filter { $0 !== cell && $0.frame.minY >= cell.frame.maxY }
    cell.removeFromSuperview()
    for row in below {
      row.frame.origin.y -= gap
      // The later rows of its section each move up one index.
      if row.indexPath.count == 2, row.indexPath[0] == cell.indexPath.first {
        row.indexPath[1] -= 1
      }
    }
    table.contentSize.height = max(table.contentSize.height - gap, 0)
    let touched = [table] + cell.subtree + below.flatMap(\.subtree)
    recorder.change(
      "removeFromSuperview", cell.id,
      objects: TraceSnapshot.objects(of: touched, recognizers: []))
  }
}
