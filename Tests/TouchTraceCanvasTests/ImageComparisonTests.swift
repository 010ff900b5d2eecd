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
}
