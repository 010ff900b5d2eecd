import Foundation
import TouchTraceCanvas
import TouchTraceLayout
import TouchTraceTrace

/// `render --format apng`: each diagram as an animated PNG, a frame per step of the run that
/// diagram shows (every line of the event log, in order), with that step's objects outlined and
/// its log line below.
extension Renderer {
  /// A frame's default duration, in seconds: long enough to read a log line.
  public static let defaultFrameDuration = 0.8

  /// The base name of an animation: `name-animated`, then the variant's theme and scale suffixes
  /// as for still images (`name-animated@2x.png`, `name-1-animated~dark@2x.png`).
  public static func animationBase(_ base: String) -> String { base + "-animated" }

  /// Every diagram of `trace` that has steps, animated, in each PNG scale and theme of `options`.
  public static func animations(
    of trace: Trace, name: String, options: RenderOptions,
    frameDuration: Double = defaultFrameDuration
  ) throws -> [(file: String, data: Data)] {
    try FontSetup.verify()
    let diagrams = try diagrams(
      for: trace, name: name, combine: options.combine, locale: options.locale)
    let steps = DiagramLayout.steps(
      for: trace, combine: diagrams.count == 1, words: options.locale.words)
    // The language follows `-animated`, as it follows the name of a still diagram.
    let suffix = options.locale.nameSuffix
    var files: [(file: String, data: Data)] = []
    for (index, (base, diagram)) in diagrams.enumerated() {
      let own = steps.filter { $0.diagram == index }
      guard !own.isEmpty else { continue }
      let frames = own.map { diagram.frame(for: $0, of: steps.count, measure: measurer) }
      for theme in options.themes {
        for scale in options.scales {
          let writer = try AnimatedPNG(frameCount: frames.count, frameDuration: frameDuration)
          let variant = RenderVariant(format: .png, scale: scale, theme: theme)
          for frame in frames { try writer.add(canvas(drawing: frame, variant: variant)) }
          let named = animationBase(String(base.dropLast(suffix.count))) + suffix
          files.append((variant.fileName(base: named), try writer.finish()))
        }
      }
    }
    return files
  }
}
