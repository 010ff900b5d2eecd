import TouchTraceEngine
import TouchTraceTrace
import Yams

extension SceneReader {
  /// A table's `trailingSwipeActionsConfigurationForRowAt` (the delegate's answer) or
  /// `canEditRowAt` (the data source's, with `commit editingStyle: .delete`); `id` is the
  /// table's, whose swipe recognizers (`ID.swipeActionPan`, `ID.swipeDismissal`) the scene may
  /// then name.
  func swipeActions(_ f: Fields, allowed: Set<String>, id: String, hasDelegate: Bool)
    -> SwipeActionsSpec?
  {
    let configured = allowed.contains(Self.trailingKey) ? f[Self.trailingKey] : nil
    let editable = allowed.contains("canEditRowAt") ? f["canEditRowAt"] : nil
    if configured != nil, editable != nil {
      // Apple: the delegate's configuration replaces the default Delete of the data source.
      yaml.error(
        "give 'trailingSwipeActionsConfigurationForRowAt' or 'canEditRowAt', not both: the delegate's configuration replaces the data source's Delete",
        at: f.keyNode("canEditRowAt"))
      return nil
    }
    var spec = SwipeActionsSpec()
    if let n = configured {
      guard let m = yaml.mapping(n, what: "'\(Self.trailingKey)'", keys: SceneKeys.swipeActions)
      else { return nil }
      spec.location = yaml.location(n)
      guard let list = m["actions"].flatMap({ yaml.sequence($0, "actions") }) else {
        if m["actions"] == nil {
          yaml.error("'\(Self.trailingKey)' needs its 'actions' (title and style of each)", at: n)
        }
        return nil
      }
      if list.isEmpty { yaml.error("'actions' needs at least one action", at: m["actions"]) }
      spec.actions = list.compactMap(action)
      if let b = m["performsFirstActionWithFullSwipe"],
        let v = yaml.bool(b, "performsFirstActionWithFullSwipe")
      {
        spec.performsFirstActionWithFullSwipe = v
      }
      if let rows = m["rows"] { spec.rows = indexPaths(rows, "rows") }
    } else if let n = editable {
      spec.location = yaml.location(n)
      if case .sequence = n {
        spec.rows = indexPaths(n, "canEditRowAt")
      } else if let b = yaml.bool(n, "canEditRowAt") {
        if !b { return nil }
      } else {
        return nil
      }
    } else {
      return nil
    }
    if !hasDelegate {
      let key = configured != nil ? Self.trailingKey : "canEditRowAt"
      yaml.error(
        "'\(key)' is the answer of the table's delegate: give the table a 'delegate'",
        at: f.keyNode(key))
    }
    for name in ["swipeActionPan", "swipeDismissal"] {
      ids.declare(id + "." + name, .recognizer, at: spec.location)
    }
    return spec
  }

  static let trailingKey = "trailingSwipeActionsConfigurationForRowAt"

  private func action(_ n: Node) -> SwipeActionsSpec.Action? {
    guard let m = yaml.mapping(n, what: "a swipe action", keys: SceneKeys.contextualAction) else {
      return nil
    }
    guard let t = m["title"], let title = yaml.string(t, "title") else {
      if m["title"] == nil { yaml.error("a swipe action needs its 'title'", at: n) }
      return nil
    }
    var style = UIContextualAction.Style.normal
    if let s = m["style"] {
      guard let v = yaml.choice(s, "style", UIContextualAction.Style.self) else { return nil }
      style = v
    }
    var out = SwipeActionsSpec.Action(title: title, style: style)
    if let d = m["deletesRow"] { out.deletesRow = yaml.bool(d, "deletesRow") }
    return out
  }

  /// A list of [section, row] pairs.
  func indexPaths(_ n: Node, _ name: String) -> [[Int]]? {
    guard let list = yaml.sequence(n, name) else { return nil }
    var out: [[Int]] = []
    for item in list {
      guard let pair = indexPath(item, name) else { return nil }
      out.append(pair)
    }
    return out
  }

  /// One [section, row] pair, whole numbers ≥ 0.
  func indexPath(_ item: Node, _ name: String) -> [Int]? {
    guard
      let pair = yaml.numbers(item, name, ["section", "row"], nonNegative: ["section", "row"])
    else { return nil }
    guard pair.allSatisfy({ $0 == $0.rounded() && $0 < 1e9 }) else {
      yaml.error("expected whole numbers for [section, row] in '\(name)'", at: item)
      return nil
    }
    return pair.map { Int($0) }
  }
}
