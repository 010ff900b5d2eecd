/// An SVG document written straight from a canvas's drawing calls: each fill, stroke and paint
/// becomes one element, each clip a `<clipPath>`, each opacity layer a group, and text becomes
/// `<use>`s of glyph outlines defined once per document in `<defs>`.
///
/// Nothing here depends on a counter outside the document or on the clock: ids are numbered in the
/// order the drawing creates them and numbers are printed from rounded integers, so the same
/// drawing gives the same bytes in any process, on any machine.
final class SVGDocument {
  /// An affine transform `[a b c d e f]` as SVG and Cairo define it: x' = a·x + c·y + e,
  /// y' = b·x + d·y + f.
  struct Transform: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = Transform()

    /// `self` applied after `other` (so `other` acts on user space first, as Cairo's
    /// translate / scale / rotate do).
    func concatenating(_ o: Transform) -> Transform {
      Transform(
        a: o.a * a + o.b * c, b: o.a * b + o.b * d, c: o.c * a + o.d * c, d: o.c * b + o.d * d,
        e: o.e * a + o.f * c + e, f: o.e * b + o.f * d + f)
    }
  }

  /// A group the drawing is inside of: a clip (by its `<clipPath>` number) or an opacity layer (a
  /// serial number, so two layers in a row stay two groups).
  private enum Group: Equatable {
    case clip(Int)
    case opacity(serial: Int, value: Double)
  }

  private struct State {
    var transform = Transform.identity
    var groups: [Group] = []
  }

  private let width: Double
  private let height: Double
  private var state = State()
  private var saved: [State] = []
  /// The groups currently open in `body`, outermost first.
  private var open: [Group] = []
  private var body: [UInt8] = []
  private var clipPaths: [UInt8] = []
  private var clipCount = 0
  private var layerCount = 0
  /// Glyph outlines in the order the drawing first uses them, and their numbers.
  private var glyphs: [SVGGlyphOutline] = []
  private var glyphNumbers: [SVGGlyphOutline.Key: Int] = [:]

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
    body.reserveCapacity(16_384)
  }

  // MARK: State

  func save() { saved.append(state) }

  func restore() {
    if let last = saved.popLast() { state = last }
  }

  /// Applies `t` to user space, before the current transform.
  func transform(by t: Transform) {
    state.transform = state.transform.concatenating(t)
  }

  /// Intersects the clip with `path` (in current user space).
  func clip(to path: [CanvasPath.CubicElement], evenOdd: Bool) {
    let number = clipCount
    clipCount += 1
    clipPaths += #"<clipPath id="clip"#.utf8
    clipPaths.appendInteger(number)
    clipPaths += #""><path"#.utf8
    appendTransform(state.transform, to: &clipPaths)
    if evenOdd { clipPaths += #" clip-rule="evenodd""#.utf8 }
    clipPaths += #" d=""#.utf8
    clipPaths.appendPathData(path)
    clipPaths += "\"/></clipPath>\n".utf8
    state.groups.append(.clip(number))
  }

  /// Runs `body` as one layer drawn with `opacity` (0...1); like Cairo's groups, the state
  /// (transform, clip) is restored afterwards.
  func withLayer<R>(opacity: Double, _ body: () throws -> R) rethrows -> R {
    let before = state
    let depth = saved.count
    layerCount += 1
    state.groups.append(.opacity(serial: layerCount, value: opacity))
    defer {
      saved.removeSubrange(min(depth, saved.count)...)
      state = before
    }
    return try body()
  }

  // MARK: Drawing

  /// Covers the whole canvas (within the clip) with `color`.
  func paint(_ color: Color) {
    guard beginElement(visible: color.alpha > 0) else { return }
    body += #"<rect x="0" y="0" width=""#.utf8
    body.appendNumber(width)
    body += #"" height=""#.utf8
    body.appendNumber(height)
    body += "\"".utf8
    appendPaint("fill", color)
    body += "/>\n".utf8
  }

  func fill(_ path: [CanvasPath.CubicElement], color: Color, evenOdd: Bool) {
    guard beginElement(visible: color.alpha > 0 && !path.isEmpty) else { return }
    body += "<path".utf8
    appendTransform(state.transform, to: &body)
    appendPaint("fill", color)
    if evenOdd { body += #" fill-rule="evenodd""#.utf8 }
    body += #" d=""#.utf8
    body.appendPathData(path)
    body += "\"/>\n".utf8
  }

  func stroke(_ path: [CanvasPath.CubicElement], style: StrokeStyle) {
    let width = style.width.isFinite ? max(style.width, 0) : 1
    guard beginElement(visible: style.color.alpha > 0 && width > 0 && !path.isEmpty) else {
      return
    }
    body += #"<path fill="none""#.utf8
    appendTransform(state.transform, to: &body)
    appendPaint("stroke", style.color)
    body += #" stroke-width=""#.utf8
    body.appendNumber(width)
    body += "\"".utf8
    switch style.cap {
    case .butt: break  // SVG's default
    case .round: body += #" stroke-linecap="round""#.utf8
    case .square: body += #" stroke-linecap="square""#.utf8
    }
    switch style.join {
    case .miter:
      let limit = style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10
      if limit != 4 {
        body += #" stroke-miterlimit=""#.utf8
        body.appendNumber(limit)
        body += "\"".utf8
      }
    case .round: body += #" stroke-linejoin="round""#.utf8
    case .bevel: body += #" stroke-linejoin="bevel""#.utf8
    }
    if let dash = style.validDash {
      body += #" stroke-dasharray=""#.utf8
      for (i, length) in dash.enumerated() {
        if i > 0 { body.append(UInt8(ascii: ",")) }
        body.appendNumber(length)
      }
      body += "\"".utf8
      let phase = style.dashPhase.isFinite ? style.dashPhase : 0
      if phase != 0 {
        body += #" stroke-dashoffset=""#.utf8
        body.appendNumber(phase)
        body += "\"".utf8
      }
    }
    body += #" d=""#.utf8
    body.appendPathData(path)
    body += "\"/>\n".utf8
  }

  /// Draws glyphs placed relative to `origin` (in current user space), filled with `color`.
  func glyphs(_ placed: [PlacedGlyph], at origin: CanvasPoint, color: Color) {
    guard beginElement(visible: color.alpha > 0 && !placed.isEmpty) else { return }
    body += "<g".utf8
    appendTransform(state.transform, to: &body)
    appendPaint("fill", color)
    body += ">".utf8
    for glyph in placed {
      let number: Int
      if let known = glyphNumbers[glyph.outline.key] {
        number = known
      } else {
        number = glyphs.count
        glyphNumbers[glyph.outline.key] = number
        glyphs.append(glyph.outline)
      }
      body += ##"<use xlink:href="#glyph"##.utf8
      body.appendInteger(number)
      body += #"" x=""#.utf8
      body.appendNumber(origin.x + glyph.x)
      body += #"" y=""#.utf8
      body.appendNumber(origin.y + glyph.y)
      body += #""/>"#.utf8
    }
    body += "</g>\n".utf8
  }

  // MARK: Output

  /// The finished document.
  func finish() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(body.count + clipPaths.count + glyphs.count * 600 + 512)
    out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8
    out +=
      #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width=""#
      .utf8
    out.appendNumber(width)
    out += #"px" height=""#.utf8
    out.appendNumber(height)
    out += #"px" viewBox="0 0 "#.utf8
    out.appendNumber(width)
    out.append(UInt8(ascii: " "))
    out.appendNumber(height)
    out += "\" version=\"1.1\">\n".utf8
    if !glyphs.isEmpty || !clipPaths.isEmpty {
      out += "<defs>\n".utf8
      for (number, glyph) in glyphs.enumerated() {
        out += #"<path id="glyph"#.utf8
        out.appendInteger(number)
        out += #"" d=""#.utf8
        out += glyph.pathData
        out += "\"/>\n".utf8
      }
      out += clipPaths
      out += "</defs>\n".utf8
    }
    out += body
    for _ in open { out += "</g>\n".utf8 }
    out += "</svg>\n".utf8
    return out
  }

  // MARK: Helpers

  /// Opens and closes groups so the next element sits in the current clip and layers; false (and
  /// nothing written) if the element would not show.
  private func beginElement(visible: Bool) -> Bool {
    guard visible else { return false }
    var common = 0
    while common < open.count, common < state.groups.count, open[common] == state.groups[common] {
      common += 1
    }
    for _ in common..<open.count { body += "</g>\n".utf8 }
    open.removeSubrange(common...)
    for group in state.groups[common...] {
      switch group {
      case .clip(let number):
        body += #"<g clip-path="url(#clip"#.utf8
        body.appendInteger(number)
        body += ")\">\n".utf8
      case .opacity(_, let value):
        body += #"<g opacity=""#.utf8
        body.appendNumber(value, decimals: 3)
        body += "\">\n".utf8
      }
      open.append(group)
    }
    return true
  }

  /// ` fill="#rrggbb"` (or stroke), and its opacity when not opaque.
  private func appendPaint(_ property: String, _ color: Color) {
    let c = color.clamped
    body += " \(property)=\"#".utf8
    for component in [c.red, c.green, c.blue] {
      // checked: the colour is clamped to 0...1 (above).
      let byte = Int((component * 255).rounded())
      body.append(hexDigits[byte >> 4])
      body.append(hexDigits[byte & 15])
    }
    body += "\"".utf8
    if c.alpha < 1 {
      body += " \(property)-opacity=\"".utf8
      body.appendNumber(c.alpha, decimals: 3)
      body += "\"".utf8
    }
  }

  private func appendTransform(_ t: Transform, to out: inout [UInt8]) {
    guard t != .identity else { return }
    if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
      out += #" transform="translate("#.utf8
      out.appendNumber(t.e)
      out.append(UInt8(ascii: ","))
      out.appendNumber(t.f)
    } else {
      out += #" transform="matrix("#.utf8
      for (i, v) in [t.a, t.b, t.c, t.d].enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        out.appendNumber(v, decimals: 6)
      }
      for v in [t.e, t.f] {
        out.append(UInt8(ascii: ","))
        out.appendNumber(v)
      }
    }
    out += ")\"".utf8
  }
}

