internal import CCairo
import Foundation

/// Writes a Cairo image surface as a PNG with libspng.
///
/// Cairo's own writer goes through libpng at its default (slow, strong) compression. Diagrams are
/// mostly flat colour, and measured on the gallery (`.ci/benchmark`'s README section) zlib's level
/// 1 with no row filter was both the fastest and the smallest of the options tried (the `Sub` and
/// `Up` filters, `Z_RLE`, levels 1–3). Rows are converted and streamed to libspng one at a time, so
/// the only whole-image buffer is Cairo's own. The output depends only on the pixels and zlib, so
/// it is the same on every run.
enum PNGEncoder {
  /// zlib's level: 1 is its fastest.
  static let compressionLevel: Int32 = 1
  static let animationLevel: Int32 = 9

  /// The whole surface, or the part `region` covers (an animation's frame). `opaque` nil: RGB
  /// when every pixel is opaque, else RGBA. With `unchanged` (the frame before, the same size),
  /// pixels equal to its pixels are written fully transparent, so a frame drawn over the one
  /// before holds only what changed, and the runs of zeros compress to almost nothing.
  static func encode(
    _ surface: OpaquePointer, region: PixelRegion? = nil, opaque: Bool? = nil,
    unchanged: OpaquePointer? = nil
  ) throws -> Data {
    let region = region ?? PixelRegion(surface: surface)
    let (width, height) = (region.width, region.height)
    guard let base = cairo_image_surface_get_data(surface) else {
      throw CanvasError.cairo(operation: "encode the PNG", message: "the image has no pixels")
    }
    func row(_ y: Int) -> UnsafePointer<UInt32> {
      PixelRegion.row(surface, base, y + region.y) + region.x
    }
    // Cairo's ARGB32 is one native-endian 32-bit word per pixel, colours premultiplied by alpha.
    let opaque = unchanged == nil && (opaque ?? region.isOpaque(surface))
    let before = unchanged.flatMap { cairo_image_surface_get_data($0) }
    let channels = opaque ? 3 : 4

    guard let ctx = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else {
      throw CanvasError.cairo(operation: "encode the PNG", message: "libspng has no memory")
    }
    defer { spng_ctx_free(ctx) }
    func check(_ status: Int32) throws {
      guard status == 0 || status == Int32(SPNG_EOI.rawValue) else {
        throw CanvasError.cairo(
          operation: "encode the PNG", message: String(cString: spng_strerror(status)))
      }
    }
    try check(spng_set_option(ctx, SPNG_ENCODE_TO_BUFFER, 1))
    // An animation's frames are mostly transparent runs; zlib's strongest level shrinks them
    // further for little time (measured in the README's animated-diagram section).
    let animated = unchanged != nil || opaque == false
    try check(
      spng_set_option(ctx, SPNG_IMG_COMPRESSION_LEVEL, animated ? animationLevel : compressionLevel)
    )
    try check(spng_set_option(ctx, SPNG_FILTER_CHOICE, Int32(SPNG_DISABLE_FILTERING.rawValue)))
    var header = spng_ihdr(
      width: UInt32(width), height: UInt32(height), bit_depth: 8,
      color_type: UInt8(
        opaque ? SPNG_COLOR_TYPE_TRUECOLOR.rawValue : SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue),
      compression_method: 0, filter_method: 0, interlace_method: 0)
    try check(spng_set_ihdr(ctx, &header))
    let flags = Int32(SPNG_ENCODE_PROGRESSIVE.rawValue | SPNG_ENCODE_FINALIZE.rawValue)
    try check(spng_encode_image(ctx, nil, 0, Int32(SPNG_FMT_PNG.rawValue), flags))

    let out = UnsafeMutablePointer<UInt8>.allocate(capacity: width * channels)
    defer { out.deallocate() }
    for y in 0..<height {
      let pixels = row(y)
      let old = unchanged.flatMap { u in
        before.map { PixelRegion.row(u, $0, y + region.y) + region.x }
      }
      if opaque {
        for x in 0..<width {
          let p = pixels[x]
          out[3 * x] = UInt8(truncatingIfNeeded: p >> 16)
          out[3 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
          out[3 * x + 2] = UInt8(truncatingIfNeeded: p)
        }
      } else {
        if let old, memcmp(old, pixels, width * 4) == 0 {
          // Most rows of a frame's region did not change (the region spans a highlight at the
          // top and the caption at the bottom): all transparent, at memset's speed.
          memset(out, 0, width * 4)
        } else if let old {
          for x in 0..<width { straight(old[x] == pixels[x] ? 0 : pixels[x], into: out + 4 * x) }
        } else {
          straightRGBA(pixels, count: width, into: out)
        }
      }
      try check(spng_encode_row(ctx, out, width * channels))
    }

    var length = 0
    var error: Int32 = 0
    guard let png = spng_get_png_buffer(ctx, &length, &error) else {
      try check(error)
      throw CanvasError.cairo(operation: "encode the PNG", message: "libspng wrote nothing")
    }
    // libspng hands the buffer over; Data frees it.
    return Data(bytesNoCopy: png, count: length, deallocator: .free)
  }

  /// A row of Cairo's pixels as a PNG holds them: straight RGBA8. `check` compares these bytes with
  /// a decoded reference, so they must stay what ``encode(_:region:opaque:unchanged:)`` writes.
  static func straightRGBA(
    _ pixels: UnsafePointer<UInt32>, count: Int, into out: UnsafeMutablePointer<UInt8>
  ) {
    for x in 0..<count { straight(pixels[x], into: out + 4 * x) }
  }

  /// One pixel with the premultiplication undone, rounding to nearest.
  @inline(__always)
  static func straight(_ p: UInt32, into out: UnsafeMutablePointer<UInt8>) {
    let a = p >> 24
    guard a != 0xFF, a != 0 else {
      out[0] = UInt8(truncatingIfNeeded: p >> 16)
      out[1] = UInt8(truncatingIfNeeded: p >> 8)
      out[2] = UInt8(truncatingIfNeeded: p)
      out[3] = UInt8(a)
      return
    }
    func channel(_ shift: UInt32) -> UInt8 {
      // checked: integers, at most 255.
      UInt8(min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a))
    }
    out[0] = channel(16)
    out[1] = channel(8)
    out[2] = channel(0)
    out[3] = UInt8(a)
  }
}
