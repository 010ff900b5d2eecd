/// One line of a dump as the parser sees it: its text without what the console or the debugger
/// added around it, and where that text starts in the pasted file (for error messages).
struct DumpLine: Sendable {
  var bytes: [UInt8]
  /// 1-based line in the pasted text.
  var line: Int
  /// The 1-based column of `bytes[0]` in that line.
  var column: Int
  /// In Swift's quoted form, where the whole dump is on one line: which of its `\n`-separated
  /// lines this is (1-based).
  var quotedLine: Int? = nil
}

/// Undoes what gets wrapped around a `recursiveDescription` on its way to a paste: CRLF line ends,
/// `NSLog`'s `date time App[pid:thread] ` prefix, `(lldb) po …` prompts and Xcode's
/// "Printing description of …:" line, and Swift's `po` of a String (`Optional(…)` and a quoted
/// string whose line breaks are `\n`).
enum DumpLines {
  static func split(_ text: String) -> [DumpLine] {
    var out: [DumpLine] = []
    var number = 0
    let raws = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    // A dump pasted into Markdown among prose: only what the code fences hold is the dump.
    let fenced = raws.contains { isFence(Array($0)) }
    var inFence = false
    for raw in raws {
      number += 1
      var bytes = Array(raw)
      if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
      if isFence(bytes) {
        inFence.toggle()
        continue
      }
      if fenced, !inFence { continue }
      out.append(DumpLine(bytes: bytes, line: number, column: 1))
    }
    // Comment marks first (a commented dump may hold its prompts), then each line's own wrapping.
    out = DumpWrappers.uncommented(out).compactMap(withoutPrompt)
    return unquoted(out)
  }

  /// A line without `NSLog`'s prefix and a debugger's prompt; nil for a line that is all prompt.
  private static func withoutPrompt(_ line: DumpLine) -> DumpLine? {
    var line = line
    let prefix = nslogPrefixLength(line.bytes)
    if prefix > 0 {
      line.bytes.removeFirst(prefix)
      line.column += prefix
    }
    if let prompt = DumpWrappers.promptLength(line.bytes) {
      // `(lldb) po [v recursiveDescription]<UIView: …>`: the dump may start on the prompt's line.
      guard let start = DumpWrappers.firstDescription(in: line.bytes, from: prompt) else {
        return nil
      }
      line.bytes.removeFirst(start)
      line.column += start
    }
    return line
  }

  /// A Markdown code fence (```` ``` ````, ```` ```text ````, `~~~`): not part of the dump.
  static func isFence(_ bytes: [UInt8]) -> Bool {
    let text = bytes.drop { $0 == 0x20 || $0 == 0x09 }
    return text.starts(with: "```".utf8) || text.starts(with: "~~~".utf8)
  }

