import TouchTraceTrace

/// How small a diagram's words get where DocC shows it (issue 36, item 6). A PNG drawn @2x is
/// shown at half its pixels, one diagram point to one CSS pixel, but never wider than the
/// article's column: DocC-Render scales a wider image down to the column, and its text with it.
///
/// The column: DocC-Render's `breakpoint-dynamic-sidebar-content` (src/styles/core/
/// _breakpoints.scss, swift-docc-render) caps an article beside the navigator at 920 px less
/// 2 × 20 px of padding, 880 px, and its medium breakpoint (736–1068 px windows) is 692 px; a
/// laptop window with the navigator open shows about 800 px, the width this rule takes.
public enum Legibility {
  /// The article column's width in CSS px that a diagram is checked at.
  public static let contentWidth = 800.0
  /// The smallest text a diagram may show there, in CSS px (the font's size, its em): 9 px is
  /// the floor the issue sets ("at least ~9–10 px"); below it, the ids and numbers the reader
  /// needs (badges, chain labels) blur into their glyphs.
  public static let smallestTextHeight = 9.0
  /// The widest a diagram is laid out so that its smallest words still read at `contentWidth`:
  /// wider panels wrap under one another instead (`Metrics.smallestSize` × 800 / 9).
  public static let widestDiagram = contentWidth * Metrics.smallestSize / smallestTextHeight

  /// The size of the smallest of the diagram's own words (its labels, badges, headings, chain,
  /// timeline and legend), in the diagram's points; nil when it has none. The app's own text,
  /// drawn inside a view at the screen's scale over the view's colour (`Paint.on`), is a
  /// picture of the screen, as a screenshot's would be, and not counted.
  public static func smallestWords(in diagram: Diagram) -> Double? {
    func sizes(_ items: [DiagramItem]) -> [Double] {
      items.flatMap { item -> [Double] in
        switch item {
        case .text(_, _, let style):
          if case .on = style.paint { return [] }
          return [style.size]
        case .group(_, let inner), .clipped(_, let inner): return sizes(inner)
        case .shape, .arrow: return []
        }
      }
    }
    return sizes(diagram.items).min()
  }

  /// How tall, in CSS px, the diagram's smallest words are where DocC shows it: their size,
  /// scaled down with the image when it is wider than `column`.
  public static func shownTextHeight(of diagram: Diagram, column: Double = contentWidth)
    -> Double?
  {
    smallestWords(in: diagram).map { $0 * min(1, column / max(diagram.size.width, 1)) }
  }
}
