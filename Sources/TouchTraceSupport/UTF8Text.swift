import Foundation

/// Decodes a file's bytes as UTF-8, or says where the first bad byte is, so every reader (scene,
/// trace, dump) can give an encoding error a line and column like any other error.
public enum UTF8Text {
  /// Where the first byte that is not part of valid UTF-8 is: 1-based line and column (columns
  /// count characters, as the scene reader's do), and the byte itself.
  public struct BadByte: Error, Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var byte: UInt8

    /// What is wrong and what was expected, without the place.
    public var explanation: String {
      "the file is not UTF-8 text: byte " + String(format: "0x%02X", byte)
        + " here is not part of a UTF-8 character (save the file as UTF-8)"
    }

    /// `file:line:column: error: …`.
    public func message(file: String) -> String {
      "\(file):\(line):\(column): error: \(explanation)"
    }
  }

  /// The text, or the first bad byte.
  public static func decode(_ data: Data) -> Result<String, BadByte> {
    if let text = String(validating: data, as: UTF8.self) { return .success(text) }
    return .failure(firstBadByte(Array(data)))
  }

  static func firstBadByte(_ bytes: [UInt8]) -> BadByte {
    var line = 1
    var column = 1
    var offset = 0
    while offset < bytes.count {
      let length = validLength(bytes, at: offset)
      guard length > 0 else { return BadByte(line: line, column: column, byte: bytes[offset]) }
      if bytes[offset] == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
      offset += length
    }
    // Not reached for data that failed to decode; a safe answer all the same.
    return BadByte(line: line, column: column, byte: 0)
  }

  /// The length of the UTF-8 sequence starting at `offset`, or 0 when it is not a valid one
  /// (overlong forms, surrogates and code points past U+10FFFF are invalid, as Swift's decoder
  /// says).
  static func validLength(_ bytes: [UInt8], at offset: Int) -> Int {
    let lead = bytes[offset]
    let (length, low, high): (Int, UInt8, UInt8) =
      switch lead {
      case 0x00...0x7F: (1, 0x80, 0xBF)
      case 0xC2...0xDF: (2, 0x80, 0xBF)
      case 0xE0: (3, 0xA0, 0xBF)
      case 0xED: (3, 0x80, 0x9F)
      case 0xE1...0xEF: (3, 0x80, 0xBF)
      case 0xF0: (4, 0x90, 0xBF)
      case 0xF4: (4, 0x80, 0x8F)
      case 0xF1...0xF3: (4, 0x80, 0xBF)
      default: (0, 0, 0)
      }
    guard length > 0, offset + length <= bytes.count else { return 0 }
    for position in 1..<max(length, 1) {
      let range: ClosedRange<UInt8> = position == 1 ? low...high : 0x80...0xBF
      guard range.contains(bytes[offset + position]) else { return 0 }
    }
    return length
  }
}

/// Messages quote what the input said (an id, a value); a quoted word of 5 MB would be echoed
/// whole (issue 14). Any run of more than 200 characters without a space keeps its first 100 and
/// says how long it was.
public func abbreviatingLongWords(_ message: String) -> String {
  guard message.utf8.count > 200 else { return message }
  return message.split(separator: " ", omittingEmptySubsequences: false).map { word in
    word.count > 200 ? "\(word.prefix(100))…(\(word.count) characters)" : String(word)
  }.joined(separator: " ")
}
