internal import CCairo

/// Regular or bold text.
public enum FontWeight: Sendable, Hashable {
  case regular, bold
}

/// Where text sits horizontally relative to its anchor point (and how lines align with each other).
public enum TextAlignment: Sendable, Hashable {
  /// The anchor is the left edge of the text.
  case left
  /// The anchor is the horizontal centre of the text.
  case center
  /// The anchor is the right edge of the text.
  case right
}

/// Where text sits vertically inside a rectangle (``Canvas/drawText(_:in:style:verticalAlignment:)``).
public enum VerticalTextAlignment: Sendable, Hashable {
  case top, center, bottom
}

/// What happens to text wider than ``TextStyle/maxWidth``.
public enum TextOverflow: Sendable, Hashable {
  /// Each line is cut short with "…".
  case ellipsis
  /// Lines wrap at word (or, if need be, character) boundaries.
  case wrap
}

/// How text is drawn and measured.
public struct TextStyle: Sendable, Hashable {
  /// The font size in points (the em size), clamped to ``TextStyle/sizeRange``.
  public var size: Double
  public var weight: FontWeight
  /// DejaVu Sans Mono instead of DejaVu Sans (CJK text uses WenQuanYi Micro Hei either way).
  public var monospaced: Bool
  public var color: Color
  public var alignment: TextAlignment
  /// The widest the text may be, in points; nil for no limit (lines only break at "\n").
  public var maxWidth: Double?
  /// What happens to lines wider than `maxWidth`.
  public var overflow: TextOverflow

  public init(
    size: Double = 12, weight: FontWeight = .regular, monospaced: Bool = false,
    color: Color = .black,
    alignment: TextAlignment = .left, maxWidth: Double? = nil, overflow: TextOverflow = .ellipsis
  ) {
    self.size = size
    self.weight = weight
    self.monospaced = monospaced
    self.color = color
    self.alignment = alignment
    self.maxWidth = maxWidth
    self.overflow = overflow
  }

  /// Font sizes outside this range are clamped to it (NaN becomes 12).
  public static let sizeRange: ClosedRange<Double> = 1...1000

  var clampedSize: Double {
    size.isNaN ? 12 : min(max(size, Self.sizeRange.lowerBound), Self.sizeRange.upperBound)
  }
}

/// The size of laid-out text: its logical box, which is what ``Canvas/drawText(_:at:style:)`` places
/// at the anchor (so boxes from ``Canvas/measureText(_:style:)-method`` can be used to avoid overlaps).
public struct TextMetrics: Sendable, Hashable {
  /// Width of the widest line, in points.
  public var width: Double
  /// Height of all lines (ascent + descent + line gaps), in points.
  public var height: Double
  /// Distance from the top of the box to the first line's baseline.
  public var baseline: Double
  public var lineCount: Int
  /// Whether some line was ellipsized to fit ``TextStyle/maxWidth``.
  public var isTruncated: Bool

  public init(width: Double, height: Double, baseline: Double, lineCount: Int, isTruncated: Bool) {
    self.width = width
    self.height = height
    self.baseline = baseline
    self.lineCount = lineCount
    self.isTruncated = isTruncated
  }

  public var size: CanvasSize { CanvasSize(width, height) }
}

extension Canvas {
  /// Measures `text` exactly as ``drawText(_:at:style:)`` lays it out (only the colour of the style
  /// is ignored). Measurements don't depend on the canvas, its format or its scale factor.
  /// Throws only if the pinned fonts are missing.
  public static func measureText(_ text: String, style: TextStyle) throws -> TextMetrics {
    try FontSystem.borrow { fonts in
      fonts.withLock { fonts.metrics(of: text, style: style).textMetrics }
    }
  }

