import Foundation

/// The status bar, in a window of its own at the `statusBar` level (Apple, UIWindow.Level:
/// "The level for a status window", 1000) across the top of the screen, `statusBarHeight` tall.
/// Before iOS 13 it was the app's `UIStatusBarWindow`; since, the system draws it and tells the
/// app of a tap. Either way a tap there is the system's, not the app's: its views print nothing.
open class UIStatusBarWindow: UIWindow {
  public let statusBar: UIStatusBar

  public init(id: String = "UIStatusBarWindow", screen: CGSize, height: Double) {
    let frame = CGRect(x: 0, y: 0, width: screen.width, height: height)
    statusBar = UIStatusBar(id: "UIStatusBar", frame: CGRect(origin: .zero, size: frame.size))
    super.init(id: id, frame: frame)
    windowLevel = 1000
    addSubview(statusBar)
    for view in subtree { view.logs = false }
  }

  open override var className: String { "UIStatusBarWindow" }
}

/// The status bar's view: a touch that ends on it is the scroll-to-top gesture.
open class UIStatusBar: UIView {
  open override var className: String { "UIStatusBar" }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if touches.contains(where: { bounds.contains($0.location(in: self)) }) {
      window?.application?.scrollToTop(with: event)
    }
  }

  override func passToNext(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
    event?.recorder.chainStopped(at: self, reason: "statusBar")
  }
}

extension UIApplication {
  /// The status bar's window, when the scene has one.
  public var statusBarWindow: UIStatusBarWindow? {
    windows.lazy.compactMap { $0 as? UIStatusBarWindow }.first
  }

  /// Gives the app a status bar `height` points tall (the constant `statusBarHeight` by default).
  @discardableResult
  public func addStatusBar(height: Double? = nil) -> UIStatusBarWindow {
    if let statusBarWindow { return statusBarWindow }
    let window = UIStatusBarWindow(screen: screenSize, height: height ?? constants.statusBarHeight)
    addWindow(window)
    return window
  }

  /// The scroll-to-top gesture (Apple, UIScrollView.scrollsToTop: "The scroll-to-top gesture is a
  /// tap on the status bar"):
  /// - only when exactly one scroll view on screen has `scrollsToTop` true (Apple's UIScrollView
  ///   reference, Special Considerations: "On iPhone, the scroll-to-top gesture has no effect if
  ///   there is more than one scroll view on-screen that has scrollsToTop set to YES", quoted on
  ///   blog.csdn.net/u010734279/article/details/49148049);
  /// - its delegate may refuse (`scrollViewShouldScrollToTop(_:)`; "If the delegate doesn't
  ///   implement this method, true is assumed");
  /// - content already at the top: "nothing happens";
  /// - else it scrolls to the top, then "sends the delegate a scrollViewDidScrollToTop(_:)".
  func scrollToTop(with event: UIEvent?) {
    let candidates = windowsFrontToBack.filter { !($0 is UIStatusBarWindow) }
      .flatMap(\.subtree).compactMap { $0 as? UIScrollView }
      .filter { $0.scrollsToTop && $0.isOnScreen }
    guard candidates.count == 1, let scrollView = candidates.first else { return }
    if let answer = scrollView.scrollViewShouldScrollToTop {
      event?.recorder.scrollDelegate(scrollView, "scrollViewShouldScrollToTop", answer: answer)
      guard answer else { return }
    }
    guard scrollView.contentOffset.y != 0 else { return }
    scrollView.contentOffset.y = 0
    event?.recorder.scroll(scrollView)
    event?.recorder.scrollDelegate(scrollView, "scrollViewDidScrollToTop")
  }
}

extension UIView {
  /// In a window and shown: neither it nor an ancestor hidden or transparent.
  var isOnScreen: Bool {
    guard window != nil else { return false }
    var view: UIView? = self
    while let v = view {
      if v.isHidden || v.alpha < 0.01 { return false }
      view = v.superview
    }
    return true
  }
}
