import TouchTraceTrace
import Yams

/// Walks a scene's node tree into a `SceneDocument`, collecting every problem on the way.
/// It recurses along the view tree, so it runs on the parser's large-stack thread.
final class SceneReader {
  /// Reads the YAML nodes: values, mappings, locations, and collects the errors.
  let yaml: YAMLReader
  /// `yaml`'s old one-letter name, still used by the readers not yet split into small steps
  /// (issue 32); new code says `yaml`.
  var r: YAMLReader { yaml }
  var ids = IdRegistry()
  /// The `set`, `add` and `remove` steps, checked once the whole scene is read.
  var pendingChanges: [PendingChange] = []

  var viewCount = 0
  var controllerCount = 0
  var firstControllerOverLimit: SourceLocation?
  var firstViewOverLimit: SourceLocation?
  var deepestView = 0
  var firstTooDeepView: SourceLocation?
  var deepestController = 0
  var firstTooDeepController: SourceLocation?

  init(reader: YAMLReader) { self.yaml = reader }

  // MARK: Scene

  func scene(_ node: Node?) -> SceneDocument {
    var doc = SceneDocument()
    guard let node, !isNull(node) else {
      r.error(
        "the scene is empty (expected a mapping with 'window' and 'touches')",
        at: SourceLocation(line: 1, column: 1))
      return doc
    }
    guard let f = r.mapping(node, what: "the scene", keys: SceneKeys.scene) else { return doc }
    if let n = f["title"] { doc.title = r.string(n, "title") }
    if let n = f["warnings"], let list = r.sequence(n, "warnings") {
      doc.warnings = list.compactMap { r.string($0, "warnings") }
    }
    if let n = f["screen"] { screen(n).map { doc.screen = $0 } }
    if let n = f["constants"] { doc.constants = constants(n) }
    doc.application = application(f["application"])
    windows(f, into: &doc)
    if let n = f["storyboard"] { doc.storyboard = storyboard(n) }
    if let n = f["touches"], let list = r.sequence(n, "touches") {
      for item in list {
        guard let touch = step(item) else { continue }
        doc.touches.append(touch)
        doc.touchLocations.append(r.location(item))
      }
      checkDuration(doc.touches, at: n)
      checkWork(doc.touches, moveInterval: doc.constants.moveInterval, at: n)
    }
    doc.touchesLocation = r.location(f["touches"])
    checkLimits()
    declareScrollViewPans(doc)
    ids.check(r)
    checkChanges(doc)
    checkNavigation(doc)
    return doc
  }

  func isNull(_ node: Node) -> Bool {
    if case .scalar(let s) = node { return ScalarValue(s) == .null }
    return false
  }

  private func screen(_ node: Node) -> Size? {
    guard let f = r.mapping(node, what: "'screen'", keys: SceneKeys.screen),
      r.require(["width", "height"], in: f, what: "'screen'")
    else { return nil }
    let width = r.number(f["width"]!, "width", .positive)
    let height = r.number(f["height"]!, "height", .positive)
    guard let width, let height else { return nil }
    return Size(width, height)
  }

  /// The id of a scene-based app's `UIWindowScene`.
  static let windowSceneID = "UIWindowScene"

  private func application(_ node: Node?) -> ApplicationSpec {
    var app = ApplicationSpec()
    let f = node.flatMap { r.mapping($0, what: "'application'", keys: SceneKeys.application) }
    if let n = f?["id"] {
      if let id = r.identifier(n, "id") {
        app.id = id
        ids.declare(id, .application, at: r.location(n))
      }
    } else {
      ids.declare(app.id, .application, at: nil)
    }
    if let n = f?["delegate"] {
      if isNull(n) {
        app.delegate = nil
      } else if let id = r.identifier(n, "delegate") {
        app.delegate = id
        ids.declare(id, .appDelegate, at: r.location(n))
      }
    } else if let id = app.delegate {
      ids.declare(id, .appDelegate, at: nil)
    }
    if let n = f?["logs"], let logs = r.bool(n, "logs") { app.logs = logs }
    if let n = f?["sceneBased"], let sceneBased = r.bool(n, "sceneBased"), sceneBased {
      app.sceneBased = true
      ids.declare(Self.windowSceneID, .windowScene, at: r.location(n))
    }
    if let f { app.handles = handles(f) }
    return app
  }

  // MARK: Limits

  private func checkLimits() {
    if deepestView > SceneParser.maxDepth {
      r.error(
        "the scene nests views \(deepestView) deep; the limit is \(SceneParser.maxDepth)",
        at: firstTooDeepView)
    }
    if deepestController > SceneParser.maxDepth {
      r.error(
        "the scene nests controllers \(deepestController) deep; the limit is \(SceneParser.maxDepth)",
        at: firstTooDeepController)
    }
    if viewCount > SceneParser.maxViews {
      r.error(
        "the scene has more than \(SceneParser.maxViews) views; the limit is \(SceneParser.maxViews)",
        at: firstViewOverLimit)
    }
    if controllerCount > SceneParser.maxViews {
      r.error(
        "the scene has more than \(SceneParser.maxViews) controllers; the limit is \(SceneParser.maxViews)",
        at: firstControllerOverLimit)
    }
  }
}
