import TouchTraceTrace
import Yams

/// Reading view controllers: containers, children and presentations.
extension SceneReader {
  /// - Parameters:
  ///   - depth: 1 for the window's root controller.
  ///   - containerDepth: the depth of the view the controller's view goes in (0: the window).
  func controller(_ node: Node, depth: Int, containerDepth: Int) -> ControllerSpec? {
    let location = yaml.location(node)
    guard controllerLimit.admit(depth: depth, at: location) else { return nil }

    guard let fields = yaml.mapping(node, what: "a controller", keys: SceneKeys.controller) else {
      return nil
    }
    var spec = ControllerSpec(id: "")
    spec.location = location
    spec.id = declaredID(fields, as: .controller, what: "a controller") ?? ""
    var cls: ControllerClass? = .viewController
    if let classNode = fields["class"] {
      cls = yaml.choice(classNode, "class", ControllerClass.self)
      if let cls { spec.class = cls }
    }
    let controllerFields = ControllerFields(
      fields: fields, cls: cls, what: spec.id.isEmpty ? "a controller" : "controller '\(spec.id)'",
      depth: depth, containerDepth: containerDepth)
    readViews(controllerFields, into: &spec)
    readPresentation(controllerFields, into: &spec)
    readResponderKeys(controllerFields, into: &spec)
    pageCurl(fields, into: &spec, what: controllerFields.what)
    spec.alert = alert(fields, isAlert: cls == .alertController, what: controllerFields.what)
    // UIKit's recognizers on it, so other recognizers and `set` steps can name them.
    for id in spec.uikitRecognizerIDs { ids.declare(id, .recognizer, at: nil) }
    return spec
  }

  /// A controller's mapping with what its readers share.
  private struct ControllerFields {
    var fields: Fields
    /// nil when the `class` was not one of ControllerClass (reported).
    var cls: ControllerClass?
    /// How the controller reads in a message: "controller 'id'" or "a controller".
    var what: String
    var depth: Int
    var containerDepth: Int

    var isContainer: Bool {
      cls == .navigationController || cls == .tabBarController || cls == .pageViewController
    }
  }

  /// The controller's own view, the controllers in a container, its selected tab and its
  /// children.
  private func readViews(_ controller: ControllerFields, into spec: inout ControllerSpec) {
    if let viewNode = controller.fields["view"] {
      if controller.isContainer, let cls = controller.cls {
        yaml.error(
          "a \(cls.rawValue) makes its own view; put the content in 'viewControllers'",
          at: controller.fields.keyNode("view"))
      } else {
        spec.view = view(viewNode, depth: controller.containerDepth + 1, isControllerView: true)
      }
    }
    if controller.cls == .tableViewController {
      checkTableViewControllerView(controller.fields, spec.view, what: controller.what)
    }
    spec.viewControllers = containedControllers(controller)
    if let index = selectedIndex(controller) { spec.selectedIndex = index }
    spec.children = children(controller, of: spec)
  }

  /// `viewControllers`: a navigation controller's stack or a tab bar controller's tabs.
  private func containedControllers(_ controller: ControllerFields) -> [ControllerSpec] {
    let fields = controller.fields
    guard let listNode = fields["viewControllers"] else {
      if controller.cls == .navigationController {
        yaml.error(
          "a UINavigationController needs 'viewControllers' (its stack, at least one)",
          at: fields.node)
      }
      return []
    }
    guard controller.isContainer else {
      if let cls = controller.cls {
        yaml.error(
          "'viewControllers' is only for a UINavigationController, UITabBarController or UIPageViewController; \(controller.what) is a \(cls.rawValue)",
          at: fields.keyNode("viewControllers"))
      }
      return []
    }
    guard let list = yaml.sequence(listNode, "viewControllers") else { return [] }
    // A container's own view holds the content controllers' views.
    let contained = list.compactMap {
      self.controller(
        $0, depth: controller.depth + 1, containerDepth: controller.containerDepth + 1)
    }
    if list.isEmpty, controller.cls == .navigationController {
      yaml.error(
        "a UINavigationController needs at least one controller in 'viewControllers'",
        at: listNode)
    }
    return contained
  }

  /// A tab bar controller's `selectedIndex`, when given and in range.
  private func selectedIndex(_ controller: ControllerFields) -> Int? {
    let fields = controller.fields
    guard let indexNode = fields["selectedIndex"] else { return nil }
    guard controller.cls == .tabBarController else {
      if let cls = controller.cls {
        yaml.error(
          "'selectedIndex' is only for a UITabBarController; \(controller.what) is a \(cls.rawValue)",
          at: fields.keyNode("selectedIndex"))
      }
      return nil
    }
    guard let index = yaml.integer(indexNode, "selectedIndex", minimum: 0) else { return nil }
    let tabs = yaml.sequenceCount(fields["viewControllers"]) ?? 0
    guard index < tabs else {
      yaml.error(
        "'selectedIndex' \(index) is out of range: the tab bar controller has \(tabs) tab\(tabs == 1 ? "" : "s")",
        at: indexNode)
      return nil
    }
    return index
  }

