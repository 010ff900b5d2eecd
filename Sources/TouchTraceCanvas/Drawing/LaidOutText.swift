/// A glyph placed relative to its text's layout origin.
struct PlacedGlyph {
  var outline: SVGGlyphOutline
  var x: Double
  var y: Double
}

/// What laying out a text gives, kept so the same text is laid out once: a diagram measures its
/// labels and then draws them, and a batch draws the same labels ("UIView", "next · passed on", the
/// legend) in every diagram. Pango's layout depends only on the text, the style (its colour
/// aside) and the pinned fonts, so a kept result is the one a new layout would give.
struct LaidOutTextCache {
  struct Key: Hashable {
    var text: String
    var style: TextStyle

    init(_ text: String, _ style: TextStyle) {
      self.text = text
      var style = style
      style.color = .black  // the colour does not change the layout
      self.style = style
    }
  }

  struct Entry {
    var metrics: FontSystem.LayoutMetrics
    /// The glyphs, relative to the layout's origin; nil until SVG first draws the text, and
    /// `.some(nil)` when a glyph is missing from every font (see ``SVGGlyphCache``).
    var glyphs: [PlacedGlyph]??
  }

  /// Enough for every label of the largest diagrams; past it the cache starts over, so memory
  /// stays bounded on scenes with hundreds of thousands of distinct labels.
  static let capacity = 20_000

  private var entries: [Key: Entry] = [:]

  subscript(key: Key) -> Entry? {
    get { entries[key] }
    set {
      if entries.count >= Self.capacity, entries[key] == nil { entries.removeAll() }
      entries[key] = newValue
    }
  }
}

extension FontSystem {
  /// The metrics of `text` laid out in `style`, from the cache when it was laid out before. Call
  /// only under the lock.
  func metrics(of text: String, style: TextStyle) -> LayoutMetrics {
    let key = LaidOutTextCache.Key(text, style)
    if let known = laidOut[key] { return known.metrics }
    let metrics = withLayout(text, style: style) { $1 }
    laidOut[key] = .init(metrics: metrics, glyphs: nil)
    return metrics
  }

  /// The metrics and glyphs of `text` laid out in `style` (glyphs nil if some glyph has no font),
  /// from the cache when they were made before. Call only under the lock.
  func glyphs(of text: String, style: TextStyle) -> (LayoutMetrics, [PlacedGlyph]?) {
    let key = LaidOutTextCache.Key(text, style)
    if let known = laidOut[key], let glyphs = known.glyphs { return (known.metrics, glyphs) }
    let (metrics, glyphs) = withLayout(text, style: style) { layout, metrics in
      (metrics, svgGlyphs.glyphs(of: layout))
    }
    laidOut[key] = .init(metrics: metrics, glyphs: .some(glyphs))
    return (metrics, glyphs)
  }
}
