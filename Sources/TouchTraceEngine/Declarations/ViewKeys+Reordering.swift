import TouchTraceTrace

extension ViewKeys {
  /// Retargeting a row's move (issue 33): read by the scene's editing reader
  /// (SceneReader+Reordering.swift), answered in TableReordering.swift.
  static let reorderingKeys: [ViewKey] = [
    ViewKey(
      "targetIndexPathForMoveFromRowAt",
      .custom(schema: ##""$ref": "#/$defs/moveTargets""##), on: [.tableView],
      "its delegate's answers during a reorder drag: a list of {proposed, returns} (and "
        + "optionally from); the moves not listed: the proposed row.",
      source: "Apple, tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)")
  ]
}
