internal import CCairo
import Foundation

/// The project's pinned fonts, and where they are read from.
///
/// Text is drawn only with these files, whatever else the machine has: a private fontconfig
/// configuration holds exactly these fonts, so output does not depend on the system's font
/// setup, `fonts.conf` or environment. The files travel with the package, in the
/// `TouchTrace_TouchTraceCanvas` resource bundle SwiftPM (or Xcode) builds beside the program or
/// test bundle, so a Mac or a Linux box with no fonts installed draws the same pixels. Only when
/// that bundle cannot be found (a binary copied somewhere alone) are the same files looked for
/// where the system keeps them: Debian's packages on Linux, `~/Library/Fonts` and `/Library/Fonts`
/// on macOS.
public enum FontSetup {
  /// A font file the canvas needs, and the Debian package that installs the same file.
  public struct FontFile: Sendable, Hashable {
    /// The file's name, in the resource bundle's `Fonts` folder.
    public let name: String
    public let aptPackage: String
    /// Its folder in Debian's font tree (`/usr/share/fonts/`).
    let debianFolder: String

    #if os(Linux)
      /// Where Debian's package installs it (the fallback on Linux).
      public var debianPath: String { "/usr/share/fonts/\(debianFolder)/\(name)" }
    #endif
  }

  /// The pinned font files: DejaVu Sans (regular, bold), DejaVu Sans Mono, and WenQuanYi Micro Hei
  /// for Chinese (and other CJK) text.
  public static let fontFiles: [FontFile] = [
    FontFile(
      name: "DejaVuSans.ttf", aptPackage: "fonts-dejavu-core",
      debianFolder: "truetype/dejavu"),
    FontFile(
      name: "DejaVuSans-Bold.ttf", aptPackage: "fonts-dejavu-core",
      debianFolder: "truetype/dejavu"),
    FontFile(
      name: "DejaVuSansMono.ttf", aptPackage: "fonts-dejavu-core",
      debianFolder: "truetype/dejavu"),
    FontFile(
      name: "wqy-microhei.ttc", aptPackage: "fonts-wqy-microhei",
      debianFolder: "truetype/wqy"),
  ]

  /// The Pango family list for proportional text: Latin and most scripts from DejaVu, CJK from
  /// WenQuanYi.
  public static let sansFamilies = "DejaVu Sans, WenQuanYi Micro Hei"
  /// The Pango family list for monospaced text.
  public static let monospaceFamilies = "DejaVu Sans Mono, WenQuanYi Micro Hei"

  /// Throws `CanvasError/fontFileMissing(path:aptPackage:)` naming the first missing file (and
  /// its package), or `CanvasError/fontSetupFailed(_:)`, if text cannot be drawn. Every
  /// ``Canvas`` initialiser performs this check too; the fonts are loaded once per process.
  public static func verify() throws {
    try FontSystem.verify()
  }

  /// The paths of the font files in use, in ``fontFiles``'s order: the resource bundle's, or, if
  /// it cannot be found, the system's (see the type's documentation).
  public static func fontPaths() throws -> [String] {
    if let folder = FontBundle.folder(containing: fontFiles.map(\.name)) {
      return fontFiles.map { folder.appendingPathComponent($0.name).path }
    }
    return try systemFontPaths()
  }

  /// The fallback: the same files where the system keeps them.
  static func systemFontPaths() throws -> [String] {
    #if os(Linux)
      for file in fontFiles where !FileManager.default.fileExists(atPath: file.debianPath) {
        throw CanvasError.fontFileMissing(path: file.debianPath, aptPackage: file.aptPackage)
      }
      return fontFiles.map(\.debianPath)
    #else
      // Where font installers (Font Book, Homebrew's font casks) put fonts on macOS.
      let home = NSHomeDirectory()
      let folders = [home + "/Library/Fonts", "/Library/Fonts"]
      return try fontFiles.map { file in
        let candidates = folders.map { $0 + "/" + file.name }
        guard let found = candidates.first(where: FileManager.default.fileExists(atPath:)) else {
          throw CanvasError.fontSetupFailed(
            "the \(FontBundle.name) resource bundle is not beside the program, and "
              + "\(file.name) is not in \(folders.joined(separator: " or ")); "
              + "build and run touchtrace with SwiftPM (README: Installing)")
        }
        return found
      }
    #endif
  }
}

/// The text machinery: a private fontconfig configuration with only the pinned fonts (loaded once
/// per process), and PangoCairo FT font maps using it, each with one Pango context with fixed font
/// options.
///
/// Pango font maps and contexts are not thread-safe, so each ``FontSystem`` is used by one owner
/// at a time: a canvas checks one out of a pool for its lifetime (``checkOut()``, ``checkIn()``),
/// so canvases on different threads lay text out in parallel, each with its own font map. The pool
/// grows to the number of canvases alive at once. Every font map has the same configuration and
/// options, so which one a canvas gets never changes its output. An instance's pointers are
/// created once and never mutated or freed, and its uses are still wrapped in ``withLock(_:)``
/// (uncontended), which is why the class can be `@unchecked Sendable`.
final class FontSystem: @unchecked Sendable {
  private let lock = NSLock()
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let context: OpaquePointer  // PangoContext *
  /// Antialias gray, no hinting, unhinted metrics; also set on every Cairo context.
  var fontOptions: OpaquePointer { configuration.fontOptions }
  private let configuration: FontConfiguration
  /// Glyph outlines for SVG text, converted once per glyph (use under the lock).
  private(set) lazy var svgGlyphs = SVGGlyphCache(fontOptions: configuration.fontOptions)
  /// Texts this font system has laid out (use under the lock).
  var laidOut = LaidOutTextCache()

