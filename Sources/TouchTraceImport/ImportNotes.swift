/// The sentences an imported scene carries (its `warnings:`, which the trace, the log and the
/// diagram's subtitle show) when its answer rests on something the dump did not say: lines cut from it, and
/// lines `--lenient` could not read, recognizers of unknown kinds under a tap. Guessing silently
/// is the one thing an import must not do.
enum ImportNotes {
  static func sentences(views: [DumpView], cuts: [Int], taps: [(x: Double, y: Double)])
    -> [String]
  {
    var out: [String] = []
    if !cuts.isEmpty {
      out.append(
        "the dump was cut at line\(cuts.count == 1 ? "" : "s") \(list(cuts.map(String.init))): "
          + "the answer may depend on what was cut")
    }
    var parent = [Int?](repeating: nil, count: views.count)
    for (index, view) in views.enumerated() { for child in view.subviews { parent[child] = index } }
    for (index, view) in views.enumerated() where view.isSkipped {
      guard view.frame == nil else {
        out.append(
          "line \(view.line) could not be read: its \(view.className) is kept with its frame "
            + "only, so a tap on it may be answered wrongly")
        continue
      }
      let area = parent[index].map { windowFrame(of: $0, views, parent) }
      let changed = taps.indices.filter { t in
        guard let area = area ?? nil else { return true }
        return contains(area, taps[t])
      }
      let what: String
      if taps.isEmpty {
        what =
          "any tap on its parent (line \(parent[index].map { views[$0].line } ?? 0)) may depend on it"
      } else if changed.isEmpty {
        what = "no tap falls on its parent, so none depends on it"
      } else {
        let named = changed.map { "(\(number(taps[$0].x)), \(number(taps[$0].y)))" }
        what = "the tap\(changed.count == 1 ? "" : "s") at \(list(named)) may depend on it"
      }
      out.append("line \(view.line) could not be read, nor its frame: \(what)")
    }
    // Recognizers whose kinds the dump does not print, on a view under a tap: they could take it.
    for (index, view) in views.enumerated() where view.hasGestureRecognizers {
      let wanted = UIKitClasses.behaviour(of: view.className, printed: view.baseClass)
      guard !UIKitClasses.hasOwnRecognizers(view.className, wanted),
        let area = windowFrame(of: index, views, parent)
      else { continue }
      let under = taps.filter { contains(area, $0) }
      guard !under.isEmpty else { continue }
      let named = under.map { "(\(number($0.x)), \(number($0.y)))" }
      out.append(
        "\(view.className) (line \(view.line)) has gesture recognizers of kinds the dump does not "
          + "print, under the tap\(under.count == 1 ? "" : "s") at \(list(named)): none is "
          + "simulated, and one could take the touch")
    }
    return out
  }

  private static func contains(_ area: [Double], _ tap: (x: Double, y: Double)) -> Bool {
    tap.x >= area[0] && tap.x < area[0] + area[2] && tap.y >= area[1] && tap.y < area[1] + area[3]
  }

  /// A view's frame in the window: its origin plus its ancestors' (transforms, bounds and scroll
  /// offsets aside: it only says which taps might fall there). nil when a frame is unknown.
  private static func windowFrame(of index: Int, _ views: [DumpView], _ parent: [Int?])
    -> [Double]?
  {
    guard var frame = views[index].frame else { return nil }
    var up = parent[index]
    while let p = up {
      guard let f = views[p].frame else { return nil }
      frame[0] += f[0]
      frame[1] += f[1]
      up = parent[p]
    }
    return frame
  }

  /// `a`, `a and b`, `a, b and c`; past three, `and n more`.
  private static func list(_ items: [String]) -> String {
    let shown = Array(items.prefix(3))
    let more = items.count - shown.count
    if more > 0 { return shown.joined(separator: ", ") + " and \(more) more" }
    if shown.count < 2 { return shown.joined() }
    return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
  }
}
