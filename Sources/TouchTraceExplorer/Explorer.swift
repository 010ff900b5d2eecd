import Foundation
import TouchTraceLayout
import TouchTraceRender
import TouchTraceTrace

/// `render --format html`: a trace's explorer page, drawn and built.
public enum Explorer {
  /// The page for `trace`: its diagrams (one per touch, or combined) drawn as light and dark SVG,
  /// then built by ``ExplorerPage/html(trace:diagrams:locale:words:)``, in `locale`'s language.
  public static func page(
    for trace: Trace, combine: Bool = false, locale: DiagramLocale = .en
  ) throws -> Data {
    let diagrams = try Renderer.diagrams(
      for: trace, name: "", combine: combine, locale: locale
    ).map { entry in
      func svg(_ theme: Theme) throws -> String {
        String(
          decoding: try Renderer.image(
            of: entry.diagram, variant: RenderVariant(format: .svg, scale: 1, theme: theme)),
          as: UTF8.self)
      }
      return ExplorerDiagram(
        layout: entry.diagram, lightSVG: try svg(.light), darkSVG: try svg(.dark))
    }
    return Data(try ExplorerPage.html(trace: trace, diagrams: diagrams, locale: locale).utf8)
  }
}

extension Explorer {
  /// Where each diagram's story starts in the explorer: the diagram's name (as
  /// `Renderer.diagrams` names them: `name`, or `name-1`, `name-2`…) and the first step it shows,
  /// for linking a still diagram to `name.html#step=N`, with `locale`'s name suffix. Diagrams
  /// without steps are left out.
  public static func firstSteps(
    for trace: Trace, name: String, combine: Bool = false, locale: DiagramLocale = .en
  ) -> [String: Int] {
    let count = Renderer.diagramCount(for: trace)
    let single = combine || count <= 1
    var out: [String: Int] = [:]
    for step in DiagramLayout.steps(for: trace, combine: single) {
      let base = (single ? name : "\(name)-\(step.diagram + 1)") + locale.nameSuffix
      if out[base] == nil { out[base] = step.number }
    }
    return out
  }
}