  /// How many characters of `text` the pinned fonts have no glyph for (drawn as boxes): Pango's
  /// unknown-glyph count for the laid-out text. Tests use it to show a language's words draw.
  public static func unknownGlyphCount(in text: String, style: TextStyle) throws -> Int {
    try FontSystem.borrow { fonts in
      fonts.withLock {
        fonts.withLayout(text, style: style) { layout, _ in
          Int(pango_layout_get_unknown_glyphs_count(layout))
        }
      }
    }
  }

  /// The width and height of `text` at a size and weight; see ``measureText(_:style:)-type.method``.
  public static func measureText(
    _ text: String, size: Double, weight: FontWeight = .regular, monospaced: Bool = false
  ) throws -> CanvasSize {
    try measureText(text, style: TextStyle(size: size, weight: weight, monospaced: monospaced)).size
  }

  /// Measures `text` exactly as ``drawText(_:at:style:)`` lays it out.
  public func measureText(_ text: String, style: TextStyle) -> TextMetrics {
    fonts.withLock { fonts.metrics(of: text, style: style).textMetrics }
  }

  /// Draws `text` with its box's top edge at `point.y`, and its left edge, centre or right edge
  /// at `point.x` according to `style.alignment`. Returns the box drawn (in current user space).
  @discardableResult
  public func drawText(_ text: String, at point: CanvasPoint, style: TextStyle) -> CanvasRect {
    fonts.withLock {
      if let svg {
        // Glyph outlines, from the cache when this text was drawn before.
        let (metrics, glyphs) = fonts.glyphs(of: text, style: style)
        let (box, origin) = Self.place(metrics, at: point, alignment: style.alignment)
        if let glyphs {
          svg.glyphs(glyphs, at: origin, color: style.color)
        } else {
          fonts.withLayout(text, style: style) { layout, _ in
            svg.fill(
              fonts.svgGlyphs.path(of: layout, origin: origin), color: style.color, evenOdd: false)
          }
        }
        return box
      }
      return fonts.withLayout(text, style: style) { layout, metrics in
        let (box, origin) = Self.place(metrics, at: point, alignment: style.alignment)
        if let cr {
          cairo_save(cr)
          setSource(style.color)
          cairo_move_to(cr, origin.x, origin.y)
          pango_cairo_show_layout(cr, layout)
          cairo_restore(cr)
        }
        return box
      }
    }
  }

  /// The box text with `metrics` takes when anchored at `point`, and where its layout's origin goes.
  private static func place(
    _ metrics: FontSystem.LayoutMetrics, at point: CanvasPoint, alignment: TextAlignment
  ) -> (box: CanvasRect, origin: CanvasPoint) {
    let left: Double
    switch alignment {
    case .left: left = point.x
    case .center: left = point.x - metrics.width / 2
    case .right: left = point.x - metrics.width
    }
    return (
      CanvasRect(left, point.y, metrics.width, metrics.height),
      CanvasPoint(left - metrics.offsetX, point.y - metrics.offsetY)
    )
  }

  /// Draws `text` inside `rect`: aligned horizontally by `style.alignment` and vertically by
  /// `verticalAlignment`, and no wider than the rectangle (nor `style.maxWidth`, if smaller). Text
  /// taller than the rectangle overflows it. Returns the box drawn.
  @discardableResult
  public func drawText(
    _ text: String, in rect: CanvasRect, style: TextStyle,
    verticalAlignment: VerticalTextAlignment = .center
  ) -> CanvasRect {
    var style = style
    style.maxWidth = min(style.maxWidth ?? .infinity, max(rect.width, 0))
    let height = measureText(text, style: style).height
    let x: Double
    switch style.alignment {
    case .left: x = rect.minX
    case .center: x = rect.midX
    case .right: x = rect.maxX
    }
    let y: Double
    switch verticalAlignment {
    case .top: y = rect.minY
    case .center: y = rect.midY - height / 2
    case .bottom: y = rect.maxY - height
    }
    return drawText(text, at: CanvasPoint(x, y), style: style)
  }
}
