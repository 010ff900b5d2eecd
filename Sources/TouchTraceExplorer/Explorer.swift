import Foundation
import TouchTraceLayout
import TouchTraceRender
import TouchTraceTrace

/// `render --format html`: a trace's explorer page, drawn and built.
public enum Explorer {
  /// The page for `trace`: its diagrams (one per touch, or combined) drawn as light and dark SVG,
  /// then built by ``ExplorerPage/html(trace:diagrams:words:)``.
  public static func page(
    for trace: Trace, combine: Bool = false, words: ExplorerWords = .english
  ) throws -> Data {
    let diagrams = try Renderer.diagrams(for: trace, name: "", combine: combine).map { entry in
      func svg(_ theme: Theme) throws -> String {
        String(
          decoding: try Renderer.image(
            of: entry.diagram, variant: RenderVariant(format: .svg, scale: 1, theme: theme)),
          as: UTF8.self)
      }
      return ExplorerDiagram(
        layout: entry.diagram, lightSVG: try svg(.light), darkSVG: try svg(.dark))
    }
    return Data(try ExplorerPage.html(trace: trace, diagrams: diagrams, words: words).utf8)
  }
}
