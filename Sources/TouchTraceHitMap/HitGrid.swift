/// The answer of every cell of the grid, found with as few hit-tests as exactness allows.
///
/// Hit-testing only compares points with rectangles: each view's bounds (or its enlarged hit
/// area), each window's. Where the views are not transformed these are axis-aligned rectangles
/// on screen, and a block of cells that no rectangle's edge crosses gets one answer everywhere:
/// every rectangle test has the same result at each of its cells. So the screen is cut, like a
/// k-d tree, at the edges of the rectangles that cross a block, until no edge crosses it; then
/// one hit-test answers the whole block (and a second, at its opposite corner, checks it: a
/// mismatch, from an edge that falls exactly on a cell centre and rounds the other way, makes
/// the block be asked cell by cell). Where a shape is not an axis-aligned rectangle — a rotated
/// or scaled view, an override written in Swift — its box is marked `exhaustive` and every cell
/// inside it is asked.
struct HitGrid {
  /// A rectangle on the grid that hit-testing compares points with.
  struct Edge: Sendable {
    var box: CellBox
    var exhaustive: Bool
  }

  let space: CellSpace
  /// For each cell, row by row: 0 for no view, else the view's index + 1.
  private(set) var answers: [Int32]
  /// How many hit-tests were made, and how many blocks were asked cell by cell because their
  /// two checks disagreed.
  private(set) var hitTests = 0
  private(set) var blocks = 0
  private(set) var fallbacks = 0

  init(space: CellSpace, edges: [Edge], answer: (Int, Int) -> Int32) {
    self.space = space
    answers = Array(repeating: 0, count: space.count)
    guard space.count > 0 else { return }
    let edges = edges.filter { !$0.box.isEmpty }
    var work: [(CellBox, [Int])] = [(space.whole, Array(edges.indices))]
    while let (block, candidates) = work.popLast() {
      var crossing: [Int] = []
      var exhaustive = false
      for i in candidates where edges[i].box.intersects(block) {
        if !edges[i].box.contains(block) {
          crossing.append(i)
        } else if edges[i].exhaustive {
          exhaustive = true
          break
        }
      }
      if exhaustive {
        everyCell(of: block, answer)
      } else if let (first, second) = Self.split(block, at: crossing.map { edges[$0].box }) {
        work.append((first, crossing))
        work.append((second, crossing))
      } else {
        uniform(block, answer)
      }
    }
  }

  /// Cuts the block in two at an edge of the boxes that cross it: the median edge along the axis
  /// with more of them, so the tree stays shallow. Nil when no box crosses the block.
  private static func split(_ b: CellBox, at boxes: [CellBox]) -> (CellBox, CellBox)? {
    var xs: [Int] = []
    var ys: [Int] = []
    for box in boxes {
      for x in [box.c0, box.c1] where b.c0 < x && x < b.c1 { xs.append(x) }
      for y in [box.r0, box.r1] where b.r0 < y && y < b.r1 { ys.append(y) }
    }
    if xs.count >= ys.count, !xs.isEmpty {
      let x = xs.sorted()[xs.count / 2]
      var (left, right) = (b, b)
      left.c1 = x
      right.c0 = x
      return (left, right)
    }
    guard !ys.isEmpty else { return nil }
    let y = ys.sorted()[ys.count / 2]
    var (top, bottom) = (b, b)
    top.r1 = y
    bottom.r0 = y
    return (top, bottom)
  }

  private mutating func uniform(_ b: CellBox, _ answer: (Int, Int) -> Int32) {
    blocks += 1
    let value = ask(b.c0, b.r0, answer)
    if b.count > 1, ask(b.c1 - 1, b.r1 - 1, answer) != value {
      fallbacks += 1
      everyCell(of: b, answer)
      return
    }
    for r in b.r0..<b.r1 {
      let start = r * space.columns
      answers.replaceSubrange(
        (start + b.c0)..<(start + b.c1), with: repeatElement(value, count: b.c1 - b.c0))
    }
  }

  private mutating func everyCell(of b: CellBox, _ answer: (Int, Int) -> Int32) {
    blocks += 1
    for r in b.r0..<b.r1 {
      for c in b.c0..<b.c1 { answers[r * space.columns + c] = ask(c, r, answer) }
    }
  }

  private mutating func ask(_ c: Int, _ r: Int, _ answer: (Int, Int) -> Int32) -> Int32 {
    hitTests += 1
    return answer(c, r)
  }

  subscript(c: Int, r: Int) -> Int32 { answers[r * space.columns + c] }
}