private let hexDigits = Array("0123456789abcdef".utf8)
private let powersOfTen: [Int64] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]

extension [UInt8] {
  /// Appends `value` rounded to `decimals` places (at most 6), without trailing zeros ("12", "0.5",
  /// "-3.25"). The digits come from one rounded integer, so they are the same on every machine.
  mutating func appendNumber(_ value: Double, decimals: Int = 2) {
    let decimals = Swift.min(Swift.max(decimals, 0), 6)
    let divisor = powersOfTen[decimals]
    let limit = 1e15 / Double(divisor)
    let v = value.isFinite ? Swift.min(Swift.max(value, -limit), limit) : 0
    // checked: v is finite and within ±1e15 / divisor (above).
    var units = Int64((v * Double(divisor)).rounded())
    let negative = units < 0
    if negative { units = -units }
    var integer = units / divisor
    var fraction = units % divisor
    var places = fraction == 0 ? 0 : decimals
    while places > 0, fraction % 10 == 0 {
      fraction /= 10
      places -= 1
    }
    // Digits are written backwards into a small stack buffer, then appended at once.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
      var i = buffer.count
      if places > 0 {
        for _ in 0..<places {
          i -= 1
          buffer[i] = UInt8(ascii: "0") + UInt8(fraction % 10)
          fraction /= 10
        }
        i -= 1
        buffer[i] = UInt8(ascii: ".")
      }
      repeat {
        i -= 1
        buffer[i] = UInt8(ascii: "0") + UInt8(integer % 10)
        integer /= 10
      } while integer > 0
      if negative && (units != 0) {
        i -= 1
        buffer[i] = UInt8(ascii: "-")
      }
      append(contentsOf: UnsafeMutableBufferPointer(rebasing: buffer[i...]))
    }
  }

  /// Appends a non-negative integer (an id's number).
  mutating func appendInteger(_ value: Int) {
    appendNumber(Double(Swift.max(value, 0)), decimals: 0)
  }

  /// SVG path data for Cairo-style elements: "M x y L x y C … Z".
  mutating func appendPathData(_ elements: [CanvasPath.CubicElement]) {
    func point(_ p: CanvasPoint) {
      appendNumber(p.x)
      append(UInt8(ascii: " "))
      appendNumber(p.y)
    }
    for (i, element) in elements.enumerated() {
      if i > 0 { append(UInt8(ascii: " ")) }
      switch element {
      case .move(let p):
        self += "M ".utf8
        point(p)
      case .line(let p):
        self += "L ".utf8
        point(p)
      case .curve(let c1, let c2, let p):
        self += "C ".utf8
        point(c1)
        append(UInt8(ascii: " "))
        point(c2)
        append(UInt8(ascii: " "))
        point(p)
      case .close:
        append(UInt8(ascii: "Z"))
      }
    }
  }
}
