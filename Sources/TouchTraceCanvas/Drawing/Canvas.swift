internal import CCairo
import Foundation

/// A drawing surface in points that renders to PNG, SVG or PDF.
///
///     let canvas = try Canvas(size: CanvasSize(320, 200), scale: 2, format: .png, background: .white)
///     canvas.fill(.roundedRect(CanvasRect(20, 20, 120, 80), radius: 8), color: .red)
///     canvas.drawText("红色视图 redView", at: CanvasPoint(20, 110), style: TextStyle(size: 14))
///     let png = try canvas.finish()
///
/// Coordinates are points with the origin at the top left and y growing downwards. For PNG the
/// image has `scale` pixels per point; SVG and PDF are sized in points and ignore the scale.
///
/// Output is deterministic: the same calls give byte-identical files on every run, in one process
/// or many (fonts are pinned, PDF dates are fixed, SVG ids are numbered within each file).
///
/// A canvas belongs to one thread at a time (it is not `Sendable`); separate canvases may be drawn
/// on different threads at once.
public final class Canvas {
  /// The largest width or height a canvas may have: in pixels (points × scale) for PNG, in points for
  /// SVG and PDF. 16384 px keeps a PNG canvas under 1 GiB of pixel memory and well inside Cairo's
  /// limit of 32767 pixels per side.
  public static let maximumDimension = 16_384
  /// The most pixels a PNG canvas (or a reference PNG read for comparison) may have: 50 million,
  /// 200 MB of pixel memory, so a drawing never needs more than modest memory (issue 14). The
  /// gallery's largest image, at @3x, has about 23 million.
  public static let maximumPixels = 50_000_000

  /// The size in points.
  public let size: CanvasSize
  /// Pixels per point for PNG (as given; SVG and PDF ignore it).
  public let scaleFactor: Double
  public let format: ImageFormat
  /// The image's width in pixels (PNG) or points (SVG, PDF), rounded up.
  public let pixelWidth: Int
  /// The image's height in pixels (PNG) or points (SVG, PDF), rounded up.
  public let pixelHeight: Int

  /// The whole canvas, in points.
  public var bounds: CanvasRect { CanvasRect(origin: .zero, size: size) }

  let fonts: FontSystem
  /// Cairo's surface, for PNG and PDF (SVG is written by ``SVGDocument`` instead).
  let surface: OpaquePointer?  // cairo_surface_t *
  /// The drawing context for PNG and PDF; nil once the canvas is finished (drawing calls are then
  /// ignored).
  private(set) var cr: OpaquePointer?  // cairo_t *
  /// The SVG being written; nil once the canvas is finished.
  private(set) var svg: SVGDocument?
  private let sink: OutputSink
  private var result: Result<Data, CanvasError>?

  /// Creates a canvas of `size` points.
  ///
  /// - Parameters:
  ///   - size: the canvas's width and height in points; both must be finite and positive.
  ///   - scale: pixels per point for PNG (1, 2 or 3 like iOS screens; any positive value works).
  ///   - format: the output the canvas produces when finished: PNG, SVG or PDF.
  ///   - background: painted over the whole canvas first; nil leaves it transparent.
  /// - Throws: `CanvasError/invalidSize(width:height:scale:)`,
  ///   `CanvasError/canvasTooLarge(width:height:maximum:format:)`, a font error if the pinned
  ///   fonts are missing, or `CanvasError/cairo(operation:message:)`.
  public init(
    size: CanvasSize, scale: Double = 1, format: ImageFormat = .png, background: Color? = nil
  ) throws {
    guard size.width.isFinite, size.height.isFinite, scale.isFinite,
      size.width > 0, size.height > 0, scale > 0
    else {
      throw CanvasError.invalidSize(width: size.width, height: size.height, scale: scale)
    }
    let unitsPerPoint = format.isRaster ? scale : 1
    let width = (size.width * unitsPerPoint).rounded(.up)
    let height = (size.height * unitsPerPoint).rounded(.up)
    let maximum = Double(Self.maximumDimension)
    guard width <= maximum, height <= maximum else {
      throw CanvasError.canvasTooLarge(
        width: width < 1e15 ? Int(width) : Int.max, height: height < 1e15 ? Int(height) : Int.max,
        maximum: Self.maximumDimension, format: format)
    }
    guard !format.isRaster || width * height <= Double(Self.maximumPixels) else {
      throw CanvasError.tooManyPixels(
        width: Int(width), height: Int(height), maximum: Self.maximumPixels)
    }
    self.size = size
    self.scaleFactor = scale
    self.format = format
    self.pixelWidth = Int(width)
    self.pixelHeight = Int(height)
    // This canvas's own font map, so text on other canvases is laid out in parallel.
    let fonts = try FontSystem.checkOut()
    self.fonts = fonts
    let sink = OutputSink()
    self.sink = sink

    if format == .svg {
      // Written from the drawing calls: no Cairo surface, and one point is one CSS pixel, as iOS
      // points map to CSS pixels.
      self.surface = nil
      self.svg = SVGDocument(width: size.width, height: size.height)
      if let background { paint(background) }
      return
    }
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    let surface: OpaquePointer
    switch format {
    case .png, .svg:  // (SVG returned above)
      surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
      cairo_surface_set_device_scale(surface, scale, scale)
    case .pdf:
      surface = cairo_pdf_surface_create_for_stream(writeToSink, closure, size.width, size.height)
      cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_5)
      for (key, value) in PDFMetadata.fixedEntries {
        cairo_pdf_surface_set_metadata(surface, key, value)
      }
    }
    if let error = Self.error(
      cairo_surface_status(surface), "create the \(format.rawValue) surface")
    {
      cairo_surface_destroy(surface)
      fonts.checkIn()
      throw error
    }
    self.surface = surface

