import TouchTraceTrace

/// What UIKit's own classes look like on the screen panel, so a reader recognizes a switch, a
/// slider or a text field at a glance: each class draws inside its view's box, over the view's
/// background and under its subviews. Sizes follow UIKit's (a 51 × 31 switch, a 28 pt slider thumb,
/// 17 pt text) at the panel's scale. Colours are roles drawn `.on` the nearest background, so the
/// light and the dark theme both read. The per-class drawing is in ControlGlyphs and ContainerGlyphs.
struct ViewGlyphs {
  let trace: Trace
  /// The views in the window, by id.
  let byID: [String: TraceObject]
  let measure: any TextMeasuring
  let scale: Double
  var words = DiagramWords.en
  /// The cells the touch drawn highlighted: drawn in UIKit's highlighted look.
  var highlighted: Set<String> = []

  /// The class a view is drawn as: an app's own class draws as the UIKit class it behaves as.
  static func kind(_ o: TraceObject) -> String { o.baseClass ?? o.class }

  /// What the view's class draws (its declaration's `glyph`).
  static func glyph(_ o: TraceObject) -> Glyph {
    // A row's editing controls imported from a dump (the private class, based on UIControl)
    // draw as what they are, not as a plain control.
    let own = Glyph.of(className: o.class)
    if o.baseClass != nil, own == .editControl || own == .reorderGrip { return own }
    return Glyph.of(className: kind(o))
  }

  /// The view's own body when its class does not draw a plain box; nil for a plain box.
  func body(_ o: TraceObject, shape: Shape) -> DiagramItem? {
    // A table cell's default selection style greys it while it is highlighted (Apple,
    // UITableViewCell.selectionStyle); a collection cell has no selected background by default
    // (UICollectionViewCell.selectedBackgroundView is nil), so only its tag says so.
    if highlighted.contains(o.id), Self.glyph(o) == .tableCell {
      return .shape(shape, fill: .role(.cellHighlight), stroke: Stroke(.role(.faint), width: 1))
    }
    switch Self.glyph(o) {
    // UIStackView is a non-rendering view (Apple, UIStackView): only its outline, dashed.
    case .stackOutline:
      return .shape(shape, fill: nil, stroke: Stroke(.role(.muted), width: 1.2, dash: [5, 3]))
    case .material, .navigationBar, .tabBar:
      return .shape(shape, fill: .role(.frost), stroke: Stroke(.role(.faint), width: 1))
    case .menuPanel: return menuPanelBody(shape)
    case .popoverChrome: return popoverChromeBody(o, shape)
    case .grabber: return grabberBody(shape)
    default: return nil
    }
  }

  /// What the class draws inside `r` (the view's box on the panel), and the boxes of its text, which
  /// the panel's labels keep clear of.
  func items(_ o: TraceObject, in r: Rect) -> (items: [DiagramItem], text: [Rect]) {
    var out = Drawing()
    let bg = background(of: o)
    let glyph = Self.glyph(o)
    switch glyph {
    case .switchKnob: out.items = switchItems(o, r, bg)
    case .slider: out.items = sliderItems(o, r, bg)
    case .progressBar: out.items = progressItems(o, r, bg)
    case .segments: segmentItems(o, r, bg, &out)
    case .stepper: out.items = stepperItems(o, r, bg)
    case .pageDots: out.items = pageDots(o, r, bg)
    case .textField, .textView: textInput(o, r, bg, &out)
    case .label: label(o.text, in: r, bg, &out)
    case .picture: out.items = pictureIcon(r, bg)
    case .spinner: out.items = spinnerItems(r, bg)
    case .editControl: out.items = editControlItems(o, r)
    case .reorderGrip: out.items = reorderGripItems(r, bg)
    case .button: button(o, r, bg, &out)
    case .tableCell: out.items = separator(r)
    case .navigationBar: barTitle(o, r, bg, &out)
    case .largeTitle: largeTitle(o, r, bg, &out)
    case .keyboard: out.items = keyboardItems(r, bg)
    case .menuPanel: alertHeader(o, r, bg, &out)
    case .menuRow: menuRow(o, r, bg, &out)
    case .wheels: wheelItems(o, r, bg, &out)
    case .searchField: searchFieldItems(o, r, bg, &out)
    case .datePicker: datePickerItems(o, r, bg, &out)
    // UIKit's private bar buttons (a navigation bar's, a tab bar's) draw by where they are, and
    // anything else with a title as a button.
    case .box, .collectionCell, .stackOutline, .material, .tabBar, .popoverChrome, .grabber:
      if o.title != nil || isTabBarButton(o) { button(o, r, bg, &out) }
    }
    // UIKit's own private classes (generated) are not the app's: no caption for them.
    // A control's drawing says what it is: labels keep off all of it (the tree names it).
    if glyph.fillsBox { out.text.append(r) }
    if o.baseClass != nil, o.generated != true, !Self.isUIKitPrivate(o.class) {
      customCaption(o, r, &out)
    }
    if o.isFirstResponder == true { stateTag(words.firstResponder, r, &out) }
    // Inside the box: a highlighted cell is usually the one touched, whose edge the panel
    // outlines.
    if highlighted.contains(o.id) { stateTag(words.highlighted, r, inside: true, &out) }
    return (out.items, out.text)
  }

