import Foundation

/// Several windows (the WindowsEventsAndChanges article): a touch goes to the frontmost
/// visible window whose `hitTest` returns a view for the point; a window that returns nil lets the
/// touch through to the windows below (Apple, UIWindow: windows at a higher `windowLevel` are in
/// front; hitTest(_:with:) returning nil means the point is not the view's).
extension UIApplication {
  /// Finds the window and view for a touch that begins at `screenPoint`. UIKit runs the whole
  /// hit-test pass twice for a new touch (the seeds' console logs show every `hitTest` and
  /// `pointInside` line twice) and uses the second answer.
  func findView(for touch: UITouch, at screenPoint: CGPoint, with event: UIEvent)
    -> (window: UIWindow, view: UIView)?
  {
    var found: (window: UIWindow, view: UIView)?
    for pass in 1...2 {
      event.recorder.hitTestPassBegan(touch: touch, pass: pass, screenLocation: screenPoint)
      found = nil
      for window in windowsFrontToBack {
        let point = window.convertFromSuperview(screenPoint)
        if let view = window.tracedHitTest(point, with: event) {
          found = (window, view)
          break
        }
      }
      event.recorder.hitTestPassEnded(touch: touch, pass: pass, result: found?.view)
    }
    return found
  }

  /// The screen: the scene's `screen`, else the size of the app's first window (the main window
  /// fills the screen).
  public var screenSize: CGSize { screen ?? windows.first?.bounds.size ?? .zero }
}
