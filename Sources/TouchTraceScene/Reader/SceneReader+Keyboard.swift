import TouchTraceEngine
import Yams

extension SceneReader {
  /// `application: {softwareKeyboard: true, statusBar: true}`: UIKit's keyboard and status bar
  /// windows (UIKeyboard.swift, StatusBar.swift in the engine).
  func readSystemUI(_ f: Fields, into app: inout ApplicationSpec) {
    if let n = f["softwareKeyboard"], let on = yaml.bool(n, "softwareKeyboard") {
      app.softwareKeyboard = on
    }
    if let n = f["statusBar"], let on = yaml.bool(n, "statusBar") { app.statusBar = on }
  }

  /// A text field's `textFieldShouldReturn: {answer, then}`: what its delegate answers when the
  /// keyboard's Return key is tapped, and what it calls first (`resignFirstResponder`, or the id
  /// of the responder whose `becomeFirstResponder` it calls).
  func textFieldShouldReturn(_ f: Fields, allowed: Set<String>, hasDelegate: Bool)
    -> TextFieldShouldReturn?
  {
    let key = "textFieldShouldReturn"
    guard allowed.contains(key), let node = f[key],
      let m = yaml.mapping(node, what: "'\(key)'", keys: SceneKeys.textFieldShouldReturn)
    else { return nil }
    var spec = TextFieldShouldReturn()
    if let n = m["answer"], let answer = yaml.bool(n, "answer") { spec.answer = answer }
    if let n = m["then"], let then = yaml.identifier(n, "then") {
      if then == "resignFirstResponder" {
        spec.then = .resignFirstResponder
      } else {
        ids.refer(to: then, as: .object, key: "then", at: yaml.location(n))
        spec.then = .becomeFirstResponder(then)
      }
    }
    if !hasDelegate {
      yaml.error(
        "'\(key)' is the answer of the text field's delegate: give the text field a 'delegate'",
        at: f.keyNode(key))
    }
    return spec
  }
}

extension SceneReader {
  /// A text input's `inputAccessoryView`: a view written as in `subviews`, with a `size` (its
  /// height is what it adds above the keyboard; UIKit gives it the keyboard's width).
  func inputAccessoryView(_ f: Fields, allowed: Set<String>) -> [ViewSpec] {
    guard allowed.contains("inputAccessoryView"), let node = f["inputAccessoryView"],
      let spec = view(node, depth: 2, isControllerView: false)
    else { return [] }
    return [spec]
  }
}

extension SceneKeys {
  static let textFieldShouldReturn = ["answer", "then"]
}

extension SceneSchema {
  /// The application's `softwareKeyboard` and `statusBar`.
  static let systemUIProperties = #"""
    "softwareKeyboard": {"type": "boolean", "default": false, "description": "true: a first-responder text field or view brings up UIKit's keyboard window; false: a hardware keyboard is attached and none shows."},
    "statusBar": {"type": "boolean", "default": false, "description": "true: the status bar's window across the top; a tap on it scrolls the one scroll view with scrollsToTop to the top."}
    """#
}
