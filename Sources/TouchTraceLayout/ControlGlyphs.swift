import Foundation
import TouchTraceTrace

/// UIKit's controls as they look: sizes are UIKit's at the panel's scale, states from the trace (as
/// replayed up to the touch).
extension ViewGlyphs {
  /// A pill, green when on, with its knob at the end its state puts it (UISwitch: 51 × 31).
  func switchItems(_ o: TraceObject, _ r: Rect, _ bg: String?) -> [DiagramItem] {
    let h = min(r.height, 31 * scale, r.width * 31 / 51)
    let pill = Rect(r.minX, r.midY - h / 2, min(r.width, h * 51 / 31), h)
    let on = o.isOn == true
    let knob = max(1, h / 2 - 2 * scale)
    let x = on ? pill.maxX - h / 2 : pill.minX + h / 2
    return [
      .shape(
        .rect(pill, radius: h / 2), fill: .on(bg, on ? .controlOn : .controlTrack),
        stroke: on ? nil : Stroke(.on(bg, .faint), width: 0.8)),
      .shape(
        .circle(center: Point(x, pill.midY), radius: knob), fill: .role(.controlKnob),
        stroke: Stroke(.on(bg, .faint), width: 0.8)),
    ]
  }

  /// Where `value` lies between `minimumValue` and `maximumValue` (UIKit's defaults 0 and 1), 0…1.
  static func fraction(_ o: TraceObject) -> Double {
    let lo = o.minimumValue ?? 0
    let hi = o.maximumValue ?? 1
    guard hi > lo else { return 0 }
    return min(1, max(0, ((o.value ?? 0) - lo) / (hi - lo)))
  }

  /// The track, tinted up to the value, and the round thumb at the value (UISlider: a 28 pt thumb).
  func sliderItems(_ o: TraceObject, _ r: Rect, _ bg: String?) -> [DiagramItem] {
    let thumb = min(14 * scale, r.height / 2, r.width / 4)
    let x0 = r.minX + thumb
    let x1 = r.maxX - thumb
    let x = x0 + Self.fraction(o) * (x1 - x0)
    let track = max(2.5, 4 * scale)
    return [
      .shape(
        .polyline([Point(x0, r.midY), Point(x1, r.midY)]), fill: nil,
        stroke: Stroke(.on(bg, .faint), width: track)),
      .shape(
        .polyline([Point(x0, r.midY), Point(x, r.midY)]), fill: nil,
        stroke: Stroke(.role(.tint), width: track)),
      .shape(
        .circle(center: Point(x, r.midY), radius: thumb - 0.5), fill: .role(.controlKnob),
        stroke: Stroke(.on(bg, .muted), width: 1)),
    ]
  }

  /// A progress view's track, filled in the tint up to its progress (UIKit's default style: a
  /// thin bar across the view, 4 pt at most here so it reads at any frame height).
  func progressItems(_ o: TraceObject, _ r: Rect, _ bg: String?) -> [DiagramItem] {
    let track = min(max(2.5, 4 * scale), r.height)
    let filled = r.minX + max(0, min(o.progress ?? 0, 1)) * r.width
    return [
      .shape(
        .polyline([Point(r.minX, r.midY), Point(r.maxX, r.midY)]), fill: nil,
        stroke: Stroke(.on(bg, .faint), width: track)),
      .shape(
        .polyline([Point(r.minX, r.midY), Point(filled, r.midY)]), fill: nil,
        stroke: Stroke(.role(.tint), width: track)),
    ]
  }

  /// Equal segments with their titles; the selected one filled with the tint (the theme's own, as
  /// the slider's track: a fill needs no lightening to read, its white title does need the blue).
  func segmentItems(_ o: TraceObject, _ r: Rect, _ bg: String?, _ out: inout Drawing) {
    let titles = o.segments ?? []
    let radius = min(7 * scale, r.height / 3)
    out.items.append(.shape(.rect(r, radius: radius), fill: .on(bg, .controlTrack), stroke: nil))
    guard !titles.isEmpty else { return }
    let w = r.width / Double(titles.count)
    let selected = o.selectedSegmentIndex ?? -1
    let inset = min(2 * scale, w / 8)
    let size = fontSize(13, r, fraction: 0.5)
    for (i, title) in titles.enumerated() {
      let x = r.minX + Double(i) * w
      if i == selected {
        out.items.append(
          .shape(
            .rect(
              Rect(x + inset, r.minY + inset, w - 2 * inset, r.height - 2 * inset), radius: radius),
            fill: .role(.tint), stroke: nil))
      } else if i > 0, i - 1 != selected {
        out.items.append(
          .shape(
            .polyline([Point(x, r.minY + r.height * 0.25), Point(x, r.maxY - r.height * 0.25)]),
            fill: nil, stroke: Stroke(.on(bg, .faint), width: 1)))
      }
      let style = TextStyle(
        size: size, bold: i == selected,
        paint: i == selected ? .role(.controlKnob) : .on(bg, .text),
        alignment: .center)
      fitted(title, at: Point(x + w / 2, r.midY), width: w - 2 * inset - 2, style: style, &out)
    }
  }

