import Foundation
import Testing

@testable import TouchTraceCanvas

/// The PNG writer: what it writes reads back as the pixels that were drawn.
@Suite struct PNGEncoderTests {
  /// An opaque image is written as RGB, a translucent one as RGBA; both read back exactly
  /// (translucent pixels to within rounding of Cairo's premultiplied alpha).
  @Test(arguments: [true, false])
  func pixelsReadBackAsDrawn(opaque: Bool) throws {
    let canvas = try Canvas(
      width: 40, height: 30, scale: 2, format: .png, background: opaque ? .white : nil)
    canvas.fill(
      .rect(CanvasRect(5, 5, 20, 10)),
      color: Color(red: 1, green: 0.2, blue: 0.1, alpha: opaque ? 1 : 0.5))
    canvas.fill(
      .circle(center: CanvasPoint(30, 20), radius: 6), color: Color(rgb: 0x0969DA, alpha: 0.8))
    let data = try canvas.finish()
    #expect(data[25] == (opaque ? 2 : 6), "IHDR colour type")
    let image = try PNGImage(data: data)
    #expect(image.width == 80 && image.height == 60)
    for (x, y) in [(0, 0), (20, 20), (12, 12), (60, 40), (62, 42), (79, 59), (49, 9)] {
      let drawn = try #require(canvas.pixel(x: x, y: y))
      let read = try #require(image.pixel(x: x, y: y))
      for (a, b) in [
        (drawn.red, read.red), (drawn.green, read.green), (drawn.blue, read.blue),
        (drawn.alpha, read.alpha),
      ] {
        #expect(abs(a - b) <= 2.0 / 255, "pixel (\(x), \(y)): drawn \(drawn), read \(read)")
      }
    }
  }

  @Test func notAPNGIsAClearError() {
    #expect(throws: CanvasError.self) { try PNGImage(data: Data("GIF89a".utf8)) }
  }
}
