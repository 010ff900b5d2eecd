import Foundation
import Testing

@testable import TouchTraceCanvas

/// Paths far outside any canvas are cut to a square before they reach Cairo (issue 14: a dashed
/// outline a billion points wide made Cairo's SVG surface run out of memory).
@Suite struct BoundedPathTests {
  @Test func anOrdinaryPathIsPassedAsItIs() {
    let path = CanvasPath.rect(CanvasRect(x: 10, y: 10, width: 300, height: 200))
    #expect(path.boundedCubicElements(limit: 1000) == path.cubicElements)
  }

  @Test func aHugeRectangleIsClippedToTheSquare() {
    let path = CanvasPath.rect(CanvasRect(x: -1e9, y: 5, width: 2e9, height: 10))
    let clipped = path.boundedCubicElements(limit: 100)
    #expect(
      clipped == [
        .move(CanvasPoint(-100, 5)), .line(CanvasPoint(100, 5)), .line(CanvasPoint(100, 15)),
        .line(CanvasPoint(-100, 15)), .close,
      ])
  }

  @Test func aPolygonWhollyOutsideVanishes() {
    let path = CanvasPath.rect(CanvasRect(x: 1e9, y: 1e9, width: 10, height: 10))
    #expect(path.boundedCubicElements(limit: 100).isEmpty)
  }

  /// An open line keeps its direction: only the part inside the square remains.
  @Test func aLineIsCutWhereItLeavesTheSquare() {
    var path = CanvasPath()
    path.move(to: CanvasPoint(0, 0))
    path.addLine(to: CanvasPoint(1e6, 5e5))
    #expect(
      path.boundedCubicElements(limit: 100) == [
        .move(CanvasPoint(0, 0)), .line(CanvasPoint(100, 50)),
      ])
  }

  @Test func aHugeCanvasPathDrawsInSVG() throws {
    let canvas = try Canvas(width: 100, height: 100, format: .svg)
    canvas.stroke(
      .rect(CanvasRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)),
      style: StrokeStyle(color: .black, width: 1, dash: [4, 3]))
    let svg = String(decoding: try canvas.finish(), as: UTF8.self)
    // The outline was drawn, cut to the bounding square: no coordinate of a billion survives.
    #expect(svg.contains("<path"))
    #expect(!svg.contains("1000000000") && !svg.contains("e+09"))
  }
}
