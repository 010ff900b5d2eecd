import TouchTraceTrace

/// The map's findings: a control, or a view with its own recognizers or touch handlers, that is on
/// screen and loses part of its frame, said in one sentence — how much reaches it, and for each
/// part that does not, where it lies, why, and which view gets it ("loginButton: 52% of its frame
/// reaches it; the right 48% lies outside formView, which does not clip, and goes to root").
enum Findings {
  /// A finding's sentence with its level first ("likely bug: …"), and its view.
  struct Finding {
    var view: Int
    var level: HitMapFindingLevel
    var text: String
    /// Apple's minimum target, listed after the findings of its level that lose points.
    var isSize = false

    /// Likely bugs first, then what to check (lost points, then small targets), then what is
    /// expected.
    var rank: (Int, Int) {
      (HitMapFindingLevel.allCases.firstIndex(of: level) ?? 0, isSize ? 1 : 0)
    }
  }

  static func finding(
    _ i: Int, _ cover: FrameCoverage, _ views: MapViews, _ space: CellSpace
  ) -> Finding? {
    let o = views.objects[i]
    guard wantsTouches(o, views), isOnScreen(i, views), cover.frameCells > 0,
      cover.reachedCells < cover.frameCells
    else { return nil }
    let all = cover.partsLargestFirst
    let significant = cover.significantParts(space)
    guard !significant.isEmpty else { return nil }
    let shares = percents([cover.reachedCells] + all.map(\.part.cells), of: cover.frameCells)
    let head =
      cover.reachedCells == 0
      ? "\(o.id): none of its frame reaches it"
      : "\(o.id): \(shares[0]) of its frame reaches it"
    if let off = ([i] + views.ancestors(i)).first(where: {
      views.objects[$0].isUserInteractionEnabled == false
    }) {
      let who =
        off == i
        ? "its user interaction is off" : "\(views.objects[off].id) has user interaction off"
      let takers = cover.taken.keys.sorted().map { name($0, views) }
      let level = FindingRank.levelWithInteractionOff(i, off: off)
      return Finding(
        view: i, level: level,
        text: level.said("\(head); \(who), so its points go to \(list(takers))"))
    }
    let named = Set(significant.map(\.value))
    let clauses = zip(all, shares.dropFirst()).filter { named.contains($0.0.value) }.map {
      entry, share in
      let (value, part) = entry
      let position = place(part.box, in: cover.box)
      let amount = position.map { "the \($0) \(share)" } ?? share
      return "\(amount) \(reason(value, part.box, i, views, space))"
    }
    let outside = significant.contains { entry in
      outsideAncestor(entry.part.box, i, views, space).map {
        views.objects[$0].clipsToBounds != true
      } ?? false
    }
    let level = FindingRank.level(
      i, takers: significant.map { Int($0.value) - 1 }, outsideNonClipping: outside, views)
    return Finding(
      view: i, level: level, text: level.said(([head] + clauses).joined(separator: "; ")))
  }

  /// Controls, and views with recognizers of their own (not UIKit's generated ones, such as a
  /// scroll view's pan) or touch handlers.
  static func wantsTouches(_ o: TraceObject, _ views: MapViews) -> Bool {
    if o.isEnabled != nil || o.actions != nil { return true }
    if o.overrides?.keys.contains(where: { $0.hasPrefix("touches") && $0 != "touchesShouldBegin" })
      == true
    {
      return true
    }
    return (o.gestureRecognizers ?? []).contains { !views.generatedRecognizers.contains($0) }
  }

  /// Shown: neither it nor an ancestor hidden or transparent (alpha below 0.01), its window shown.
  /// A view nobody sees is not expected to take touches.
  static func isOnScreen(_ i: Int, _ views: MapViews) -> Bool {
    ([i] + views.ancestors(i)).allSatisfy {
      views.objects[$0].isHidden != true && (views.objects[$0].alpha ?? 1) >= 0.01
    }
  }

  /// Why a part of the frame goes to another view: it lies outside an ancestor (the nearest whose
  /// hit area does not hold it), or a view in front covers it, or it goes to an ancestor.
  private static func reason(
    _ value: Int32, _ part: CellBox, _ i: Int, _ views: MapViews, _ space: CellSpace
  ) -> String {
    let to = value == 0 ? "reaches no view" : "goes to \(name(value, views))"
    if let a = outsideAncestor(part, i, views, space) {
      let ancestor = views.objects[a]
      let why =
        ancestor.clipsToBounds == true
        ? "lies outside \(ancestor.id)'s hit area"
        : "lies outside \(ancestor.id), which does not clip,"
      return "\(why) and \(to)"
    }
    if value > 0, !views.ancestors(i).contains(Int(value) - 1) {
      return "is covered by \(name(value, views))"
    }
    return to
  }

  /// The nearest ancestor whose hit area does not hold the part: hitTest never asks the view there.
  private static func outsideAncestor(
    _ part: CellBox, _ i: Int, _ views: MapViews, _ space: CellSpace
  ) -> Int? {
    views.ancestors(i).first { a in
      hitBox(views.objects[a], views, space).map { !$0.contains(part) } ?? false
    }
  }

  /// The box where a view's `point(inside:)` says YES; nil for everywhere.
  private static func hitBox(_ o: TraceObject, _ views: MapViews, _ space: CellSpace) -> CellBox? {
    if let area = o.hitArea {
      if area.rule == .always { return nil }
      if area.rule == .never { return CellBox(c0: 0, c1: 0, r0: 0, r1: 0) }
      let points = area.windowOutline?.flatMap { $0 } ?? area.windowCorners ?? []
      if !points.isEmpty { return views.box(Rect.bounding(points), space) }
    }
    return o.windowFrame.map { views.box($0, space) }
  }

  /// Which side of the frame a part is: one that spans the frame's whole height at its right
  /// edge is "right", and so on; nil for a part elsewhere.
  private static func place(_ part: CellBox, in frame: CellBox) -> String? {
    let fullHeight = part.r0 == frame.r0 && part.r1 == frame.r1
    let fullWidth = part.c0 == frame.c0 && part.c1 == frame.c1
    if fullHeight, fullWidth { return nil }
    if fullHeight, part.c1 == frame.c1 { return "right" }
    if fullHeight, part.c0 == frame.c0 { return "left" }
    if fullWidth, part.r0 == frame.r0 { return "top" }
    if fullWidth, part.r1 == frame.r1 { return "bottom" }
    return nil
  }

  /// Whole percentages of parts of a whole, adding up to 100 (the largest remainders rounded
  /// up); never 0% or 100% for a part that is neither nothing nor all.
  static func percents(_ parts: [Int], of whole: Int) -> [String] {
    let exact = parts.map { Double($0) / Double(whole) * 100 }
    var shares = exact.map { Int(saturating: $0.rounded(.down)) }
    let byRemainder = exact.indices.sorted {
      (exact[$0] - Double(shares[$0]), -$0) > (exact[$1] - Double(shares[$1]), -$1)
    }
    for i in byRemainder.prefix(max(0, 100 - shares.reduce(0, +))) { shares[i] += 1 }
    return zip(parts, shares).map { cells, p in
      if cells > 0, p < 1 { return "less than 1%" }
      if cells < whole, p > 99 { return "99%" }
      return "\(p)%"
    }
  }

  private static func name(_ value: Int32, _ views: MapViews) -> String {
    value == 0 ? "no view" : views.objects[Int(value) - 1].id
  }

  private static func list(_ names: [String]) -> String {
    names.isEmpty ? "no view" : names.joined(separator: ", ")
  }
}
