import Foundation
import TouchTraceTrace

/// A table row's editing controls as UIKit draws them, so editing mode reads at a glance: the
/// red minus (Apple, UITableViewCell.EditingStyle.delete: "a red circle enclosing a minus sign"),
/// the green plus (`insert`: "a green circle enclosing a plus sign"), and the reorder control's
/// three grey grip lines.
extension ViewGlyphs {
  /// A 22 pt circle at the control's middle, red with a white minus, or green with a white plus.
  func editControlItems(_ o: TraceObject, _ r: Rect) -> [DiagramItem] {
    let radius = min(11 * scale, r.width * 0.4, r.height * 0.4)
    guard radius >= 3 else { return [] }
    let center = Point(r.midX, r.midY)
    let insert = o.editingStyle == "insert"
    let bar = radius * 0.55
    let stroke = Stroke(.role(.controlKnob), width: max(1.5, radius * 0.22))
    var items: [DiagramItem] = [
      .shape(
        .circle(center: center, radius: radius),
        fill: insert ? .role(.controlOn) : .view("#FF3B30FF"), stroke: nil),
      .shape(
        .polyline([Point(center.x - bar, center.y), Point(center.x + bar, center.y)]), fill: nil,
        stroke: stroke),
    ]
    if insert {
      items.append(
        .shape(
          .polyline([Point(center.x, center.y - bar), Point(center.x, center.y + bar)]),
          fill: nil, stroke: stroke))
    }
    return items
  }

  /// Three short horizontal lines, 18 pt wide, at the control's middle.
  func reorderGripItems(_ r: Rect, _ bg: String?) -> [DiagramItem] {
    let half = min(9 * scale, r.width * 0.35)
    let gap = min(5 * scale, r.height * 0.15)
    guard half >= 2 else { return [] }
    return [-1.0, 0, 1].map { step in
      let y = r.midY + step * gap
      return .shape(
        .polyline([Point(r.midX - half, y), Point(r.midX + half, y)]), fill: nil,
        stroke: Stroke(.on(bg, .muted), width: max(1.2, 1.6 * scale)))
    }
  }
}
