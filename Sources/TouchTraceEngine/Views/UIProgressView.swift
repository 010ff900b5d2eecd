/// UIKit's `UIProgressView`: a plain view that shows a task's progress (Apple, UIProgressView). It
/// is not a control and handles no touches of its own, so it hit-tests and forwards touches as
/// any `UIView` does; only its `progress` is its own.
open class UIProgressView: UIView {
  /// 0…1 (Apple, UIProgressView.progress: "The default value is 0.0").
  public var progress = 0.0

  open override var className: String { "UIProgressView" }
}
