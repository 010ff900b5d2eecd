import TouchTraceScene

/// Reads a `recursiveDescription` dump into its views, in order, each with its depth and
/// subviews. The nesting is the number of `|` marks before a view's `<`, however they are spaced
/// (`   |    | <…>`, `||<…>`, tabs): UIKit's own spacing changed between iOS versions.
struct DumpParser {
  let file: String
  let lenient: Bool
  private(set) var views: [DumpView] = []
  private(set) var diagnostics: [ImportDiagnostic] = []
  /// Lines where the dump was cut (`...`, `…`, or it ends inside a description).
  private(set) var cuts: [Int] = []
  private var ancestors: [Int] = []  // the last view at each depth, the root first
  private var baseDepth: Int?

  init(file: String, lenient: Bool) {
    self.file = file
    self.lenient = lenient
  }

  /// The most errors reported; past it the dump is surely not a dump.
  static let maxReported = 100

  mutating func parse(_ text: String) {
    let lines = DumpLines.split(text)
    let lastText = lines.lastIndex { !isBlank($0.bytes) } ?? 0
    var index = 0
    while index < lines.count, errorCount < Self.maxReported {
      let line = lines[index]
      let first = index
      index += 1
      if isBlank(line.bytes) || Self.isLayerLine(line.bytes) { continue }
      if Self.isElision(line.bytes) {
        cuts.append(line.line)
        warn(
          "lines were cut from the dump here; the answer may depend on what was cut",
          line.line, line.column + line.bytes.prefix { isSpace($0) }.count)
        continue
      }
      guard let (depth, start) = Self.viewStart(line.bytes) else {
        // Before the first view: a title or a note pasted with the dump, not part of it.
        if views.isEmpty, diagnostics.isEmpty { continue }
        // Past the spaces and `|` marks: where the description should start.
        let column = line.bytes.prefix { isSpace($0) || $0 == UInt8(ascii: "|") }.count
        problem(
          "expected a view's description ('<ClassName: 0x…; frame = …>'), after one '|' per level",
          line.line, line.column + column)
        continue
      }
      var record = Record(line: line, from: start)
      var result = DescriptionScanner.scan(record.bytes)
      if case .incomplete = result {
        // A description on several lines (a text with line breaks): every line up to the next
        // view's, scanned once (so a text of a million lines takes linear time).
        var stop = index
        while stop < lines.count, Self.viewStart(lines[stop].bytes) == nil,
          !Self.isElision(lines[stop].bytes)
        {
          stop += 1
        }
        while stop > index, isBlank(lines[stop - 1].bytes) { stop -= 1 }
        if stop > index {
          for k in index..<stop { record.append(lines[k]) }
          result = DescriptionScanner.scan(record.bytes)
          index = stop
        }
      }
      let here = (line.line, line.column + start)
      var scanned: DescriptionScanner.Scanned
      switch result {
      case .view(let s):
        scanned = s
        index = first + 1 + record.part(of: s.end)
      case .incomplete(let message, let s):
        guard s.className != nil, index > lastText || record.endsWithEllipsis else {
          let (l, c) = record.place(of: record.bytes.count)
          unreadable(message, l, c, record, depth: depth, at: here)
          continue
        }
        scanned = s
        let (l, c) = record.place(of: record.bytes.count)
        cuts.append(l)
        warn(
          "the dump is cut inside this view's description: what is there is read, and the "
            + "class's defaults stand for the rest; the answer may depend on what was cut", l, c)
      case .failure(let message, let offset):
        let (l, c) = record.place(of: offset)
        unreadable(message, l, c, record, depth: depth, at: here)
        continue
      }
      if scanned.extra.map(Self.isLayerWord) == true { continue }
      var view = DumpView(
        printedClass: scanned.className ?? "UIView", depth: 0, line: here.0, column: here.1)
      view.address = scanned.address
      view.trailing = scanned.trailing.map(DumpWrappers.unescaped)
      view.extra = scanned.extra
      view.quotedLine = line.quotedLine
      if let (message, l, c) = DumpViewValues.apply(scanned.pairs, to: &view, record) {
        unreadable(message, l, c, record, depth: depth, at: here)
        continue
      }
      if view.transformIs3D {
        warn(
          "this view's transform3D has a depth or a perspective: only its flat part "
            + "(scale, rotation, translation) is simulated", here.0, here.1)
      }
      guard place(view, depth: depth, at: here) else { return }
    }
    if views.isEmpty, errorCount == 0 {
      problem(
        "no view in the dump (expected lines like '<UIView: 0x…; frame = (0 0; 375 667); …>')",
        1, 1, fatal: true)
    }
  }

