import Foundation
import TouchTraceLayout
import TouchTraceRender
import TouchTraceTrace

/// `render --format html`: a trace's explorer page, drawn and built.
public enum Explorer {
  /// The page for `trace`: its diagrams (one per touch, or combined) drawn as light and dark SVG,
  /// then built by ``ExplorerPage/html(trace:diagrams:locale:words:map:points:answer:start:)``, in `locale`'s
  /// language. With `hitMap` (the scene's trace without touches and its map, as `HitMapper.map`
  /// gives them), the page shows the map too: open, and alone, when `trace` has no touches or
  /// events; and a click on any screen of the page says where a tap there goes (issue 36). With
  /// `showMap` false the map's picture is left out of a run's page (its answers stay).
  /// `answer` (a tap's answer in words) is shown above the steps, and the page starts at `start`
  /// when its address names no step (the preview's played tap).
  public static func page(
    for trace: Trace, combine: Bool = false, locale: DiagramLocale = .en,
    hitMap: (trace: Trace, map: HitMap)? = nil, showMap: Bool = true, answer: String? = nil,
    start: Int? = nil
  ) throws -> Data {
    let untouched = trace.touches.isEmpty && trace.events.isEmpty
    // A scene without touches shows its map in place of the diagram of no touch, as `render`
    // draws it.
    let diagrams =
      untouched && hitMap != nil
      ? []
      : try Renderer.diagrams(
        for: trace, name: "", combine: combine, locale: locale
      ).map { entry in
        ExplorerDiagram(
          layout: entry.diagram, lightSVG: try svg(entry.diagram, .light),
          darkSVG: try svg(entry.diagram, .dark))
      }
    // Drawing the map's picture costs more than answering from it: without `showMap` (a run's
    // page without `--hit-map`) the page only answers clicks from it.
    let map = try hitMap.flatMap { scene -> ExplorerMap? in
      guard showMap || untouched else { return nil }
      let layout = Renderer.hitMapDiagram(trace: scene.trace, map: scene.map, locale: locale)
      return ExplorerMap(
        layout: layout, lightSVG: try svg(layout, .light), darkSVG: try svg(layout, .dark),
        findings: scene.map.findings, open: untouched)
    }
    let points = hitMap.map { PointAnswers.of(trace: $0.trace, map: $0.map) }
    return Data(
      try ExplorerPage.html(
        trace: trace, diagrams: diagrams, locale: locale, map: map, points: points,
        answer: answer, start: start
      ).utf8)
  }

  private static func svg(_ diagram: Diagram, _ theme: Theme) throws -> String {
    String(
      decoding: try Renderer.image(
        of: diagram, variant: RenderVariant(format: .svg, scale: 1, theme: theme)),
      as: UTF8.self)
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
