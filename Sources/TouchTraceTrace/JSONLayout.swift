/// Lays compact JSON out for people: one key per line, two-space indents, and arrays of plain
/// values (points, rectangles, id lists) kept on one line — `"frame": [100, 100, 10, 10]` — so
/// traces stay short and diffs show what changed.
enum JSONLayout {
  /// `compact` must be valid JSON without insignificant whitespace (JSONEncoder's output).
  static func pretty(_ compact: String) -> String {
    let chars = Array(compact.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(chars.count * 2)
    var depth = 0
    var i = 0
    func newline() {
      out.append(0x0A)
      out.append(contentsOf: Array(repeating: 0x20, count: depth * 2))
    }
    while i < chars.count {
      let c = chars[i]
      switch c {
      case UInt8(ascii: "\""):
        let end = endOfString(chars, from: i)
        out.append(contentsOf: chars[i..<end])
        i = end
        continue
      case UInt8(ascii: "["):
        if let end = endOfFlatArray(chars, from: i) {
          out.append(contentsOf: inline(chars[i..<end]))
          i = end
          continue
        }
        fallthrough
      case UInt8(ascii: "{"):
        let close: UInt8 = c == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        out.append(c)
        if i + 1 < chars.count, chars[i + 1] == close {
          out.append(close)
          i += 2
          continue
        }
        depth += 1
        newline()
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        newline()
        out.append(c)
      case UInt8(ascii: ","):
        out.append(c)
        newline()
      case UInt8(ascii: ":"):
        out.append(contentsOf: [c, 0x20])
      default:
        out.append(c)
      }
      i += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The index just past the string starting at `start` (a quote).
  private static func endOfString(_ chars: [UInt8], from start: Int) -> Int {
    var i = start + 1
    while i < chars.count {
      if chars[i] == UInt8(ascii: "\\") {
        i += 2
        continue
      }
      if chars[i] == UInt8(ascii: "\"") { return i + 1 }
      i += 1
    }
    return chars.count
  }

  /// The index just past an array holding no arrays or objects, or nil.
  private static func endOfFlatArray(_ chars: [UInt8], from start: Int) -> Int? {
    var i = start + 1
    while i < chars.count {
      switch chars[i] {
      case UInt8(ascii: "\""): i = endOfString(chars, from: i)
      case UInt8(ascii: "["), UInt8(ascii: "{"): return nil
      case UInt8(ascii: "]"): return i + 1
      default: i += 1
      }
    }
    return nil
  }

  /// `[1,2]` as `[1, 2]`.
  private static func inline(_ slice: ArraySlice<UInt8>) -> [UInt8] {
    let chars = Array(slice)
    var out: [UInt8] = []
    var j = 0
    while j < chars.count {
      if chars[j] == UInt8(ascii: "\"") {
        let end = endOfString(chars, from: j)
        out.append(contentsOf: chars[j..<end])
        j = end
        continue
      }
      out.append(chars[j])
      if chars[j] == UInt8(ascii: ",") { out.append(0x20) }
      j += 1
    }
    return out
  }
}
