import Foundation

extension UIApplication {
  /// The view a touch beginning at `screenPoint` would get, with nothing recorded: the windows'
  /// own `hitTest(_:with:)` with no event, frontmost visible window first, the first that returns
  /// a view winning — the rule `findView(for:at:with:)` plays for a touch (WindowHitTesting.swift).
  /// The hit map asks it at every cell of its grid.
  public func hitView(atScreenPoint screenPoint: CGPoint) -> UIView? {
    for window in windowsFrontToBack {
      if let view = window.tracedHitTest(window.convertFromSuperview(screenPoint), with: nil) {
        return view
      }
    }
    return nil
  }
}
