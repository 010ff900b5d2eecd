import TouchTraceTrace

/// The view tree beside the screen: one row per view with the same badges, the path to the
/// hit-test view highlighted, subtrees hit-testing never entered greyed — and, in a large scene,
/// collapsed to a single row, so a 1,000-view scene still gives a readable tree.
struct TreePanel {
  let trace: Trace
  let story: TouchStory
  let measure: any TextMeasuring
  let origin: Point
  var words = DiagramWords.en
  /// Above this many views, subtrees the touch never entered are collapsed.
  static let collapseAbove = 60

  struct Row {
    var id: String?
    var text: String
    var className: String
    var depth: Int
    var visit: TouchStory.Visit?
    var onPath: Bool
    var entered: Bool
    var note: String?
    /// A folded run's views: the row stands for each of them.
    var folded: [String] = []
  }

  func rows() -> [Row] {
    let views = trace.objects.filter {
      ($0.role == .view || $0.role == .window) && $0.inWindow == true
    }
    let byID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var path: Set<String> = []
    var cursor = story.touch.view
    while let id = cursor, path.insert(id).inserted { cursor = byID[id]?.superview }
    let collapse = views.count > Self.collapseAbove
    var out: [Row] = []
    // Every window, the frontmost (hit-tested first) on top of the stack.
    let windows = views.filter { $0.role == .window }
    var stack: [(String, Int, Bool)] = (windows.isEmpty ? Array(views.prefix(1)) : windows).map {
      ($0.id, 0, true)
    }
    while let (id, depth, parentEntered) = stack.popLast() {
      guard let o = byID[id] else { continue }
      let visit = story.visit(of: id)
      // Entered: hit-testing asked this view's subviews (it said YES and was not skipped).
      let entered = parentEntered && visit?.enteredSubviews == true
      out.append(
        Row(
          // An imported view's address follows its class, to `po` in the debugger.
          id: id, text: id, className: o.panelClassName + (o.address.map { " \($0)" } ?? ""),
          depth: depth, visit: visit,
          onPath: path.contains(id), entered: parentEntered && visit != nil, note: nil))
      let children = o.subviews ?? []
      if collapse && !entered && !children.isEmpty {
        let hidden = countDescendants(of: id, byID)
        out.append(
          Row(
            id: nil,
            text: (hidden == 1 ? words.notVisitedOne : words.notVisitedMany).filled("\(hidden)"),
            className: "", depth: depth + 1, visit: nil, onPath: false, entered: false, note: nil))
        continue
      }
      for child in children.reversed() { stack.append((child, depth + 1, entered)) }
    }
    return foldingRuns(out)
  }

  /// Runs of at least this many siblings answered alike fold into one row.
  static let foldRunsOf = 5

  /// Folds each run of siblings that hit-testing answered alike (a table's cells all "outside"),
  /// none on the path to the hit-test view and none entered, into one row: "cell79 … cell5: 75
  /// views, outside, visits 5–79". A sibling's subtree rows (its "not visited" line) go with it.
  private func foldingRuns(_ rows: [Row]) -> [Row] {
    // A sibling with the rows of its subtree: the rows after it deeper than it.
    func group(at i: Int) -> ArraySlice<Row> {
      var e = i + 1
      while e < rows.count, rows[e].depth > rows[i].depth { e += 1 }
      return rows[i..<e]
    }
    func key(_ group: ArraySlice<Row>) -> String? {
      guard let head = group.first, let visit = head.visit, head.id != nil, !head.onPath,
        !visit.enteredSubviews, visit.extraAsks.isEmpty,
        group.dropFirst().allSatisfy({ $0.visit == nil && !$0.onPath })
      else { return nil }
      return "\(head.depth) \(visit.outcome(words))"
    }
    var out: [Row] = []
    var i = 0
    while i < rows.count {
      let first = group(at: i)
      guard let k = key(first) else {
        out.append(rows[i])
        i += 1
        continue
      }
      var run = [first]
      var next = first.endIndex
      while next < rows.count, case let g = group(at: next), key(g) == k {
        run.append(g)
        next = g.endIndex
      }
      guard run.count >= Self.foldRunsOf, let a = run.first?.first, let b = run.last?.first,
        let va = a.visit, let vb = b.visit
      else {
        out += first
        i = first.endIndex
        continue
      }
      // Frontmost first, in hit-testing's order.
      let (front, back) = va.number < vb.number ? (a, b) : (b, a)
      out.append(
        Row(
          id: nil,
          text: words.foldedRun.filled(
            front.text, back.text, "\(run.count)", va.outcome(words),
            "\(min(va.number, vb.number))", "\(max(va.number, vb.number))"),
          className: "", depth: a.depth, visit: nil, onPath: false, entered: true, note: nil,
          folded: run.compactMap { $0.first?.id }))
      i = next
    }
    return out
  }

