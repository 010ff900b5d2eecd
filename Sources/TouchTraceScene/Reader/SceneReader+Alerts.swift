import TouchTraceEngine
import TouchTraceTrace
import Yams

extension SceneReader {
  /// A UIAlertController's `preferredStyle`, `message` and `actions` (`[{title, style}]`); the
  /// keys are only for one. Declares the ids of the views UIKit makes for it.
  func alert(_ fields: Fields, isAlert: Bool, what: String) -> AlertSpec? {
    let keys = ["preferredStyle", "message", "actions"]
    guard isAlert else {
      for key in keys where fields.has(key) {
        yaml.error(
          "'\(key)' is only for a UIAlertController; \(what) is not one",
          at: fields.keyNode(key))
      }
      return nil
    }
    for key in ["view", "children"] where fields.has(key) {
      yaml.error(
        "a UIAlertController makes its own view (its panel and buttons); give its 'actions'",
        at: fields.keyNode(key))
    }
    var spec = AlertSpec()
    spec.location = yaml.location(fields.node)
    if let node = fields["preferredStyle"],
      let style = yaml.choice(node, "preferredStyle", UIAlertController.Style.self)
    {
      spec.preferredStyle = style
    }
    if let node = fields["message"] { spec.message = yaml.string(node, "message") }
    if let node = fields["actions"], let list = yaml.sequence(node, "actions") {
      spec.actions = list.compactMap(alertAction)
    }
    if spec.actions.filter({ $0.style == .cancel }).count > 1 {
      // Apple, UIAlertAction.Style.cancel: "You can add only one action with this style."
      yaml.error("an alert has at most one 'cancel' action", at: fields.keyNode("actions"))
    }
    let id = (fields["id"].flatMap { yaml.string($0, "id") }) ?? ""
    if spec.preferredStyle == .actionSheet {
      ids.declare(id + ".dimmingView.tap", .recognizer, at: spec.location)
    }
    return spec
  }

  private func alertAction(_ node: Node) -> UIAlertAction? {
    guard let m = yaml.mapping(node, what: "an alert action", keys: SceneKeys.alertAction) else {
      return nil
    }
    guard let t = m["title"], let title = yaml.string(t, "title") else {
      if m["title"] == nil { yaml.error("an alert action needs its 'title'", at: node) }
      return nil
    }
    var style = UIAlertAction.Style.default
    if let s = m["style"], let v = yaml.choice(s, "style", UIAlertAction.Style.self) { style = v }
    return UIAlertAction(title: title, style: style)
  }
}
