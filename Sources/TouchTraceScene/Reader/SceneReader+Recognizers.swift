import TouchTraceTrace
import Yams

/// Reading gesture recognizers, their class properties and delegates.
extension SceneReader {
  func recognizer(_ node: Node) -> RecognizerSpec? {
    // The class decides which keys are allowed, so read it first.
    let classNode = recognizerClassNode(node)
    let cls = classNode.flatMap { yaml.choice($0, "class", RecognizerClass.self) }
    let allowed = cls.map(SceneKeys.recognizer) ?? SceneKeys.recognizer
    let what = cls.map { "a \($0.rawValue)" } ?? "a gesture recognizer"
    guard
      let fields = yaml.mapping(
        node, what: what, keys: allowed,
        misplaced: { self.misplacedRecognizerKey($0, cls: cls) })
    else { return nil }
    if classNode == nil { yaml.error("a gesture recognizer needs a 'class'", at: node) }
    let id = declaredID(fields, as: .recognizer, what: "a gesture recognizer")
    guard let cls else {
      return nil
    }
    var spec = RecognizerSpec(id: id ?? "", class: cls)
    spec.location = yaml.location(node)

    for property in SceneKeys.recognizerProperties where property.classes.contains(cls) {
      guard let propertyNode = fields[property.name] else { continue }
      if let value = propertyValue(propertyNode, property) {
        spec.properties[property.name] = value
      }
    }
    if let lo = spec.properties["minimumNumberOfTouches"],
      let hi = spec.properties["maximumNumberOfTouches"], lo > hi
    {
      yaml.error(
        "'maximumNumberOfTouches' (\(Int(saturating: hi))) is less than 'minimumNumberOfTouches' (\(Int(saturating: lo)))",
        at: fields["maximumNumberOfTouches"])
    }
    readTouchDelivery(fields, into: &spec)
    if let listNode = fields["requiresFailureOf"] {
      spec.requiresFailureOf = failureRequirements(listNode, of: id)
    }
    if let delegateNode = fields["delegate"] { spec.delegate = delegate(delegateNode) }
    readTargetAction(fields, into: &spec)
    return spec
  }

  /// The value node of the mapping's `class` key (the last one written), if any.
  private func recognizerClassNode(_ node: Node) -> Node? {
    guard case .mapping(let mapping) = node else { return nil }
    var classNode: Node?
    for (key, value) in mapping where key.scalar?.string == "class" { classNode = value }
    return classNode
  }

  /// The message for a key a recognizer of class `cls` does not have: `handles`, or another
  /// class's property (nil: the generic unknown-key message).
  private func misplacedRecognizerKey(_ name: String, cls: RecognizerClass?) -> String? {
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
  }

  /// `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded` and `isEnabled`.
  private func readTouchDelivery(_ fields: Fields, into spec: inout RecognizerSpec) {
    let switches: [(String, WritableKeyPath<RecognizerSpec, Bool>)] = [
      ("cancelsTouchesInView", \.cancelsTouchesInView),
      ("delaysTouchesBegan", \.delaysTouchesBegan),
      ("delaysTouchesEnded", \.delaysTouchesEnded),
      ("isEnabled", \.isEnabled),
    ]
    for (name, property) in switches {
      if let node = fields[name], let value = yaml.bool(node, name) {
        spec[keyPath: property] = value
      }
    }
  }

  /// `target` and `action`, given together; the target names an object of the scene.
  private func readTargetAction(_ fields: Fields, into spec: inout RecognizerSpec) {
    if fields.has("target") != fields.has("action") {
      let given = fields.has("target") ? "target" : "action"
      let missing = fields.has("target") ? "action" : "target"
      yaml.error(
        "'\(given)' needs '\(missing)' too (the recognizer sends action to target)",
        at: fields.keyNode(given))
    }
    if let targetNode = fields["target"], isNull(targetNode) {
      yaml.error(
        "a gesture recognizer's 'target' cannot be null (Apple, UIGestureRecognizer.addTarget(_:action:): \"nil is not a valid value\"); name the responder that gets the action",
        at: targetNode)
    } else if let targetNode = fields["target"], let target = yaml.identifier(targetNode, "target")
    {
      spec.target = target
      ids.refer(to: target, as: .object, key: "target", at: yaml.location(targetNode))
    }
    if let actionNode = fields["action"] { spec.action = yaml.identifier(actionNode, "action") }
  }

  private func propertyValue(_ node: Node, _ property: RecognizerProperty) -> Double? {
    switch property.kind {
    case .count(let minimum):
      return yaml.integer(node, property.name, minimum: minimum).map(Double.init)
    case .seconds, .points: return yaml.number(node, property.name, .nonNegative)
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
        yaml.error("'\(name)' needs at least one of \(options)", at: node)
        return nil
      }
    } else {
      items = [node]
    }
    var mask = 0
    for item in items {
      guard let value = yaml.choice(item, name, type) else { return nil }
      mask |= bits(value)
    }
    return Double(mask)
  }

  /// `requiresFailureOf`: ids of other recognizers (`id` is the recognizer's own).
  func failureRequirements(_ node: Node, of id: String?) -> [String] {
    guard let list = yaml.sequence(node, "requiresFailureOf") else { return [] }
    var out: [String] = []
    for item in list {
      guard let other = yaml.identifier(item, "requiresFailureOf") else { continue }
      if other == id {
        yaml.error("a gesture recognizer cannot require its own failure", at: item)
        continue
      }
      ids.refer(to: other, as: .recognizer, key: "requiresFailureOf", at: yaml.location(item))
      out.append(other)
    }
    return out
  }

  func delegate(_ node: Node) -> DelegateSpec? {
    guard let f = yaml.mapping(node, what: "a recognizer's 'delegate'", keys: SceneKeys.delegate)
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
      yaml.error(
        "expected true, false or a list of recognizer ids for '\(name)', found \(yaml.describe(node))",
        at: node)
      return nil
    }
    var out: [String] = []
    for item in list {
      guard let id = yaml.identifier(item, name) else { continue }
      ids.refer(to: id, as: .recognizer, key: name, at: yaml.location(item))
      out.append(id)
    }
    return .ids(out)
  }
}
