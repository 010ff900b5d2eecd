import Foundation
import TouchTraceTrace

/// The scene as it stands, as the trace's `objects`: each window's tree depth first, back to
/// front, windows in the order they were added; then views of controllers that are not on
/// screen; then the controllers; then the application and its delegate. Frames in windows are in
/// screen coordinates (`windowFrame`), so several windows draw where they are.
enum TraceSnapshot {
  static func objects(of application: UIApplication) -> [TraceObject] {
    var out: [TraceObject] = []
    var seen: Set<ObjectIdentifier> = []
    var listed: [UIView] = []
    func addTree(_ root: UIView) {
      for view in root.subtree where seen.insert(ObjectIdentifier(view)).inserted {
        out.append(object(for: view))
        listed.append(view)
        // A table's (or a list's) swipe-action views (SwipeActionController.swift), in no window
        // until a swipe: listed from the start, as views the scene adds later are.
        if let table = view as? UICellContainerView, let swipe = table.swipeActionController {
          for pull in swipe.generatedViews { addTree(pull) }
        }
        // A table's editing controls while it does not edit (an Edit button may show them).
        if let table = view as? UITableView {
          for control in table.editingControls where control.superview == nil { addTree(control) }
        }
        // A context menu's views (UIMenu.swift), in no window until it opens.
        for menu in view.contextMenuPresentations { addTree(menu.containerView) }
      }
    }
    let controllers = allControllers(of: application)
    for window in application.windowsBackToFront { addTree(window) }
    for controller in controllers {
      // What a presentation by a touch will show (ActionNavigation.swift), made already.
      for view in controller.presentationViewsOffScreen(on: application.device) { addTree(view) }
      if let view = controller.viewIfLoaded { addTree(view) }
    }
    for view in application.viewsBelowNavigationTops { addTree(view) }
    // Views the scene adds later: listed from the start, so every id the trace names is here.
    for view in application.viewsToAdd { addTree(view) }
    out += controllers.map(object(for:))
    for window in application.windows {
      out += window.subtree.flatMap(\.gestureRecognizers).map(object(for:))
    }
    // The recognizers of views in no window yet: views to add, controllers' views off screen.
    for view in listed where view.window == nil {
      out += view.gestureRecognizers.map(object(for:))
    }
    if let scene = application.windowScene { out.append(responder(scene, role: .windowScene)) }
    out.append(responder(application, role: .application))
    if let delegate = application.delegate { out.append(responder(delegate, role: .appDelegate)) }
    return out
  }

  /// Some controllers as they stand now (what a navigation changed: parents, presenters).
  static func objects(of controllers: [UIViewController]) -> [TraceObject] {
    controllers.map(object(for:))
  }

  /// Some views and recognizers as they stand now (what a `change` touched).
  static func objects(of views: [UIView], recognizers: [UIGestureRecognizer]) -> [TraceObject] {
    views.map(object(for:)) + recognizers.map(object(for:))
  }

  /// The objects with the methods that Swift subclasses were seen to override while the touches
  /// played (their base implementations not reached, see `OverridableMethod`) added to their
  /// `overrides`.
  static func notingOverrides(_ objects: [TraceObject], of application: UIApplication)
    -> [TraceObject]
  {
    let responders = application.allResponders
    var seen: [String: Set<OverridableMethod>] = [:]
    for r in responders where !r.overriddenMethods.isEmpty { seen[r.id] = r.overriddenMethods }
    let names = Dictionary(
      responders.map { ($0.id, $0.swiftTypeName) }, uniquingKeysWith: { a, _ in a })
    return objects.map { object in
      guard let methods = seen[object.id] else { return object }
      var o = object
      var overrides = o.overrides ?? [:]
      for method in OverridableMethod.allCases
      where methods.contains(method) && overrides[method.rawValue] == nil {
        overrides[method.rawValue] =
          "\(names[o.id] ?? o.class) (Swift): overridden, did not call super"
      }
      o.overrides = overrides
      return o
    }
  }