  /// Items and the boxes of their text.
  struct Drawing {
    var items: [DiagramItem] = []
    var text: [Rect] = []
  }

  /// The colour behind a view: its own, or its nearest ancestor's; nil for the diagram's background.
  func background(of o: TraceObject) -> String? {
    var cursor: TraceObject? = o
    var steps = 0
    while let v = cursor, steps < 1_000 {
      if let hex = v.backgroundColor, !hex.hasSuffix("00") { return hex }
      cursor = v.superview.flatMap { byID[$0] }
      steps += 1
    }
    return nil
  }

  /// A UIKit font size at the panel's scale, no taller than `fraction` of the box.
  func fontSize(_ points: Double, _ r: Rect, fraction: Double = 0.62) -> Double {
    max(5, min(points * scale, r.height * fraction))
  }

  /// `text` in `style`, shrunk to fit `width`, its vertical middle at `at`; records its box.
  func fitted(
    _ text: String, at: Point, width: Double, style: TextStyle, _ out: inout Drawing
  ) {
    var style = style
    style.middle = true
    var size = measure.size(of: text, style: style)
    if size.width > width, width > 0 {
      style.size = max(5, style.size * width / size.width)
      size = measure.size(of: text, style: style)
    }
    let x: Double
    switch style.alignment {
    case .left: x = at.x
    case .center: x = at.x - size.width / 2
    case .right: x = at.x - size.width
    }
    out.items.append(.text(text, at: at, style: style))
    out.text.append(Rect(x, at.y - size.height / 2, size.width, size.height))
  }

  /// An image view: a small picture (a sun over a hill) in its middle, so a coloured box reads as
  /// an image.
  private func pictureIcon(_ r: Rect, _ bg: String?) -> [DiagramItem] {
    let side = min(r.width * 0.3, r.height * 0.3, 44)
    guard side >= 8 else { return [] }
    let box = Rect(r.midX - side / 2, r.midY - side * 0.4, side, side * 0.8)
    let paint = Paint.on(bg, .muted)
    return [
      .shape(.rect(box, radius: side * 0.08), fill: nil, stroke: Stroke(paint, width: 1.2)),
      .shape(
        .polygon([
          Point(box.minX + side * 0.1, box.maxY - side * 0.1),
          Point(box.minX + side * 0.4, box.midY),
          Point(box.minX + side * 0.6, box.maxY - side * 0.3),
          Point(box.minX + side * 0.72, box.midY + side * 0.05),
          Point(box.maxX - side * 0.1, box.maxY - side * 0.1),
        ]), fill: paint, stroke: nil),
      .shape(
        .circle(center: Point(box.maxX - side * 0.25, box.minY + side * 0.22), radius: side * 0.08),
        fill: paint, stroke: nil),
    ]
  }

  /// An app's own class: its name and, in small type below, the UIKit class it behaves as, in the
  /// box's bottom-right corner.
  private func customCaption(_ o: TraceObject, _ r: Rect, _ out: inout Drawing) {
    guard let base = o.baseClass else { return }
    let name = TextStyle(size: Metrics.smallSize, bold: true, alignment: .right)
    let small = TextStyle(size: Metrics.smallestSize, paint: .role(.muted), alignment: .right)
    let a = measure.size(of: o.class, style: name)
    let b = measure.size(of: base, style: small)
    let w = max(a.width, b.width) + 6
    // Above the first-responder tag, which sits on the same corner's edge.
    let lift = o.isFirstResponder == true ? 10.0 : 0
    let chip = Rect(
      r.maxX - w - 3, r.maxY - a.height - b.height - 5 - lift, w, a.height + b.height + 3)
    // A caption that does not fit its box would cover its neighbours; the tree names the class.
    guard chip.width + 6 <= r.width, chip.height + 6 <= r.height else { return }
    out.items.append(.shape(.rect(chip, radius: 3), fill: .role(.chip), stroke: nil))
    out.items.append(.text(o.class, at: Point(chip.maxX - 3, chip.minY + 1.5), style: name))
    out.items.append(
      .text(base, at: Point(chip.maxX - 3, chip.minY + 1.5 + a.height), style: small))
    out.text.append(chip)
  }

  /// A class UIKit made for itself (`UITextFieldLabel`, `_UIBarBackground`, as an imported dump
  /// names them): it behaves as its base class but is not the app's own, so it gets no caption.
  static func isUIKitPrivate(_ name: String) -> Bool { name.hasPrefix("UI") || name.hasPrefix("_") }

  /// A state the view is in (the first responder, a highlighted cell): a small tag on the box's
  /// bottom edge, or just inside it.
  private func stateTag(_ text: String, _ r: Rect, inside: Bool = false, _ out: inout Drawing) {
    let style = TextStyle(size: Metrics.smallestSize, bold: true, paint: .role(.badgeText))
    let s = measure.size(of: text, style: style)
    let y = inside ? r.maxY - s.height - 6 : r.maxY - s.height / 2 - 2
    let tag = Rect(r.maxX - s.width - 14, y, s.width + 8, s.height + 4)
    out.items.append(.shape(.rect(tag, radius: tag.height / 2), fill: .role(.accent), stroke: nil))
    out.items.append(.text(text, at: Point(tag.minX + 4, tag.minY + 2), style: style))
    out.text.append(tag)
  }
}
