import TouchTraceTrace
import Yams

/// Reading the WindowsEventsAndChanges article:
/// `windows:`, `firstResponder:`, `handles:` and the overrides of the non-touch event methods.
extension SceneReader {
  /// `window:` or `windows:` (never both), and `firstResponder:`.
  func windows(_ f: Fields, into doc: inout SceneDocument) {
    if let list = f["windows"] {
      if let single = f["window"] {
        yaml.error(
          "a scene has 'window' or 'windows', not both (put this window in the 'windows' list)",
          at: f.keyNode("window") ?? single)
      }
      windowList(list).map { doc.windows = $0 }
    } else {
      doc.window = window(f["window"])
    }
    if let n = f["firstResponder"], let id = yaml.identifier(n, "firstResponder") {
      doc.firstResponder = id
      doc.firstResponderLocation = yaml.location(n)
      ids.refer(to: id, as: .responder, key: "firstResponder", at: yaml.location(n))
    }
  }

  private func windowList(_ node: Node) -> [WindowSpec]? {
    guard let list = yaml.sequence(node, "windows") else { return nil }
    guard !list.isEmpty else {
      yaml.error("'windows' needs at least one window", at: node)
      return nil
    }
    let windows = list.map { window($0, inList: true) }
    let keys = windows.filter(\.isKeyWindow)
    if keys.count > 1 {
      yaml.error(
        "two key windows ('\(keys[0].id)' and '\(keys[1].id)'): an app has one key window; set 'isKeyWindow: true' on one",
        at: keys[1].location)
    }
    return windows
  }

  /// One window: the `window:` mapping, or an item of `windows:` (which needs an id and may be
  /// placed, layered, hidden and made key).
  func window(_ node: Node?, inList: Bool = false) -> WindowSpec {
    var window = WindowSpec()
    window.location = node.flatMap { yaml.location($0) }
    let keys = inList ? SceneKeys.windowInList : SceneKeys.window
    let f = node.flatMap { yaml.mapping($0, what: inList ? "a window" : "'window'", keys: keys) }
    if let n = f?["id"] {
      if let id = yaml.identifier(n, "id") {
        window.id = id
        ids.declare(id, .window, at: yaml.location(n))
      }
    } else if inList, let node {
      yaml.error("a window in 'windows' needs an 'id'", at: node)
    } else {
      ids.declare(window.id, .window, at: nil)
    }
    guard let f else { return window }
    if let n = f["rootViewController"] {
      window.rootViewController = controller(n, depth: 1, containerDepth: 0)
    }
    if let n = f["subviews"], let list = yaml.sequence(n, "subviews") {
      window.subviews = list.compactMap { view($0, depth: 1, isControllerView: false) }
    }
    if let n = f["logs"], let logs = yaml.bool(n, "logs") { window.logs = logs }
    if let n = f["overrides"] {
      window.overrides = viewOverrides(n, what: "a window's 'overrides'", SceneKeys.windowOverrides)
    }
    window.handles = handles(f)
    if let n = f["windowLevel"] { windowLevel(n).map { window.windowLevel = $0 } }
    if let n = f["isKeyWindow"], let b = yaml.bool(n, "isKeyWindow") { window.isKeyWindow = b }
    if let n = f["frame"], let frame = yaml.rect(n, "frame") { window.frame = frame }
    if let n = f["isHidden"], let b = yaml.bool(n, "isHidden") { window.isHidden = b }
    if let n = f["isUserInteractionEnabled"], let b = yaml.bool(n, "isUserInteractionEnabled") {
      window.isUserInteractionEnabled = b
    }
    if let n = f["gestureRecognizers"], let list = yaml.sequence(n, "gestureRecognizers") {
      window.gestureRecognizers = list.compactMap(recognizer)
    }
    return window
  }

  /// UIWindow.Level: `normal` (0), `statusBar` (1000), `alert` (2000), or a number (Apple,
  /// UIWindow.Level).
  private func windowLevel(_ node: Node) -> Double? {
    let named: [String: Double] = ["normal": 0, "statusBar": 1000, "alert": 2000]
    if case .scalar(let s) = node, let level = named[s.string] { return level }
    if case .scalar(let s) = node, case .number = ScalarValue(s) {
      return yaml.number(node, "windowLevel")
    }
    yaml.error(
      "expected normal, statusBar, alert or a number for 'windowLevel', found \(yaml.describe(node))",
      at: node)
    return nil
  }

  /// `handles: [copy, save]`: the action methods a responder implements.
  func handles(_ f: Fields) -> [String] {
    guard let n = f["handles"], let list = yaml.sequence(n, "handles") else { return [] }
    return list.compactMap { yaml.identifier($0, "handles") }
  }

  /// `motion`, `presses`, `remoteControl` in a responder's `overrides`: forward or swallow.
  func eventOverrides(_ o: Fields) -> [EventFamily: TouchesOverride] {
    var out: [EventFamily: TouchesOverride] = [:]
    for family in EventFamily.allCases {
      if let n = o[family.rawValue],
        let choice = yaml.choice(n, family.rawValue, [TouchesOverride.forward, .swallow])
      {
        out[family] = choice
      }
    }
    return out
  }
}