  private func countDescendants(of id: String, _ byID: [String: TraceObject]) -> Int {
    var n = 0
    var stack = byID[id]?.subviews ?? []
    while let next = stack.popLast() {
      n += 1
      stack += byID[next]?.subviews ?? []
    }
    return n
  }

  func items() -> (items: [DiagramItem], size: Size) {
    let rows = rows()
    var items: [DiagramItem] = []
    var width = 0.0
    let idStyle = TextStyle(size: Metrics.labelSize + 0.5, middle: true)
    let classStyle = TextStyle(size: Metrics.smallSize, paint: .role(.muted), middle: true)
    var lastRowAtDepth: [Int: Double] = [:]
    var lines: [DiagramItem] = []
    var bands: [DiagramItem] = []
    var content: [DiagramItem] = []
    for (i, row) in rows.enumerated() {
      let y = origin.y + Double(i) * Metrics.rowHeight + Metrics.rowHeight / 2
      let x = origin.x + Double(row.depth) * Metrics.indent
      // Elbow connector from the parent's row.
      if row.depth > 0, let parentY = lastRowAtDepth[row.depth - 1] {
        let px = x - Metrics.indent + Metrics.badgeRadius
        lines.append(
          .shape(
            .polyline([Point(px, parentY + Metrics.badgeRadius), Point(px, y), Point(x - 1, y)]),
            fill: nil, stroke: Stroke(.role(.faint), width: 1)))
      }
      lastRowAtDepth[row.depth] = y
      lastRowAtDepth = lastRowAtDepth.filter { $0.key <= row.depth }
      let center = Point(x + Metrics.badgeRadius, y)
      if let visit = row.visit {
        content += ScreenPanel.badge(number: visit.number, role: visit.role, center: center)
      } else if row.id != nil {
        content.append(
          .shape(
            .circle(center: center, radius: 3.5), fill: .role(.background),
            stroke: Stroke(.role(.faint), width: 1.2)))
      }
      var textX = x + Metrics.badgeRadius * 2 + 6
      if row.id == nil { textX = x }
      var style = idStyle
      style.bold = row.id == story.touch.view && row.id != nil
      style.paint = .role(row.visit != nil || row.onPath ? .text : .muted)
      if row.id == nil { style = classStyle }
      let idSize = measure.size(of: row.text, style: style)
      content.append(.text(row.text, at: Point(textX, y), style: style))
      var end = textX + idSize.width
      if !row.className.isEmpty {
        let cls = row.className
        let cs = measure.size(of: cls, style: classStyle)
        content.append(.text(cls, at: Point(end + 6, y), style: classStyle))
        end += 6 + cs.width
      }
      if let visit = row.visit {
        let outcomeStyle = TextStyle(
          size: Metrics.smallSize, bold: true, paint: .role(visit.role), middle: true)
        var outcome = visit.outcome(words)
        if row.id == story.touch.view { outcome += " " + words.treeHitView }
        for ask in visit.extraAsks {
          outcome += ", " + words.asks.filled(ask.object, ask.inside ? "YES" : "NO")
        }
        let os = measure.size(of: outcome, style: outcomeStyle)
        content.append(.text(outcome, at: Point(end + 8, y), style: outcomeStyle))
        end += 8 + os.width
      }
      if row.onPath {
        bands.append(
          .shape(
            .rect(
              Rect(origin.x - 6, y - Metrics.rowHeight / 2 + 1, 0, Metrics.rowHeight - 2), radius: 4
            ), fill: .role(.accentSoft), stroke: nil))
      }
      width = max(width, end - origin.x)
    }
    // Path bands span the panel's full width, now that it is known.
    bands = bands.map { band in
      guard case .shape(.rect(let r, let radius), let fill, let stroke) = band else { return band }
      return .shape(
        .rect(Rect(r.x, r.y, width + 12, r.height), radius: radius), fill: fill, stroke: stroke)
    }
    items = bands + lines + content
    return (items, Size(width, Double(rows.count) * Metrics.rowHeight))
  }
}
