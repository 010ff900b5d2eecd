/// The grid's answers merged into rectangles: runs of one answer along each row, and a run that
/// repeats on the next rows (same columns, same answer) grows down into one rectangle. The result
/// depends only on the answers, not on how they were found, so it is the same for every way of
/// asking.
enum RegionRects {
  /// The rectangles of each answer (0: no view; n: the view of index n - 1), top to bottom then
  /// left to right.
  static func merge(_ grid: HitGrid) -> [Int32: [CellBox]] {
    let (columns, rows) = (grid.space.columns, grid.space.rows)
    var out: [Int32: [CellBox]] = [:]
    // Open rectangles: (first column, end column, answer) -> first row.
    var open: [Run: Int] = [:]
    var previous: ArraySlice<Int32> = []
    for r in 0..<rows {
      let row = grid.answers[(r * columns)..<((r + 1) * columns)]
      // A row like the one above continues every open rectangle (most rows of a real screen).
      if r > 0, row.elementsEqual(previous) { continue }
      var next: [Run: Int] = [:]
      var c = 0
      while c < columns {
        let value = row[row.startIndex + c]
        var end = c + 1
        while end < columns, row[row.startIndex + end] == value { end += 1 }
        let run = Run(c0: c, c1: end, value: value)
        next[run] = open.removeValue(forKey: run) ?? r
        c = end
      }
      for (run, start) in open { close(run, start, r, &out) }
      open = next
      previous = row
    }
    for (run, start) in open { close(run, start, rows, &out) }
    for key in out.keys {
      out[key]?.sort { ($0.r0, $0.c0) < ($1.r0, $1.c0) }
    }
    return out
  }

  private struct Run: Hashable {
    var c0, c1: Int
    var value: Int32
  }

  private static func close(_ run: Run, _ start: Int, _ end: Int, _ out: inout [Int32: [CellBox]]) {
    out[run.value, default: []].append(CellBox(c0: run.c0, c1: run.c1, r0: start, r1: end))
  }
}
