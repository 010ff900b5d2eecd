/// Takes off a string literal kept around a dump, as a whole and with its escapes: a dump kept
/// in source code or printed by a REPL as a string. Three shapes, told apart by where the
/// literal that opens right before the first view's `<` closes:
///
/// - on the same line, with another literal opening the next line: one literal a line, as a
///   JavaScript or TypeScript array of strings (`'   | <UIView: …>',`), a Swift or
///   Objective-C array (`@"…",`) or a concatenation (`"…\n" +`);
/// - on the same line, alone: the whole dump on one line with `\n` between its lines (Swift's
///   `po` of a String, Frida, Cycript's `@"…"`);
/// - on a later line: real line breaks inside the quotes (a template literal, Cycript's
///   backticks, Frida's `"…"`).
///
/// What is outside the literal (`const RAW = [`, `].join('\n')`, `` `; ``) is marked
/// ``DumpLine/isOutside``. A literal never closed is where the paste was cut.
enum DumpLiterals {
  static func unwrapped(_ lines: [DumpLine]) -> DumpText {
    guard let first = lines.firstIndex(where: { openingQuote($0.bytes) != nil }),
      let open = openingQuote(lines[first].bytes)
    else { return DumpText(lines: lines) }
    let quote = lines[first].bytes[open]
    let head = decoded(lines[first], from: open + 1, quote: quote)
    var out = Array(lines[..<first])
    guard head.closed else {
      return spanning(lines, from: first, head: head.lines, quote: quote, before: out)
    }
    let next = lines[(first + 1)...].firstIndex { !isBlank($0.bytes) }
    guard let next, literalStart(lines[next].bytes, quote: quote) != nil else {
      out += single(head.lines)
      out += lines[(first + 1)...].map(outside)
      return DumpText(lines: out)
    }
    // One literal a line, until a line that does not start one.
    var unclosed: (Int, Int)?
    var index = first
    while index < lines.count {
      let line = lines[index]
      index += 1
      if isBlank(line.bytes) {
        out.append(line)
        continue
      }
      // The first line's literal opens where the dump starts (`let dump = "<UIView…`).
      guard let start = index == first + 1 ? open : literalStart(line.bytes, quote: quote) else {
        index -= 1
        break
      }
      let part = decoded(line, from: start + 1, quote: quote)
      out += single(part.lines)
      if !part.closed { unclosed = (line.line, line.column + line.bytes.count) }
    }
    out += lines[index...].map(outside)
    return DumpText(lines: out, unclosed: unclosed)
  }

  /// A literal with real line breaks: each line decoded until the one that closes it.
  private static func spanning(
    _ lines: [DumpLine], from first: Int, head: [DumpLine], quote: UInt8, before: [DumpLine]
  ) -> DumpText {
    var out = before + head.map { unnumbered($0) }
    var index = first + 1
    while index < lines.count {
      let part = decoded(lines[index], from: 0, quote: quote)
      out += part.lines.map { unnumbered($0) }
      index += 1
      if part.closed {
        out += lines[index...].map(outside)
        return DumpText(lines: out)
      }
    }
    let last = lines[(first...)].last { !isBlank($0.bytes) } ?? lines[first]
    return DumpText(lines: out, unclosed: (last.line, last.column + last.bytes.count))
  }