  /// The length of `2013-08-17 21:04:53.358 App[60940:11303] ` (also with microseconds and a
  /// time zone, `2024-05-01 10:00:00.123456+0200 App[123:4567] `), or 0.
  static func nslogPrefixLength(_ b: [UInt8]) -> Int {
    func digits(_ i: inout Int, _ n: Int) -> Bool {
      for _ in 0..<n {
        guard i < b.count, isDigit(b[i]) else { return false }
        i += 1
      }
      return true
    }
    func expect(_ i: inout Int, _ c: Character) -> Bool {
      guard i < b.count, b[i] == c.asciiValue! else { return false }
      i += 1
      return true
    }
    var i = 0
    guard digits(&i, 4), expect(&i, "-"), digits(&i, 2), expect(&i, "-"), digits(&i, 2),
      expect(&i, " "), digits(&i, 2), expect(&i, ":"), digits(&i, 2), expect(&i, ":"),
      digits(&i, 2)
    else { return 0 }
    if i < b.count, b[i] == UInt8(ascii: ".") || b[i] == UInt8(ascii: ":") {
      i += 1
      while i < b.count, isDigit(b[i]) { i += 1 }
    }
    if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
      i += 1
      while i < b.count, isDigit(b[i]) { i += 1 }
    }
    guard expect(&i, " ") else { return 0 }
    // The process name (it may hold spaces), then `[pid:thread]`; the thread may be hex.
    guard let open = b[i...].firstIndex(of: UInt8(ascii: "[")),
      let close = b[open...].firstIndex(of: UInt8(ascii: "]")), close + 1 < b.count,
      b[close + 1] == UInt8(ascii: " ")
    else { return 0 }
    let inside = b[(open + 1)..<close]
    guard inside.contains(UInt8(ascii: ":")),
      inside.allSatisfy({ isDigit($0) || isHexLetter($0) || $0 == UInt8(ascii: ":") })
    else { return 0 }
    return close + 2
  }

  /// Swift's `po` of a String: the dump is one line, quoted, with `\n` between its lines, perhaps
  /// inside `Optional(…)`. Anything else is returned as it is.
  static func unquoted(_ lines: [DumpLine]) -> [DumpLine] {
    var lines = lines
    guard let first = lines.firstIndex(where: { !isBlank($0.bytes) }) else { return lines }
    let optional = Array("Optional(".utf8)
    var head = lines[first]
    let indent = head.bytes.prefix { $0 == 0x20 || $0 == 0x09 }.count
    guard head.bytes[indent...].starts(with: optional) else {
      return quoted(lines, at: first)
    }
    head.bytes.removeFirst(indent + optional.count)
    head.column += indent + optional.count
    lines[first] = head
    // The matching `)` ends the last line that is not blank.
    if let last = lines.lastIndex(where: { !isBlank($0.bytes) }) {
      while lines[last].bytes.last.map(isSpace) == true { lines[last].bytes.removeLast() }
      if lines[last].bytes.last == UInt8(ascii: ")") { lines[last].bytes.removeLast() }
    }
    return quoted(lines, at: first)
  }

  /// The dump inside quotes: Swift's and Frida's `"…"` and Cycript's `@"…"` with `\n` between
  /// its lines (all on one line), or Frida's `"…"` and Cycript's `` `…` `` around lines pasted as
  /// they are.
  private static func quoted(_ lines: [DumpLine], at index: Int) -> [DumpLine] {
    let line = lines[index]
    var start = line.bytes.prefix { $0 == 0x20 || $0 == 0x09 }.count
    if line.bytes[start...].starts(with: "@\"".utf8) { start += 1 }
    guard start < line.bytes.count,
      line.bytes[start] == UInt8(ascii: "\"") || line.bytes[start] == UInt8(ascii: "`")
    else { return lines }
    let quote = line.bytes[start]
    let (inner, closed) = decoded(line, from: start + 1, quote: quote, index: index)
    let more = lines[(index + 1)...].contains { !isBlank($0.bytes) }
    if closed || !more {
      return Array(lines[..<index]) + inner + lines[(index + 1)...]
    }
    // Real line breaks inside the quotes: drop the opening one and the closing one.
    var out = lines
    out[index].bytes.removeFirst(start + 1)
    out[index].column += start + 1
    if let last = out.lastIndex(where: { !isBlank($0.bytes) }) {
      while out[last].bytes.last.map(isSpace) == true { out[last].bytes.removeLast() }
      if out[last].bytes.last == UInt8(ascii: ";") { out[last].bytes.removeLast() }
      if out[last].bytes.last == quote { out[last].bytes.removeLast() }
    }
    return out
  }

  /// The quoted text from `from` to the closing quote, split at its `\n` escapes, and whether the
  /// closing quote was found.
  private static func decoded(_ line: DumpLine, from: Int, quote: UInt8, index: Int) -> (
    [DumpLine], Bool
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

func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
func isHexLetter(_ c: UInt8) -> Bool {
  (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46) || c == 0x78
}
func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }
func isBlank(_ bytes: [UInt8]) -> Bool { bytes.allSatisfy(isSpace) }
