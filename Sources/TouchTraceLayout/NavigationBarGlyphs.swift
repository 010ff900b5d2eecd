import TouchTraceTrace

extension ViewGlyphs {
  /// A navigation bar's large title (`_UINavigationBarLargeTitleView`): the top controller's
  /// title in UIKit's large title style (34 pt bold, `UIFont.TextStyle.largeTitle`), at the bar's
  /// 16 pt leading margin, so a large-title bar reads as one at a glance.
  func largeTitle(_ o: TraceObject, _ r: Rect, _ bg: String?, _ out: inout Drawing) {
    guard let title = o.title, !title.isEmpty else { return }
    let margin = 16 * scale
    let style = TextStyle(
      size: fontSize(34, r, fraction: 0.7), bold: true, paint: .on(bg, .text), alignment: .left)
    fitted(
      title, at: Point(r.minX + margin, r.midY), width: max(1, r.width - 2 * margin),
      style: style, &out)
  }
}
