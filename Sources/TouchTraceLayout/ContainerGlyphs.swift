import TouchTraceTrace

/// Containers and bars: a table row's separator, the navigation bar's title, the tab bar's buttons.
/// (A stack view's dashed outline and the bars' frosted fill are their bodies, in ViewGlyphs.)
extension ViewGlyphs {
  /// A table row's separator along its bottom edge, inset from the left as UITableView's default
  /// `separatorInset` (16 pt) puts it.
  func separator(_ r: Rect) -> [DiagramItem] {
    [
      .shape(
        .polyline([Point(r.minX + 16 * scale, r.maxY - 0.5), Point(r.maxX, r.maxY - 0.5)]),
        fill: nil, stroke: Stroke(.role(.faint), width: 1))
    ]
  }

  /// The navigation bar's title, bold and centred, when the trace records one.
  func barTitle(_ o: TraceObject, _ r: Rect, _ bg: String?, _ out: inout Drawing) {
    guard let title = o.title, !title.isEmpty else { return }
    let style = TextStyle(
      size: fontSize(17, r, fraction: 0.45), bold: true, paint: .on(bg, .text), alignment: .center)
    fitted(title, at: Point(r.midX, r.midY), width: r.width / 2, style: style, &out)
  }

  /// A control whose superview is a tab bar: one of its tab buttons.
  func isTabBarButton(_ o: TraceObject) -> Bool {
    o.superview.flatMap { byID[$0] }.map { ViewGlyphs.glyph($0) == .tabBar } ?? false
  }

  /// A tab button: a round icon over its title, tinted when its tab is the selected one.
  func tabBarButton(_ o: TraceObject, _ r: Rect, _ bg: String?, _ out: inout Drawing) {
    let role: Role = isSelectedTab(o) ? .tint : .muted
    let icon = max(2, min(7 * scale, r.height / 5))
    out.items.append(
      .shape(
        .circle(center: Point(r.midX, r.minY + r.height * 0.36), radius: icon),
        fill: role == .tint ? .on(bg, .tint) : nil, stroke: Stroke(.on(bg, role), width: 1.5)))
    guard let title = o.title, !title.isEmpty else { return }
    let style = TextStyle(
      size: fontSize(10, r, fraction: 0.25), bold: role == .tint, paint: .on(bg, role),
      alignment: .center)
    fitted(
      title, at: Point(r.midX, r.minY + r.height * 0.74), width: r.width - 2, style: style, &out)
  }

  /// Whether this tab button's tab is the tab bar controller's `selectedIndex`: the controller is
  /// the one whose view holds the tab bar, the button's index is its place among the bar's subviews.
  private func isSelectedTab(_ o: TraceObject) -> Bool {
    guard let bar = o.superview.flatMap({ byID[$0] }),
      let index = bar.subviews?.filter({ byID[$0].map(isTabBarButton) ?? false }).firstIndex(
        of: o.id),
      let container = bar.superview,
      let controller = trace.objects.first(where: {
        $0.role == .viewController && $0.view == container
      })
    else { return false }
    return (controller.selectedIndex ?? 0) == index
  }
}
