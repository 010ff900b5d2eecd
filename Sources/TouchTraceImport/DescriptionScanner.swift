/// Reads one view's description, `<ClassName: 0x…; key = value; …; layer = <CALayer: 0x…>>`,
/// possibly followed by ` - text`. Values may hold `;` and `>` inside brackets (`frame = (0 0; 1 1)`,
/// `animations = { position=<CABasicAnimation: 0x…>; }`, nested descriptions) and inside a quoted
/// text, which may even span lines (a label's text with a line break).
struct DescriptionScanner {
  enum Result {
    case view(
      className: String, pairs: [(key: String, value: String, offset: Int)], trailing: String?)
    /// The bytes ended inside the description: the next line may continue it.
    case incomplete(String)
    /// Not a description: the message and the byte offset it refers to.
    case failure(String, at: Int)
  }

  let b: [UInt8]
  private var i = 0

  init(_ bytes: [UInt8]) { b = bytes }

  static func scan(_ bytes: [UInt8]) -> Result {
    var scanner = DescriptionScanner(bytes)
    return scanner.view()
  }

  private mutating func view() -> Result {
    i = 1  // past `<`
    let start = i
    while i < b.count, !":;> \n".utf8.contains(b[i]) { i += 1 }
    guard i > start else { return .failure("expected a class name after '<'", at: i) }
    let className = text(start, i)
    guard i < b.count, b[i] == UInt8(ascii: ":") else {
      if i >= b.count {
        return .incomplete("expected ':' and the view's address after the class name")
      }
      return .failure("expected ':' and the view's address after '\(className)'", at: i)
    }
    i += 1
    // The address (`0x7fb5…`), up to the first pair or the end.
    while i < b.count, b[i] != UInt8(ascii: ";"), b[i] != UInt8(ascii: ">") { i += 1 }
    var pairs: [(key: String, value: String, offset: Int)] = []
    while true {
      while i < b.count, isSpace(b[i]) || b[i] == UInt8(ascii: "\n") { i += 1 }
      guard i < b.count else { return .incomplete("expected '>' closing the view's description") }
      if b[i] == UInt8(ascii: ";") {
        i += 1
        continue
      }
      if b[i] == UInt8(ascii: ">") {
        i += 1
        break
      }
      let keyStart = i
      while i < b.count, isKeyByte(b[i]) { i += 1 }
      guard i > keyStart else {
        return .failure("expected 'name = value', ';' or '>' in the view's description", at: i)
      }
      let key = text(keyStart, i)
      while i < b.count, isSpace(b[i]) { i += 1 }
      guard i < b.count, b[i] == UInt8(ascii: "=") || b[i] == UInt8(ascii: ":") else {
        if i >= b.count { return .incomplete("expected '=' after '\(key)'") }
        return .failure("expected '=' after '\(key)'", at: i)
      }
      i += 1
      while i < b.count, isSpace(b[i]) { i += 1 }
      let valueStart = i
      if i < b.count, b[i] == UInt8(ascii: "'") {
        guard let close = closingQuote(after: i) else {
          return .incomplete("expected the closing ' of '\(key)'")
        }
        pairs.append((key, text(i + 1, close), valueStart))
        i = close + 1
        continue
      }
      switch valueEnd() {
      case .some(let end):
        pairs.append((key, trimmed(valueStart, end), valueStart))
        i = end
      case .none:
        return .incomplete("expected '>' closing the view's description (in '\(key)')")
      }
    }
    // After the description: nothing, or ` - text` (an image's name, a title, `(null)`).
    while i < b.count, isSpace(b[i]) { i += 1 }
    guard i < b.count else { return .view(className: className, pairs: pairs, trailing: nil) }
    guard b[i] == UInt8(ascii: "-") else {
      return .failure("expected the end of the line or ' - text' after the view's '>'", at: i)
    }
    let rest = trimmed(i + 1, b.count)
    return .view(className: className, pairs: pairs, trailing: rest == "(null)" ? nil : rest)
  }

  /// Where an unquoted value ends: at a `;` or `>` outside brackets. nil if the bytes end first.
  private func valueEnd() -> Int? {
    var stack: [UInt8] = []
    var j = i
    while j < b.count {
      let c = b[j]
      switch c {
      case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
        stack.append(c)
      case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
        if stack.isEmpty {
          if c == UInt8(ascii: ">") { return j }
        } else {
          stack.removeLast()
        }
      case UInt8(ascii: ";"):
        if stack.isEmpty { return j }
      default: break
      }
      j += 1
    }
    return nil
  }

  /// UIKit does not escape quotes in a text, so the closing one is the first `'` followed by the
  /// next pair (`; name =`, `; name:`), by `;` or `>` closing the description, or by the end.
  private func closingQuote(after open: Int) -> Int? {
    var q = open + 1
    while q < b.count {
      defer { q += 1 }
      guard b[q] == UInt8(ascii: "'") else { continue }
      var j = q + 1
      while j < b.count, isSpace(b[j]) { j += 1 }
      if j == b.count { continue }
      if b[j] == UInt8(ascii: ">") {
        var k = j + 1
        while k < b.count, isSpace(b[k]) { k += 1 }
        if k == b.count || b[k] == UInt8(ascii: "-") { return q }
        continue
      }
      guard b[j] == UInt8(ascii: ";") else { continue }
      j += 1
      while j < b.count, isSpace(b[j]) { j += 1 }
      if j == b.count || b[j] == UInt8(ascii: ">") { return q }
      let keyStart = j
      while j < b.count, isKeyByte(b[j]) { j += 1 }
      while j < b.count, isSpace(b[j]) { j += 1 }
      if j > keyStart, j < b.count, b[j] == UInt8(ascii: "=") || b[j] == UInt8(ascii: ":") {
        return q
      }
    }
    return nil
  }

  private func text(_ from: Int, _ to: Int) -> String {
    String(decoding: b[from..<to], as: UTF8.self)
  }

  private func trimmed(_ from: Int, _ to: Int) -> String {
    var from = from
    var to = to
    while from < to, isSpace(b[from]) { from += 1 }
    while to > from, isSpace(b[to - 1]) { to -= 1 }
    return text(from, to)
  }
}

/// Letters, digits, `_` and `.`: the characters of a description's keys (`contentOffset`,
/// `layer.sublayers`).
func isKeyByte(_ c: UInt8) -> Bool {
  (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || isDigit(c) || c == 0x5F || c == 0x2E
}