  /// Every window's controllers, window by window; then the controllers their `navigation`
  /// will show (and what those contain and will show), in the order of the actions' names.
  static func allControllers(of application: UIApplication) -> [UIViewController] {
    var out = application.windows.compactMap(\.rootViewController).flatMap(allControllers(from:))
    var seen = Set(out.map(ObjectIdentifier.init))
    var next = 0
    while next < out.count {
      let steps = out[next].navigation.sorted { $0.key < $1.key }
      next += 1
      for shown in steps.compactMap(\.value.shownController) {
        for c in allControllers(from: shown) where seen.insert(ObjectIdentifier(c)).inserted {
          out.append(c)
        }
      }
    }
    return out
  }

  /// A controller and everything it contains or presented, parents first.
  static func allControllers(from root: UIViewController) -> [UIViewController] {
    var out: [UIViewController] = []
    var stack = [root]
    while let c = stack.popLast() {
      out.append(c)
      var next = c.children
      if let presented = c.presentedViewController { next.append(presented) }
      // A navigation item's search controller, listed (with its views) before it is presented.
      if let search = c.navigationItem.searchController, c.presentedViewController !== search {
        next.append(search)
      }
      stack.append(contentsOf: next.reversed())
    }
    return out
  }

  private static func responder(_ r: UIResponder, role: TraceObject.Role) -> TraceObject {
    var o = TraceObject(id: r.id, role: role, class: r.customClassName ?? r.className, logs: r.logs)
    if r.customClassName != nil { o.baseClass = r.className }
    if r.isFirstResponder { o.isFirstResponder = true }
    o.next = r.next?.id
    if !r.handledActions.isEmpty { o.handles = r.handledActions.sorted() }
    var overrides: [String: String] = [:]
    if r.touchesOverride == .swallow { overrides["touches"] = "swallow" }
    for (family, behaviour) in r.eventOverrides where behaviour == .swallow {
      overrides[family.rawValue] = "swallow"
    }
    o.overrides = overrides.isEmpty ? nil : overrides
    return o
  }

  private static func object(for r: UIGestureRecognizer) -> TraceObject {
    var o = TraceObject(id: r.id, role: .gestureRecognizer, class: r.className, logs: r.logs)
    if !r.logs { o.generated = true }
    o.view = r.view?.id
    o.isEnabled = r.isEnabled
    o.cancelsTouchesInView = r.cancelsTouchesInView
    o.delaysTouchesBegan = r.delaysTouchesBegan
    o.delaysTouchesEnded = r.delaysTouchesEnded
    o.requiresFailureOf = r.failureRequirements.isEmpty ? nil : r.failureRequirements.map(\.id)
    o.settings = r.settings.isEmpty ? nil : r.settings
    if let pair = r.targetActions.first {
      o.target = pair.target?.id
      o.action = pair.action
    }
    return o
  }

  private static func object(for c: UIViewController) -> TraceObject {
    var o = responder(c, role: .viewController)
    o.view = c.viewIfLoaded?.id
    o.parent = c.parent?.id
    o.presentingViewController = c.presentingViewController?.id
    if let sheet = c.sheetPresentationController {
      o.modalPresentationStyle = c.modalPresentationStyle.rawValue
      o.detents = sheet.detents.map(\.rawValue)
      o.selectedDetentIdentifier = sheet.currentDetent.rawValue
      o.largestUndimmedDetentIdentifier = sheet.largestUndimmedDetentIdentifier
    }
    if c.popoverPresentationController != nil {
      o.modalPresentationStyle = c.modalPresentationStyle.rawValue
    }
    if c.isModalInPresentation { o.isModalInPresentation = true }
    return o
  }

