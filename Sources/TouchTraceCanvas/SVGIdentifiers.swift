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
    Data(orderGlyphsByUse(renumber(Array(svg))))
  }

  /// Cairo writes glyph definitions in an order that depends on its font caches, sometimes with
  /// the same outline under two ids, so the same drawing can come out differently after other
  /// drawing in the process. This keeps one definition per distinct outline, numbered in the order
  /// the drawing first uses it (outlines never used follow, sorted), and rewrites the references.
  /// One pass over the bytes finds the definitions (`<symbol overflow="visible" id="glyphN">…
  /// </symbol>`, all together, before any use), another the uses (`#glyphN"`) after them.
  static func orderGlyphsByUse(_ svg: [UInt8]) -> [UInt8] {
    let symbolOpen = Array(#"<symbol overflow="visible" id="glyph"#.utf8)
    let symbolClose = Array("</symbol>".utf8)
    let reference = Array("#glyph".utf8)
    var outline: [Int: ArraySlice<UInt8>] = [:]  // old number → outline
    var firstStart: Int?
    var restStart = 0
    var between: [UInt8] = []  // whatever sits between definitions (nothing, in Cairo's output)
    var i = 0
    while let open = svg.find(symbolOpen, from: i) {
      guard let (old, afterNumber) = svg.number(at: open + symbolOpen.count),
        svg.starts(with: #"">"#.utf8, at: afterNumber),
        let close = svg.find(symbolClose, from: afterNumber + 2)
      else { break }
      if firstStart == nil { firstStart = open } else { between += svg[restStart..<open] }
      outline[old] = svg[(afterNumber + 2)..<close]
      restStart = close + symbolClose.count
      if restStart < svg.count, svg[restStart] == UInt8(ascii: "\n") { restStart += 1 }
      i = restStart
    }
    guard let firstStart else { return svg }

    // Each use: where it starts, where its number ends, and the outline it names.
    var uses: [(start: Int, end: Int, shape: ArraySlice<UInt8>)] = []
    var number: [ArraySlice<UInt8>: Int] = [:]  // outline → its new number
    var ordered: [ArraySlice<UInt8>] = []
    func assign(_ shape: ArraySlice<UInt8>) {
      if number[shape] == nil {
        number[shape] = ordered.count
        ordered.append(shape)
      }
    }
    i = restStart
    while let hash = svg.find(reference, from: i) {
      i = hash + reference.count
      guard let (old, end) = svg.number(at: i), end < svg.count, svg[end] == UInt8(ascii: "\""),
        let shape = outline[old]
      else { continue }
      uses.append((hash, end, shape))
      assign(shape)
      i = end
    }
    Set(outline.values).filter { number[$0] == nil }
      .sorted { $0.lexicographicallyPrecedes($1) }.forEach(assign)

    var out = Array(svg[..<firstStart])
    out.reserveCapacity(svg.count)
    for (n, shape) in ordered.enumerated() {
      out += symbolOpen + Array("\(n)\">".utf8) + shape + symbolClose + [UInt8(ascii: "\n")]
    }
    out += between
    var cursor = restStart
    for use in uses {
      out += svg[cursor..<use.start]
      out += reference + Array(String(number[use.shape]!).utf8)
      cursor = use.end
    }
    out += svg[cursor...]
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

extension [UInt8] {
  /// The first index at or after `from` where `needle` starts.
  fileprivate func find(_ needle: [UInt8], from: Int) -> Int? {
    guard let first = needle.first, needle.count <= count else { return nil }
    var i = from
    while i <= count - needle.count {
      if self[i] == first, starts(with: needle, at: i) { return i }
      i += 1
    }
    return nil
  }

  fileprivate func starts(with prefix: some Collection<UInt8>, at index: Int) -> Bool {
    index + prefix.count <= count && self[index..<(index + prefix.count)].elementsEqual(prefix)
  }

  /// The decimal number starting at `index` (at most 9 digits) and the index after it.
  fileprivate func number(at index: Int) -> (Int, end: Int)? {
    var value = 0
    var i = index
    while i < count, i - index < 9, self[i] >= 0x30, self[i] <= 0x39 {
      value = value * 10 + Int(self[i] - 0x30)
      i += 1
    }
    return i > index ? (value, i) : nil
  }
}
