import TouchTraceTrace
import Yams

/// Reading view controllers: containers, children and presentations.
extension SceneReader {
  /// - Parameters:
  ///   - depth: 1 for the window's root controller.
  ///   - containerDepth: the depth of the view the controller's view goes in (0: the window).
  func controller(_ node: Node, depth: Int, containerDepth: Int) -> ControllerSpec? {
    let location = r.location(node)
    controllerCount += 1
    if controllerCount > SceneParser.maxViews {
      if firstControllerOverLimit == nil { firstControllerOverLimit = location }
      return nil
    }
    deepestController = max(deepestController, depth)
    if depth > SceneParser.maxDepth, firstTooDeepController == nil {
      firstTooDeepController = location
    }

    guard let f = r.mapping(node, what: "a controller", keys: SceneKeys.controller) else {
      return nil
    }
    var spec = ControllerSpec(id: "")
    spec.location = location
    if let n = f["id"] {
      if let id = r.identifier(n, "id") {
        spec.id = id
        ids.declare(id, .controller, at: r.location(n))
      }
    } else {
      r.error("a controller needs an 'id'", at: node)
    }
    var cls: ControllerClass? = .viewController
    if let n = f["class"] {
      cls = r.choice(n, "class", ControllerClass.self)
      if let cls { spec.class = cls }
    }
    let what = spec.id.isEmpty ? "a controller" : "controller '\(spec.id)'"
    let isContainer = cls == .navigationController || cls == .tabBarController

    if let n = f["view"] {
      if isContainer, let cls {
        r.error(
          "a \(cls.rawValue) makes its own view; put the content in 'viewControllers'",
          at: f.keyNode("view"))
      } else {
        spec.view = view(n, depth: containerDepth + 1, isControllerView: true)
      }
    }

    if let n = f["viewControllers"] {
      if isContainer {
        if let list = r.sequence(n, "viewControllers") {
          // A container's own view holds the content controllers' views.
          spec.viewControllers = list.compactMap {
            controller($0, depth: depth + 1, containerDepth: containerDepth + 1)
          }
          if list.isEmpty, cls == .navigationController {
            r.error(
              "a UINavigationController needs at least one controller in 'viewControllers'", at: n)
          }
        }
      } else if let cls {
        r.error(
          "'viewControllers' is only for a UINavigationController or UITabBarController; \(what) is a \(cls.rawValue)",
          at: f.keyNode("viewControllers"))
      }
    } else if cls == .navigationController {
      r.error(
        "a UINavigationController needs 'viewControllers' (its stack, at least one)", at: node)
    }

    if let n = f["selectedIndex"] {
      if cls == .tabBarController {
        if let index = r.integer(n, "selectedIndex", minimum: 0) {
          let tabs = r.sequenceCount(f["viewControllers"]) ?? 0
          if index >= tabs {
            r.error(
              "'selectedIndex' \(index) is out of range: the tab bar controller has \(tabs) tab\(tabs == 1 ? "" : "s")",
              at: n)
          } else {
            spec.selectedIndex = index
          }
        }
      } else if let cls {
        r.error(
          "'selectedIndex' is only for a UITabBarController; \(what) is a \(cls.rawValue)",
          at: f.keyNode("selectedIndex"))
      }
    }

    if let n = f["children"] {
      if isContainer, let cls {
        r.error(
          "'children' is only for a UIViewController (a \(cls.rawValue)'s children are its 'viewControllers')",
          at: f.keyNode("children"))
      } else if let list = r.sequence(n, "children") {
        let own = ownViews(spec.view, rootDepth: containerDepth + 1)
        spec.children = list.compactMap {
          child($0, parent: spec.id, ownViews: own, depth: depth, rootDepth: containerDepth + 1)
        }
      }
    }

    if let n = f["presentedViewController"] {
      // Presented full screen: its view goes in the window.
      spec.presentedViewController = controller(n, depth: depth + 1, containerDepth: 0)
    }
    presentation(f, into: &spec, what: what)
    interactivePop(f, into: &spec, what: what, isNavigation: cls == .navigationController)
    if let n = f["overrides"],
      let o = r.mapping(n, what: "a controller's 'overrides'", keys: SceneKeys.controllerOverrides)
    {
      if let t = o["touches"],
        let touches = r.choice(t, "touches", [TouchesOverride.forward, .swallow])
      {
        spec.touches = touches
      }
      spec.events = eventOverrides(o)
      spec.next = nextOverride(o)
    }
    spec.handles = handles(f)
    if let n = f["canBecomeFirstResponder"] {
      spec.canBecomeFirstResponder = r.bool(n, "canBecomeFirstResponder")
    }
    if let n = f["logs"], let b = r.bool(n, "logs") { spec.logs = b }
    if let n = f["title"] { spec.title = r.string(n, "title") }
    if let n = f["navigationItem"],
      let item = r.mapping(n, what: "a 'navigationItem'", keys: SceneKeys.navigationItem)
    {
      spec.leftBarButtonItems = barButtonItems(item["leftBarButtonItems"], "leftBarButtonItems")
      spec.rightBarButtonItems = barButtonItems(item["rightBarButtonItems"], "rightBarButtonItems")
      spec.navigationItemLocation = r.location(f.keyNode("navigationItem"))
    }
    return spec
  }

