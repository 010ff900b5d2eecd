import Foundation
import Testing

@testable import TouchTraceTrace

/// Issue 14: the trace reader locates a byte that is not UTF-8 (with `UTF8Text`, in
/// TouchTraceSupport, whose own tests are there).
@Suite struct TraceEncodingTests {
  @Test func aTraceThatIsNotUTF8IsLocated() {
    let data = Data(Array("{\n  \"title\": \"".utf8) + [0xFE] + Array("\"\n}".utf8))
    #expect(throws: TraceReadError.self) { try TraceReader.read(data, file: "t.json") }
    do {
      _ = try TraceReader.read(data, file: "t.json")
    } catch {
      #expect(
        "\(error)"
          == "t.json:2:13: error: the file is not UTF-8 text: byte 0xFE here is not part of a UTF-8 character (save the file as UTF-8)"
      )
    }
  }
}
