import TouchTraceTrace

/// A scroll replayed on the trace's objects: the scroll view's bounds origin becomes the new
/// `contentOffset` and everything inside it moves the other way in window coordinates, so a later
/// touch's screen shows the content where the finger found it (Apple, UIScrollView: the content
/// offset is the bounds origin).
enum ScrollReplay {
  static func scroll(
    _ i: Int, to offset: Point?, in objects: inout [TraceObject], index: [String: Int]
  ) {
    guard let offset else { return }
    let bounds =
      objects[i].bounds ?? Rect(0, 0, objects[i].frame?.width ?? 0, objects[i].frame?.height ?? 0)
    let d = Point(offset.x - bounds.x, offset.y - bounds.y)
    guard d.x != 0 || d.y != 0 else { return }
    objects[i].bounds = Rect(offset.x, offset.y, bounds.width, bounds.height)
    let shift = windowShift(of: d, in: objects[i], size: bounds)
    var stack = (objects[i].subviews ?? []).compactMap { index[$0] }
    while let j = stack.popLast() {
      move(&objects[j], by: shift)
      stack += (objects[j].subviews ?? []).compactMap { index[$0] }
    }
  }

  /// How far content moves on screen when the bounds origin moves by `d`: the opposite way, through
  /// the scroll view's own rotation and scale when it has one.
  private static func windowShift(of d: Point, in o: TraceObject, size: Rect) -> Point {
    guard let c = o.windowCorners, c.count == 4, size.width > 0, size.height > 0 else {
      return Point(-d.x, -d.y)
    }
    let ax = Point((c[1].x - c[0].x) / size.width, (c[1].y - c[0].y) / size.width)
    let ay = Point((c[3].x - c[0].x) / size.height, (c[3].y - c[0].y) / size.height)
    return Point(-(ax.x * d.x + ay.x * d.y), -(ax.y * d.x + ay.y * d.y))
  }

  private static func move(_ o: inout TraceObject, by s: Point) {
    func p(_ q: Point) -> Point { Point(q.x + s.x, q.y + s.y) }
    if let f = o.windowFrame { o.windowFrame = Rect(f.x + s.x, f.y + s.y, f.width, f.height) }
    o.windowCorners = o.windowCorners?.map(p)
    if var area = o.hitArea {
      area.windowCorners = area.windowCorners?.map(p)
      area.windowOutline = area.windowOutline?.map { $0.map(p) }
      o.hitArea = area
    }
  }
}
