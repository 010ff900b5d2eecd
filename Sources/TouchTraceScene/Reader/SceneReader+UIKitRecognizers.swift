import TouchTraceTrace
import Yams

/// UIKit's own recognizers and delegates, addressable: a scroll view's `panGestureRecognizer`
/// (id `SCROLL.panGestureRecognizer`), a controller's `viewDidLoad` `require(toFail:)` calls, and
/// a tab bar controller's `delegate` with fixed `tabBarController(_:shouldSelect:)` answers.
extension SceneReader {
  /// Declares every scroll view's (table's, collection view's) pan recognizer, which UIKit makes:
  /// `requiresFailureOf`, a delegate's lists and `viewDidLoad` may name it.
  func declareScrollViewPans(_ doc: SceneDocument) {
    func declare(_ view: ViewSpec) {
      if view.class.isScrollView, !view.id.isEmpty {
        ids.declare(view.id + ".panGestureRecognizer", .recognizer, at: nil)
      }
      for subview in view.subviews { declare(subview) }
    }
    func declare(_ controller: ControllerSpec) {
      if let view = controller.view { declare(view) }
      for contained in controller.viewControllers { declare(contained) }
      for child in controller.children { declare(child.controller) }
      if let presented = controller.presentedViewController { declare(presented) }
    }
    for window in doc.windows {
      for view in window.subviews { declare(view) }
      if let root = window.rootViewController { declare(root) }
    }
    for controller in doc.storyboard { declare(controller) }
    for case .change(let step) in doc.touches {
      if case .add(_, _, let view) = step.action { declare(view) }
    }
  }

  /// `viewDidLoad: [{require: A, toFail: B}]`: `A.require(toFail: B)`, as a controller's
  /// `viewDidLoad` writes it; A and B any recognizers, UIKit's own included.
  func viewDidLoad(_ node: Node) -> [FailureRequirementSpec] {
    guard let list = yaml.sequence(node, "viewDidLoad") else { return [] }
    return list.compactMap { item in
      guard
        let f = yaml.mapping(
          item, what: "a call in 'viewDidLoad'", keys: SceneKeys.viewDidLoadCall),
        yaml.require(SceneKeys.viewDidLoadCall, in: f, what: "a call in 'viewDidLoad'"),
        let waiting = yaml.identifier(f["require"]!, "require"),
        let other = yaml.identifier(f["toFail"]!, "toFail")
      else { return nil }
      ids.refer(to: waiting, as: .recognizer, key: "require", at: yaml.location(f["require"]))
      ids.refer(to: other, as: .recognizer, key: "toFail", at: yaml.location(f["toFail"]))
      if waiting == other {
        yaml.error("'\(waiting)' cannot require its own failure", at: f["toFail"])
      }
      return FailureRequirementSpec(
        recognizer: waiting, requiresFailureOf: other, location: yaml.location(item))
    }
  }

  /// A tab bar controller's `delegate: {id, shouldSelect}`: `shouldSelect` true or false for
  /// every tab, or per tab `{TAB: false}` (tabs left out: YES).
  func tabBarDelegate(_ node: Node, isTabBar: Bool, what: String) -> TabBarDelegateSpec? {
    guard isTabBar else {
      yaml.error("'delegate' is only for a UITabBarController; \(what) is not one", at: node)
      return nil
    }
    guard
      let f = yaml.mapping(
        node, what: "a tab bar controller's 'delegate'", keys: SceneKeys.tabBarDelegate),
      yaml.require(["id"], in: f, what: "a tab bar controller's 'delegate'"),
      let id = yaml.identifier(f["id"]!, "id")
    else { return nil }
    ids.refer(to: id, as: .responder, key: "delegate", at: yaml.location(f["id"]))
    var spec = TabBarDelegateSpec(id: id, location: yaml.location(node))
    guard let answer = f["shouldSelect"] else { return spec }
    if case .mapping(let pairs) = answer {
      for (key, value) in pairs {
        guard let tab = yaml.keyName(key), let b = yaml.bool(value, "shouldSelect") else {
          continue
        }
        ids.refer(to: tab, as: .controller, key: "shouldSelect", at: yaml.location(key))
        spec.shouldSelectByTab[tab] = b
      }
    } else {
      spec.shouldSelect = yaml.bool(answer, "shouldSelect")
    }
    return spec
  }
}
