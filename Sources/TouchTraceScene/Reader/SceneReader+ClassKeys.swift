import TouchTraceTrace
import Yams

/// Reading a view's class (UIKit's, or the app's own with its `baseClass`) and the keys of
/// the everyday classes of the UIKitClasses article.
extension SceneReader {
  /// The class the view behaves as: a class the engine models, or for any other name (the app's
  /// own class) its `baseClass`, UIView by default. nil after an error.
  func viewClass(_ f: Fields, _ spec: inout ViewSpec) -> ViewClass? {
    var cls: ViewClass? = .view
    if let n = f["class"] {
      guard let name = yaml.identifier(n, "class") else { return nil }
      if let known = ViewClass(rawValue: name) {
        cls = known
      } else {
        spec.customClass = name
        // `UIButon` is far likelier a typo than an app's class named like UIKit's.
        let known = ViewClass.allCases.map(\.rawValue)
        if !f.has("baseClass"), name.hasPrefix("UI"), let guess = closest(to: name, in: known) {
          yaml.error(
            "'\(name)' is not a class TouchTrace knows; did you mean '\(guess)'? (For the app's own class, give its 'baseClass'.)",
            at: n)
          return nil
        }
      }
    }
    if let n = f["baseClass"] {
      if spec.customClass == nil {
        yaml.error(
          "'baseClass' is only for the app's own class (a 'class' UIKit does not have)",
          at: f.keyNode("baseClass"))
      } else {
        cls = yaml.choice(n, "baseClass", ViewClass.self)
      }
    }
    if let cls { spec.class = cls }
    return cls
  }

  /// "a UIScrollView, UITableView or UITextView".
  static func list(_ classes: [ViewClass]) -> String {
    let names = classes.map(\.rawValue)
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + names.last!
  }

  /// The class's own keys (`ViewKeys`); `allowed` holds those the class has (the others were
  /// reported). Keys read by a reader of their own (`.custom`) are left to it.
  func properties(_ fields: Fields, allowed: Set<String>, what: String, cls: ViewClass?)
    -> ViewProperties
  {
    var properties = ViewProperties()
    if let node = fields["canBecomeFirstResponder"] {
      properties.canBecomeFirstResponder = yaml.bool(node, "canBecomeFirstResponder")
    }
    // Most views have none of these keys.
    guard !allowed.isEmpty else { return properties }
    for key in ViewKeys.all where allowed.contains(key.name) {
      guard let node = fields[key.name] else { continue }
      properties[key.name] = value(node, of: key, properties, what: what)
    }
    if let cls { checkRange(properties, fields, what: what, cls: cls) }
    checkDate(properties, fields)
    return properties
  }

  /// The node's value as the key's type asks; nil after an error.
  private func value(_ node: Node, of key: ViewKey, _ read: ViewProperties, what: String)
    -> ViewKey.Value?
  {
    let name = key.name
    switch key.type {
    case .bool: return yaml.bool(node, name).map { .bool($0) }
    case .number(let bound): return yaml.number(node, name, Self.bound(bound)).map { .number($0) }
    case .integer(let minimum):
      return yaml.integer(node, name, minimum: minimum).map { .integer($0) }
    case .index(let minimum, let countKey, let noun, let note):
      let count = Self.count(of: read[countKey])
      return index(
        node, name, minimum: minimum, below: max(count, minimum + 1),
        "\(what) has \(count) \(noun)\(count == 1 ? "" : "s")\(note)"
      ).map { .integer($0) }
    case .text: return yaml.string(node, name).map { .text($0) }
    case .texts:
      guard let list = yaml.sequence(node, name) else { return nil }
      return .texts(list.compactMap { yaml.string($0, name) })
    case .choice(let options): return yaml.choice(node, name, options: options).map { .choice($0) }
    case .indexPath: return indexPath(node, name)
    case .reference:
      guard let id = yaml.identifier(node, name) else { return nil }
      ids.refer(to: id, as: .object, key: name, at: yaml.location(node))
      return .reference(id)
    case .custom: return nil
    }
  }

  private static func bound(_ bound: ViewKey.NumberBound) -> YAMLReader.Bound {
    switch bound {
    case .any: .any
    case .nonNegative: .nonNegative
    case .positive: .positive
    case .unit: .unit
    }
  }

  /// How many items a count key holds: a list's length, or the number itself.
  private static func count(of value: ViewKey.Value?) -> Int {
    switch value {
    case .texts(let list)?: list.count
    case .integer(let number)?: number
    default: 0
    }
  }

  /// [section, row]: two whole numbers, neither negative.
  private func indexPath(_ node: Node, _ name: String) -> ViewKey.Value? {
    let numbers = yaml.numbers(node, name, ["section", "row"], nonNegative: ["section", "row"])
    let path = numbers?.compactMap { $0 == $0.rounded() ? Int(exactly: $0) : nil }
    guard let path, path.count == 2 else {
      if numbers != nil { yaml.error("expected whole numbers for '\(name)'", at: node) }
      return nil
    }
    return .indexPath(path)
  }

  /// A whole number from `minimum` up to (not including) `below`; `has` says what there is.
  private func index(_ n: Node, _ key: String, minimum: Int, below: Int, _ has: String) -> Int? {
    guard let i = yaml.integer(n, key, minimum: minimum) else { return nil }
    guard i < below else {
      yaml.error("'\(key)' \(i) is out of range: \(has)", at: n)
      return nil
    }
    return i
  }

  /// A slider's or stepper's value must lie in its range (UIKit would silently clamp it); the
  /// range left out is UIKit's default for the class (`ViewKeys`).
  private func checkRange(_ read: ViewProperties, _ fields: Fields, what: String, cls: ViewClass) {
    func number(_ key: String) -> Double? {
      if case .number(let value)? = read[key] ?? ViewKeys.named(key)?.defaultValue(for: cls) {
        return value
      }
      return nil
    }
    guard let low = number("minimumValue"), let high = number("maximumValue") else { return }
    func text(_ v: Double) -> String { EventLog.number(v) }
    if let n = fields["maximumValue"], read["maximumValue"] != nil, high < low {
      yaml.error("'maximumValue' \(text(high)) is less than 'minimumValue' \(text(low))", at: n)
    } else if case .number(let v)? = read["value"], let n = fields["value"], v < low || v > high {
      yaml.error(
        "'value' \(text(v)) is outside the range of \(what): \(text(low))…\(text(high)) (minimumValue…maximumValue)",
        at: n)
    }
  }
}
