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

/// What a table's delegate and data source (or a list layout's providers) answer about one
/// edge's swipe actions, for the rows they answer for (`rows` nil: every row).
public struct SwipeActionAnswers {
  public enum Source: Sendable, Equatable {
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` (UITableViewDelegate, iOS 11).
    case trailingSwipeActionsConfiguration
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`: Apple, "The actions you return
    /// are displayed on the leading edge of the row. For example, in a left-to-right language
    /// environment, they are displayed on the left side of the row when the user swipes from
    /// left to right."
    case leadingSwipeActionsConfiguration
    /// The data source's `tableView(_:commit:forRowAt:)` alone (with `canEditRowAt`): Apple,
    /// leadingSwipeActionsConfigurationForRowAt: "Return nil if you want the table to display the
    /// default set of actions" — one Delete button, which commits `.delete`.
    case commitEditingStyle
    /// A collection view list's `UICollectionLayoutListConfiguration`
    /// `trailingSwipeActionsConfigurationProvider` and `leadingSwipeActionsConfigurationProvider`
    /// (iOS 14): "The closure that provides the set of actions to display when swiping on the
    /// trailing [leading] edge of the cell."
    case trailingSwipeActionsConfigurationProvider
    case leadingSwipeActionsConfigurationProvider

    /// The edge of the row its actions show on.
    public var edge: SwipeEdge {
      switch self {
      case .leadingSwipeActionsConfiguration, .leadingSwipeActionsConfigurationProvider: .leading
      default: .trailing
      }
    }

    /// A list layout's closure rather than the delegate's method.
    public var isProvider: Bool {
      self == .trailingSwipeActionsConfigurationProvider
        || self == .leadingSwipeActionsConfigurationProvider
    }

    /// The method (or closure) UIKit calls for a row's actions, as the log names it.
    var method: String {
      switch self {
      case .trailingSwipeActionsConfiguration: "trailingSwipeActionsConfigurationForRowAt"
      case .leadingSwipeActionsConfiguration: "leadingSwipeActionsConfigurationForRowAt"
      case .commitEditingStyle: "canEditRowAt"
      case .trailingSwipeActionsConfigurationProvider: "trailingSwipeActionsConfigurationProvider"
      case .leadingSwipeActionsConfigurationProvider: "leadingSwipeActionsConfigurationProvider"
      }
    }
  }
  public var source: Source
  public var configuration: UISwipeActionsConfiguration
  public var rows: Set<[Int]>?

  public init(
    source: Source, configuration: UISwipeActionsConfiguration, rows: Set<[Int]>? = nil
  ) {
    (self.source, self.configuration, self.rows) = (source, configuration, rows)
  }

  /// The answers give actions for the row at `path`.
  func hasActions(_ path: [Int]) -> Bool {
    !configuration.actions.isEmpty && (rows?.contains(path) ?? true)
  }
}

/// The edge of a row a swipe reveals actions on: `trailing` (a swipe toward the leading edge,
/// left in a left-to-right language) or `leading` (a swipe to the right).
public enum SwipeEdge: String, Sendable, CaseIterable {
  case leading, trailing

  /// The sign of a row's offset while this edge's actions show (positive: the content moves
  /// toward the leading edge).
  var sign: Double { self == .trailing ? 1 : -1 }
  /// The ids of the pull view and its buttons: the trailing edge's keep the names they had
  /// before leading actions existed (`ROW.swipeActionPullView`, `ROW.swipeAction0`).
  var idPrefix: String { self == .trailing ? "swipeAction" : "leadingSwipeAction" }
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
  var edge = SwipeEdge.trailing

  override var className: String { "UIButton" }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let inside = touches.contains { isInside($0) } && isTracking
    super.touchesEnded(touches, with: event)
    guard inside, let controller, let recorder = event?.recorder else { return }
    recorder.clock.atEndOfTurn { controller.perform(self.index, self.edge, recorder) }
  }
}

extension UICellContainerView {
  /// Gives the rows their swipe actions, one answer per edge: UIKit's swipe controller and its
  /// two recognizers. Returns the controller, whose `generatedViews` the scene lists from the
  /// start.
  @discardableResult
  public func installSwipeActions(_ answers: SwipeActionAnswers...) -> UISwipeActionController {
    installSwipeActions(answers)
  }

  /// The same, from a list of answers (one per edge; a second for an edge is ignored).
  @discardableResult
  public func installSwipeActions(_ answers: [SwipeActionAnswers]) -> UISwipeActionController {
    let controller = UISwipeActionController(container: self, answers: answers)
    swipeActionController = controller
    return controller
  }
}
