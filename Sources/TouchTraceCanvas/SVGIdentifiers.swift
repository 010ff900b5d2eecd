import Foundation

/// Makes Cairo's SVG output independent of what else the process has drawn.
///
/// Cairo names SVG elements with counters, some of them process-wide (`id="surface42"` uses the
/// surface's global serial number), so the same drawing rendered twice in one process gives
/// different ids. This renumbers every Cairo-generated id, per prefix, in order of first
/// appearance (`surface1`, `glyph0-0` … become `surface0`, `glyph0`, `glyph1` …), together with
/// its references (`href="#surface42"`, `xlink:href="#glyph0-1"`, `url(#clip3)`).
enum SVGIdentifiers {
  /// The id prefixes Cairo generates: `surface12`, `glyph0-3`, `clip2` … in 1.16, and hyphenated
  /// ones such as `source-5` or `compositing-group-1` in 1.17+. Anything else is left alone.
  static let cairoPrefixes: Set<String> = {
    let names = [
      "surface", "glyph", "image", "pattern", "linear", "radial", "clip", "mask", "source",
      "filter", "filter-remove-color", "compositing-group",
    ]
    return Set(names + names.map { $0 + "-" })
  }()

  static func renumber(_ svg: Data) -> Data {
    Data(orderGlyphsByUse(String(decoding: renumber(Array(svg)), as: UTF8.self)).utf8)
  }

  /// Cairo writes glyph definitions in an order that depends on its font caches, sometimes with
  /// the same outline under two ids, so the same drawing can come out differently after other
  /// drawing in the process. This keeps one definition per distinct outline, numbered in the order
  /// the drawing first uses it (outlines never used follow, sorted), and rewrites the references.
  static func orderGlyphsByUse(_ svg: String) -> String {
    guard
      let symbolPattern = try? NSRegularExpression(
        pattern: #"<symbol overflow="visible" id="glyph([0-9]+)">(.*?)</symbol>\n?"#,
        options: [.dotMatchesLineSeparators]),
      let referencePattern = try? NSRegularExpression(pattern: #"#glyph([0-9]+)""#)
    else { return svg }
    let text = svg as NSString
    let symbols = symbolPattern.matches(in: svg, range: NSRange(location: 0, length: text.length))
    guard let first = symbols.first, let last = symbols.last else { return svg }
    var outline: [String: String] = [:]
    for m in symbols {
      outline[text.substring(with: m.range(at: 1))] = text.substring(with: m.range(at: 2))
    }

    let restStart = last.range.location + last.range.length
    let rest = text.substring(from: restStart) as NSString
    let references = referencePattern.matches(
      in: rest as String, range: NSRange(location: 0, length: rest.length))
    var number: [String: Int] = [:]  // outline → its new number
    var ordered: [String] = []
    func assign(_ shape: String) {
      if number[shape] == nil {
        number[shape] = ordered.count
        ordered.append(shape)
      }
    }
    for m in references {
      if let shape = outline[rest.substring(with: m.range(at: 1))] { assign(shape) }
    }
    Set(outline.values).filter { number[$0] == nil }.sorted().forEach(assign)

    var out = text.substring(to: first.range.location)
    for (i, shape) in ordered.enumerated() {
      out += "<symbol overflow=\"visible\" id=\"glyph\(i)\">\(shape)</symbol>\n"
    }
    // Whatever sat between the definitions (nothing, in Cairo's output) stays.
    let between = text.substring(
      with: NSRange(location: first.range.location, length: restStart - first.range.location))
    out += symbolPattern.stringByReplacingMatches(
      in: between, range: NSRange(location: 0, length: (between as NSString).length),
      withTemplate: "")
    var cursor = 0
    for m in references {
      let old = rest.substring(with: m.range(at: 1))
      guard let shape = outline[old], let n = number[shape] else { continue }
      out += rest.substring(with: NSRange(location: cursor, length: m.range.location - cursor))
      out += "#glyph\(n)\""
      cursor = m.range.location + m.range.length
    }
    out += rest.substring(from: cursor)
    return out
  }

  static func renumber(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var renamed: [ArraySlice<UInt8>: [UInt8]] = [:]
    var nextNumber: [ArraySlice<UInt8>: Int] = [:]
    let idOpen = Array(#"id=""#.utf8)
    var i = 0
    while i < bytes.count {
      // An identifier may start right after `id="` or after `#` (`href="#…"`, `url(#…)`).
      let afterHash = i > 0 && bytes[i - 1] == UInt8(ascii: "#")
      let afterId = i >= idOpen.count && bytes[(i - idOpen.count)..<i].elementsEqual(idOpen)
      if afterHash || afterId, let (end, prefixEnd) = identifier(in: bytes, at: i),
        let prefix = String(bytes: bytes[i..<prefixEnd], encoding: .ascii),
        cairoPrefixes.contains(prefix)
      {
        let token = bytes[i..<end]
        let replacement: [UInt8]
        if let known = renamed[token] {
          replacement = known
        } else {
          let prefixBytes = bytes[i..<prefixEnd]
          let number = nextNumber[prefixBytes, default: 0]
          nextNumber[prefixBytes] = number + 1
          replacement = Array(prefixBytes) + Array(String(number).utf8)
          renamed[token] = replacement
        }
        out += replacement
        i = end
        continue
      }
      out.append(bytes[i])
      i += 1
    }
    return out
  }

  /// Matches `[A-Za-z_-]+[0-9]+(-[0-9]+)*` at `start`, followed by `"`, `'` or `)`. Returns the end
  /// of the identifier and the end of its alphabetic prefix.
  private static func identifier(in bytes: [UInt8], at start: Int) -> (end: Int, prefixEnd: Int)? {
    func isLetter(_ b: UInt8) -> Bool {
      (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
        || b == UInt8(ascii: "-")
    }
    func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    var i = start
    while i < bytes.count, isLetter(bytes[i]) { i += 1 }
    let prefixEnd = i
    guard prefixEnd > start, i < bytes.count, isDigit(bytes[i]) else { return nil }
    while i < bytes.count {
      if isDigit(bytes[i]) {
        i += 1
      } else if bytes[i] == UInt8(ascii: "-"), i + 1 < bytes.count, isDigit(bytes[i + 1]) {
        i += 1
      } else {
        break
      }
    }
    guard i < bytes.count,
      [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ")")].contains(bytes[i])
    else { return nil }
    return (i, prefixEnd)
  }
}
