import Foundation
import SnapshotTesting
import TouchTraceCanvas
import TouchTraceLayout
import TouchTraceRender
import TouchTraceSnapshotTesting
import TouchTraceTrace

extension TouchTraceSnapshotting where Format == Data {
  /// All of a scene's touches in one diagram, as a PNG, its words in `locale`'s language, compared
  /// pixel by pixel within `tolerance`: `assertTouchTrace(of: sceneURL, as: .png())`.
  public static func png(
    tolerance: ImageTolerance = .exact, theme: Theme = .light, scale: Int = 2,
    locale: DiagramLocale = .en
  ) -> Self {
    Self(strategy: pngFiles(tolerance)) { trace in
      try image(
        of: DiagramLayout.combined(for: trace, measure: Renderer.measurer, words: locale.words),
        theme, scale)
    }
  }

  /// The scene's hit map as `touchtrace hitmap` draws it, as a PNG, compared pixel by pixel
  /// within `tolerance`: `assertTouchTrace(of: sceneURL, as: .hitMap())`. (`.hitMap`, without
  /// parentheses, is the map as JSON.)
  public static func hitMap(
    tolerance: ImageTolerance = .exact, theme: Theme = .light, scale: Int = 2,
    locale: DiagramLocale = .en
  ) -> Self {
    // The map needs the scene, not only its trace: `hitMap:` gets both.
    Self(strategy: pngFiles(tolerance)) { trace, map in
      try image(of: Renderer.hitMapDiagram(trace: trace, map: map, locale: locale), theme, scale)
    }
  }

  private static func image(of diagram: Diagram, _ theme: Theme, _ scale: Int) throws -> Data {
    try Renderer.image(
      of: diagram, variant: RenderVariant(format: .png, scale: scale, theme: theme))
  }

  /// `.png` files compared with `Diffing.touchTracePNG(tolerance:)`.
  private static func pngFiles(_ tolerance: ImageTolerance) -> Snapshotting<Data, Data> {
    Snapshotting(pathExtension: "png", diffing: .touchTracePNG(tolerance: tolerance))
  }
}

extension ImageTolerance {
  /// For a reference recorded on another system, such as one recorded on Linux compared on a Mac:
  /// a pixel counts as different only past 32/255 in a channel, and 0.5 % of the pixels may. The
  /// fonts are the same files, laid out through fontconfig and FreeType everywhere, but each
  /// system's Cairo, Pango, HarfBuzz and FreeType versions may place antialiased edges a fraction
  /// of a pixel apart. A different hit view, responder chain or label fails; a view moved by a few
  /// points may pass, so record and compare on one system where that matters (`.exact`). Not yet
  /// measured against a Mac's drawing (none was at hand): the failure message states the fraction
  /// that differed, to tune it by.
  public static let acrossSystems = ImageTolerance(channel: 32, fraction: 0.005)
}
