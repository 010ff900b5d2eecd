import TouchTraceEngine
import TouchTraceTrace
import Yams

extension SceneReader {
  /// A table delegate's answers about highlighting and selection: `shouldHighlightRowAt` (true,
  /// false, or the rows answered true), `willSelectRowAt` and `willDeselectRowAt` (a list of
  /// `{row: [s, r], returns: [s, r] or null}`). nil when the scene gives none of them.
  func tableSelection(_ f: Fields, allowed: Set<String>, hasDelegate: Bool) -> TableSelectionSpec? {
    let names = ["shouldHighlightRowAt", "willSelectRowAt", "willDeselectRowAt"]
    let given = names.filter { allowed.contains($0) && f[$0] != nil }
    let implemented = ["didHighlightRowAt", "didUnhighlightRowAt", "didDeselectRowAt"].filter {
      allowed.contains($0) && f[$0] != nil
    }
    if !hasDelegate, let key = (given + implemented).first {
      yaml.error(
        "'\(key)' is the answer of the table's delegate: give the table a 'delegate'",
        at: f.keyNode(key))
    }
    guard !given.isEmpty else { return nil }
    var spec = TableSelectionSpec()
    if let n = f["shouldHighlightRowAt"], allowed.contains("shouldHighlightRowAt") {
      if case .sequence = n {
        spec.shouldHighlight = indexPaths(n, "shouldHighlightRowAt").map { .rows($0) }
      } else if let answer = yaml.bool(n, "shouldHighlightRowAt") {
        spec.shouldHighlight = .all(answer)
      }
    }
    for name in ["willSelectRowAt", "willDeselectRowAt"] where allowed.contains(name) {
      guard let n = f[name] else { continue }
      let answers = rowAnswers(n, name)
      if name == "willSelectRowAt" {
        spec.willSelect = answers
      } else {
        spec.willDeselect = answers
      }
    }
    return spec
  }

  /// `[{row: [s, r], returns: [s, r] or null}, …]`.
  private func rowAnswers(_ n: Node, _ name: String) -> [TableSelectionSpec.RowAnswer]? {
    guard let list = yaml.sequence(n, name) else { return nil }
    var out: [TableSelectionSpec.RowAnswer] = []
    for item in list {
      guard let m = yaml.mapping(item, what: "an answer of '\(name)'", keys: SceneKeys.rowAnswer)
      else { return nil }
      guard let rowNode = m["row"], let row = indexPath(rowNode, "row")
      else {
        if m["row"] == nil { yaml.error("an answer of '\(name)' needs its 'row'", at: item) }
        return nil
      }
      guard let returnsNode = m["returns"] else {
        yaml.error(
          "an answer of '\(name)' needs 'returns': another [section, row], or null for none",
          at: item)
        return nil
      }
      var returns: [Int]?
      if case .scalar(let s) = returnsNode, ScalarValue(s) == .null {
        returns = nil
      } else {
        guard let path = indexPath(returnsNode, "returns") else {
          return nil
        }
        returns = path
      }
      out.append(.init(row: row, returns: returns))
    }
    return out
  }
}
