/// A scene's ready-made `touchesShouldBegin(_:with:in:)` of a scroll view (Apple,
/// UIScrollView.touchesShouldBegin(_:with:in:): "Override this method to control whether the
/// scroll view delivers touches to content subviews"): one answer, or the form real subclasses
/// take, `return !(view is UIControl)`.
public enum TouchesShouldBeginOverride {
  case always(Bool)
  /// NO when the content view is one of these kinds (`words` names them for the trace).
  case unlessViewIs((UIView) -> Bool, words: String)

  func answer(in view: UIView) -> Bool {
    switch self {
    case .always(let answer): answer
    case .unlessViewIs(let excluded, _): !excluded(view)
    }
  }

  /// In the trace's `overrides`: `NO`, or `NO for UIControl`.
  var words: String {
    switch self {
    case .always(let answer): answer ? "YES" : "NO"
    case .unlessViewIs(_, let words): "NO for \(words), else YES"
    }
  }
}

extension UIScrollView {
  /// Asks `touchesShouldBegin(_:with:in:)` before the content view `view` gets a touch; an
  /// override (the scene's, or a Swift subclass's that does not call super) is recorded with its
  /// answer (UIKit's own YES is not, as it prints nothing).
  func asksTouchesShouldBegin(_ touch: UITouch, with event: UIEvent?, in view: UIView) -> Bool {
    let answer = noting(.touchesShouldBegin) { touchesShouldBegin([touch], with: event, in: view) }
    if touchesShouldBeginOverride != nil || overriddenMethods.contains(.touchesShouldBegin) {
      event?.recorder.scrollQuestion(self, "touchesShouldBegin", about: view, answer: answer)
    }
    return answer
  }
}

extension GestureArbiter {
  /// Apple, UIScrollView.touchesShouldBegin(_:with:in:): before content gets a touch, each scroll
  /// view it is in (nearest first) is asked; NO from one, and the content view never gets the
  /// touch — no phase of it — while the scroll view's own recognizers go on with it.
  func contentMayBegin(_ touch: UITouch, with event: UIEvent?) -> Bool {
    guard let view = touch.view else { return true }
    var ancestor = view.superview
    while let a = ancestor {
      if let scroll = a as? UIScrollView,
        !scroll.asksTouchesShouldBegin(touch, with: event, in: view)
      {
        return false
      }
      ancestor = a.superview
    }
    return true
  }
}
