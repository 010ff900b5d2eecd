/// One description's bytes, gathered from one or more lines, and where each part came from.
struct Record {
  var bytes: [UInt8]
  /// (offset in `bytes`, line, column of that byte).
  var parts: [(offset: Int, line: Int, column: Int)]

  init(line: DumpLine, from start: Int) {
    bytes = Array(line.bytes[start...])
    parts = [(0, line.line, line.column + start)]
  }

  mutating func append(_ line: DumpLine) {
    bytes.append(UInt8(ascii: "\n"))
    parts.append((bytes.count, line.line, line.column))
    bytes += line.bytes
  }

  /// Which part (0 for the first line) holds the byte at `offset`.
  func part(of offset: Int) -> Int {
    var low = 0
    var high = parts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if parts[mid].offset <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  func place(of offset: Int) -> (line: Int, column: Int) {
    let p = parts[part(of: offset)]
    return (p.line, p.column + offset - p.offset)
  }

  /// Ends with `...` or `…` (a line cut by hand).
  var endsWithEllipsis: Bool {
    let text = String(decoding: bytes.suffix(8), as: UTF8.self).trimmingSpaces
    return text.hasSuffix("...") || text.hasSuffix("…")
  }

  /// For a line that cannot be read whole: its class, if `<Name:` starts it.
  var className: String? {
    let name = bytes.dropFirst().prefix { isKeyByte($0) || $0 == UInt8(ascii: "$") }
    guard !name.isEmpty, bytes.count > name.count + 1, bytes[name.count + 1] == UInt8(ascii: ":")
    else { return nil }
    return String(decoding: name, as: UTF8.self)
  }

  /// Its address, if `<Name: 0x…` starts it.
  var address: String? {
    guard let name = className else { return nil }
    let rest = bytes.dropFirst(name.utf8.count + 2).drop { isSpace($0) }
    let address = rest.prefix { isKeyByte($0) }
    return address.starts(with: "0x".utf8) ? String(decoding: address, as: UTF8.self) : nil
  }

  /// Its `frame = (x y; w h)`, if that much can be read.
  var frame: [Double]? {
    let key = Array("frame = (".utf8)
    guard bytes.count >= key.count else { return nil }
    for i in 0...(bytes.count - key.count) where bytes[i] == key[0] {
      guard Array(bytes[i..<(i + key.count)]) == key,
        let close = bytes[i...].firstIndex(of: UInt8(ascii: ")"))
      else { continue }
      return DumpValues.frame(String(decoding: bytes[(i + key.count - 1)...close], as: UTF8.self))
    }
    return nil
  }
}
