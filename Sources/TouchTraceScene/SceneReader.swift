import TouchTraceTrace
import Yams

/// Walks a scene's node tree into a `SceneDocument`, collecting every problem on the way.
/// It recurses along the view tree, so it runs on the parser's large-stack thread.
final class SceneReader {
  let r: YAMLReader
  var ids = IdRegistry()

  private var viewCount = 0
  private var controllerCount = 0
  private var firstControllerOverLimit: SourceLocation?
  private var firstViewOverLimit: SourceLocation?
  private var deepestView = 0
  private var firstTooDeepView: SourceLocation?
  private var deepestController = 0
  private var firstTooDeepController: SourceLocation?

  init(reader: YAMLReader) { self.r = reader }

  // MARK: Scene

  func scene(_ node: Node?) -> SceneDocument {
    var doc = SceneDocument()
    guard let node, !isNull(node) else {
      r.error(
        "the scene is empty (expected a mapping with 'window' and 'touches')",
        at: SourceLocation(line: 1, column: 1))
      return doc
    }
    guard let f = r.mapping(node, what: "the scene", keys: SceneKeys.scene) else { return doc }
    if let n = f["title"] { doc.title = r.string(n, "title") }
    if let n = f["screen"] { screen(n).map { doc.screen = $0 } }
    doc.application = application(f["application"])
    doc.window = window(f["window"])
    if let n = f["touches"], let list = r.sequence(n, "touches") {
      for item in list {
        guard let touch = step(item) else { continue }
        doc.touches.append(touch)
        doc.touchLocations.append(r.location(item))
      }
      checkDuration(doc.touches, at: n)
    }
    doc.touchesLocation = r.location(f["touches"])
    checkLimits()
    ids.check(r)
    return doc
  }

  private func isNull(_ node: Node) -> Bool {
    if case .scalar(let s) = node { return ScalarValue(s) == .null }
    return false
  }

  private func screen(_ node: Node) -> Size? {
    guard let f = r.mapping(node, what: "'screen'", keys: SceneKeys.screen),
      r.require(["width", "height"], in: f, what: "'screen'")
    else { return nil }
    let width = r.number(f["width"]!, "width", .positive)
    let height = r.number(f["height"]!, "height", .positive)
    guard let width, let height else { return nil }
    return Size(width, height)
  }

  private func application(_ node: Node?) -> ApplicationSpec {
    var app = ApplicationSpec()
    let f = node.flatMap { r.mapping($0, what: "'application'", keys: SceneKeys.application) }
    if let n = f?["id"] {
      if let id = r.identifier(n, "id") {
        app.id = id
        ids.declare(id, .application, at: r.location(n))
      }
    } else {
      ids.declare(app.id, .application, at: nil)
    }
    if let n = f?["delegate"] {
      if isNull(n) {
        app.delegate = nil
      } else if let id = r.identifier(n, "delegate") {
        app.delegate = id
        ids.declare(id, .appDelegate, at: r.location(n))
      }
    } else if let id = app.delegate {
      ids.declare(id, .appDelegate, at: nil)
    }
    if let n = f?["logs"], let logs = r.bool(n, "logs") { app.logs = logs }
    return app
  }

  private func window(_ node: Node?) -> WindowSpec {
    var window = WindowSpec()
    let f = node.flatMap { r.mapping($0, what: "'window'", keys: SceneKeys.window) }
    if let n = f?["id"] {
      if let id = r.identifier(n, "id") {
        window.id = id
        ids.declare(id, .window, at: r.location(n))
      }
    } else {
      ids.declare(window.id, .window, at: nil)
    }
    guard let f else { return window }
    if let n = f["rootViewController"] {
      window.rootViewController = controller(n, depth: 1, containerDepth: 0)
    }
    if let n = f["subviews"], let list = r.sequence(n, "subviews") {
      window.subviews = list.compactMap { view($0, depth: 1, isControllerView: false) }
    }
    if let n = f["logs"], let logs = r.bool(n, "logs") { window.logs = logs }
    return window
  }