  private static func object(for v: UIView) -> TraceObject {
    var o = responder(v, role: v is UIWindow ? .window : .view)
    // Only where there are several windows: a one-window trace is as it always was.
    if let window = v as? UIWindow, let app = window.application, app.windows.count > 1 {
      o.windowLevel = window.windowLevel
      o.isKeyWindow = window.isKeyWindow
    }
    if v.isGenerated { o.generated = true }
    o.superview = v.superview?.id
    o.subviews = v.subviews.isEmpty ? nil : v.subviews.map(\.id)
    o.inWindow = v.window != nil
    o.frame = Rect(v.frame)
    o.bounds = Rect(v.bounds)
    let corners = v.bounds.corners.map { Point(v.convertToScreen($0)) }
    o.windowFrame = Rect.bounding(corners)
    if v.isTransformedInWindow { o.windowCorners = corners }
    if !v.transform.isIdentity {
      let t = v.transform
      o.transform = AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
    o.backgroundColor = v.backgroundColor
    o.alpha = v.alpha
    o.isHidden = v.isHidden
    o.isUserInteractionEnabled = v.isUserInteractionEnabled
    o.clipsToBounds = v.clipsToBounds
    o.isMultipleTouchEnabled = v.isMultipleTouchEnabled
    o.isExclusiveTouch = v.isExclusiveTouch
    var overrides = o.overrides ?? [:]
    if let rule = v.pointInsideOverride {
      o.hitArea = hitArea(rule, of: v)
      overrides["pointInside"] = describe(rule)
    } else if v.isUserSubclass, let area = PointInsideProbe.area(of: v) {
      // A Swift subclass's own point(inside:): the area it accepts, found by asking it.
      o.hitArea = area
      overrides["pointInside"] = PointInsideProbe.describe(area, of: v)
    } else if let bar = v as? UIBarButtonView {
      // UIKit's own point(inside:) of a bar button: its bounds grown to the 44 pt minimum.
      o.hitArea = rectArea(bar.hitRect, of: v)
    }
    let hitTest =
      [
        v.hitTestPreferredView.map { "prefer \($0.id)" },
        v.hitTestPassesThrough ? "passThrough" : nil,
        v.hitTestOverrides.words,
      ].compactMap { $0 }
    if !hitTest.isEmpty { overrides["hitTest"] = hitTest.joined(separator: ", ") }
    if let rule = v.shouldBeginOverride { overrides["gestureRecognizerShouldBegin"] = rule.words }
    if let rule = (v as? UIScrollView)?.touchesShouldBeginOverride {
      overrides["touchesShouldBegin"] = rule.words
    }
    if let answer = (v as? UIControl)?.beginTrackingOverride {
      overrides["beginTracking"] = answer ? "YES" : "NO"
    }
    if let next = v.nextOverride { overrides["next"] = next.id }
    o.overrides = overrides.isEmpty ? nil : overrides
    if !v.gestureRecognizers.isEmpty { o.gestureRecognizers = v.gestureRecognizers.map(\.id) }
    if let control = v as? UIControl {
      o.isEnabled = control.isEnabled
      let actions = control.targetActions.flatMap { pair in
        UIControl.Event.named.filter { pair.events.contains($0.event) }.compactMap { named in
          pair.target.map { ControlAction(event: named.name, target: $0.id, action: pair.action) }
            ?? (pair.isNilTargeted
              ? ControlAction(event: named.name, target: nil, action: pair.action) : nil)
        }
      }
      o.actions = actions.isEmpty ? nil : actions
    }
    classProperties(of: v, into: &o)
    return o
  }

  private static func hitArea(_ rule: PointInsideBehaviour, of v: UIView) -> HitArea {
    switch rule {
    case .always: return HitArea(rule: .always)
    case .never: return HitArea(rule: .never)
    case .expand: return rectArea(rule.area(bounds: v.bounds) ?? v.bounds, of: v)
    }
  }

  private static func rectArea(_ area: CGRect, of v: UIView) -> HitArea {
    HitArea(
      rule: .rect, rect: Rect(area),
      windowCorners: area.corners.map { Point(v.convertToScreen($0)) })
  }

  private static func describe(_ rule: PointInsideBehaviour) -> String {
    switch rule {
    case .always: "always YES"
    case .never: "always NO"
    case .expand(let top, let left, let bottom, let right):
      "bounds grown by top \(EventLog.number(top)), left \(EventLog.number(left)), bottom \(EventLog.number(bottom)), right \(EventLog.number(right))"
    }
  }
}
