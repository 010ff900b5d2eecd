import Foundation
import TouchTraceCanvas
import TouchTraceLayout
import TouchTraceTrace

extension Renderer {
  /// The hit map's diagram: the scene (its trace's objects) and the map beside each other.
  public static func hitMapDiagram(trace: Trace, map: HitMap, locale: DiagramLocale = .en)
    -> Diagram
  {
    HitMapLayout.diagram(trace: trace, map: map, measure: measurer, words: locale.words)
  }

  /// The hit map drawn in every variant the options ask for, named `base` with the locale,
  /// theme and scale as the touch diagrams' names have them (`name-hitmap~ja~dark@2x.png`).
  public static func hitMapImages(
    trace: Trace, map: HitMap, base name: String, options: RenderOptions
  ) throws -> [(file: String, data: Data)] {
    try FontSetup.verify()
    let diagram = hitMapDiagram(trace: trace, map: map, locale: options.locale)
    let base = name + options.locale.nameSuffix
    return try RenderVariant.all(options).map {
      ($0.fileName(base: base), try image(of: diagram, variant: $0))
    }
  }
}
