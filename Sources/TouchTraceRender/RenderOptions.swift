import TouchTraceCanvas
import TouchTraceLayout

/// What to write for each diagram: formats, PNG scales and themes, one file per combination.
public struct RenderOptions: Sendable, Equatable {
  public var formats: [ImageFormat] = [.png]
  /// Pixels per point for PNG; vector formats ignore it.
  public var scales: [Int] = [2]
  public var themes: [Theme] = [.light]
  /// All touches in one image instead of one image per touch.
  public var combine = false
  /// The reader's language: every word the diagrams draw (never ids, classes or methods).
  public var locale: DiagramLocale = .en
  public init() {}

  /// The variants of the references `touchtrace check` records: PNG @2x and SVG, light and dark.
  /// (The project's own `output/` holds fewer: samples/gallery.manifest lists them.)
  public static var gallery: RenderOptions {
    var o = RenderOptions()
    o.formats = [.png, .svg]
    o.themes = [.light, .dark]
    o.scales = [2]
    return o
  }
}

/// One file to write, named as DocC expects so a documentation catalog picks up every variant:
/// `name.png`, `name@2x.png`, `name~dark.png`, `name~dark@2x.png`, `name.svg`, `name.pdf`. A
/// language other than English is part of the name (`DiagramLocale.nameSuffix`), before the
/// appearance and the scale: `name~zh-Hans~dark@2x.png`.
public struct RenderVariant: Sendable, Equatable, Hashable {
  public var format: ImageFormat
  public var scale: Int
  public var theme: Theme

  public init(format: ImageFormat, scale: Int, theme: Theme) {
    self.format = format
    self.scale = scale
    self.theme = theme
  }

  public func fileName(base: String) -> String {
    let dark = theme == .dark ? "~dark" : ""
    let density = format == .png && scale != 1 ? "@\(scale)x" : ""
    return base + dark + density + "." + format.rawValue
  }

  /// Every combination the options ask for, without duplicates (vector formats have one scale).
  public static func all(_ options: RenderOptions) -> [RenderVariant] {
    var out: [RenderVariant] = []
    for theme in options.themes {
      for format in options.formats {
        for scale in format == .png ? options.scales : [1] {
          let v = RenderVariant(format: format, scale: scale, theme: theme)
          if !out.contains(v) { out.append(v) }
        }
      }
    }
    return out
  }
}

extension DiagramLocale {
  /// What a diagram's name gains in this language: nothing in English, `~zh-Hans` and so on
  /// otherwise. It comes before DocC's `~dark` and `@2x`, so `name~zh-Hans` is an image of its own
  /// to DocC with its own dark and 2x variants.
  public var nameSuffix: String { self == .en ? "" : "~" + rawValue }
}
