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

extension ViewGlyphs {
  /// A date picker: compact (and automatic), its date in a grey pill at its leading edge; inline,
  /// the month's title over six weeks of day numbers, the chosen day in a tinted circle. The
  /// wheels style draws nothing of its own: its `_UIDatePickerView` draws the wheels.
  func datePickerItems(_ o: TraceObject, _ r: Rect, _ bg: String?, _ out: inout Drawing) {
    guard o.datePickerStyle != "wheels", let date = o.date, let day = CalendarDay(date) else {
      return
    }
    if o.datePickerStyle == "inline" { return calendar(day, r, bg, &out) }
    let height = min(r.height, 34 * scale)
    let pill = Rect(r.minX, r.midY - height / 2, min(r.width, 120 * scale), height)
    out.items.append(
      .shape(.rect(pill, radius: 6 * scale), fill: .on(bg, .controlTrack), stroke: nil))
    let style = TextStyle(size: fontSize(17, pill), paint: .on(bg, .text), alignment: .center)
    fitted(date, at: Point(pill.midX, pill.midY), width: pill.width - 4, style: style, &out)
  }

  /// The month of `shown` as UIKit's inline calendar lays it out: a 44 pt
  /// header, then six weeks of seven columns, Sunday first.
  private func calendar(_ shown: CalendarDay, _ r: Rect, _ bg: String?, _ out: inout Drawing) {
    let header = min(44 * scale, r.height / 4)
    let title = "\(CalendarDay.monthNames[shown.month - 1]) \(shown.year)"
    fitted(
      title, at: Point(r.minX + 8 * scale, r.minY + header / 2), width: r.width / 2,
      style: TextStyle(size: fontSize(17, r, fraction: 0.1), bold: true, paint: .on(bg, .text)),
      &out)
    let first = shown.weekdayOfFirst
    let days = CalendarDay.days(inMonth: shown.month, of: shown.year)
    let cellWidth = r.width / 7
    let cellHeight = (r.height - header) / 6
    for number in 1...days {
      let cell = first + number - 1
      let centre = Point(
        r.minX + (Double(cell % 7) + 0.5) * cellWidth,
        r.minY + header + (Double(cell / 7) + 0.5) * cellHeight)
      let chosen = number == shown.day
      if chosen {
        out.items.append(
          .shape(
            .circle(center: centre, radius: min(cellWidth, cellHeight) * 0.42),
            fill: .role(.tint), stroke: nil))
      }
      let style = TextStyle(
        size: fontSize(17, r, fraction: 0.08), bold: chosen,
        paint: chosen ? .role(.badgeText) : .on(bg, .text), alignment: .center)
      fitted("\(number)", at: centre, width: cellWidth - 2, style: style, &out)
    }
  }
}
