import TouchTraceTrace
import Yams

/// Reading `bounds` on any view, the `hitTest` overrides and a scroll view's `touchesShouldBegin`.
extension SceneReader {
  /// `bounds: [x, y, width, height]`, UIKit's CGRect (Apple, UIView.bounds: "The bounds rectangle,
  /// which describes the view's location and size in its own coordinate system"). Its origin
  /// shifts what the subviews show and where points land in them. Its size must be the view's
  /// own: UIKit keeps `frame.size` and `bounds.size` equal (without a transform, setting one sets
  /// the other), so a scene that says otherwise is an error rather than a guess at which one wins.
  /// On a scroll view it is an error beside `contentOffset`, which is its origin under another name.
  func bounds(_ f: Fields, _ spec: ViewSpec, what: String) -> Rect? {
    guard let n = f["bounds"], let b = yaml.rect(n, "bounds") else { return nil }
    if f.has("contentOffset") {
      yaml.error(
        "\(what) has both 'bounds' and 'contentOffset'; a scroll view's contentOffset is its bounds origin: give one of them",
        at: f.keyNode("contentOffset"))
      return nil
    }
    let size = spec.frame.map { Size($0.width, $0.height) } ?? spec.size
    guard let size else {
      yaml.error(
        "'bounds' on \(what) needs the view's size too ('frame', or 'center' and 'size'), so UIKit's rule that bounds.size equals the frame's size can be checked",
        at: f.keyNode("bounds"))
      return nil
    }
    if size.width != b.width || size.height != b.height {
      yaml.error(
        "the size of 'bounds' (\(EventLog.number(b.width)) × \(EventLog.number(b.height))) is not the view's (\(EventLog.number(size.width)) × \(EventLog.number(size.height))): UIKit keeps bounds.size equal to the frame's; change the origin only, or scale the view with 'transform'",
        at: n)
      return nil
    }
    return b
  }

  /// `hitTest: {prefer: id, passThrough: true, outsideBounds: true, returnsSelf: true,
  /// returns: id, returnsNil: true}`. `prefer` and `outsideBounds` go with any one of the others,
  /// which contradict each other; `returnsNil` never calls super, so it goes alone.
  func hitTestOverrides(_ n: Node, into o: inout ViewOverrides) {
    guard let h = yaml.mapping(n, what: "'hitTest'", keys: SceneKeys.hitTest) else { return }
    if let p = h["prefer"], let id = yaml.identifier(p, "prefer") {
      o.hitTestPrefer = id
      ids.refer(to: id, as: .view, key: "prefer", at: yaml.location(p))
    }
    if let p = h["returns"], let id = yaml.identifier(p, "returns") {
      o.hitTestReturns = id
      ids.refer(to: id, as: .view, key: "returns", at: yaml.location(p))
    }
    let flags: [(String, WritableKeyPath<ViewOverrides, Bool>)] = [
      ("passThrough", \.hitTestPassThrough), ("outsideBounds", \.hitTestOutsideBounds),
      ("returnsSelf", \.hitTestReturnsSelf), ("returnsNil", \.hitTestReturnsNil),
    ]
    for (key, path) in flags {
      if let p = h[key], let b = yaml.bool(p, key) { o[keyPath: path] = b }
    }
    let given = SceneKeys.hitTest.filter { h.has($0) }
    guard !given.isEmpty else {
      yaml.error(
        "'hitTest' needs one of \(SceneKeys.hitTest.joined(separator: ", ")) (e.g. 'passThrough: true')",
        at: n)
      return
    }
    // Only what is switched on can clash (`passThrough: false` says nothing).
    let on: [String: Bool] = [
      "passThrough": o.hitTestPassThrough, "returnsSelf": o.hitTestReturnsSelf,
      "returns": o.hitTestReturns != nil, "returnsNil": o.hitTestReturnsNil,
      "prefer": o.hitTestPrefer != nil, "outsideBounds": o.hitTestOutsideBounds,
    ]
    let exclusive = given.filter {
      ["passThrough", "returnsSelf", "returns", "returnsNil"].contains($0) && on[$0] == true
    }
    if exclusive.count > 1 {
      yaml.error(
        "'hitTest' has both '\(exclusive[0])' and '\(exclusive[1])': they decide the same answer differently; keep one",
        at: h.keyNode(exclusive[1]))
    } else if o.hitTestReturnsNil,
      let other = given.first(where: { $0 != "returnsNil" && on[$0] == true })
    {
      yaml.error(
        "'returnsNil' never calls super, so '\(other)' would never run; keep one",
        at: h.keyNode(other))
    }
  }

  /// `touchesShouldBegin: false`, or `{unlessTouchedViewIs: [UIControl]}` (NO for those classes).
  func touchesShouldBegin(_ f: Fields, into o: inout ViewOverrides) {
    guard let n = f["touchesShouldBegin"] else { return }
    (o.touchesShouldBegin, o.touchesShouldBeginUnless) = touchAnswer(n, "touchesShouldBegin")
  }
}
