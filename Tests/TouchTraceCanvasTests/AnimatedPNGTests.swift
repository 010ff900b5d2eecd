import Foundation
import Testing

@testable import TouchTraceCanvas

/// The APNG writer: chunks in the order the APNG specification gives, every CRC right, sequence
/// numbers counting up, each later frame only the rectangle that changed, and every frame's pixels
/// decoding to what was drawn.
@Suite struct AnimatedPNGTests {
  /// Three frames on white: nothing, a red square at (10, 10), then also a blue one at (40, 20).
  static func frames() throws -> [Canvas] {
    func frame(_ squares: [(CanvasRect, Color)]) throws -> Canvas {
      let c = try Canvas(width: 60, height: 40, scale: 1, format: .png, background: .white)
      for (r, color) in squares { c.fill(.rect(r), color: color) }
      return c
    }
    let red = (CanvasRect(10, 10, 8, 6), Color(rgb: 0xCF222E))
    let blue = (CanvasRect(40, 20, 5, 5), Color(rgb: 0x0969DA))
    return [try frame([]), try frame([red]), try frame([red, blue])]
  }

  static func animation(duration: Double = 0.6) throws -> Data {
    let writer = try AnimatedPNG(frameCount: 3, frameDuration: duration)
    for f in try frames() { try writer.add(f) }
    return try writer.finish()
  }

  @Test func chunksAreInOrderWithRightChecksumsAndSequence() throws {
    let chunks = try Chunk.all(Self.animation())
    #expect(
      chunks.map(\.type) == [
        "IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND",
      ])
    for c in chunks { #expect(c.crcMatches, "\(c.type)") }
    #expect(chunks[1].body == [0, 0, 0, 3, 0, 0, 0, 0], "3 frames, looping forever")
    let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { $0.u32(0) }
    #expect(sequence == [0, 1, 2, 3, 4])
    let controls = chunks.filter { $0.type == "fcTL" }
    // width, height, x, y: the whole image, then the red square, then the blue one.
    #expect(
      controls.map { [$0.u32(4), $0.u32(8), $0.u32(12), $0.u32(16)] } == [
        [60, 40, 0, 0], [8, 6, 10, 10], [5, 5, 40, 20],
      ])
    // 600/1000 s; blend source, then over.
    #expect(controls.allSatisfy { $0.u16(20) == 600 && $0.u16(22) == 1000 })
    #expect(controls.map { $0.body[25] } == [0, 1, 1])
  }

  @Test func everyFrameDecodesToItsPixels() throws {
    let chunks = try Chunk.all(Self.animation())
    let header = chunks[0].body
    // A viewer without APNG shows the first frame: the PNG as it is.
    let still = try PNGImage(data: Self.animation())
    #expect(still.width == 60 && still.height == 40)
    #expect(still.pixel(x: 12, y: 12) == .white)
    // Each later frame, as a PNG of its own: its size in the header, its fdAT data as IDAT.
    let controls = chunks.filter { $0.type == "fcTL" }
    let data = chunks.filter { $0.type == "fdAT" }.map { Array($0.body.dropFirst(4)) }
    for (i, (control, body)) in zip(controls.dropFirst(), data).enumerated() {
      var ihdr = header
      ihdr.replaceSubrange(0..<8, with: Array(control.body[4..<12]))
      let png =
        Data(PNGChunks.signature) + PNGChunks.chunk("IHDR", ihdr)
        + PNGChunks.chunk("IDAT", body) + PNGChunks.chunk("IEND", [])
      let frame = try PNGImage(data: png)
      let color = i == 0 ? Color(rgb: 0xCF222E) : Color(rgb: 0x0969DA)
      #expect(frame.pixel(x: 0, y: 0) == color, "frame \(i + 2)")
      #expect(frame.pixel(x: frame.width - 1, y: frame.height - 1) == color, "frame \(i + 2)")
    }
  }

  @Test func theSameFramesGiveTheSameBytes() throws {
    #expect(try Self.animation() == Self.animation())
    #expect(try Self.animation(duration: 0.6) != Self.animation(duration: 1.2))
  }

  @Test func wrongFramesAreClearErrors() throws {
    #expect(throws: CanvasError.self) { try AnimatedPNG(frameCount: 0, frameDuration: 1) }
    #expect(throws: CanvasError.self) { try AnimatedPNG(frameCount: 1, frameDuration: 61) }
    let writer = try AnimatedPNG(frameCount: 2, frameDuration: 1)
    try writer.add(Canvas(width: 10, height: 10, format: .png, background: .white))
    #expect(throws: CanvasError.self) {
      try writer.add(Canvas(width: 11, height: 10, format: .png, background: .white))
    }
    #expect(throws: CanvasError.self) { try writer.finish() }
  }
}

/// One chunk of a PNG file, for tests.
struct Chunk {
  var type: String
  var body: [UInt8]
  var crc: UInt32

  static func all(_ data: Data) throws -> [Chunk] {
    let b = [UInt8](data)
    try #require(b.starts(with: PNGChunks.signature))
    var out: [Chunk] = []
    var i = 8
    while i + 12 <= b.count {
      let n = Int(Chunk.u32(b, i))
      out.append(
        Chunk(
          type: String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self),
          body: Array(b[(i + 8)..<(i + 8 + n)]), crc: Chunk.u32(b, i + 8 + n)))
      i += 12 + n
    }
    #expect(i == b.count, "bytes after the last chunk")
    return out
  }

  static func u32(_ b: [UInt8], _ at: Int) -> UInt32 {
    b[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }
  func u32(_ at: Int) -> UInt32 { Chunk.u32(body, at) }
  func u16(_ at: Int) -> UInt16 { UInt16(body[at]) << 8 | UInt16(body[at + 1]) }

  /// Whether the stored CRC is the one PNG specifies (computed here bit by bit, independently of zlib).
  var crcMatches: Bool {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in Array(type.utf8) + body {
      c ^= UInt32(byte)
      for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF == crc
  }
}
