import Foundation
import TouchTraceEngine

/// Builds the engine's objects from a checked scene document: the application, its window, the
/// controllers and views, with the scene's ready-made overrides and target-actions wired up.
public struct SceneBuilder {
  private var views: [String: UIView] = [:]
  private var responders: [String: UIResponder] = [:]
  private var pending: [(ViewSpec, UIView)] = []
  private var recognizers: [String: (RecognizerSpec, UIGestureRecognizer)] = [:]
  private var presentations: [(UIViewController, UIViewController, SourceLocation?)] = []
  private var barButtonItems: [BarButtonItemSpec] = []
  /// `overrides.next` of views and controllers, wired once every responder exists.
  private var nextOverrides: [(UIResponder, String, SourceLocation?)] = []
  let file: String

  public static func build(_ document: SceneDocument, file: String = "<scene>") throws
    -> UIApplication
  {
    // The builder recurses once per level of the view tree, like the reader: a scene nested to
    // the depth limit needs the parser's large stack, not the main thread's.
    let box = BuiltBox()
    _ = SceneParser.onLargeStack { () -> Int in
      box.result = Result {
        var builder = SceneBuilder(file: file)
        return try builder.make(document)
      }
      return 0
    }
    return try box.result!.get()
  }

  private init(file: String) { self.file = file }

  private mutating func make(_ doc: SceneDocument) throws -> UIApplication {
    let delegate = doc.application.delegate.map { ApplicationDelegate(id: $0) }
    let app = UIApplication(id: doc.application.id, delegate: delegate)
    // `application: {logs: false}` silences the application and its delegate alike.
    app.logs = doc.application.logs
    delegate?.logs = doc.application.logs
    try register(app, nil)
    if let delegate { try register(delegate, nil) }
    let window = UIWindow(
      id: doc.window.id,
      frame: CGRect(x: 0, y: 0, width: doc.screen.width, height: doc.screen.height))
    window.logs = doc.window.logs
    try register(window, nil)
    if let root = doc.window.rootViewController {
      window.rootViewController = try controller(root)
    }
    for spec in doc.window.subviews { window.addSubview(try view(spec)) }
    app.keyWindow = window
    for (presenter, presented, location) in presentations where !presenter.present(presented) {
      // UIKit only warns ("whose view is not in the window hierarchy") and presents nothing:
      // a scene says so rather than dropping the controller silently.
      throw SceneErrors(errors: [
        SceneError(
          file: file, location: location,
          message:
            "'\(presenter.id)' cannot present '\(presented.id)': its view is not in the window "
            + "hierarchy (present it from a controller that is on screen)")
      ])
    }
    // UIKit makes views of its own (a navigation bar, wrapper views): their ids must not clash.
    for generated in window.subtree where responders[generated.id] == nil {
      try register(generated, nil)
    }
    try wire()
    return app
  }

  private mutating func register(_ responder: UIResponder, _ location: SourceLocation?) throws {
    if let existing = responders[responder.id], existing !== responder {
      throw SceneErrors(errors: [
        SceneError(
          file: file, location: location,
          message:
            "the id '\(responder.id)' is also the name of a view UIKit makes; choose another id")
      ])
    }
    responders[responder.id] = responder
    if let v = responder as? UIView { views[responder.id] = v }
  }

