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
    var out = [HitGrid.Edge(box: box(frame, space), exhaustive: transformed)]
    if let area = o.hitArea {
      let points = area.windowOutline?.flatMap { $0 } ?? area.windowCorners ?? []
      if !points.isEmpty {
        out.append(
          HitGrid.Edge(
            box: box(Rect.bounding(points), space),
            exhaustive: transformed || area.rule == .sampled))
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

  func box(_ r: Rect, _ space: CellSpace) -> CellBox {
    space.box(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY)
  }
}
