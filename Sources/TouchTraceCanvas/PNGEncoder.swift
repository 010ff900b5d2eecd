internal import CCairo
import Foundation

/// Writes a Cairo image surface as a PNG. Cairo's own writer goes through libpng with its default
/// (slow, strong) compression, which cost most of a diagram's render time; diagrams are mostly flat
/// colour, so a fast deflate level with the `Sub` filter is several times quicker for files about as
/// small. The output depends only on the pixels and zlib, so it is the same on every run.
enum PNGEncoder {
  /// zlib's level: 1 is its fastest.
  static let compressionLevel: Int32 = 1

  static func encode(_ surface: OpaquePointer) throws -> Data {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let base = cairo_image_surface_get_data(surface) else {
      throw CanvasError.cairo(operation: "encode the PNG", message: "the image has no pixels")
    }
    // Cairo's ARGB32 is one native-endian 32-bit word per pixel, colours premultiplied by alpha.
    let opaque = (0..<height).allSatisfy { y in
      let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
      return (0..<width).allSatisfy { row[$0] >> 24 == 0xFF }
    }
    let channels = opaque ? 3 : 4
    let rowBytes = 1 + width * channels
    var raw = [UInt8](repeating: 0, count: rowBytes * height)
    raw.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
        let start = y * rowBytes
        out[start] = 1  // the Sub filter: each byte minus the one a pixel to its left
        var previous: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        for x in 0..<width {
          let p = row[x]
          let a = UInt8(p >> 24)
          var (r, g, b) = (UInt8((p >> 16) & 0xFF), UInt8((p >> 8) & 0xFF), UInt8(p & 0xFF))
          if a != 0xFF && a != 0 {
            // Undo the premultiplication, rounding to nearest.
            func straight(_ c: UInt8) -> UInt8 {
              UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
            }
            (r, g, b) = (straight(r), straight(g), straight(b))
          }
          let o = start + 1 + x * channels
          out[o] = r &- previous.0
          out[o + 1] = g &- previous.1
          out[o + 2] = b &- previous.2
          if channels == 4 { out[o + 3] = a &- previous.3 }
          previous = (r, g, b, a)
        }
      }
    }
    var compressedSize = compressBound(uLong(raw.count))
    var compressed = [UInt8](repeating: 0, count: Int(compressedSize))
    let status = compress2(&compressed, &compressedSize, raw, uLong(raw.count), compressionLevel)
    guard status == Z_OK else {
      throw CanvasError.cairo(operation: "encode the PNG", message: "zlib failed (\(status))")
    }
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])  // 8-bit RGB or RGBA, no interlace
    png.appendChunk("IHDR", header)
    png.appendChunk("IDAT", Data(compressed[0..<Int(compressedSize)]))
    png.appendChunk("IEND", Data())
    return png
  }
}

extension Data {
  fileprivate mutating func appendBigEndian(_ v: UInt32) {
    append(contentsOf: [
      UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF),
    ])
  }

  fileprivate mutating func appendChunk(_ type: String, _ body: Data) {
    appendBigEndian(UInt32(body.count))
    let typed = Data(type.utf8) + body
    append(typed)
    let crc = typed.withUnsafeBytes {
      crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, uInt($0.count))
    }
    appendBigEndian(UInt32(crc))
  }
}
