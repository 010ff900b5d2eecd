import TouchTraceTrace

/// Places labels so that none overlaps another: each label tries its candidate positions in order
/// and takes the first free one inside the allowed area; a label with no free position is refused,
/// and the caller shortens it or leaves it to a callout.
struct LabelPlacer {
  private(set) var taken: [Rect] = []
  let area: Rect

  init(area: Rect) { self.area = area }

  /// Marks a rectangle as occupied (a finger mark, a badge).
  mutating func reserve(_ rect: Rect) { taken.append(rect) }

  func isFree(_ rect: Rect) -> Bool {
    area.contains(rect) && !taken.contains { $0.intersects(rect) }
  }

  /// The first free candidate, reserved; nil if all are taken.
  mutating func place(_ candidates: [Rect]) -> Rect? {
    guard let free = candidates.first(where: isFree) else { return nil }
    taken.append(free)
    return free
  }
}
