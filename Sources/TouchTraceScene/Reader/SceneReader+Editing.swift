import TouchTraceEngine
import TouchTraceTrace
import Yams

extension SceneReader {
  /// A table delegate's `editingStyleForRowAt` (a style, or `[{row: [s, r], returns: style}]`)
  /// and its data source's `canMoveRowAt` (true, false, or the rows). nil when neither is given.
  func tableEditing(_ f: Fields, allowed: Set<String>, hasDelegate: Bool) -> TableEditingSpec? {
    let given = ["editingStyleForRowAt", "canMoveRowAt", "targetIndexPathForMoveFromRowAt"].filter {
      allowed.contains($0) && f[$0] != nil
    }
    guard let first = given.first else { return nil }
    if !hasDelegate {
      yaml.error(
        "'\(first)' is the answer of the table's delegate: give the table a 'delegate'",
        at: f.keyNode(first))
    }
    var spec = TableEditingSpec()
    if let n = f["editingStyleForRowAt"], allowed.contains("editingStyleForRowAt") {
      spec.editingStyle = editingStyles(n)
    }
    if let n = f["canMoveRowAt"], allowed.contains("canMoveRowAt") {
      spec.canMove = rowsAnswer(n, "canMoveRowAt")
    }
    if let n = f["targetIndexPathForMoveFromRowAt"] {
      spec.moveTargets = moveTargets(n)
    }
    return spec
  }

  /// true, false, or the rows answered true.
  func rowsAnswer(_ n: Node, _ name: String) -> TableSelectionSpec.Highlight? {
    if case .sequence = n { return indexPaths(n, name).map { .rows($0) } }
    return yaml.bool(n, name).map { .all($0) }
  }

  /// `delete`, or `[{row: [s, r], returns: insert}, …]`.
  private func editingStyles(_ n: Node) -> TableEditingSpec.Styles? {
    let name = "editingStyleForRowAt"
    guard case .sequence = n else {
      return yaml.choice(n, name, UITableViewCell.EditingStyle.self).map { .all($0) }
    }
    guard let list = yaml.sequence(n, name) else { return nil }
    var out: [TableEditingSpec.StyleAnswer] = []
    for item in list {
      guard let m = yaml.mapping(item, what: "an answer of '\(name)'", keys: SceneKeys.rowAnswer)
      else { return nil }
      guard let rowNode = m["row"], let row = indexPath(rowNode, "row"), let r = m["returns"],
        let style = yaml.choice(r, "returns", UITableViewCell.EditingStyle.self)
      else {
        if m["row"] == nil || m["returns"] == nil {
          yaml.error(
            "an answer of '\(name)' needs its 'row' and what it 'returns' (none, delete, insert)",
            at: item)
        }
        return nil
      }
      out.append(.init(row: row, returns: style))
    }
    return .rows(out)
  }

  /// A collection view delegate's `shouldHighlightItemAt`, `shouldSelectItemAt` and
  /// `shouldDeselectItemAt` (true, false, or the items answered true). nil when none is given.
  func collectionSelection(_ f: Fields, allowed: Set<String>, hasDelegate: Bool)
    -> TableSelectionSpec?
  {
    let names = ["shouldHighlightItemAt", "shouldSelectItemAt", "shouldDeselectItemAt"]
    let implemented = ["didHighlightItemAt", "didUnhighlightItemAt", "didDeselectItemAt"]
    let given = (names + implemented).filter { allowed.contains($0) && f[$0] != nil }
    if !hasDelegate, let key = given.first {
      yaml.error(
        "'\(key)' is the answer of the collection view's delegate: give it a 'delegate'",
        at: f.keyNode(key))
    }
    guard given.contains(where: names.contains) else { return nil }
    var spec = TableSelectionSpec()
    func answer(_ name: String) -> TableSelectionSpec.Highlight? {
      guard allowed.contains(name), let n = f[name] else { return nil }
      return rowsAnswer(n, name)
    }
    spec.shouldHighlight = answer("shouldHighlightItemAt")
    spec.shouldSelect = answer("shouldSelectItemAt")
    spec.shouldDeselect = answer("shouldDeselectItemAt")
    return spec
  }
}
