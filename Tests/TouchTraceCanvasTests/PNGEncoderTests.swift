import CCairo
import Foundation
import Testing

@testable import TouchTraceCanvas

/// The PNG writer: what it writes reads back as the pixels that were drawn.
@Suite struct PNGEncoderTests {
  /// An opaque image is written as RGB, a translucent one as RGBA; both read back exactly
  /// (translucent pixels to within rounding of Cairo's premultiplied alpha).
  @Test(arguments: [true, false])
  func pixelsReadBackAsDrawn(opaque: Bool) throws {
    let canvas = try Canvas(
      width: 40, height: 30, scale: 2, format: .png, background: opaque ? .white : nil)
    canvas.fill(
      .rect(CanvasRect(5, 5, 20, 10)),
      color: Color(red: 1, green: 0.2, blue: 0.1, alpha: opaque ? 1 : 0.5))
    canvas.fill(
      .circle(center: CanvasPoint(30, 20), radius: 6), color: Color(rgb: 0x0969DA, alpha: 0.8))
    let data = try canvas.finish()
    #expect(data[25] == (opaque ? 2 : 6), "IHDR colour type")
    let image = try PNGImage(data: data)
    #expect(image.width == 80 && image.height == 60)
    for (x, y) in [(0, 0), (20, 20), (12, 12), (60, 40), (62, 42), (79, 59), (49, 9)] {
      let drawn = try #require(canvas.pixel(x: x, y: y))
      let read = try #require(image.pixel(x: x, y: y))
      for (a, b) in [
        (drawn.red, read.red), (drawn.green, read.green), (drawn.blue, read.blue),
        (drawn.alpha, read.alpha),
      ] {
        #expect(abs(a - b) <= 2.0 / 255, "pixel (\(x), \(y)): drawn \(drawn), read \(read)")
      }
    }
  }

  @Test func notAPNGIsAClearError() {
    #expect(throws: CanvasError.self) { try PNGImage(data: Data("GIF89a".utf8)) }
  }

  /// A canvas of `width` × `height` points at 2x, with shapes in several colours and, unless
  /// `opaque`, translucent ones on a transparent background.
  private func drawn(width: Double, height: Double, opaque: Bool) throws -> Canvas {
    let canvas = try Canvas(
      width: width, height: height, scale: 2, format: .png, background: opaque ? .white : nil)
    for i in 0..<12 {
      let step = Double(i)
      canvas.fill(
        .rect(CanvasRect(step * width / 14, step * height / 15, width / 5, height / 9)),
        color: Color(rgb: 0x0969DA + UInt32(i) * 0x1F2F3, alpha: opaque ? 1 : 0.4 + step / 30))
      canvas.fill(
        .circle(center: CanvasPoint(width - step * width / 13, step * height / 12), radius: 7),
        color: Color(rgb: 0xBF3989, alpha: opaque ? 1 : 0.7))
    }
    _ = try canvas.finish()
    return canvas
  }

  /// The image data of a PNG's IDAT chunks, inflated by zlib (which checks the stream's
  /// structure and its Adler-32).
  private func inflated(_ png: Data, expected: Int) throws -> [UInt8] {
    let stream = try PNGChunks(png).imageData.flatMap { $0 }
    var out = [UInt8](repeating: 0, count: expected + 1)
    var length = UInt(out.count)
    let status = uncompress(&out, &length, stream, UInt(stream.count))
    try #require(status == Z_OK, "zlib: \(status)")
    return Array(out.prefix(Int(length)))
  }

  /// Deflated in blocks (the default, and blocks of a few rows, and a block holding the whole
  /// image, which is one ordinary zlib stream), an image decodes to the same pixels with libspng,
  /// and its stream inflates with zlib to the same rows: images smaller than one block, and
  /// larger; opaque (RGB) and translucent (RGBA).
  @Test(arguments: [(3.0, 2.0, true), (40, 30, false), (700, 500, true), (640, 480, false)])
  func blocksDecodeAsOneStream(width: Double, height: Double, opaque: Bool) throws {
    let canvas = try drawn(width: width, height: height, opaque: opaque)
    let surface = try #require(canvas.surface)
    let single = try PNGEncoder.encode(surface, blockBytes: .max)
    let rows = Int(height) * 2 * (1 + Int(width) * 2 * (opaque ? 3 : 4))
    let rowsInOne = try inflated(single, expected: rows)
    #expect(rowsInOne.count == rows)
    let reference = try PNGImage(data: single)
    for blockBytes in [ZlibBlocks.blockBytes, 4096, 1] {
      let png = try PNGEncoder.encode(surface, blockBytes: blockBytes)
      #expect(try PNGImage(data: png).rgba == reference.rgba, "blocks of \(blockBytes) bytes")
      #expect(try inflated(png, expected: rows) == rowsInOne, "blocks of \(blockBytes) bytes")
    }
  }

  /// zlib's header for each level class, as zlib's own deflate writes it (RFC 1950).
  @Test func zlibHeader() {
    #expect(ZlibBlocks.header(level: 1) == [0x78, 0x01])
    #expect(ZlibBlocks.header(level: 6) == [0x78, 0x9C])
    #expect(ZlibBlocks.header(level: 9) == [0x78, 0xDA])
  }
}
