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
  /// Outside the string literal that holds the dump (the code around it): not the dump's.
  var isOutside = false
  /// A debugger's command (what follows its prompt) on a line that holds nothing else.
  var command: String? = nil
}

/// A paste's lines as the parser reads them, and where a string literal around them was opened
/// and never closed (the paste was cut there).
struct DumpText {
  var lines: [DumpLine]
  var unclosed: (line: Int, column: Int)? = nil
}

/// Undoes what gets wrapped around a `recursiveDescription` on its way to a paste: CRLF line ends,
/// `NSLog`'s `date time App[pid:thread] ` prefix, `(lldb) po …` prompts and Xcode's
/// "Printing description of …:" line, and Swift's `po` of a String (`Optional(…)` and a quoted
/// string whose line breaks are `\n`).
enum DumpLines {
  static func split(_ text: String) -> DumpText {
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
    // A prompt kept inside the string literal (`'(lldb) po …',` in an array) shows once it is off.
    var text = unquoted(out)
    text.lines = text.lines.compactMap {
      $0.isOutside || $0.command != nil ? $0 : withoutPrompt($0)
    }
    return text
  }

  /// A line without `NSLog`'s prefix and a debugger's prompt; a line that is all prompt keeps
  /// only its command.
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
        // All prompt: kept empty, with its command (`pactions(#0x1053163b0)` names the control
        // whose actions the next lines print).
        line.command = String(decoding: line.bytes[prompt...], as: UTF8.self)
        line.column += line.bytes.count
        line.bytes = []
        return line
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
  /// inside `Optional(…)`; and any other string literal around the dump (``DumpLiterals``).
  static func unquoted(_ lines: [DumpLine]) -> DumpText {
    var lines = lines
    guard let first = lines.firstIndex(where: { !isBlank($0.bytes) }) else {
      return DumpText(lines: lines)
    }
    let optional = Array("Optional(".utf8)
    var head = lines[first]
    let indent = head.bytes.prefix { $0 == 0x20 || $0 == 0x09 }.count
    guard head.bytes[indent...].starts(with: optional) else {
      return DumpLiterals.unwrapped(lines)
    }
    head.bytes.removeFirst(indent + optional.count)
    head.column += indent + optional.count
    lines[first] = head
    // The matching `)` ends the last line that is not blank.
    if let last = lines.lastIndex(where: { !isBlank($0.bytes) }) {
      while lines[last].bytes.last.map(isSpace) == true { lines[last].bytes.removeLast() }
      if lines[last].bytes.last == UInt8(ascii: ")") { lines[last].bytes.removeLast() }
    }
    return DumpLiterals.unwrapped(lines)
  }

}

func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
func isHexLetter(_ c: UInt8) -> Bool {
  (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46) || c == 0x78
}
func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }
func isBlank(_ bytes: [UInt8]) -> Bool { bytes.allSatisfy(isSpace) }
