import Foundation
import Testing

@testable import TouchTraceCanvas

@Suite struct CanvasTests {
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  @Test(arguments: [1.0, 2.0, 3.0])
  func pngHasSignatureAndScaledPixelSize(scale: Double) throws {
    let canvas = try Canvas(width: 120, height: 45, scale: scale, format: .png, background: .white)
    let png = try canvas.finish()
    #expect(Array(png.prefix(8)) == Self.pngSignature)
    // The IHDR chunk follows the signature: length, "IHDR", width, height (big-endian).
    #expect(png.uint32(at: 12) == 0x4948_4452)
    #expect(png.uint32(at: 16) == UInt32(120 * scale))
    #expect(png.uint32(at: 20) == UInt32(45 * scale))
    #expect(canvas.pixelWidth == Int(120 * scale))
    #expect(canvas.pixelHeight == Int(45 * scale))
  }

  @Test func fractionalSizesRoundUp() throws {
    let canvas = try Canvas(width: 10.2, height: 7.5, scale: 3)
    #expect(canvas.pixelWidth == 31)
    #expect(canvas.pixelHeight == 23)
  }

  @Test func filledRectIsRedWhereExpected() throws {
    let canvas = try Canvas(width: 100, height: 80, scale: 2, background: .white)
    canvas.fill(.rect(CanvasRect(10, 10, 30, 20)), color: .red)
    // Inside (in pixels: points × 2).
    #expect(canvas.pixel(x: 25 * 2, y: 20 * 2)?.isClose(to: .red) == true)
    #expect(canvas.pixel(x: 10 * 2, y: 10 * 2)?.isClose(to: .red) == true)
    #expect(canvas.pixel(x: 40 * 2 - 1, y: 30 * 2 - 1)?.isClose(to: .red) == true)
    // Just outside, and far away.
    #expect(canvas.pixel(x: 40 * 2, y: 20 * 2)?.isClose(to: .white) == true)
    #expect(canvas.pixel(x: 25 * 2, y: 10 * 2 - 1)?.isClose(to: .white) == true)
    #expect(canvas.pixel(x: 90 * 2, y: 70 * 2)?.isClose(to: .white) == true)
    #expect(canvas.pixel(x: 200, y: 0) == nil)
    #expect(canvas.pixel(x: -1, y: 0) == nil)
  }

