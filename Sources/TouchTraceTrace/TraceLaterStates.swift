/// A trace's later states must be trees too. The renderer replays `change` events (objects as the
/// app's code left them) and `hierarchy` events (a view moved) on the first state to draw each
/// touch's screen; a change that makes a view its own ancestor, or lists a view in two `subviews`,
/// would send that replay round for ever (issue 23). Replayed here in the same order, each
/// change checked where it is written.
extension TraceReader {
  static func laterStates(_ trace: Trace, ids: [String: Int]) -> [JSONSchemaProblem] {
    var state = LaterState(objects: trace.objects, ids: ids)
    var out: [JSONSchemaProblem] = []
    for (e, event) in trace.events.enumerated() {
      let at: [JSONPathComponent] = [.key("events"), .index(e)]
      switch event.kind {
      case .change:
        out += state.change(event.objects ?? [], at: at + [.key("objects")])
      case .hierarchy:
        out += state.move(event.object, to: event.superview, at: at + [.key("superview")])
      default:
        continue
      }
      // One bad change is enough to refuse the trace; later ones are replayed on a broken state.
      if !out.isEmpty { break }
    }
    return out
  }
}

/// The objects as the events so far left them, and which object lists each view as a subview.
private struct LaterState {
  var objects: [TraceObject]
  let ids: [String: Int]
  var listedBy: [Int: Int] = [:]

  init(objects: [TraceObject], ids: [String: Int]) {
    self.objects = objects
    self.ids = ids
    for (i, o) in objects.enumerated() {
      for s in o.subviews ?? [] { if let k = ids[s] { listedBy[k] = i } }
    }
  }

  /// A `change` event's objects replace the old ones (as `ScreenState` does); then each new
  /// `subviews` list and `superview` must still make a tree.
  mutating func change(_ changed: [TraceObject], at base: [JSONPathComponent])
    -> [JSONSchemaProblem]
  {
    var out: [JSONSchemaProblem] = []
    var replaced: [(at: [JSONPathComponent], index: Int)] = []
    for (j, c) in changed.enumerated() {
      let here = base + [.index(j)]
      out += TraceReader.unknownReferences(of: c, at: here, ids: ids)
      out += TraceReader.longTexts(of: c, at: here)
      guard let k = ids[c.id] else { continue }
      for s in objects[k].subviews ?? [] where ids[s].map({ listedBy[$0] == k }) == true {
        listedBy[ids[s]!] = nil
      }
      objects[k] = c
      replaced.append((here, k))
    }
    guard out.isEmpty else { return out }
    for (here, k) in replaced {
      for (n, s) in (objects[k].subviews ?? []).enumerated() {
        guard let m = ids[s] else { continue }
        let path = JSONPath(here + [.key("subviews"), .index(n)])
        let id = objects[k].id
        if m == k {
          out.append(
            .init(
              path: path, message: "'\(id)' lists itself as a subview; the view tree must be a tree"
            ))
        } else if let other = listedBy[m], other != k {
          out.append(
            .init(
              path: path,
              message: "'\(s)' is already a subview of '\(objects[other].id)'; a view is in one "
                + "'subviews' list at most"))
        } else if objects[m].superview != id {
          // As in the first state: with each list's owner its views' superview, the lists
          // cannot go round where the superviews do not.
          let theirs = objects[m].superview.map { "'\($0)'" } ?? "none"
          out.append(
            .init(
              path: path,
              message: "'\(s)' has \(theirs) as its superview, not '\(id)'; the two must agree"))
        } else {
          listedBy[m] = k
        }
      }
    }
    for (here, k) in replaced where out.isEmpty {
      if let loop = ancestorLoop(from: k) {
        out.append(
          .init(
            path: JSONPath(here + [.key("superview")]),
            message: "the superviews go round (\(loop)); the view tree must be a tree"))
      }
    }
    return out
  }

  /// A `hierarchy` event moves a view under another (or out of the window): never under itself
  /// or one of its own subviews.
  mutating func move(_ view: String?, to superview: String?, at path: [JSONPathComponent])
    -> [JSONSchemaProblem]
  {
    guard let i = view.flatMap({ ids[$0] }) else { return [] }
    let id = objects[i].id
    var new = superview.flatMap { ids[$0] }
    var steps = 0
    while let j = new, steps <= objects.count {
      if j == i {
        return [
          .init(
            path: JSONPath(path),
            message: "it moves '\(id)' into '\(superview!)', which is '\(id)' or inside it; "
              + "the view tree must be a tree")
        ]
      }
      new = objects[j].superview.flatMap { ids[$0] }
      steps += 1
    }
    if let old = objects[i].superview.flatMap({ ids[$0] }) {
      objects[old].subviews?.removeAll { $0 == id }
    }
    listedBy[i] = nil
    objects[i].superview = superview
    if let new = superview.flatMap({ ids[$0] }) {
      objects[new].subviews = (objects[new].subviews ?? []) + [id]
      listedBy[i] = new
    }
    return []
  }

  /// The circle, as "a → b → a", if walking up `superview` from `start` comes back.
  func ancestorLoop(from start: Int) -> String? {
    var seen: [Int] = [start]
    var onPath: Set<Int> = [start]
    var current = start
    while let next = objects[current].superview.flatMap({ ids[$0] }) {
      if onPath.contains(next) {
        let from = seen.firstIndex(of: next)!
        return (seen[from...].map { objects[$0].id } + [objects[next].id]).joined(separator: " → ")
      }
      seen.append(next)
      onPath.insert(next)
      current = next
    }
    return nil
  }
}
