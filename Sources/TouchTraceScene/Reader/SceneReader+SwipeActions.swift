import TouchTraceEngine
import TouchTraceTrace
import Yams

extension SceneReader {
  /// A table's `trailingSwipeActionsConfigurationForRowAt` and
  /// `leadingSwipeActionsConfigurationForRowAt` (the delegate's answers) or `canEditRowAt` (the
  /// data source's, with `commit editingStyle: .delete`); a list's
  /// `trailingSwipeActionsConfigurationProvider` and `leadingSwipeActionsConfigurationProvider`.
  /// `id` is the table's, whose swipe recognizers (`ID.swipeActionPan`, `ID.swipeDismissal`) the
  /// scene may then name. `editing`: the table starts in editing mode, which has them too.
  func swipeActions(
    _ f: Fields, allowed: Set<String>, id: String, hasDelegate: Bool, isList: Bool,
    editing: Bool = false
  ) -> [SwipeActionsSpec] {
    let configured = allowed.contains(Self.trailingKey) ? f[Self.trailingKey] : nil
    let editable = allowed.contains("canEditRowAt") ? f["canEditRowAt"] : nil
    if configured != nil, editable != nil {
      // Apple: the delegate's configuration replaces the default Delete of the data source.
      yaml.error(
        "give 'trailingSwipeActionsConfigurationForRowAt' or 'canEditRowAt', not both: the delegate's configuration replaces the data source's Delete",
        at: f.keyNode("canEditRowAt"))
      return []
    }
    var out: [SwipeActionsSpec] = []
    for (key, source) in Self.configurationKeys where allowed.contains(key) {
      guard let n = f[key], let spec = configuration(n, key, source) else { continue }
      out.append(spec)
      if source.isProvider, !isList {
        yaml.error(
          "'\(key)' is a list layout's: give the collection view 'collectionViewLayout: list'",
          at: f.keyNode(key))
      } else if !source.isProvider, !hasDelegate {
        yaml.error(
          "'\(key)' is the answer of the table's delegate: give the table a 'delegate'",
          at: f.keyNode(key))
      }
    }
    if let n = editable, let spec = commitEditingStyle(n) {
      out.append(spec)
      if !hasDelegate {
        yaml.error(
          "'canEditRowAt' is the answer of the table's delegate: give the table a 'delegate'",
          at: f.keyNode("canEditRowAt"))
      }
    }
    if !out.isEmpty || editing {
      let location = out.first?.location ?? yaml.location(f.keyNode("isEditing"))
      for name in ["swipeActionPan", "swipeDismissal"] {
        ids.declare(id + "." + name, .recognizer, at: location)
      }
    }
    return out
  }

  static let trailingKey = "trailingSwipeActionsConfigurationForRowAt"
  /// The keys whose value is a UISwipeActionsConfiguration, and whose answer each is.
  static let configurationKeys: [(String, SwipeActionAnswers.Source)] = [
    (trailingKey, .trailingSwipeActionsConfiguration),
    ("leadingSwipeActionsConfigurationForRowAt", .leadingSwipeActionsConfiguration),
    ("trailingSwipeActionsConfigurationProvider", .trailingSwipeActionsConfigurationProvider),
    ("leadingSwipeActionsConfigurationProvider", .leadingSwipeActionsConfigurationProvider),
  ]

  /// `{actions: [...], performsFirstActionWithFullSwipe, rows}`.
  private func configuration(
    _ n: Node, _ key: String, _ source: SwipeActionAnswers.Source
  ) -> SwipeActionsSpec? {
    guard let m = yaml.mapping(n, what: "'\(key)'", keys: SceneKeys.swipeActions) else {
      return nil
    }
    var spec = SwipeActionsSpec()
    spec.source = source
    spec.location = yaml.location(n)
    guard let list = m["actions"].flatMap({ yaml.sequence($0, "actions") }) else {
      if m["actions"] == nil {
        yaml.error("'\(key)' needs its 'actions' (title and style of each)", at: n)
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
    return spec
  }

  /// `canEditRowAt`: true, false (nil), or the rows.
  private func commitEditingStyle(_ n: Node) -> SwipeActionsSpec? {
    var spec = SwipeActionsSpec()
    spec.location = yaml.location(n)
    if case .sequence = n {
      spec.rows = indexPaths(n, "canEditRowAt")
    } else if let b = yaml.bool(n, "canEditRowAt") {
      if !b { return nil }
    } else {
      return nil
    }
    return spec
  }

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
