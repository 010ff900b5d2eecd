import Foundation
import Testing
import TouchTraceCanvas
import TouchTraceLayout
import TouchTraceTrace

@testable import TouchTraceRender

/// Drawing diagrams: file names, determinism, themes, and what the pixels show.
@Suite struct RendererTests {
  /// A small diagram: a screen-sized box outlined as the hit-test view, with text.
  let diagram = Diagram(
    size: Size(200, 120),
    items: [
      .shape(
        .rect(Rect(20, 20, 100, 60), radius: 0), fill: .view("#FF0000FF"),
        stroke: Stroke(.role(.accent), width: 3)),
      .text("redColorView 红色", at: Point(24, 90), style: TextStyle(size: 11, bold: true)),
      .arrow(
        [Point(130, 50), Point(190, 50)], stroke: Stroke(.role(.chain), width: 2),
        headAtStart: false),
    ])

  /// DocC's naming: `name.png`, `name@2x.png`, `name~dark.png`, `name~dark@2x.png`, `name.svg`, `name.pdf`.
  @Test func fileNamesFollowDocC() {
    #expect(RenderVariant(format: .png, scale: 1, theme: .light).fileName(base: "a") == "a.png")
    #expect(RenderVariant(format: .png, scale: 2, theme: .light).fileName(base: "a") == "a@2x.png")
    #expect(RenderVariant(format: .png, scale: 1, theme: .dark).fileName(base: "a") == "a~dark.png")
    #expect(
      RenderVariant(format: .png, scale: 3, theme: .dark).fileName(base: "a") == "a~dark@3x.png")
    #expect(RenderVariant(format: .svg, scale: 2, theme: .light).fileName(base: "a") == "a.svg")
    #expect(RenderVariant(format: .pdf, scale: 2, theme: .dark).fileName(base: "a") == "a~dark.pdf")
  }

  /// Vector formats are written once whatever the scales asked for.
  @Test func variantsCombineWithoutDuplicates() {
    var o = RenderOptions()
    o.formats = [.png, .svg]
    o.scales = [1, 2]
    o.themes = [.light, .dark]
    #expect(RenderVariant.all(o).count == 2 * (2 + 1))
  }

  @Test(arguments: [ImageFormat.png, .svg, .pdf])
  func theSameDiagramGivesTheSameBytes(format: ImageFormat) throws {
    let variant = RenderVariant(format: format, scale: 2, theme: .light)
    let a = try Renderer.image(of: diagram, variant: variant)
    let b = try Renderer.image(of: diagram, variant: variant)
    #expect(a == b)
    #expect(a.count > 100)
  }

  /// Rendering in parallel gives the same bytes as rendering alone.
  @Test func parallelRenderingGivesTheSameBytes() throws {
    let variant = RenderVariant(format: .png, scale: 1, theme: .dark)
    let alone = try Renderer.image(of: diagram, variant: variant)
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      results.add((try? Renderer.image(of: diagram, variant: variant)) ?? Data())
    }
    #expect(results.all.count == 8)
    #expect(results.all.allSatisfy { $0 == alone })
  }

  /// The theme paints the background and resolves roles; views' colours are softened.
  @Test func themesPaintTheirColours() throws {
    for theme in Theme.allCases {
      let canvas = try Renderer.canvas(
        drawing: diagram, variant: RenderVariant(format: .png, scale: 1, theme: theme))
      #expect(canvas.pixel(x: 2, y: 2) == theme.color(.background))
      // The outline of the hit-test view is drawn in the accent colour.
      #expect(canvas.pixel(x: 20, y: 50) == theme.color(.accent))
      // The red view is softened towards the background: still red, lighter (or darker) than pure red.
      let inside = try #require(canvas.pixel(x: 60, y: 50))
      #expect(inside.red > 2 * inside.green && inside.red > 2 * inside.blue)
      #expect(inside != Color(red: 1, green: 0, blue: 0))
    }
  }

  @Test func softenedColoursKeepTheirHue() {
    let light = Theme.light.softened("#0000FFFF")
    #expect(light.blue == 1 && light.red > 0.3 && light.red == light.green)
    let dark = Theme.dark.softened("#0000FFFF")
    #expect(dark.blue > 0.4 && dark.blue < 0.6)
    #expect(Theme.parse("#11223380") == Color(rgb: 0x112233, alpha: 128.0 / 255))
    #expect(Theme.parse("red") == nil)
  }
}

private final class Results: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var items: [Data] = []
  func add(_ d: Data) { lock.withLock { items.append(d) } }
  var all: [Data] { lock.withLock { items } }
}
