/// Finds where a value is written in JSON text, so an error about `objects[3].superview` can say
/// `file:41:20`, as the scene reader does. The text is already known to be valid JSON
/// (JSONSerialization read it); the scan only skips over what it does not descend into.
public struct JSONLocator {
  private let bytes: [UInt8]

  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The 1-based line and column (in characters) of the value at `path`, or of the deepest part
  /// of it that exists; nil when the text is not what it should be.
  public func location(of path: JSONPath) -> (line: Int, column: Int)? {
    var i = 0
    skipSpace(&i)
    for component in path.components {
      guard let inner = child(component, at: i) else { break }
      i = inner
    }
    return i < bytes.count ? lineAndColumn(i) : nil
  }

  /// The offset of the value one step below the value at `i`, if there is one.
  private func child(_ component: JSONPathComponent, at start: Int) -> Int? {
    var i = start
    guard i < bytes.count else { return nil }
    switch (component, bytes[i]) {
    case (.key(let key), UInt8(ascii: "{")):
      i += 1
      while true {
        skipSpace(&i)
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
        let keyStart = i
        skipString(&i)
        let name = String(decoding: bytes[(keyStart + 1)..<(i - 1)], as: UTF8.self)
        skipSpace(&i)
        i += 1  // the colon
        skipSpace(&i)
        // Keys with escapes are compared as written; trace keys never have any.
        if name == key { return i }
        guard skipValueAndComma(&i) else { return nil }
      }
    case (.index(let index), UInt8(ascii: "[")):
      i += 1
      for _ in 0..<index {
        skipSpace(&i)
        guard skipValueAndComma(&i) else { return nil }
      }
      skipSpace(&i)
      return i < bytes.count && bytes[i] != UInt8(ascii: "]") ? i : nil
    default:
      return nil
    }
  }

  /// Skips a value and the comma after it; false at the end of the object or array.
  private func skipValueAndComma(_ i: inout Int) -> Bool {
    skipValue(&i)
    skipSpace(&i)
    guard i < bytes.count, bytes[i] == UInt8(ascii: ",") else { return false }
    i += 1
    return true
  }

  private func skipValue(_ i: inout Int) {
    guard i < bytes.count else { return }
    switch bytes[i] {
    case UInt8(ascii: "\""): skipString(&i)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      // Brackets inside strings are skipped with the strings, so depth counting is enough.
      var depth = 0
      repeat {
        switch bytes[i] {
        case UInt8(ascii: "\""):
          skipString(&i)
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
        default: break
        }
        i += 1
      } while depth > 0 && i < bytes.count
    default:
      while i < bytes.count, !",}] \t\r\n".utf8.contains(bytes[i]) { i += 1 }
    }
  }

  private func skipString(_ i: inout Int) {
    i += 1
    while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
      i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
    }
    i += 1
  }

  private func skipSpace(_ i: inout Int) {
    while i < bytes.count, " \t\r\n".utf8.contains(bytes[i]) { i += 1 }
  }

  private func lineAndColumn(_ offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for b in bytes[..<offset] {
      if b == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {  // count characters, not UTF-8 continuation bytes
        column += 1
      }
    }
    return (line, column)
  }
}
