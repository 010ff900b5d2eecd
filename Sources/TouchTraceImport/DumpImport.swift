/// What `touchtrace import` was asked for besides the dump.
public struct ImportOptions: Sendable {
  /// Taps to add, in window coordinates; none: the scene has no touches.
  public var taps: [(x: Double, y: Double)] = []
  /// The window's size; nil: the smallest that holds the first view's frame.
  public var screen: (width: Double, height: Double)?
  /// Skip lines that cannot be read, with a warning each, instead of failing.
  public var lenient = false
  /// The dump's windows sit in a `UIWindowScene` (a scene-based app, iOS 13+): the scene says
  /// `application: {sceneBased: true}`, so the window's next responder is the scene.
  public var sceneBased = false
  /// The dump showed UIKit's keyboard window: the scene says `softwareKeyboard: true` (set by the
  /// import itself when it reads one).
  public var softwareKeyboard = false
  /// The scene format to write for (tests pass another one).
  public var vocabulary = SceneVocabulary.current

  public init() {}
}

/// A scene made from a dump.
public struct ImportedScene: Sendable {
  /// The scene file's text (the SceneFormat article).
  public var yaml: String
  /// The dump's views, as read.
  public var views: [DumpView]
  /// Lines `lenient` skipped, lines cut from the dump, parts not simulated: located.
  public var warnings: [ImportDiagnostic]
  /// What the answer rests on that the dump did not say, one plain sentence each (the scene's
  /// `warnings:`).
  public var notes: [String]
  /// The dump's name in messages (`<stdin>` for standard input).
  public var file: String
  /// For each line of `yaml` (0-based), the index in `views` of the view it was written for.
  public var viewAtLine: [Int?]

  /// Where the scene's line `line` (1-based) came from in the dump: `file:line:column`.
  public func dumpPlace(ofSceneLine line: Int) -> String? {
    guard line >= 1, line <= viewAtLine.count, let index = viewAtLine[line - 1] else { return nil }
    return "\(file):\(views[index].line):\(views[index].column)"
  }
}

/// Turns a view hierarchy printed by UIKit's `recursiveDescription` (from LLDB's `po`, `NSLog`,
/// a bug report) into a scene. A front end like the scene reader: it produces a scene's text,
/// never engine objects.
public enum DumpImport {
  /// - Parameters:
  ///   - text: the dump as pasted.
  ///   - file: the dump's path as given (for messages), `-` for standard input.
  ///   - given: the options: taps, the screen's size, leniency.
  /// - Throws: ``ImportErrors`` with every line that could not be read (nothing is imported),
  ///   unless `options.lenient` turned them into warnings.
  public static func scene(from text: String, file: String, options given: ImportOptions) throws
    -> ImportedScene
  {
    var options = given
    let shown = file == "-" ? "<stdin>" : file
    var parser = DumpParser(file: shown, lenient: options.lenient)
    parser.parse(text)
    let errors = parser.diagnostics.filter { !$0.isWarning }
    guard errors.isEmpty else { throw ImportErrors(errors: errors) }
    let source =
      file == "-" ? "standard input" : file.split(separator: "/").last.map(String.init) ?? file
    let views = parser.views
    if parser.sawKeyboardWindow { options.softwareKeyboard = true }
    var notes = ImportNotes.sentences(
      views: views, cuts: parser.cuts, taps: options.taps, reached: [:])
    var writer = SceneWriter(views: views, options: options, source: source, notes: notes)
    writer.controllers = parser.controllers
    var yaml = writer.yaml()
    let needsReach = views.indices.contains {
      ImportNotes.hasUnknownRecognizers(views[$0], isRoot: $0 == 0)
        || (views[$0].isSkipped && views[$0].frame == nil)
    }
    if !options.taps.isEmpty, needsReach {
      // What each tap reaches, as the engine hit-tests the scene just written; the notes that
      // depend on it go in, and the scene is written again with them.
      let reached = reachedViews(writer, TapChains.ids(yaml: yaml, taps: options.taps))
      notes = ImportNotes.sentences(
        views: views, cuts: parser.cuts, taps: options.taps, reached: reached)
      writer.notes = notes
      yaml = writer.yaml()
    }
    let structure = writer.structureWarnings.map { index, why in
      ImportDiagnostic(
        file: shown, line: views[index].line, column: views[index].column, message: why,
        isWarning: true)
    }
    return ImportedScene(
      yaml: yaml, views: views, warnings: parser.diagnostics + structure,
      notes: notes + writer.writerNotes,
      file: shown, viewAtLine: writer.viewAtLine)
  }

  /// For each dump view, the taps whose hit chain holds it. A view the scene folds into its
  /// parent (a table's wrapper) counts as the view that stands for it.
  private static func reachedViews(_ writer: SceneWriter, _ chains: [[String]]) -> [Int: [Int]] {
    let views = writer.views
    var parent = [Int?](repeating: nil, count: views.count)
    for (index, view) in views.enumerated() { for child in view.subviews { parent[child] = index } }
    var indexOf: [String: [Int]] = [:]
    for index in views.indices {
      var id = writer.idOf[index]
      if id == nil, let p = parent[index] { id = writer.idOf[p] }
      if index == 0, UIKitClasses.isWindow(views[0]) { id = "UIWindow" }
      if let id { indexOf[id, default: []].append(index) }
    }
    var reached: [Int: [Int]] = [:]
    for (tap, chain) in chains.enumerated() {
      for id in chain { for index in indexOf[id] ?? [] { reached[index, default: []].append(tap) } }
    }
    return reached
  }
}
