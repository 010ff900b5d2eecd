import TouchTraceTrace

extension ViewKeys {
  /// Leading swipe actions, a list's swipe actions, editing mode and reordering, and the
  /// collection view's own selection methods (issue 33, item 7). Read by the scene's own readers
  /// (SceneReader+SwipeActions.swift, SceneReader+Editing.swift).
  static let editingKeys: [ViewKey] = [
    ViewKey(
      "leadingSwipeActionsConfigurationForRowAt",
      .custom(schema: ##""$ref": "#/$defs/swipeActionsConfiguration""##), on: [.tableView],
      "the actions a swipe to the right on a row reveals (on its leading edge).",
      source: "Apple, tableView(_:leadingSwipeActionsConfigurationForRowAt:)"),
    ViewKey(
      "collectionViewLayout", .choice(["flow", "list"]), on: [.collectionView],
      default: .value(.choice("flow")),
      "flow: UICollectionViewFlowLayout; list: UICollectionViewCompositionalLayout.list, "
        + "full-width rows that may have swipe actions.",
      source: "Apple, UICollectionViewCompositionalLayout.list(using:)"),
    ViewKey(
      "trailingSwipeActionsConfigurationProvider",
      .custom(schema: ##""$ref": "#/$defs/swipeActionsConfiguration""##), on: [.collectionView],
      "a list's UICollectionLayoutListConfiguration: the actions a swipe to the left on a cell "
        + "reveals. Needs 'collectionViewLayout: list'.",
      source: "Apple, UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider"
    ),
    ViewKey(
      "leadingSwipeActionsConfigurationProvider",
      .custom(schema: ##""$ref": "#/$defs/swipeActionsConfiguration""##), on: [.collectionView],
      "as trailingSwipeActionsConfigurationProvider, for a swipe to the right.",
      source: "Apple, UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider"),
    ViewKey(
      "isEditing", .bool, on: [.tableView], default: .value(.bool(false)),
      "the table is in editing mode: each row shows its editing control (a red minus, a green "
        + "plus) and, when it can move, its reorder control.",
      source: "Apple, UITableView.isEditing, setEditing(_:animated:)",
      .property(\UITableView.isEditing, trace: \.isEditing, recorded: .unless(false))),
    ViewKey(
      "editingStyleForRowAt", .custom(schema: ##""$ref": "#/$defs/editingStyles""##),
      on: [.tableView],
      "its delegate's answer for every row (none, delete, insert), or a list of "
        + "{row, returns}; the rows not listed: delete.",
      source: "Apple, tableView(_:editingStyleForRowAt:)"),
    ViewKey(
      "canMoveRowAt",
      .custom(schema: ##""anyOf": [{"type": "boolean"}, {"$ref": "#/$defs/indexPaths"}]"##),
      on: [.tableView],
      "its data source implements moveRowAt: true for every row, or the rows that can move; in "
        + "editing mode they show a reorder control.",
      source: "Apple, tableView(_:canMoveRowAt:), tableView(_:moveRowAt:to:)"),
  ]

  /// UICollectionViewDelegate's names for what a table's delegate calls `…RowAt`.
  static let collectionSelectionKeys: [ViewKey] = [
    ViewKey(
      "shouldHighlightItemAt",
      .custom(schema: ##""anyOf": [{"type": "boolean"}, {"$ref": "#/$defs/indexPaths"}]"##),
      on: [.collectionView],
      "the delegate's answer for every item, or the items it answers true for; false: no "
        + "highlight, no selection.",
      source: "Apple, collectionView(_:shouldHighlightItemAt:)"),
    ViewKey(
      "didHighlightItemAt", .bool, on: [.collectionView], default: .value(.bool(false)),
      "its delegate implements collectionView(_:didHighlightItemAt:).",
      source: "Apple, collectionView(_:didHighlightItemAt:)"),
    ViewKey(
      "didUnhighlightItemAt", .bool, on: [.collectionView], default: .value(.bool(false)),
      "its delegate implements collectionView(_:didUnhighlightItemAt:).",
      source: "Apple, collectionView(_:didUnhighlightItemAt:)"),
    ViewKey(
      "shouldSelectItemAt",
      .custom(schema: ##""anyOf": [{"type": "boolean"}, {"$ref": "#/$defs/indexPaths"}]"##),
      on: [.collectionView],
      "the delegate's answer for every item, or the items it answers true for; false: the "
        + "item is not selected.",
      source: "Apple, collectionView(_:shouldSelectItemAt:)"),
    ViewKey(
      "shouldDeselectItemAt",
      .custom(schema: ##""anyOf": [{"type": "boolean"}, {"$ref": "#/$defs/indexPaths"}]"##),
      on: [.collectionView],
      "as shouldSelectItemAt, for the item being deselected.",
      source: "Apple, collectionView(_:shouldDeselectItemAt:)"),
    ViewKey(
      "didDeselectItemAt", .bool, on: [.collectionView], default: .value(.bool(false)),
      "its delegate implements collectionView(_:didDeselectItemAt:).",
      source: "Apple, collectionView(_:didDeselectItemAt:)"),
  ]
}
