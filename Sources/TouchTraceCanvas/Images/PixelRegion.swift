internal import CCairo
import Foundation

/// A rectangle of an image surface's pixels: what changed between two frames of an animation.
struct PixelRegion: Equatable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  init(x: Int, y: Int, width: Int, height: Int) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }

  /// All of `surface`.
  init(surface: OpaquePointer) {
    self.init(
      x: 0, y: 0, width: Int(cairo_image_surface_get_width(surface)),
      height: Int(cairo_image_surface_get_height(surface)))
  }

  static func row(_ surface: OpaquePointer, _ base: UnsafeMutablePointer<UInt8>, _ y: Int)
    -> UnsafePointer<UInt32>
  {
    let stride = Int(cairo_image_surface_get_stride(surface))
    return UnsafePointer(
      UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self))
  }

  /// Whether every pixel in the region has full alpha. A row's pixels are ANDed together without
  /// a branch, which the compiler vectorizes (the per-pixel test was 5 % of a PNG render).
  func isOpaque(_ surface: OpaquePointer) -> Bool {
    guard let base = cairo_image_surface_get_data(surface) else { return false }
    return (y..<(y + height)).allSatisfy { line in
      let pixels = Self.row(surface, base, line)
      var all = UInt32.max
      for i in x..<(x + width) { all &= pixels[i] }
      return all >> 24 == 0xFF
    }
  }

  /// The smallest region holding every pixel that differs between two surfaces of one size; nil
  /// when they are the same.
  static func changed(from a: OpaquePointer, to b: OpaquePointer) -> PixelRegion? {
    let whole = PixelRegion(surface: a)
    guard whole == PixelRegion(surface: b), let pa = cairo_image_surface_get_data(a),
      let pb = cairo_image_surface_get_data(b)
    else { return PixelRegion(surface: b) }
    var (x0, y0, x1, y1) = (whole.width, whole.height, -1, -1)
    for y in 0..<whole.height {
      let (ra, rb) = (row(a, pa, y), row(b, pb, y))
      guard memcmp(ra, rb, whole.width * 4) != 0 else { continue }
      var first = 0
      while ra[first] == rb[first] { first += 1 }
      var last = whole.width - 1
      while ra[last] == rb[last] { last -= 1 }
      (x0, x1, y0, y1) = (min(x0, first), max(x1, last), min(y0, y), max(y1, y))
    }
    guard x1 >= 0 else { return nil }
    return PixelRegion(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
  }
}
