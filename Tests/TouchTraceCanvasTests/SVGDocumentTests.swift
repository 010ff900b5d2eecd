import Foundation
import Testing

@testable import TouchTraceCanvas

/// The SVG written from the canvas's own drawing calls.
@Suite struct SVGDocumentTests {
  static func svg(width: Double = 100, height: Double = 60, _ draw: (Canvas) -> Void) throws
    -> String
  {
    let canvas = try Canvas(width: width, height: height, format: .svg)
    draw(canvas)
    return String(decoding: try canvas.finish(), as: UTF8.self)
  }

  @Test func numbersAreRoundedAndTrimmed() {
    func text(_ v: Double, _ decimals: Int = 2) -> String {
      var out: [UInt8] = []
      out.appendNumber(v, decimals: decimals)
      return String(decoding: out, as: UTF8.self)
    }
    #expect(text(12) == "12")
    #expect(text(0.5) == "0.5")
    #expect(text(-3.254) == "-3.25")
    #expect(text(-0.001) == "0")
    #expect(text(1.005, 3) == "1.005")
    #expect(text(2.999) == "3")
    #expect(text(.nan) == "0")
    #expect(text(.infinity) == "0")
    #expect(text(1e300) == "10000000000000")
    #expect(text(0.707_106_781, 6) == "0.707107")
  }

  @Test func shapesBecomeElementsWithTheirPaint() throws {
    let svg = try Self.svg { canvas in
      canvas.paint(.white)
      canvas.fill(.rect(CanvasRect(10, 10, 20, 5)), color: Color(rgb: 0xFF3B30, alpha: 0.5))
      canvas.stroke(
        .line(from: CanvasPoint(0, 0), to: CanvasPoint(50, 25.5)),
        style: StrokeStyle(color: .black, width: 1.5, dash: [4, 2], cap: .round, join: .bevel))
    }
    #expect(svg.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    #expect(svg.contains(#"width="100px" height="60px" viewBox="0 0 100 60""#))
    #expect(svg.contains(##"<rect x="0" y="0" width="100" height="60" fill="#ffffff"/>"##))
    #expect(
      svg.contains(
        ##"<path fill="#ff3b30" fill-opacity="0.5" d="M 10 10 L 30 10 L 30 15 L 10 15 Z"/>"##))
    #expect(
      svg.contains(
        ##"<path fill="none" stroke="#000000" stroke-width="1.5" stroke-linecap="round" "##
          + #"stroke-linejoin="bevel" stroke-dasharray="4,2" d="M 0 0 L 50 25.5"/>"#))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test func invisibleDrawingWritesNothing() throws {
    let svg = try Self.svg { canvas in
      canvas.fill(.rect(CanvasRect(0, 0, 5, 5)), color: .clear)
      canvas.stroke(.rect(CanvasRect(0, 0, 5, 5)), style: StrokeStyle(width: 0))
      canvas.drawText("   ", at: .zero, style: TextStyle())
    }
    #expect(!svg.contains("<path") && !svg.contains("<g") && !svg.contains("<defs>"))
  }

  @Test func clipsAndLayersAreGroupsClosedByRestore() throws {
    let svg = try Self.svg { canvas in
      canvas.withSavedState {
        canvas.translate(x: 5, y: 6)
        canvas.clip(to: CanvasRect(0, 0, 10, 10))
        canvas.fill(.rect(CanvasRect(0, 0, 20, 20)), color: .red)
        canvas.withOpacity(0.25) {
          canvas.fill(.rect(CanvasRect(1, 1, 2, 2)), color: .blue)
        }
      }
      canvas.fill(.rect(CanvasRect(0, 0, 1, 1)), color: .green)
    }
    let expected = """
      <defs>
      <clipPath id="clip0"><path transform="translate(5,6)" d="M 0 0 L 10 0 L 10 10 L 0 10 Z"/></clipPath>
      </defs>
      <g clip-path="url(#clip0)">
      <path transform="translate(5,6)" fill="#ff0000" d="M 0 0 L 20 0 L 20 20 L 0 20 Z"/>
      <g opacity="0.25">
      <path transform="translate(5,6)" fill="#0000ff" d="M 1 1 L 3 1 L 3 3 L 1 3 Z"/>
      </g>
      </g>
      <path fill="#00ff00" d="M 0 0 L 1 0 L 1 1 L 0 1 Z"/>
      </svg>

      """
    #expect(svg.hasSuffix(expected))
  }

  @Test func rotationAndScaleBecomeAMatrix() throws {
    let svg = try Self.svg { canvas in
      canvas.translate(x: 10, y: 0)
      canvas.rotate(by: .pi / 2)
      canvas.scale(x: 2, y: 2)
      canvas.fill(.rect(CanvasRect(0, 0, 1, 1)), color: .black)
    }
    #expect(svg.contains(#"transform="matrix(0,2,-2,0,10,0)""#))
  }

  @Test func eachGlyphIsDefinedOnceAndUsedWhereverItIsDrawn() throws {
    let svg = try Self.svg(width: 200) { canvas in
      canvas.drawText("aba", at: CanvasPoint(10, 10), style: TextStyle(size: 12))
      canvas.drawText("b", at: CanvasPoint(10, 30), style: TextStyle(size: 12, color: .red))
    }
    #expect(svg.components(separatedBy: "<path id=\"glyph").count - 1 == 2)
    #expect(svg.components(separatedBy: ##"<use xlink:href="#glyph0""##).count - 1 == 2)
    #expect(svg.components(separatedBy: ##"<use xlink:href="#glyph1""##).count - 1 == 2)
    #expect(svg.contains(##"<g fill="#ff0000"><use xlink:href="#glyph1""##))
  }

  @Test func boldAndOtherSizesAreOtherGlyphs() throws {
    let svg = try Self.svg(width: 200) { canvas in
      canvas.drawText("a", at: .zero, style: TextStyle(size: 12))
      canvas.drawText("a", at: .zero, style: TextStyle(size: 12, weight: .bold))
      canvas.drawText("a", at: .zero, style: TextStyle(size: 20))
      canvas.drawText("a", at: .zero, style: TextStyle(size: 12, monospaced: true))
    }
    #expect(svg.components(separatedBy: "<path id=\"glyph").count - 1 == 4)
  }

  @Test func textWithoutAGlyphIsDrawnAsOnePath() throws {
    // U+10FFFD (private use) is in no pinned font: Pango draws a hex box, which has no glyph to reuse.
    let svg = try Self.svg(width: 200) { canvas in
      canvas.drawText("a\u{10FFFD}", at: CanvasPoint(5, 5), style: TextStyle(size: 12))
    }
    #expect(!svg.contains("<use"))
    #expect(svg.contains(##"<path fill="#000000" d="M "##))
  }

  @Test func drawingIsTheSameAfterOtherDrawingInTheProcess() throws {
    let draw = { (canvas: Canvas) -> Void in
      canvas.drawText("redView 红色", at: CanvasPoint(5, 5), style: TextStyle(size: 13))
    }
    let first = try Self.svg(width: 200, draw)
    _ = try Self.svg(width: 200) { canvas in
      _ = canvas.drawText("zyx 视图", at: .zero, style: TextStyle(size: 13, weight: .bold))
    }
    #expect(try Self.svg(width: 200, draw) == first)
  }
}
