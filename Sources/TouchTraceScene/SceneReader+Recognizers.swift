import TouchTraceTrace
import Yams

/// Reading gesture recognizers, their class properties and delegates.
extension SceneReader {
  func recognizer(_ node: Node) -> RecognizerSpec? {
    // The class decides which keys are allowed, so read it first.
    var cls: RecognizerClass?
    var classNode: Node?
    if case .mapping(let m) = node {
      for (k, v) in m where k.scalar?.string == "class" { classNode = v }
    }
    if let classNode { cls = r.choice(classNode, "class", RecognizerClass.self) }
    let allowed = cls.map(SceneKeys.recognizer) ?? SceneKeys.recognizer
    let what = cls.map { "a \($0.rawValue)" } ?? "a gesture recognizer"
    guard
      let f = r.mapping(
        node, what: what, keys: allowed,
        misplaced: { name in
          if name == "handles" {
            return "'handles' is for responders (views, controllers, windows, the application); "
              + "a gesture recognizer is not a responder: put 'handles' on its target"
          }
          guard let cls else { return nil }
          let owners = SceneKeys.recognizerProperties.filter { $0.name == name }.flatMap(\.classes)
          guard !owners.isEmpty else { return nil }
          let own = SceneKeys.recognizerProperties.filter { $0.classes.contains(cls) }.map(\.name)
          return "'\(name)' is not a property of \(cls.rawValue) (it belongs to "
            + owners.map(\.rawValue).sorted().joined(separator: " and ") + "); "
            + (own.isEmpty
              ? "\(cls.rawValue) has no properties of its own here"
              : "its own are: \(own.joined(separator: ", "))")
        })
    else { return nil }
    if classNode == nil { r.error("a gesture recognizer needs a 'class'", at: node) }

    var id: String?
    if let n = f["id"] {
      id = r.identifier(n, "id")
      if let id { ids.declare(id, .recognizer, at: r.location(n)) }
    } else {
      r.error("a gesture recognizer needs an 'id'", at: node)
    }
    guard let cls else {
      return nil
    }
    var spec = RecognizerSpec(id: id ?? "", class: cls)
    spec.location = r.location(node)

    for property in SceneKeys.recognizerProperties where property.classes.contains(cls) {
      guard let n = f[property.name] else { continue }
      if let value = propertyValue(n, property) { spec.properties[property.name] = value }
    }
    if let lo = spec.properties["minimumNumberOfTouches"],
      let hi = spec.properties["maximumNumberOfTouches"], lo > hi
    {
      r.error(
        "'maximumNumberOfTouches' (\(Int(saturating: hi))) is less than 'minimumNumberOfTouches' (\(Int(saturating: lo)))",
        at: f["maximumNumberOfTouches"])
    }
    if let n = f["cancelsTouchesInView"], let b = r.bool(n, "cancelsTouchesInView") {
      spec.cancelsTouchesInView = b
    }
    if let n = f["delaysTouchesBegan"], let b = r.bool(n, "delaysTouchesBegan") {
      spec.delaysTouchesBegan = b
    }
    if let n = f["delaysTouchesEnded"], let b = r.bool(n, "delaysTouchesEnded") {
      spec.delaysTouchesEnded = b
    }
    if let n = f["isEnabled"], let b = r.bool(n, "isEnabled") { spec.isEnabled = b }
    if let n = f["requiresFailureOf"] { spec.requiresFailureOf = failureRequirements(n, of: id) }
    if let n = f["delegate"] { spec.delegate = delegate(n) }
    if f.has("target") != f.has("action") {
      let given = f.has("target") ? "target" : "action"
      let missing = f.has("target") ? "action" : "target"
      r.error(
        "'\(given)' needs '\(missing)' too (the recognizer sends action to target)",
        at: f.keyNode(given))
    }
    if let n = f["target"], isNull(n) {
      r.error(
        "a gesture recognizer's 'target' cannot be null (Apple, UIGestureRecognizer.addTarget(_:action:): \"nil is not a valid value\"); name the responder that gets the action",
        at: n)
    } else if let n = f["target"], let target = r.identifier(n, "target") {
      spec.target = target
      ids.refer(to: target, as: .object, key: "target", at: r.location(n))
    }
    if let n = f["action"] { spec.action = r.identifier(n, "action") }
    return spec
  }

