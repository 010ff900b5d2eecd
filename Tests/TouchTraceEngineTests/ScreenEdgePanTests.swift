import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// UIScreenEdgePanGestureRecognizer and a navigation controller's pop gesture from Swift
/// (UIScreenEdgePanGestureRecognizer.swift and InteractivePop.swift hold the sources; the
/// scene-level cases are SwipeBackTests).
@Suite struct ScreenEdgePanTests {
  /// An edge pan on the root view with `edges`.
  func edgePan(_ edges: UIRectEdge) -> (TestApp, UIScreenEdgePanGestureRecognizer) {
    let app = TestApp()
    let pan = UIScreenEdgePanGestureRecognizer(id: "edgePan")
    pan.edges = edges
    app.root.addGestureRecognizer(pan)
    return (app, pan)
  }

  func states(_ trace: Trace, of id: String) -> [String] {
    trace.events.filter { $0.kind == .recognizerState && $0.object == id }.compactMap(\.state)
      .filter { $0 != "changed" && $0 != "possible" }
  }

  /// UIKit's defaults: 13 pt from the edge, 15 pt of movement (TouchConstants).
  @Test func uikitsDefaults() {
    let c = TouchConstants.standard
    #expect(c.screenEdgeRegionSize == 13)
    #expect(c.screenEdgePanHysteresis == 15)
    #expect(abs(c.screenEdgePanAngleWindow * 180 / .pi - 155) < 0.01)
    #expect(UIScreenEdgePanGestureRecognizer(id: "e").hysteresis == 15)
    #expect(UIScreenEdgePanGestureRecognizer(id: "e").edges.isEmpty)
  }

  /// A drag that begins within 13 pt of its edge begins the pan, one that begins at 14 pt never
  /// reaches it (no touch events at all), and with no edges it never begins.
  @Test func onlyFromItsEdges() {
    let (app, _) = edgePan(.left)
    let trace = app.run {
      $0.drag(from: CGPoint(x: 13, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.3)
      $0.wait(0.5)
      $0.drag(from: CGPoint(x: 14, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.3)
    }
    #expect(states(trace, of: "edgePan") == ["began", "ended"])
    let touched = trace.events.filter { $0.kind == .recognizerTouches }.compactMap(\.touches)
    #expect(Set(touched.flatMap { $0 }) == [1])
    let (none, _) = edgePan([])
    let nothing = none.run {
      $0.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.3)
    }
    #expect(states(nothing, of: "edgePan").isEmpty)
  }

  /// The right and bottom edges are the screen's: a drag in from the right begins; one from the
  /// right going further right (off the screen, toward the edge) fails.
  @Test func awayFromTheEdgeOnly() {
    let (app, _) = edgePan([.right, .bottom])
    let trace = app.run {
      $0.drag(from: CGPoint(x: 370, y: 300), to: CGPoint(x: 200, y: 320), duration: 0.3)
      $0.wait(0.5)
      $0.drag(from: CGPoint(x: 200, y: 660), to: CGPoint(x: 200, y: 400), duration: 0.3)
      $0.wait(0.5)
      $0.drag(from: CGPoint(x: 365, y: 300), to: CGPoint(x: 365, y: 100), duration: 0.3)
    }
    #expect(states(trace, of: "edgePan") == ["began", "ended", "began", "ended", "failed"])
  }

  /// A navigation controller installs its pop gesture on its view; with two controllers a drag
  /// from the left edge past half the width pops the top one (the trace's change event).
  @Test func aNavigationControllersPopGesture() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let root = UIViewController(id: "Root", view: UIView(id: "rootView"))
    let top = UIViewController(id: "Top", view: UIView(id: "topView"))
    let nav = UINavigationController(id: "nav", viewControllers: [root, top])
    let app = UIApplication()
    window.rootViewController = nav
    app.keyWindow = window
    #expect(nav.view.gestureRecognizers.map(\.id) == ["nav.interactivePopGestureRecognizer"])
    #expect(nav.interactivePopGestureRecognizer.edges == .left)
    #expect(nav.interactivePopGestureRecognizer.delaysTouchesBegan)
    let simulator = TouchSimulator(application: app)
    simulator.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 260, y: 300), duration: 0.3)
    let trace = simulator.finish(title: "test")
    #expect(nav.viewControllers.map(\.id) == ["Root"])
    #expect(nav.topViewController === root)
    #expect(root.view.superview === nav.wrapperView)
    #expect(top.viewIfLoaded?.window == nil)
    #expect(trace.events.contains { $0.kind == .change && $0.method == "popViewController" })
    // Nothing left to pop: popViewController does nothing (Apple).
    #expect(nav.popViewController(nil) == nil)
  }
}
