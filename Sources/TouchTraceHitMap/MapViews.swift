import Foundation
import TouchTraceEngine
import TouchTraceTrace

/// The views of the map: every view in a window, in the trace's order, with what the map needs of
/// each — its trace object (geometry in screen coordinates, from the engine's own snapshot), its
/// engine view (for hit-tests and coordinate conversion), and its superview's index.
struct MapViews {
  let objects: [TraceObject]
  let engineViews: [UIView]
  let parent: [Int?]
  let index: [ObjectIdentifier: Int]
  /// UIKit's own recognizers (a scroll view's pan): they do not make a view one that wants touches.
  let generatedRecognizers: Set<String>

  init(_ application: UIApplication, objects all: [TraceObject]) {
    var byID: [String: UIView] = [:]
    for view in application.windows.flatMap(\.subtree) where byID[view.id] == nil {
      byID[view.id] = view
    }
    generatedRecognizers = Set(
      all.filter { $0.role == .gestureRecognizer && $0.generated == true }.map(\.id))
    let chosen = all.filter { ($0.role == .view || $0.role == .window) && byID[$0.id] != nil }
    objects = chosen
    engineViews = chosen.map { byID[$0.id]! }
    let position = Dictionary(
      chosen.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    parent = chosen.map { $0.superview.flatMap { position[$0] } }
    index = Dictionary(
      engineViews.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { a, _ in a })
  }

  var count: Int { objects.count }

  /// The view's ancestors, nearest first.
  func ancestors(_ i: Int) -> [Int] {
    var out: [Int] = []
    var v = parent[i]
    while let p = v {
      out.append(p)
      v = parent[p]
    }
    return out
  }

  /// True when `a` is `i` or one of its subviews, at any depth.
  func isSelfOrDescendant(_ a: Int, of i: Int) -> Bool {
    var v: Int? = a
    while let current = v {
      if current == i { return true }
      v = parent[current]
    }
    return false
  }

  /// The window a view is in (its outermost ancestor).
  func window(_ i: Int) -> UIWindow? { engineViews[i].window }

  /// The screen box a view's rectangle tests cover: its frame on screen, and its enlarged (or
  /// shrunk) hit area where it has one. Transformed views and Swift subclasses are exhaustive:
  /// their shapes are not axis-aligned rectangles, or not known.
  func edges(_ i: Int, in space: CellSpace) -> [HitGrid.Edge] {
    let o = objects[i]
    guard let frame = o.windowFrame else { return [] }
    let transformed = o.windowCorners != nil
    var out = [edge(frame, turned: o.windowCorners, space)]
    if o.hitArea == nil, !engineViews[i].isUserSubclass, out[0].outline != nil {
      // Its bounds are its only test: a cell on its outline is sorted by that test.
      out[0].contains = { [self] in isInsideBounds(i, screenPoint: $0) }
    }
    if let area = o.hitArea {
      let points = area.windowOutline?.flatMap { $0 } ?? area.windowCorners ?? []
      if !points.isEmpty {
        var areaEdge = edge(
          Rect.bounding(points), turned: area.windowOutline == nil ? area.windowCorners : nil,
          space)
        // A sampled area, or a turned outline of several pieces, is asked cell by cell.
        if area.rule == .sampled || (transformed && areaEdge.outline == nil) {
          areaEdge.outline = nil
          areaEdge.exhaustive = true
        }
        out.append(areaEdge)
      }
    }
    if engineViews[i].isUserSubclass {
      // An override in Swift may answer anything: it is asked at every cell of its view's
      // neighbourhood, the area the engine probes its point(inside:) over (its frame grown by
      // half its longer side, at least 44 pt).
      let m = max(44, max(frame.width, frame.height) / 2)
      let grown = Rect(frame.x - m, frame.y - m, frame.width + 2 * m, frame.height + 2 * m)
      out.append(HitGrid.Edge(box: box(grown, space), exhaustive: true))
    }
    return out
  }

  /// The engine's own test of view `k`'s bounds at a screen point: converted into its coordinates
  /// through every transform and offset, then half-open, as UIKit's tests are.
  func isInsideBounds(_ k: Int, screenPoint p: CGPoint) -> Bool {
    guard let window = window(k) else { return false }
    let view = engineViews[k]
    let b = view.bounds
    let q = view.convertFromWindow(window.convertFromSuperview(p))
    return q.x >= b.minX && q.x < b.maxX && q.y >= b.minY && q.y < b.maxY
  }

  /// A rectangle test's edge: by its outline when it is turned (the corners on screen), cell by
  /// cell when the corners are unusable.
  private func edge(_ frame: Rect, turned corners: [Point]?, _ space: CellSpace) -> HitGrid.Edge {
    guard let corners else { return HitGrid.Edge(box: box(frame, space), exhaustive: false) }
    let outline = CellOutline(corners)
    // A cell wider: a centre exactly on the bounding box's far side may still be a corner of
    // the turned rectangle, inside UIKit's half-open test.
    var around = box(Rect.bounding(corners), space)
    (around.c0, around.c1, around.r0, around.r1) = (
      around.c0 - 1, around.c1 + 1, around.r0 - 1, around.r1 + 1
    )
    return HitGrid.Edge(box: around, exhaustive: outline == nil, outline: outline)
  }

  func box(_ r: Rect, _ space: CellSpace) -> CellBox {
    space.box(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY)
  }
}
