import TouchTraceTrace

/// Apple's minimum target: "a hit region of at least 44x44 pt" for every control (Human Interface
/// Guidelines, Accessibility › Buttons and controls). A button (or a control of the app's own)
/// smaller than that either way, whose `point(inside:)` does not grow it, is a finding to check.
/// UIKit's own sized controls (a switch, a slider, a segmented control) are left out: UIKit sets
/// their height, not the app.
enum TargetSize {
  static let minimum = 44.0

  static func finding(_ i: Int, _ views: MapViews) -> Findings.Finding? {
    let o = views.objects[i]
    guard ["UIButton", "UIControl"].contains(o.baseClass ?? o.class), Findings.isOnScreen(i, views),
      o.isUserInteractionEnabled != false, let frame = o.windowFrame, frame.width > 0,
      frame.height > 0, min(frame.width, frame.height) < minimum,
      !hitAreaIsLargeEnough(o.hitArea)
    else { return nil }
    let size = "\(EventLog.number(frame.width))×\(EventLog.number(frame.height)) pt"
    let text =
      "\(o.id): \(size), smaller than the 44×44 pt minimum target of Apple's Human Interface "
      + "Guidelines; grow it, or its point(inside:)"
    return Findings.Finding(
      view: i, level: .check, text: HitMapFindingLevel.check.said(text), isSize: true)
  }

  /// An override of `point(inside:)` that accepts everywhere, or at least 44 × 44 pt.
  private static func hitAreaIsLargeEnough(_ area: HitArea?) -> Bool {
    guard let area else { return false }
    if area.rule == .always { return true }
    let points = area.windowOutline?.flatMap { $0 } ?? area.windowCorners ?? []
    guard !points.isEmpty else { return false }
    let box = Rect.bounding(points)
    return min(box.width, box.height) >= minimum
  }
}