  /// Two halves, − and +; a half that cannot step any further is greyed (UIStepper: 94 × 32).
  func stepperItems(_ o: TraceObject, _ r: Rect, _ bg: String?) -> [DiagramItem] {
    let radius = min(8 * scale, r.height / 3)
    let value = o.value ?? 0
    let size = fontSize(22, r, fraction: 0.8)
    func sign(_ text: String, _ x: Double, enabled: Bool) -> DiagramItem {
      .text(
        text, at: Point(x, r.midY),
        style: TextStyle(
          size: size, bold: true, paint: .on(bg, enabled ? .text : .faint), alignment: .center,
          middle: true))
    }
    return [
      .shape(.rect(r, radius: radius), fill: .on(bg, .controlTrack), stroke: nil),
      .shape(
        .polyline([
          Point(r.midX, r.minY + r.height * 0.22), Point(r.midX, r.maxY - r.height * 0.22),
        ]),
        fill: nil, stroke: Stroke(.on(bg, .faint), width: 1)),
      sign("−", r.minX + r.width / 4, enabled: value > (o.minimumValue ?? 0)),
      sign("+", r.minX + r.width * 3 / 4, enabled: value < (o.maximumValue ?? 100)),
    ]
  }

  /// A dot per page, centred; the current page's dot solid (UIPageControl: 7 pt dots, 9 pt apart).
  func pageDots(_ o: TraceObject, _ r: Rect, _ bg: String?) -> [DiagramItem] {
    let n = max(0, min(o.numberOfPages ?? 0, 200))
    guard n > 0 else { return [] }
    let d = max(3, min(7 * scale, r.height * 0.6))
    let gap = min(9 * scale, max(1, (r.width - Double(n) * d) / Double(max(n - 1, 1))))
    let total = Double(n) * d + Double(n - 1) * gap
    let current = o.currentPage ?? 0
    return (0..<n).map { i in
      let c = Point(r.midX - total / 2 + d / 2 + Double(i) * (d + gap), r.midY)
      return .shape(
        .circle(center: c, radius: d / 2), fill: .on(bg, i == current ? .text : .faint), stroke: nil
      )
    }
  }

  /// A text field: its rounded border, its text (or its placeholder, greyed) and, when it is first
  /// responder, the caret. A text view shows its text from the top.
  func textInput(_ o: TraceObject, _ r: Rect, _ bg: String?, _ out: inout Drawing) {
    let field = Self.glyph(o) == .textField
    if field {
      out.items.append(
        .shape(
          .rect(r.insetBy(0.5), radius: min(5 * scale, r.height / 4)), fill: nil,
          stroke: Stroke(.on(bg, .faint), width: 1)))
    }
    let text = o.text ?? ""
    let shown = text.isEmpty ? (o.placeholder ?? "") : text
    let size = fontSize(17, r, fraction: field ? 0.55 : 0.3)
    let x = r.minX + 8 * scale
    let y = field ? r.midY : r.minY + 8 * scale + size * 0.6
    let style = TextStyle(size: size, paint: .on(bg, text.isEmpty ? .muted : .text))
    let before = out.text.count
    if !shown.isEmpty {
      fitted(shown, at: Point(x, y), width: r.maxX - x - 6 * scale, style: style, &out)
    }
    guard o.isFirstResponder == true else { return }
    // The caret follows the text; before a placeholder, which it replaces as one types.
    let caretX = text.isEmpty || out.text.count == before ? x - 1 : out.text[before].maxX + 1.5
    out.items.append(
      .shape(
        .polyline([Point(caretX, y - size * 0.62), Point(caretX, y + size * 0.62)]), fill: nil,
        stroke: Stroke(.on(bg, .tint), width: max(1.5, 2 * scale))))
  }

  /// A button's title, centred: tinted on a plain button, bold text on a filled one. Bar buttons
  /// (in a navigation bar) are tinted text.
  func button(_ o: TraceObject, _ r: Rect, _ bg: String?, _ out: inout Drawing) {
    if isTabBarButton(o) { return tabBarButton(o, r, bg, &out) }
    guard let title = o.title, !title.isEmpty else { return }
    let filled = o.backgroundColor.map { !$0.hasSuffix("00") } ?? false
    let style = TextStyle(
      size: fontSize(17, r), bold: filled, paint: .on(bg, filled ? .text : .tint),
      alignment: .center)
    fitted(title, at: Point(r.midX, r.midY), width: r.width - 4, style: style, &out)
  }

  /// A label's text, left-aligned and centred vertically, as UILabel draws it.
  func label(_ text: String?, in r: Rect, _ bg: String?, _ out: inout Drawing) {
    guard let text, !text.isEmpty else { return }
    let style = TextStyle(size: fontSize(17, r), paint: .on(bg, .text))
    fitted(text, at: Point(r.minX, r.midY), width: r.width, style: style, &out)
  }

  /// UIKit's activity indicator: eight spokes round the centre, fading, as a refresh control
  /// shows above a scroll view's content.
  func spinnerItems(_ r: Rect, _ bg: String?) -> [DiagramItem] {
    let radius = min(r.width, r.height) * 0.3
    guard radius >= 3 else { return [] }
    let width = max(1.2, radius * 0.22)
    return (0..<8).map { spoke in
      let angle = Double(spoke) * Double.pi / 4
      let (dx, dy) = (cos(angle), sin(angle))
      let paint: Paint = spoke < 3 ? .on(bg, .muted) : .on(bg, .faint)
      return .shape(
        .polyline([
          Point(r.midX + dx * radius * 0.45, r.midY + dy * radius * 0.45),
          Point(r.midX + dx * radius, r.midY + dy * radius),
        ]), fill: nil, stroke: Stroke(paint, width: width))
    }
  }
}
