import TouchTraceTrace

extension ViewKeys {
  /// A table's highlight and selection (issue 33, item 7): its switches, and what its delegate
  /// implements and answers (read by the scene's own reader, SceneReader+TableSelection.swift).
  static let tableSelectionKeys: [ViewKey] = [
    ViewKey(
      "allowsMultipleSelection", .bool, on: [.tableView, .collectionView],
      default: .value(.bool(false)),
      "true: a tap selects a row without deselecting the others, and a tap on a selected row "
        + "deselects it.",
      source: "Apple, UITableView.allowsMultipleSelection",
      .property(
        \UICellContainerView.allowsMultipleSelection, trace: \.allowsMultipleSelection,
        recorded: .unless(false))),
    ViewKey(
      "allowsSelectionDuringEditing", .bool, on: [.tableView, .collectionView],
      default: .value(.bool(false)),
      "true: a tap on a row selects it in editing mode too.",
      source: "Apple, UITableView.allowsSelectionDuringEditing",
      .property(
        \UICellContainerView.allowsSelectionDuringEditing,
        trace: \.allowsSelectionDuringEditing, recorded: .unless(false))),
    ViewKey(
      "shouldHighlightRowAt",
      .custom(schema: ##""anyOf": [{"type": "boolean"}, {"$ref": "#/$defs/indexPaths"}]"##),
      on: [.tableView],
      "the delegate's answer for every row, or the rows it answers true for; false: no "
        + "highlight, no selection.",
      source: "Apple, tableView(_:shouldHighlightRowAt:); collectionView(_:shouldHighlightItemAt:)"),
    ViewKey(
      "didHighlightRowAt", .bool, on: [.tableView], default: .value(.bool(false)),
      "its delegate implements tableView(_:didHighlightRowAt:) (the log shows its calls).",
      source: "Apple, tableView(_:didHighlightRowAt:)"),
    ViewKey(
      "didUnhighlightRowAt", .bool, on: [.tableView], default: .value(.bool(false)),
      "its delegate implements tableView(_:didUnhighlightRowAt:).",
      source: "Apple, tableView(_:didUnhighlightRowAt:)"),
    ViewKey(
      "willSelectRowAt", .custom(schema: ##""$ref": "#/$defs/rowAnswers""##), on: [.tableView],
      "the rows the delegate answers with another row or nil (the others: themselves).",
      source: "Apple, tableView(_:willSelectRowAt:)"),
    ViewKey(
      "willDeselectRowAt", .custom(schema: ##""$ref": "#/$defs/rowAnswers""##),
      on: [.tableView],
      "as willSelectRowAt, for the row being deselected.",
      source: "Apple, tableView(_:willDeselectRowAt:)"),
    ViewKey(
      "didDeselectRowAt", .bool, on: [.tableView], default: .value(.bool(false)),
      "its delegate implements tableView(_:didDeselectRowAt:).",
      source: "Apple, tableView(_:didDeselectRowAt:)"),
  ]

  /// Pull to refresh (issue 33, item 6).
  static let refreshKeys: [ViewKey] = [
    ViewKey(
      "endRefreshingAfter", .number(.nonNegative), on: [.refreshControl],
      "seconds after it begins refreshing that the app's refresh calls endRefreshing() "
        + "(left out: it goes on refreshing).",
      source: "Apple, UIRefreshControl.endRefreshing()")
  ]
}
