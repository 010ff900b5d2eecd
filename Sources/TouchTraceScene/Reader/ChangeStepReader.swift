import TouchTraceTrace
import Yams

/// A change step as read, with where its ids were written, for the checks that need the whole
/// scene (an id may name a view written further down, or one an `add` step makes).
struct PendingChange {
  enum Target {
    /// `set`: the keys it assigns, with where each was written.
    case set(keys: [(name: String, location: SourceLocation?)])
    case add(view: ViewSpec)
    case remove
  }
  /// The view or recognizer `set` or `remove` names; the superview `add` names.
  var id: String
  var idLocation: SourceLocation?
  var target: Target
}

/// The steps `set`, `add` and `remove` (`ChangeStep`).
extension SceneReader {
  func change(_ name: String, _ node: Node, at step: Node) -> ChangeStep? {
    // `remove: panel` is short for `remove: {id: panel}`.
    if name == "remove", case .scalar = node {
      guard let id = yaml.identifier(node, "remove") else { return nil }
      pendingChanges.append(PendingChange(id: id, idLocation: yaml.location(node), target: .remove))
      return ChangeStep(.remove(id: id), location: yaml.location(step))
    }
    let keys = name == "set" ? SceneKeys.set : name == "add" ? SceneKeys.add : SceneKeys.remove
    let idKey = name == "add" ? "to" : "id"
    guard let f = yaml.mapping(node, what: "'\(name)'", keys: keys),
      yaml.require(name == "add" ? ["to", "view"] : ["id"], in: f, what: "'\(name)'")
    else { return nil }
    let id = yaml.identifier(f[idKey]!, idKey)
    let at = f["at"].map { seconds($0, "at", .nonNegative) }
    let action: ChangeStep.Action?
    let target: PendingChange.Target
    switch name {
    case "set":
      let written = SceneKeys.settable.filter(f.has)
      let settings = written.map { setting($0, f[$0]!) }
      if written.isEmpty {
        yaml.error(
          "'set' needs a property to set (one of: \(SceneKeys.settable.joined(separator: ", ")))",
          at: node)
        return nil
      }
      guard settings.allSatisfy({ $0 != nil }) else { return nil }
      action = id.map { .set(id: $0, settings.compactMap { $0 }) }
      target = .set(keys: written.map { ($0, yaml.location(f.keyNode($0))) })
    case "add":
      let index = f["index"].map { yaml.integer($0, "index", minimum: 0) }
      guard let view = view(f["view"]!, depth: 2, isControllerView: false) else { return nil }
      if case .some(nil) = index { return nil }
      action = id.map { .add(to: $0, index: index ?? nil, view: view) }
      target = .add(view: view)
    default:
      action = id.map { .remove(id: $0) }
      target = .remove
    }
    guard let id, let action, at.map({ $0 != nil }) ?? true else { return nil }
    pendingChanges.append(
      PendingChange(id: id, idLocation: yaml.location(f[idKey]), target: target))
    return ChangeStep(action, at: at ?? nil, location: yaml.location(step))
  }

  /// One property of a `set` step, read like the view key of the same name.
  private func setting(_ key: String, _ n: Node) -> Setting? {
    switch key {
    case "alpha": return yaml.number(n, key, .unit).map(Setting.alpha)
    case "backgroundColor":
      if isNull(n) { return .backgroundColor(nil) }
      return yaml.color(n, key).map { Setting.backgroundColor($0) }
    case "frame": return yaml.rect(n, key).map(Setting.frame)
    case "center": return yaml.point(n, key).map(Setting.center)
    case "transform": return transform(n).map(Setting.transform)
    default: return yaml.bool(n, key).map { Setting.flag(key, $0) }
    }
  }
}
