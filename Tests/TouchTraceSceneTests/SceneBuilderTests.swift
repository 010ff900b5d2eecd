import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// What the builder makes of a scene's keys, checked by running the scene.
@Suite struct SceneBuilderTests {
  func run(_ yaml: String) throws -> Trace {
    try SceneRunner.run(SceneParser.parse(yaml, file: "test.yaml"), title: "test")
  }

  func scene(tap settings: String) -> String {
    """
    window:
      subviews:
        - id: pad
          frame: [0, 0, 300, 300]
          gestureRecognizers:
            - {id: tap, class: UITapGestureRecognizer\(settings)}
    touches:
      - drag: {from: [100, 100], to: [130, 100], duration: 0.1}
    """
  }

  /// Undocumented thresholds are overridable per recognizer in the scene: a tap that moved 30 pt
  /// fails with the default 10 pt allowance and is recognized with 40.
  @Test func thresholdsAreOverridablePerRecognizer() throws {
    let strict = try run(scene(tap: ""))
    #expect(strict.events.first { $0.kind == .recognizerState }?.state == "failed")
    let lenient = try run(scene(tap: ", allowableMovement: 40"))
    #expect(lenient.events.first { $0.kind == .recognizerState }?.state == "recognized")
  }

  /// The delegate's fixed answers, requiresFailureOf and target-action come through.
  @Test func delegateDependenciesAndTargets() throws {
    let trace = try run(
      """
      window:
        rootViewController:
          id: ViewController
          view:
            id: root
            gestureRecognizers:
              - {id: double, class: UITapGestureRecognizer, numberOfTapsRequired: 2}
              - id: single
                class: UITapGestureRecognizer
                requiresFailureOf: [double]
                delegate: {gestureRecognizerShouldBegin: true}
                target: ViewController
                action: singleTapped
      touches:
        - tap: [10, 10]
      """)
    let log = EventLog.lines(of: trace).filter {
      $0.hasPrefix("single") || $0.hasPrefix("ViewController single")
    }
    #expect(
      log.suffix(3) == [
        "single gestureRecognizerShouldBegin YES", "single recognized",
        "ViewController singleTapped from single",
      ])
    #expect(trace.object("single")?.requiresFailureOf == ["double"])
  }

  /// A scroll view's keys reach the engine.
  @Test func scrollViewKeys() throws {
    let trace = try run(
      """
      window:
        subviews:
          - id: scroll
            class: UIScrollView
            frame: [0, 0, 300, 300]
            contentSize: [300, 900]
            delaysContentTouches: false
            subviews:
              - {id: row, frame: [0, 0, 300, 100]}
      touches:
        - tap: [10, 10]
      """)
    #expect(trace.events.first { $0.kind == .touches && $0.object == "row" }?.time == 0)
    #expect(trace.object("scroll.delayedTouches")?.isEnabled == false)
  }

  /// Apple, present(_:animated:) and "Using responders and the responder chain to handle events":
  /// a controller presented by a presented controller is presented over it, and its next
  /// responder is the controller that presented it.
  @Test func aPresentedControllerPresentsAnother() throws {
    let trace = try run(
      """
      window:
        rootViewController:
          id: Home
          view: {id: homeView}
          presentedViewController:
            id: Sheet
            view: {id: sheetView}
            presentedViewController:
              id: Alert
              view: {id: alertView}
      touches:
        - tap: [10, 10]
      """)
    #expect(trace.touches.first?.view == "alertView")
    #expect(
      trace.touches.first?.responderChain == [
        "alertView", "Alert", "Sheet", "Home", "UIWindow", "UIApplication", "AppDelegate",
      ])
  }
}
