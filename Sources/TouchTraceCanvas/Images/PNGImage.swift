internal import CCairo
import Foundation

/// A PNG file's pixels, decoded with libspng: for checking what was drawn and for comparing images.
public final class PNGImage {
  public let width: Int
  public let height: Int
  /// The pixels as straight (not premultiplied) RGBA, 8 bits a channel, row after row: the form
  /// ``PNGEncoder`` writes, so a row drawn again the same way is equal byte for byte.
  let rgba: [UInt8]

  /// Throws `CanvasError/notPNG(reason:)` when the data is not a PNG or is damaged, and
  /// `CanvasError/tooManyPixels(width:height:maximum:)` when its header claims more than
  /// ``Canvas/maximumPixels`` (checked, without overflow, before any pixel memory is allocated).
  public init(data: Data) throws {
    let (headerWidth, headerHeight) = try Self.size(fromHeader: data)
    // Both come from the file (up to 2^32 - 1 each), so their product can overflow even Int64.
    let (pixels, overflow) = headerWidth.multipliedReportingOverflow(by: headerHeight)
    guard !overflow, pixels <= Canvas.maximumPixels else {
      throw CanvasError.tooManyPixels(
        width: headerWidth, height: headerHeight, maximum: Canvas.maximumPixels)
    }
    try Self.checkChunks(data)
    rgba = try Self.decode(data, width: headerWidth, height: headerHeight)
    (width, height) = (headerWidth, headerHeight)
  }

  /// The width and height a PNG's header (its signature, then the IHDR chunk) declares.
  static func size(fromHeader data: Data) throws -> (width: Int, height: Int) {
    let bytes = [UInt8](data.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count == 24, Array(bytes[0..<8]) == signature else {
      throw CanvasError.notPNG(
        reason: data.isEmpty ? "the file is empty" : "it does not start with the PNG signature")
    }
    guard Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      throw CanvasError.notPNG(reason: "its first chunk is not the IHDR header")
    }
    func number(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    let width = number(16)
    let height = number(20)
    guard width > 0, height > 0 else {
      throw CanvasError.notPNG(reason: "its header says \(width)×\(height) pixels")
    }
    return (width, height)
  }

  /// Every chunk is whole and its CRC-32 (of its type and data) is right. libspng stops reading
  /// once the image's data is inflated, so a wrong checksum on the last IDAT or on IEND passed, and
  /// a damaged reference read as "pixels differ" (LimitsAndBadInput; PNG specification, 5.3).
  static func checkChunks(_ data: Data) throws {
    try data.withUnsafeBytes { (file: UnsafeRawBufferPointer) in
      let bytes = file.bindMemory(to: UInt8.self)
      func number(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
      var offset = 8
      while offset < bytes.count {
        guard bytes.count - offset >= 12 else { throw damaged("it ends inside a chunk's header") }
        let length = number(offset)
        let typeBytes = bytes[(offset + 4)..<(offset + 8)]
        // A damaged file's chunk type may be any bytes: letters as they are, others in hex.
        let type =
          typeBytes.allSatisfy { (65...90).contains($0) || (97...122).contains($0) }
          ? String(decoding: typeBytes, as: UTF8.self)
          : "0x" + typeBytes.map { String(format: "%02X", $0) }.joined()
        guard length <= bytes.count - offset - 12 else {
          throw damaged("the \(type) chunk at byte \(offset) runs past the file's end")
        }
        let stored = UInt(number(offset + 8 + length))
        let computed = crc32(0, bytes.baseAddress! + offset + 4, UInt32(length + 4))
        guard stored == UInt(computed) else {
          throw damaged(
            "the \(type) chunk at byte \(offset) has a wrong checksum")
        }
        offset += 12 + length
        if type == "IEND" { return }
      }
      throw damaged("it has no IEND chunk")
    }
  }

  private static func damaged(_ what: String) -> CanvasError {
    .notPNG(reason: "its data is damaged: \(what)")
  }

  /// The whole image as straight RGBA8 (palette, grey and `tRNS` expanded, 16-bit channels cut to
  /// 8, no gamma applied: what Cairo's loader did before).
  private static func decode(_ data: Data, width: Int, height: Int) throws -> [UInt8] {
    guard let ctx = spng_ctx_new(0) else {
      throw CanvasError.cairo(operation: "decode the PNG", message: "libspng has no memory")
    }
    defer { spng_ctx_free(ctx) }
    func damaged(_ status: Int32) -> CanvasError {
      .notPNG(reason: "its data is damaged: \(String(cString: spng_strerror(status)))")
    }
    let format = Int32(SPNG_FMT_RGBA8.rawValue)
    return try data.withUnsafeBytes { bytes in
      var status = spng_set_png_buffer(ctx, bytes.baseAddress, bytes.count)
      // The header was checked above; libspng must not accept more than it said.
      if status == 0 { status = spng_set_image_limits(ctx, UInt32(width), UInt32(height)) }
      var size = 0
      if status == 0 { status = spng_decoded_image_size(ctx, format, &size) }
      guard status == 0, size == width * height * 4 else { throw damaged(status) }
      let flags = Int32(SPNG_DECODE_TRNS.rawValue)
      let pixels = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        status = spng_decode_image(ctx, buffer.baseAddress, size, format, flags)
        count = status == 0 ? size : 0
      }
      guard status == 0 else { throw damaged(status) }
      return pixels
    }
  }

  /// The colour at a pixel, alpha not premultiplied; nil outside the image.
  public func pixel(x: Int, y: Int) -> Color? {
    guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
    return rgba.withUnsafeBufferPointer {
      Color(argb32: premultipliedARGB32($0.baseAddress! + (y * width + x) * 4))
    }
  }
}

/// One straight RGBA8 pixel as Cairo's PNG loader stores it (premultiplied, rounded as
/// cairo-png.c's `multiply_alpha` does), so colours read from a PNG are what they were when Cairo
/// decoded it.
@inline(__always)
func premultipliedARGB32(_ p: UnsafePointer<UInt8>) -> UInt32 {
  let a = UInt32(p[3])
  guard a != 0 else { return 0 }
  guard a != 0xFF else {
    return 0xFF00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
  }
  func multiply(_ c: UInt8) -> UInt32 {
    let t = a * UInt32(c) + 0x80
    return (t + (t >> 8)) >> 8
  }
  return a << 24 | multiply(p[0]) << 16 | multiply(p[1]) << 8 | multiply(p[2])
}

extension Color {
  /// Cairo's ARGB32 pixel: one native-endian word, colours premultiplied by alpha.
  init(argb32 value: UInt32) {
    let a = Double((value >> 24) & 0xFF)
    guard a > 0 else {
      self = .clear
      return
    }
    func channel(_ shift: UInt32) -> Double { min(Double((value >> shift) & 0xFF) / a, 1) }
    self.init(red: channel(16), green: channel(8), blue: channel(0), alpha: a / 255)
  }
}
