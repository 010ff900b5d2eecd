/// A path: one or more subpaths of straight lines and Bézier curves, built in points.
///
/// Build one with the static constructors (`.rect`, `.roundedRect`, `.ellipse`, `.circle`,
/// `.line`, `.polyline`, `.polygon`) or element by element:
///
///     var path = CanvasPath()
///     path.move(to: CanvasPoint(10, 10))
///     path.addCurve(to: CanvasPoint(90, 10), control1: CanvasPoint(30, 60), control2: CanvasPoint(70, 60))
///
/// A drawing element that needs a current point (a line or curve) with none starts a subpath there.
public struct CanvasPath: Hashable, Sendable {
  public enum Element: Hashable, Sendable {
    case move(to: CanvasPoint)
    case line(to: CanvasPoint)
    case quadCurve(to: CanvasPoint, control: CanvasPoint)
    case curve(to: CanvasPoint, control1: CanvasPoint, control2: CanvasPoint)
    case close
  }

  public private(set) var elements: [Element] = []

  public init() {}

  public init(elements: [Element]) {
    self.elements = elements
  }

  public var isEmpty: Bool { elements.isEmpty }

  public mutating func move(to point: CanvasPoint) {
    elements.append(.move(to: point))
  }

  public mutating func addLine(to point: CanvasPoint) {
    elements.append(.line(to: point))
  }

  public mutating func addQuadCurve(to point: CanvasPoint, control: CanvasPoint) {
    elements.append(.quadCurve(to: point, control: control))
  }

