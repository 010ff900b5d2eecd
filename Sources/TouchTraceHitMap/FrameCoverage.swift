import Foundation
import TouchTraceEngine
import TouchTraceTrace

/// One view's frame on the grid against the map's answers: which of its cells reach it (it or a
/// subview is the hit view), which go to other views and which to none.
struct FrameCoverage {
  /// The cells of the frame, clipped by the clipping ancestors and the screen: `box` itself, or
  /// where the view is transformed, the cells of `box` inside every clipping shape.
  var box: CellBox
  var frameCells = 0
  var reachedCells = 0
  /// Per other answer (0: no view): how many cells of the frame, the box around them, and the
  /// rectangles they make (for a transformed frame, found cell by cell: just the box).
  var taken: [Int32: Part] = [:]

  /// The parts, largest first (ties: in the trace's order, no view first).
  var partsLargestFirst: [(value: Int32, part: Part)] {
    taken.sorted { ($0.value.cells, $1.key) > ($1.value.cells, $0.key) }.map { ($0.key, $0.value) }
  }

  /// The parts a finding names: those at least a point across both ways. A sliver thinner than
  /// that (a hairline separator over a button's edge) is no place a finger could tell apart; it
  /// still counts in `takenBy` and the percentages.
  func significantParts(_ space: CellSpace) -> [(value: Int32, part: Part)] {
    partsLargestFirst.filter { entry in
      let b = entry.part.box
      return Double(b.c1 - b.c0) * space.resolution >= 1
        && Double(b.r1 - b.r0) * space.resolution >= 1
    }
  }

  struct Part {
    var cells = 0
    var box = CellBox(c0: 0, c1: 0, r0: 0, r1: 0)
    var rects: [CellBox] = []
  }

  /// The views whose bounds clip this one's frame: itself and its clipping ancestors.
  static func clippers(_ i: Int, _ views: MapViews) -> [Int] {
    [i] + views.ancestors(i).filter { views.objects[$0].clipsToBounds == true }
  }

  init(_ i: Int, _ views: MapViews, _ grid: HitGrid, _ rects: [Int32: [CellBox]]) {
    let space = grid.space
    let clippers = Self.clippers(i, views)
    box = space.whole
    for c in clippers {
      guard let frame = views.objects[c].windowFrame else {
        box = CellBox(c0: 0, c1: 0, r0: 0, r1: 0)
        break
      }
      box = box.intersection(views.box(frame, space))
    }
    guard !box.isEmpty else { return }
    if clippers.contains(where: { views.objects[$0].windowCorners != nil }) {
      countCells(i, views, grid, clippers)
    } else {
      countRects(i, views, rects)
    }
  }

  /// An axis-aligned frame: its overlap with each region's rectangles.
  private mutating func countRects(_ i: Int, _ views: MapViews, _ rects: [Int32: [CellBox]]) {
    frameCells = box.count
    for (value, list) in rects {
      let mine = value > 0 && views.isSelfOrDescendant(Int(value) - 1, of: i)
      for rect in list {
        let overlap = rect.intersection(box)
        guard !overlap.isEmpty else { continue }
        if mine {
          reachedCells += overlap.count
        } else {
          note(value, overlap.count, overlap, rect: overlap)
        }
      }
    }
  }

  /// A transformed frame: the box cut into blocks until each is wholly inside or outside every
  /// turned clipper's outline (issue 35: cell by cell, a turned root converted every cell of the
  /// screen); a cell on an outline is converted into every clipping view's own coordinates by the
  /// engine and tested against its bounds (half-open, as UIKit's tests are).
  private mutating func countCells(_ i: Int, _ views: MapViews, _ grid: HitGrid, _ clippers: [Int])
  {
    guard views.window(i) != nil else { return }
    let outlines = clippers.compactMap { views.objects[$0].windowCorners.map(CellOutline.init) }
    var work = [box]
    while let block = work.popLast() {
      let relations = outlines.map { $0?.relation(to: block, in: grid.space) ?? .crossing }
      if relations.contains(.outside) { continue }
      if relations.contains(.crossing), let (first, second) = block.halves {
        work += [first, second]
      } else if relations.contains(.crossing) {
        let p = grid.space.centre(block.c0, block.r0)
        if clippers.allSatisfy({ views.isInsideBounds($0, screenPoint: p) }) {
          count(block, i, views, grid)
        }
      } else {
        count(block, i, views, grid)
      }
    }
  }

  /// Counts a block wholly inside the frame against the grid's answers, a run of equal answers
  /// in a row at a time.
  private mutating func count(_ block: CellBox, _ i: Int, _ views: MapViews, _ grid: HitGrid) {
    frameCells += block.count
    for r in block.r0..<block.r1 {
      var c = block.c0
      while c < block.c1 {
        let value = grid[c, r]
        var end = c + 1
        while end < block.c1, grid[end, r] == value { end += 1 }
        if value > 0, views.isSelfOrDescendant(Int(value) - 1, of: i) {
          reachedCells += end - c
        } else {
          note(value, end - c, CellBox(c0: c, c1: end, r0: r, r1: r + 1), rect: nil)
        }
        c = end
      }
    }
  }

  private mutating func note(_ value: Int32, _ cells: Int, _ part: CellBox, rect: CellBox?) {
    var old = taken[value] ?? Part()
    old.cells += cells
    old.box = old.box.union(part)
    if let rect { old.rects.append(rect) }
    taken[value] = old
  }
}
