/// What debuggers and pastes put around a dump, line by line: prompts (`(lldb)`, `(gdb)`, `cy#`,
/// Frida's `[iPhone::App]->`, Xcode's "Printing description of …:"), comment marks (a dump pasted
/// into source code: `//` on every line, or `/* … */` around it) and `\uXXXX` escapes (how Cycript
/// and LLDB print a text's non-ASCII characters).
enum DumpWrappers {
  /// The length of a prompt the line starts with (after spaces), or nil.
  static func promptLength(_ bytes: [UInt8]) -> Int? {
    let indent = bytes.prefix { isSpace($0) }.count
    let text = bytes[indent...]
    for prompt in ["(lldb)", "(gdb)", "cy#", "Printing description of "]
    where text.starts(with: prompt.utf8) {
      return indent + prompt.utf8.count
    }
    // Frida's REPL: `[iPhone::Settings]->`, `[Local::PID::1234 ]->`.
    if text.first == UInt8(ascii: "["), let close = text.firstIndex(of: UInt8(ascii: "]")),
      text[close...].starts(with: "]->".utf8), text[..<close].contains(UInt8(ascii: ":"))
    {
      return close + 3
    }
    return nil
  }

  /// Where a prompt's line goes on with the dump itself: the first `<Name: ` (or a quote or a
  /// backtick right before it, or `@"`), past `from`. nil: the line is all prompt.
  static func firstDescription(in b: [UInt8], from: Int) -> Int? {
    var i = from
    while i < b.count {
      defer { i += 1 }
      guard b[i] == UInt8(ascii: "<") else { continue }
      var j = i + 1
      while j < b.count, isKeyByte(b[j]) || b[j] == UInt8(ascii: "$") { j += 1 }
      guard j > i + 1, j < b.count, b[j] == UInt8(ascii: ":") else { continue }
      var start = i
      let openers: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "`"), UInt8(ascii: "(")]
      while start > from, openers.contains(b[start - 1]) || b[start - 1] == UInt8(ascii: "@") {
        start -= 1
      }
      // `Optional("<UIView…`: keep `Optional(` for the unquoting that follows.
      let optional = Array("Optional(".utf8)
      if start >= from + optional.count, Array(b[(start - optional.count)..<start]) == optional {
        start -= optional.count
      }
      return start
    }
    return nil
  }

  /// Without `//` at the start of every line, or the `/*` and `*/` around the dump (and the ` * `
  /// that starts each line of a doc comment).
  static func uncommented(_ lines: [DumpLine]) -> [DumpLine] {
    let texts = lines.indices.filter { !isBlank(lines[$0].bytes) }
    guard let first = texts.first, let last = texts.last else { return lines }
    var lines = lines
    func strip(_ index: Int, _ mark: String) {
      let indent = lines[index].bytes.prefix { isSpace($0) }.count
      guard lines[index].bytes[indent...].starts(with: mark.utf8) else { return }
      lines[index].bytes.removeFirst(indent + mark.utf8.count)
      lines[index].column += indent + mark.utf8.count
    }
    func starts(_ index: Int, _ mark: String) -> Bool {
      lines[index].bytes.drop { isSpace($0) }.starts(with: mark.utf8)
    }
    if texts.allSatisfy({ starts($0, "//") }) {
      for index in texts { strip(index, "//") }
    } else if starts(first, "/*") {
      strip(first, "/*")
      if lines[first].bytes.first == UInt8(ascii: "*") { strip(first, "*") }  // `/**`
      while lines[last].bytes.last.map(isSpace) == true { lines[last].bytes.removeLast() }
      if lines[last].bytes.suffix(2) == Array("*/".utf8) { lines[last].bytes.removeLast(2) }
      for index in texts where index != first && starts(index, "*") && !starts(index, "*/") {
        strip(index, "*")
      }
    }
    return lines
  }

  /// `\u540c\u610f` → 同意 (a UTF-16 pair for a character past U+FFFF); other text unchanged.
  static func unescaped(_ text: String) -> String {
    guard text.contains("\\u") || text.contains("\\U") else { return text }
    var units: [UInt16] = []
    let chars = Array(text.utf16)
    var i = 0
    while i < chars.count {
      if chars[i] == 0x5C, i + 1 < chars.count,
        chars[i + 1] == 0x75 || chars[i + 1] == 0x55,
        let value = hex4(chars, i + 2)
      {
        units.append(value)
        i += 6
        continue
      }
      units.append(chars[i])
      i += 1
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// Four hex digits at `at`, as a UTF-16 unit.
  static func hex4<C: RandomAccessCollection>(_ c: C, _ at: Int) -> UInt16?
  where C.Element: BinaryInteger, C.Index == Int {
    guard at >= c.startIndex, at + 4 <= c.endIndex else { return nil }
    var value: UInt16 = 0
    for k in at..<(at + 4) {
      let d = Int(c[k])
      let digit: Int
      switch d {
      case 0x30...0x39: digit = d - 0x30
      case 0x61...0x66: digit = d - 0x61 + 10
      case 0x41...0x46: digit = d - 0x41 + 10
      default: return nil
      }
      value = value * 16 + UInt16(digit)
    }
    return value
  }
}