    let cr: OpaquePointer = cairo_create(surface)
    if let error = Self.error(cairo_status(cr), "create a drawing context") {
      cairo_destroy(cr)
      throw error  // every property is set, so deinit runs and destroys the surface
    }
    // (The shared options object is never modified after setup, so reading it needs no lock.)
    cairo_set_font_options(cr, fonts.fontOptions)
    self.cr = cr
    if let background { paint(background) }
  }

  /// Creates a canvas of `width` × `height` points; see ``init(size:scale:format:background:)``.
  public convenience init(
    width: Double, height: Double, scale: Double = 1, format: ImageFormat = .png,
    background: Color? = nil
  ) throws {
    try self.init(
      size: CanvasSize(width, height), scale: scale, format: format, background: background)
  }

  deinit {
    // Destroying the context or surface may release fonts Pango also uses.
    fonts.withLock {
      if let cr { cairo_destroy(cr) }
      if let surface { cairo_surface_destroy(surface) }
    }
    fonts.checkIn()
  }

  /// Ends drawing and returns the file's bytes. Later calls return the same result; drawing calls
  /// after this are ignored. (For PNG, ``pixel(x:y:)`` keeps working.)
  public func finish() throws -> Data {
    if let result { return try result.get() }
    let result: Result<Data, CanvasError>
    do {
      result = .success(try encode())
    } catch let error as CanvasError {
      result = .failure(error)
    } catch {
      result = .failure(.cairo(operation: "finish", message: "\(error)"))
    }
    self.result = result
    return try result.get()
  }

  /// Finishes and writes the file with `writeAtomically(_:to:)`.
  public func write(to url: URL) throws {
    try writeAtomically(finish(), to: url)
  }

  private func encode() throws -> Data {
    if let svg {
      self.svg = nil
      return Data(svg.finish())
    }
    guard let cr, let surface else {
      throw CanvasError.cairo(operation: "finish", message: "no drawing context")
    }
    let drawStatus = cairo_status(cr)
    fonts.withLock {
      cairo_destroy(cr)
      if format != .png { cairo_surface_finish(surface) }
    }
    self.cr = nil
    if let error = Self.error(drawStatus, "draw") { throw error }
    switch format {
    case .png:
      cairo_surface_flush(surface)
      if let error = Self.error(cairo_surface_status(surface), "finish the PNG") { throw error }
      return try PNGEncoder.encode(surface)
    case .svg, .pdf:
      if let error = Self.error(cairo_surface_status(surface), "finish the PDF") { throw error }
      return sink.data
    }
  }

  // MARK: State and transforms

  /// Saves the graphics state (transform, clip); pair with ``restore()``.
  public func save() {
    svg?.save()
    guard let cr else { return }
    cairo_save(cr)
  }

  /// Restores the state saved by the matching ``save()``.
  public func restore() {
    svg?.restore()
    guard let cr else { return }
    cairo_restore(cr)
  }

  /// Runs `body` between ``save()`` and ``restore()``.
  public func withSavedState<R>(_ body: () throws -> R) rethrows -> R {
    save()
    defer { restore() }
    return try body()
  }

  public func translate(x: Double, y: Double) {
    svg?.transform(by: .init(e: x, f: y))
    guard let cr else { return }
    cairo_translate(cr, x, y)
  }

  public func scale(x: Double, y: Double) {
    svg?.transform(by: .init(a: x, d: y))
    guard let cr else { return }
    cairo_scale(cr, x, y)
  }

  /// Rotates later drawing by `radians`, clockwise on screen (y points down).
  public func rotate(by radians: Double) {
    let (c, s) = (cos(radians), sin(radians))
    svg?.transform(by: .init(a: c, b: s, c: -s, d: c))
    guard let cr else { return }
    cairo_rotate(cr, radians)
  }

  /// Intersects the clip with `path`; undone by ``restore()``.
  public func clip(to path: CanvasPath, rule: FillRule = .nonZero) {
    svg?.clip(to: path.boundedCubicElements(), evenOdd: rule == .evenOdd)
    guard let cr else { return }
    addPath(path)
    setFillRule(rule)
    cairo_clip(cr)
  }

  /// Intersects the clip with `rect`; undone by ``restore()``.
  public func clip(to rect: CanvasRect) {
    clip(to: .rect(rect))
  }

  /// Draws what `body` draws as one layer with `opacity` (0...1), so overlapping parts don't add up.
  public func withOpacity<R>(_ opacity: Double, _ body: () throws -> R) rethrows -> R {
    let opacity = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
    if let svg { return try svg.withLayer(opacity: opacity, body) }
    guard let cr else { return try body() }
    cairo_push_group(cr)
    defer {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity)
    }
    return try body()
  }

  // MARK: Drawing

  /// Fills the whole clip area with `color` (replacing nothing: it is drawn over what is there).
  public func paint(_ color: Color) {
    svg?.paint(color)
    guard let cr else { return }
    setSource(color)
    cairo_paint(cr)
  }

  public func fill(_ path: CanvasPath, color: Color, rule: FillRule = .nonZero) {
    svg?.fill(path.boundedCubicElements(), color: color, evenOdd: rule == .evenOdd)
    guard let cr else { return }
    addPath(path)
    setFillRule(rule)
    setSource(color)
    cairo_fill(cr)
  }

  public func stroke(_ path: CanvasPath, style: StrokeStyle) {
    svg?.stroke(path.boundedCubicElements(), style: style)
    guard let cr else { return }
    addPath(path)
    apply(style)
    cairo_stroke(cr)
  }

  /// Fills `path` (if `fill` is given), then strokes it (if `stroke` is given).
  public func draw(_ path: CanvasPath, fill: Color?, stroke: StrokeStyle?) {
    if let fill { self.fill(path, color: fill) }
    if let stroke { self.stroke(path, style: stroke) }
  }

  public func drawLine(from start: CanvasPoint, to end: CanvasPoint, style: StrokeStyle) {
    stroke(.line(from: start, to: end), style: style)
  }

  // MARK: Cairo helpers

  func setSource(_ color: Color) {
    guard let cr else { return }
    let c = color.clamped
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
  }

  private func setFillRule(_ rule: FillRule) {
    guard let cr else { return }
    cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
  }

  private func apply(_ style: StrokeStyle) {
    guard let cr else { return }
    setSource(style.color)
    cairo_set_line_width(cr, style.width.isFinite ? max(style.width, 0) : 1)
    if let dash = style.validDash {
      cairo_set_dash(cr, dash, Int32(dash.count), style.dashPhase.isFinite ? style.dashPhase : 0)
    } else {
      cairo_set_dash(cr, nil, 0, 0)
    }
    switch style.cap {
    case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
    }
    switch style.join {
    case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
    }
    cairo_set_miter_limit(cr, style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10)
  }

  /// Replaces Cairo's current path with `path`.
  private func addPath(_ path: CanvasPath) {
    guard let cr else { return }
    cairo_new_path(cr)
    for element in path.boundedCubicElements() {
      switch element {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .close: cairo_close_path(cr)
      }
    }
  }

  private static func error(_ status: cairo_status_t, _ operation: String) -> CanvasError? {
    guard status != CAIRO_STATUS_SUCCESS else { return nil }
    return .cairo(operation: operation, message: String(cString: cairo_status_to_string(status)))
  }
}

// A canvas wraps a Cairo context, which must not be used from two threads at once.
@available(*, unavailable, message: "A Canvas belongs to one thread; create one per task instead.")
extension Canvas: Sendable {}
