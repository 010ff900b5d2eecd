internal import CCairo
import Foundation

/// A PNG canvas's pixels: copied whole from another canvas, or read one at a time.
extension Canvas {
  /// Replaces this PNG canvas's pixels with `other`'s (a PNG canvas of the same pixel size), so
  /// a drawing shared by many images is drawn once: an animation's frames are its diagram plus a
  /// few highlights (issue 23: redrawing a @3x diagram for each of 133 frames took 137 s).
  /// Drawing on top afterwards gives the same pixels as drawing everything on this canvas.
  public func copyPixels(from other: Canvas) throws {
    guard format == .png, other.format == .png, let surface, let source = other.surface,
      pixelWidth == other.pixelWidth, pixelHeight == other.pixelHeight,
      let to = cairo_image_surface_get_data(surface),
      let from = cairo_image_surface_get_data(source)
    else {
      throw CanvasError.cairo(
        operation: "copy a canvas", message: "both must be PNG canvases of one pixel size")
    }
    cairo_surface_flush(source)
    cairo_surface_flush(surface)
    memcpy(to, from, Int(cairo_image_surface_get_stride(surface)) * pixelHeight)
    cairo_surface_mark_dirty(surface)
  }

  /// The colour (not premultiplied) of the pixel at (`x`, `y`) in pixel coordinates, for a PNG
  /// canvas; nil for other formats or outside the image. Useful for tests.
  public func pixel(x: Int, y: Int) -> Color? {
    guard format == .png, let surface, (0..<pixelWidth).contains(x),
      (0..<pixelHeight).contains(y)
    else {
      return nil
    }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    return Color(
      argb32: UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self))
  }
}
