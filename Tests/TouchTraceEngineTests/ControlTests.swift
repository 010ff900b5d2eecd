import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// Plain taps on UIControl / UIButton (full tracking comes with gesture recognizers).
@Suite struct ControlTests {
  func buttonApp(_ configure: (UIButton) -> Void = { _ in }) -> TestApp {
    TestApp { root in
      let b = UIButton(id: "btn", frame: CGRect(x: 100, y: 100, width: 50, height: 50))
      root.addSubview(b)
      configure(b)
    }
  }

  /// A tap sends touchDown then touchUpInside, and the target gets its action right after.
  @Test func aTapSendsTouchDownAndTouchUpInsideWithTheirActions() {
    let app = buttonApp()
    (app.root.find("btn") as! UIButton).addTarget(
      app.controller, action: "btnClicked", for: .touchUpInside)
    let log = app.log(only: ["btn", "ViewController"]) { $0.tap(at: CGPoint(x: 110, y: 110)) }
    #expect(
      log == [
        "btn hitTest", "btn pointInside", "btn hitTest", "btn pointInside", "btn touchesBegan",
        "btn touchDown",
        "btn touchesEnded", "btn touchUpInside", "ViewController btnClicked",
        "btn primaryActionTriggered",
      ])
  }

  /// Seed 002, conclusion 2: a control does not pass touches on; the controller never sees them.
  @Test func aControlStopsTheChain() {
    let app = buttonApp()
    let trace = app.run { $0.tap(at: CGPoint(x: 110, y: 110)) }
    let calls = trace.events.filter { $0.kind == .touches }
    #expect(calls.map(\.object) == ["btn", "btn"])
    #expect(calls.map(\.reason) == ["control", "control"])
  }

  /// Seed 002, conclusion 3: a control sends events only for touches whose view is itself; touches
  /// forwarded from a subview reach it but send nothing, and stop there.
  @Test func aControlIgnoresTouchesOfItsSubviews() {
    let app = buttonApp { b in view("icon", 0, 0, 20, 20, in: b) }
    let trace = app.run { $0.tap(at: CGPoint(x: 105, y: 105)) }
    #expect(trace.touches.first?.view == "icon")
    #expect(
      trace.events.filter { $0.kind == .touches }.map(\.object) == ["icon", "btn", "icon", "btn"])
    #expect(!trace.events.contains { $0.kind == .controlEvent })
  }

  /// A disabled control sends no events; the same tap on it enabled does (so the tap hits it).
  @Test(arguments: [true, false]) func aDisabledControlSendsNothing(enabled: Bool) {
    let app = buttonApp { $0.isEnabled = enabled }
    let trace = app.run { $0.tap(at: CGPoint(x: 110, y: 110)) }
    #expect(trace.touches.first?.view == "btn")
    #expect(
      trace.events.compactMap(\.controlEvent)
        == (enabled ? ["touchDown", "touchUpInside", "primaryActionTriggered"] : []))
  }

  /// Lifting far outside (beyond the 70 pt tolerance) is a touchUpOutside.
  @Test func liftingFarAwayIsTouchUpOutside() {
    let app = buttonApp()
    let trace = app.run {
      $0.drag(from: CGPoint(x: 110, y: 110), to: CGPoint(x: 300, y: 400), duration: 0.1)
    }
    let names = trace.events.compactMap(\.controlEvent)
    #expect(names.first == "touchDown")
    #expect(names.contains("touchDragExit"))
    #expect(names.last == "touchUpOutside")
  }

  /// Inside the tolerance the touch still counts as inside.
  @Test func liftingJustOutsideIsStillInside() {
    let app = buttonApp()
    let trace = app.run {
      $0.drag(from: CGPoint(x: 110, y: 110), to: CGPoint(x: 200, y: 110), duration: 0.1)
    }
    #expect(
      trace.events.compactMap(\.controlEvent).suffix(2) == [
        "touchUpInside", "primaryActionTriggered",
      ])
  }

  /// Apple, UIControl.Event: dragging out and back in sends touchDragInside while inside,
  /// touchDragExit and touchDragOutside on leaving (past the 70 pt tolerance), touchDragEnter on
  /// coming back, then touchUpInside; the control is highlighted only while the finger is inside.
  @Test func draggingOutAndBackInSendsEveryDragEvent() {
    let app = buttonApp()
    let trace = app.run {
      $0.play([
        FingerEvent(time: 0, finger: 1, phase: .began, location: CGPoint(x: 110, y: 110)),
        FingerEvent(time: 0.05, finger: 1, phase: .moved, location: CGPoint(x: 120, y: 110)),
        FingerEvent(time: 0.1, finger: 1, phase: .moved, location: CGPoint(x: 300, y: 110)),
        FingerEvent(time: 0.15, finger: 1, phase: .moved, location: CGPoint(x: 310, y: 110)),
        FingerEvent(time: 0.2, finger: 1, phase: .moved, location: CGPoint(x: 130, y: 110)),
        FingerEvent(time: 0.25, finger: 1, phase: .ended, location: CGPoint(x: 130, y: 110)),
      ])
    }
    #expect(
      trace.events.compactMap(\.controlEvent) == [
        "touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragOutside",
        "touchDragEnter", "touchDragInside", "touchUpInside", "primaryActionTriggered",
      ])
    #expect(
      trace.events.filter { $0.kind == .highlight }.compactMap(\.highlighted) == [
        true, false, true, false,
      ])
  }

  /// A recognizer's cancellation reaches the control as touchCancel (seed 000, cancelsTouchesInView).
  @Test func aCancelledTouchSendsTouchCancel() {
    let app = buttonApp { $0.addGestureRecognizer(UITapGestureRecognizer(id: "tap")) }
    let trace = app.run { $0.tap(at: CGPoint(x: 110, y: 110)) }
    #expect(trace.events.compactMap(\.controlEvent) == ["touchDown", "touchCancel"])
  }
}
