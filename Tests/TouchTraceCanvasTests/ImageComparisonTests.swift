import Foundation
import Testing

@testable import TouchTraceCanvas

/// Comparing images: exact by default, a settable tolerance, a diff image that shows the change.
@Suite struct ImageComparisonTests {
  func image(box: CanvasRect, color: Color = .red) throws -> Data {
    let canvas = try Canvas(width: 40, height: 30, scale: 1, format: .png, background: .white)
    canvas.fill(.rect(box), color: color)
    return try canvas.finish()
  }

  @Test func theSameImageMatchesExactly() throws {
    let a = try image(box: CanvasRect(5, 5, 10, 10))
    let c = try ImageComparison(reference: a, new: a, tolerance: .exact)
    #expect(c.differingPixels == 0 && c.matches(.exact))
  }

  /// A 10×10 box moved by 2 pt changes 40 pixels (20 uncovered, 20 newly covered) of 1,200.
  @Test func differencesAreCountedAndShown() throws {
    let a = try image(box: CanvasRect(5, 5, 10, 10))
    let b = try image(box: CanvasRect(7, 5, 10, 10))
    let c = try ImageComparison(reference: a, new: b, tolerance: .exact)
    #expect(c.differingPixels == 40)
    #expect(!c.matches(.exact))
    #expect(c.matches(ImageTolerance(fraction: 0.05)))
    let diff = try PNGImage(data: c.diffImage)
    #expect(diff.pixel(x: 5, y: 5) == Color(red: 1, green: 0, blue: 0))
    #expect(diff.pixel(x: 30, y: 25).map { $0.red > 0.9 && $0.green > 0.9 } == true)
  }

  /// A per-channel threshold lets slightly different colours pass.
  @Test func aChannelThresholdForgivesSmallChanges() throws {
    let a = try image(box: CanvasRect(5, 5, 10, 10), color: Color(rgb: 0x808080))
    let b = try image(box: CanvasRect(5, 5, 10, 10), color: Color(rgb: 0x828282))
    #expect(try !ImageComparison(reference: a, new: b, tolerance: .exact).matches(.exact))
    let lenient = ImageTolerance(channel: 3)
    #expect(try ImageComparison(reference: a, new: b, tolerance: lenient).matches(lenient))
  }

  @Test func differentSizesNeverMatch() throws {
    let a = try image(box: CanvasRect(5, 5, 10, 10))
    let b = try Canvas(width: 20, height: 20, scale: 1, format: .png, background: .white).finish()
    let c = try ImageComparison(reference: a, new: b, tolerance: ImageTolerance(fraction: 1))
    #expect(!c.sameSize && !c.matches(ImageTolerance(fraction: 1)))
    // Where both reach, the diff still shows the reference: only the box and the uncovered part are red.
    #expect(c.differingPixels == 40 * 30 - 20 * 20 + 10 * 10)
  }

  /// Translucent, anti-aliased drawings on a transparent canvas: where rounding of premultiplied
  /// alpha matters.
  func translucent(shift: Double, alpha: Double, size: Int = 40) throws -> Canvas {
    let canvas = try Canvas(width: Double(size), height: 30, scale: 2, format: .png)
    canvas.fill(
      .circle(center: CanvasPoint(15 + shift, 15), radius: 9.3),
      color: Color(red: 0.9, green: 0.3, blue: 0.02, alpha: alpha))
    canvas.fill(.rect(CanvasRect(2, 20 + shift, 30, 5)), color: Color(rgb: 0x0969DA, alpha: 0.37))
    return canvas
  }

  /// The comparison as it was first written, pixel by pixel on the colours Cairo's PNG loader
  /// gives: the fast one must give the same count and the same diff image, pixel for pixel.
  func expectSameAsPixelByPixel(
    _ reference: Data, _ new: Data, _ tolerance: ImageTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (a, b) = (try PNGImage(data: reference), try PNGImage(data: new))
    let c = try ImageComparison(reference: reference, new: new, tolerance: tolerance)
    let limit = Double(tolerance.channel) / 255 + 1e-9
    var differing = 0
    var expected: [UInt32] = []
    for y in 0..<a.height {
      for x in 0..<a.width {
        let old = try #require(a.pixel(x: x, y: y))
        let differs =
          b.pixel(x: x, y: y).map { n in
            abs(n.red - old.red) > limit || abs(n.green - old.green) > limit
              || abs(n.blue - old.blue) > limit || abs(n.alpha - old.alpha) > limit
          } ?? true
        func fade(_ c: Double) -> UInt32 {
          UInt32((255 - (1 - c * old.alpha) * 255 * 0.7).rounded())
        }
        differing += differs ? 1 : 0
        expected.append(
          differs
            ? 0xFFFF_0000
            : 0xFF00_0000 | fade(old.red) << 16 | fade(old.green) << 8 | fade(old.blue)
        )
      }
    }
    #expect(c.differingPixels == differing, sourceLocation: sourceLocation)
    #expect(c.sameSize == (a.width == b.width && a.height == b.height))
    guard differing > 0 || !c.sameSize else {
      #expect(c.diffImage.isEmpty, sourceLocation: sourceLocation)
      return
    }
    let diff = try PNGImage(data: c.diffImage)
    #expect(diff.width == a.width && diff.height == a.height, sourceLocation: sourceLocation)
    let wrong = (0..<(a.width * a.height)).filter {
      diff.pixel(x: $0 % a.width, y: $0 / a.width) != Color(argb32: expected[$0])
    }
    #expect(wrong.isEmpty, "\(wrong.count) diff pixels", sourceLocation: sourceLocation)
  }

  @Test(arguments: [0, 1, 3, 40])
  func theFastComparisonIsThePixelByPixelOne(channel: Int) throws {
    let tolerance = ImageTolerance(channel: channel)
    let reference = try translucent(shift: 0, alpha: 0.5).finish()
    for new in [
      try translucent(shift: 0, alpha: 0.5), try translucent(shift: 0.3, alpha: 0.5),
      try translucent(shift: 0, alpha: 0.51), try translucent(shift: 1, alpha: 0.2),
      try translucent(shift: 0, alpha: 0.5, size: 35),
      try translucent(shift: 0, alpha: 0.5, size: 45),
    ] {
      try expectSameAsPixelByPixel(reference, try new.finish(), tolerance)
    }
    try expectSameAsPixelByPixel(
      reference, try Canvas(width: 40, height: 20, scale: 2, format: .png).finish(), tolerance)
  }

  /// A canvas compared as drawn gives what its encoded PNG gives: the same count, the same diff
  /// bytes; and comparing does not stop it from being encoded afterwards.
  @Test func aCanvasComparesAsItsPNGDoes() throws {
    let reference = try translucent(shift: 0, alpha: 0.5).finish()
    for (shift, size) in [(0.0, 40), (0.3, 40), (1, 45), (0, 35)] {
      let canvas = try translucent(shift: shift, alpha: 0.5, size: size)
      let drawn = try ImageComparison(
        reference: try PNGImage(data: reference), new: canvas, tolerance: .exact)
      let encoded = try ImageComparison(
        reference: reference, new: try canvas.finish(), tolerance: .exact)
      #expect(drawn.differingPixels == encoded.differingPixels)
      #expect(drawn.sameSize == encoded.sameSize)
      #expect(drawn.diffImage == encoded.diffImage)
      #expect((shift == 0 && size == 40) == drawn.diffImage.isEmpty)
    }
  }
}
