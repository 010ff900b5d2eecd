import Foundation
import Testing

@testable import TouchTraceCanvas

@Suite struct CanvasTextTests {
  /// The fonts come from the package's resource bundle (built beside the test bundle), not from
  /// the system, and are the very files Debian installs (the gallery's bytes depend on it).
  @Test func pinnedFontsComeFromThePackage() throws {
    try FontSetup.verify()
    let paths = try FontSetup.fontPaths()
    #expect(paths.count == FontSetup.fontFiles.count)
    for (path, file) in zip(paths, FontSetup.fontFiles) {
      // SwiftPM's bundles are flat; Xcode's (⌘U) keep resources in Contents/Resources.
      let layouts = ["/Fonts/", "/Contents/Resources/Fonts/"]
      #expect(
        layouts.contains { path.hasSuffix("\(FontBundle.fileName)\($0)\(file.name)") }, "\(path)")
      #if os(Linux)
        #expect(FileManager.default.contentsEqual(atPath: path, andPath: file.debianPath))
      #endif
    }
    // SwiftPM's own accessor agrees on where the bundle is.
    #expect(paths.first?.hasPrefix(Bundle.module.bundlePath + "/") == true)
  }

  @Test func missingFontErrorNamesFileAndPackage() {
    let error = CanvasError.fontFileMissing(
      path: "/fonts/truetype/wqy/wqy-microhei.ttc", aptPackage: "fonts-wqy-microhei")
    #expect(error.description.contains("/fonts/truetype/wqy/wqy-microhei.ttc"))
    #expect(error.description.contains("apt-get install fonts-wqy-microhei"))
  }

  @Test func longerTextMeasuresWider() throws {
    let short = try Canvas.measureText("View", size: 12)
    let long = try Canvas.measureText("UIView subview", size: 12)
    #expect(short.width > 0)
    #expect(long.width > short.width)
    #expect(long.height == short.height)
    // DejaVu Sans: ascent + descent ≈ 1.164 em.
    #expect(abs(short.height - 12 * 1.164) < 0.5)

    let bigger = try Canvas.measureText("View", size: 24)
    #expect(abs(bigger.width - 2 * short.width) < 0.01)  // no hinting: widths scale linearly
    let bold = try Canvas.measureText("View", size: 12, weight: .bold)
    #expect(bold.width > short.width)
  }

  @Test func emptyTextHasNoWidth() throws {
    let metrics = try Canvas.measureText("", style: TextStyle(size: 12))
    #expect(metrics.width == 0)
    #expect(metrics.height > 0)  // one empty line
  }

  @Test func monospacedDigitsAndLettersHaveEqualWidths() throws {
    let narrow = try Canvas.measureText("iiii", size: 12, monospaced: true)
    let wide = try Canvas.measureText("MMMM", size: 12, monospaced: true)
    #expect(narrow.width == wide.width)
    let sansNarrow = try Canvas.measureText("iiii", size: 12)
    #expect(sansNarrow.width < narrow.width)
  }

  @Test func measuringMatchesDrawingOnEveryCanvas() throws {
    let style = TextStyle(size: 13, weight: .bold, alignment: .center, maxWidth: 90)
    let text = "红色视图 ligthGrayColorView"
    let measured = try Canvas.measureText(text, style: style)
    for format in ImageFormat.allCases {
      for scale in [1.0, 2.0, 3.0] {
        let canvas = try Canvas(width: 200, height: 50, scale: scale, format: format)
        #expect(canvas.measureText(text, style: style) == measured)
        let box = canvas.drawText(text, at: CanvasPoint(100, 10), style: style)
        #expect(box == CanvasRect(100 - measured.width / 2, 10, measured.width, measured.height))
      }
    }
  }

  @Test func alignmentPlacesTheBoxAtTheAnchor() throws {
    let canvas = try Canvas(width: 200, height: 60)
    let left = canvas.drawText("Label", at: CanvasPoint(100, 5), style: TextStyle(alignment: .left))
    let center = canvas.drawText(
      "Label", at: CanvasPoint(100, 5), style: TextStyle(alignment: .center))
    let right = canvas.drawText(
      "Label", at: CanvasPoint(100, 5), style: TextStyle(alignment: .right))
    #expect(left.minX == 100)
    #expect(abs(center.midX - 100) < 1e-9)
    #expect(abs(right.maxX - 100) < 1e-9)
    #expect(left.width == right.width)

    let inRect = canvas.drawText(
      "Label", in: CanvasRect(0, 20, 200, 40), style: TextStyle(alignment: .right),
      verticalAlignment: .center)
    #expect(abs(inRect.maxX - 200) < 1e-9)
    #expect(abs(inRect.midY - 40) < 1e-9)
  }

  @Test func inkStaysInsideTheReturnedBox() throws {
    let canvas = try Canvas(width: 300, height: 60, scale: 2)
    let box = canvas.drawText(
      "Hello 红色视图 gjpqy", at: CanvasPoint(150, 15), style: TextStyle(size: 20, alignment: .center))
    let ink = try #require(canvas.inkBounds())
    // One point of slack for antialiasing and side bearings.
    #expect(Double(ink.minX) / 2 >= box.minX - 1)
    #expect(Double(ink.maxX + 1) / 2 <= box.maxX + 1)
    #expect(Double(ink.minY) / 2 >= box.minY - 1)
    #expect(Double(ink.maxY + 1) / 2 <= box.maxY + 1)
    // And fills most of it horizontally.
    #expect(Double(ink.maxX - ink.minX) / 2 > box.width * 0.9)
  }

  @Test func maxWidthEllipsizesOrWraps() throws {
    let text = "a rather long accessibility label for a view"
    let full = try Canvas.measureText(text, style: TextStyle(size: 12))
    #expect(!full.isTruncated)
    #expect(full.lineCount == 1)

    let cut = try Canvas.measureText(text, style: TextStyle(size: 12, maxWidth: 80))
    #expect(cut.width <= 80)
    #expect(cut.width > 40)
    #expect(cut.isTruncated)
    #expect(cut.lineCount == 1)

    let wrapped = try Canvas.measureText(
      text, style: TextStyle(size: 12, maxWidth: 80, overflow: .wrap))
    #expect(wrapped.width <= 80)
    #expect(wrapped.lineCount > 1)
    #expect(wrapped.height > full.height * Double(wrapped.lineCount) * 0.9)
    #expect(!wrapped.isTruncated)

    // Short text is not padded to the maximum width.
    let short = try Canvas.measureText("ok", style: TextStyle(size: 12, maxWidth: 80))
    #expect(short.width < 20)
  }

  @Test func multilineText() throws {
    let one = try Canvas.measureText("first", style: TextStyle())
    let two = try Canvas.measureText("first\nsecond line", style: TextStyle())
    #expect(two.lineCount == 2)
    #expect(abs(two.height - 2 * one.height) < 0.5)
    #expect(two.baseline == one.baseline)
  }

  @Test func chineseUsesWenQuanYiAndHasFullWidthGlyphs() throws {
    let latin = try Canvas.measureText("ligthGrayColorView", size: 14)
    let mixed = try Canvas.measureText("红色视图 ligthGrayColorView", size: 14)
    #expect(mixed.width > latin.width)
    // WenQuanYi Micro Hei's Han glyphs are exactly one em wide; tofu boxes would not be.
    let han = try Canvas.measureText("红", size: 14)
    #expect(abs(han.width - 14) < 0.01)
    let four = try Canvas.measureText("红色视图", size: 14)
    #expect(abs(four.width - 56) < 0.01)

    // The PDF embeds WenQuanYi for the Chinese and DejaVu for the Latin text.
    let pdf = try Canvas(width: 200, height: 40, format: .pdf)
    pdf.drawText("红色视图 ligthGrayColorView", at: CanvasPoint(5, 5), style: TextStyle(size: 14))
    let data = try pdf.finish()
    #expect(data.contains("+WenQuanYiMicroHei"))
    #expect(data.contains("+DejaVuSans"))
  }

  @Test func chineseGlyphsDrawDistinctInk() throws {
    func render(_ text: String) throws -> (png: Data, ink: Int) {
      let canvas = try Canvas(width: 40, height: 30, scale: 2, background: .white)
      canvas.drawText(text, at: CanvasPoint(5, 5), style: TextStyle(size: 16))
      return (try canvas.finish(), canvas.inkCount(background: .white))
    }
    let red = try render("红")
    let green = try render("绿")
    #expect(red.ink > 50)
    #expect(green.ink > 50)
    #expect(red.png != green.png)
    // Glyphs of one font for different characters differ, but an unassigned code point draws a
    // hex box: the Chinese glyphs must not look like that.
    let missing = try render("\u{0378}")
    #expect(missing.png != red.png)
  }

  @Test func boldChineseAndMonospaceAreEmboldened() throws {
    // WenQuanYi and DejaVu Sans Mono have no bold face; the private fontconfig rule emboldens them.
    func ink(_ text: String, _ style: TextStyle) throws -> Int {
      let canvas = try Canvas(width: 80, height: 30, scale: 2, background: .white)
      canvas.drawText(text, at: CanvasPoint(4, 4), style: style)
      return canvas.inkCount(background: .white, tolerance: 0.5)
    }
    let regular = try ink("红色视图", TextStyle(size: 16))
    let bold = try ink("红色视图", TextStyle(size: 16, weight: .bold))
    #expect(Double(bold) > Double(regular) * 1.15)
    let mono = try ink("frame", TextStyle(size: 16, monospaced: true))
    let monoBold = try ink("frame", TextStyle(size: 16, weight: .bold, monospaced: true))
    #expect(Double(monoBold) > Double(mono) * 1.15)
    // Monospaced bold keeps the regular advances.
    #expect(
      try Canvas.measureText("frame", size: 16, weight: .bold, monospaced: true)
        == Canvas.measureText("frame", size: 16, monospaced: true))
  }

  @Test func textColourIsApplied() throws {
    let canvas = try Canvas(width: 60, height: 40, background: .white)
    canvas.fill(.rect(CanvasRect(0, 0, 60, 40)), color: .white)
    canvas.drawText("■■■", at: CanvasPoint(2, 2), style: TextStyle(size: 30, color: .red))
    var reds = 0
    for y in 0..<canvas.pixelHeight {
      for x in 0..<canvas.pixelWidth where canvas.pixel(x: x, y: y)!.isClose(to: .red) { reds += 1 }
    }
    #expect(reds > 100)
  }
}
