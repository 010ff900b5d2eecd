import Foundation
import TouchTraceTrace
import Yams

/// Reads scene files (YAML, or JSON, which is YAML) into a checked `SceneDocument`.
///
/// Every problem is reported with its line and column, all of them at once: a `SceneErrors`
/// sorted by where they are. The format is the SceneFormat article's; `SceneSchema.json` describes
/// the same keys as a JSON Schema.
public enum SceneParser {
  /// How deep views (and, separately, controllers) may nest.
  public static let maxDepth = 1000
  /// How many views a scene may have (and, separately, how many controllers).
  public static let maxViews = 100_000
  /// The longest a scene's touches may last, in seconds, step durations and waits added up (and so
  /// any one of them): an hour of simulated touches is far beyond any diagram, and the limit keeps
  /// the simulated clock and the number of moves bounded.
  public static let maxSeconds = 3600.0
  /// The most taps in one `tap` step, and the most fingers in one step. (A tap of 100 was allowed
  /// until issue 14: 100 diagrams took minutes to draw.)
  public static let maxTapCount = 20
  public static let maxFingers = 20
  /// The most touches (fingers down and up: one diagram each) and touch events (began, moved,
  /// ended) a scene's steps may make in all, so every scene the limits accept logs and draws in
  /// seconds and modest memory (issue 14): drawing takes time per diagram and per event, about
  /// 0.3 s for a diagram of a 20-touch scene in a debug build. The samples make at most 4 touches.
  public static let maxTouches = 20
  /// The longest id: a 5 MB id took a minute to lay out in a diagram (found by .ci/fuzz).
  public static let maxIdLength = 200
  public static let maxTouchEvents = 10_000
  /// The longest text (a title, a label's text, a class name…), as for traces: a 1 MB title
  /// took 11 s and 612 MB to draw as HTML (issue 23).
  public static let maxTextLength = TraceReader.maximumTextLength
  /// What YAML aliases may repeat in all: text (in bytes) and list items. An alias costs a few
  /// bytes of the file but repeats all it names, so without a count a short file could make a
  /// trace of gigabytes (issue 35). Anchors shared the way a scene uses them stay far below.
  public static let maxAliasedText = 1 << 20
  public static let maxAliasedItems = 1_000_000
  /// How many errors are reported at most; a last one says how many more there were.
  static let maxReportedErrors = 500

  /// The stack of the thread that parses: Yams and the reader recurse once per level of the
  /// document. Only the pages used are committed.
  static let stackSize = 512 << 20

  /// Parses and checks a scene; throws `SceneErrors` holding every error found.
  public static func parse(_ text: String, file: String) throws -> SceneDocument {
    let result = onLargeStack { () -> Result<SceneDocument, SceneErrors> in
      let composed = YAMLComposer.compose(text, file: file)
      if !composed.errors.isEmpty { return .failure(report(composed.errors, file: file)) }
      let reader = YAMLReader(file: file, renamedKeys: composed.renamedKeys)
      let document = SceneReader(reader: reader).scene(composed.node)
      if !reader.errors.isEmpty { return .failure(report(reader.errors, file: file)) }
      return .success(document)
    }
    return try result.get()
  }

  /// The errors sorted by place, the first `maxReportedErrors` of them.
  static func report(_ errors: [SceneError], file: String) -> SceneErrors {
    var sorted = SceneErrors(sorting: errors)
    if sorted.errors.count > maxReportedErrors {
      let more = sorted.errors.count - maxReportedErrors
      sorted.errors.removeLast(more)
      sorted.errors.append(
        SceneError(file: file, location: nil, message: "and \(more) more errors"))
    }
    return sorted
  }

  /// Reads the file (it must exist and be UTF-8 text), then parses it.
  public static func load(path: String) throws -> SceneDocument {
    func fail(_ message: String) -> SceneErrors {
      SceneErrors(errors: [SceneError(file: path, location: nil, message: message)])
    }
    switch PathKind(of: path) {
    case .missing: throw fail(missingFileReason(path))
    case .directory: throw fail("this is a directory, not a scene file")
    case .notADirectory: break
    }
    if let reason = notARegularFileReason(path, what: "a scene file") { throw fail(reason) }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw fail("cannot read the file (\(error.localizedDescription))")
    }
    return try parse(decoding: data, file: path)
  }

  /// Parses a file's bytes; bytes that are not UTF-8 are an error at the first bad byte.
  public static func parse(decoding data: Data, file: String) throws -> SceneDocument {
    switch UTF8Text.decode(data) {
    case .success(let text): return try parse(text, file: file)
    case .failure(let bad):
      throw SceneErrors(errors: [
        SceneError(
          file: file, location: SourceLocation(line: bad.line, column: bad.column),
          message: bad.explanation)
      ])
    }
  }

  /// Runs `body` on a thread with a `stackSize` stack and waits for it.
  static func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = body()
      done.signal()
    }
    thread.stackSize = stackSize
    thread.name = "TouchTrace scene parser"
    thread.start()
    done.wait()
    return box.value!
  }
}

/// Hands a value from the parsing thread to the waiting one (the semaphore orders the accesses).
private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