  private mutating func view(_ spec: ViewSpec) throws -> UIView {
    let v = Self.make(spec.class, spec.id)
    if let frame = spec.frame {
      v.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    } else if let center = spec.center, let size = spec.size {
      v.center = CGPoint(x: center.x, y: center.y)
      v.bounds.size = CGSize(width: size.width, height: size.height)
    }
    if let t = spec.transform {
      v.transform = CGAffineTransform(
        scaleX: t.scale.x, y: t.scale.y, rotation: t.rotation * .pi / 180,
        translationX: t.translation.x,
        y: t.translation.y)
    }
    if let offset = spec.contentOffset { v.bounds.origin = CGPoint(x: offset.x, y: offset.y) }
    if let scroll = v as? UIScrollView {
      if let size = spec.contentSize {
        scroll.contentSize = CGSize(width: size.width, height: size.height)
      }
      if let delays = spec.delaysContentTouches { scroll.delaysContentTouches = delays }
      if let cancels = spec.canCancelContentTouches { scroll.canCancelContentTouches = cancels }
      spec.scroll.apply(to: scroll, touchesShouldCancel: spec.overrides.touchesShouldCancel)
    }
    v.backgroundColor = spec.backgroundColor?.hex
    v.alpha = spec.alpha
    v.isHidden = spec.isHidden
    if let enabled = spec.isUserInteractionEnabled { v.isUserInteractionEnabled = enabled }
    if let clips = spec.clipsToBounds { v.clipsToBounds = clips }
    v.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
    v.isExclusiveTouch = spec.isExclusiveTouch
    (v as? UIControl)?.isEnabled = spec.isEnabled
    v.customClassName = spec.customClass
    Self.apply(spec.properties, to: v)
    v.logs = spec.logs
    v.touchesOverride = spec.overrides.touches == .swallow ? .swallow : .forward
    switch spec.overrides.pointInside {
    case .always: v.pointInsideOverride = .always
    case .never: v.pointInsideOverride = .never
    case .expand(let top, let left, let bottom, let right):
      v.pointInsideOverride = .expand(top: top, left: left, bottom: bottom, right: right)
    case nil: break
    }
    Self.applyAnswers(spec.overrides, to: v)
    if let next = spec.overrides.next { nextOverrides.append((v, next, spec.location)) }
    try register(v, spec.location)
    for made in Self.generatedSubviews(of: v) { try register(made, spec.location) }
    pending.append((spec, v))
    for r in spec.gestureRecognizers {
      let recognizer = Self.recognizer(r)
      v.addGestureRecognizer(recognizer)
      recognizers[r.id] = (r, recognizer)
    }
    // A cell's and an effect view's subviews go in the content view UIKit made for them.
    let container = Self.generatedSubviews(of: v).first ?? v
    for sub in spec.subviews { container.addSubview(try view(sub)) }
    Self.layOut(v, spec)
    return v
  }

  private mutating func controller(_ spec: ControllerSpec) throws -> UIViewController {
    let c: UIViewController
    // Set before a navigation controller holding this one is made: its bar shows them.
    func describe(_ c: UIViewController) {
      c.title = spec.title
      let item = { (i: BarButtonItemSpec) in
        UIBarButtonItem(id: i.id, title: i.title, action: i.action)
      }
      c.navigationItem.leftBarButtonItems = spec.leftBarButtonItems.map(item)
      c.navigationItem.rightBarButtonItems = spec.rightBarButtonItems.map(item)
      barButtonItems += spec.leftBarButtonItems + spec.rightBarButtonItems
    }
    switch spec.class {
    case .viewController:
      c = UIViewController(id: spec.id)
      describe(c)
      if let root = spec.view { c.view = try view(root) }
    case .navigationController:
      c = UINavigationController(
        id: spec.id, viewControllers: try spec.viewControllers.map { try controller($0) })
    case .tabBarController:
      c = UITabBarController(
        id: spec.id, viewControllers: try spec.viewControllers.map { try controller($0) },
        selectedIndex: spec.selectedIndex)
    }
    if spec.class != .viewController { describe(c) }
    c.logs = spec.logs
    c.touchesOverride = spec.touches == .swallow ? .swallow : .forward
    if let next = spec.next { nextOverrides.append((c, next, spec.location)) }
    try register(c, spec.location)
    for child in spec.children {
      let childController = try controller(child.controller)
      guard let container = views[child.in], container.isDescendant(of: c.view) else {
        throw SceneErrors(errors: [
          SceneError(
            file: file, location: child.location,
            message: "'in: \(child.in)' must name a view of the controller '\(spec.id)'")
        ])
      }
      c.addChild(childController, in: container)
    }
    if let presented = spec.presentedViewController {
      // Outer presentations first: a controller presented by a presented controller is presented
      // over it once that one is on screen (Apple, present(_:animated:)).
      let slot = presentations.count
      presentations.insert((c, try controller(presented), presented.location), at: slot)
    }
    return c
  }

