import Foundation

/// UIKit's `UIApplication`: takes touches from the screen to its windows and other events to the
/// first responder. Its next responder is the app delegate, when that is a responder (seed 004,
/// rule 5; seed 000's chain "UIView->ViewController->UIWindow->UIApplication->AppDelegate").
open class UIApplication: UIResponder {
  public let delegate: UIResponder?
  /// The numbers UIKit does not document, as this app's scene sets them; views reach them through
  /// their window (`UIView.constants`).
  public var constants = TouchConstants.standard
  /// Every window, in the order they were added (the order among windows of one level).
  public private(set) var windows: [UIWindow] = []
  /// The window that gets events that are not touches (Apple, UIWindow: "The key window receives
  /// keyboard and other non-touch related events"). Setting it adds the window if it is new.
  public var keyWindow: UIWindow? {
    didSet { if let keyWindow { addWindow(keyWindow) } }
  }
  /// The app's one first responder (Apple, "Using responders and the responder chain to handle
  /// events": the responder that gets non-touch events and nil-targeted actions first).
  public internal(set) weak var firstResponder: UIResponder?
  /// The screen's size in points; nil: the first window's.
  public var screen: CGSize?
  /// The device and iOS this run models (UIKit's `UIDevice.current`); `UIDevice.standard` unless
  /// the scene names one.
  public var device = UIDevice.standard
  /// Views made for the scene's `add` steps, in no window until their step adds them (the app's
  /// code holding a view it has made but not yet added).
  public var viewsToAdd: [UIView] = []
  /// A scene-based app's (iOS 13+) one `UIWindowScene`, which holds its windows: nil (the
  /// default) models the seeds' app, whose windows' next responder is the application.
  public private(set) var windowScene: UIWindowScene?

  public init(id: String = "UIApplication", delegate: UIResponder? = ApplicationDelegate()) {
    self.delegate = delegate
    super.init(id: id)
  }

  open override var className: String { "UIApplication" }
  open override var next: UIResponder? { delegate }

  /// Makes this a scene-based app: its windows sit in one `UIWindowScene` (id `UIWindowScene`),
  /// which comes between them and the application in the responder chain.
  @discardableResult
  public func makeWindowScene(id: String = "UIWindowScene") -> UIWindowScene {
    let scene = UIWindowScene(id: id, application: self)
    windowScene = scene
    return scene
  }

  /// Adds a window (once); its next responder is this application.
  public func addWindow(_ window: UIWindow) {
    window.application = self
    if !windows.contains(where: { $0 === window }) { windows.append(window) }
  }

  /// Visible windows, frontmost first: the highest `windowLevel`, and the later one among equals
  /// (Apple, UIWindow.Level: "windows at a higher level appear above windows at lower levels").
  public var windowsFrontToBack: [UIWindow] {
    windowsBackToFront.reversed().filter { !$0.isHidden }
  }

  /// Every responder of the app: the windows' views, the controllers (and their views off
  /// screen), the application and its delegate.
  public var allResponders: [UIResponder] {
    let controllers = TraceSnapshot.allControllers(of: self)
    var out: [UIResponder] = windows.flatMap(\.subtree)
    out += controllers.compactMap(\.viewIfLoaded).flatMap(\.subtree).filter { $0.window == nil }
    out += viewsToAdd.flatMap(\.subtree).filter { $0.window == nil }
    out += viewsBelowNavigationTops
    out += controllers
    if let windowScene { out.append(windowScene) }
    out.append(self)
    if let delegate { out.append(delegate) }
    return out
  }

  /// The bar button views navigation controllers made for the controllers below their tops, and
  /// their back buttons while hidden.
  public var viewsBelowNavigationTops: [UIView] {
    TraceSnapshot.allControllers(of: self).compactMap { $0 as? UINavigationController }
      .flatMap(\.barViewsOffScreen)
  }

  public func responder(withID id: String) -> UIResponder? {
    allResponders.first { $0.id == id }
  }

  /// Every window, hidden ones too, back to front: the order a diagram draws them in.
  public var windowsBackToFront: [UIWindow] {
    windows.enumerated()
      .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
      .map(\.element)
  }

  /// Sends a touch event to each window that has one of its changed touches.
  open func sendEvent(_ event: UIEvent) {
    for window in windows where event.changedTouches.contains(where: { $0.window === window }) {
      window.sendEvent(event.restricted(to: window))
    }
  }
}

/// The app delegate of Xcode's templates: a `UIResponder` conforming to `UIApplicationDelegate`,
/// the last responder of the chain.
open class ApplicationDelegate: UIResponder {
  public override init(id: String = "AppDelegate") { super.init(id: id) }
  open override var className: String { "AppDelegate" }
}

/// UIKit's `UIWindowScene` (iOS 13), a `UIResponder` (through UIScene) that holds a scene-based
/// app's windows: their next responder is the scene, and the scene's is the application. A
/// device print of `nextResponder` from a label up, in a scene-based app: "UILabel -> UIView ->
/// UIView -> ViewController -> UIDropShadowView -> UITransitionView -> UIWindow -> UIWindowScene
/// -> UIApplication -> AppDelegate" (github.com/SunSatan/Blog, iOS计划/iOS视图动画计划-事件的响应链和传递链.md,
/// lines 33-64, the code and its 打印结果).
public final class UIWindowScene: UIResponder {
  public unowned let application: UIApplication

  init(id: String, application: UIApplication) {
    self.application = application
    super.init(id: id)
  }

  public override var className: String { "UIWindowScene" }
  public override var next: UIResponder? { application }
}
