import Foundation

/// How an arrow looks: its shaft's stroke and filled triangular heads.
public struct ArrowStyle: Sendable, Hashable {
  /// The shaft's stroke; the heads are filled with its colour.
  public var stroke: StrokeStyle
  /// From the tip to the base of a head, in points.
  public var headLength: Double
  /// Across the base of a head, in points.
  public var headWidth: Double
  /// A head at the path's end (where it points to).
  public var headAtEnd: Bool
  /// A head at the path's start too (a double-headed arrow).
  public var headAtStart: Bool

  /// Without explicit sizes the head grows with the line: 6 + 3 × width long, 0.8 × that wide.
  public init(
    stroke: StrokeStyle = StrokeStyle(), headLength: Double? = nil, headWidth: Double? = nil,
    headAtEnd: Bool = true, headAtStart: Bool = false
  ) {
    self.stroke = stroke
    let length = headLength ?? 6 + 3 * max(stroke.width, 0)
    self.headLength = length
    self.headWidth = headWidth ?? length * 0.8
    self.headAtEnd = headAtEnd
    self.headAtStart = headAtStart
  }
}

extension Canvas {
  /// Draws an arrow along `shaft` (a line, polyline, or quadratic or cubic curve: the path's first
  /// subpath start and last point are the arrow's ends). Each head is a filled triangle whose tip is
  /// the path's end point, pointing along the path's tangent there; the shaft stops inside the head
  /// so thick lines don't poke out of the tip. A translucent colour is applied to the arrow as a
  /// whole, so the shaft and head don't darken where they overlap.
  public func drawArrow(_ shaft: CanvasPath, style: ArrowStyle) {
    let color = style.stroke.color
    guard color.alpha < 1 else { return drawOpaqueArrow(shaft, style: style) }
    withOpacity(color.alpha) {
      var opaque = style
      opaque.stroke.color = color.withAlpha(1)
      drawOpaqueArrow(shaft, style: opaque)
    }
  }

  /// Draws a straight arrow; see ``drawArrow(_:style:)``.
  public func drawArrow(from start: CanvasPoint, to end: CanvasPoint, style: ArrowStyle) {
    drawArrow(.line(from: start, to: end), style: style)
  }

  private func drawOpaqueArrow(_ shaft: CanvasPath, style: ArrowStyle) {
    var elements = shaft.cubicElements
    let length = style.headLength.isFinite ? max(style.headLength, 0) : 0
    let halfWidth = style.headWidth.isFinite ? max(style.headWidth, 0) / 2 : 0
    // How far the shaft is pulled back from a tip: it still overlaps the head by a fifth of its
    // length, where the head is 0.8 × headWidth wide, enough to cover the line's end.
    let pullBack = length * 0.8
    var heads: [(tip: CanvasPoint, direction: CanvasPoint)] = []

    if style.headAtEnd, length > 0, let end = ArrowGeometry.end(of: elements) {
      heads.append((end.tip, end.direction))
      ArrowGeometry.moveEnd(of: &elements, by: pullBack, along: end.direction)
    }
    if style.headAtStart, length > 0, let start = ArrowGeometry.start(of: elements) {
      heads.append((start.tip, start.direction))
      ArrowGeometry.moveStart(of: &elements, by: pullBack, along: start.direction)
    }

    stroke(CanvasPath(cubic: elements), style: style.stroke)
    for head in heads {
      let d = head.direction
      let base = CanvasPoint(head.tip.x - d.x * length, head.tip.y - d.y * length)
      let normal = CanvasPoint(-d.y * halfWidth, d.x * halfWidth)
      fill(
        .polygon([
          head.tip, CanvasPoint(base.x + normal.x, base.y + normal.y),
          CanvasPoint(base.x - normal.x, base.y - normal.y),
        ]), color: style.stroke.color)
    }
  }
}