  /// Where the literal holding the first view opens: the quote right before its `<Name:`
  /// (`"`, `'` or a backtick; `@"` too).
  static func openingQuote(_ b: [UInt8]) -> Int? {
    guard let start = descriptionStart(b), start > 0 else { return nil }
    let quotes: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`")]
    return quotes.contains(b[start - 1]) ? start - 1 : nil
  }

  /// The first `<Name:` of a line (a view's description starts so), or nil.
  static func descriptionStart(_ b: [UInt8]) -> Int? {
    var i = 0
    while let open = b[i...].firstIndex(of: UInt8(ascii: "<")) {
      var j = open + 1
      while j < b.count, isKeyByte(b[j]) || b[j] == UInt8(ascii: "$") { j += 1 }
      if j > open + 1, j < b.count, b[j] == UInt8(ascii: ":") { return open }
      i = open + 1
    }
    return nil
  }

  /// Where a line's own literal opens, after what joins literals in a list (spaces, `,`, `+`,
  /// `@`, brackets): nil when the line does not start with one.
  private static func literalStart(_ b: [UInt8], quote: UInt8) -> Int? {
    let joiners = Array(" \t,+@[(".utf8)
    guard let start = b.firstIndex(where: { !joiners.contains($0) }), b[start] == quote else {
      return nil
    }
    return start
  }

  /// A literal that held one line is that line, not "line 1 of the quoted string".
  private static func single(_ parts: [DumpLine]) -> [DumpLine] {
    parts.count == 1 ? [unnumbered(parts[0])] : parts
  }

  private static func unnumbered(_ line: DumpLine) -> DumpLine {
    var line = line
    line.quotedLine = nil
    return line
  }

  private static func outside(_ line: DumpLine) -> DumpLine {
    var line = line
    line.isOutside = true
    return line
  }

  /// The quoted text from `from` to the closing quote, split at its `\n` escapes, and whether the
  /// closing quote was found.
  static func decoded(_ line: DumpLine, from: Int, quote: UInt8) -> (
    lines: [DumpLine], closed: Bool
  ) {
    var out: [DumpLine] = []
    var current: [UInt8] = []
    var column = line.column + from
    var i = from
    let b = line.bytes
    func scalar(_ value: UInt32) {
      if let s = Unicode.Scalar(value) { current += Array(String(Character(s)).utf8) }
    }
    while i < b.count {
      let c = b[i]
      if c == quote {  // the closing quote; what follows is dropped
        out.append(
          DumpLine(bytes: current, line: line.line, column: column, quotedLine: out.count + 1))
        return (out, true)
      }
      if c == UInt8(ascii: "\\"), i + 1 < b.count {
        let e = b[i + 1]
        i += 2
        switch e {
        case UInt8(ascii: "n"):
          out.append(
            DumpLine(bytes: current, line: line.line, column: column, quotedLine: out.count + 1))
          current = []
          column = line.column + i
        case UInt8(ascii: "t"): current.append(0x09)
        case UInt8(ascii: "r"), UInt8(ascii: "0"): break
        case UInt8(ascii: "u"):
          // The closing brace is looked for within a scalar's 8 hex digits, not to the end of
          // the line: 80,000 unclosed `\u{` took 10 s, each searching the rest (issue 35).
          if i < b.count, b[i] == UInt8(ascii: "{"),
            let close = b[i..<min(b.count, i + 10)].firstIndex(of: UInt8(ascii: "}")),
            let value = UInt32(String(decoding: b[(i + 1)..<close], as: UTF8.self), radix: 16)
          {
            // `\u{1F600}` (Swift).
            scalar(value)
            i = close + 1
          } else if let high = DumpWrappers.hex4(b, i) {
            // `\u540c` (JavaScript, Objective-C); a pair for a character past U+FFFF.
            i += 4
            if (0xD800..<0xDC00).contains(high), i + 6 <= b.count, b[i] == UInt8(ascii: "\\"),
              b[i + 1] == UInt8(ascii: "u"), let low = DumpWrappers.hex4(b, i + 2),
              (0xDC00..<0xE000).contains(low)
            {
              i += 6
              scalar(0x10000 + (UInt32(high) - 0xD800) << 10 + (UInt32(low) - 0xDC00))
            } else {
              scalar(UInt32(high))
            }
          } else {
            current += Array("\\u".utf8)
          }
        default: current.append(e)  // \" \' \\
        }
        continue
      }
      current.append(c)
      i += 1
    }
    out.append(DumpLine(bytes: current, line: line.line, column: column, quotedLine: out.count + 1))
    return (out, false)
  }
}
