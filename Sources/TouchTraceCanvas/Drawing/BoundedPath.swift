/// Paths cut down to a square far larger than any canvas before they reach Cairo.
///
/// A scene may put a view or an enlarged hit area at 1e9 points; the PNG surface clips it, but
/// Cairo's SVG and PDF surfaces dash the whole outline when they finish, and a dashed rectangle a
/// million points wide took 1 GB and ended in "out of memory" (issue 14). What lies inside the
/// canvas is unchanged: a path within the square (every path of an ordinary diagram) is passed as
/// it is; a polygon is clipped to the square (Sutherland–Hodgman), an open line to its pieces
/// inside it, and a curve's points are clamped.
extension CanvasPath {
  /// Half the side of the square, in points: twice the largest canvas.
  static let coordinateLimit = Double(Canvas.maximumDimension) * 2

  func boundedCubicElements(limit: Double = coordinateLimit) -> [CubicElement] {
    let elements = cubicElements
    let inside = { (p: CanvasPoint) in abs(p.x) <= limit && abs(p.y) <= limit }
    let allInside = elements.allSatisfy {
      switch $0 {
      case .move(let p), .line(let p): inside(p)
      case .curve(let a, let b, let c): inside(a) && inside(b) && inside(c)
      case .close: true
      }
    }
    guard !allInside else { return elements }
    var out: [CubicElement] = []
    for subpath in Self.subpaths(elements) {
      out += Self.bounded(subpath, limit: limit)
    }
    return out
  }

  /// Splits at each move.
  private static func subpaths(_ elements: [CubicElement]) -> [[CubicElement]] {
    var out: [[CubicElement]] = []
    for e in elements {
      if case .move = e {
        out.append([e])
      } else if out.isEmpty {
        out.append([e])
      } else {
        out[out.count - 1].append(e)
      }
    }
    return out
  }

  private static func bounded(_ subpath: [CubicElement], limit: Double) -> [CubicElement] {
    var points: [CanvasPoint] = []
    var closed = false
    for e in subpath {
      switch e {
      case .move(let p), .line(let p): points.append(p)
      case .close: closed = true
      case .curve:
        // Curves (rounded corners, circles) are not clipped exactly: their points are clamped.
        return subpath.map { clamped($0, limit) }
      }
    }
    if closed {
      let polygon = clip(polygon: points, limit: limit)
      guard let first = polygon.first else { return [] }
      return [.move(first)] + polygon.dropFirst().map { .line($0) } + [.close]
    }
    var out: [CubicElement] = []
    var last: CanvasPoint?
    for (a, b) in zip(points, points.dropFirst()) {
      guard let (p, q) = clip(segment: a, b, limit: limit) else { continue }
      if last != p { out.append(.move(p)) }
      out.append(.line(q))
      last = q
    }
    return out
  }

  private static func clamped(_ e: CubicElement, _ limit: Double) -> CubicElement {
    func c(_ p: CanvasPoint) -> CanvasPoint {
      CanvasPoint(min(max(p.x, -limit), limit), min(max(p.y, -limit), limit))
    }
    return switch e {
    case .move(let p): .move(c(p))
    case .line(let p): .line(c(p))
    case .curve(let a, let b, let p): .curve(c(a), c(b), c(p))
    case .close: .close
    }
  }

  /// Sutherland–Hodgman against the square's four edges.
  static func clip(polygon: [CanvasPoint], limit: Double) -> [CanvasPoint] {
    // Each edge: is a point inside it, and where does a segment cross it.
    let edges: [(inside: (CanvasPoint) -> Bool, value: (CanvasPoint) -> Double, bound: Double)] = [
      ({ $0.x >= -limit }, { $0.x }, -limit), ({ $0.x <= limit }, { $0.x }, limit),
      ({ $0.y >= -limit }, { $0.y }, -limit), ({ $0.y <= limit }, { $0.y }, limit),
    ]
    var points = polygon
    for edge in edges {
      guard let last = points.last else { return [] }
      var out: [CanvasPoint] = []
      var previous = last
      for p in points {
        let inP = edge.inside(p)
        let inPrevious = edge.inside(previous)
        if inP != inPrevious {
          let t = (edge.bound - edge.value(previous)) / (edge.value(p) - edge.value(previous))
          out.append(
            CanvasPoint(previous.x + (p.x - previous.x) * t, previous.y + (p.y - previous.y) * t))
        }
        if inP { out.append(p) }
        previous = p
      }
      points = out
    }
    return points
  }

  /// Liang–Barsky: the part of a segment inside the square, or nil.
  static func clip(segment a: CanvasPoint, _ b: CanvasPoint, limit: Double) -> (
    CanvasPoint, CanvasPoint
  )? {
    var t0 = 0.0
    var t1 = 1.0
    let dx = b.x - a.x
    let dy = b.y - a.y
    for (p, q) in [(-dx, a.x + limit), (dx, limit - a.x), (-dy, a.y + limit), (dy, limit - a.y)] {
      if p == 0 {
        if q < 0 { return nil }
        continue
      }
      let r = q / p
      if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
      if t0 > t1 { return nil }
    }
    return (
      CanvasPoint(a.x + dx * t0, a.y + dy * t0), CanvasPoint(a.x + dx * t1, a.y + dy * t1)
    )
  }
}
