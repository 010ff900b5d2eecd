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
  /// The scene format to write for (tests pass another one).
  public var vocabulary = SceneVocabulary.current

  public init() {}
}

/// A scene made from a dump.
public struct ImportedScene: Sendable {
  /// The scene file's text (SCENES.md).
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
  ///   - options: taps, the screen's size, leniency.
  /// - Throws: ``ImportErrors`` with every line that could not be read (nothing is imported),
  ///   unless `options.lenient` turned them into warnings.
  public static func scene(from text: String, file: String, options: ImportOptions) throws
    -> ImportedScene
  {
    let shown = file == "-" ? "<stdin>" : file
    var parser = DumpParser(file: shown, lenient: options.lenient)
    parser.parse(text)
    let errors = parser.diagnostics.filter { !$0.isWarning }
    guard errors.isEmpty else { throw ImportErrors(errors: errors) }
    let source =
      file == "-" ? "standard input" : file.split(separator: "/").last.map(String.init) ?? file
    let notes = ImportNotes.sentences(views: parser.views, cuts: parser.cuts, taps: options.taps)
    var writer = SceneWriter(views: parser.views, options: options, source: source, notes: notes)
    let yaml = writer.yaml()
    return ImportedScene(
      yaml: yaml, views: parser.views, warnings: parser.diagnostics, notes: notes, file: shown,
      viewAtLine: writer.viewAtLine)
  }
}
