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

  /// The scroll view's knobs and its touchesShouldCancel(in:) override reach the engine (Apple,
  /// UIScrollView); on another class they are errors at their key.
  @Test func scrollViewKnobs() throws {
    let app = try SceneBuilder.build(
      SceneParser.parse(
        """
        window:
          subviews:
            - id: pages
              class: UIScrollView
              frame: [0, 0, 300, 300]
              isScrollEnabled: false
              bounces: false
              alwaysBounceVertical: true
              alwaysBounceHorizontal: true
              isPagingEnabled: true
              isDirectionalLockEnabled: true
              overrides: {touchesShouldCancel: true}
        touches: []
        """, file: "test.yaml"))
    let scroll = try #require(
      app.keyWindow?.subtree.first { $0.id == "pages" } as? UIScrollView)
    #expect(!scroll.isScrollEnabled && !scroll.panGestureRecognizer.isEnabled && !scroll.bounces)
    #expect(scroll.alwaysBounceVertical && scroll.alwaysBounceHorizontal)
    #expect(scroll.isPagingEnabled && scroll.isDirectionalLockEnabled)
    #expect(scroll.touchesShouldCancel(in: UIButton(id: "b")))
    #expect(throws: SceneErrors.self) {
      try SceneParser.parse(
        "window: {subviews: [{id: v, frame: [0, 0, 9, 9], bounces: false}]}\ntouches: []",
        file: "test.yaml")
    }
    do {
      _ = try SceneParser.parse(
        "window: {subviews: [{id: v, frame: [0, 0, 9, 9], overrides: {touchesShouldCancel: true}}]}\ntouches: []",
        file: "test.yaml")
      Issue.record("a plain view took touchesShouldCancel")
    } catch let e as SceneErrors {
      #expect(e.errors.first?.description.hasPrefix("test.yaml:1:62:") == true, "\(e.errors)")
      #expect(e.errors.first?.description.contains("'touchesShouldCancel' is only for a") == true)
    }
  }
}