  private func barButtonItems(_ node: Node?, _ name: String) -> [BarButtonItemSpec] {
    guard let node, let list = r.sequence(node, name) else { return [] }
    return list.compactMap { node in
      guard let f = r.mapping(node, what: "a bar button item", keys: SceneKeys.barButtonItem),
        r.require(SceneKeys.barButtonItem, in: f, what: "a bar button item")
      else { return nil }
      let id = r.identifier(f["id"]!, "id")
      // Its button view is a view of the window, named with the item's id.
      if let id { ids.declare(id, .view, at: r.location(f["id"])) }
      let title = r.string(f["title"]!, "title")
      let target = r.identifier(f["target"]!, "target")
      if let target {
        ids.refer(to: target, as: .object, key: "target", at: r.location(f["target"]))
      }
      let action = r.identifier(f["action"]!, "action")
      guard let id, let title, let target, let action else { return nil }
      return BarButtonItemSpec(
        id: id, title: title, target: target, action: action, location: r.location(node))
    }
  }

  /// The ids of a controller's own views (not its children's) and their depths.
  private func ownViews(_ root: ViewSpec?, rootDepth: Int) -> [String: Int] {
    var out: [String: Int] = [:]
    var stack: [(ViewSpec, Int)] = root.map { [($0, rootDepth)] } ?? []
    while let (v, d) = stack.popLast() {
      if !v.id.isEmpty, out[v.id] == nil { out[v.id] = d }
      stack += v.subviews.map { ($0, d + 1) }
    }
    return out
  }

  private func child(
    _ node: Node, parent: String, ownViews: [String: Int], depth: Int, rootDepth: Int
  ) -> ChildSpec? {
    guard let f = r.mapping(node, what: "a child", keys: SceneKeys.child),
      r.require(SceneKeys.child, in: f, what: "a child")
    else { return nil }
    let container = r.identifier(f["in"]!, "in")
    if let container {
      ids.refer(
        to: container, as: .ownView(controller: parent, views: Set(ownViews.keys)), key: "in",
        at: r.location(f["in"]))
    }
    let containerDepth = container.flatMap { ownViews[$0] } ?? rootDepth
    guard
      let controller = controller(
        f["controller"]!, depth: depth + 1, containerDepth: containerDepth),
      let container
    else { return nil }
    return ChildSpec(in: container, controller: controller, location: r.location(node))
  }
}

extension YAMLReader {
  func sequenceCount(_ node: Node?) -> Int? {
    if case .sequence(let s)? = node { return s.count }
    return nil
  }
}
