import TouchTraceEngine
import TouchTraceTrace

extension SceneBuilder {
  /// A UITableViewController whose navigation item shows its `editButtonItem`: its table (its
  /// view) is made ready for a tap on Edit (UIViewController+Editing.swift) as a table already
  /// editing is (SceneBuilder+Editing.swift): the data source's answers (`editingStyleForRowAt`,
  /// `canMoveRowAt`), the rows' editing controls, made and registered, and its Delete
  /// (`tableView(_:commit:forRowAt:)`, which an Edit button implies as `isEditing: true` does).
  mutating func noteTableEditedByButton(_ spec: ControllerSpec) {
    let items = spec.leftBarButtonItems + spec.rightBarButtonItems
    guard spec.class == .tableViewController, items.contains(where: \.isEditButtonItem),
      let table = spec.view
    else { return }
    tablesEditedByButton.insert(table.id)
  }

  /// The navigation item's bar button items by id, for a popover's `barButtonItem`.
  mutating func noteBarButtonItems(of item: UINavigationItem) {
    for made in item.leftBarButtonItems + item.rightBarButtonItems {
      madeBarButtonItems[made.id] = made
    }
  }
}
