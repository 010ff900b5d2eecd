internal import CCairo
import Foundation

/// A PNG file's pixels, read with Cairo's PNG loader: for checking what was drawn and for
/// comparing images.
public final class PNGImage {
  public let width: Int
  public let height: Int
  private let surface: OpaquePointer

  /// Throws ``CanvasError/notPNG(reason:)`` when the data is not a PNG,
  /// ``CanvasError/tooManyPixels(width:height:maximum:)`` when its header claims more than
  /// ``Canvas/maximumPixels`` (checked before any pixel memory is allocated), and
  /// ``CanvasError/cairo(operation:message:)`` when Cairo cannot read it.
  public init(data: Data) throws {
    let (headerWidth, headerHeight) = try Self.size(fromHeader: data)
    guard headerWidth * headerHeight <= Canvas.maximumPixels else {
      throw CanvasError.tooManyPixels(
        width: headerWidth, height: headerHeight, maximum: Canvas.maximumPixels)
    }
    let reader = DataReader(data)
    let closure = Unmanaged.passUnretained(reader).toOpaque()
    let surface = withExtendedLifetime(reader) {
      cairo_image_surface_create_from_png_stream(readFromData, closure)!
    }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      // A header that passed the checks above, with damaged data after it.
      throw CanvasError.notPNG(
        reason: "its data is damaged: \(String(cString: cairo_status_to_string(status)))")
    }
    self.surface = surface
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
  }

  deinit { cairo_surface_destroy(surface) }

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

  /// The colour at a pixel, alpha not premultiplied; nil outside the image.
  public func pixel(x: Int, y: Int) -> Color? {
    guard (0..<width).contains(x), (0..<height).contains(y),
      let data = cairo_image_surface_get_data(surface)
    else {
      return nil
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    return Color(
      argb32: UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self))
  }
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

private final class DataReader {
  let data: Data
  var offset = 0
  init(_ data: Data) { self.data = data }
}

private func readFromData(
  _ closure: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
  guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
  let reader = Unmanaged<DataReader>.fromOpaque(closure).takeUnretainedValue()
  let n = Int(length)
  guard reader.offset + n <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
  reader.data.copyBytes(to: buffer, from: reader.offset..<(reader.offset + n))
  reader.offset += n
  return CAIRO_STATUS_SUCCESS
}
