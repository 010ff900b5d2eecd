import Foundation
import Testing

@testable import TouchTraceCanvas

/// Reading PNGs: sizes from the header are checked without overflow, and pixels decode (with
/// libspng) to the colours Cairo's loader gave.
@Suite struct PNGImageTests {
  /// A small PNG whose IHDR then says `width`×`height` (the checksum is left stale: the size is
  /// refused before anything else is read).
  func png(claiming width: UInt32, _ height: UInt32) throws -> Data {
    let canvas = try Canvas(width: 4, height: 4, scale: 1, format: .png, background: .white)
    var bytes = [UInt8](try canvas.finish())
    for (i, value) in [width, height].enumerated() {
      for k in 0..<4 { bytes[16 + 4 * i + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
    }
    return Data(bytes)
  }

  /// Issue 23: 4294967295² and 3037000500² (the first square past Int64) trapped on overflow.
  static let hugeSizes: [(UInt32, UInt32)] = [
    (.max, .max), (3_037_000_500, 3_037_000_500), (.max, 1), (1, .max), (16_000, 16_000),
  ]

  @Test(arguments: hugeSizes)
  func aHeaderOverAnyLimitIsRefusedWithoutOverflow(width: UInt32, height: UInt32) throws {
    #expect(
      throws: CanvasError.tooManyPixels(
        width: Int(width), height: Int(height), maximum: Canvas.maximumPixels)
    ) { try PNGImage(data: self.png(claiming: width, height)) }
  }

  @Test func damagedDataAfterAGoodHeaderIsNamed() throws {
    let good = try Canvas(width: 40, height: 30, scale: 1, format: .png, background: .white)
      .finish()
    let error = #expect(throws: CanvasError.self) { try PNGImage(data: good.prefix(60)) }
    #expect("\(error.map { "\($0)" } ?? "")".contains("its data is damaged"))
  }

  /// A chunk whose checksum is wrong is damaged, even where libspng would decode it (a reference
  /// PNG with a bad `IDAT` CRC read as "pixels differ": LimitsAndBadInput, the fuzz run of issue 35).
  @Test(arguments: ["IHDR", "IDAT", "IEND"])
  func aChunkWithAWrongChecksumIsNamed(chunk: String) throws {
    var bytes = [UInt8](
      try Canvas(width: 40, height: 30, scale: 1, format: .png, background: .white).finish())
    let type = Array(chunk.utf8)
    let start = try #require(
      (8..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == type })
    let length = bytes[(start - 4)..<start].reduce(0) { $0 << 8 | Int($1) }
    bytes[start + 4 + length + 3] ^= 0x5A
    let error = #expect(throws: CanvasError.self) { try PNGImage(data: Data(bytes)) }
    #expect(
      "\(error.map { "\($0)" } ?? "")".contains(
        "its data is damaged: the \(chunk) chunk at byte \(start - 4) has a wrong checksum"))
  }

  /// The same colours as Cairo's PNG loader (premultiplied with its rounding, then divided out):
  /// a translucent pixel of 50 % alpha reads back as Cairo stored it.
  @Test func translucentPixelsReadAsCairoReadThem() throws {
    var rgba: [UInt8] = [200, 100, 3, 128]
    let p = rgba.withUnsafeBufferPointer { premultipliedARGB32($0.baseAddress!) }
    // 200·128/255 = 100.39 → 100; 100·128/255 = 50.2 → 50; 3·128/255 = 1.5 → 2 (Cairo rounds so).
    #expect(p == 0x8064_3202)
    rgba[3] = 0
    #expect(rgba.withUnsafeBufferPointer { premultipliedARGB32($0.baseAddress!) } == 0)
  }
}
