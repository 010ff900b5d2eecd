import TouchTraceTrace

/// The pickers and the search bar as they look (issue 33): a picker's wheels with the selection
/// band across them, and a search bar's rounded field with its magnifier.
extension ViewGlyphs {
  /// A picker view (or a wheels date picker's own picker): the grey selection band across the
  /// middle, and each wheel's rows where its scroll view has turned them (the wheel's bounds
  /// origin, replayed up to the touch), the band's row in the text colour, the others greyed.
  func wheelItems(_ o: TraceObject, _ r: Rect, _ bg: String?, _ out: inout Drawing) {
    let components = (o.components ?? []).prefix(12)
    guard !components.isEmpty else { return }
    let wheels = (o.subviews ?? []).compactMap { byID[$0] }.filter {
      $0.class == "UIPickerTableView"
    }
    let height = o.bounds?.height ?? o.frame?.height ?? 0
    let rowHeight = Self.rowHeight(of: wheels.first, rows: components.first?.count ?? 0, height)
    let band = Rect(
      r.minX + 4 * scale, r.midY - rowHeight * scale / 2, r.width - 8 * scale,
      rowHeight * scale)
    var rows: [DiagramItem] = []
    var drawing = Drawing()
    let width = r.width / Double(components.count)
    for (component, titles) in components.enumerated() {
      let offset = component < wheels.count ? wheels[component].bounds?.y ?? 0 : 0
      let midX = r.minX + (Double(component) + 0.5) * width
      for (row, title) in titles.enumerated().prefix(400) {
        let y = r.midY + (Double(row) * rowHeight - offset) * scale
        guard y > r.minY - rowHeight * scale, y < r.maxY + rowHeight * scale else { continue }
        let inBand = abs(y - r.midY) < rowHeight * scale / 2
        let style = TextStyle(
          size: fontSize(inBand ? 20 : 17, r, fraction: 0.14),
          paint: .on(bg, inBand ? .text : .muted),
          alignment: .center)
        fitted(title, at: Point(midX, y), width: width - 6 * scale, style: style, &drawing)
      }
    }
    rows = drawing.items
    out.items.append(
      .shape(.rect(band, radius: 7 * scale), fill: .on(bg, .controlTrack), stroke: nil))
    out.items.append(.clipped(.rect(r, radius: 0), rows))
  }

  /// A wheel's row height: its content is the rows' span plus one view height (the first and last
  /// rows reach the band's middle), so `(contentSize - height) / (rows - 1)`; a fifth of the
  /// height (the five rows Apple's Human Interface Guidelines show) when that cannot be told.
  static func rowHeight(of wheel: TraceObject?, rows: Int, _ height: Double) -> Double {
    if rows > 1, let content = wheel?.contentSize?.height, content > height {
      return (content - height) / Double(rows - 1)
    }
    return height / 5
  }

  /// A search bar's field: a rounded grey field, a magnifier at its leading end, then its text
  /// (or its placeholder, greyed) and, when it is first responder, the caret.
  func searchFieldItems(_ o: TraceObject, _ r: Rect, _ bg: String?, _ out: inout Drawing) {
    out.items.append(
      .shape(
        .rect(r.insetBy(0.5), radius: min(10 * scale, r.height / 2)), fill: .on(bg, .controlTrack),
        stroke: nil))
    let lens = max(2, min(6 * scale, r.height / 5))
    let centre = Point(r.minX + 8 * scale + lens, r.midY - lens * 0.2)
    let handle = lens * 0.75
    out.items.append(
      .shape(
        .circle(center: centre, radius: lens), fill: nil,
        stroke: Stroke(.on(bg, .muted), width: max(1, 1.6 * scale))))
    out.items.append(
      .shape(
        .polyline([
          Point(centre.x + lens * 0.7, centre.y + lens * 0.7),
          Point(centre.x + lens * 0.7 + handle, centre.y + lens * 0.7 + handle),
        ]), fill: nil, stroke: Stroke(.on(bg, .muted), width: max(1.2, 2 * scale))))
    let text = o.text ?? ""
    let shown = text.isEmpty ? (o.placeholder ?? "") : text
    let size = fontSize(17, r, fraction: 0.5)
    let x = centre.x + lens + 8 * scale
    let style = TextStyle(size: size, paint: .on(bg, text.isEmpty ? .muted : .text))
    let before = out.text.count
    if !shown.isEmpty {
      fitted(shown, at: Point(x, r.midY), width: r.maxX - x - 6 * scale, style: style, &out)
    }
    guard o.isFirstResponder == true else { return }
    let caretX = text.isEmpty || out.text.count == before ? x - 1 : out.text[before].maxX + 1.5
    out.items.append(
      .shape(
        .polyline([Point(caretX, r.midY - size * 0.62), Point(caretX, r.midY + size * 0.62)]),
        fill: nil, stroke: Stroke(.on(bg, .tint), width: max(1.5, 2 * scale))))
  }
}
