import TouchTraceEngine
import TouchTraceTrace
import Yams

extension SceneReader {
  /// `targetIndexPathForMoveFromRowAt: [{from: [s, r], proposed: [s, r], returns: [s, r]}]`:
  /// the delegate's retargeted moves. The engine moves a row within its section, so `returns`
  /// must be in the `proposed` row's section.
  func moveTargets(_ n: Node) -> [TableEditingSpec.MoveTarget]? {
    let name = "targetIndexPathForMoveFromRowAt"
    guard let list = yaml.sequence(n, name) else { return nil }
    var out: [TableEditingSpec.MoveTarget] = []
    for item in list {
      guard
        let m = yaml.mapping(item, what: "an answer of '\(name)'", keys: SceneKeys.moveTarget)
      else { return nil }
      guard m["proposed"] != nil, m["returns"] != nil else {
        yaml.error(
          "an answer of '\(name)' needs the 'proposed' row and the row it 'returns' ([section, row])",
          at: item)
        return nil
      }
      let from = m["from"].map { indexPath($0, "from") }
      guard let proposed = indexPath(m["proposed"]!, "proposed"),
        let returns = indexPath(m["returns"]!, "returns"), from != .some(nil)
      else { return nil }
      if returns.first != proposed.first {
        yaml.error(
          "'returns' \(returns) is in another section than the proposed \(proposed): the "
            + "engine moves a row within its section", at: m["returns"])
        return nil
      }
      out.append(.init(from: from ?? nil, proposed: proposed, returns: returns))
    }
    return out
  }
}
