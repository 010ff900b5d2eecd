internal import CCairo
import Foundation

/// An animated PNG (APNG) made of PNG canvases of one size, one frame each, looping.
///
/// No Debian library writes APNG (libpng's APNG patch is not in Debian; `apngasm` is a program), so
/// the chunks are assembled here from PNGs `PNGEncoder` writes, as the APNG specification
/// lays them out: `acTL` after `IHDR`, then per frame an `fcTL` and its image data — the first
/// frame's as `IDAT` (what a viewer without APNG shows), later frames' as `fdAT`. A later frame
/// holds only the rectangle of pixels that changed since the frame before (placed by its `fcTL`
/// offsets, blended over it, its unchanged pixels transparent), so a step that moves one highlight
/// costs a few kilobytes.
///
/// Frames are added one at a time and only the last one is kept, so a long animation of a large
/// diagram needs the memory of two frames, not of all of them.
public final class AnimatedPNG {
  /// The longest a frame may show: `fcTL` keeps its delay as a 16-bit count of milliseconds.
  public static let longestFrame = 60.0

  private let frameCount: Int
  /// Milliseconds, over a denominator of 1000 in each `fcTL`.
  private let delay: UInt16
  private var out = Data(PNGChunks.signature)
  private var sequence: UInt32 = 0
  private var previous: Canvas?
  private var added = 0

  /// An animation of `frameCount` frames, each shown for `frameDuration` seconds, looping forever.
  public init(frameCount: Int, frameDuration: Double) throws {
    guard frameCount > 0 else {
      throw CanvasError.cairo(operation: "encode the animation", message: "it has no frames")
    }
    guard frameDuration >= 0.001, frameDuration <= Self.longestFrame else {
      throw CanvasError.cairo(
        operation: "encode the animation",
        message: "a frame lasts from 0.001 to \(Int(Self.longestFrame)) seconds")
    }
    self.frameCount = frameCount
    // checked: frameDuration is within 0.001...longestFrame (above), so at most 65,535 ms.
    delay = UInt16((frameDuration * 1000).rounded())
  }

  /// Adds the next frame: a PNG canvas the size of the first.
  public func add(_ canvas: Canvas) throws {
    guard canvas.format == .png, let surface = canvas.surface, added < frameCount,
      previous.map({ $0.pixelWidth == canvas.pixelWidth && $0.pixelHeight == canvas.pixelHeight })
        ?? true
    else {
      throw CanvasError.cairo(
        operation: "encode the animation",
        message: "frame \(added + 1) is not a PNG canvas of the first frame's size, or one too many"
      )
    }
    cairo_surface_flush(surface)
    // Every PNG canvas has a surface; so did the previous frame's.
    let before = previous?.surface
    let region: PixelRegion
    if let before {
      // Nothing changed: one unchanged pixel still makes the frame (and its delay).
      region =
        PixelRegion.changed(from: before, to: surface)
        ?? PixelRegion(x: 0, y: 0, width: 1, height: 1)
    } else {
      region = PixelRegion(surface: surface)
    }
    // RGBA throughout (every frame shares the header's colour type): later frames leave what did
    // not change transparent and are blended over the frame before.
    let png = try PNGChunks(
      PNGEncoder.encode(
        surface, region: region, opaque: false, unchanged: before))
    if previous == nil {
      out += PNGChunks.chunk("IHDR", png.header)
      out += PNGChunks.chunk("acTL", PNGChunks.be32(UInt32(frameCount)) + PNGChunks.be32(0))
    }
    var control = PNGChunks.be32(sequence)
    for v in [region.width, region.height, region.x, region.y] {
      control += PNGChunks.be32(UInt32(v))
    }
    // Delay numerator and denominator; dispose: none (the next frame draws over this one);
    // blend: source for the first frame, over for the others (their transparent pixels keep what
    // is under them).
    control += PNGChunks.be16(delay) + PNGChunks.be16(1000) + [0, previous == nil ? 0 : 1]
    out += PNGChunks.chunk("fcTL", control)
    sequence += 1
    for data in png.imageData {
      if previous == nil {
        out += PNGChunks.chunk("IDAT", data)
      } else {
        out += PNGChunks.chunk("fdAT", PNGChunks.be32(sequence) + data)
        sequence += 1
      }
    }
    previous = canvas
    added += 1
  }

  /// The file, once every frame is added.
  public func finish() throws -> Data {
    guard added == frameCount else {
      throw CanvasError.cairo(
        operation: "encode the animation",
        message: "\(added) of the \(frameCount) frames were added")
    }
    return out + PNGChunks.chunk("IEND", [])
  }
}

/// A PNG file's chunks, as far as an animation needs them: the header and the image data.
struct PNGChunks {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  var header: [UInt8] = []
  var imageData: [[UInt8]] = []

  init(_ data: Data) throws {
    let bytes = [UInt8](data)
    guard bytes.starts(with: Self.signature) else {
      throw CanvasError.notPNG(reason: "it does not start with the PNG signature")
    }
    var i = Self.signature.count
    while i + 12 <= bytes.count {
      let length = Int(bytes[i..<(i + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
      let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
      guard i + 12 + length <= bytes.count else { break }
      let body = Array(bytes[(i + 8)..<(i + 8 + length)])
      if type == "IHDR" { header = body }
      if type == "IDAT" { imageData.append(body) }
      i += 12 + length
    }
  }

  /// Length, type, data and the CRC of type and data (zlib's CRC-32, as PNG specifies).
  static func chunk(_ type: String, _ body: [UInt8]) -> Data {
    chunk(type, Data(body))
  }

  static func chunk(_ type: String, _ body: Data) -> Data {
    let typed = Array(type.utf8)
    var crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
    crc = body.withUnsafeBytes {
      crc32(crc, $0.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32($0.count))
    }
    return Data(be32(UInt32(body.count)) + typed) + body + Data(be32(UInt32(crc)))
  }

  static func be32(_ v: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) }
  }
  static func be16(_ v: UInt16) -> [UInt8] { [8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
}