extension CanvasPath {
  /// A path from already-cubic elements.
  init(cubic elements: [CubicElement]) {
    self.init()
    for element in elements {
      switch element {
      case .move(let p): move(to: p)
      case .line(let p): addLine(to: p)
      case .curve(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
      case .close: closeSubpath()
      }
    }
  }
}

/// Tangents at the ends of a path, and shortening it there, for arrowheads.
enum ArrowGeometry {
  typealias Element = CanvasPath.CubicElement

  /// The last point and the unit direction of travel arriving at it.
  static func end(of elements: [Element]) -> (tip: CanvasPoint, direction: CanvasPoint)? {
    guard let index = elements.lastIndex(where: { $0 != .close }), index > 0 else { return nil }
    let candidates: [CanvasPoint]
    let tip: CanvasPoint
    switch elements[index] {
    case .line(let p):
      tip = p
      candidates = []
    case .curve(let c1, let c2, let p):
      tip = p
      candidates = [c2, c1]
    case .move, .close:
      return nil
    }
    // Fall back to the points before, for degenerate controls or zero-length segments.
    let earlier = elements[..<index].reversed().flatMap(points(of:))
    for from in candidates + earlier {
      if let d = unit(from: from, to: tip) { return (tip, d) }
    }
    return nil
  }

  /// The first point and the unit direction pointing away from the path there (backwards).
  static func start(of elements: [Element]) -> (tip: CanvasPoint, direction: CanvasPoint)? {
    guard case .move(let tip)? = elements.first, elements.count > 1 else { return nil }
    let later = elements.dropFirst().flatMap { element -> [CanvasPoint] in
      if case .curve(let c1, let c2, let p) = element { return [c1, c2, p] }
      return points(of: element)
    }
    for from in later {
      if let d = unit(from: from, to: tip) { return (tip, d) }
    }
    return nil
  }

  /// Moves the path's last point back by `distance` against `direction` (at most the length of the
  /// last segment's chord, so the shaft never turns around).
  static func moveEnd(
    of elements: inout [Element], by distance: Double, along direction: CanvasPoint
  ) {
    guard let index = elements.lastIndex(where: { $0 != .close }), index > 0 else { return }
    let previous = elements[..<index].reversed().lazy.flatMap(points(of:)).first
    func moved(_ p: CanvasPoint) -> CanvasPoint {
      let chord = previous.map { hypot($0.x - p.x, $0.y - p.y) } ?? distance
      let d = min(distance, chord)
      return CanvasPoint(p.x - direction.x * d, p.y - direction.y * d)
    }
    switch elements[index] {
    case .line(let p): elements[index] = .line(moved(p))
    case .curve(let c1, let c2, let p): elements[index] = .curve(c1, c2, moved(p))
    case .move, .close: break
    }
  }

  /// Moves the path's first point forward by `distance` (`direction` points away from the path).
  static func moveStart(
    of elements: inout [Element], by distance: Double, along direction: CanvasPoint
  ) {
    guard case .move(let p)? = elements.first, elements.count > 1 else { return }
    let next = elements.dropFirst().lazy.flatMap { element -> [CanvasPoint] in
      if case .curve(_, _, let q) = element { return [q] }
      return points(of: element)
    }.first
    let chord = next.map { hypot($0.x - p.x, $0.y - p.y) } ?? distance
    let d = min(distance, chord)
    elements[0] = .move(CanvasPoint(p.x - direction.x * d, p.y - direction.y * d))
  }

  /// An element's points, last first.
  private static func points(of element: Element) -> [CanvasPoint] {
    switch element {
    case .move(let p), .line(let p): [p]
    case .curve(let c1, let c2, let p): [p, c2, c1]
    case .close: []
    }
  }

  private static func unit(from a: CanvasPoint, to b: CanvasPoint) -> CanvasPoint? {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length = hypot(dx, dy)
    guard length > 1e-9, length.isFinite else { return nil }
    return CanvasPoint(dx / length, dy / length)
  }
}
