import Foundation
import Testing
import TouchTraceCanvas
import TouchTraceLayout
import TouchTraceScene
import TouchTraceTrace

@testable import TouchTraceRender

/// An animation draws its diagram once and each frame's step over a copy of it (issue 23: drawing
/// the whole @3x diagram again for each of 133 frames ran past two minutes). The frames must be
/// the very pixels of drawing each frame whole, and a scene's animations are bounded.
@Suite struct AnimationFrameTests {
  static let scene = """
    window:
      subviews:
        - {id: card, frame: [20, 40, 200, 120], backgroundColor: orange}
        - {id: button, class: UIButton, frame: [40, 200, 120, 44], title: Tap}
    touches:
      - tap: {at: [100, 222]}
      - tap: {at: [60, 60]}
    """

  @Test(arguments: [Theme.light, .dark])
  func aFrameDrawnOverTheStillIsTheFrameDrawnWhole(theme: Theme) throws {
    let trace = try SceneRunner.run(SceneParser.parse(Self.scene, file: "s.yaml"), title: "s")
    let diagrams = try Renderer.diagrams(for: trace, name: "s", combine: false)
    let steps = DiagramLayout.steps(for: trace, combine: false, words: DiagramLocale.en.words)
    #expect(steps.count > 10)
    let variant = RenderVariant(format: .png, scale: 2, theme: theme)
    for (index, named) in diagrams.enumerated() {
      let diagram = named.diagram
      let still = try Renderer.canvas(
        drawing: Diagram(size: diagram.frameSize, items: diagram.items), variant: variant)
      for step in steps where step.diagram == index {
        let whole = try Renderer.canvas(
          drawing: diagram.frame(for: step, of: steps.count, measure: Renderer.measurer),
          variant: variant)
        let copy = try Canvas(
          size: CanvasSize(diagram.frameSize.width, diagram.frameSize.height), scale: 2)
        try copy.copyPixels(from: still)
        DiagramPainter(canvas: copy, theme: theme).draw(
          diagram.frameOverlay(for: step, of: steps.count, measure: Renderer.measurer))
        #expect(try copy.finish() == whole.finish(), "step \(step.number)")
      }
    }
  }

  @Test func copyingPixelsNeedsTwoPNGCanvasesOfOneSize() throws {
    let a = try Canvas(size: CanvasSize(10, 10), scale: 1)
    #expect(throws: CanvasError.self) {
      try a.copyPixels(from: Canvas(size: CanvasSize(10, 11), scale: 1))
    }
    #expect(throws: CanvasError.self) {
      try a.copyPixels(from: Canvas(size: CanvasSize(10, 10), scale: 1, format: .svg))
    }
  }

  /// Frames × pixels over every diagram, theme and scale: at the limit drawn, past it refused
  /// before anything is drawn.
  @Test func theAnimationsAreBoundedInAll() throws {
    var options = RenderOptions()
    options.scales = [1]
    options.themes = [.light]
    let side = 1_000.0
    let limit = Renderer.maximumAnimationPixels / 1_000_000
    try Renderer.checkBudget([(Size(side, side), limit)], options)
    #expect(
      throws: CanvasError.animationTooLarge(
        frames: 2 * limit, pixels: 2 * limit * 1_000_000,
        maximum: Renderer.maximumAnimationPixels)
    ) {
      try Renderer.checkBudget([(Size(side, side), limit)], options.with(themes: [.light, .dark]))
    }
  }
}

extension RenderOptions {
  fileprivate func with(themes: [Theme]) -> RenderOptions {
    var o = self
    o.themes = themes
    return o
  }
}
