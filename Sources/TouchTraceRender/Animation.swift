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

  /// The most pixels a scene's animations may hold in all, frames × pixels a frame, over every
  /// diagram, theme and scale: each frame's pixels are copied, compared and compressed at zlib's
  /// level 9, about 15 ns a pixel in a release build and 35 in a debug one. One billion is 95
  /// frames of a @2x phone diagram or 380 at @1x, half a minute at most in a debug build
  /// (issue 23: a settings screen's 133 frames at @3x, 3.1 billion pixels, took over two minutes).
  public static let maximumAnimationPixels = 1_000_000_000

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
    let animated = diagrams.enumerated().compactMap { index, named in
      let own = steps.filter { $0.diagram == index }
      let overlays = own.map {
        named.diagram.frameOverlay(for: $0, of: steps.count, measure: measurer)
      }
      return overlays.isEmpty ? nil : (base: named.name, diagram: named.diagram, overlays: overlays)
    }
    try checkBudget(animated.map { ($0.diagram.frameSize, $0.overlays.count) }, options)
    // The language follows `-animated`, as it follows the name of a still diagram.
    let suffix = options.locale.nameSuffix
    var files: [(file: String, data: Data)] = []
    for (base, diagram, overlays) in animated {
      let still = Diagram(size: diagram.frameSize, items: diagram.items)
      for theme in options.themes {
        for scale in options.scales {
          let variant = RenderVariant(format: .png, scale: scale, theme: theme)
          // The diagram is drawn once; each frame copies it and draws its step over it.
          let drawn = try canvas(drawing: still, variant: variant)
          let writer = try AnimatedPNG(frameCount: overlays.count, frameDuration: frameDuration)
          for overlay in overlays {
            let frame = try Canvas(
              size: CanvasSize(still.size.width, still.size.height), scale: Double(scale),
              format: .png)
            try frame.copyPixels(from: drawn)
            DiagramPainter(canvas: frame, theme: theme).draw(overlay)
            try writer.add(frame)
          }
          let named = animationBase(String(base.dropLast(suffix.count))) + suffix
          files.append((variant.fileName(base: named), try writer.finish()))
        }
      }
    }
    return files
  }

  /// Refuses animations past ``maximumAnimationPixels`` before anything is drawn. Sizes in
  /// pixels as a canvas rounds them; a canvas too large is refused by the canvas itself.
  static func checkBudget(_ animations: [(size: Size, frames: Int)], _ options: RenderOptions)
    throws
  {
    var (frames, pixels) = (0, 0.0)
    for (size, count) in animations {
      for scale in options.scales {
        let s = Double(scale)
        let each = (size.width * s).rounded(.up) * (size.height * s).rounded(.up)
        pixels += each * Double(count * options.themes.count)
        frames += count * options.themes.count
      }
    }
    guard pixels > Double(maximumAnimationPixels) else { return }
    throw CanvasError.animationTooLarge(
      frames: frames, pixels: Int(saturating: pixels),
      maximum: maximumAnimationPixels)
  }
}