  private static let configuration: Result<FontConfiguration, CanvasError> = {
    do {
      return .success(try FontConfiguration())
    } catch let error as CanvasError {
      return .failure(error)
    } catch {
      return .failure(.fontSetupFailed("\(error)"))
    }
  }()

  private static let poolLock = NSLock()
  nonisolated(unsafe) private static var idle: [FontSystem] = []  // guarded by poolLock

  /// Loads the pinned fonts on first use (Swift runs the initialiser exactly once); throws if
  /// text cannot be drawn.
  static func verify() throws {
    _ = try configuration.get()
  }

  /// A font system no one else is using; give it back with ``checkIn()``.
  static func checkOut() throws -> FontSystem {
    let configuration = try configuration.get()
    let reused = poolLock.withLock { idle.popLast() }
    return try reused ?? FontSystem(configuration)
  }

  /// Returns this font system to the pool; the caller must not use it afterwards.
  func checkIn() {
    Self.poolLock.withLock { Self.idle.append(self) }
  }

  /// Runs `body` with a font system checked out for its duration.
  static func borrow<R>(_ body: (FontSystem) throws -> R) throws -> R {
    let fonts = try checkOut()
    defer { fonts.checkIn() }
    return try body(fonts)
  }

  private init(_ configuration: FontConfiguration) throws {
    guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT),
      ccairo_font_map_is_fc(fontMap) != 0
    else {
      throw CanvasError.fontSetupFailed("Pango has no FreeType/fontconfig font map")
    }
    ccairo_font_map_set_fc_config(fontMap, configuration.config)

    guard let context = pango_font_map_create_context(fontMap) else {
      throw CanvasError.fontSetupFailed("pango_font_map_create_context failed")
    }
    pango_cairo_context_set_font_options(context, configuration.fontOptions)
    // Fractional glyph positions: metrics then don't depend on hinting or the device scale.
    pango_context_set_round_glyph_positions(context, 0)
    // A fixed language, so $LANG / $LANGUAGE cannot change font selection or shaping.
    pango_context_set_language(context, pango_language_from_string("en"))
    pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)

    self.configuration = configuration
    self.fontMap = fontMap
    self.context = context
  }

  /// Runs `body` holding this instance's lock; see the type's documentation.
  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
  /// Lays out `text` and passes the layout and its metrics to `body`. Call only under the lock.
  func withLayout<R>(
    _ text: String, style: TextStyle, _ body: (OpaquePointer, LayoutMetrics) throws -> R
  ) rethrows -> R {
    // GLib aborts on allocation failure, so this never returns NULL.
    let layout: OpaquePointer = pango_layout_new(context)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }

    let description = pango_font_description_new()
    pango_font_description_set_family(
      description, style.monospaced ? FontSetup.monospaceFamilies : FontSetup.sansFamilies)
    pango_font_description_set_weight(
      description, style.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    pango_font_description_set_style(description, PANGO_STYLE_NORMAL)
    pango_font_description_set_stretch(description, PANGO_STRETCH_NORMAL)
    pango_font_description_set_absolute_size(description, style.clampedSize * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)

    switch style.alignment {
    case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
    if let maxWidth = style.maxWidth, maxWidth.isFinite {
      let width = max(0, min(maxWidth, 1_000_000))
      // checked: width is within 0...1,000,000 (above).
      pango_layout_set_width(layout, Int32((width * Double(PANGO_SCALE)).rounded(.down)))
      switch style.overflow {
      case .ellipsis:
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      case .wrap:
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      }
    }

    let visible = VisibleText.cut(text, style: style)
    let sanitized =
      visible.contains("\0") ? visible.replacingOccurrences(of: "\0", with: "") : visible
    sanitized.withCString { pango_layout_set_text(layout, $0, Int32(sanitized.utf8.count)) }

    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    let metrics = LayoutMetrics(
      offsetX: Double(logical.x) / scale, offsetY: Double(logical.y) / scale,
      width: Double(logical.width) / scale, height: Double(logical.height) / scale,
      baseline: Double(pango_layout_get_baseline(layout) - logical.y) / scale,
      lineCount: Int(pango_layout_get_line_count(layout)),
      isTruncated: pango_layout_is_ellipsized(layout) != 0)
    return try body(layout, metrics)
  }

  /// A layout's logical extents in points, relative to the layout's origin.
  struct LayoutMetrics {
    var offsetX = 0.0
    var offsetY = 0.0
    var width = 0.0
    var height = 0.0
    var baseline = 0.0
    var lineCount = 0
    var isTruncated = false

    var textMetrics: TextMetrics {
      TextMetrics(
        width: width, height: height, baseline: baseline, lineCount: lineCount,
        isTruncated: isTruncated)
    }
  }
}