  // MARK: Limits

  private func checkLimits() {
    if deepestView > SceneParser.maxDepth {
      r.error(
        "the scene nests views \(deepestView) deep; the limit is \(SceneParser.maxDepth)",
        at: firstTooDeepView)
    }
    if deepestController > SceneParser.maxDepth {
      r.error(
        "the scene nests controllers \(deepestController) deep; the limit is \(SceneParser.maxDepth)",
        at: firstTooDeepController)
    }
    if viewCount > SceneParser.maxViews {
      r.error(
        "the scene has more than \(SceneParser.maxViews) views; the limit is \(SceneParser.maxViews)",
        at: firstViewOverLimit)
    }
    if controllerCount > SceneParser.maxViews {
      r.error(
        "the scene has more than \(SceneParser.maxViews) controllers; the limit is \(SceneParser.maxViews)",
        at: firstControllerOverLimit)
    }
  }

  // MARK: Views

  /// - Parameters:
  ///   - depth: 1 for a view directly in the window.
  ///   - isControllerView: a controller's root view, whose placement is optional (nil fills the
  ///     container).
  func view(_ node: Node, depth: Int, isControllerView: Bool) -> ViewSpec? {
    let location = r.location(node)
    // Past the limit the rest is not read: YAML aliases can make a short file hold billions.
    viewCount += 1
    if viewCount > SceneParser.maxViews {
      if firstViewOverLimit == nil { firstViewOverLimit = location }
      return nil
    }
    deepestView = max(deepestView, depth)
    if depth > SceneParser.maxDepth, firstTooDeepView == nil { firstTooDeepView = location }

    guard let f = r.mapping(node, what: "a view", keys: SceneKeys.view) else { return nil }
    var spec = ViewSpec(id: "")
    spec.location = location
    if let n = f["id"] {
      if let id = r.identifier(n, "id") {
        spec.id = id
        ids.declare(id, .view, at: r.location(n))
      }
    } else {
      r.error("a view needs an 'id'", at: node)
    }
    var cls: ViewClass? = .view
    if let n = f["class"] {
      cls = r.choice(n, "class", ViewClass.self)
      if let cls { spec.class = cls }
    }
    let what = spec.id.isEmpty ? "a view" : "view '\(spec.id)'"

    // Placement: a frame, or a centre and a size.
    if let n = f["frame"] { spec.frame = r.rect(n, "frame") }
    if let n = f["center"] { spec.center = r.point(n, "center") }
    if let n = f["size"] { spec.size = r.size(n, "size") }
    if f.has("frame"), f.has("center") || f.has("size") {
      r.error(
        "\(what) has both 'frame' and '\(f.has("center") ? "center" : "size")'; give either 'frame' or 'center' and 'size'",
        at: f.keyNode(f.has("center") ? "center" : "size"))
    } else if f.has("center") != f.has("size") {
      let given = f.has("center") ? "center" : "size"
      let missing = f.has("center") ? "size" : "center"
      r.error("'\(given)' needs '\(missing)' too (or give 'frame' instead)", at: f.keyNode(given))
    } else if !f.has("frame"), !f.has("center"), !isControllerView {
      r.error("\(what) needs 'frame' (or 'center' and 'size')", at: node)
    }
    if let n = f["transform"] { spec.transform = transform(n) }

    for key in ["contentOffset", "contentSize", "delaysContentTouches", "canCancelContentTouches"] {
      guard let n = f[key] else { continue }
      if let cls, cls != .scrollView {
        r.error(
          "'\(key)' is only for a UIScrollView; \(what) is a \(cls.rawValue)", at: f.keyNode(key))
        continue
      }
      switch key {
      case "contentOffset": spec.contentOffset = r.point(n, key)
      case "contentSize": spec.contentSize = r.size(n, key)
      case "delaysContentTouches": spec.delaysContentTouches = r.bool(n, key)
      default: spec.canCancelContentTouches = r.bool(n, key)
      }
    }
    if let n = f["backgroundColor"] { spec.backgroundColor = r.color(n, "backgroundColor") }
    if let n = f["alpha"], let alpha = r.number(n, "alpha", .unit) { spec.alpha = alpha }
    if let n = f["isHidden"], let b = r.bool(n, "isHidden") { spec.isHidden = b }
    if let n = f["isUserInteractionEnabled"] {
      spec.isUserInteractionEnabled = r.bool(n, "isUserInteractionEnabled")
    }
    if let n = f["clipsToBounds"], let b = r.bool(n, "clipsToBounds") { spec.clipsToBounds = b }
    if let n = f["isMultipleTouchEnabled"], let b = r.bool(n, "isMultipleTouchEnabled") {
      spec.isMultipleTouchEnabled = b
    }
    if let n = f["isExclusiveTouch"], let b = r.bool(n, "isExclusiveTouch") {
      spec.isExclusiveTouch = b
    }
    let isControl = cls == .control || cls == .button
    for key in ["isEnabled", "actions"] where f.has(key) && cls != nil && !isControl {
      r.error(
        "'\(key)' is only for a UIControl or UIButton; \(what) is a \(cls!.rawValue)",
        at: f.keyNode(key))
    }
    if isControl, let n = f["isEnabled"], let b = r.bool(n, "isEnabled") { spec.isEnabled = b }
    if isControl, let n = f["actions"], let list = r.sequence(n, "actions") {
      spec.actions = list.compactMap(action)
    }
    if let n = f["overrides"] { spec.overrides = viewOverrides(n) }
    if let n = f["logs"], let b = r.bool(n, "logs") { spec.logs = b }
    if let n = f["gestureRecognizers"], let list = r.sequence(n, "gestureRecognizers") {
      spec.gestureRecognizers = list.compactMap(recognizer)
    }
    if let n = f["subviews"], let list = r.sequence(n, "subviews") {
      spec.subviews = list.compactMap { view($0, depth: depth + 1, isControllerView: false) }
    }
    return spec
  }