  public mutating func addCurve(to point: CanvasPoint, control1: CanvasPoint, control2: CanvasPoint)
  {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  public mutating func closeSubpath() {
    elements.append(.close)
  }

  /// Appends all of `other`'s elements.
  public mutating func append(_ other: CanvasPath) {
    elements += other.elements
  }

  // MARK: Shapes

  public static func rect(_ rect: CanvasRect) -> CanvasPath {
    polygon([
      CanvasPoint(rect.minX, rect.minY), CanvasPoint(rect.maxX, rect.minY),
      CanvasPoint(rect.maxX, rect.maxY), CanvasPoint(rect.minX, rect.maxY),
    ])
  }

  /// A rectangle with circular corners; the radius is clamped to half the shorter side.
  public static func roundedRect(_ rect: CanvasRect, radius: Double) -> CanvasPath {
    let r = min(max(radius.isFinite ? radius : 0, 0), abs(rect.width) / 2, abs(rect.height) / 2)
    guard r > 0 else { return .rect(rect) }
    let k = r * (1 - kappa)  // distance from a corner to its curve's control points
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    var p = CanvasPath()
    p.move(to: CanvasPoint(x0 + r, y0))
    p.addLine(to: CanvasPoint(x1 - r, y0))
    p.addCurve(
      to: CanvasPoint(x1, y0 + r), control1: CanvasPoint(x1 - k, y0),
      control2: CanvasPoint(x1, y0 + k))
    p.addLine(to: CanvasPoint(x1, y1 - r))
    p.addCurve(
      to: CanvasPoint(x1 - r, y1), control1: CanvasPoint(x1, y1 - k),
      control2: CanvasPoint(x1 - k, y1))
    p.addLine(to: CanvasPoint(x0 + r, y1))
    p.addCurve(
      to: CanvasPoint(x0, y1 - r), control1: CanvasPoint(x0 + k, y1),
      control2: CanvasPoint(x0, y1 - k))
    p.addLine(to: CanvasPoint(x0, y0 + r))
    p.addCurve(
      to: CanvasPoint(x0 + r, y0), control1: CanvasPoint(x0, y0 + k),
      control2: CanvasPoint(x0 + k, y0))
    p.closeSubpath()
    return p
  }

  /// The ellipse inscribed in `rect` (four cubic Béziers, clockwise on screen from the right).
  public static func ellipse(in rect: CanvasRect) -> CanvasPath {
    let (cx, cy) = (rect.midX, rect.midY)
    let (rx, ry) = (rect.width / 2, rect.height / 2)
    let (kx, ky) = (rx * kappa, ry * kappa)
    var p = CanvasPath()
    p.move(to: CanvasPoint(cx + rx, cy))
    p.addCurve(
      to: CanvasPoint(cx, cy + ry), control1: CanvasPoint(cx + rx, cy + ky),
      control2: CanvasPoint(cx + kx, cy + ry))
    p.addCurve(
      to: CanvasPoint(cx - rx, cy), control1: CanvasPoint(cx - kx, cy + ry),
      control2: CanvasPoint(cx - rx, cy + ky))
    p.addCurve(
      to: CanvasPoint(cx, cy - ry), control1: CanvasPoint(cx - rx, cy - ky),
      control2: CanvasPoint(cx - kx, cy - ry))
    p.addCurve(
      to: CanvasPoint(cx + rx, cy), control1: CanvasPoint(cx + kx, cy - ry),
      control2: CanvasPoint(cx + rx, cy - ky))
    p.closeSubpath()
    return p
  }

  public static func circle(center: CanvasPoint, radius: Double) -> CanvasPath {
    ellipse(in: CanvasRect(center.x - radius, center.y - radius, 2 * radius, 2 * radius))
  }

  public static func line(from start: CanvasPoint, to end: CanvasPoint) -> CanvasPath {
    polyline([start, end])
  }

  /// An open path through the points.
  public static func polyline(_ points: [CanvasPoint]) -> CanvasPath {
    var p = CanvasPath()
    for (i, point) in points.enumerated() {
      if i == 0 { p.move(to: point) } else { p.addLine(to: point) }
    }
    return p
  }

  /// A closed path through the points, e.g. the four corners of a rotated view.
  public static func polygon(_ points: [CanvasPoint]) -> CanvasPath {
    var p = polyline(points)
    if !points.isEmpty { p.closeSubpath() }
    return p
  }

  /// A quadratic Bézier from `start` to `end`.
  public static func quadCurve(from start: CanvasPoint, to end: CanvasPoint, control: CanvasPoint)
    -> CanvasPath
  {
    CanvasPath(elements: [.move(to: start), .quadCurve(to: end, control: control)])
  }

  /// A cubic Bézier from `start` to `end`.
  public static func curve(
    from start: CanvasPoint, to end: CanvasPoint, control1: CanvasPoint, control2: CanvasPoint
  ) -> CanvasPath {
    CanvasPath(elements: [
      .move(to: start), .curve(to: end, control1: control1, control2: control2),
    ])
  }

  /// 4/3·(√2 − 1): places cubic control points so a quarter curve approximates a circular arc.
  private static let kappa = 0.552_284_749_830_793_4
}

// MARK: - Geometry used by arrows

extension CanvasPath {
  /// The path's elements with quadratic curves raised to cubics and implicit subpath starts made
  /// explicit, as (kind, points) in absolute coordinates; this is what Cairo is given.
  var cubicElements: [CubicElement] {
    var out: [CubicElement] = []
    var current: CanvasPoint?
    var subpathStart: CanvasPoint?
    for element in elements {
      switch element {
      case .move(let p):
        out.append(.move(p))
        current = p
        subpathStart = p
      case .line(let p):
        if current == nil {
          out.append(.move(p))
          subpathStart = p
        } else {
          out.append(.line(p))
        }
        current = p
      case .quadCurve(let p, let c):
        guard let p0 = current else {
          out.append(.move(p))
          current = p
          subpathStart = p
          continue
        }
        let c1 = CanvasPoint(p0.x + 2 / 3 * (c.x - p0.x), p0.y + 2 / 3 * (c.y - p0.y))
        let c2 = CanvasPoint(p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y))
        out.append(.curve(c1, c2, p))
        current = p
      case .curve(let p, let c1, let c2):
        if current == nil {
          out.append(.move(p))
          current = p
          subpathStart = p
          continue
        }
        out.append(.curve(c1, c2, p))
        current = p
      case .close:
        guard current != nil else { continue }
        out.append(.close)
        current = subpathStart
      }
    }
    return out
  }

  enum CubicElement: Equatable {
    case move(CanvasPoint)
    case line(CanvasPoint)
    case curve(CanvasPoint, CanvasPoint, CanvasPoint)
    case close
  }
}
