import Foundation
import TouchTraceTrace

/// UIKit's `UIContextualAction`: a swipe action's title and style. Its handler is the app's
/// closure; in a scene it does what `deletesRow` says and calls its completion with true.
public final class UIContextualAction {
  /// Apple, UIContextualAction.Style: `normal` ("no specific style", a grey button) and
  /// `destructive` ("might change or delete data", a red one).
  public enum Style: String, Sendable, CaseIterable {
    case normal, destructive
  }
  public let style: Style
  public let title: String
  /// Whether the app's handler deletes its row (`deleteRows(at:with:)`). Apple leaves the data
  /// to the handler: the scene says it, by default for a destructive action.
  public let deletesRow: Bool

  public init(style: Style, title: String, deletesRow: Bool? = nil) {
    self.style = style
    self.title = title
    self.deletesRow = deletesRow ?? (style == .destructive)
  }

  /// Apple: a destructive action is red, a normal one grey (UIContextualAction.backgroundColor).
  var color: String { style == .destructive ? "#FF3B30FF" : "#8E8E93FF" }
}

/// UIKit's `UISwipeActionsConfiguration`: the actions a swipe reveals on one edge of a row.
public struct UISwipeActionsConfiguration {
  public var actions: [UIContextualAction]
  /// Apple, performsFirstActionWithFullSwipe: "The default value of this property is true."
  public var performsFirstActionWithFullSwipe = true

  public init(actions: [UIContextualAction], performsFirstActionWithFullSwipe: Bool = true) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
  }
}

