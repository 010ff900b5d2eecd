import TouchTraceScene

/// Reads a `recursiveDescription` dump into its views, in order, each with its depth and
/// subviews. The nesting is the number of `|` marks before a view's `<`, however they are spaced
/// (`   |    | <…>`, `||<…>`, tabs): UIKit's own spacing changed between iOS versions.
struct DumpParser {
  let file: String
  let lenient: Bool
  var views: [DumpView] = []
  private(set) var diagnostics: [ImportDiagnostic] = []
  /// Lines where the dump was cut (`...`, `…`, or it ends inside a description).
  private(set) var cuts: [Int] = []
  private var ancestors: [Int] = []  // the last view at each depth, the root first
  private var baseDepth: Int?
  /// UIKit's keyboard window, a second tree at the top (DumpParser+Keyboard.swift).
  var sawKeyboardWindow = false
  var keyboardTreeLevel: Int?
  /// Recognizers printed after the dump, to attach to their views by address at the end.
  var recognizers: [DumpRecognizer] = []
  /// Controllers `_printHierarchy` printed after the dump.
  var controllers: [DumpController] = []
  /// Controls' actions printed after the dump, to attach by address at the end.
  var actions: [DumpAction] = []
  /// The control the last command named (`pactions(#0x…)`).
  var commandControl: String?
  /// Views `_autolayoutTrace` marked `AMBIGUOUS LAYOUT`: (address, line, column).
  var ambiguities: [(String, Int, Int)] = []

  init(file: String, lenient: Bool) {
    self.file = file
    self.lenient = lenient
  }

  /// The most errors reported; past it the dump is surely not a dump.
  static let maxReported = 100

