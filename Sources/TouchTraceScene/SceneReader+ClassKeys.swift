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
      guard let name = r.identifier(n, "class") else { return nil }
      if let known = ViewClass(rawValue: name) {
        cls = known
      } else {
        spec.customClass = name
        // `UIButon` is far likelier a typo than an app's class named like UIKit's.
        let known = ViewClass.allCases.map(\.rawValue)
        if !f.has("baseClass"), name.hasPrefix("UI"), let guess = closest(to: name, in: known) {
          r.error(
            "'\(name)' is not a class TouchTrace knows; did you mean '\(guess)'? (For the app's own class, give its 'baseClass'.)",
            at: n)
          return nil
        }
      }
    }
    if let n = f["baseClass"] {
      if spec.customClass == nil {
        r.error(
          "'baseClass' is only for the app's own class (a 'class' UIKit does not have)",
          at: f.keyNode("baseClass"))
      } else {
        cls = r.choice(n, "baseClass", ViewClass.self)
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

  /// The class's own keys; `allowed` holds those the class has (the others were reported).
  func properties(_ f: Fields, allowed: Set<String>, what: String, cls: ViewClass?)
    -> ViewProperties
  {
    var p = ViewProperties()
    // Most views have none of these keys: skip the lookups.
    if allowed.isEmpty, !f.has("canBecomeFirstResponder") { return p }
    func field(_ key: String) -> Node? { allowed.contains(key) ? f[key] : nil }
    if let n = f["canBecomeFirstResponder"] {
      p.canBecomeFirstResponder = r.bool(n, "canBecomeFirstResponder")
    }
    if let n = field("title") { p.title = r.string(n, "title") }
    if let n = field("text") { p.text = r.string(n, "text") }
    if let n = field("placeholder") { p.placeholder = r.string(n, "placeholder") }
    if let n = field("isOn") { p.isOn = r.bool(n, "isOn") }
    if let n = field("value") { p.value = r.number(n, "value") }
    if let n = field("minimumValue") { p.minimumValue = r.number(n, "minimumValue") }
    if let n = field("maximumValue") { p.maximumValue = r.number(n, "maximumValue") }
    if let n = field("stepValue") { p.stepValue = r.number(n, "stepValue", .positive) }
    if let n = field("autorepeat") { p.autorepeat = r.bool(n, "autorepeat") }
    if let n = field("isContinuous") { p.isContinuous = r.bool(n, "isContinuous") }
    if let n = field("wraps") { p.wraps = r.bool(n, "wraps") }
    if let n = field("isMomentary") { p.isMomentary = r.bool(n, "isMomentary") }
    checkRange(p, f, what: what, stepper: cls == .stepper)
    if let n = field("segments"), let list = r.sequence(n, "segments") {
      p.segments = list.compactMap { r.string($0, "segments") }
    }
    if let n = field("selectedSegmentIndex") {
      let count = p.segments?.count ?? 0
      p.selectedSegmentIndex = index(
        n, "selectedSegmentIndex", minimum: -1, below: count,
        "\(what) has \(count) segment\(count == 1 ? "" : "s") (-1: none)")
    }
    if let n = field("numberOfPages") {
      p.numberOfPages = r.integer(n, "numberOfPages", minimum: 0)
    }
    if let n = field("currentPage") {
      let pages = p.numberOfPages ?? 0
      p.currentPage = index(
        n, "currentPage", minimum: 0, below: max(pages, 1),
        "\(what) has \(pages) page\(pages == 1 ? "" : "s")")
    }
    if let n = field("indexPath") {
      p.indexPath = r.numbers(
        n, "indexPath", ["section", "row"], nonNegative: ["section", "row"])?
        .compactMap { $0 == $0.rounded() ? Int(exactly: $0) : nil }
      if p.indexPath?.count != 2 {
        if p.indexPath != nil { r.error("expected whole numbers for 'indexPath'", at: n) }
        p.indexPath = nil
      }
    }
    if let n = field("delegate"), let id = r.identifier(n, "delegate") {
      p.delegate = id
      ids.refer(to: id, as: .object, key: "delegate", at: r.location(n))
    }
    if let n = field("rowHeight") { p.rowHeight = r.number(n, "rowHeight", .nonNegative) }
    if let n = field("axis") { p.axis = r.choice(n, "axis", StackAxis.self) }
    if let n = field("spacing") { p.spacing = r.number(n, "spacing") }
    if let n = field("distribution") {
      p.distribution = r.choice(n, "distribution", StackDistribution.self)
    }
    if let n = field("alignment") { p.alignment = r.choice(n, "alignment", StackAlignment.self) }
    return p
  }

  /// A whole number from `minimum` up to (not including) `below`; `has` says what there is.
  private func index(_ n: Node, _ key: String, minimum: Int, below: Int, _ has: String) -> Int? {
    guard let i = r.integer(n, key, minimum: minimum) else { return nil }
    guard i < below else {
      r.error("'\(key)' \(i) is out of range: \(has)", at: n)
      return nil
    }
    return i
  }

  /// A slider's or stepper's value must lie in its range (UIKit would silently clamp it).
  private func checkRange(_ p: ViewProperties, _ f: Fields, what: String, stepper: Bool) {
    // Apple's defaults: 0…1 for a slider, 0…100 for a stepper.
    let low = p.minimumValue ?? 0
    let high = p.maximumValue ?? (stepper ? 100 : 1)
    func text(_ v: Double) -> String { EventLog.number(v) }
    if let n = f["maximumValue"], p.maximumValue != nil, high < low {
      r.error("'maximumValue' \(text(high)) is less than 'minimumValue' \(text(low))", at: n)
    } else if let v = p.value, let n = f["value"], v < low || v > high {
      r.error(
        "'value' \(text(v)) is outside the range of \(what): \(text(low))…\(text(high)) (minimumValue…maximumValue)",
        at: n)
    }
  }
}
