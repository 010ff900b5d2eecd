import Foundation
import TouchTraceTrace

extension UIViewController {
  /// UIKit's `editButtonItem`. Apple (UIViewController.editButtonItem): "Returns a bar button
  /// item that toggles its title and associated state between Edit and Done … the associated
  /// navigation bar displays an Edit button if isEditing is false and a Done button if isEditing
  /// is true. The default button action invokes the setEditing(_:animated:) method." Its button
  /// view is `CONTROLLER.editButtonItem`.
  public var editButtonItem: UIBarButtonItem {
    if let made = madeEditButtonItem { return made }
    let item = UIBarButtonItem(id: id + ".editButtonItem", title: Self.editTitle(isEditing))
    item.editingController = self
    madeEditButtonItem = item
    return item
  }

  /// Apple (editButtonItem): "Edit" while not editing, "Done" while editing.
  public static func editTitle(_ editing: Bool) -> String { editing ? "Done" : "Edit" }

  /// UIViewController's own `setEditing(_:animated:)`: `isEditing` and the Edit button's title.
  /// Logged as an override that prints its call first would print it
  /// (`CONTROLLER setEditing true`), with the Edit button as it now is.
  func editingChanged(_ editing: Bool, _ recorder: TraceRecorder?) {
    isEditing = editing
    madeEditButtonItem?.title = Self.editTitle(editing)
    madeEditButtonItem?.view?.title = Self.editTitle(editing)
    let button = madeEditButtonItem?.view.map { [$0 as UIView] } ?? []
    recorder?.change(
      "setEditing", id, objects: TraceSnapshot.objects(of: button, recognizers: [])
    ) { $0.assigned = String(editing) }
  }
}

/// UIKit's `UITableViewController`: its view is its table view. Apple (UITableViewController):
/// "It implements the superclass method setEditing(_:animated:) so that if a user taps an
/// Edit|Done button in the navigation bar, the controller toggles the edit mode of the table."
open class UITableViewController: UIViewController {
  open override var className: String { "UITableViewController" }

  /// UIKit's `tableView`: the controller's view, when it is a table.
  public var tableView: UITableView? { viewIfLoaded as? UITableView }

  /// Apple's `loadView` for it makes a plain table (no rows), `CONTROLLER.tableView`.
  open override func loadView() -> UIView {
    let table = UITableView(id: id + ".tableView")
    table.isGenerated = true
    return table
  }

  /// UIViewController's, then the table's `setEditing(_:animated:)` with what its data source
  /// answers (TableEditing.swift).
  open override func setEditing(
    _ editing: Bool, animated: Bool, _ recorder: TraceRecorder? = nil
  ) {
    super.setEditing(editing, animated: animated, recorder)
    guard let tableView else { return }
    tableView.setEditing(editing, answers: tableView.editingAnswers, recorder)
  }
}

/// The button view of a controller's `editButtonItem`: a tap calls the controller's
/// `setEditing(!isEditing, animated: true)` (Apple: "The default button action invokes the
/// setEditing(_:animated:) method"), after the button's own touchUpInside, as an action would.
final class UIEditButtonView: UIBarButtonView {
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let inside = touches.contains { isInside($0) } && isTracking
    super.touchesEnded(touches, with: event)
    guard inside, let recorder = event?.recorder,
      let controller = barButtonItem?.editingController
    else { return }
    recorder.clock.atEndOfTurn {
      controller.setEditing(!controller.isEditing, animated: true, recorder)
    }
  }
}
