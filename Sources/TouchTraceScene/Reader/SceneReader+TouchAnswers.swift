import TouchTraceEngine
import Yams

/// Delegate answers that depend on the touch, in the one form real delegates most often take:
/// `shouldReceiveTouch: {unlessTouchedViewIs: [UIControl]}` — NO when `touch.view` is a control
/// (the common fix that keeps a tap recognizer off the buttons under it), else YES.
extension SceneReader {
  /// `true` / `false`, or `{unlessTouchedViewIs: [classes]}`.
  func touchAnswer(_ node: Node, _ name: String) -> (Bool?, [ViewClass]?) {
    if case .mapping = node {
      guard let f = yaml.mapping(node, what: "'\(name)'", keys: SceneKeys.touchAnswer) else {
        return (nil, nil)
      }
      guard let n = f["unlessTouchedViewIs"], let list = yaml.sequence(n, "unlessTouchedViewIs")
      else {
        yaml.error("'\(name)' needs 'unlessTouchedViewIs' (a list of UIKit classes)", at: node)
        return (nil, nil)
      }
      if list.isEmpty { yaml.error("'unlessTouchedViewIs' needs at least one class", at: n) }
      return (nil, list.compactMap { yaml.choice($0, "unlessTouchedViewIs", ViewClass.self) })
    }
    guard case .scalar(let s) = node, case .bool(let b) = ScalarValue(s) else {
      yaml.error(
        "expected true, false or {unlessTouchedViewIs: [UIControl]} for '\(name)', found \(yaml.describe(node))",
        at: node)
      return (nil, nil)
    }
    return (b, nil)
  }
}

extension SceneBuilder {
  /// Whether a view is of any of these UIKit classes, its subclasses included (Swift's `is`).
  static func isAny(_ classes: [ViewClass]) -> (UIView) -> Bool {
    { view in classes.contains { $0.isInstance(view) } }
  }
}
