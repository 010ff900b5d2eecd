/// Reads one view's description, `<ClassName: 0x…; key = value; …; layer = <CALayer: 0x…>>`,
/// possibly followed by ` - text` or other words (`(layer)`, `effect=none`, a text view's
/// `minSize = …`), and its double-bracketed form `<<_UITextContainerView: …>>`. Values may hold `;` and `>` inside brackets (`frame = (0 0; 1 1)`,
/// `animations = { position=<CABasicAnimation: 0x…>; }`, nested descriptions) and inside a quoted
/// text, which may even span lines (a label's text with a line break).
struct DescriptionScanner {
  /// What was read of a description.
  struct Scanned {
    var className: String?
    /// What follows the class name and its `:` (`0x7f9c1e60e2a0`).
    var address: String?
    var pairs: [(key: String, value: String, offset: Int)] = []
    /// ` - text`, unless `(null)`.
    var trailing: String?
    /// Other words after the `>` (`(layer)`, `effect=none`): not simulated.
    var extra: String?
    /// The offset of the end of the line the description ended on.
    var end = 0
  }

  enum Result {
    case view(Scanned)
    /// The bytes ended inside the description (the next line may continue it): what was read.
    case incomplete(String, Scanned)
    /// Not a description: the message and the byte offset it refers to.
    case failure(String, at: Int)
  }

  let b: [UInt8]
  private var i = 0
  private var read = Scanned()

  init(_ bytes: [UInt8]) { b = bytes }

  static func scan(_ bytes: [UInt8]) -> Result {
    var scanner = DescriptionScanner(bytes)
    return scanner.view()
  }

  private mutating func view() -> Result {
    let doubled = b.count > 1 && b[1] == UInt8(ascii: "<")
    i = doubled ? 2 : 1  // past `<` (or `<<`)
    let start = i
    while i < b.count, !":;> \n".utf8.contains(b[i]) { i += 1 }
    guard i > start else { return .failure("expected a class name after '<'", at: i) }
    let className = text(start, i)
    guard i < b.count, b[i] == UInt8(ascii: ":") else {
      if i >= b.count {
        return .incomplete("expected ':' and the view's address after the class name", read)
      }
      return .failure("expected ':' and the view's address after '\(className)'", at: i)
    }
    read.className = className
    i += 1
    // The address (`0x7fb5…`), up to the first pair or the end.
    let addressStart = i
    while i < b.count, b[i] != UInt8(ascii: ";"), b[i] != UInt8(ascii: ">") { i += 1 }
    let address = trimmed(addressStart, i)
    if !address.isEmpty, address.utf8.allSatisfy({ isKeyByte($0) }) { read.address = address }
    while true {
      while i < b.count, isSpace(b[i]) || b[i] == UInt8(ascii: "\n") { i += 1 }
      guard i < b.count else {
        return .incomplete("expected '>' closing the view's description", read)
      }
      if b[i] == UInt8(ascii: ";") {
        i += 1
        continue
      }
      if b[i] == UInt8(ascii: ">") {
        i += 1
        if doubled, i < b.count, b[i] == UInt8(ascii: ">") { i += 1 }
        break
      }
      if b[i...].starts(with: "...".utf8) || b[i...].starts(with: "…".utf8) {
        return .incomplete("the description is cut ('…')", read)  // cut by hand
      }
      let keyStart = i
      while i < b.count, isKeyByte(b[i]) { i += 1 }
      guard i > keyStart else {
        return .failure("expected 'name = value', ';' or '>' in the view's description", at: i)
      }
      let key = text(keyStart, i)
      while i < b.count, isSpace(b[i]) { i += 1 }
      guard i < b.count, b[i] == UInt8(ascii: "=") || b[i] == UInt8(ascii: ":") else {
        if i >= b.count { return .incomplete("expected '=' after '\(key)'", read) }
        return .failure("expected '=' after '\(key)'", at: i)
      }
      i += 1
      while i < b.count, isSpace(b[i]) { i += 1 }
      let valueStart = i
      if i < b.count, b[i] == UInt8(ascii: "'") {
        guard let close = closingQuote(after: i) else {
          return .incomplete("expected the closing ' of '\(key)'", read)
        }
        read.pairs.append((key, text(i + 1, close), valueStart))
        i = close + 1
        continue
      }
      switch valueEnd() {
      case .some(let end):
        read.pairs.append((key, trimmed(valueStart, end), valueStart))
        i = end
      case .none:
        return .incomplete("expected '>' closing the view's description (in '\(key)')", read)
      }
    }
    // After the description, to the end of its line: ` - text` (an image's name, a title,
    // `(null)`), or words UIKit adds for some classes, kept in a comment.
    let lineEnd = b[i...].firstIndex(of: UInt8(ascii: "\n")) ?? b.count
    read.end = lineEnd
    let rest = trimmed(i, lineEnd)
    if rest.hasPrefix("-") {
      let text = String(rest.dropFirst()).trimmingSpaces
      read.trailing = text == "(null)" ? nil : text
    } else if !rest.isEmpty {
      read.extra = rest
    }
    return .view(read)
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
      if b[j] == UInt8(ascii: ">") { return q }
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

extension String {
  /// Without spaces and tabs at either end.
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " || s.first == "\t" { s = s.dropFirst() }
    while s.last == " " || s.last == "\t" { s = s.dropLast() }
    return String(s)
  }
}
