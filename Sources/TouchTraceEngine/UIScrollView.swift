import Foundation

/// UIKit's `UIScrollView`. `contentOffset` is its bounds origin, so its content moves as it scrolls.
/// Touches that end on it do not go on up the chain (seed 004, 四: a scroll view "截获touch事件", so
/// its controller's `touchesBegan` never runs).
open class UIScrollView: UIView {
  /// A scroll view clips its content to its bounds by default (Apple: UIScrollView).
  public override init(id: String, frame: CGRect = .zero) {
    super.init(id: id, frame: frame)
    clipsToBounds = true
  }

  open override var className: String { "UIScrollView" }

  public var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }
  public var contentSize: CGSize = .zero

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    event?.recorder.touchesStopped(at: self, reason: "scrollView")
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    event?.recorder.touchesStopped(at: self, reason: "scrollView")
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    event?.recorder.touchesStopped(at: self, reason: "scrollView")
  }
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    event?.recorder.touchesStopped(at: self, reason: "scrollView")
  }
}
