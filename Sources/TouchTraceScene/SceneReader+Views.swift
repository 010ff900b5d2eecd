import TouchTraceTrace
import Yams

/// Reading views: placement, the class's keys, overrides and target-actions.
extension SceneReader {
  /// - Parameters:
  ///   - depth: 1 for a view directly in the window.
  ///   - isControllerView: a controller's root view, whose placement is optional (nil fills the
  ///     container).
  ///   - parent: the superview's class (nil: the window or a controller); a stack view places
  ///     its subviews and a table or collection view its cells, so their frames are optional.
  func view(_ node: Node, depth: Int, isControllerView: Bool, parent: ViewClass? = nil)
    -> ViewSpec?
  {
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
    let cls = viewClass(f, &spec)
    let what = spec.id.isEmpty ? "a view" : "view '\(spec.id)'"
    if let cls, let table = cls.cellContainer, parent != table {
      r.error(
        "\(what) is a \(cls.rawValue): it goes in the 'subviews' of a \(table.rawValue), not of "
          + (parent.map { "a \($0.rawValue)" } ?? "a window or controller"),
        at: node)
    }

    // Placement: a frame, or a centre and a size; a stack view places its subviews and a table
    // or collection view its cells, so for them the frame is optional and a size may come alone.
    // (A misplaced cell was reported above; its frame is not asked for as well.)
    let placedByParent = parent == .stackView || cls?.isCell == true
    if let n = f["frame"] { spec.frame = r.rect(n, "frame") }
    if let n = f["address"] { spec.address = r.string(n, "address") }
    if let n = f["center"] { spec.center = r.point(n, "center") }
    if let n = f["size"] { spec.size = r.size(n, "size") }
    if f.has("frame"), f.has("center") || f.has("size") {
      r.error(
        "\(what) has both 'frame' and '\(f.has("center") ? "center" : "size")'; give either 'frame' or 'center' and 'size'",
        at: f.keyNode(f.has("center") ? "center" : "size"))
    } else if f.has("center") && !f.has("size")
      || f.has("size") && !f.has("center") && !placedByParent
    {
      let given = f.has("center") ? "center" : "size"
      let missing = f.has("center") ? "size" : "center"
      r.error("'\(given)' needs '\(missing)' too (or give 'frame' instead)", at: f.keyNode(given))
    } else if !f.has("frame"), !f.has("center"), !f.has("size"), !isControllerView, !placedByParent
    {
      r.error("\(what) needs 'frame' (or 'center' and 'size')", at: node)
    }
    if let n = f["transform"] { spec.transform = transform(n) }
    spec.bounds = bounds(f, spec, what: what)

    // Keys only some classes have.
    var allowed: Set<String> = []
    for (key, classes) in SceneKeys.classKeys where f.has(key) {
      guard let cls else { continue }
      if classes.contains(cls) {
        allowed.insert(key)
      } else {
        r.error(
          "'\(key)' is only for a \(Self.list(classes)); \(what) is a "
            + (spec.customClass.map { "\($0) (a \(cls.rawValue))" } ?? cls.rawValue),
          at: f.keyNode(key))
      }
    }
    for key in ["contentOffset", "contentSize", "delaysContentTouches", "canCancelContentTouches"] {
      guard allowed.contains(key), let n = f[key] else { continue }
      switch key {
      case "contentOffset": spec.contentOffset = r.point(n, key)
      case "contentSize": spec.contentSize = r.size(n, key)
      case "delaysContentTouches": spec.delaysContentTouches = r.bool(n, key)
      default: spec.canCancelContentTouches = r.bool(n, key)
      }
    }
    spec.scroll = scrollKnobs(f, allowed: allowed)
    spec.properties = properties(f, allowed: allowed, what: what, cls: cls)
    spec.properties.swipeActions = swipeActions(
      f, allowed: allowed, id: spec.id, hasDelegate: spec.properties.delegate != nil)
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
    if allowed.contains("isEnabled"), let n = f["isEnabled"], let b = r.bool(n, "isEnabled") {
      spec.isEnabled = b
    }
    if allowed.contains("actions"), let n = f["actions"], let list = r.sequence(n, "actions") {
      spec.actions = list.compactMap(action)
    }
    if let n = f["overrides"] {
      spec.overrides = viewOverrides(n, what: "a view's 'overrides'", SceneKeys.viewOverrides)
      checkClassOverrides(n, spec.overrides, what: what, cls: cls)
    }
    spec.handles = handles(f)
    if let n = f["logs"], let b = r.bool(n, "logs") { spec.logs = b }
    if let n = f["gestureRecognizers"], let list = r.sequence(n, "gestureRecognizers") {
      spec.gestureRecognizers = list.compactMap(recognizer)
    }
    if let n = f["subviews"], let list = r.sequence(n, "subviews") {
      spec.subviews = list.compactMap {
        view($0, depth: depth + 1, isControllerView: false, parent: cls)
      }
    }
    return spec
  }

  func transform(_ node: Node) -> TransformSpec? {
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

  /// A view's or a window's `overrides` (`keys`: what this kind of object may override).
  func viewOverrides(_ node: Node, what: String, _ keys: [String]) -> ViewOverrides {
    var o = ViewOverrides()
    guard let f = r.mapping(node, what: what, keys: keys) else { return o }
    if let n = f["pointInside"] { o.pointInside = pointInside(n) }
    if let n = f["hitTest"] { hitTestOverrides(n, into: &o) }
    if let n = f["touches"] {
      o.touches = r.choice(n, "touches", [TouchesOverride.forward, .swallow]) ?? .forward
    }
    o.events = eventOverrides(f)
    overrideAnswers(f, into: &o)
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
    // `target: null`: nil-targeted (SCENES.md), UIKit searches the responder chain.
    let nilTargeted = isNull(f["target"]!)
    let target = nilTargeted ? nil : r.identifier(f["target"]!, "target")
    let selector = r.identifier(f["action"]!, "action")
    if let target { ids.refer(to: target, as: .object, key: "target", at: r.location(f["target"])) }
    guard let event, target != nil || nilTargeted, let selector else { return nil }
    return ActionSpec(event: event, target: target, action: selector, location: r.location(node))
  }
}
