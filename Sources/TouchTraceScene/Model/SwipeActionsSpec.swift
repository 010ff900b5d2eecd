import TouchTraceEngine
import TouchTraceTrace

/// A table's swipe actions, as its delegate or data source answers (UITableViewDelegate's
/// `trailingSwipeActionsConfigurationForRowAt`, or the data source's `canEditRowAt` with
/// `commit editingStyle`), by UIKit's Swift names.
public struct SwipeActionsSpec: Sendable, Equatable {
  public struct Action: Sendable, Equatable {
    public var title: String
    public var style: UIContextualAction.Style
    /// nil: the handler deletes its row when the action is destructive.
    public var deletesRow: Bool?
  }
  /// Whose answer it is (the delegate's trailing or leading configuration, a list's provider);
  /// with `actions` nil, the classic `canEditRowAt` + `commit editingStyle: .delete`.
  public var source = SwipeActionAnswers.Source.trailingSwipeActionsConfiguration
  /// nil: the classic `canEditRowAt` + `commit editingStyle: .delete` (one Delete button).
  public var actions: [Action]?
  public var performsFirstActionWithFullSwipe = true
  /// The rows the delegate answers for ([section, row]); nil: every row.
  public var rows: [[Int]]?
  public var location: SourceLocation?
  public init() {}

  /// The engine's answers.
  var answers: SwipeActionAnswers {
    let source: SwipeActionAnswers.Source = actions == nil ? .commitEditingStyle : self.source
    // Apple, tableView(_:titleForDeleteConfirmationButtonForRowAt:): the default title is
    // "Delete" (localized); the classic button deletes its row.
    let list =
      actions?.map {
        UIContextualAction(style: $0.style, title: $0.title, deletesRow: $0.deletesRow)
      }
      ?? [UIContextualAction(style: .destructive, title: "Delete")]
    return SwipeActionAnswers(
      source: source,
      configuration: UISwipeActionsConfiguration(
        actions: list, performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe),
      rows: rows.map(Set.init))
  }
}