  private func transform(_ node: Node) -> TransformSpec? {
    guard let f = r.mapping(node, what: "'transform'", keys: SceneKeys.transform) else {
      return nil
    }
    var t = TransformSpec()
    if let n = f["rotation"], let degrees = r.number(n, "rotation") { t.rotation = degrees }
    if let n = f["scale"], let scale = r.point(n, "scale") {
      if scale.x == 0 || scale.y == 0 {
        r.error("'scale' must not be 0 (the view would have no area to touch)", at: n)
      } else {
        t.scale = scale
      }
    }
    if let n = f["translation"], let translation = r.point(n, "translation") {
      t.translation = translation
    }
    return t
  }

  private func viewOverrides(_ node: Node) -> ViewOverrides {
    var o = ViewOverrides()
    guard let f = r.mapping(node, what: "a view's 'overrides'", keys: SceneKeys.viewOverrides)
    else { return o }
    if let n = f["pointInside"] { o.pointInside = pointInside(n) }
    if let n = f["hitTest"], let h = r.mapping(n, what: "'hitTest'", keys: SceneKeys.hitTest) {
      if let p = h["prefer"] {
        if let id = r.identifier(p, "prefer") {
          o.hitTestPrefer = id
          ids.refer(to: id, as: .view, key: "prefer", at: r.location(p))
        }
      } else {
        r.error("'hitTest' needs 'prefer' (the id of the view to return)", at: n)
      }
    }
    if let n = f["touches"] {
      o.touches = r.choice(n, "touches", [TouchesOverride.forward, .swallow]) ?? .forward
    }
    return o
  }

