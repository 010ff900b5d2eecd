import Foundation
import TouchTraceCanvas
import TouchTraceCommands
import TouchTraceRender
import TouchTraceTrace

/// The map `check` compares for a scene without touches (or any scene, with `--hit-map`), as
/// `render` draws it.
typealias DrawnMap = (trace: Trace, map: HitMap, untouched: Bool)

extension SceneChecker {
  /// The map's images are named as `render` names them: the scene's own name for a scene without
  /// touches, `NAME-hitmap` beside touch diagrams.
  static func mapBase(_ map: DrawnMap, name: String) -> String {
    map.untouched ? name : name + "-hitmap"
  }

  /// The reference map, `NAME-hitmap.json` beside `NAME.trace.json`, as `hitmap --format json`
  /// writes it.
  func mapFile(_ name: String) -> URL { references.appendingPathComponent(name + "-hitmap.json") }

  /// The map drawn in the PNG variants the references hold.
  func mapImages(_ drawn: DrawnMap, name: String) -> (
    base: String, draw: (RenderVariant) throws -> Canvas, variants: [RenderVariant]
  ) {
    let base = Self.mapBase(drawn, name: name) + locale.nameSuffix
    let diagram = Renderer.hitMapDiagram(trace: drawn.trace, map: drawn.map, locale: locale)
    return (base, { try Renderer.canvas(drawing: diagram, variant: $0) }, variants(of: base))
  }

  /// What changed in the map since the reference: points that go to another view, findings that
  /// came or went (behaviour, said before any pixel). A reference folder with a trace but no map
  /// (recorded before maps, or without `--hit-map`) gets it in record mode `missing`, and is a
  /// difference in the others: the map was not checked.
  func mapDifferences(_ drawn: DrawnMap, name: String) throws -> [String] {
    let url = mapFile(name)
    guard FileManager.default.fileExists(atPath: url.path) else {
      guard mode == .missing else { return ["no reference hit map \(url.lastPathComponent)"] }
      do {
        try writeAtomically(drawn.map.jsonData(), to: url)
      } catch CanvasError.writeFailed(let path, let why) {
        throw InputError("\(path): error: cannot record the reference (\(why))")
      }
      return []
    }
    let data = try readReference(url)
    // Checked as a trace is: located problems, a scene's limits (issue 35).
    let reference = try HitMapReader.read(data, file: url.relativePath)
    return HitMapDiff.differences(from: reference, to: drawn.map)
  }
}
