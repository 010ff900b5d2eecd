import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceScene

/// Issue 16's window knobs and `bounds` on any view, each rule with its source.
@Suite struct WindowAndBoundsKnobTests {
  /// Apple, UIWindow: a window is a UIView, so it is the last ancestor of every view in it, and
  /// UIGestureRecognizer: a touch goes to the recognizers of its view and of every ancestor. A
  /// recognizer on the window sees every touch in it, after the views' own.
  @Test func aWindowRecognizerSeesEveryTouchInTheWindow() throws {
    let yaml = """
      window:
        gestureRecognizers:
          - {id: windowTap, class: UITapGestureRecognizer, target: AppDelegate, action: windowTapped}
        subviews:
          - id: card
            frame: [0, 0, 200, 200]
            gestureRecognizers: [{id: cardTap, class: UITapGestureRecognizer}]
            subviews: [{id: icon, frame: [10, 10, 50, 50]}]
      touches:
        - tap: [30, 30]
        - tap: [300, 400]
      """
    let trace = try controlTrace(yaml)
    let lines = EventLog.lines(of: trace)
    let began = lines.filter { $0.contains("touchesBegan touch 1") }.prefix(3)
    #expect(
      began == [
        "cardTap touchesBegan touch 1", "windowTap touchesBegan touch 1",
        "icon touchesBegan touch 1",
      ])
    // The card's recognizer wins the first tap; the window's gets the second, on no view of its own.
    #expect(lines.contains("windowTap failed (cardTap recognized first)"))
    #expect(lines.contains("windowTap touchesBegan touch 2"))
    #expect(lines.filter { $0 == "AppDelegate windowTapped from windowTap" }.count == 1)
    #expect(trace.objects.first { $0.id == "UIWindow" }?.gestureRecognizers == ["windowTap"])
  }

  /// Apple, hitTest(_:with:): a view with user interaction off returns nil at once — a window
  /// too, so with several windows the touch goes on to the windows below (UIWindow.Level order).
  /// Its recognizers see nothing then, since no view of it is hit.
  @Test func aWindowWithInteractionOffLetsTouchesThrough() throws {
    let yaml = """
      windows:
        - id: appWindow
          subviews:
            - {id: button, class: UIButton, frame: [0, 500, 375, 100], actions: [{event: touchUpInside, target: AppDelegate, action: pressed}]}
        - id: toastWindow
          windowLevel: alert
          frame: [0, 480, 375, 140]
          isUserInteractionEnabled: false
          gestureRecognizers: [{id: toastTap, class: UITapGestureRecognizer}]
          subviews: [{id: toast, frame: [20, 20, 335, 100]}]
      touches:
        - tap: [100, 550]
      """
    let trace = try controlTrace(yaml)
    #expect(trace.touches.map(\.view) == ["button"])
    let ret = trace.events.first { $0.kind == .hitTestReturn && $0.object == "toastWindow" }
    #expect(ret?.reason == "userInteraction")
    let lines = EventLog.lines(of: trace)
    #expect(lines.contains("AppDelegate pressed from button"))
    #expect(!lines.contains { $0.hasPrefix("toastTap") || $0.hasPrefix("toast ") })
    #expect(trace.objects.first { $0.id == "toastWindow" }?.isUserInteractionEnabled == false)
    // In a one-window scene the touch reaches no view at all.
    let alone = try controlTrace(
      "window: {isUserInteractionEnabled: false, subviews: [{id: v, frame: [0, 0, 99, 99]}]}\ntouches: [{tap: [5, 5]}]"
    )
    #expect(alone.touches.first?.view == nil)
  }

  /// Apple, UIView.bounds: the bounds origin is where the view's own coordinate space starts, so
  /// the subviews show shifted by it and points convert through it (convert(_:to:)); point(inside:)
  /// tests the bounds, not the frame moved.
  @Test func aBoundsOriginShiftsTheSubviews() throws {
    let yaml = """
      window:
        subviews:
          - id: panel
            frame: [0, 0, 200, 200]
            bounds: [0, 50, 200, 200]
            subviews: [{id: row, frame: [0, 50, 100, 100]}]
      touches:
        - tap: [10, 10]
        - tap: [150, 190]
      """
    let trace = try controlTrace(yaml)
    #expect(trace.touches.map(\.view) == ["row", "panel"])
    let lines = EventLog.lines(of: trace)
    #expect(lines.contains("panel pointInside (10, 60) YES"))
    #expect(lines.contains("row pointInside (10, 10) YES"))
    #expect(lines.contains("panel pointInside (150, 240) YES"))
    let panel = trace.objects.first { $0.id == "panel" }
    #expect(panel?.bounds == Rect(0, 50, 200, 200))
    // Drawn where it shows: the row's top-left is at the panel's top-left on screen.
    #expect(trace.objects.first { $0.id == "row" }?.windowFrame == Rect(0, 0, 100, 100))
  }

  /// On a scroll view `bounds` is its contentOffset by UIKit's other name (Apple, UIScrollView:
  /// "The content offset is the origin of the bounds"): one of them, and the size must be the view's.
  @Test func boundsRulesAreLocatedErrors() {
    func scene(_ view: String) -> String {
      "window:\n  subviews:\n    - \(view)\ntouches: []"
    }
    let both = controlErrors(
      scene(
        "{id: s, class: UIScrollView, frame: [0, 0, 100, 100], bounds: [0, 9, 100, 100], contentOffset: [0, 9]}"
      ))
    #expect(both.first?.contains("both 'bounds' and 'contentOffset'") == true, "\(both)")
    #expect(both.first?.hasPrefix("test.yaml:3:") == true)
    let size = controlErrors(scene("{id: v, frame: [0, 0, 100, 100], bounds: [0, 9, 50, 100]}"))
    #expect(size.first?.contains("is not the view's (100 × 100)") == true, "\(size)")
    let noSize = controlErrors(
      "window:\n  rootViewController:\n    id: c\n    view: {id: v, bounds: [0, 9, 100, 100]}\ntouches: []"
    )
    #expect(noSize.first?.contains("needs the view's size too") == true, "\(noSize)")
    let short = controlErrors(scene("{id: v, frame: [0, 0, 100, 100], bounds: [0, 9]}"))
    #expect(
      short.first?.contains("expected [x, y, width, height] for 'bounds'") == true, "\(short)")
    // A scroll view's bounds is its contentOffset: it scrolls from there.
    let scroll = try? controlTrace(
      scene(
        "{id: s, class: UIScrollView, frame: [0, 0, 100, 100], bounds: [0, 30, 100, 100], contentSize: [100, 300]}"
      ))
    #expect(scroll?.objects.first { $0.id == "s" }?.bounds == Rect(0, 30, 100, 100))
  }

  /// Bad window keys are located like a view's.
  @Test func windowKeyErrors() {
    let bad = controlErrors(
      "window:\n  isUserInteractionEnabled: maybe\n  gestureRecognizers: [{id: t, class: UITapGesture}]\ntouches: []"
    )
    #expect(
      bad.contains { $0.hasPrefix("test.yaml:2:") && $0.contains("isUserInteractionEnabled") },
      "\(bad)")
    #expect(
      bad.contains { $0.hasPrefix("test.yaml:3:") && $0.contains("UITapGestureRecognizer") },
      "\(bad)")
  }
}
