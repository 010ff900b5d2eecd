internal import CCairo
import Foundation

/// How different two images may be and still count as the same: a pixel differs when any channel
/// differs by more than `channel` (0–255), and the images match when at most `fraction` of their
/// pixels differ. Zero for both means exact.
public struct ImageTolerance: Sendable, Equatable {
  public var channel: Int
  public var fraction: Double
  public init(channel: Int = 0, fraction: Double = 0) {
    self.channel = channel
    self.fraction = fraction
  }
  public static let exact = ImageTolerance()
}

/// Two images compared pixel by pixel, with an image of the differences: changed pixels in red
/// over a faded copy of the reference.
///
/// One pass over the rows: a row equal byte for byte to the reference's (straight RGBA8, as PNGs
/// hold it) is passed over with `memcmp`; only where bytes differ are colours computed, as Cairo's
/// PNG loader gave them (premultiplied, then divided out), and held to the tolerance. The diff
/// image is drawn only when a pixel differs.
public struct ImageComparison: Sendable {
  public let width: Int
  public let height: Int
  /// False when the images are not the same size: they never match, and the diff compares the part
  /// both cover.
  public let sameSize: Bool
  public let differingPixels: Int
  /// The diff image as a PNG; empty when no pixel differs and the sizes agree.
  public let diffImage: Data

  public var fraction: Double { Double(differingPixels) / Double(max(width * height, 1)) }

  public func matches(_ tolerance: ImageTolerance) -> Bool {
    sameSize && (differingPixels == 0 || fraction <= tolerance.fraction)
  }

  /// Two PNG files.
  public init(reference: Data, new: Data, tolerance: ImageTolerance) throws {
    let old = try PNGImage(data: reference)
    let image = try PNGImage(data: new)
    self = try image.rgba.withUnsafeBufferPointer { pixels in
      try Self(
        reference: old, newWidth: image.width, newHeight: image.height, tolerance: tolerance
      ) { UnsafePointer(pixels.baseAddress!) + $0 * image.width * 4 }
    }
  }

  /// A decoded PNG file and a PNG canvas just drawn, compared as drawn: the canvas is not encoded (call
  /// its ``Canvas/finish()`` for the file when it is needed) and nothing is decoded twice.
  public init(reference old: PNGImage, new canvas: Canvas, tolerance: ImageTolerance) throws {
    let surface = try canvas.drawnSurface()
    guard let base = cairo_image_surface_get_data(surface) else {
      throw CanvasError.cairo(operation: "compare images", message: "the image has no pixels")
    }
    let (width, height) = (
      Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface))
    )
    let row = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, 1) * 4)
    defer { row.deallocate() }
    self = try Self(reference: old, newWidth: width, newHeight: height, tolerance: tolerance) {
      PNGEncoder.straightRGBA(PixelRegion.row(surface, base, $0), count: width, into: row)
      return UnsafePointer(row)
    }
  }

  /// `newRow(y)`: the new image's row `y` as straight RGBA8, valid until the next call.
  private init(
    reference old: PNGImage, newWidth: Int, newHeight: Int, tolerance: ImageTolerance,
    newRow: (Int) -> UnsafePointer<UInt8>
  ) throws {
    let (width, height) = (old.width, old.height)
    (self.width, self.height) = (width, height)
    sameSize = width == newWidth && height == newHeight
    let limit = Double(tolerance.channel) / 255 + 1e-9
    let common = min(width, newWidth)
    // Where the new image does not reach (a size change), a pixel counts as different.
    let uncovered = width - common
    var differing = 0
    var changedRows: [Bool] = Array(repeating: false, count: height)
    old.rgba.withUnsafeBufferPointer { reference in
      for y in 0..<height {
        guard y < newHeight else {
          differing += width
          changedRows[y] = true
          continue
        }
        let (a, b) = (reference.baseAddress! + y * width * 4, newRow(y))
        if uncovered == 0, memcmp(a, b, width * 4) == 0 { continue }
        changedRows[y] = true
        differing += uncovered
        for x in 0..<common where Self.differ(a + 4 * x, b + 4 * x, limit: limit) {
          differing += 1
        }
      }
    }
    differingPixels = differing
    diffImage =
      differing == 0 && width == newWidth && height == newHeight
      ? Data()
      : try Self.diff(old, changedRows, newWidth: newWidth, newHeight: newHeight, limit, newRow)
  }

  /// Whether two straight RGBA8 pixels differ by more than `limit` in a channel, their colours
  /// taken as Cairo's PNG loader gave them (so the verdicts are those of the Cairo-based check).
  @inline(__always)
  private static func differ(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Double)
    -> Bool
  {
    let (p, q) = (premultipliedARGB32(a), premultipliedARGB32(b))
    guard p != q else { return false }
    let (old, new) = (Color(argb32: p), Color(argb32: q))
    return abs(new.red - old.red) > limit || abs(new.green - old.green) > limit
      || abs(new.blue - old.blue) > limit || abs(new.alpha - old.alpha) > limit
  }

  /// The diff image: red where a pixel differs, else the reference faded towards white, so the
  /// red stands out.
  private static func diff(
    _ old: PNGImage, _ changedRows: [Bool], newWidth: Int, newHeight: Int, _ limit: Double,
    _ newRow: (Int) -> UnsafePointer<UInt8>
  ) throws -> Data {
    let (width, height) = (old.width, old.height)
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else {
      throw CanvasError.cairo(operation: "compare images", message: "cannot make the diff image")
    }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    var last = (pixel: UInt32(0), faded: faded(.clear))
    old.rgba.withUnsafeBufferPointer { reference in
      for y in 0..<height {
        let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        let a = reference.baseAddress! + y * width * 4
        let b = changedRows[y] && y < newHeight ? newRow(y) : nil
        for x in 0..<width {
          let differs =
            changedRows[y]
            && (b.map { x >= newWidth || differ(a + 4 * x, $0 + 4 * x, limit: limit) } ?? true)
          guard !differs else {
            row[x] = 0xFFFF_0000
            continue
          }
          // Diagrams are runs of one colour: fade each run's colour once.
          let pixel = premultipliedARGB32(a + 4 * x)
          if pixel != last.pixel { last = (pixel, faded(Color(argb32: pixel))) }
          row[x] = last.faded
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return try PNGEncoder.encode(surface)
  }

  private static func faded(_ old: Color) -> UInt32 {
    func fade(_ c: Double) -> UInt32 {
      let value = (255 - (1 - c * old.alpha) * 255 * 0.7).rounded()
      // checked: clamped to a byte first (NaN too), whatever the colour held.
      return UInt32(value >= 0 && value <= 255 ? value : value > 255 ? 255 : 0)
    }
    return 0xFF00_0000 | fade(old.red) << 16 | fade(old.green) << 8 | fade(old.blue)
  }
}

extension Canvas {
  /// A PNG canvas's surface with its drawing flushed, for reading its pixels without encoding
  /// them; a drawing error throws what ``finish()`` throws.
  fileprivate func drawnSurface() throws -> OpaquePointer {
    guard format == .png, let surface else {
      throw CanvasError.cairo(operation: "compare images", message: "the canvas is not a PNG")
    }
    if let cr, cairo_status(cr) != CAIRO_STATUS_SUCCESS { _ = try finish() }
    cairo_surface_flush(surface)
    if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS { _ = try finish() }
    return surface
  }
}
