import Yams

/// The overrides that answer UIKit's questions with a fixed answer, as subclasses in real apps do:
/// `touchesShouldCancel` (scroll views), `gestureRecognizerShouldBegin` (any view: one answer, or
/// one per recognizer id), `beginTracking` (controls) and `next` (views and controllers).
extension SceneReader {
  func overrideAnswers(_ f: Fields, into o: inout ViewOverrides) {
    if let n = f["touchesShouldCancel"] {
      o.touchesShouldCancel = yaml.bool(n, "touchesShouldCancel")
    }
    touchesShouldBegin(f, into: &o)
    if let n = f["beginTracking"] { o.beginTracking = yaml.bool(n, "beginTracking") }
    if let n = f["gestureRecognizerShouldBegin"] { shouldBegin(n, into: &o) }
    o.next = nextOverride(f)
  }

  /// `next: someId`: the responder that comes next instead of UIKit's.
  func nextOverride(_ f: Fields) -> String? {
    guard let n = f["next"], let id = yaml.identifier(n, "next") else { return nil }
    ids.refer(to: id, as: .object, key: "next", at: yaml.location(n))
    return id
  }

  /// `true` / `false`, or `{recognizerId: false, …}`.
  private func shouldBegin(_ node: Node, into o: inout ViewOverrides) {
    let name = "gestureRecognizerShouldBegin"
    if case .mapping(let m) = node {
      for (key, value) in m {
        guard let id = yaml.identifier(key, name), let answer = yaml.bool(value, name) else {
          continue
        }
        ids.refer(to: id, as: .recognizer, key: name, at: yaml.location(key))
        o.gestureRecognizerShouldBeginByID[id] = answer
      }
      return
    }
    guard case .scalar(let s) = node, case .bool(let b) = ScalarValue(s) else {
      yaml.error(
        "expected true, false or {recognizerId: true or false, …} for '\(name)', found \(yaml.describe(node))",
        at: node)
      return
    }
    o.gestureRecognizerShouldBegin = b
  }

  /// Overrides of methods only some classes have: anywhere else an error at the key.
  func checkClassOverrides(_ node: Node, _ o: ViewOverrides, what: String, cls: ViewClass?) {
    guard let cls, case .mapping(let m) = node else { return }
    let rules: [(key: String, given: Bool, classes: [ViewClass])] = [
      ("touchesShouldCancel", o.touchesShouldCancel != nil, ViewClass.scrollViews),
      (
        "touchesShouldBegin", o.touchesShouldBegin != nil || o.touchesShouldBeginUnless != nil,
        ViewClass.scrollViews
      ),
      ("beginTracking", o.beginTracking != nil, ViewClass.controls),
    ]
    for rule in rules where rule.given && !rule.classes.contains(cls) {
      guard let key = m.keys.first(where: { $0.string == rule.key }) else { continue }
      yaml.error(
        "'\(rule.key)' is only for a \(Self.list(rule.classes)); \(what) is a \(cls.rawValue)",
        at: key)
    }
  }
}
