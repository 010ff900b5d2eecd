import Foundation
import TouchTraceHitMap
import TouchTraceRender
import TouchTraceTrace

extension RenderCommand {
  /// One input's images. A scene without touches or events draws its hit map in place of the
  /// diagram of no touch (a tree folded into one line, which cannot say where a finger lands),
  /// named as that diagram was; with `--hit-map`, every scene's map is drawn beside its touch
  /// diagrams as `name-hitmap…`. Trace files draw as they always did: a map needs the engine.
  static func images(
    of loaded: Loaded, input: Input, options: RenderOptions, hitMap: Bool
  ) throws -> [(file: String, data: Data)] {
    let untouched = loaded.trace.touches.isEmpty && loaded.trace.events.isEmpty
    guard untouched || hitMap, try input.traceFile() == nil else {
      return try Renderer.images(of: loaded.trace, name: input.name, options: options)
    }
    let (trace, map) = try HitMapCommand.map(input, resolution: HitMapper.defaultResolution)
    if untouched {
      return try Renderer.hitMapImages(trace: trace, map: map, base: input.name, options: options)
    }
    return try Renderer.images(of: loaded.trace, name: input.name, options: options)
      + Renderer.hitMapImages(
        trace: trace, map: map, base: input.name + "-hitmap", options: options)
  }
}
