import Foundation
import TouchTraceCanvas
import TouchTraceCommands
import TouchTraceLayout
import TouchTraceRender
import TouchTraceScene
import TouchTraceTrace

/// Checks one scene against its references, recording them as the mode says.
///
/// References are `NAME.trace.json` and the images beside it, as `check` records them. A folder
/// written by `render` or the render-touch-diagrams plugin has the images only: then the pixels
/// are compared, and the outcome says behaviour was not.
struct SceneChecker: Sendable {
  let references: URL
  let mode: CheckCommand.RecordMode
  let tolerance: ImageTolerance
  var strict = false
  /// The language of the images (`NAME~zh-Hans@2x.png`); the trace is the same in every one.
  var locale = DiagramLocale.en
  /// `--hit-map`: every scene's map is compared too; a scene without touches always has its map.
  var hitMap = false

  struct ImageResult: Sendable {
    var file: String
    var reference: Data
    var new: Data
    var diff: Data
  }

  struct Outcome: Sendable {
    var name: String
    var failed: Bool
    var summary: String
    var reasons: [String]
    var images: [ImageResult]
    /// References were written (record mode all, or missing ones).
    var recorded = false
    /// Set when only pixels were compared: why behaviour was not.
    var note: String?
    var warnings: [SceneWarning] = []
  }

  func check(_ input: Input) throws -> Outcome {
    let loaded = try input.load(strict: strict)
    let map = try RenderCommand.drawnMap(of: loaded, input: input, hitMap: hitMap)
    var outcome = try input.namingDrawingErrors {
      try check(loaded.trace, name: input.name, map: map)
    }
    outcome.warnings = loaded.warnings
    return outcome
  }

  private func check(_ trace: Trace, name: String, map: DrawnMap?) throws -> Outcome {
    let traceFile = references.appendingPathComponent(name + ".trace.json")
    let hasTrace = FileManager.default.fileExists(atPath: traceFile.path)
    let images = try referenceImages(of: trace, name: name, hasTrace: hasTrace, map: map)
    let note =
      hasTrace || images.isEmpty
      ? nil : "behaviour not compared: no \(traceFile.lastPathComponent), pixels only"
    if mode == .all || (!hasTrace && images.isEmpty && mode != .never) {
      try record(trace, name: name, map: map, images: note == nil ? nil : images)
      return Outcome(
        name: name, failed: false, summary: "recorded" + (note.map { " (\($0))" } ?? ""),
        reasons: [], images: [], recorded: true, note: note)
    }
    if !hasTrace { try refuseInterrupted(name: name) }
    guard hasTrace || !images.isEmpty else {
      return Outcome(
        name: name, failed: true,
        summary: "no reference in \(references.relativePath) (record mode never)",
        reasons: ["no reference trace \(traceFile.lastPathComponent)"], images: [])
    }
    var reasons: [String] = []
    if hasTrace {
      let reference = try TraceReader.read(readReference(traceFile), file: traceFile.relativePath)
      try refuseIncomplete(name: name, images: images, map: map)
      reasons = TraceDiff.differences(from: reference, to: trace)
      if let map {
        // The map is the behaviour a scene without touches has: its changes come first.
        let changes = try mapDifferences(map, name: name)
        reasons = map.untouched ? changes + reasons : reasons + changes
      }
    }
    var results: [ImageResult] = []
    for (base, draw, variants) in images {
      for variant in variants {
        let file = variant.fileName(base: base)
        let url = references.appendingPathComponent(file)
        let old = try readReference(url)
        // Drawn, then compared as drawn: encoded only when it differs (for the report).
        let new = try draw(variant)
        let reference: PNGImage
        do {
          reference = try PNGImage(data: old)
        } catch {
          throw InputError("\(url.relativePath): error: \(error)")
        }
        let comparison = try ImageComparison(reference: reference, new: new, tolerance: tolerance)
        if !comparison.matches(tolerance) {
          let percent = String(format: "%.2f", comparison.fraction * 100)
          reasons.append(
            comparison.sameSize
              ? "\(file): \(comparison.differingPixels) pixels differ (\(percent) %)"
              : "\(file): the size changed")
          results.append(
            ImageResult(
              file: file, reference: old, new: try new.finish(), diff: comparison.diffImage))
        }
      }
    }
    guard !reasons.isEmpty else {
      return Outcome(
        name: name, failed: false, summary: "ok", reasons: [], images: [], note: note)
    }
    if mode == .failed {
      try record(trace, name: name, map: map, images: note == nil ? nil : images)
    }
    let more = reasons.count > 1 ? " (and \(reasons.count - 1) more)" : ""
    let summary =
      (mode == .failed ? "re-recorded; " : "") + reasons[0] + more + (note.map { "; \($0)" } ?? "")
    return Outcome(
      name: name, failed: true, summary: summary, reasons: reasons, images: results, note: note)
  }

  /// A reference file's bytes, or an error naming it and saying what was expected (issue 14: a
  /// folder where a PNG should be, an unreadable file).
  func readReference(_ url: URL) throws -> Data {
    if PathKind(of: url.path) == .directory {
      throw InputError("\(url.relativePath): error: the reference is a directory; expected a file")
    }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw InputError("\(url.relativePath): error: cannot read the reference (\(reason(error)))")
    }
  }

  /// Each diagram's base name, how to draw it in a variant, and the variants the references hold.
  typealias ReferenceImages = [(
    base: String, draw: (RenderVariant) throws -> Canvas, variants: [RenderVariant]
  )]

  /// The diagrams whose PNG variants the references hold (`base@2x.png`, `base~dark@2x.png`…).
  /// Without a trace, the images may have been drawn one per touch (`NAME-1@2x.png`) or combined
  /// (`--combine`, `NAME@2x.png`): whichever is there.
  private func referenceImages(of trace: Trace, name: String, hasTrace: Bool, map: DrawnMap?)
    throws -> ReferenceImages
  {
    // Without a trace, only images the folder holds are compared (none: nothing to compare).
    let maps = map.map { [mapImages($0, name: name)] }?.filter { hasTrace || !$0.variants.isEmpty }
    if let map, map.untouched { return maps ?? [] }
    return try touchImages(of: trace, name: name, hasTrace: hasTrace) + (maps ?? [])
  }

  private func touchImages(of trace: Trace, name: String, hasTrace: Bool) throws
    -> ReferenceImages
  {
    for combine in hasTrace ? [false] : [false, true] {
      let found: ReferenceImages = try Renderer.diagrams(
        for: trace, name: name, combine: combine, locale: locale
      ).map {
        diagram in
        (
          base: diagram.name, draw: { try Renderer.canvas(drawing: diagram.diagram, variant: $0) },
          variants: variants(of: diagram.name)
        )
      }
      if hasTrace || found.contains(where: { !$0.variants.isEmpty }) { return found }
    }
    return []
  }

  func variants(of base: String) -> [RenderVariant] {
    var out: [RenderVariant] = []
    for theme in Theme.allCases {
      for scale in 1...3 {
        let variant = RenderVariant(format: .png, scale: scale, theme: theme)
        if FileManager.default.fileExists(
          atPath: references.appendingPathComponent(variant.fileName(base: base)).path)
        {
          out.append(variant)
        }
      }
    }
    return out
  }
}