/// What a table's delegate and data source answer about swipe actions, for the rows they answer
/// for (`rows` nil: every row).
public struct SwipeActionAnswers {
  public enum Source: Equatable {
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` (UITableViewDelegate, iOS 11).
    case trailingSwipeActionsConfiguration
    /// The data source's `tableView(_:commit:forRowAt:)` alone (with `canEditRowAt`): Apple,
    /// leadingSwipeActionsConfigurationForRowAt: "Return nil if you want the table to display the
    /// default set of actions" — one Delete button, which commits `.delete`.
    case commitEditingStyle
  }
  public var source: Source
  public var configuration: UISwipeActionsConfiguration
  public var rows: Set<[Int]>?

  public init(
    source: Source, configuration: UISwipeActionsConfiguration, rows: Set<[Int]>? = nil
  ) {
    (self.source, self.configuration, self.rows) = (source, configuration, rows)
  }
}

/// UIKit's private `UISwipeActionPullView`: the revealed buttons behind a swiped row.
final class UISwipeActionPullView: UIView {
  override var className: String { "UISwipeActionPullView" }
}

/// UIKit's private `UISwipeActionStandardButton`, a button per action: a tap calls the action's
/// handler (its touchUpInside, as for any UIButton).
final class UISwipeActionStandardButton: UIButton {
  weak var controller: UISwipeActionController?
  var index = 0

  override var className: String { "UIButton" }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let inside = touches.contains { isInside($0) } && isTracking
    super.touchesEnded(touches, with: event)
    guard inside, let controller, let recorder = event?.recorder else { return }
    recorder.clock.atEndOfTurn { controller.perform(self.index, recorder) }
  }
}

/// The table's swipe machinery: UIKit's private `UISwipeActionController` and its
/// `_UISwipeHandler`, which install two recognizers on the table (a `recursiveDescription` of a
/// table's `gestureRecognizers`, github.com/kambala-decapitator/SwipeToDeleteInsidePageVC):
/// `_UISwipeActionPanGestureRecognizer` (TABLE.swipeActionPan) and
/// `UISwipeDismissalGestureRecognizer` (TABLE.swipeDismissal, "enabled = NO" until a row is
/// swiped open, "delaysTouchesBegan = YES").
///
/// Revealed, a row's content view moves toward the leading edge by the actions' width and the
/// pull view fills the space it leaves, inside the cell (UIKit's own arrangement is private and
/// changed across iOS versions; this one hit-tests the same: the buttons take the touches on
/// them, the rest of the row is the cell's).
public final class UISwipeActionController {
  unowned let table: UITableView
  let answers: SwipeActionAnswers
  let pan: SwipeActionPanGestureRecognizer
  let dismissal: SwipeDismissalGestureRecognizer
  /// The pull view of each row that has actions, by the cell's id.
  private(set) var pullViews: [String: UISwipeActionPullView] = [:]
  /// The row whose actions are revealed.
  private(set) weak var revealedCell: UICell?

  init(table: UITableView, answers: SwipeActionAnswers) {
    self.table = table
    self.answers = answers
    pan = SwipeActionPanGestureRecognizer(id: table.id + ".swipeActionPan")
    dismissal = SwipeDismissalGestureRecognizer(id: table.id + ".swipeDismissal")
    pan.controller = self
    dismissal.controller = self
    dismissal.isEnabled = false
    table.addGestureRecognizer(pan)
    table.addGestureRecognizer(dismissal)
    for cell in table.cells where hasActions(cell) { pullViews[cell.id] = makePullView(for: cell) }
  }

  /// The pull views UIKit makes for revealed rows (with their buttons), in no window until a
  /// swipe reveals them.
  public var generatedViews: [UIView] { table.cells.compactMap { pullViews[$0.id] } }
  /// TABLE.swipeActionPan and TABLE.swipeDismissal.
  public var recognizers: [UIGestureRecognizer] { [pan, dismissal] }

  var configuration: UISwipeActionsConfiguration { answers.configuration }
  var constants: TouchConstants { table.constants }

  /// The delegate answers with actions for this row.
  func hasActions(_ cell: UICell) -> Bool {
    !configuration.actions.isEmpty && (answers.rows?.contains(cell.indexPath) ?? true)
  }

  private func makePullView(for cell: UICell) -> UISwipeActionPullView {
    let pull = UISwipeActionPullView(id: cell.id + ".swipeActionPullView")
    pull.isGenerated = true
    for (i, action) in configuration.actions.enumerated() {
      let button = UISwipeActionStandardButton(id: cell.id + ".swipeAction\(i)")
      button.customClassName = "UISwipeActionStandardButton"
      button.isGenerated = true
      button.title = action.title
      button.backgroundColor = action.color
      button.controller = self
      button.index = i
      pull.addSubview(button)
    }
    return pull
  }

  /// The actions' full width in a revealed row.
  var revealWidth: Double { constants.swipeActionButtonWidth * Double(configuration.actions.count) }

  /// Moves `cell`'s content `offset` points toward the leading edge; its pull view, when in the
  /// cell, fills the space left, its buttons sharing it, the first outermost (Apple,
  /// UISwipeActionsConfiguration.init(actions:): "The first item in the array represents the
  /// outermost action. For example, when the user swipes from right-to-left, the first action is
  /// rightmost.").
  func slide(_ cell: UICell, by offset: Double) {
    let size = cell.bounds.size
    cell.contentView.frame = CGRect(x: -offset, y: 0, width: size.width, height: size.height)
    guard let pull = pullViews[cell.id] else { return }
    pull.frame = CGRect(x: size.width - offset, y: 0, width: offset, height: size.height)
    let buttons = pull.subviews
    let each = buttons.isEmpty ? 0 : offset / Double(buttons.count)
    for (i, button) in buttons.enumerated() {
      button.frame = CGRect(
        x: offset - each * Double(i + 1), y: 0, width: each, height: size.height)
    }
  }

  /// The delegate is asked for the row's actions as the swipe begins (Apple: the table calls
  /// trailingSwipeActionsConfigurationForRowAt "when the user swipes the row").
  func askDelegate(about cell: UICell, _ recorder: TraceRecorder) {
    let method =
      answers.source == .commitEditingStyle
      ? "canEditRowAt" : "trailingSwipeActionsConfigurationForRowAt"
    recorder.select(table, indexPath: cell.indexPath, delegate: table.delegate?.id, method: method)
  }

  /// Shows `cell`'s actions, fully revealed: its pull view joins the cell (a change, as UIKit
  /// adds it), and the dismissal recognizer is enabled.
  func reveal(_ cell: UICell, _ recorder: TraceRecorder) {
    guard let pull = pullViews[cell.id] else { return }
    if let other = revealedCell, other !== cell { hide(other, recorder) }
    revealedCell = cell
    cell.addSubview(pull)
    slide(cell, by: revealWidth)
    dismissal.isEnabled = true
    recorder.change(
      "addSubview", pull.id, objects: TraceSnapshot.objects(of: cell.subtree, recognizers: [])
    ) { $0.superview = cell.id }
  }

  /// Closes `cell`: its content slides back, its pull view leaves.
  func hide(_ cell: UICell, _ recorder: TraceRecorder) {
    slide(cell, by: 0)
    forgetIfRevealed(cell)
    guard let pull = pullViews[cell.id], pull.superview != nil else { return }
    pull.removeFromSuperview()
    recorder.change(
      "removeFromSuperview", pull.id,
      objects: TraceSnapshot.objects(of: cell.subtree + pull.subtree, recognizers: []))
  }

  /// No row is open once `cell`, if it was the open one, closes or goes: the dismissal
  /// recognizer rests until another row opens.
  private func forgetIfRevealed(_ cell: UICell) {
    guard revealedCell === cell else { return }
    revealedCell = nil
    dismissal.isEnabled = false
  }

  /// The action at `index` of the revealed row runs its handler (a tap on its button, or the
  /// first on a full swipe): the delegate's handler, or the data source's commit; then the row is
  /// deleted, or its actions hide (the handler's completion(true)).
  func perform(_ index: Int, on cell: UICell? = nil, _ recorder: TraceRecorder) {
    guard let cell = cell ?? revealedCell, index < configuration.actions.count else { return }
    let action = configuration.actions[index]
    let method =
      answers.source == .commitEditingStyle ? "commit delete" : "handler \(action.title)"
    recorder.select(table, indexPath: cell.indexPath, delegate: table.delegate?.id, method: method)
    guard action.deletesRow else {
      hide(cell, recorder)
      return
    }
    deleteRow(cell, recorder)
  }

  /// `deleteRows(at:with:)`: the cell leaves the table and the rows below move up by its height.
  private func deleteRow(_ cell: UICell, _ recorder: TraceRecorder) {
    forgetIfRevealed(cell)
    pullViews[cell.id]?.removeFromSuperview()
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

extension UITableView {
  /// Gives the table its rows' swipe actions: UIKit's swipe controller and its two recognizers.
  /// Returns the controller, whose `generatedViews` the scene lists from the start.
  @discardableResult
  public func installSwipeActions(_ answers: SwipeActionAnswers) -> UISwipeActionController {
    let controller = UISwipeActionController(table: self, answers: answers)
    swipeActionController = controller
    return controller
  }
}
