import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// The bottom edge of a phone with a home indicator (issue 33, item 9): UIKit's
/// _UISystemGestureGateGestureRecognizer holds a touch's touchesBegan back until it is not the
/// system's swipe; `preferredScreenEdgesDeferringSystemGestures` removes the wait. Sources are in
/// SystemGestureGate.swift (device reports: blog.kulman.sk; stackoverflow.com question 19799961;
/// Apple, preferredScreenEdgesDeferringSystemGestures).
@Suite struct SystemGestureGateTests {
  func scene(roundedCorners: Bool = true, controllerKeys: String = "", touch: String) -> String {
    """
    device: {hasRoundedCorners: \(roundedCorners)}
    screen: {width: 375, height: 812}
    window:
      rootViewController:
        id: Chat
        \(controllerKeys)
        view:
          id: chatView
          logs: false
          subviews:
            - {id: record, class: UIButton, frame: [311, 772, 64, 40]}
    touches:
      - \(touch)
    """
  }

  /// When `record` got its touchesBegan.
  func beganTime(_ yaml: String) throws -> Double? {
    let trace = try controlTrace(yaml)
    return trace.events.first {
      $0.object == "record" && $0.kind == .touches && $0.phase == .began
    }?.time
  }

  @Test func aHeldTouchAtTheBottomEdgeBeginsAfterTheGateFails() throws {
    #expect(try beganTime(scene(touch: "press: {at: [343, 800], duration: 2}")) == 1)
    // A tap: touchesBegan comes with touchesEnded, when the finger lifts.
    let (trace, log) = try tracedRun(scene(touch: "tap: [343, 800]"))
    let phases = trace.events.filter { $0.object == "record" && $0.kind == .touches }
    #expect(phases.map(\.time) == [0.1, 0.1])
    #expect(
      withoutHitTesting(log).prefix(2) == ["record touchesBegan touch 1", "record touchDown"])
  }

  @Test func aboveTheEdgeOrDeferredOrWithoutAHomeIndicatorThereIsNoWait() throws {
    let press = "press: {at: [343, 780], duration: 2}"
    #expect(try beganTime(scene(touch: press)) == 0)
    let bottom = "press: {at: [343, 800], duration: 2}"
    #expect(
      try beganTime(
        scene(
          controllerKeys: "preferredScreenEdgesDeferringSystemGestures: [bottom]", touch: bottom))
        == 0)
    #expect(try beganTime(scene(roundedCorners: false, touch: bottom)) == 0)
    let plain = try controlTrace(scene(roundedCorners: false, touch: bottom))
    #expect(!plain.objects.contains { $0.class == "_UISystemGestureGateGestureRecognizer" })
  }

  @Test func theGateIsTunable() throws {
    let yaml =
      "constants: {systemGestureGateDelay: 0.3}\n"
      + scene(touch: "press: {at: [343, 800], duration: 2}")
    #expect(try beganTime(yaml) == 0.3)
  }
}
