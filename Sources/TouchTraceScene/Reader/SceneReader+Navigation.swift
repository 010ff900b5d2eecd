import TouchTraceTrace
import Yams

/// Navigation caused by a touch: the `storyboard:` controllers the app shows later, and a
/// controller's `navigation:`, what its action methods do (ActionNavigation.swift in the engine).
extension SceneReader {
  /// `storyboard:`: controllers made but not shown, each as `rootViewController` is written.
  func storyboard(_ node: Node) -> [ControllerSpec] {
    guard let list = yaml.sequence(node, "storyboard") else { return [] }
    return list.compactMap { controller($0, depth: 1, containerDepth: 0) }
  }

  /// A controller's `navigation:`: `METHOD: {pushViewController: ID}`, `{present: ID}`,
  /// `popViewController`, `popToRootViewController` or `dismiss`.
  func navigation(_ node: Node) -> [NavigationSpec] {
    guard case .mapping(let mapping) = node else {
      yaml.error(
        "expected a mapping for 'navigation' (an action's name and what it does, e.g. "
          + "openMail: {pushViewController: MessageViewController}), found \(yaml.describe(node))",
        at: node)
      return []
    }
    var out: [NavigationSpec] = []
    var seen: [String: Node] = [:]
    for (keyNode, value) in mapping {
      guard let method = yaml.keyName(keyNode) else { continue }
      if let first = seen[method] {
        yaml.error(
          "duplicate method '\(method)' in 'navigation' (first at "
            + "\(yaml.location(first).map(\.description) ?? "?"))", at: keyNode)
        continue
      }
      seen[method] = keyNode
      guard yaml.identifier(keyNode, "navigation") != nil else { continue }
      if var step = navigationStep(value, method: method) {
        step.location = yaml.location(keyNode)
        out.append(step)
      }
    }
    return out
  }

  private static let callsWithoutController: [NavigationSpec.Call] = [
    .popViewController, .popToRootViewController, .dismiss,
  ]
  private static let callsWithController = ["pushViewController", "present"]

  private func navigationStep(_ node: Node, method: String) -> NavigationSpec? {
    if case .scalar(let scalar) = node {
      if Self.callsWithController.contains(scalar.string) {
        yaml.error(
          "'\(scalar.string)' needs the controller it shows: {\(scalar.string): ID}, ID a "
            + "controller of 'storyboard'", at: node)
        return nil
      }
      guard let call = yaml.choice(node, method, Self.callsWithoutController) else { return nil }
      return NavigationSpec(method: method, call: call)
    }
    let what = "'\(method)' in 'navigation'"
    guard let fields = yaml.mapping(node, what: what, keys: Self.callsWithController) else {
      return nil
    }
    let given = Self.callsWithController.filter(fields.has)
    guard given.count == 1, let name = given.first,
      let call = NavigationSpec.Call(rawValue: name), let value = fields[name]
    else {
      // An empty mapping, or both: one call per method.
      yaml.error(
        "\(what) takes one of 'pushViewController' or 'present', found \(given.count)", at: node)
      return nil
    }
    guard let id = yaml.identifier(value, name) else { return nil }
    ids.refer(to: id, as: .controller, key: name, at: yaml.location(value))
    return NavigationSpec(method: method, call: call, controller: id)
  }
}

extension SceneReader {
  /// Once the scene is read: each `navigation` method is one something sends to its controller,
  /// and each controller it shows is a `storyboard:` controller UIKit would accept.
  func checkNavigation(_ doc: SceneDocument) {
    let sent = SentMethods(doc)
    let storyboard = Dictionary(
      doc.storyboard.map { ($0.id, $0.class) }, uniquingKeysWith: { first, _ in first })
    for controller in sent.controllers {
      for step in controller.navigation {
        checkMethod(step, of: controller, sent: sent.methods[controller.id] ?? [])
        guard let id = step.controller, sent.controllerIDs.contains(id) else { continue }
        checkShown(id, by: step, storyboard: storyboard)
      }
    }
  }

  private func checkMethod(_ step: NavigationSpec, of controller: ControllerSpec, sent: Set<String>)
  {
    guard !sent.contains(step.method), !controller.handles.contains(step.method) else { return }
    var message =
      "'navigation' of '\(controller.id)' has '\(step.method)', but no control, gesture "
      + "recognizer or bar button item sends that action to '\(controller.id)'"
    message +=
      " (nor is it the delegate of a table or collection view: 'didSelectRowAt', 'didSelectItemAt')"
    if let guess = closest(to: step.method, in: sent.sorted()) {
      message += "; did you mean '\(guess)'?"
    }
    yaml.error(message, at: step.location)
  }

  private func checkShown(
    _ id: String, by step: NavigationSpec, storyboard: [String: ControllerClass]
  ) {
    guard let cls = storyboard[id] else {
      yaml.error(
        "'\(step.call.rawValue)' names '\(id)', which is not in 'storyboard': a controller a "
          + "touch shows is declared there (UIKit refuses to show one already on screen)",
        at: step.location)
      return
    }
    if step.call == .pushViewController, cls != .viewController, cls != .tableViewController {
      // Apple, pushViewController(_:animated:): "This object cannot be a tab bar controller";
      // UIKit raises for a navigation controller too.
      yaml.error(
        "'pushViewController' names '\(id)', a \(cls.rawValue), which cannot be pushed "
          + "(present it instead)", at: step.location)
    }
  }
}

/// The methods each responder is sent by the scene's controls, recognizers and bar button items,
/// and by the tables and collection views it is the delegate of; and every controller.
private struct SentMethods {
  private(set) var methods: [String: Set<String>] = [:]
  private(set) var controllers: [ControllerSpec] = []
  private(set) var controllerIDs: Set<String> = []

  init(_ doc: SceneDocument) {
    for window in doc.windows {
      for item in window.subviews { add(item) }
      for item in window.gestureRecognizers { add(item) }
      if let root = window.rootViewController { add(root) }
    }
    for item in doc.storyboard { add(item) }
    for case .change(let step) in doc.touches {
      if case .add(_, _, let view) = step.action { add(view) }
    }
  }

  private mutating func send(_ method: String?, to target: String?) {
    guard let method, let target else { return }
    methods[target, default: []].insert(method)
  }

  private mutating func add(_ recognizer: RecognizerSpec) {
    send(recognizer.action, to: recognizer.target)
  }

  private mutating func add(_ view: ViewSpec) {
    for action in view.actions { send(action.action, to: action.target) }
    for item in view.gestureRecognizers { add(item) }
    switch view.class {
    case .tableView: send("didSelectRowAt", to: view.properties.delegate)
    case .collectionView: send("didSelectItemAt", to: view.properties.delegate)
    default: break
    }
    for item in view.subviews { add(item) }
  }

  private mutating func add(_ controller: ControllerSpec) {
    controllers.append(controller)
    controllerIDs.insert(controller.id)
    for item in controller.leftBarButtonItems + controller.rightBarButtonItems
    where !item.isEditButtonItem {
      send(item.action, to: item.target)
    }
    if let view = controller.view { add(view) }
    for item in controller.viewControllers { add(item) }
    for child in controller.children { add(child.controller) }
    if let presented = controller.presentedViewController { add(presented) }
  }
}
