/// The part of a text that can be seen: what is cut here lies past the edge of the largest canvas
/// (or past a line's ellipsis), so it is never shaped. Issue 23: a 1 MB title was laid out glyph
/// by glyph off the canvas (11 s, 612 MB); a 10 MB one took 138 s and 5.3 GB.
///
/// Generous on purpose: no glyph is taken to be narrower than a tenth of the em, nor a line lower
/// than the em, so everything that could show is kept, and labels of ordinary length (all but a
/// few hundred characters) are kept byte for byte.
enum VisibleText {
  /// The largest canvas's side, in points (``Canvas`` refuses larger).
  static let largestSide = 16_384.0
  /// Wrapped text: at most this many characters in all.
  static let wrappedCharacters = 200_000

  static func cut(_ text: String, style: TextStyle) -> String {
    let size = style.clampedSize
    let width =
      style.overflow == .ellipsis ? min(style.maxWidth ?? largestSide, largestSide) : largestSide
    // checked: width is at most largestSide and size is clamped above 0.
    let perLine = Int(max(width, 0) / (0.1 * size)) + 1
    // Bytes are at least characters: most labels are kept without a look at their lines.
    guard text.utf8.count > perLine else { return text }
    if style.overflow == .wrap, style.maxWidth != nil {
      return String(text.prefix(wrappedCharacters))
    }
    // checked: size is clamped above 0.
    let lines = Int(largestSide / size) + 1
    return text.split(separator: "\n", maxSplits: lines, omittingEmptySubsequences: false)
      .prefix(lines).map { $0.prefix(perLine) }.joined(separator: "\n")
  }
}