  private func pointInside(_ node: Node) -> PointInsideOverride? {
    if case .scalar(let s) = node, case .bool(let b) = ScalarValue(s) {
      return b ? .always : .never
    }
    guard case .mapping = node else {
      r.error(
        "expected true, false or {expand: …} for 'pointInside', found \(r.describe(node))", at: node
      )
      return nil
    }
    guard let f = r.mapping(node, what: "'pointInside'", keys: SceneKeys.pointInside) else {
      return nil
    }
    guard let n = f["expand"] else {
      r.error("'pointInside' needs 'expand' (points to grow the bounds by)", at: node)
      return nil
    }
    if case .sequence = n {
      guard let v = r.numbers(n, "expand", ["top", "left", "bottom", "right"]) else { return nil }
      return .expand(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
    guard case .scalar = n else {
      r.error(
        "expected a number or [top, left, bottom, right] for 'expand', found \(r.describe(n))",
        at: n)
      return nil
    }
    guard let e = r.number(n, "expand") else { return nil }
    return .expand(top: e, left: e, bottom: e, right: e)
  }

  private func action(_ node: Node) -> ActionSpec? {
    guard let f = r.mapping(node, what: "an action", keys: SceneKeys.action),
      r.require(SceneKeys.action, in: f, what: "an action")
    else { return nil }
    let event = r.choice(f["event"]!, "event", ControlEventName.self)
    let target = r.identifier(f["target"]!, "target")
    let selector = r.identifier(f["action"]!, "action")
    if let target { ids.refer(to: target, as: .object, key: "target", at: r.location(f["target"])) }
    guard let event, let target, let selector else { return nil }
    return ActionSpec(event: event, target: target, action: selector, location: r.location(node))
  }

  // MARK: Controllers

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
    if let n = f["overrides"],
      let o = r.mapping(n, what: "a controller's 'overrides'", keys: SceneKeys.controllerOverrides)
    {
      if let t = o["touches"],
        let touches = r.choice(t, "touches", [TouchesOverride.forward, .swallow])
      {
        spec.touches = touches
      }
    }
    if let n = f["logs"], let b = r.bool(n, "logs") { spec.logs = b }
    return spec
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

  // MARK: Gesture recognizers

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
        "'maximumNumberOfTouches' (\(Int(hi))) is less than 'minimumNumberOfTouches' (\(Int(lo)))",
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
    if let n = f["requiresFailureOf"], let list = r.sequence(n, "requiresFailureOf") {
      for item in list {
        guard let other = r.identifier(item, "requiresFailureOf") else { continue }
        if other == id {
          r.error("a gesture recognizer cannot require its own failure", at: item)
          continue
        }
        ids.refer(to: other, as: .recognizer, key: "requiresFailureOf", at: r.location(item))
        spec.requiresFailureOf.append(other)
      }
    }
    if let n = f["delegate"] { spec.delegate = delegate(n) }
    if f.has("target") != f.has("action") {
      let given = f.has("target") ? "target" : "action"
      let missing = f.has("target") ? "action" : "target"
      r.error(
        "'\(given)' needs '\(missing)' too (the recognizer sends action to target)",
        at: f.keyNode(given))
    }
    if let n = f["target"], let target = r.identifier(n, "target") {
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
      let items: [Node]
      if case .sequence(let s) = node {
        items = Array(s)
        if items.isEmpty {
          r.error("'direction' needs at least one of right, left, up, down", at: node)
          return nil
        }
      } else {
        items = [node]
      }
      var mask = 0
      for item in items {
        guard let d = r.choice(item, "direction", SwipeDirection.self) else { return nil }
        switch d {
        case .right: mask |= 1
        case .left: mask |= 2
        case .up: mask |= 4
        case .down: mask |= 8
        }
      }
      return Double(mask)
    }
  }

  private func delegate(_ node: Node) -> DelegateSpec? {
    guard let f = r.mapping(node, what: "a recognizer's 'delegate'", keys: SceneKeys.delegate)
    else { return nil }
    var d = DelegateSpec()
    if let n = f["gestureRecognizerShouldBegin"] {
      d.gestureRecognizerShouldBegin = r.bool(n, "gestureRecognizerShouldBegin")
    }
    if let n = f["shouldReceiveTouch"] { d.shouldReceiveTouch = r.bool(n, "shouldReceiveTouch") }
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

extension YAMLReader {
  func sequenceCount(_ node: Node?) -> Int? {
    if case .sequence(let s)? = node { return s.count }
    return nil
  }
}