  @Test func canvasStartsTransparentAndTranslucentColoursReadBack() throws {
    let canvas = try Canvas(width: 20, height: 20)
    #expect(canvas.pixel(x: 5, y: 5) == .clear)
    canvas.fill(
      .rect(CanvasRect(0, 0, 10, 10)), color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
    let p = try #require(canvas.pixel(x: 5, y: 5))
    #expect(abs(p.alpha - 0.5) < 0.01)
    #expect(p.isClose(to: Color(red: 0, green: 0, blue: 1, alpha: 0.5)))
  }

  @Test func circleEllipseAndRoundedRectCoverTheirShapes() throws {
    let canvas = try Canvas(width: 100, height: 100, background: .white)
    canvas.fill(.circle(center: CanvasPoint(25, 25), radius: 20), color: .blue)
    canvas.fill(.roundedRect(CanvasRect(55, 5, 40, 40), radius: 15), color: .blue)
    canvas.fill(.ellipse(in: CanvasRect(5, 60, 90, 30)), color: .blue)
    #expect(canvas.pixel(x: 25, y: 25)?.isClose(to: .blue) == true)
    #expect(canvas.pixel(x: 25, y: 7)?.isClose(to: .blue) == true)
    #expect(canvas.pixel(x: 7, y: 7)?.isClose(to: .white) == true)  // outside the circle's corner
    #expect(canvas.pixel(x: 56, y: 6)?.isClose(to: .white) == true)  // rounded-off corner
    #expect(canvas.pixel(x: 75, y: 6)?.isClose(to: .blue) == true)  // top edge, mid
    #expect(canvas.pixel(x: 8, y: 75)?.isClose(to: .blue) == true)  // ellipse's left end
    #expect(canvas.pixel(x: 8, y: 63)?.isClose(to: .white) == true)
  }

  @Test func rotatedPolygonUsesItsCorners() throws {
    let canvas = try Canvas(width: 100, height: 100, background: .white)
    // A diamond: a square rotated by 45°.
    canvas.fill(
      .polygon([CanvasPoint(50, 10), CanvasPoint(90, 50), CanvasPoint(50, 90), CanvasPoint(10, 50)]
      ), color: .red)
    #expect(canvas.pixel(x: 50, y: 50)?.isClose(to: .red) == true)
    #expect(canvas.pixel(x: 50, y: 15)?.isClose(to: .red) == true)
    #expect(canvas.pixel(x: 15, y: 15)?.isClose(to: .white) == true)
    #expect(canvas.pixel(x: 85, y: 85)?.isClose(to: .white) == true)
  }

  @Test func dashedStrokeHasGaps() throws {
    let canvas = try Canvas(width: 100, height: 20, background: .white)
    canvas.drawLine(
      from: CanvasPoint(0, 10), to: CanvasPoint(100, 10),
      style: StrokeStyle(color: .black, width: 4, dash: [10, 10]))
    #expect(canvas.pixel(x: 5, y: 10)?.isClose(to: .black) == true)
    #expect(canvas.pixel(x: 15, y: 10)?.isClose(to: .white) == true)
    #expect(canvas.pixel(x: 25, y: 10)?.isClose(to: .black) == true)
    #expect(canvas.pixel(x: 5, y: 14)?.isClose(to: .white) == true)  // beyond the line's width

    // An invalid dash pattern draws a solid line instead of failing.
    canvas.drawLine(
      from: CanvasPoint(0, 3), to: CanvasPoint(100, 3), style: StrokeStyle(width: 2, dash: [0, 0]))
    #expect(canvas.pixel(x: 15, y: 3)?.isClose(to: .black) == true)
    _ = try canvas.finish()
  }

  @Test func lineCapsAndJoinsApply() throws {
    let canvas = try Canvas(width: 60, height: 40, background: .white)
    canvas.drawLine(
      from: CanvasPoint(10, 10), to: CanvasPoint(50, 10), style: StrokeStyle(width: 8, cap: .butt))
    canvas.drawLine(
      from: CanvasPoint(10, 30), to: CanvasPoint(50, 30), style: StrokeStyle(width: 8, cap: .square)
    )
    #expect(canvas.pixel(x: 8, y: 10)?.isClose(to: .white) == true)
    #expect(canvas.pixel(x: 8, y: 30)?.isClose(to: .black) == true)
  }

  @Test func arrowHasAFilledHeadAtTheEndAndOptionallyTheStart() throws {
    let canvas = try Canvas(width: 100, height: 40, background: .white)
    let style = ArrowStyle(
      stroke: StrokeStyle(color: .black, width: 1), headLength: 12, headWidth: 10)
    canvas.drawArrow(from: CanvasPoint(10, 20), to: CanvasPoint(90, 20), style: style)
    // Near the tip, then inside the head but off the line.
    #expect(canvas.pixel(x: 87, y: 20)?.isClose(to: .black, tolerance: 0.3) == true)
    #expect(canvas.pixel(x: 80, y: 23)?.isClose(to: .black, tolerance: 0.3) == true)
    #expect(canvas.pixel(x: 20, y: 23)?.isClose(to: .white) == true)  // no head at the start
    #expect(canvas.pixel(x: 95, y: 20)?.isClose(to: .white) == true)  // nothing past the tip

    let both = try Canvas(width: 100, height: 40, background: .white)
    var doubleHeaded = style
    doubleHeaded.headAtStart = true
    both.drawArrow(from: CanvasPoint(10, 20), to: CanvasPoint(90, 20), style: doubleHeaded)
    #expect(both.pixel(x: 20, y: 23)?.isClose(to: .black, tolerance: 0.3) == true)
    #expect(both.pixel(x: 5, y: 20)?.isClose(to: .white) == true)
  }

  @Test func curvedArrowHeadFollowsTheEndTangent() throws {
    let canvas = try Canvas(width: 100, height: 100, background: .white)
    // Arrives at (50, 90) travelling straight down (last control point directly above).
    canvas.drawArrow(
      .curve(
        from: CanvasPoint(10, 10), to: CanvasPoint(50, 90), control1: CanvasPoint(90, 10),
        control2: CanvasPoint(50, 50)),
      style: ArrowStyle(stroke: StrokeStyle(width: 1), headLength: 14, headWidth: 12))
    // The head's base spans x 44...56 at y 76: pixels left and right of the line are covered.
    #expect(canvas.pixel(x: 46, y: 79)?.isClose(to: .black, tolerance: 0.3) == true)
    #expect(canvas.pixel(x: 53, y: 79)?.isClose(to: .black, tolerance: 0.3) == true)
    #expect(canvas.pixel(x: 50, y: 94)?.isClose(to: .white) == true)
  }

  @Test func translucentArrowIsUniform() throws {
    let canvas = try Canvas(width: 100, height: 40, background: .white)
    let style = ArrowStyle(
      stroke: StrokeStyle(color: Color.black.withAlpha(0.5), width: 4), headLength: 20,
      headWidth: 16)
    canvas.drawArrow(from: CanvasPoint(10, 20), to: CanvasPoint(90, 20), style: style)
    // Where shaft and head overlap, the arrow is no darker than the shaft alone.
    let shaft = try #require(canvas.pixel(x: 30, y: 20))
    let overlap = try #require(canvas.pixel(x: 74, y: 20))
    #expect(shaft.isClose(to: overlap))
    #expect(shaft.isClose(to: Color(white: 0.5), tolerance: 0.02))
  }

  @Test func transformsSaveRestoreAndClip() throws {
    let canvas = try Canvas(width: 100, height: 100, background: .white)
    canvas.withSavedState {
      canvas.translate(x: 50, y: 50)
      canvas.scale(x: 2, y: 2)
      canvas.fill(.rect(CanvasRect(0, 0, 10, 10)), color: .red)  // covers 50...70
    }
    #expect(canvas.pixel(x: 65, y: 65)?.isClose(to: .red) == true)
    #expect(canvas.pixel(x: 75, y: 75)?.isClose(to: .white) == true)

    canvas.withSavedState {
      canvas.clip(to: CanvasRect(0, 0, 20, 20))
      canvas.paint(.blue)
    }
    #expect(canvas.pixel(x: 10, y: 10)?.isClose(to: .blue) == true)
    #expect(canvas.pixel(x: 30, y: 10)?.isClose(to: .white) == true)

    canvas.withSavedState {
      canvas.translate(x: 20, y: 80)
      canvas.rotate(by: .pi / 2)  // x now points down the screen
      canvas.fill(.rect(CanvasRect(0, -4, 15, 4)), color: .green)  // maps to x 20...24, y 80...95
    }
    #expect(canvas.pixel(x: 22, y: 90)?.isClose(to: .green) == true)
    #expect(canvas.pixel(x: 30, y: 82)?.isClose(to: .white) == true)
  }

  @Test func opacityGroupDoesNotDoubleOverlaps() throws {
    let canvas = try Canvas(width: 60, height: 20, background: .white)
    canvas.withOpacity(0.5) {
      canvas.fill(.rect(CanvasRect(0, 0, 40, 20)), color: .red)
      canvas.fill(.rect(CanvasRect(20, 0, 40, 20)), color: .red)
    }
    let single = try #require(canvas.pixel(x: 10, y: 10))
    let overlap = try #require(canvas.pixel(x: 30, y: 10))
    #expect(single.isClose(to: overlap))
    #expect(single.isClose(to: Color(red: 1, green: 0.5, blue: 0.5)))
  }

  @Test func vectorFormatsHaveTheirHeadersAndPointSizes() throws {
    let svg = try Canvas(width: 320, height: 200, scale: 3, format: .svg, background: .white)
    #expect(svg.pixel(x: 0, y: 0) == nil)
    let svgData = try svg.finish()
    #expect(svgData.starts(with: Data("<?xml".utf8)))
    #expect(svgData.contains(#"width="320px" height="200px" viewBox="0 0 320 200""#))

    let pdf = try Canvas(width: 320, height: 200, scale: 3, format: .pdf)
    let pdfData = try pdf.finish()
    #expect(pdfData.starts(with: Data("%PDF-1.5".utf8)))
    #expect(pdfData.contains("/MediaBox [ 0 0 320 200 ]"))
  }

  @Test func finishIsIdempotentAndLaterDrawingIsIgnored() throws {
    let canvas = try Canvas(width: 10, height: 10, background: .white)
    let first = try canvas.finish()
    canvas.fill(.rect(canvas.bounds), color: .red)
    canvas.drawText("x", at: .zero, style: TextStyle())
    #expect(try canvas.finish() == first)
    #expect(canvas.pixel(x: 5, y: 5)?.isClose(to: .white) == true)
  }

  @Test func tooLargeCanvasIsRefused() throws {
    #expect(
      throws: CanvasError.canvasTooLarge(width: 20_000, height: 200, maximum: 16_384, format: .png)
    ) {
      try Canvas(width: 10_000, height: 100, scale: 2, format: .png)
    }
    // Vector formats ignore the scale, so the same size is fine…
    _ = try Canvas(width: 10_000, height: 100, scale: 2, format: .svg)
    // …up to the limit in points.
    #expect(
      throws: CanvasError.canvasTooLarge(width: 100, height: 16_385, maximum: 16_384, format: .pdf)
    ) {
      try Canvas(width: 100, height: 16_385, format: .pdf)
    }
    _ = try Canvas(width: 16_384, height: 1, format: .png)
    #expect(throws: CanvasError.self) { try Canvas(width: 1e300, height: 1e300, scale: 3) }

