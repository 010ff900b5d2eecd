import Foundation
import TouchTraceTrace

/// The methods the engine calls that a subclass written in Swift may override.
///
/// Swift has no reflection that says whether a class overrides a method, so the engine sees it
/// from the class's behaviour: each base implementation notes that it was reached, and each of
/// the engine's calls (through `tracedHitTest`, `tracedPoint(inside:)`, `deliverTouches`) checks
/// the note afterwards. A call whose base implementation was not reached went to an override
/// that did not call super. `point(inside:)` is also asked over the view's neighbourhood
/// (`PointInsideProbe`), which finds overrides that call super and change its answer. An override
/// that always calls super and keeps its answer behaves as UIKit's own method and is not listed.
enum OverridableMethod: String, CaseIterable, Sendable {
  case hitTest, pointInside, touchesBegan, touchesMoved, touchesEnded, touchesCancelled
  /// UIScrollView's `touchesShouldBegin(_:with:in:)`.
  case touchesShouldBegin

  init(_ phase: UITouch.Phase) {
    switch phase {
    case .began: self = .touchesBegan
    case .moved: self = .touchesMoved
    case .ended: self = .touchesEnded
    case .cancelled: self = .touchesCancelled
    }
  }
}

extension UIResponder {
  /// The Swift type's name (`BlueView`), for the trace's notes.
  var swiftTypeName: String { String(describing: type(of: self)) }

  /// Calls `body`, the engine's call of `method`, and notes the method as overridden when the
  /// base implementation was not reached. Only classes written outside the engine are watched.
  func noting<T>(_ method: OverridableMethod, _ body: () -> T) -> T {
    guard isUserSubclass else { return body() }
    reachedBase.remove(method)
    let result = body()
    if !reachedBase.contains(method) { overriddenMethods.insert(method) }
    return result
  }
}

/// Finds the area an override of `point(inside:with:)` written in Swift accepts, by asking it
/// (with no event, so nothing is logged or recorded) at the centre of each cell of a grid over the
/// view's neighbourhood: the bounds grown on every side by half their longer side, at least
/// `minimumMargin` (44 pt, the smallest target Apple's Human Interface Guidelines recommend, which
/// enlarged hit areas usually reach). Cells are 1 pt, or a coarser whole number of points for a
/// large view, so that the grid has at most `maximumCells` on a side; an edge is found to within a
/// cell. The answers give `always`, `never`, a `rect` when the YES
/// cells fill their bounding box, else `sampled` with the cells' outline.
enum PointInsideProbe {
  static let minimumMargin = 44.0
  static let maximumCells = 128

  /// The area, or nil when every answer was the base implementation's (not overridden).
  static func area(of view: UIView) -> HitArea? {
    let b = view.bounds
    guard [b.minX, b.minY, b.width, b.height].allSatisfy(\.isFinite) else { return nil }
    let margin = max(minimumMargin, max(b.width, b.height) / 2)
    let extent = CGRect(
      x: b.minX - margin, y: b.minY - margin, width: b.width + 2 * margin,
      height: b.height + 2 * margin)
    // Whole points, so the cells' edges fall on a view's usual whole-point frames.
    let step = max(1, (max(extent.width, extent.height) / Double(maximumCells)).rounded(.up))
    let columns = min(maximumCells, Int(saturating: (extent.width / step).rounded(.up)))
    let rows = min(maximumCells, Int(saturating: (extent.height / step).rounded(.up)))
    var grid = CellGrid(columns: columns, rows: rows)
    var differs = view.overriddenMethods.contains(.pointInside)
    for row in 0..<rows {
      for column in 0..<columns {
        let p = CGPoint(
          x: extent.minX + (Double(column) + 0.5) * step,
          y: extent.minY + (Double(row) + 0.5) * step)
        view.reachedBase.remove(.pointInside)
        let yes = view.point(inside: p, with: nil)
        if !view.reachedBase.contains(.pointInside) || yes != b.containsHalfOpen(p) {
          differs = true
        }
        grid[column, row] = yes
      }
    }
    guard differs else { return nil }
    view.overriddenMethods.insert(.pointInside)
    func point(_ c: Int, _ r: Int) -> CGPoint {
      CGPoint(x: extent.minX + Double(c) * step, y: extent.minY + Double(r) * step)
    }
    let probe = HitAreaProbe(
      extent: Rect(extent), step: step, reachesEdge: grid.reachesEdge && grid.count < grid.total)
    guard let box = grid.boundingBox, grid.count < grid.total else {
      return HitArea(rule: grid.count == 0 ? .never : .always, probe: probe)
    }
    let origin = point(box.minColumn, box.minRow)
    let far = point(box.maxColumn + 1, box.maxRow + 1)
    let rect = CGRect(x: origin.x, y: origin.y, width: far.x - origin.x, height: far.y - origin.y)
    var area = HitArea(
      rule: .rect, rect: Rect(rect),
      windowCorners: rect.corners.map { Point(view.convertToScreen($0)) }, probe: probe)
    if grid.count != box.cellCount {
      let loops = grid.outlines().map { $0.map { point($0.column, $0.row) } }
      area.rule = .sampled
      area.outline = loops.map { $0.map(Point.init) }
      area.windowOutline = loops.map { $0.map { Point(view.convertToScreen($0)) } }
    }
    return area
  }

  /// The override's answer in words, for the trace's `overrides`.
  static func describe(_ area: HitArea, of view: UIView) -> String {
    let box =
      area.rect.map { r in
        "[" + [r.x, r.y, r.width, r.height].map(EventLog.number).joined(separator: ", ") + "]"
      } ?? ""
    let what: String
    switch area.rule {
    case .always: what = "always YES"
    case .never: what = "always NO"
    case .rect: what = "accepts \(box)"
    case .sampled: what = "accepts a shape within \(box)"
    }
    let edge = area.probe?.reachesEdge == true ? " (at least: it reaches the probed edge)" : ""
    return "\(view.swiftTypeName) (Swift): \(what)\(edge)"
  }
}
