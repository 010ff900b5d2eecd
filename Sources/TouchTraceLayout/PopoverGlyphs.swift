import TouchTraceTrace

/// A popover and a sheet's grabber, recognisable at a glance: the popover's panel with its arrow
/// (UIKit's `_UIPopoverStandardChromeView` draws both, the arrow on the side `arrowDirection`
/// names, `arrowOffset` from that side's middle, pointing at the source), and the grabber as the
/// grey pill UIKit draws at a sheet's top.
extension ViewGlyphs {
  /// The panel and its arrow, as one outline in the panel's colour.
  func popoverChromeBody(_ o: TraceObject, _ shape: Shape) -> DiagramItem {
    let fill: Paint = o.backgroundColor.map { .view($0) } ?? .role(.panel)
    let stroke = Stroke(.role(.muted), width: 1.2)
    guard case .rect(let r, _) = shape, let side = o.arrowDirection else {
      return .shape(shape, fill: fill, stroke: stroke)
    }
    let vertical = side == "up" || side == "down"
    // The engine's arrow is 13 pt (TouchConstants.popoverArrowHeight); never more than a third
    // of the panel, so a small popover still reads as a panel.
    let depth = min(13 * scale, (vertical ? r.height : r.width) / 3)
    let half = depth
    let offset = (o.arrowOffset ?? 0) * scale
    let (left, top, right, bottom) = (r.minX, r.minY, r.maxX, r.maxY)
    let points: [Point]
    switch side {
    case "up":
      let tip = min(max(r.midX + offset, left + half), right - half)
      points = [
        Point(left, top + depth), Point(tip - half, top + depth), Point(tip, top),
        Point(tip + half, top + depth), Point(right, top + depth), Point(right, bottom),
        Point(left, bottom),
      ]
    case "down":
      let tip = min(max(r.midX + offset, left + half), right - half)
      points = [
        Point(left, top), Point(right, top), Point(right, bottom - depth),
        Point(tip + half, bottom - depth), Point(tip, bottom), Point(tip - half, bottom - depth),
        Point(left, bottom - depth),
      ]
    case "left":
      let tip = min(max(r.midY + offset, top + half), bottom - half)
      points = [
        Point(left + depth, top), Point(right, top), Point(right, bottom),
        Point(left + depth, bottom), Point(left + depth, tip + half), Point(left, tip),
        Point(left + depth, tip - half),
      ]
    default:
      let tip = min(max(r.midY + offset, top + half), bottom - half)
      points = [
        Point(left, top), Point(right - depth, top), Point(right - depth, tip - half),
        Point(right, tip), Point(right - depth, tip + half), Point(right - depth, bottom),
        Point(left, bottom),
      ]
    }
    return .shape(.polygon(points), fill: fill, stroke: stroke)
  }

  /// The grabber: a rounded grey pill.
  func grabberBody(_ shape: Shape) -> DiagramItem {
    guard case .rect(let r, _) = shape else {
      return .shape(shape, fill: .role(.muted), stroke: nil)
    }
    return .shape(
      .rect(r, radius: min(r.height, r.width) / 2), fill: .view("#A0A0A0FF"), stroke: nil)
  }
}