    let description = CanvasError.canvasTooLarge(
      width: 20_000, height: 200, maximum: 16_384, format: .png
    ).description
    #expect(description.contains("20000×200 pixels"))
    #expect(description.contains("16384×16384"))
  }

  @Test func invalidSizesAreRefused() {
    for (width, height, scale) in [
      (0.0, 10.0, 1.0), (10, -1, 1), (.nan, 10, 1), (10, .infinity, 1), (10, 10, 0),
    ] {
      #expect {
        try Canvas(width: width, height: height, scale: scale)
      } throws: { error in
        guard case .invalidSize? = error as? CanvasError else { return false }
        return true
      }
    }
  }

  @Test func cairoErrorsBecomeSwiftErrors() throws {
    let canvas = try Canvas(width: 10, height: 10)
    canvas.scale(x: 0, y: 0)  // a non-invertible matrix puts the Cairo context in an error state
    canvas.fill(.rect(CanvasRect(0, 0, 5, 5)), color: .red)
    #expect {
      try canvas.finish()
    } throws: { error in
      guard case .cairo(let operation, let message)? = error as? CanvasError else { return false }
      return operation == "draw" && message.contains("matrix")
    }
  }

  @Test func formatsKnowTheirExtensions() {
    #expect(ImageFormat(fileExtension: "PNG") == .png)
    #expect(ImageFormat(fileExtension: "svg")?.mimeType == "image/svg+xml")
    #expect(ImageFormat(fileExtension: "gif") == nil)
    #expect(ImageFormat.pdf.isRaster == false)
  }
}
