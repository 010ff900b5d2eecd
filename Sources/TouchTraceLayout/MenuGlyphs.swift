import TouchTraceTrace

/// A context menu and an alert, recognisable at a glance: a rounded frosted panel (UIKit's menus
/// and alerts have rounded corners over a blurred backdrop) with a row per action, separated by
/// hairlines; a destructive action's title is red (Apple, UIMenuElement.Attributes.destructive,
/// UIAlertAction.Style.destructive), a cancel button's bold (Apple's Human Interface Guidelines,
/// Alerts).
extension ViewGlyphs {
  /// The panel's body: rounded, frosted.
  func menuPanelBody(_ shape: Shape) -> DiagramItem {
    guard case .rect(let r, _) = shape else {
      return .shape(shape, fill: .role(.frost), stroke: Stroke(.role(.faint), width: 1))
    }
    return .shape(
      .rect(r, radius: min(13 * scale, r.height / 2, r.width / 2)), fill: .role(.frost),
      stroke: Stroke(.role(.muted), width: 1.2))
  }

  /// An alert's title (bold) and message, centred in the space above its buttons.
  func alertHeader(_ o: TraceObject, _ r: Rect, _ bg: String?, _ out: inout Drawing) {
    let header = Rect(r.minX, r.minY, r.width, min(r.height, 54 * scale))
    if let title = o.title, !title.isEmpty {
      let style = TextStyle(
        size: fontSize(17, header, fraction: 0.3), bold: true, paint: .on(bg, .text),
        alignment: .center)
      let y = o.text == nil ? header.midY : header.minY + header.height * 0.35
      fitted(title, at: Point(header.midX, y), width: header.width - 8, style: style, &out)
    }
    if let message = o.text, !message.isEmpty {
      let style = TextStyle(
        size: fontSize(13, header, fraction: 0.25), paint: .on(bg, .text), alignment: .center)
      let at = Point(header.midX, header.minY + header.height * 0.72)
      fitted(message, at: at, width: header.width - 8, style: style, &out)
    }
  }

  /// A row: its title (left in a menu, centred on an alert's button) and a hairline above it.
  func menuRow(_ o: TraceObject, _ r: Rect, _ bg: String?, _ out: inout Drawing) {
    out.items.append(
      .shape(
        .polyline([Point(r.minX, r.minY + 0.5), Point(r.maxX, r.minY + 0.5)]), fill: nil,
        stroke: Stroke(.role(.faint), width: 1)))
    guard let title = o.title, !title.isEmpty else { return }
    let inMenu = o.class == "_UIContextMenuCell"
    let paint: Paint =
      o.actionStyle == "destructive" ? .view("#FF3B30FF") : .on(bg, inMenu ? .text : .tint)
    let style = TextStyle(
      size: fontSize(17, r), bold: o.actionStyle == "cancel", paint: paint,
      alignment: inMenu ? .left : .center)
    let at = inMenu ? Point(r.minX + 16 * scale, r.midY) : Point(r.midX, r.midY)
    fitted(title, at: at, width: r.width - (inMenu ? 20 * scale : 4), style: style, &out)
  }
}
