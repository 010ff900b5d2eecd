import TouchTraceTrace

/// The border of a set of disjoint rectangles (one region of the hit map): the edges where the
/// region meets another, without the seams between its own rectangles. Along each horizontal line,
/// the region's top edges and its bottom edges cancel where both lie (a rectangle continued by
/// another below); what is left of either is border. The same for vertical lines.
enum RegionOutline {
  /// Border segments, each a pair of points, in the rectangles' coordinates.
  static func segments(_ rects: [Rect]) -> [(Point, Point)] {
    var out: [(Point, Point)] = []
    var horizontal: [Double: [(Double, Double, Bool)]] = [:]
    var vertical: [Double: [(Double, Double, Bool)]] = [:]
    for r in rects {
      horizontal[r.minY, default: []].append((r.minX, r.maxX, true))
      horizontal[r.maxY, default: []].append((r.minX, r.maxX, false))
      vertical[r.minX, default: []].append((r.minY, r.maxY, true))
      vertical[r.maxX, default: []].append((r.minY, r.maxY, false))
    }
    for (y, spans) in horizontal.sorted(by: { $0.key < $1.key }) {
      for (a, b) in border(spans) { out.append((Point(a, y), Point(b, y))) }
    }
    for (x, spans) in vertical.sorted(by: { $0.key < $1.key }) {
      for (a, b) in border(spans) { out.append((Point(x, a), Point(x, b))) }
    }
    return out
  }

  /// Where exactly one side (the start edges or the end edges) covers the line.
  private static func border(_ spans: [(Double, Double, Bool)]) -> [(Double, Double)] {
    var stops = Set<Double>()
    for s in spans {
      stops.insert(s.0)
      stops.insert(s.1)
    }
    let sorted = stops.sorted()
    var out: [(Double, Double)] = []
    for (a, b) in zip(sorted, sorted.dropFirst()) {
      let mid = (a + b) / 2
      let starts = spans.contains { $0.2 && $0.0 <= mid && mid < $0.1 }
      let ends = spans.contains { !$0.2 && $0.0 <= mid && mid < $0.1 }
      guard starts != ends else { continue }
      if let last = out.last, last.1 == a {
        out[out.count - 1].1 = b
      } else {
        out.append((a, b))
      }
    }
    return out
  }
}
