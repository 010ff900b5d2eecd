import Foundation
import Testing
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// The overrides real subclasses write to answer UIKit's questions, as scene keys.
@Suite struct OverrideAnswerTests {
  func log(_ yaml: String) throws -> [String] {
    EventLog.lines(of: try SceneRunner.run(SceneParser.parse(yaml, file: "test.yaml"), title: "t"))
  }

  func errors(_ yaml: String) -> [String] { controlErrors(yaml) }

  /// A pad with a tap and a pan recognizer on its superview; `overrides` on the pad.
  func pad(_ overrides: String, touches: String = "  - tap: [50, 50]") -> String {
    """
    window:
      subviews:
        - id: parent
          frame: [0, 0, 300, 300]
          gestureRecognizers:
            - {id: tap, class: UITapGestureRecognizer}
            - {id: pan, class: UIPanGestureRecognizer}
          subviews:
            - {id: pad, frame: [0, 0, 100, 100], overrides: \(overrides)}
    touches:
    \(touches)
    """
  }

  /// Apple, UIView.gestureRecognizerShouldBegin(_:): the touched view may refuse a recognizer —
  /// with one answer for all, or per recognizer (`return gestureRecognizer !== pan`).
  @Test func gestureRecognizerShouldBegin() throws {
    #expect(
      try log(pad("{gestureRecognizerShouldBegin: false}")).contains("tap failed (pad refused it)"))
    let drag = "  - drag: {from: [50, 50], to: [200, 50], duration: 0.3}"
    let perID = try log(pad("{gestureRecognizerShouldBegin: {pan: false}}", touches: drag))
    #expect(perID.contains("pan failed (pad refused it)"))
    #expect(
      try log(pad("{gestureRecognizerShouldBegin: {tap: false}}")).contains(
        "tap failed (pad refused it)"))
    #expect(try log(pad("{gestureRecognizerShouldBegin: {pan: false}}")).contains("tap recognized"))
    // Naming a recognizer that does not exist is an error at the name.
    #expect(
      errors(pad("{gestureRecognizerShouldBegin: {pinch: false}}")).first?.hasPrefix("test.yaml:9:")
        == true)
  }

  /// Apple, UIControl.beginTracking(_:with:): returning NO, the control does not track the touch
  /// and sends no events.
  @Test func beginTrackingNo() throws {
    let scene = """
      window:
        subviews:
          - {id: button, class: UIButton, frame: [0, 0, 100, 100], overrides: {beginTracking: false}}
      touches:
        - tap: [50, 50]
      """
    let lines = try log(scene)
    #expect(lines.contains("button touchesBegan touch 1"))
    #expect(!lines.contains { $0.hasPrefix("button touchDown") || $0.hasPrefix("button touchUp") })
    let plain = errors(
      "window: {subviews: [{id: v, frame: [0, 0, 9, 9], overrides: {beginTracking: false}}]}\ntouches: []"
    )
    #expect(plain.first?.contains("'beginTracking' is only for a") == true, "\(plain)")
  }

  /// Apple, UIResponder.next: "subclasses must override this method to set the next responder";
  /// a view's `next` may name any responder, and the chain follows it. A loop is an error.
  @Test func nextOverride() throws {
    let scene = """
      \(SceneSkeleton.controllerView("ViewController"))
              - {id: a, frame: [0, 0, 100, 100], overrides: {next: ViewController}}
              - {id: b, frame: [0, 200, 100, 100], overrides: {next: c}}
              - {id: c, frame: [200, 200, 100, 100], overrides: {next: b}}
      touches:
        - tap: [50, 50]
      """
    let found = errors(scene)
    #expect(found.first?.contains("makes the responder chain of 'b' a loop") == true, "\(found)")
    let fixed = scene.replacingOccurrences(of: "{next: b}", with: "{next: a}")
    let trace = try SceneRunner.run(SceneParser.parse(fixed, file: "test.yaml"), title: "t")
    #expect(
      trace.touches.first?.responderChain == [
        "a", "ViewController", "UIWindow", "UIApplication", "AppDelegate",
      ])
    #expect(trace.object("a")?.overrides?["next"] == "ViewController")
  }

  /// UIGestureRecognizerDelegate answers written as real delegates are: `return !(touch.view is
  /// UIControl)` keeps a tap recognizer off the buttons under it (Apple,
  /// gestureRecognizer(_:shouldReceive:)); a UIButton is a UIControl.
  @Test func delegateAnswersThatDependOnTheTouch() throws {
    func scene(_ delegate: String, _ at: String) -> String {
      """
      window:
        subviews:
          - id: parent
            frame: [0, 0, 300, 300]
            gestureRecognizers:
              - {id: tap, class: UITapGestureRecognizer, delegate: \(delegate)}
            subviews:
              - {id: button, class: UIButton, frame: [0, 0, 100, 100]}
              - {id: plain, frame: [0, 150, 100, 100]}
      touches:
        - tap: \(at)
      """
    }
    let receive = "{shouldReceiveTouch: {unlessTouchedViewIs: [UIControl]}}"
    let onButton = try log(scene(receive, "[50, 50]"))
    #expect(onButton.contains("tap shouldReceiveTouch NO"))
    #expect(!onButton.contains("tap recognized"))
    #expect(onButton.contains("button touchUpInside"))
    let onPlain = try log(scene(receive, "[50, 200]"))
    #expect(onPlain.contains("tap shouldReceiveTouch YES") && onPlain.contains("tap recognized"))
    let begin = "{gestureRecognizerShouldBegin: {unlessTouchedViewIs: [UIButton]}}"
    #expect(try log(scene(begin, "[50, 50]")).contains("tap gestureRecognizerShouldBegin NO"))
    #expect(try log(scene(begin, "[50, 200]")).contains("tap gestureRecognizerShouldBegin YES"))
    let bad = errors(scene("{shouldReceiveTouch: {unlessTouchedViewIs: [UIContol]}}", "[1, 1]"))
    #expect(bad.first?.hasPrefix("test.yaml:6:") == true, "\(bad)")
  }
}
