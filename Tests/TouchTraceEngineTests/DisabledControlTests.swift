import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// Disabled controls, and an ancestor's pan over a slider: where Apple is silent, each test names
/// the choice's evidence (UIControl.swift and UISlider.swift hold the sources).
@Suite struct DisabledControlTests {
  /// A button at (100, 100) in a 300×300 `card` with a tap recognizer, and the controller.
  func app(enabled: Bool = true) -> (TestApp, UIButton, UITapGestureRecognizer) {
    let tap = UITapGestureRecognizer(id: "cardTap")
    let button = UIButton(id: "btn", frame: CGRect(x: 50, y: 50, width: 100, height: 44))
    button.isEnabled = enabled
    let app = TestApp { root in
      let card = view("card", 0, 0, 300, 300, in: root)
      card.addSubview(button)
      card.addGestureRecognizer(tap)
    }
    tap.isEnabled = false
    return (app, button, tap)
  }

  func touchesObjects(_ trace: Trace, _ phase: TouchPhase) -> [String?] {
    trace.events.filter { $0.kind == .touches && $0.phase == phase }.map(\.object)
  }

  func controlEvents(_ trace: Trace) -> [String] {
    trace.events.filter { $0.kind == .controlEvent }.compactMap(\.controlEvent)
  }

  /// Apple, hitTest(_:with:): a disabled control is still the hit-test view (only hidden,
  /// interaction-off and alpha < 0.01 views are skipped). Apple, isEnabled: it "ignores touch
  /// events" — chosen: they go on up the responder chain (UIControl.ignores), and it sends
  /// nothing. Enabled, the chain stops at the control (seed 002, conclusion 2).
  @Test(arguments: [true, false]) func aDisabledControlPassesTouchesUpTheChain(enabled: Bool) {
    let (app, _, _) = app(enabled: enabled)
    let trace = app.run { $0.tap(at: CGPoint(x: 100, y: 70)) }
    #expect(trace.touches.first?.view == "btn")
    let chain: [String?] =
      enabled
      ? ["btn"]
      : ["btn", "card", "rootView", "ViewController", "UIWindow", "UIApplication", "AppDelegate"]
    #expect(touchesObjects(trace, .began) == chain)
    #expect(touchesObjects(trace, .ended) == chain)
    #expect(controlEvents(trace).isEmpty == !enabled)
  }

  /// Radar 42378576: a button disabled between touch-down and release still sends
  /// touchUpInside (UIControl.disabledControlKeepsTracking).
  @Test func disabledMidTouchStillSendsTouchUpInside() {
    let (app, button, _) = app()
    let trace = app.run {
      $0.press(at: CGPoint(x: 100, y: 70), duration: 0.5)
      $0.change(.set(button, .isEnabled(false)), at: 0.2)
    }
    #expect(button.isEnabled == false)
    #expect(controlEvents(trace).contains("touchUpInside"))
    #expect(touchesObjects(trace, .ended) == ["btn"])
  }

  /// Apple, "Attaching gesture recognizers to UIKit controls": an enabled button's single tap
  /// keeps the card's tap from recognizing; a disabled button has no action to protect, so the
  /// card's tap recognizes (chosen; Xamarin.Forms issue 1454).
  @Test(arguments: [true, false]) func aDisabledButtonDoesNotBlockAnAncestorsTap(enabled: Bool) {
    let (app, _, tap) = app(enabled: enabled)
    tap.isEnabled = true
    let trace = app.run { $0.tap(at: CGPoint(x: 100, y: 70)) }
    let states = trace.events.filter { $0.kind == .recognizerState && $0.object == "cardTap" }
      .compactMap(\.state)
    #expect(states.contains("recognized") == !enabled)
    #expect(controlEvents(trace).contains("touchUpInside") == enabled)
  }

  /// UISlider.gestureRecognizerShouldBegin refuses an ancestor's parallel swipe on its knob
  /// (Apple's list) but not an ancestor's pan: the drawer's pan begins and cancels the slider
  /// (ViewDeck 46, MFSideMenu 115, SWRevealViewController 234/545). The usual fix, a delegate
  /// refusing touches on sliders, lets the slider keep the drag.
  @Test(arguments: [false, true]) func anAncestorsPanWinsOverASliderThumb(refuseSliders: Bool) {
    let pan = UIPanGestureRecognizer(id: "drawerPan")
    let slider = UISlider(id: "slider", frame: CGRect(x: 20, y: 100, width: 228, height: 31))
    if refuseSliders {
      let answers = FixedAnswersDelegate()
      answers.shouldReceiveUnlessTouched = { $0 is UISlider }
      pan.fixedAnswers = answers
    }
    let app = TestApp { root in
      let drawer = view("drawer", 0, 0, 300, 600, in: root)
      drawer.addSubview(slider)
      drawer.addGestureRecognizer(pan)
    }
    let trace = app.run {
      $0.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 134, y: 115), duration: 0.2)
    }
    let events = controlEvents(trace)
    #expect(events.contains("touchCancel") == !refuseSliders)
    #expect(events.contains("touchUpInside") == refuseSliders)
    #expect((slider.value == 0.5) == refuseSliders)
  }
}
