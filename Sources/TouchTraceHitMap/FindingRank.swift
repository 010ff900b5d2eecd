import TouchTraceTrace

/// How suspicious a finding is (issue 36): what is likely a bug, what to check, and what is
/// expected, from the view, its ancestors and the views that take its points.
enum FindingRank {
  /// A finding's view lost points to `takers` (indices into `views`; -1 for no view).
  static func level(
    _ i: Int, takers: [Int], outsideNonClipping: Bool, _ views: MapViews
  ) -> HitMapFindingLevel {
    let ancestors = views.ancestors(i)
    if outsideNonClipping { return .likelyBug }
    if ancestors.contains(where: { hasNoSize(views.objects[$0]) }) { return .likelyBug }
    if takers.contains(where: { $0 >= 0 && looksInvisible($0, views) }) { return .likelyBug }
    if let scroller = ancestors.first(where: { isScrollView(views.objects[$0]) }),
      !takers.isEmpty,
      takers.allSatisfy({ $0 >= 0 && isOpaqueBar($0, outside: scroller, views) })
    {
      return .expected
    }
    return .check
  }

  /// An ancestor with user interaction off takes its subviews' touches away, whatever they are.
  static func levelWithInteractionOff(_ i: Int, off: Int) -> HitMapFindingLevel {
    off == i ? .check : .likelyBug
  }

  private static func isScrollView(_ o: TraceObject) -> Bool {
    let scrollers: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]
    return o.contentSize != nil || scrollers.contains(o.class)
      || scrollers.contains(o.baseClass ?? "")
  }

  private static func hasNoSize(_ o: TraceObject) -> Bool {
    guard let frame = o.frame else { return false }
    return frame.width == 0 || frame.height == 0
  }

  /// Nearly invisible (it or an ancestor below alpha 0.1; UIKit skips only below 0.01) or a
  /// plain view with a clear background: a finger gets it, the eye does not see it.
  static func looksInvisible(_ k: Int, _ views: MapViews) -> Bool {
    let o = views.objects[k]
    if ([k] + views.ancestors(k)).contains(where: { (views.objects[$0].alpha ?? 1) < 0.1 }) {
      return true
    }
    let plain = (o.baseClass ?? o.class) == "UIView"
    return plain && !isOpaque(o.backgroundColor) && (o.subviews ?? []).isEmpty
  }

  /// The view, or one of its ancestors that is not inside the scroll view, is opaque: a bar the
  /// content scrolls under.
  private static func isOpaqueBar(_ k: Int, outside scroller: Int, _ views: MapViews) -> Bool {
    if views.isSelfOrDescendant(k, of: scroller) { return false }
    return ([k] + views.ancestors(k)).contains { a in
      let o = views.objects[a]
      let opaque = isBar(o) || (isOpaque(o.backgroundColor) && (o.alpha ?? 1) >= 0.99)
      return opaque && !views.isSelfOrDescendant(scroller, of: a)
    }
  }

  /// UIKit's bars draw their own background (a blur or a colour), whatever `backgroundColor` says.
  private static func isBar(_ o: TraceObject) -> Bool {
    let bars: Set<String> = ["UINavigationBar", "UITabBar", "UIToolbar"]
    return bars.contains(o.class) || bars.contains(o.baseClass ?? "")
  }

  /// `#RRGGBBAA` (the trace's form) with alpha FF.
  private static func isOpaque(_ colour: String?) -> Bool {
    guard let colour, colour.count == 9, colour.hasPrefix("#") else { return false }
    return colour.uppercased().hasSuffix("FF")
  }
}