  /// A recognizer of the scene's class with its settings (every key was checked when parsing).
  private static func recognizer(_ spec: RecognizerSpec) -> UIGestureRecognizer {
    let p = spec.properties
    func count(_ key: String, _ value: inout Int) { if let v = p[key] { value = Int(v) } }
    let r: UIGestureRecognizer
    switch spec.class {
    case .tap:
      let tap = UITapGestureRecognizer(id: spec.id)
      count("numberOfTapsRequired", &tap.numberOfTapsRequired)
      count("numberOfTouchesRequired", &tap.numberOfTouchesRequired)
      if let v = p["allowableMovement"] { tap.allowableMovement = v }
      if let v = p["maximumTapInterval"] { tap.maximumTapInterval = v }
      r = tap
    case .longPress:
      let press = UILongPressGestureRecognizer(id: spec.id)
      if let v = p["minimumPressDuration"] { press.minimumPressDuration = v }
      if let v = p["allowableMovement"] { press.allowableMovement = v }
      count("numberOfTouchesRequired", &press.numberOfTouchesRequired)
      count("numberOfTapsRequired", &press.numberOfTapsRequired)
      r = press
    case .pan:
      let pan = UIPanGestureRecognizer(id: spec.id)
      count("minimumNumberOfTouches", &pan.minimumNumberOfTouches)
      count("maximumNumberOfTouches", &pan.maximumNumberOfTouches)
      if let v = p["hysteresis"] { pan.hysteresis = v }
      r = pan
    case .swipe:
      let swipe = UISwipeGestureRecognizer(id: spec.id)
      if let v = p["direction"] { swipe.direction = .init(rawValue: Int(v)) }
      count("numberOfTouchesRequired", &swipe.numberOfTouchesRequired)
      if let v = p["minimumDistance"] { swipe.minimumDistance = v }
      if let v = p["maximumDuration"] { swipe.maximumDuration = v }
      r = swipe
    case .pinch:
      let pinch = UIPinchGestureRecognizer(id: spec.id)
      if let v = p["minimumScaleChange"] { pinch.minimumScaleChange = v }
      r = pinch
    case .rotation:
      let rotation = UIRotationGestureRecognizer(id: spec.id)
      if let v = p["minimumAngle"] { rotation.minimumAngle = v }
      r = rotation
    }
    r.cancelsTouchesInView = spec.cancelsTouchesInView
    r.delaysTouchesBegan = spec.delaysTouchesBegan
    r.delaysTouchesEnded = spec.delaysTouchesEnded
    r.isEnabled = spec.isEnabled
    if let d = spec.delegate {
      let answers = FixedAnswersDelegate()
      func others(_ set: RecognizerSet?) -> FixedAnswersDelegate.Others? {
        switch set {
        case .all?: .all
        case .ids(let ids)?: .only(Set(ids))
        case nil: nil
        }
      }
      answers.shouldBegin = d.gestureRecognizerShouldBegin
      answers.shouldReceiveTouch = d.shouldReceiveTouch
      answers.shouldBeginUnlessTouched = d.gestureRecognizerShouldBeginUnless.map(Self.isAny)
      answers.shouldReceiveUnlessTouched = d.shouldReceiveTouchUnless.map(Self.isAny)
      answers.simultaneousWith = others(d.shouldRecognizeSimultaneouslyWith)
      answers.requireFailureOf = others(d.shouldRequireFailureOf)
      answers.requiredToFailBy = others(d.shouldBeRequiredToFailBy)
      r.fixedAnswers = answers
    }
    return r
  }

  /// References that need every object built: `prefer` views and action targets.
  private func wire() throws {
    for (spec, recognizer) in recognizers.values.sorted(by: { $0.0.id < $1.0.id }) {
      for id in spec.requiresFailureOf {
        guard let other = recognizers[id]?.1 else { continue }
        recognizer.require(toFail: other)
      }
      if let action = spec.action {
        let target = try spec.target.map { try lookup($0, in: responders, spec.location) }
        recognizer.addTarget(target, action: action)
      }
    }
    try wireNextOverrides(nextOverrides, responders: responders)
    // A bar button item's target, on the button view its navigation bar made.
    for item in barButtonItems {
      let target = try lookup(item.target, in: responders, item.location)
      guard let button = views[item.id] as? UIControl else { continue }
      button.addTarget(target, action: item.action, for: .touchUpInside)
    }
    for (spec, v) in pending {
      if let prefer = spec.overrides.hitTestPrefer {
        v.hitTestPreferredView = try lookup(prefer, in: views, spec.location)
      }
      if let delegate = spec.properties.delegate, let list = v as? UICellContainerView {
        list.delegate = try lookup(delegate, in: responders, spec.location)
      }
      if let control = v as? UIControl {
        for action in spec.actions {
          let target = try lookup(action.target, in: responders, action.location ?? spec.location)
          let event = UIControl.Event.named.first { $0.name == action.event.rawValue }!.event
          control.addTarget(target, action: action.action, for: event)
        }
      }
    }
  }

  private func lookup<T>(_ id: String, in table: [String: T], _ location: SourceLocation?) throws
    -> T
  {
    guard let found = table[id] else {
      throw SceneErrors(errors: [
        SceneError(file: file, location: location, message: "no object has the id '\(id)'")
      ])
    }
    return found
  }
}

/// Hands the built application from the building thread to the waiting one (the semaphore in
/// `onLargeStack` orders the accesses).
private final class BuiltBox: @unchecked Sendable {
  var result: Result<UIApplication, any Error>?
}