  /// A view line that cannot be read: an error; with `lenient`, the view keeps its place in the
  /// tree (its depth is known from its `|` marks) as a plain view of its printed class, with its
  /// frame if that can be read, so that no subview moves to another parent.
  private mutating func unreadable(
    _ message: String, _ line: Int, _ column: Int, _ record: Record, depth: Int,
    at here: (Int, Int)
  ) {
    guard lenient else { return problem(message, line, column) }
    var view = DumpView(
      printedClass: record.className ?? "UIView", depth: 0, line: here.0, column: here.1)
    view.address = record.address
    view.isSkipped = true
    view.quotedLine = nil
    view.frame = record.frame
    let shown = view.className
    let kept =
      view.frame != nil
      ? "the view keeps its place in the tree as a plain \(shown) with its frame; its other "
        + "properties are not read"
      : "the view keeps its place in the tree, but its frame cannot be read: no tap reaches it "
        + "or its subviews"
    problem(message, line, column, skipped: kept)
    _ = place(view, depth: depth, at: here)
  }

  /// Puts a view under the last view one level up; false when a limit of the scene format ends
  /// the reading.
  private mutating func place(_ view: DumpView, depth: Int, at here: (Int, Int)) -> Bool {
    var view = view
    if baseDepth == nil { baseDepth = depth }
    var level = depth - baseDepth!
    if level < 0 || (level == 0 && !views.isEmpty) {
      problem(
        "a second view at the top of the dump (its '|' marks say it is no view's subview); "
          + "a dump has one view at the top, the one recursiveDescription was called on",
        here.0, here.1)
      return true
    }
    if level > ancestors.count {
      problem(
        "this view has \(depth) '|' marks, \(level - ancestors.count) more than a subview of "
          + "the view before it (expected at most \(ancestors.count + baseDepth!))",
        here.0, here.1, skipped: "it is read as a subview of the view before it")
      // Leniently, it becomes the deepest possible subview.
      level = ancestors.count
    }
    if level > SceneParser.maxDepth {
      problem(
        "views nest deeper than \(SceneParser.maxDepth) levels (the scene format's limit)",
        here.0, here.1, fatal: true)
      return false
    }
    if views.count == SceneParser.maxViews {
      problem(
        "more than \(SceneParser.maxViews) views (the scene format's limit)",
        here.0, here.1, fatal: true)
      return false
    }
    view.depth = level
    ancestors.removeLast(ancestors.count - level)
    if let parent = ancestors.last { views[parent].subviews.append(views.count) }
    ancestors.append(views.count)
    views.append(view)
    return true
  }

  private var errorCount: Int { diagnostics.count { !$0.isWarning } }

  /// Where a view's description starts: the `<` after spaces, tabs and `|` marks, and the number
  /// of marks. nil when the line is not a view's first line.
  static func viewStart(_ bytes: [UInt8]) -> (depth: Int, start: Int)? {
    var depth = 0
    for (i, c) in bytes.enumerated() {
      switch c {
      case UInt8(ascii: "|"): depth += 1
      case 0x20, 0x09: continue
      case UInt8(ascii: "<"): return (depth, i)
      default: return nil
      }
    }
    return nil
  }

  /// `   |    | <CALayer: 0x600003a4c2c0> (layer)`: a sublayer UIKit prints among the views
  /// (iOS 8 to 14). Not a view.
  static func isLayerLine(_ bytes: [UInt8]) -> Bool {
    var end = bytes.count
    while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
    return viewStart(bytes) != nil
      && bytes[..<end].reversed().starts(with: "(layer)".utf8.reversed())
  }

  static func isLayerWord(_ extra: String) -> Bool { extra == "(layer)" }

  /// A line that is only `...` or `…` (after the `|` marks): lines cut by hand.
  static func isElision(_ bytes: [UInt8]) -> Bool {
    let rest = bytes.drop { isSpace($0) || $0 == UInt8(ascii: "|") }
    let text = String(decoding: rest, as: UTF8.self).trimmingSpaces
    return !text.isEmpty && text.allSatisfy { $0 == "." || $0 == "…" || $0 == "⋮" }
      && (text.contains("…") || text.contains("⋮") || text.count >= 3)
  }

  private mutating func warn(_ message: String, _ line: Int, _ column: Int) {
    diagnostics.append(
      ImportDiagnostic(file: file, line: line, column: column, message: message, isWarning: true))
  }

  /// An error; with `lenient`, a warning saying what became of the line (unless `fatal`: the
  /// scene format's limits, and a dump without a view, are errors either way).
  private mutating func problem(
    _ message: String, _ line: Int, _ column: Int, skipped: String = "the line is skipped",
    fatal: Bool = false
  ) {
    let warn = lenient && !fatal
    diagnostics.append(
      ImportDiagnostic(
        file: file, line: line, column: column,
        message: warn ? "\(message); \(skipped)" : message, isWarning: warn))
  }
}
