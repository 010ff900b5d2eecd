internal import CCairo
import Foundation

/// Writes a Cairo image surface as a PNG.
///
/// Cairo's own writer goes through libpng at its default (slow, strong) compression. Diagrams are
/// mostly flat colour, and measured on the gallery (the Benchmark article) zlib's level 1 with no
/// row filter was both the fastest and the smallest of the options tried (the `Sub` and `Up`
/// filters, `Z_RLE`, levels 1–3). The rows are deflated in blocks on every core
/// (``ZlibBlocks``), each block's rows converted by the thread that deflates them, and the chunks
/// written here (signature, IHDR, one IDAT per block, IEND). The output depends only on the
/// pixels and zlib, so it is the same on every run and machine.
enum PNGEncoder {
  /// zlib's level: 1 is its fastest.
  static let compressionLevel: Int32 = 1
  static let animationLevel: Int32 = 9

  /// The whole surface, or the part `region` covers (an animation's frame). `opaque` nil: RGB
  /// when every pixel is opaque, else RGBA. With `unchanged` (the frame before, the same size),
  /// pixels equal to its pixels are written fully transparent, so a frame drawn over the one
  /// before holds only what changed, and the runs of zeros compress to almost nothing.
  /// `blockBytes`: the rows deflated per block (``ZlibBlocks/blockBytes``; tests pass more than
  /// the image holds for a single-block stream).
  static func encode(
    _ surface: OpaquePointer, region: PixelRegion? = nil, opaque: Bool? = nil,
    unchanged: OpaquePointer? = nil, blockBytes: Int = ZlibBlocks.blockBytes
  ) throws -> Data {
    let region = region ?? PixelRegion(surface: surface)
    guard let base = cairo_image_surface_get_data(surface) else {
      throw CanvasError.cairo(operation: "encode the PNG", message: "the image has no pixels")
    }
    // Cairo's ARGB32 is one native-endian 32-bit word per pixel, colours premultiplied by alpha.
    let opaque = unchanged == nil && (opaque ?? region.isOpaque(surface))
    let before = unchanged.flatMap { u in cairo_image_surface_get_data(u).map { (u, $0) } }
    let channels = opaque ? 3 : 4
    // An animation's frames are mostly transparent runs; zlib's strongest level shrinks them
    // further for little time (measured in the README's animated-diagram section).
    let animated = unchanged != nil || opaque == false
    let pieces = try ZlibBlocks.deflate(
      rows: region.height, rowBytes: 1 + region.width * channels,
      level: animated ? animationLevel : compressionLevel, blockBytes: blockBytes
    ) { y, out in
      out[0] = 0  // the row's filter: none
      let pixels = PixelRegion.row(surface, base, y + region.y) + region.x
      let old = before.map { PixelRegion.row($0.0, $0.1, y + region.y) + region.x }
      convert(pixels, count: region.width, opaque: opaque, unchanged: old, into: out + 1)
    }
    var png = Data(PNGChunks.signature)
    let colorType: UInt8 = opaque ? 2 : 6  // truecolour, or truecolour with alpha
    png += PNGChunks.chunk(
      "IHDR",
      PNGChunks.be32(UInt32(region.width)) + PNGChunks.be32(UInt32(region.height))
        + [8, colorType, 0, 0, 0])
    for piece in pieces { png += PNGChunks.chunk("IDAT", piece) }
    png += PNGChunks.chunk("IEND", [])
    return png
  }

  /// One row as the PNG holds it: RGB8 when `opaque`, else straight RGBA8, with the pixels equal
  /// to `unchanged`'s (the frame before) fully transparent.
  static func convert(
    _ pixels: UnsafePointer<UInt32>, count width: Int, opaque: Bool,
    unchanged old: UnsafePointer<UInt32>?, into out: UnsafeMutablePointer<UInt8>
  ) {
    if opaque {
      for x in 0..<width {
        let p = pixels[x]
        out[3 * x] = UInt8(truncatingIfNeeded: p >> 16)
        out[3 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
        out[3 * x + 2] = UInt8(truncatingIfNeeded: p)
      }
    } else if let old, memcmp(old, pixels, width * 4) == 0 {
      // Most rows of a frame's region did not change (the region spans a highlight at the
      // top and the caption at the bottom): all transparent, at memset's speed.
      memset(out, 0, width * 4)
    } else if let old {
      for x in 0..<width { straight(old[x] == pixels[x] ? 0 : pixels[x], into: out + 4 * x) }
    } else {
      straightRGBA(pixels, count: width, into: out)
    }
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
