/// Prepares a Cairo SVG file for a place inside an HTML page: without its XML declaration, its ids
/// prefixed so that several diagrams (and each one's light and dark drawing) share one page without
/// one's `url(#clip1)` or `#glyph3` reaching into another's, and sized by the page's CSS.
enum InlineSVG {
  static func embed(_ svg: String, prefix: String) -> String {
    var s = Substring(svg)
    if s.hasPrefix("<?xml"), let end = s.range(of: "?>") {
      s = s[end.upperBound...].drop { $0 == "\n" || $0 == "\r" }
    }
    // Cairo's ids are plain names (`glyph3`, `clip1`, `surface0`; see SVGIdentifiers), referred to
    // as `href="#…"`, `xlink:href="#…"` and `url(#…)`.
    var out = String(s)
    out = out.replacingOccurrences(of: " id=\"", with: " id=\"\(prefix)")
    out = out.replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)")
    out = out.replacingOccurrences(of: "url(#", with: "url(#\(prefix)")
    // The root's width and height in px would fix its size; the page scales it to fit instead.
    if let open = out.range(of: "<svg "), let close = out[open.upperBound...].range(of: ">") {
      var head = String(out[open.upperBound..<close.lowerBound])
      head = head.replacingOccurrences(
        of: #" width="[^"]*" height="[^"]*""#, with: "", options: .regularExpression)
      out.replaceSubrange(
        open.lowerBound..<close.upperBound, with: "<svg aria-hidden=\"true\" " + head + ">")
    }
    return out.hasSuffix("\n") ? out : out + "\n"
  }
}
