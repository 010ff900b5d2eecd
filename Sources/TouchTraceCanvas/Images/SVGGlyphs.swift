internal import CCairo
import Foundation

/// One glyph's outline as SVG path data, at its font's size, with the origin on the baseline.
struct SVGGlyphOutline {
  /// A font (numbered once per process by its Pango description) and a glyph in it.
  struct Key: Hashable {
    var font: Int
    var glyph: UInt32
  }

  let key: Key
  let pathData: [UInt8]
  /// A space or another glyph with no outline: nothing to draw.
  var isEmpty: Bool { pathData.isEmpty }
}

/// The glyph outlines a font system has converted, kept for the process (a batch draws the same
/// few hundred glyphs over and over). Each ``FontSystem`` owns one and uses it under its lock.
final class SVGGlyphCache {
  private struct Font {
    let number: Int
    var outlines: [UInt32: SVGGlyphOutline] = [:]
  }

  /// Fonts by their `PangoFont` pointer, each referenced so the pointer cannot be reused.
  private var fonts: [UnsafeMutableRawPointer: Font] = [:]
  /// A context on a tiny surface, only used to ask Cairo for glyph outlines.
  private let scratch: OpaquePointer  // cairo_t *

  /// Font numbers by description, shared by every cache so equal fonts get equal keys.
  private static let numbersLock = NSLock()
  nonisolated(unsafe) private static var numbers: [String: Int] = [:]  // guarded by numbersLock

  init(fontOptions: OpaquePointer) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
    scratch = cairo_create(surface)
    cairo_surface_destroy(surface)  // the context keeps it alive
    cairo_set_font_options(scratch, fontOptions)
  }

  /// The glyphs of a laid-out `layout`, relative to its origin, positioned as
  /// `pango_cairo_show_layout` draws them; nil if the layout has a glyph no font has (Pango then
  /// draws a hex box, which has no outline here).
  func glyphs(of layout: OpaquePointer) -> [PlacedGlyph]? {
    let scale = Double(PANGO_SCALE)
    var placed: [PlacedGlyph] = []
    let iter: OpaquePointer = pango_layout_get_iter(layout)
    defer { pango_layout_iter_free(iter) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iter),
        let font = run.pointee.item.pointee.analysis.font,
        let glyphString = run.pointee.glyphs
      else { continue }
      var logical = PangoRectangle()
      pango_layout_iter_get_run_extents(iter, nil, &logical)
      let baseline = Double(pango_layout_iter_get_baseline(iter) - run.pointee.y_offset) / scale
      var x = Double(logical.x) / scale
      let infos = UnsafeBufferPointer(
        start: glyphString.pointee.glyphs, count: Int(glyphString.pointee.num_glyphs))
      for info in infos {
        defer { x += Double(info.geometry.width) / scale }
        if info.glyph == PANGO_GLYPH_EMPTY { continue }
        guard info.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0 else { return nil }
        let outline = outline(font, info.glyph)
        guard !outline.isEmpty else { continue }  // a space
        placed.append(
          PlacedGlyph(
            outline: outline, x: x + Double(info.geometry.x_offset) / scale,
            y: baseline + Double(info.geometry.y_offset) / scale))
      }
    } while pango_layout_iter_next_run(iter) != 0
    return placed
  }

  /// The whole layout as one path (hex boxes included), for layouts ``glyphs(of:)`` cannot
  /// give as glyphs.
  func path(of layout: OpaquePointer, origin: CanvasPoint) -> [CanvasPath.CubicElement] {
    cairo_new_path(scratch)
    cairo_move_to(scratch, origin.x, origin.y)
    pango_cairo_layout_path(scratch, layout)
    return copyPath()
  }

  private func outline(_ font: UnsafeMutablePointer<PangoFont>, _ glyph: UInt32) -> SVGGlyphOutline
  {
    let pointer = UnsafeMutableRawPointer(font)
    if let known = fonts[pointer]?.outlines[glyph] { return known }
    if fonts[pointer] == nil {
      g_object_ref(pointer)
      fonts[pointer] = Font(number: Self.number(of: font))
    }
    let key = SVGGlyphOutline.Key(font: fonts[pointer]!.number, glyph: glyph)
    var data: [UInt8] = []
    if let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) {
      cairo_set_scaled_font(scratch, scaled)
      cairo_new_path(scratch)
      var cairoGlyph = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
      cairo_glyph_path(scratch, &cairoGlyph, 1)
      data.appendPathData(copyPath())
    }
    let outline = SVGGlyphOutline(key: key, pathData: data)
    fonts[pointer]!.outlines[glyph] = outline
    return outline
  }

  /// The scratch context's current path as elements (a failed path is empty).
  private func copyPath() -> [CanvasPath.CubicElement] {
    guard let path = cairo_copy_path(scratch) else { return [] }
    defer { cairo_path_destroy(path) }
    guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else {
      return []
    }
    var out: [CanvasPath.CubicElement] = []
    var i = 0
    let count = Int(path.pointee.num_data)
    while i < count {
      let header = data[i].header
      func p(_ k: Int) -> CanvasPoint { CanvasPoint(data[i + k].point.x, data[i + k].point.y) }
      switch header.type {
      case CAIRO_PATH_MOVE_TO: out.append(.move(p(1)))
      case CAIRO_PATH_LINE_TO: out.append(.line(p(1)))
      case CAIRO_PATH_CURVE_TO: out.append(.curve(p(1), p(2), p(3)))
      case CAIRO_PATH_CLOSE_PATH: out.append(.close)
      default: break
      }
      i += max(Int(header.length), 1)
    }
    return out
  }

  private static func number(of font: UnsafeMutablePointer<PangoFont>) -> Int {
    let description = pango_font_describe_with_absolute_size(font)
    defer { pango_font_description_free(description) }
    let text = pango_font_description_to_string(description)
    defer { g_free(text) }
    let name = text.map { String(cString: $0) } ?? ""
    return numbersLock.withLock {
      if let known = numbers[name] { return known }
      numbers[name] = numbers.count
      return numbers.count - 1
    }
  }
}
