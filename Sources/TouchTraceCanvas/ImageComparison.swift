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

/// Two PNGs compared pixel by pixel, with an image of the differences: changed pixels in red over
/// a faded copy of the reference.
public struct ImageComparison: Sendable {
  public let width: Int
  public let height: Int
  /// False when the images are not the same size: they never match, and the diff compares the part
  /// both cover.
  public let sameSize: Bool
  public let differingPixels: Int
  public let diffImage: Data

  public var fraction: Double { Double(differingPixels) / Double(max(width * height, 1)) }

  public func matches(_ tolerance: ImageTolerance) -> Bool {
    sameSize && (differingPixels == 0 || fraction <= tolerance.fraction)
  }

  public init(reference: Data, new: Data, tolerance: ImageTolerance) throws {
    let a = try PNGImage(data: reference)
    let b = try PNGImage(data: new)
    width = a.width
    height = a.height
    sameSize = a.width == b.width && a.height == b.height
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
    var differing = 0
    let limit = Double(tolerance.channel) / 255 + 1e-9
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let old = a.pixel(x: x, y: y) ?? .clear
        // Where the new image does not reach (a size change), the pixel counts as different.
        let new = b.pixel(x: x, y: y)
        let differs =
          new.map { n in
            abs(n.red - old.red) > limit || abs(n.green - old.green) > limit
              || abs(n.blue - old.blue) > limit
              || abs(n.alpha - old.alpha) > limit
          } ?? true
        if differs {
          differing += 1
          row[x] = 0xFFFF_0000
        } else {
          // The reference, faded towards white, so the red stands out.
          func fade(_ c: Double) -> UInt32 {
            UInt32((255 - (1 - c * old.alpha) * 255 * 0.7).rounded())
          }
          row[x] = 0xFF00_0000 | fade(old.red) << 16 | fade(old.green) << 8 | fade(old.blue)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    differingPixels = differing
    diffImage = try PNGEncoder.encode(surface)
  }
}
