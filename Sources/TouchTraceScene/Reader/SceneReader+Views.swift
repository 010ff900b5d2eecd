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
    let location = yaml.location(node)
    guard viewLimit.admit(depth: depth, at: location) else { return nil }

    guard let fields = yaml.mapping(node, what: "a view", keys: SceneKeys.view) else { return nil }
    var spec = ViewSpec(id: "")
    spec.location = location
    spec.id = declaredID(fields, as: .view, what: "a view") ?? ""
    let cls = viewClass(fields, &spec)
    let what = spec.id.isEmpty ? "a view" : "view '\(spec.id)'"
    if let cls, let table = cls.cellContainer, parent != table {
      yaml.error(
        "\(what) is a \(cls.rawValue): it goes in the 'subviews' of a \(table.rawValue), not of "
          + (parent.map { "a \($0.rawValue)" } ?? "a window or controller"),
        at: node)
    }
    // UIKit raises "%@ was unable to find its associated scroll view" (UIRefreshControl's
    // didMoveToSuperview in UIKitCore): a refresh control is a scroll view's.
    if cls == .refreshControl, !(parent.map(ViewClass.scrollViews.contains) ?? false) {
      yaml.error(
        "\(what) is a UIRefreshControl: it goes in the 'subviews' of a scroll view (its "
          + "refreshControl), which places it above the content",
        at: node)
    }
    // A stack view places its subviews and a table or collection view its cells (and a scroll
    // view its refresh control). (A misplaced cell was reported above; its frame is not asked
    // for as well.)
    let placedByParent = parent == .stackView || cls?.isCell == true || cls == .refreshControl
    readPlacement(
      fields, into: &spec, what: what, placedByParent: placedByParent,
      isControllerView: isControllerView)
    if let transformNode = fields["transform"] { spec.transform = transform(transformNode) }
    spec.bounds = bounds(fields, spec, what: what)

    let allowed = allowedClassKeys(fields, cls: cls, customClass: spec.customClass, what: what)
    readClassKeys(fields, allowed: allowed, cls: cls, what: what, into: &spec)
    readCommonKeys(fields, into: &spec)
    readControlKeys(fields, allowed: allowed, into: &spec)
    if let overridesNode = fields["overrides"] {
      spec.overrides = viewOverrides(
        overridesNode, what: "a view's 'overrides'", SceneKeys.viewOverrides)
      checkClassOverrides(overridesNode, spec.overrides, what: what, cls: cls)
    }
    spec.handles = handles(fields)
    if let node = fields["logs"], let logs = yaml.bool(node, "logs") { spec.logs = logs }
    if let listNode = fields["gestureRecognizers"],
      let list = yaml.sequence(listNode, "gestureRecognizers")
    {
      spec.gestureRecognizers = list.compactMap(recognizer)
    }
    if let listNode = fields["subviews"], let list = yaml.sequence(listNode, "subviews") {
      spec.subviews = list.compactMap {
        view($0, depth: depth + 1, isControllerView: false, parent: cls)
      }
    }
    return spec
  }

  /// Placement: a frame, or a centre and a size; for a view its parent places (a stack view's
  /// subview, a cell) the frame is optional and a size may come alone, for a controller's view
  /// all of it is.
  private func readPlacement(
    _ fields: Fields, into spec: inout ViewSpec, what: String, placedByParent: Bool,
    isControllerView: Bool
  ) {
    if let node = fields["frame"] { spec.frame = yaml.rect(node, "frame") }
    if let node = fields["address"] { spec.address = yaml.string(node, "address") }
    if let node = fields["center"] { spec.center = yaml.point(node, "center") }
    if let node = fields["size"] { spec.size = yaml.size(node, "size") }
    let hasFrame = fields.has("frame")
    let hasCenter = fields.has("center")
    let hasSize = fields.has("size")
    if hasFrame, hasCenter || hasSize {
      yaml.error(
        "\(what) has both 'frame' and '\(hasCenter ? "center" : "size")'; give either 'frame' or 'center' and 'size'",
        at: fields.keyNode(hasCenter ? "center" : "size"))
    } else if hasCenter && !hasSize || hasSize && !hasCenter && !placedByParent {
      let given = hasCenter ? "center" : "size"
      let missing = hasCenter ? "size" : "center"
      yaml.error(
        "'\(given)' needs '\(missing)' too (or give 'frame' instead)", at: fields.keyNode(given))
    } else if !hasFrame, !hasCenter, !hasSize, !isControllerView, !placedByParent {
      yaml.error("\(what) needs 'frame' (or 'center' and 'size')", at: fields.node)
    }
  }

  /// The keys only some classes have that this view's class has; each other one given is an
  /// error.
  private func allowedClassKeys(
    _ fields: Fields, cls: ViewClass?, customClass: String?, what: String
  ) -> Set<String> {
    var allowed: Set<String> = []
    // By name first: every view is checked against every key, and most give none of them.
    for (name, _) in SceneKeys.classKeys where fields.has(name) {
      guard let cls, let key = ViewKeys.named(name) else { continue }
      if key.isKey(of: cls) {
        allowed.insert(key.name)
      } else {
        yaml.error(
          "'\(key.name)' is only for a \(Self.list(key.classes)); \(what) is a "
            + (customClass.map { "\($0) (a \(cls.rawValue))" } ?? cls.rawValue),
          at: fields.keyNode(key.name))
      }
    }
    return allowed
  }

  /// A scroll view's content and knobs, the class's properties and a cell's swipe actions.
  private func readClassKeys(
    _ fields: Fields, allowed: Set<String>, cls: ViewClass?, what: String,
    into spec: inout ViewSpec
  ) {
    if allowed.contains("contentOffset"), let node = fields["contentOffset"] {
      spec.contentOffset = yaml.point(node, "contentOffset")
    }
    if allowed.contains("contentSize"), let node = fields["contentSize"] {
      spec.contentSize = yaml.size(node, "contentSize")
    }
    spec.properties = properties(fields, allowed: allowed, what: what, cls: cls)
    spec.properties.swipeActions = swipeActions(
      fields, allowed: allowed, id: spec.id, hasDelegate: spec.properties.delegate != nil,
      isList: spec.properties["collectionViewLayout"] == .choice("list"),
      editing: spec.properties["isEditing"] == .bool(true))
    spec.properties.textFieldShouldReturn = textFieldShouldReturn(
      fields, allowed: allowed, hasDelegate: spec.properties.delegate != nil)
    spec.properties.inputAccessoryView = inputAccessoryView(fields, allowed: allowed)
    readMenus(fields, allowed: allowed, into: &spec)
    spec.properties.tableSelection =
      tableSelection(fields, allowed: allowed, hasDelegate: spec.properties.delegate != nil)
      ?? collectionSelection(fields, allowed: allowed, hasDelegate: spec.properties.delegate != nil)
    spec.properties.tableEditing = tableEditing(
      fields, allowed: allowed, hasDelegate: spec.properties.delegate != nil)
  }

  /// The keys every view has: colour, alpha and the touch switches.
  private func readCommonKeys(_ fields: Fields, into spec: inout ViewSpec) {
    if let node = fields["backgroundColor"] {
      spec.backgroundColor = yaml.color(node, "backgroundColor")
    }
    if let node = fields["alpha"], let alpha = yaml.number(node, "alpha", .unit) {
      spec.alpha = alpha
    }
    if let node = fields["isHidden"], let isHidden = yaml.bool(node, "isHidden") {
      spec.isHidden = isHidden
    }
    if let node = fields["isUserInteractionEnabled"] {
      spec.isUserInteractionEnabled = yaml.bool(node, "isUserInteractionEnabled")
    }
    if let node = fields["clipsToBounds"], let clips = yaml.bool(node, "clipsToBounds") {
      spec.clipsToBounds = clips
    }
    if let node = fields["isMultipleTouchEnabled"],
      let isMultiple = yaml.bool(node, "isMultipleTouchEnabled")
    {
      spec.isMultipleTouchEnabled = isMultiple
    }
    if let node = fields["isExclusiveTouch"], let isExclusive = yaml.bool(node, "isExclusiveTouch")
    {
      spec.isExclusiveTouch = isExclusive
    }
  }

  /// A control's `isEnabled` and target-actions (reported for other classes already).
  private func readControlKeys(_ fields: Fields, allowed: Set<String>, into spec: inout ViewSpec) {
    if allowed.contains("isEnabled"), let node = fields["isEnabled"],
      let isEnabled = yaml.bool(node, "isEnabled")
    {
      spec.isEnabled = isEnabled
    }
    if allowed.contains("actions"), let listNode = fields["actions"],
      let list = yaml.sequence(listNode, "actions")
    {
      spec.actions = list.compactMap(action)
    }
  }

  func transform(_ node: Node) -> TransformSpec? {
    guard let fields = yaml.mapping(node, what: "'transform'", keys: SceneKeys.transform) else {
      return nil
    }
    var transform = TransformSpec()
    if let node = fields["rotation"], let degrees = yaml.number(node, "rotation") {
      transform.rotation = degrees
    }
    if let node = fields["scale"], let scale = yaml.point(node, "scale") {
      if scale.x == 0 || scale.y == 0 {
        yaml.error("'scale' must not be 0 (the view would have no area to touch)", at: node)
      } else {
        transform.scale = scale
      }
    }
    if let node = fields["translation"], let translation = yaml.point(node, "translation") {
      transform.translation = translation
    }
    return transform
  }

  /// A view's or a window's `overrides` (`keys`: what this kind of object may override).
  func viewOverrides(_ node: Node, what: String, _ keys: [String]) -> ViewOverrides {
    var overrides = ViewOverrides()
    guard let fields = yaml.mapping(node, what: what, keys: keys) else { return overrides }
    if let node = fields["pointInside"] { overrides.pointInside = pointInside(node) }
    if let node = fields["hitTest"] { hitTestOverrides(node, into: &overrides) }
    if let node = fields["touches"] {
      overrides.touches =
        yaml.choice(node, "touches", [TouchesOverride.forward, .swallow]) ?? .forward
    }
    overrides.events = eventOverrides(fields)
    overrideAnswers(fields, into: &overrides)
    return overrides
  }

  private func pointInside(_ node: Node) -> PointInsideOverride? {
    if case .scalar(let scalar) = node, case .bool(let always) = ScalarValue(scalar) {
      return always ? .always : .never
    }
    guard case .mapping = node else {
      yaml.error(
        "expected true, false or {expand: …} for 'pointInside', found \(yaml.describe(node))",
        at: node)
      return nil
    }
    guard let fields = yaml.mapping(node, what: "'pointInside'", keys: SceneKeys.pointInside)
    else {
      return nil
    }
    guard let expandNode = fields["expand"] else {
      yaml.error("'pointInside' needs 'expand' (points to grow the bounds by)", at: node)
      return nil
    }
    if case .sequence = expandNode {
      guard
        let sides = yaml.numbers(expandNode, "expand", ["top", "left", "bottom", "right"])
      else { return nil }
      return .expand(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
    }
    guard case .scalar = expandNode else {
      yaml.error(
        "expected a number or [top, left, bottom, right] for 'expand', found \(yaml.describe(expandNode))",
        at: expandNode)
      return nil
    }
    guard let all = yaml.number(expandNode, "expand") else { return nil }
    return .expand(top: all, left: all, bottom: all, right: all)
  }

  private func action(_ node: Node) -> ActionSpec? {
    guard let fields = yaml.mapping(node, what: "an action", keys: SceneKeys.action),
      yaml.require(SceneKeys.action, in: fields, what: "an action")
    else { return nil }
    let event = yaml.choice(fields["event"]!, "event", ControlEventName.self)
    // `target: null`: nil-targeted (the SceneFormat article), UIKit searches the responder chain.
    let nilTargeted = isNull(fields["target"]!)
    let target = nilTargeted ? nil : yaml.identifier(fields["target"]!, "target")
    let selector = yaml.identifier(fields["action"]!, "action")
    if let target {
      ids.refer(to: target, as: .object, key: "target", at: yaml.location(fields["target"]))
    }
    guard let event, target != nil || nilTargeted, let selector else { return nil }
    return ActionSpec(event: event, target: target, action: selector, location: yaml.location(node))
  }
}
