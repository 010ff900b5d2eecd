import Foundation
import TouchTraceTrace

/// UIKit's `UIRefreshControl`: a control a scroll view holds above its content (the scroll
/// view's `refreshControl`). Apple, UIRefreshControl: "When the user drags the top of the
/// scrollable content area downward, the scroll view reveals the refresh control, begins
/// animating its progress indicator, and notifies your app"; the control "sends the valueChanged
/// event" and "Call the endRefreshing() method at the end of your refresh operation". Pulled past
/// `TouchConstants.refreshControlSnappingHeight` it begins refreshing while the finger is still
/// down: the scroll view's pan goes on (it is not the control's touch).
open class UIRefreshControl: UIControl {
  open override var className: String { "UIRefreshControl" }
  /// Apple, isRefreshing: "A Boolean value indicating whether a refresh operation has been
  /// triggered and is in progress."
  public private(set) var isRefreshing = false
  /// How long the app's refresh takes before it calls `endRefreshing()` (seconds, simulated);
  /// nil: it never does in the scene.
  public var endRefreshingAfter: Double?

  /// Apple, beginRefreshing(): "Tells the control that a refresh operation was started
  /// programmatically" (no valueChanged: the app started it).
  public func beginRefreshing() { setRefreshing(true, nil) }

  /// Apple, endRefreshing(): "Tells the control that a refresh operation has ended."
  public func endRefreshing() { setRefreshing(false, nil) }

  private func setRefreshing(_ value: Bool, _ recorder: TraceRecorder?) {
    guard value != isRefreshing else { return }
    isRefreshing = value
    recorder?.valueChange(self, "isRefreshing", value ? 1 : 0)
  }

  /// Its scroll view's content moved while the user drags it: pulled `pull` points down past the
  /// top. Past the snapping height, it begins refreshing and sends `valueChanged` (once; not
  /// again until it has ended).
  func scrollViewDragged(pull: Double, _ event: UIEvent) {
    guard !isRefreshing, isEnabled, pull >= constants.refreshControlSnappingHeight else { return }
    let recorder = event.recorder
    setRefreshing(true, recorder)
    sendActions(for: .valueChanged, with: event)
    guard let delay = endRefreshingAfter else { return }
    _ = recorder.clock.schedule(at: recorder.clock.now + SimTime(seconds: delay)) {
      [weak self] in
      self?.setRefreshing(false, recorder)
    }
  }
}

extension UIScrollView {
  /// UIKit's `refreshControl` (UIScrollView, iOS 10): the control sits behind the content, its
  /// `refreshControlHeight` above the content's top, as wide as the scroll view.
  public func setRefreshControl(_ control: UIRefreshControl, constants: TouchConstants = .standard)
  {
    if control.superview !== self { insertSubview(control, at: 0) }
    let height = constants.refreshControlHeight
    control.frame = CGRect(x: 0, y: -height, width: bounds.width, height: height)
  }

  /// The refresh control among its subviews, if any.
  public var refreshControl: UIRefreshControl? {
    subviews.lazy.compactMap { $0 as? UIRefreshControl }.first
  }
}
