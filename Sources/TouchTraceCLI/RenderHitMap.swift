import Foundation
import TouchTraceCanvas
import TouchTraceCommands
import TouchTraceHitMap
import TouchTraceLayout
import TouchTraceRender
import TouchTraceTrace

extension RenderCommand {
  /// The map `render` draws for an input: a scene without touches or events draws its hit map in
  /// place of the diagram of no touch (a tree folded into one line, which cannot say where a
  /// finger lands); with `--hit-map`, every scene's map is drawn beside its touch diagrams. Trace
  /// files have none: a map needs the engine. Nil when no map is drawn.
  static func drawnMap(of loaded: Loaded, input: Input, hitMap: Bool) throws -> DrawnMap? {
    let untouched = loaded.trace.touches.isEmpty && loaded.trace.events.isEmpty
    guard untouched || hitMap, try input.traceFile() == nil else { return nil }
    let (trace, map) = try input.hitMap(
      resolution: HitMapper.defaultResolution,
      advice: "touchtrace hitmap --resolution draws it coarser")
    return (trace, map, untouched)
  }

  /// One input's images: the map of a scene without touches named as its diagram was, and with
  /// `--hit-map` the map beside the touch diagrams as `name-hitmap…`.
  static func images(
    of loaded: Loaded, input: Input, options: RenderOptions, map: DrawnMap?
  ) throws -> [(file: String, data: Data)] {
    guard let drawn = map else {
      return try Renderer.images(of: loaded.trace, name: input.name, options: options)
    }
    if drawn.untouched {
      return try Renderer.hitMapImages(
        trace: drawn.trace, map: drawn.map, base: input.name, options: options)
    }
    return try Renderer.images(of: loaded.trace, name: input.name, options: options)
      + Renderer.hitMapImages(
        trace: drawn.trace, map: drawn.map, base: input.name + "-hitmap", options: options)
  }
}

/// `hitmap`'s images, drawn by the renderer (in `touchtrace-draw` and the tests).
enum RendererHitMapImages: HitMapDrawing {
  static func images(
    trace: Trace, map: HitMap, file: String, base: String, formats: [ImageFormat], scales: [Int],
    themes: [Theme], locale: DiagramLocale
  ) throws -> [(file: String, data: Data)] {
    guard !formats.isEmpty else { return [] }
    var options = RenderOptions()
    options.formats = formats
    options.scales = scales
    options.themes = themes
    options.locale = locale
    do {
      return try Renderer.hitMapImages(trace: trace, map: map, base: base, options: options)
    } catch  where error is CanvasError || error is DiagramTooLarge {
      // Named as `Input.namingDrawingErrors` names it.
      throw InputError("\(file): error: \(error)")
    }
  }
}
