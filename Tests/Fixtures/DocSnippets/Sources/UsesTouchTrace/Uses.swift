import Foundation  // Data
import TouchTrace

// `import TouchTrace`: the engine, scenes, traces and the renderer, with the drawing modules'
// types the renderer's API takes or returns (Diagram, TextMeasuring, ImageFormat).
func drawings(of trace: Trace) throws -> [Data] {
  var options = RenderOptions()
  options.formats = [ImageFormat.png, .svg]
  options.themes = Theme.allCases
  let measurer: any TextMeasuring = Renderer.measurer
  _ = measurer
  let diagrams: [(name: String, diagram: Diagram)] = try Renderer.diagrams(
    for: trace, name: "scene", combine: false)
  return try diagrams.map {
    try Renderer.image(of: $0.diagram, variant: RenderVariant(format: .svg, scale: 1, theme: .dark))
  }
}