  mutating func parse(_ text: String) {
    let split = DumpLines.split(text)
    let lines = split.lines
    let lastText = lines.lastIndex { !isBlank($0.bytes) && !$0.isOutside } ?? 0
    var index = 0
    while index < lines.count, errorCount < Self.maxReported {
      let line = lines[index]
      let first = index
      index += 1
      if readNotAView(line) { continue }
      guard let (depth, start) = Self.viewStart(line.bytes) else {
        // Before the first view: a title or a note pasted with the dump, not part of it.
        if views.isEmpty, errorCount == 0 {
          skipped(line, "it comes before the dump's first view")
          continue
        }
        // Past the spaces and `|` marks: where the description should start.
        let column = line.bytes.prefix { isSpace($0) || $0 == UInt8(ascii: "|") }.count
        problem(
          "expected a view's description ('<ClassName: 0x…; frame = …>'), after one '|' per level",
          line.line, line.column + column)
        continue
      }
      var record = Record(line: line, from: start)
      var result = DescriptionScanner.scan(record.bytes)
      if case .incomplete = result, Self.gather(&record, lines, &index) {
        result = DescriptionScanner.scan(record.bytes)
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
      view.printedBefore = Self.printedBefore(line.bytes, start)
      if let (message, l, c) = DumpViewValues.apply(scanned.pairs, to: &view, record) {
        unreadable(message, l, c, record, depth: depth, at: here)
        continue
      }
      if view.transformIs3D {
        warn(
          "this view's transform3D has a depth or a perspective: only its flat part "
            + "(scale, rotation, translation) is simulated", here.0, here.1)
      }
      if let base = baseDepth, depth <= base, !views.isEmpty, isRepeat(view, at: here) { continue }
      guard place(view, depth: depth, at: here) else { return }
    }
    finish(split)
  }

  /// A line that is no view's: a debugger's command, a blank or layer line, what is pasted after
  /// the dump (recognizers, controllers, actions), the code around a string literal, a cut.
  /// True when the line was one of them (and is done with).
  private mutating func readNotAView(_ line: DumpLine) -> Bool {
    if let command = line.command {
      commandControl = DumpControllers.commandControl(command)
      return true
    }
    if isBlank(line.bytes) || Self.isLayerLine(line.bytes) { return true }
    if let ambiguous = DumpControllers.autolayoutTrace(String(decoding: line.bytes, as: UTF8.self))
    {
      if !ambiguous.isEmpty { ambiguities.append((ambiguous, line.line, line.column)) }
      return true
    }
    if !views.isEmpty, readRecognizers(line) || readControllerOrAction(line) { return true }
    if line.isOutside || Self.isStructure(line.bytes) {
      skipped(line, "it is outside the string that holds the dump")
      return true
    }
    guard Self.isElision(line.bytes) else { return false }
    cuts.append(line.line)
    warn(
      "lines were cut from the dump here; the answer may depend on what was cut",
      line.line, line.column + line.bytes.prefix { isSpace($0) }.count)
    return true
  }

  /// A description on several lines (a text with line breaks): every line up to the next view's
  /// joins the record, scanned once (so a text of a million lines takes linear time). False when
  /// no line followed.
  private static func gather(_ record: inout Record, _ lines: [DumpLine], _ index: inout Int)
    -> Bool
  {
    var stop = index
    while stop < lines.count, viewStart(lines[stop].bytes) == nil, !isElision(lines[stop].bytes) {
      stop += 1
    }
    while stop > index, isBlank(lines[stop - 1].bytes) { stop -= 1 }
    guard stop > index else { return false }
    for k in index..<stop { record.append(lines[k]) }
    index = stop
    return true
  }

  /// After the last line: what was printed after the dump goes to its views, a literal never
  /// closed is a cut, and a dump without a view is an error.
  private mutating func finish(_ split: DumpText) {
    attachRecognizers()
    attachActions()
    for (address, l, c) in ambiguities {
      let view = views.first { $0.address.map(Self.normalized) == Self.normalized(address) }
      warn(
        "_autolayoutTrace marks the layout of \(view.map { "\($0.className) (line \($0.line))" } ?? address) "
          + "ambiguous: on another run it may not be where its printed frame says", l, c)
    }
    if let (l, c) = split.unclosed {
      cuts.append(l)
      warn(
        "the string that holds the dump is never closed: the paste was cut here, and the "
          + "answer may depend on what was cut", l, c)
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
    if skipsKeyboardTree(view, level: level) { return true }
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

  /// Where a view's description starts: its `<Name:` after spaces, tabs and `|` marks, and the
  /// number of marks. Text between the marks (or the line's start) and the `<` is what some
  /// printers add, not the view: a controller's name (`'Ctrl:0x…' <UIView…>`, iOS 5 and 6), an
  /// LLDB result (`(id) $2 = 0x… <UIView…>`), an ivar's name (`_myButton <UIButton…>`), a
  /// wrapper (`XX (<UIView…>)`). A `;` or `>` before the `<` means the line goes on a
  /// description (a text on several lines), so it is no view's first line; nil then.
  static func viewStart(_ bytes: [UInt8]) -> (depth: Int, start: Int)? {
    var depth = 0
    for (i, c) in bytes.enumerated() {
      switch c {
      case UInt8(ascii: "|"): depth += 1
      case 0x20, 0x09: continue
      case UInt8(ascii: "<"): return (depth, i)
      default:
        guard let start = DumpLiterals.descriptionStart(Array(bytes[i...])).map({ $0 + i }),
          !bytes[i..<start].contains(where: { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ">") })
        else { return nil }
        return (depth, start)
      }
    }
    return nil
  }

  /// The text a printer put before a view's `<` (after the `|` marks), if any.
  static func printedBefore(_ bytes: [UInt8], _ start: Int) -> String? {
    let marks = bytes[..<start].prefix { isSpace($0) || $0 == UInt8(ascii: "|") }.count
    let text = String(decoding: bytes[marks..<start], as: UTF8.self).trimmingSpaces
    return text.isEmpty ? nil : text
  }

  /// A line of brackets and punctuation only (`)`, `];`, `"""`, `}`): the code or the
  /// printer's frame around a dump, never a view.
  static func isStructure(_ bytes: [UInt8]) -> Bool {
    let marks = Array("()[]{};,\"'`+@".utf8)
    return !isBlank(bytes) && bytes.allSatisfy { isSpace($0) || marks.contains($0) }
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

  /// After the dump, at its top level: an object's description with no frame (a controller, the
  /// application, in a printed responder chain) is no view, and a view printed again is read
  /// once, with a warning. True when the line is one of them.
  private mutating func isRepeat(_ view: DumpView, at here: (Int, Int)) -> Bool {
    if view.frame == nil { return true }
    guard let again = view.address.map(Self.normalized),
      let first = views.first(where: { $0.address.map(Self.normalized) == again })
    else { return false }
    warn(
      "this view was printed again (it is read at line \(first.line)); this line is skipped",
      here.0, here.1)
    return true
  }

  /// A line that is not read as a view: skipped without a word, unless it holds a frame (a
  /// view's line the reading missed), which gets a warning at its place.
  private mutating func skipped(_ line: DumpLine, _ why: String) {
    guard let at = Self.frameColumn(line.bytes) else { return }
    // A view printed again (Cycript's `rp`, a responder chain): said so, by where it was read.
    if let again = Record(line: line, from: line.bytes.firstIndex(of: UInt8(ascii: "<")) ?? 0)
      .address.map(Self.normalized),
      let first = views.first(where: { $0.address.map(Self.normalized) == again })
    {
      warn(
        "this view was printed again (it is read at line \(first.line)); this line is skipped",
        line.line, line.column + at)
      return
    }
    warn(
      "this line holds a frame but is not read as a view (\(why)); it is skipped", line.line,
      line.column + at)
  }

  /// Where `frame = (` is on a line, or nil.
  static func frameColumn(_ b: [UInt8]) -> Int? {
    let key = Array("frame = (".utf8)
    guard b.count >= key.count else { return nil }
    return (0...(b.count - key.count)).first {
      b[$0] == key[0] && Array(b[$0..<($0 + key.count)]) == key
    }
  }

  mutating func warn(_ message: String, _ line: Int, _ column: Int) {
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