  private func propertyValue(_ node: Node, _ property: RecognizerProperty) -> Double? {
    switch property.kind {
    case .count(let minimum):
      return r.integer(node, property.name, minimum: minimum).map(Double.init)
    case .seconds, .points: return r.number(node, property.name, .nonNegative)
    case .directions:
      return mask(node, property.name, SwipeDirection.self, "right, left, up, down", \.bits)
    case .edges:
      return mask(node, property.name, ScreenEdge.self, "top, left, bottom, right, all", \.bits)
    }
  }

  /// One option or a non-empty list of them, OR-ed into a mask.
  private func mask<E: RawRepresentable & CaseIterable>(
    _ node: Node, _ name: String, _ type: E.Type, _ options: String, _ bits: (E) -> Int
  ) -> Double? where E.RawValue == String {
    let items: [Node]
    if case .sequence(let s) = node {
      items = Array(s)
      if items.isEmpty {
        r.error("'\(name)' needs at least one of \(options)", at: node)
        return nil
      }
    } else {
      items = [node]
    }
    var mask = 0
    for item in items {
      guard let value = r.choice(item, name, type) else { return nil }
      mask |= bits(value)
    }
    return Double(mask)
  }

  /// `requiresFailureOf`: ids of other recognizers (`id` is the recognizer's own).
  func failureRequirements(_ node: Node, of id: String?) -> [String] {
    guard let list = r.sequence(node, "requiresFailureOf") else { return [] }
    var out: [String] = []
    for item in list {
      guard let other = r.identifier(item, "requiresFailureOf") else { continue }
      if other == id {
        r.error("a gesture recognizer cannot require its own failure", at: item)
        continue
      }
      ids.refer(to: other, as: .recognizer, key: "requiresFailureOf", at: r.location(item))
      out.append(other)
    }
    return out
  }

  func delegate(_ node: Node) -> DelegateSpec? {
    guard let f = r.mapping(node, what: "a recognizer's 'delegate'", keys: SceneKeys.delegate)
    else { return nil }
    var d = DelegateSpec()
    if let n = f["gestureRecognizerShouldBegin"] {
      (d.gestureRecognizerShouldBegin, d.gestureRecognizerShouldBeginUnless) = touchAnswer(
        n, "gestureRecognizerShouldBegin")
    }
    if let n = f["shouldReceiveTouch"] {
      (d.shouldReceiveTouch, d.shouldReceiveTouchUnless) = touchAnswer(n, "shouldReceiveTouch")
    }
    if let n = f["shouldRecognizeSimultaneouslyWith"] {
      d.shouldRecognizeSimultaneouslyWith = recognizerSet(n, "shouldRecognizeSimultaneouslyWith")
    }
    if let n = f["shouldRequireFailureOf"] {
      d.shouldRequireFailureOf = recognizerSet(n, "shouldRequireFailureOf")
    }
    if let n = f["shouldBeRequiredToFailBy"] {
      d.shouldBeRequiredToFailBy = recognizerSet(n, "shouldBeRequiredToFailBy")
    }
    return d
  }

  /// `true` (every other recognizer), `false` (none) or a list of recognizer ids.
  private func recognizerSet(_ node: Node, _ name: String) -> RecognizerSet? {
    if case .scalar(let s) = node, case .bool(let b) = ScalarValue(s) { return b ? .all : .ids([]) }
    guard case .sequence(let list) = node else {
      r.error(
        "expected true, false or a list of recognizer ids for '\(name)', found \(r.describe(node))",
        at: node)
      return nil
    }
    var out: [String] = []
    for item in list {
      guard let id = r.identifier(item, name) else { continue }
      ids.refer(to: id, as: .recognizer, key: name, at: r.location(item))
      out.append(id)
    }
    return .ids(out)
  }
}
