import Foundation
import TouchTraceTrace

/// A turned or scaled view's rectangle on screen: a convex outline (its four corners), which a
/// block of cells lies wholly inside, wholly outside, or crosses. Only blocks the outline crosses
/// need cutting further, so a turned view costs hit-tests along its outline, not over its area
/// (issue 35: a view turned by 1° made the map test every cell, 5.8 s).
struct CellOutline: Sendable {
  /// The corners, finite, in the order that makes the shoelace area positive: a point inside is
  /// on the positive side of every edge.
  let corners: [Point]

  enum Relation { case inside, outside, crossing }

  /// Nil when the corners are not a usable convex outline (too few, not finite): such a shape
  /// is asked cell by cell, as before.
  init?(_ points: [Point]) {
    guard points.count >= 3, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
      return nil
    }
    var area = 0.0
    for (a, b) in zip(points, points.dropFirst() + [points[0]]) { area += a.x * b.y - b.x * a.y }
    guard area.isFinite else { return nil }
    let ordered = area < 0 ? points.reversed() : points
    corners = ordered
    edges = ordered.indices.map { k in
      let a = ordered[k]
      let b = ordered[(k + 1) % ordered.count]
      let d = Point(b.x - a.x, b.y - a.y)
      return Edge(start: a, direction: d, length: (d.x * d.x + d.y * d.y).squareRoot())
    }
  }

  /// Each side from a corner to the next, precomputed: tests run once per cell near an outline.
  struct Edge: Sendable {
    var start: Point
    var direction: Point
    var length: Double

    /// Positive on the outline's inner side, in the units of `direction`'s length.
    func cross(_ x: Double, _ y: Double) -> Double {
      direction.x * (y - start.y) - direction.y * (x - start.x)
    }
  }
  let edges: [Edge]

  /// The sides of a row of `count` cell centres at `y`, from `x0` every `step`: 1 inside, 0
  /// outside, -1 within `margin` of an edge (for the engine's own test). Each edge's distance
  /// changes by the same amount from one centre to the next, so a row costs additions.
  func sides(y: Double, x0: Double, step: Double, count: Int, margin: Double) -> [Int8] {
    var out = [Int8](repeating: 1, count: count)
    for edge in edges {
      let start = edge.cross(x0, y) / edge.length
      let delta = -edge.direction.y * step / edge.length
      guard start.isFinite, delta.isFinite else { return [Int8](repeating: -1, count: count) }
      for k in 0..<count where out[k] != 0 {
        let distance = start + Double(k) * delta
        if distance < -margin {
          out[k] = 0
        } else if distance <= margin {
          out[k] = -1
        }
      }
    }
    return out
  }

  /// How near the outline a cell centre is too near to be sorted by geometry alone.
  static func margin(_ space: CellSpace, at p: CGPoint) -> Double {
    space.resolution * 1e-3 + max(abs(p.x), abs(p.y), space.resolution) * 1e-9
  }

  /// Where the centres of `block`'s cells lie. The test is on the rectangle spanning the
  /// centres, grown by a margin, so a centre on or within rounding of the outline always counts
  /// as crossing: that block is cut down to single cells, each asked the engine itself.
  func relation(to block: CellBox, in space: CellSpace) -> Relation {
    let first = space.centre(block.c0, block.r0)
    let last = space.centre(block.c1 - 1, block.r1 - 1)
    let margin = Self.margin(space, at: last)
    let box = (
      minX: first.x - margin, minY: first.y - margin, maxX: last.x + margin, maxY: last.y + margin
    )
    // Separated along an axis of the screen?
    if corners.allSatisfy({ $0.x < box.minX }) || corners.allSatisfy({ $0.x > box.maxX })
      || corners.allSatisfy({ $0.y < box.minY }) || corners.allSatisfy({ $0.y > box.maxY })
    {
      return .outside
    }
    var allInside = true
    for edge in edges {
      let sides = (
        edge.cross(box.minX, box.minY), edge.cross(box.maxX, box.minY),
        edge.cross(box.maxX, box.maxY), edge.cross(box.minX, box.maxY)
      )
      // All on the outer side: separated along this edge's normal.
      if sides.0 < 0, sides.1 < 0, sides.2 < 0, sides.3 < 0 { return .outside }
      if !(sides.0 > 0 && sides.1 > 0 && sides.2 > 0 && sides.3 > 0) { allInside = false }
    }
    return allInside ? .inside : .crossing
  }
}
