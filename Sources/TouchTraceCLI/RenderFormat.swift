import ArgumentParser
import TouchTraceCanvas
import TouchTraceCommands

/// What `render --format` accepts: the canvas's image formats, the explorer page (`html`) and the
/// animated diagram (`apng`).
enum RenderFormat: String, CaseIterable, ExpressibleByArgument {
  case png, svg, pdf, html, apng

  /// The still image format, or nil for the explorer and the animation.
  var image: ImageFormat? { ImageFormat(rawValue: rawValue) }
}
