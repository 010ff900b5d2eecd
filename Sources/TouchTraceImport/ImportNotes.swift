/// The sentences an imported scene carries (its `warnings:`, which the trace, the log and the
/// diagram's subtitle show) when its answer rests on something the dump did not say: lines cut from it, and
/// lines `--lenient` could not read, recognizers of unknown kinds under a tap. Guessing silently
/// is the one thing an import must not do.
enum ImportNotes {
  /// - Parameter reached: for each view (by index), the taps (by index) whose hit test reaches
  ///   it: the hit view and its superviews, as the engine answers (``TapChains``).
  static func sentences(
    views: [DumpView], cuts: [Int], taps: [(x: Double, y: Double)], reached: [Int: [Int]]
  ) -> [String] {
    var out: [String] = []
    if !cuts.isEmpty {
      out.append(
        "the dump was cut at line\(cuts.count == 1 ? "" : "s") \(list(cuts.map(String.init))): "
          + "the answer may depend on what was cut")
    }
    var parent = [Int?](repeating: nil, count: views.count)
    for (index, view) in views.enumerated() { for child in view.subviews { parent[child] = index } }
    func named(_ indexes: [Int]) -> String {
      list(indexes.map { "(\(number(taps[$0].x)), \(number(taps[$0].y)))" })
    }
    for (index, view) in views.enumerated() where view.isSkipped {
      guard view.frame == nil else {
        out.append(
          "line \(view.line) could not be read: its \(view.className) is kept with its frame "
            + "only, so a tap on it may be answered wrongly")
        continue
      }
      let changed = parent[index].map { reached[$0] ?? [] } ?? Array(taps.indices)
      let what: String
      if taps.isEmpty {
        what =
          "any tap on its parent (line \(parent[index].map { views[$0].line } ?? 0)) may depend on it"
      } else if changed.isEmpty {
        what = "no tap reaches its parent, so none depends on it"
      } else {
        what = "the tap\(changed.count == 1 ? "" : "s") at \(named(changed)) may depend on it"
      }
      out.append("line \(view.line) could not be read, nor its frame: \(what)")
    }
    // An alert or a context menu in the dump: imported as plain views, with what to write instead.
    for (index, view) in views.enumerated() {
      if view.className == "_UIPopoverView" {
        out.append("\(view.className) (line \(view.line)): \(popoverSentence(views, index))")
        continue
      }
      guard let what = UIKitClasses.systemUI[view.className] else { continue }
      out.append("\(view.className) (line \(view.line)): \(what)")
    }
    // Recognizers whose kinds the dump does not print, on a view a tap reaches: they could take it.
    for (index, view) in views.enumerated() where hasUnknownRecognizers(view, isRoot: index == 0) {
      guard let under = reached[index], !under.isEmpty else { continue }
      out.append(
        "\(view.className) (line \(view.line)) has gesture recognizers of kinds the dump does not "
          + "print, and the tap\(under.count == 1 ? "" : "s") at \(named(under)) reach"
          + "\(under.count == 1 ? "es" : "") it: none is simulated, and one could take the touch")
    }
    return out
  }

  /// Recognizers printed only as `gestureRecognizers = <NSArray: …>`, not UIKit's own part of
  /// the class; a window's are never taken for granted.
  static func hasUnknownRecognizers(_ view: DumpView, isRoot: Bool) -> Bool {
    guard view.hasGestureRecognizers, view.recognizers.isEmpty else { return false }
    if isRoot, UIKitClasses.isWindow(view) { return true }
    let wanted = UIKitClasses.behaviour(of: view.className, printed: view.baseClass)
    return !UIKitClasses.hasOwnRecognizers(view.className, wanted)
  }

  /// `a`, `a and b`, `a, b and c`; past three, `and n more`.
  static func list(_ items: [String]) -> String {
    let shown = Array(items.prefix(3))
    let more = items.count - shown.count
    if more > 0 { return shown.joined(separator: ", ") + " and \(more) more" }
    if shown.count < 2 { return shown.joined() }
    return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
  }
}
