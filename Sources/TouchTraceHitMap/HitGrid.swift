import Foundation

/// The answer of every cell of the grid, found with as few hit-tests as exactness allows.
///
/// Hit-testing only compares points with rectangles: each view's bounds (or its enlarged hit
/// area), each window's. Where the views are not transformed these are axis-aligned rectangles
/// on screen, and a block of cells that no rectangle's edge crosses gets one answer everywhere:
/// every rectangle test has the same result at each of its cells. So the screen is cut, like a
/// k-d tree, at the edges of the rectangles that cross a block, until no edge crosses it; then
/// one hit-test answers the whole block (and a second, at its opposite corner, checks it: a
/// mismatch, from an edge that falls exactly on a cell centre and rounds the other way, makes
/// the block be asked cell by cell). A turned or scaled view's rectangle is its outline on
/// screen: a block it crosses is halved until it does not, or until it is small and no other
/// shape crosses it (then each cell is sorted by the engine's test of that rectangle). Where a
/// shape is not known — an override written in Swift, a sampled hit area — its box is marked
/// `exhaustive` and every cell inside it is asked.
struct HitGrid {
  /// A rectangle on the grid that hit-testing compares points with.
  struct Edge {
    var box: CellBox
    var exhaustive: Bool
    /// A turned rectangle's outline; `box` is then the box around it.
    var outline: CellOutline? = nil
    /// The engine's own test of the turned rectangle at a screen point, where it is the view's
    /// plain bounds test: a block that only this outline crosses is then answered by one
    /// hit-test a side, each cell sorted by geometry, or by this test where it is too near the
    /// outline to tell.
    var contains: ((CGPoint) -> Bool)? = nil
  }

  /// The most cells a block crossed by one outline may have to be sorted cell by cell; a larger
  /// one is halved first, so the area inside or outside the outline is filled without a test.
  static let largestSortedBlock = 4096

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
      var outlines: [Int] = []
      var exhaustive = false
      for i in candidates where edges[i].box.intersects(block) {
        if let outline = edges[i].outline {
          if outline.relation(to: block, in: space) == .crossing { outlines.append(i) }
        } else if !edges[i].box.contains(block) {
          crossing.append(i)
        } else if edges[i].exhaustive {
          exhaustive = true
          break
        }
      }
      if exhaustive {
        everyCell(of: block, answer)
      } else if crossing.isEmpty, outlines.count == 1, block.count <= Self.largestSortedBlock,
        let outline = edges[outlines[0]].outline, let contains = edges[outlines[0]].contains
      {
        sorted(block, by: outline, contains, answer)
      } else if let (first, second) =
        Self.split(block, at: crossing.map { edges[$0].box })
        ?? (outlines.isEmpty ? nil : block.halves)
      {
        work.append((first, crossing + outlines))
        work.append((second, crossing + outlines))
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

  /// A block only one outline crosses: every other test the engine makes has one result over it,
  /// so the cells on each side of the outline share one answer. One hit-test a side answers it,
  /// and a second, at the side's last cell, checks it (a mismatch: asked cell by cell).
  private mutating func sorted(
    _ b: CellBox, by outline: CellOutline, _ contains: (CGPoint) -> Bool,
    _ answer: (Int, Int) -> Int32
  ) {
    blocks += 1
    // Per side (outside, inside): its answer and its last cell.
    var sides: [(value: Int32, c: Int, r: Int)?] = [nil, nil]
    let first = space.centre(b.c0, b.r0)
    let margin = CellOutline.margin(space, at: space.centre(b.c1 - 1, b.r1 - 1))
    for r in b.r0..<b.r1 {
      let y = space.centre(b.c0, r).y
      let row = outline.sides(
        y: y, x0: first.x, step: space.resolution, count: b.c1 - b.c0, margin: margin)
      for c in b.c0..<b.c1 {
        let known = row[c - b.c0]
        let side = known >= 0 ? Int(known) : contains(space.centre(c, r)) ? 1 : 0
        let value = sides[side]?.value ?? ask(c, r, answer)
        sides[side] = (value, c, r)
        answers[r * space.columns + c] = value
      }
    }
    for case let last? in sides where ask(last.c, last.r, answer) != last.value {
      fallbacks += 1
      everyCell(of: b, answer)
      return
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
