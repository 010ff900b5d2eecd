import Foundation
import Testing

@testable import TouchTraceCanvas

/// Cairo's glyph definitions, put in a fixed order by one pass over the SVG's bytes.
@Suite struct SVGIdentifiersTests {
  static func order(_ svg: String) -> String {
    String(decoding: SVGIdentifiers.orderGlyphsByUse(Array(svg.utf8)), as: UTF8.self)
  }

  /// Definitions are numbered in order of first use, one per distinct outline (a duplicate's uses
  /// point at the kept one), outlines never used follow sorted, and nothing else changes.
  @Test func glyphsAreNumberedByFirstUseWithDuplicatesMerged() {
    let input = """
      <svg><defs><g>
      <symbol overflow="visible" id="glyph0">
      <path d="M 3 0"/>
      </symbol>
      <symbol overflow="visible" id="glyph1">
      <path d="M 1 0"/>
      </symbol>
      <symbol overflow="visible" id="glyph2">
      <path d="M 3 0"/>
      </symbol>
      <symbol overflow="visible" id="glyph3">
      <path d="M 2 0"/>
      </symbol>
      </g></defs>
      <use xlink:href="#glyph2" x="1"/><use xlink:href="#glyph1" x="2"/><use xlink:href="#glyph0" x="3"/>
      <g id="glyph7"/><use xlink:href="#glyph9" x="4"/><use xlink:href="#glyph12x"/>
      </svg>
      """
    let expected = """
      <svg><defs><g>
      <symbol overflow="visible" id="glyph0">
      <path d="M 3 0"/>
      </symbol>
      <symbol overflow="visible" id="glyph1">
      <path d="M 1 0"/>
      </symbol>
      <symbol overflow="visible" id="glyph2">
      <path d="M 2 0"/>
      </symbol>
      </g></defs>
      <use xlink:href="#glyph0" x="1"/><use xlink:href="#glyph1" x="2"/><use xlink:href="#glyph0" x="3"/>
      <g id="glyph7"/><use xlink:href="#glyph9" x="4"/><use xlink:href="#glyph12x"/>
      </svg>
      """
    #expect(Self.order(input) == expected)
  }

  @Test func anSVGWithoutGlyphsIsUnchanged() {
    let input = ##"<svg><use xlink:href="#glyph3"/><symbol id="glyph1"/></svg>"##
    #expect(Self.order(input) == input)
  }

  /// The same text drawn after other drawing (which fills Cairo's glyph caches differently)
  /// gives the same SVG bytes.
  @Test func svgTextIsTheSameAfterOtherDrawing() throws {
    func draw(_ text: String) throws -> Data {
      let canvas = try Canvas(width: 200, height: 40, format: .svg)
      canvas.drawText(text, at: CanvasPoint(4, 4), style: TextStyle(size: 14))
      return try canvas.finish()
    }
    let first = try draw("tap 红色视图")
    _ = try draw("红 other glyphs, tap")
    #expect(try draw("tap 红色视图") == first)
  }
}
