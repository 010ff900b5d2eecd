import Foundation
import TouchTraceCanvas
import TouchTraceLayout
import TouchTraceTrace

/// Turns a trace into image files. It draws traces only; it never runs the engine.
public enum Renderer {
  /// Measures text with the pinned fonts exactly as drawing does, for laying diagrams out.
  public static let measurer: any TextMeasuring = PangoMeasurer()

  /// The diagrams of a trace, named: `name` for one, `name-1`, `name-2`… for one per touch (then
  /// one per event that is not a touch: a shake, a key press); in a language other than English
  /// the name ends with it (`name-1~zh-Hans`). A diagram too tall for any canvas throws
  /// ``DiagramTooLarge`` before anything is laid out.
  public static func diagrams(
    for trace: Trace, name: String, combine: Bool, locale: DiagramLocale = .en
  ) throws -> [(name: String, diagram: Diagram)] {
    try checkDrawable(trace, combine: combine)
    let measure = measurer
    let words = locale.words
    if combine || DiagramLayout.count(for: trace) <= 1 {
      return [
        (
          name + locale.nameSuffix,
          DiagramLayout.combined(for: trace, measure: measure, words: words)
        )
      ]
    }
    return DiagramLayout.diagrams(for: trace, measure: measure, words: words).enumerated().map {
      ("\(name)-\($0.offset + 1)" + locale.nameSuffix, $0.element)
    }
  }

  /// Throws ``DiagramTooLarge`` when a diagram of `trace` (or all of them stacked, with
  /// `combine`) cannot fit on any canvas, judged from its view tree's rows alone.
  static func checkDrawable(_ trace: Trace, combine: Bool) throws {
    let bounds = DiagramLayout.minimumHeights(for: trace)
    let tallest =
      combine
      ? (height: bounds.map(\.height).reduce(0, +), treeRows: bounds.map(\.treeRows).reduce(0, +))
      : bounds.max { $0.height < $1.height } ?? (0, 0)
    let maximum = Canvas.maximumDimension
    if tallest.height > Double(maximum) {
      throw DiagramTooLarge(
        minimumHeight: tallest.height, treeRows: tallest.treeRows, maximum: maximum)
    }
  }

  /// How many diagrams a trace draws when not combined (one per touch and per other event).
  public static func diagramCount(for trace: Trace) -> Int { DiagramLayout.count(for: trace) }

  /// The bytes of one diagram in one variant.
  public static func image(of diagram: Diagram, variant: RenderVariant) throws -> Data {
    try canvas(drawing: diagram, variant: variant).finish()
  }

  /// A canvas with the diagram drawn on it, not yet finished (`check` compares its pixels before
  /// any encoding; tests read them).
  public static func canvas(drawing diagram: Diagram, variant: RenderVariant) throws -> Canvas {
    let canvas = try Canvas(
      size: CanvasSize(diagram.size.width, diagram.size.height), scale: Double(variant.scale),
      format: variant.format, background: variant.theme.color(.background))
    DiagramPainter(canvas: canvas, theme: variant.theme).draw(diagram.items)
    return canvas
  }

  /// Renders every diagram of `trace` in every variant into `directory`. Everything is drawn
  /// before anything is written, and the files are written all or nothing, so a failure (a canvas
  /// over the size limit, a full disk) leaves no partial set of files. Returns the files written.
  @discardableResult
  public static func render(trace: Trace, name: String, options: RenderOptions, to directory: URL)
    throws
    -> [URL]
  {
    let files = try images(of: trace, name: name, options: options).map {
      (directory.appendingPathComponent($0.file), $0.data)
    }
    try writeAtomically(files)
    return files.map(\.0)
  }

  /// Every diagram of `trace` in every variant, drawn: each file's name and contents.
  public static func images(of trace: Trace, name: String, options: RenderOptions) throws -> [(
    file: String, data: Data
  )] {
    try FontSetup.verify()
    var files: [(file: String, data: Data)] = []
    for (base, diagram) in try diagrams(
      for: trace, name: name, combine: options.combine, locale: options.locale)
    {
      for variant in RenderVariant.all(options) {
        files.append((variant.fileName(base: base), try image(of: diagram, variant: variant)))
      }
    }
    return files
  }
}
