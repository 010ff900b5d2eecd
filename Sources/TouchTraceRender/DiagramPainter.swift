import TouchTraceCanvas
import TouchTraceLayout
import TouchTraceTrace

/// Draws a laid-out diagram on a canvas in a theme.
struct DiagramPainter {
  let canvas: Canvas
  let theme: Theme

  func draw(_ items: [DiagramItem]) {
    for item in items { draw(item, opacity: 1) }
  }

  /// A group's opacity multiplies its items' colours rather than using a Cairo group: Cairo's SVG
  /// output for groups depends on what the process drew before, and faded views need no more.
  private func draw(_ item: DiagramItem, opacity: Double) {
    func color(_ paint: Paint) -> Color {
      let c = theme.resolve(paint)
      return opacity == 1 ? c : c.withAlpha(c.alpha * opacity)
    }
    func strokeStyle(_ s: Stroke) -> StrokeStyle {
      StrokeStyle(color: color(s.paint), width: s.width, dash: s.dash, cap: .round, join: .round)
    }
    switch item {
    case .shape(let shape, let fill, let stroke):
      canvas.draw(path(shape), fill: fill.map(color), stroke: stroke.map(strokeStyle))
    case .text(let text, let at, let style):
      let s = Self.textStyle(style, color: color(style.paint))
      var y = at.y
      if style.middle { y -= canvas.measureText(text, style: s).height / 2 }
      canvas.drawText(text, at: CanvasPoint(at.x, y), style: s)
    case .arrow(let points, let stroke, let headAtStart):
      guard points.count >= 2 else { return }
      canvas.drawArrow(
        .polyline(points.map(point)),
        style: ArrowStyle(stroke: strokeStyle(stroke), headAtStart: headAtStart))
    case .group(let groupOpacity, let items):
      for inner in items { draw(inner, opacity: opacity * groupOpacity) }
    case .clipped(let shape, let items):
      canvas.withSavedState {
        canvas.clip(to: path(shape))
        for inner in items { draw(inner, opacity: opacity) }
      }
    }
  }

  private func point(_ p: Point) -> CanvasPoint { CanvasPoint(p.x, p.y) }

  private func path(_ shape: Shape) -> CanvasPath {
    switch shape {
    case .rect(let r, let radius):
      let rect = CanvasRect(r.x, r.y, r.width, r.height)
      return radius > 0 ? .roundedRect(rect, radius: radius) : .rect(rect)
    case .polygon(let points): return .polygon(points.map(point))
    case .circle(let c, let r): return .circle(center: point(c), radius: r)
    case .polyline(let points): return .polyline(points.map(point))
    }
  }

  static func textStyle(_ s: TouchTraceLayout.TextStyle, color: Color = .black)
    -> TouchTraceCanvas.TextStyle
  {
    let alignment: TextAlignment =
      switch s.alignment {
      case .left: .left
      case .center: .center
      case .right: .right
      }
    return TouchTraceCanvas.TextStyle(
      size: s.size, weight: s.bold ? .bold : .regular, monospaced: s.monospaced, color: color,
      alignment: alignment)
  }
}

/// Measures text with Pango and the pinned fonts, exactly as the painter draws it.
struct PangoMeasurer: TextMeasuring {
  func size(of text: String, style: TouchTraceLayout.TextStyle) -> Size {
    let metrics = try? Canvas.measureText(text, style: DiagramPainter.textStyle(style))
    return Size(metrics?.width ?? 0, metrics?.height ?? 0)
  }
}