  /// A plain controller's `children`, each in one of its own views (`spec.view`'s tree).
  private func children(_ controller: ControllerFields, of spec: ControllerSpec) -> [ChildSpec] {
    let fields = controller.fields
    guard let listNode = fields["children"] else { return [] }
    if controller.isContainer, let cls = controller.cls {
      yaml.error(
        "'children' is only for a UIViewController (a \(cls.rawValue)'s children are its 'viewControllers')",
        at: fields.keyNode("children"))
      return []
    }
    guard let list = yaml.sequence(listNode, "children") else { return [] }
    let rootDepth = controller.containerDepth + 1
    let own = ownViews(spec.view, rootDepth: rootDepth)
    return list.compactMap {
      child($0, parent: spec.id, ownViews: own, depth: controller.depth, rootDepth: rootDepth)
    }
  }

  /// The controller it presents, how it is presented, and a navigation controller's pop gesture.
  private func readPresentation(_ controller: ControllerFields, into spec: inout ControllerSpec) {
    let fields = controller.fields
    if let presentedNode = fields["presentedViewController"] {
      // Presented full screen: its view goes in the window.
      spec.presentedViewController = self.controller(
        presentedNode, depth: controller.depth + 1, containerDepth: 0)
    }
    presentation(fields, into: &spec, what: controller.what)
    interactivePop(
      fields, into: &spec, what: controller.what,
      isNavigation: controller.cls == .navigationController)
    navigationBar(
      fields, into: &spec, what: controller.what,
      isNavigation: controller.cls == .navigationController)
  }

  /// Overrides, actions it handles, first responder, logging, title and navigation item.
  private func readResponderKeys(_ controller: ControllerFields, into spec: inout ControllerSpec) {
    let fields = controller.fields
    if let overridesNode = fields["overrides"],
      let overrides = yaml.mapping(
        overridesNode, what: "a controller's 'overrides'", keys: SceneKeys.controllerOverrides)
    {
      if let touchesNode = overrides["touches"],
        let touches = yaml.choice(touchesNode, "touches", [TouchesOverride.forward, .swallow])
      {
        spec.touches = touches
      }
      spec.events = eventOverrides(overrides)
      spec.next = nextOverride(overrides)
    }
    spec.handles = handles(fields)
    if let node = fields["navigation"] { spec.navigation = navigation(node) }
    if let node = fields["viewDidLoad"] { spec.failureRequirements = viewDidLoad(node) }
    if let node = fields["delegate"] {
      spec.tabBarDelegate = tabBarDelegate(
        node, isTabBar: controller.cls == .tabBarController, what: controller.what)
    }
    if let node = fields["canBecomeFirstResponder"] {
      spec.canBecomeFirstResponder = yaml.bool(node, "canBecomeFirstResponder")
    }
    if let node = fields["logs"], let logs = yaml.bool(node, "logs") { spec.logs = logs }
    if let node = fields["title"] { spec.title = yaml.string(node, "title") }
    if let itemNode = fields["navigationItem"],
      let item = yaml.mapping(itemNode, what: "a 'navigationItem'", keys: SceneKeys.navigationItem)
    {
      spec.leftBarButtonItems = barButtonItems(
        item["leftBarButtonItems"], "leftBarButtonItems", controller: spec.id)
      spec.rightBarButtonItems = barButtonItems(
        item["rightBarButtonItems"], "rightBarButtonItems", controller: spec.id)
      spec.navigationItemLocation = yaml.location(fields.keyNode("navigationItem"))
      spec.navigationItemBar = navigationItemBar(item)
    }
  }

  /// The ids of a controller's own views (not its children's) and their depths.
  private func ownViews(_ root: ViewSpec?, rootDepth: Int) -> [String: Int] {
    var depths: [String: Int] = [:]
    var stack: [(ViewSpec, Int)] = root.map { [($0, rootDepth)] } ?? []
    while let (view, depth) = stack.popLast() {
      if !view.id.isEmpty, depths[view.id] == nil { depths[view.id] = depth }
      stack += view.subviews.map { ($0, depth + 1) }
    }
    return depths
  }

  private func child(
    _ node: Node, parent: String, ownViews: [String: Int], depth: Int, rootDepth: Int
  ) -> ChildSpec? {
    guard let fields = yaml.mapping(node, what: "a child", keys: SceneKeys.child),
      yaml.require(SceneKeys.child, in: fields, what: "a child")
    else { return nil }
    let container = yaml.identifier(fields["in"]!, "in")
    if let container {
      ids.refer(
        to: container, as: .ownView(controller: parent, views: Set(ownViews.keys)), key: "in",
        at: yaml.location(fields["in"]))
    }
    let containerDepth = container.flatMap { ownViews[$0] } ?? rootDepth
    guard
      let controller = controller(
        fields["controller"]!, depth: depth + 1, containerDepth: containerDepth),
      let container
    else { return nil }
    return ChildSpec(in: container, controller: controller, location: yaml.location(node))
  }
}

extension YAMLReader {
  func sequenceCount(_ node: Node?) -> Int? {
    if case .sequence(let items)? = node { return items.count }
    return nil
  }
}
