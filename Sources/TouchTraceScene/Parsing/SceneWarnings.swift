import TouchTraceTrace

/// Something valid in a scene file that is most likely a mistake: `file:line:column: warning: …`.
/// The commands print warnings and go on; with `--strict` they are errors.
public struct SceneWarning: Sendable, Equatable, CustomStringConvertible {
  /// Its file, place and message: the error `--strict` makes of it.
  public var asError: SceneError

  public init(file: String, location: SourceLocation?, message: String) {
    asError = SceneError(file: file, location: location, message: message)
  }

  public var location: SourceLocation? { asError.location }

  public var description: String {
    let e = asError
    return (e.location.map { "\(e.file):\($0): " } ?? "\(e.file): ")
      + "warning: \(abbreviatingLongWords(e.message))"
  }
}

/// Finds likely mistakes in a parsed scene: a touch that begins outside the window (UIKit's
/// window hit-tests only points inside its bounds, so it reaches no view: Apple's "hitTest(_:with:)"
/// ignores points outside), a scene with no touches (its diagram shows no touch), and coordinates
/// far outside the screen (a frame at 1e300 is a typo, not a layout), and bar button items no bar
/// shows.
public enum SceneWarnings {
  /// How many screens away a coordinate may be before it is "far outside". Generous, so a long
  /// scroll view's content (thousands of points) is not flagged.
  public static let farScreens = 100.0

  public static func check(_ document: SceneDocument, file: String) -> [SceneWarning] {
    var out: [SceneWarning] = []
    func warn(_ location: SourceLocation?, _ message: String) {
      out.append(SceneWarning(file: file, location: location, message: message))
    }
    let screen = document.screen
    let far = farScreens * max(screen.width, screen.height)
    let window = "the window (\(number(screen.width)) × \(number(screen.height)))"
    if document.touches.isEmpty {
      // `render` draws such a scene as its hit map (issue 24), not as a diagram of no touch.
      let untouched =
        "no touch is played, so its diagram is the screen's hit map (which view each point "
        + "reaches), not a touch's"
      warn(
        document.touchesLocation ?? SourceLocation(line: 1, column: 1),
        document.touchesLocation == nil
          ? "the scene has no 'touches': \(untouched)"
          : "'touches' is empty: \(untouched)")
    }
    for (i, step) in document.touches.enumerated() {
      let location = i < document.touchLocations.count ? document.touchLocations[i] : nil
      for (what, p, mustBeInside) in points(of: step) {
        let at = "[\(number(p.x)), \(number(p.y))]"
        if abs(p.x) > far || abs(p.y) > far {
          warn(location, "the \(what) at \(at) is far outside the screen")
        } else if mustBeInside
          && !(p.x >= 0 && p.y >= 0 && p.x < screen.width && p.y < screen.height)
        {
          warn(location, "the \(what) at \(at) is outside \(window), so it hits no view")
        }
      }
    }
    for spec in document.windows {
      for (c, why) in hiddenNavigationItems(spec) {
        warn(
          c.navigationItemLocation ?? c.location,
          "the navigationItem of \(c.id) is not shown: \(why) (UIKit's navigation bar shows only the top controller's bar button items)"
        )
      }
      visit(spec, far: far) { view, numbers in
        warn(
          view.location,
          "\(view.id) is far outside the screen (\(numbers)); the screen is "
            + "\(number(screen.width)) × \(number(screen.height))")
      }
    }
    // In the order of the file, as errors are.
    return out.enumerated().sorted {
      let a = $0.element.location.map { ($0.line, $0.column) } ?? (0, 0)
      let b = $1.element.location.map { ($0.line, $0.column) } ?? (0, 0)
      return (a.0, a.1, $0.offset) < (b.0, b.1, $1.offset)
    }.map(\.element)
  }

  /// A step's points: what to call each, and whether a touch begins there (a drag may end
  /// outside the window, as a touchUpOutside test does; it may not begin there).
  private static func points(of step: TouchStep) -> [(String, Point, Bool)] {
    switch step {
    case .tap(let at, _, _): [("tap", at, true)]
    case .press(let at, _, _): [("press", at, true)]
    case .drag(let from, let to, _, _): [("drag's start", from, true), ("drag's end", to, false)]
    case .pinch(let center, _, _, _): [("pinch's centre", center, true)]
    case .rotate(let center, _, _): [("rotation's centre", center, true)]
    case .wait, .shake, .pressKey, .remoteControl, .change: []
    case .sequence(let events):
      events.map {
        ("\($0.phase.rawValue) event of finger \($0.finger)", $0.at, $0.phase == .began)
      }
    }
  }

  /// Every view of the window whose placement is far outside the screen, with the numbers that
  /// are, its position in the window added up through its superviews.
  private static func visit(
    _ window: WindowSpec, far: Double, _ report: (ViewSpec, String) -> Void
  ) {
    func view(_ v: ViewSpec, origin: Point) {
      let frame = v.frame ?? Rect(0, 0, 0, 0)
      let placed = Point(origin.x + frame.x, origin.y + frame.y)
      let values = [
        frame.x, frame.y, frame.width, frame.height, placed.x, placed.y,
        v.center?.x ?? 0, v.center?.y ?? 0, v.size?.width ?? 0, v.size?.height ?? 0,
      ]
      if values.contains(where: { abs($0) > far }) {
        let parts =
          v.frame.map { f in
            "frame [" + [f.x, f.y, f.width, f.height].map(number).joined(separator: ", ") + "]"
          } ?? "center and size"
        report(v, parts)
        return  // its subviews are placed from there, so they would only repeat it
      }
      for s in v.subviews { view(s, origin: placed) }
    }
    func controller(_ c: ControllerSpec) {
      if let v = c.view { view(v, origin: Point(0, 0)) }
      for child in c.viewControllers + c.children.map(\.controller) { controller(child) }
      if let presented = c.presentedViewController { controller(presented) }
    }
    if let root = window.rootViewController { controller(root) }
    for v in window.subviews { view(v, origin: Point(0, 0)) }
  }

  /// Controllers with bar button items that no navigation bar shows, and why: UIKit's
  /// UINavigationBar shows the items of its navigation controller's top controller only (Apple,
  /// UINavigationController: "the navigation bar … displays the content of the topmost view
  /// controller's navigation item").
  private static func hiddenNavigationItems(_ window: WindowSpec) -> [(ControllerSpec, String)] {
    var out: [(ControllerSpec, String)] = []
    func visit(_ c: ControllerSpec, top: Bool, below: String?) {
      let hasItems = !(c.leftBarButtonItems.isEmpty && c.rightBarButtonItems.isEmpty)
      if hasItems, !top {
        out.append((c, below ?? "\(c.id) is in no navigation controller's stack"))
      }
      let stack = c.class == .navigationController ? c.viewControllers : []
      for (i, child) in c.viewControllers.enumerated() {
        let isTop = !stack.isEmpty && i == stack.count - 1
        let why =
          stack.isEmpty || isTop
          ? nil
          : "\(child.id) is below \(stack.last!.id), the top of \(c.id)'s stack, until a swipe "
            + "back or the back button pops what is above it"
        visit(child, top: isTop, below: why)
      }
      for child in c.children { visit(child.controller, top: false, below: nil) }
      if let p = c.presentedViewController { visit(p, top: false, below: nil) }
    }
    if let root = window.rootViewController { visit(root, top: false, below: nil) }
    return out
  }

  private static func number(_ v: Double) -> String { EventLog.number(v) }
}
