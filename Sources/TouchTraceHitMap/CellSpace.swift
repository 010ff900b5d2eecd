import Foundation
import TouchTraceTrace

/// The map's grid over the screen: cell (c, r) covers [c·res, (c+1)·res) × [r·res, (r+1)·res) and
/// is answered by one hit-test at its centre. Every rectangle test UIKit makes is half-open
/// (`minX <= x < maxX`), so a rectangle edge at x splits the columns at the first one whose centre
/// is at or after x: `column(x)` below, the same for both edges of a rectangle.
struct CellSpace: Sendable {
  let resolution: Double
  let columns: Int
  let rows: Int

  /// The most cells a map may have (4096 × 4096): a 1024 pt screen at a quarter point.
  static let maximumCells = 1 << 24

  init(width: Double, height: Double, resolution: Double) {
    self.resolution = resolution
    columns = Self.split(width, resolution, limit: Self.maximumCells)
    rows = Self.split(height, resolution, limit: Self.maximumCells)
  }

  var count: Int { columns * rows }
  var whole: CellBox { CellBox(c0: 0, c1: columns, r0: 0, r1: rows) }
  var cellArea: Double { resolution * resolution }

  /// The first cell whose centre is at or after `v`, within 0...limit. Clamped in floating point
  /// first, so no value (huge, infinite, NaN) can trap the conversion to Int.
  private static func split(_ v: Double, _ resolution: Double, limit: Int) -> Int {
    let raw = (v / resolution - 0.5).rounded(.up)
    guard raw.isFinite else { return raw > 0 ? limit : 0 }
    return Int(saturating: min(max(raw, 0), Double(limit)))
  }

  func column(_ x: Double) -> Int { min(Self.split(x, resolution, limit: columns), columns) }
  func row(_ y: Double) -> Int { min(Self.split(y, resolution, limit: rows), rows) }

  /// The cells whose centres lie in the half-open rectangle.
  func box(minX: Double, minY: Double, maxX: Double, maxY: Double) -> CellBox {
    CellBox(c0: column(minX), c1: column(maxX), r0: row(minY), r1: row(maxY))
  }

  func centre(_ c: Int, _ r: Int) -> CGPoint {
    CGPoint(x: (Double(c) + 0.5) * resolution, y: (Double(r) + 0.5) * resolution)
  }

  /// A box in points: the rectangle its cells cover.
  func rect(_ b: CellBox) -> Rect {
    Rect(
      Double(b.c0) * resolution, Double(b.r0) * resolution, Double(b.c1 - b.c0) * resolution,
      Double(b.r1 - b.r0) * resolution)
  }
}

/// A block of cells: columns c0..<c1, rows r0..<r1.
struct CellBox: Hashable, Sendable {
  var c0, c1, r0, r1: Int

  var isEmpty: Bool { c0 >= c1 || r0 >= r1 }
  var count: Int { isEmpty ? 0 : (c1 - c0) * (r1 - r0) }

  func intersection(_ o: CellBox) -> CellBox {
    CellBox(c0: max(c0, o.c0), c1: min(c1, o.c1), r0: max(r0, o.r0), r1: min(r1, o.r1))
  }
  func intersects(_ o: CellBox) -> Bool { !intersection(o).isEmpty }
  func contains(_ o: CellBox) -> Bool {
    c0 <= o.c0 && o.c1 <= c1 && r0 <= o.r0 && o.r1 <= r1
  }
  /// The box cut in two across its longer side; nil for a single cell.
  var halves: (CellBox, CellBox)? {
    var (first, second) = (self, self)
    if c1 - c0 >= r1 - r0, c1 - c0 > 1 {
      first.c1 = (c0 + c1) / 2
      second.c0 = first.c1
    } else if r1 - r0 > 1 {
      first.r1 = (r0 + r1) / 2
      second.r0 = first.r1
    } else {
      return nil
    }
    return (first, second)
  }
  /// The smallest box holding both (an empty box holds nothing).
  func union(_ o: CellBox) -> CellBox {
    if isEmpty { return o }
    if o.isEmpty { return self }
    return CellBox(c0: min(c0, o.c0), c1: max(c1, o.c1), r0: min(r0, o.r0), r1: max(r1, o.r1))
  }
}
