import TouchTraceEngine
import TouchTraceTrace
import Yams

/// Walks a scene's node tree into a `SceneDocument`, collecting every problem on the way.
/// It recurses along the view tree, so it runs on the parser's large-stack thread.
final class SceneReader {
  /// Reads the YAML nodes: values, mappings, locations, and collects the errors.
  let yaml: YAMLReader
  var ids = IdRegistry()
  /// The `set`, `add` and `remove` steps, checked once the whole scene is read.
  var pendingChanges: [PendingChange] = []

  var viewLimit = ReadingLimit("views")
  var controllerLimit = ReadingLimit("controllers")
  /// The scene's `device:`, read before the windows: what exists depends on it.
  var device = UIDevice.standard

  init(reader: YAMLReader) { self.yaml = reader }

  // MARK: Scene

  func scene(_ node: Node?) -> SceneDocument {
    var doc = SceneDocument()
    guard let node, !isNull(node) else {
      yaml.error(
        "the scene is empty (expected a mapping with 'window' and 'touches')",
        at: SourceLocation(line: 1, column: 1))
      return doc
    }
    guard let f = yaml.mapping(node, what: "the scene", keys: SceneKeys.scene) else { return doc }
    if let n = f["title"] { doc.title = yaml.string(n, "title") }
    if let n = f["warnings"], let list = yaml.sequence(n, "warnings") {
      doc.warnings = list.compactMap { yaml.string($0, "warnings") }
    }
    if let n = f["screen"] { screen(n).map { doc.screen = $0 } }
    if let n = f["constants"] { doc.constants = constants(n) }
    if let n = f["device"] { device = self.device(n) }
    doc.device = device
    doc.application = application(f["application"])
    checkScenes(doc, sceneBased: f["application"])
    windows(f, into: &doc)
    if let n = f["storyboard"] { doc.storyboard = storyboard(n) }
    if let n = f["touches"], let list = yaml.sequence(n, "touches") {
      for item in list {
        guard let touch = step(item) else { continue }
        doc.touches.append(touch)
        doc.touchLocations.append(yaml.location(item))
      }
      checkDuration(doc.touches, at: n)
      checkWork(doc.touches, moveInterval: doc.constants.moveInterval, at: n)
    }
    doc.touchesLocation = yaml.location(f["touches"])
    checkLimits()
    declareScrollViewPans(doc)
    ids.check(yaml)
    checkChanges(doc)
    checkNavigation(doc)
    return doc
  }

  func isNull(_ node: Node) -> Bool {
    if case .scalar(let s) = node { return ScalarValue(s) == .null }
    return false
  }

  private func screen(_ node: Node) -> Size? {
    guard let f = yaml.mapping(node, what: "'screen'", keys: SceneKeys.screen),
      yaml.require(["width", "height"], in: f, what: "'screen'")
    else { return nil }
    let width = yaml.number(f["width"]!, "width", .positive)
    let height = yaml.number(f["height"]!, "height", .positive)
    guard let width, let height else { return nil }
    return Size(width, height)
  }

  /// The id of a scene-based app's `UIWindowScene`.
  static let windowSceneID = "UIWindowScene"

  private func application(_ node: Node?) -> ApplicationSpec {
    var app = ApplicationSpec()
    let f = node.flatMap { yaml.mapping($0, what: "'application'", keys: SceneKeys.application) }
    if let n = f?["id"] {
      if let id = yaml.identifier(n, "id") {
        app.id = id
        ids.declare(id, .application, at: yaml.location(n))
      }
    } else {
      ids.declare(app.id, .application, at: nil)
    }
    if let n = f?["delegate"] {
      if isNull(n) {
        app.delegate = nil
      } else if let id = yaml.identifier(n, "delegate") {
        app.delegate = id
        ids.declare(id, .appDelegate, at: yaml.location(n))
      }
    } else if let id = app.delegate {
      ids.declare(id, .appDelegate, at: nil)
    }
    if let n = f?["logs"], let logs = yaml.bool(n, "logs") { app.logs = logs }
    if let n = f?["sceneBased"], let sceneBased = yaml.bool(n, "sceneBased"), sceneBased {
      app.sceneBased = true
      ids.declare(Self.windowSceneID, .windowScene, at: yaml.location(n))
    }
    if let f { app.handles = handles(f) }
    if let f { readSystemUI(f, into: &app) }
    return app
  }

  // MARK: Limits

  private func checkLimits() {
    viewLimit.report(to: yaml)
    controllerLimit.report(to: yaml)
  }
}
