/// A grid of yes/no cells (column, row; rows go down), as `PointInsideProbe` fills it, with the
/// outlines of its YES cells.
struct CellGrid {
  let columns: Int
  let rows: Int
  private var cells: [Bool]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: false, count: columns * rows)
  }

  subscript(column: Int, row: Int) -> Bool {
    get {
      (0..<columns).contains(column) && (0..<rows).contains(row) && cells[row * columns + column]
    }
    set { cells[row * columns + column] = newValue }
  }

  var total: Int { cells.count }
  var count: Int { cells.lazy.filter { $0 }.count }

  /// The smallest box of whole cells holding every YES cell.
  struct Box {
    var minColumn, minRow, maxColumn, maxRow: Int
    var cellCount: Int { (maxColumn - minColumn + 1) * (maxRow - minRow + 1) }
  }

  var boundingBox: Box? {
    var box: Box?
    for row in 0..<rows {
      for column in 0..<columns where self[column, row] {
        guard var b = box else {
          box = Box(minColumn: column, minRow: row, maxColumn: column, maxRow: row)
          continue
        }
        b.minColumn = min(b.minColumn, column)
        b.maxColumn = max(b.maxColumn, column)
        b.maxRow = row
        box = b
      }
    }
    return box
  }

  /// True when a YES cell lies on the grid's border.
  var reachesEdge: Bool {
    (0..<columns).contains { self[$0, 0] || self[$0, rows - 1] }
      || (0..<rows).contains { self[0, $0] || self[columns - 1, $0] }
  }

  /// A corner of the grid's cells.
  struct Corner: Hashable, Comparable {
    var column, row: Int
    static func < (a: Corner, b: Corner) -> Bool { (a.row, a.column) < (b.row, b.column) }
  }

  /// The closed outlines of the YES cells, each a list of corners going clockwise on screen
  /// (holes go the other way), with straight runs merged; found by chaining the cells' edges that
  /// border a NO cell, in a fixed order so the result is deterministic.
  func outlines() -> [[Corner]] {
    var edges: [Corner: [Corner]] = [:]
    func add(_ a: (Int, Int), _ b: (Int, Int)) {
      edges[Corner(column: a.0, row: a.1), default: []].append(Corner(column: b.0, row: b.1))
    }
    for row in 0..<rows {
      for column in 0..<columns where self[column, row] {
        let (c, r) = (column, row)
        if !self[c, r - 1] { add((c, r), (c + 1, r)) }
        if !self[c + 1, r] { add((c + 1, r), (c + 1, r + 1)) }
        if !self[c, r + 1] { add((c + 1, r + 1), (c, r + 1)) }
        if !self[c - 1, r] { add((c, r + 1), (c, r)) }
      }
    }
    var loops: [[Corner]] = []
    while let start = edges.keys.min() {
      var loop = [start]
      var at = start
      while let next = edges[at]?.first {
        edges[at]?.removeFirst()
        if edges[at]?.isEmpty == true { edges[at] = nil }
        if next == start { break }
        loop.append(next)
        at = next
      }
      loops.append(Self.straightened(loop))
    }
    return loops
  }

  /// Drops corners that lie on a straight line between their neighbours.
  private static func straightened(_ loop: [Corner]) -> [Corner] {
    guard loop.count > 2 else { return loop }
    return loop.indices.compactMap { i in
      let a = loop[(i + loop.count - 1) % loop.count]
      let b = loop[i]
      let c = loop[(i + 1) % loop.count]
      let cross = (b.column - a.column) * (c.row - b.row) - (b.row - a.row) * (c.column - b.column)
      return cross == 0 ? nil : b
    }
  }
}
