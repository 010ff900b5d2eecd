import TouchTraceScene

/// Reads a `recursiveDescription` dump into its views, in order, each with its depth and
/// subviews. The nesting is the number of `|` marks before a view's `<`, however they are spaced
/// (`   |    | <…>`, `||<…>`, tabs): UIKit's own spacing changed between iOS versions.
struct DumpParser {
  let file: String
  let lenient: Bool
  private(set) var views: [DumpView] = []
  private(set) var diagnostics: [ImportDiagnostic] = []

  init(file: String, lenient: Bool) {
    self.file = file
    self.lenient = lenient
  }

  /// The most errors reported; past it the dump is surely not a dump.
  static let maxReported = 100

  mutating func parse(_ text: String) {
    let lines = DumpLines.split(text)
    var ancestors: [Int] = []  // the last view at each depth, the root first
    var baseDepth: Int?
    var index = 0
    while index < lines.count, errorCount < Self.maxReported {
      let line = lines[index]
      index += 1
      if isBlank(line.bytes) { continue }
      guard let (depth, start) = Self.viewStart(line.bytes) else {
        // Past the spaces and `|` marks: where the description should start.
        let column = line.bytes.prefix { isSpace($0) || $0 == UInt8(ascii: "|") }.count
        problem(
          "expected a view's description ('<ClassName: 0x…; frame = …>'), after one '|' per level",
          line.line, line.column + column)
        continue
      }
      // A description may continue on the next lines (a text with a line break).
      var record = Record(line: line, from: start)
      var result = DescriptionScanner.scan(record.bytes)
      while case .incomplete = result, index < lines.count,
        Self.viewStart(lines[index].bytes) == nil, !isBlank(lines[index].bytes)
      {
        record.append(lines[index])
        index += 1
        result = DescriptionScanner.scan(record.bytes)
      }
      switch result {
      case .incomplete(let message):
        let (l, c) = record.place(of: record.bytes.count)
        problem(message, l, c)
      case .failure(let message, let offset):
        let (l, c) = record.place(of: offset)
        problem(message, l, c)
      case .view(let className, let pairs, let trailing):
        var view = DumpView(
          printedClass: className, depth: 0, line: line.line, column: line.column + start)
        view.trailing = trailing
        view.quotedLine = line.quotedLine
        guard apply(pairs, to: &view, record) else { continue }
        if baseDepth == nil { baseDepth = depth }
        var level = depth - baseDepth!
        if level < 0 || (level == 0 && !views.isEmpty) {
          problem(
            "a second view at the top of the dump (its '|' marks say it is no view's subview); "
              + "a dump has one view at the top, the one recursiveDescription was called on",
            line.line, line.column + start)
          continue
        }
        if level > ancestors.count {
          problem(
            "this view has \(depth) '|' marks, \(level - ancestors.count) more than a subview of "
              + "the view before it (expected at most \(ancestors.count + baseDepth!))",
            line.line, line.column + start, skipped: "it is read as a subview of the view before it"
          )
          // Leniently, it becomes the deepest possible subview.
          level = ancestors.count
        }
        if level > SceneParser.maxDepth {
          problem(
            "views nest deeper than \(SceneParser.maxDepth) levels (the scene format's limit)",
            line.line, line.column + start, fatal: true)
          return
        }
        if views.count == SceneParser.maxViews {
          problem(
            "more than \(SceneParser.maxViews) views (the scene format's limit)",
            line.line, line.column + start, fatal: true)
          return
        }
        view.depth = level
        ancestors.removeLast(ancestors.count - level)
        if let parent = ancestors.last { views[parent].subviews.append(views.count) }
        ancestors.append(views.count)
        views.append(view)
      }
    }
    if views.isEmpty, diagnostics.isEmpty {
      problem(
        "no view in the dump (expected lines like '<UIView: 0x…; frame = (0 0; 375 667); …>')", 1,
        1,
        fatal: true)
    }
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

  /// Sets what UIKit printed; false (after reporting) when a value is not in UIKit's form.
  private mutating func apply(
    _ pairs: [(key: String, value: String, offset: Int)], to view: inout DumpView, _ record: Record
  ) -> Bool {
    for (key, value, offset) in pairs {
      func bad(_ expected: String) -> Bool {
        let (l, c) = record.place(of: offset)
        problem("expected \(expected), found '\(value)'", l, c)
        return false
      }
      switch key {
      case "frame":
        guard let frame = DumpValues.frame(value) else {
          return bad("'frame = (x y; width height)' with numbers")
        }
        view.frame = frame
      case "alpha":
        guard let alpha = DumpValues.number(value) else { return bad("'alpha = ' and a number") }
        view.alpha = min(max(alpha, 0), 1)
      case "hidden", "userInteractionEnabled", "clipsToBounds":
        guard let flag = DumpValues.bool(value) else { return bad("'\(key) = YES' or 'NO'") }
        switch key {
        case "hidden": view.isHidden = flag
        case "userInteractionEnabled": view.isUserInteractionEnabled = flag
        default: view.clipsToBounds = flag
        }
      case "transform":
        guard let t = DumpValues.transform(value) else {
          return bad("'transform = [a, b, c, d, tx, ty]' with numbers")
        }
        guard DumpValues.decompose(t) != nil else {
          return bad(
            "a transform made of a scale, a rotation and a translation (a skew, or a scale to nothing, cannot be simulated)"
          )
        }
        view.transform = t
      case "tag":
        guard let tag = DumpValues.integer(value) else { return bad("'tag = ' and a whole number") }
        view.tag = tag
      case "text": view.text = value
      case "placeholder": view.placeholder = value
      case "baseClass":
        guard !value.isEmpty, value.utf8.allSatisfy(isKeyByte) else {
          return bad("'baseClass = ' and a class name")
        }
        view.baseClass = DumpView.unqualified(value)
      case "backgroundColor": view.backgroundColor = DumpValues.color(value)
      case "gestureRecognizers": view.hasGestureRecognizers = value != "(null)"
      case "contentOffset", "contentSize":
        guard let pair = DumpValues.pair(value) else { return bad("'\(key): {x, y}' with numbers") }
        if key == "contentOffset" { view.contentOffset = pair } else { view.contentSize = pair }
      default: continue  // opaque, autoresize, layer, animations, tintColor…: nothing to simulate
      }
    }
    return true
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

/// One description's bytes, gathered from one or more lines, and where each part came from.
private struct Record {
  var bytes: [UInt8]
  /// (offset in `bytes`, line, column of that byte).
  var parts: [(offset: Int, line: Int, column: Int)]

  init(line: DumpLine, from start: Int) {
    bytes = Array(line.bytes[start...])
    parts = [(0, line.line, line.column + start)]
  }

  mutating func append(_ line: DumpLine) {
    bytes.append(UInt8(ascii: "\n"))
    parts.append((bytes.count, line.line, line.column))
    bytes += line.bytes
  }

  func place(of offset: Int) -> (line: Int, column: Int) {
    let part = parts.last { $0.offset <= offset } ?? parts[0]
    return (part.line, part.column + offset - part.offset)
  }
}
