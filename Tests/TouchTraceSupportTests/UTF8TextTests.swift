import Foundation
import Testing

@testable import TouchTraceSupport

/// Issue 14: a file that is not UTF-8 is refused at its first bad byte, with a line and column,
/// whichever reader meets it.
@Suite struct UTF8TextTests {
  func bad(_ bytes: [UInt8]) -> UTF8Text.BadByte? {
    if case .failure(let bad) = UTF8Text.decode(Data(bytes)) { return bad }
    return nil
  }

  @Test func validTextDecodes() throws {
    #expect(try UTF8Text.decode(Data("a\n中文 ✓\n".utf8)).get() == "a\n中文 ✓\n")
  }

  @Test func theFirstBadByteIsLocatedByLineAndCharacter() {
    // Columns count characters: "中" is one column, though three bytes.
    #expect(bad(Array("ab\n中x".utf8) + [0xFF]) == .init(line: 2, column: 3, byte: 0xFF))
    #expect(bad([0xE9]) == .init(line: 1, column: 1, byte: 0xE9))
  }

  @Test func overlongSurrogateAndTruncatedSequencesAreBad() {
    #expect(bad([0x61, 0xC0, 0x80]) == .init(line: 1, column: 2, byte: 0xC0))  // overlong NUL
    #expect(bad([0xED, 0xA0, 0x80]) == .init(line: 1, column: 1, byte: 0xED))  // a surrogate
    #expect(bad([0xF4, 0x90, 0x80, 0x80]) == .init(line: 1, column: 1, byte: 0xF4))  // > U+10FFFF
    #expect(bad([0x0A, 0xE4, 0xB8]) == .init(line: 2, column: 1, byte: 0xE4))  // cut short
  }
}
