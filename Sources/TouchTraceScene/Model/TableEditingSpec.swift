import TouchTraceEngine

/// What a table's delegate and data source answer about editing mode (UITableViewDelegate's
/// `editingStyleForRowAt`, UITableViewDataSource's `canMoveRowAt`), by UIKit's Swift names.
public struct TableEditingSpec: Sendable, Equatable {
  /// The delegate's answer for a row.
  public struct StyleAnswer: Sendable, Equatable {
    public var row: [Int]
    public var returns: UITableViewCell.EditingStyle
  }
  /// editingStyleForRowAt: nil, not implemented; `.all(s)`: s for every row; `.rows`: as listed,
  /// the others `.delete`.
  public enum Styles: Sendable, Equatable {
    case all(UITableViewCell.EditingStyle)
    case rows([StyleAnswer])
  }
  public var editingStyle: Styles?
  /// canMoveRowAt: nil, not implemented (no reorder control); `.all(b)`; `.rows`: true for those
  /// listed.
  public var canMove: TableSelectionSpec.Highlight?
  /// One answer of targetIndexPathForMoveFromRowAt: for a move from `from` (nil: any row) to
  /// `proposed`, the row it `returns`.
  public struct MoveTarget: Sendable, Equatable {
    public var from: [Int]?
    public var proposed: [Int]
    public var returns: [Int]
  }
  /// targetIndexPathForMoveFromRowAt: nil, not implemented; the moves it retargets (others: the
  /// proposed row, as Apple asks of a suitable one).
  public var moveTargets: [MoveTarget]?
  public init() {}

  /// The engine's answers; `canEdit` from the data source's `canEditRowAt` (SwipeActionsSpec).
  func answers(canEdit: SwipeActionsSpec?) -> TableEditingAnswers {
    var answers = TableEditingAnswers()
    switch editingStyle {
    case .all(let style)?: answers.editingStyle = { _ in style }
    case .rows(let list)?:
      answers.editingStyle = { path in list.first { $0.row == path }?.returns ?? .delete }
    case nil: break
    }
    answers.canMove = canMove.map(Self.rows)
    if let moveTargets {
      answers.targetIndexPath = { source, proposed in
        moveTargets.first { ($0.from ?? source) == source && $0.proposed == proposed }?.returns
          ?? proposed
      }
    }
    if let canEdit {
      let rows = canEdit.rows.map(Set.init)
      answers.canEdit = { path in rows?.contains(path) ?? true }
    }
    return answers
  }

  /// A yes-or-no answer for every row, or yes for the rows listed.
  static func rows(_ answer: TableSelectionSpec.Highlight) -> ([Int]) -> Bool {
    switch answer {
    case .all(let value): { _ in value }
    case .rows(let list):
      { path in Set(list).contains(path) }
    }
  }
}
