/// Why a canvas could not be created, drawn, encoded or written.
public enum CanvasError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The width, height or scale is not a positive finite number.
  case invalidSize(width: Double, height: Double, scale: Double)
  /// The canvas would exceed `Canvas.maximumDimension` pixels (PNG) or points (SVG, PDF) on a side.
  case canvasTooLarge(width: Int, height: Int, maximum: Int, format: ImageFormat)
  /// A PNG canvas, or a PNG read in, would hold more than `Canvas.maximumPixels` pixels: refused
  /// before its memory is allocated.
  case tooManyPixels(width: Int, height: Int, maximum: Int)
  /// A scene's animations would hold more pixels in all (frames × each frame's) than their limit.
  case animationTooLarge(frames: Int, pixels: Int, maximum: Int)
  /// Data that should be a PNG file is not one: `reason` says what is wrong with it.
  case notPNG(reason: String)
  /// Cairo reported an error; `operation` says what the canvas was doing.
  case cairo(operation: String, message: String)
  /// One of the project's pinned font files is not installed.
  case fontFileMissing(path: String, aptPackage: String)
  /// Fontconfig or Pango could not be set up with the pinned fonts.
  case fontSetupFailed(String)
  /// An atomic file write failed; `path` is the destination.
  case writeFailed(path: String, reason: String)

  public var description: String {
    switch self {
    case .invalidSize(let width, let height, let scale):
      return "invalid canvas size \(width)×\(height) at scale \(scale): "
        + "width, height and scale must be positive finite numbers"
    case .canvasTooLarge(let width, let height, let maximum, let format):
      let unit = format.isRaster ? "pixels" : "points"
      return "canvas too large: \(width)×\(height) \(unit) for \(format.rawValue.uppercased()); "
        + "the maximum is \(maximum)×\(maximum) \(unit)"
        + (format.isRaster ? " (draw it at a smaller --scale, or as SVG)" : "")
    case .tooManyPixels(let width, let height, let maximum):
      return "image too large: \(width)×\(height) pixels; the maximum is \(maximum) pixels in all"
    case .animationTooLarge(let frames, let pixels, let maximum):
      return "animations too large: \(frames) frames of \(pixels) pixels in all; the maximum is "
        + "\(maximum) (use a smaller --scale, or fewer touches or themes at once)"
    case .notPNG(let reason):
      return "not a PNG image (\(reason)); expected a PNG file as touchtrace writes them"
    case .cairo(let operation, let message):
      return "cairo failed to \(operation): \(message)"
    case .fontFileMissing(let path, let aptPackage):
      return "font file \(path) is missing; install the \(aptPackage) package "
        + "(apt-get install \(aptPackage))"
    case .fontSetupFailed(let reason):
      return "could not set up the pinned fonts: \(reason)"
    case .writeFailed(let path, let reason):
      return "could not write \(path): \(reason)"
    }
  }
}
