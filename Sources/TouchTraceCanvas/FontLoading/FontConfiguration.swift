internal import CCairo
import Foundation

/// The process-wide part of the text machinery, built once: a private fontconfig configuration
/// holding exactly the pinned fonts, and the Cairo font options every font map and Cairo context
/// uses. Neither is modified after setup (fontconfig reference-counts and locks a configuration
/// itself), so every ``FontSystem`` may share them from any thread.
final class FontConfiguration: @unchecked Sendable {
  let config: OpaquePointer  // FcConfig *
  /// Antialias gray, no hinting, unhinted metrics.
  let fontOptions: OpaquePointer  // cairo_font_options_t *

  init() throws {
    let paths = try FontSetup.fontPaths()
    guard let config = FcConfigCreate() else {
      throw CanvasError.fontSetupFailed("FcConfigCreate failed")
    }
    let rulesLoaded = Self.syntheticBoldRule.withCString { rules in
      rules.withMemoryRebound(to: FcChar8.self, capacity: Self.syntheticBoldRule.utf8.count + 1) {
        FcConfigParseAndLoadFromMemory(config, $0, 1)
      }
    }
    guard rulesLoaded != 0 else {
      FcConfigDestroy(config)
      throw CanvasError.fontSetupFailed("fontconfig rejected the synthetic-bold rule")
    }
    for path in paths {
      let added = path.withCString { cPath in
        cPath.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
          FcConfigAppFontAddFile(config, $0)
        }
      }
      guard added != 0 else {
        FcConfigDestroy(config)
        throw CanvasError.fontSetupFailed("fontconfig could not load \(path)")
      }
    }
    guard FcConfigBuildFonts(config) != 0 else {
      FcConfigDestroy(config)
      throw CanvasError.fontSetupFailed("FcConfigBuildFonts failed")
    }
    // Pango starts a thread that runs FcInit(), loading the system's fontconfig configuration and
    // font caches (2 % of a batch's CPU time, more of a cold start) though the font maps only use
    // this configuration. With this one current, FcInit() has nothing to load; it also keeps any
    // other fontconfig lookup in the process to the pinned fonts.
    FcConfigSetCurrent(config)
    guard let options = cairo_font_options_create() else {
      FcConfigDestroy(config)
      throw CanvasError.fontSetupFailed("cairo_font_options_create failed")
    }
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    self.config = config
    self.fontOptions = options
  }

  /// The private configuration's only rule, as in fontconfig's own 90-synthetic.conf: bold text in
  /// a font without a bold face (WenQuanYi Micro Hei, DejaVu Sans Mono) is emboldened by FreeType,
  /// so bold labels look bold in every script. (Pango 1.50 takes advances from HarfBuzz, which
  /// doesn't widen them, so emboldened glyphs sit slightly tighter; measuring and drawing agree.)
  private static let syntheticBoldRule = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <match target="font">
        <test name="weight" compare="less_eq"><const>medium</const></test>
        <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>
        <edit name="embolden" mode="assign"><bool>true</bool></edit>
        <edit name="weight" mode="assign"><const>bold</const></edit>
      </match>
    </fontconfig>
    """
}
