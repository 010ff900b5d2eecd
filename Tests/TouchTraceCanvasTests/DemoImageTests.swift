import Foundation
import Testing

@testable import TouchTraceCanvas

/// Renders a small demo diagram (shapes, arrows, dashes, English and Chinese text) and writes it to
/// the temporary directory as canvas-demo.png / .svg / .pdf, for a person to look at.
@Suite struct DemoImageTests {
  static func drawDemo(on canvas: Canvas) {
    let blue = Color(rgb: 0x007AFF)
    let red = Color(rgb: 0xFF3B30)
    canvas.fill(.roundedRect(CanvasRect(20, 20, 150, 90), radius: 10), color: red.withAlpha(0.15))
    canvas.stroke(
      .roundedRect(CanvasRect(20, 20, 150, 90), radius: 10),
      style: StrokeStyle(color: red, width: 2))
    canvas.drawText(
      "红色视图 redView", in: CanvasRect(20, 20, 150, 30),
      style: TextStyle(size: 13, weight: .bold, alignment: .center))
    canvas.drawText(
      "ligthGrayColorView with a long name", at: CanvasPoint(30, 55),
      style: TextStyle(size: 11, color: .darkGray, maxWidth: 130))
    canvas.drawText(
      "frame (20, 20, 150, 90)", at: CanvasPoint(30, 75),
      style: TextStyle(size: 10, monospaced: true))

    canvas.stroke(
      .rect(CanvasRect(200, 20, 120, 90)),
      style: StrokeStyle(color: blue, width: 1.5, dash: [6, 3]))
    canvas.fill(.circle(center: CanvasPoint(260, 65), radius: 18), color: blue.withAlpha(0.8))
    canvas.drawText(
      "hit", at: CanvasPoint(260, 58),
      style: TextStyle(size: 12, weight: .bold, color: .white, alignment: .center))

    // A rotated view.
    canvas.withSavedState {
      canvas.translate(x: 90, y: 170)
      canvas.rotate(by: .pi / 12)
      canvas.fill(.rect(CanvasRect(-50, -25, 100, 50)), color: Color(rgb: 0x34C759, alpha: 0.3))
      canvas.stroke(
        .rect(CanvasRect(-50, -25, 100, 50)), style: StrokeStyle(color: Color(rgb: 0x248A3D)))
      canvas.drawText("绿色 rotated", at: .zero, style: TextStyle(size: 12, alignment: .center))
    }

    canvas.drawArrow(
      from: CanvasPoint(170, 65), to: CanvasPoint(238, 65),
      style: ArrowStyle(stroke: StrokeStyle(width: 1.5)))
    canvas.drawArrow(
      .quadCurve(
        from: CanvasPoint(260, 110), to: CanvasPoint(150, 170), control: CanvasPoint(270, 170)),
      style: ArrowStyle(stroke: StrokeStyle(color: red, width: 2, dash: [4, 2]), headAtStart: true))
    canvas.drawArrow(
      .polyline([CanvasPoint(200, 200), CanvasPoint(230, 230), CanvasPoint(320, 230)]),
      style: ArrowStyle(stroke: StrokeStyle(color: blue.withAlpha(0.5), width: 3, join: .round)))
    canvas.drawText(
      "touchesBegan → 触摸开始", at: CanvasPoint(320, 235),
      style: TextStyle(size: 12, color: .black, alignment: .right))
  }

  @Test func writesDemoFiles() throws {
    let directory = FileManager.default.temporaryDirectory
    for format in ImageFormat.allCases {
      let canvas = try Canvas(
        width: 340, height: 260, scale: 2, format: format, background: Color(white: 0.97))
      Self.drawDemo(on: canvas)
      let url = directory.appendingPathComponent("canvas-demo.\(format.fileExtension)")
      try canvas.write(to: url)
      let bytes = [UInt8](try Data(contentsOf: url))
      switch format {
      case .png:
        // The signature, then IHDR's width and height: the canvas size times the scale.
        #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(bytes[16..<24]) == [0, 0, 0x02, 0xA8, 0, 0, 0x02, 0x08])  // 680 × 520
      case .svg:
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#"width="340""#) && text.contains(#"height="260""#))
        #expect(text.contains("<path"))  // the drawing is there, not only the background
      case .pdf:
        #expect(bytes.starts(with: Array("%PDF-".utf8)))
        // Whole: a PDF ends with its end-of-file marker (Cairo 1.18 compresses the page
        // dictionary, so its size is not read here).
        #expect(String(decoding: bytes.suffix(8), as: UTF8.self).contains("%%EOF"))
      }
    }
  }
}
