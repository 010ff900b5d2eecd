import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// Overrides written in Swift show in the trace: which methods a subclass overrides, and the hit
/// area its `point(inside:with:)` accepts, found by asking it over the view's neighbourhood.
@Suite struct SwiftOverrideTests {
  /// Seed 000's enlarged button, written in Swift: 15 pt more on every side.
  final class Enlarged: UIButton {
    override func point(inside p: CGPoint, with event: UIEvent?) -> Bool {
      p.x >= -15 && p.x < bounds.width + 15 && p.y >= -15 && p.y < bounds.height + 15
    }
  }
  /// Accepts only its middle: 10 pt less on every side.
  final class Shrunk: UIView {
    override func point(inside p: CGPoint, with event: UIEvent?) -> Bool {
      super.point(inside: p, with: event) && p.x >= 10 && p.x < 90 && p.y >= 10 && p.y < 90
    }
  }
  /// A round button: the circle inscribed in its bounds.
  final class Round: UIView {
    override func point(inside p: CGPoint, with event: UIEvent?) -> Bool {
      let (dx, dy) = (p.x - bounds.midX, p.y - bounds.midY)
      return dx * dx + dy * dy <= 30 * 30
    }
  }
  final class AlwaysYes: UIView {
    override func point(inside p: CGPoint, with event: UIEvent?) -> Bool { true }
  }
  /// Overrides that change nothing: not listed.
  final class CallsSuper: UIView {
    override func point(inside p: CGPoint, with event: UIEvent?) -> Bool {
      super.point(inside: p, with: event)
    }
  }
  final class NoOverrides: UIView {}
  /// Touches and hit-testing overridden without calling super.
  final class Swallows: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      tracedPoint(inside: point, with: event) ? self : nil
    }
  }

  func trace(_ views: [UIView], tap: CGPoint) -> Trace {
    let app = TestApp { root in views.forEach(root.addSubview) }
    return app.run { $0.tap(at: tap) }
  }

  @Test func anEnlargedAreaIsARectangleAndExplainsTheHit() throws {
    let button = Enlarged(id: "btn", frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    let t = trace([button], tap: CGPoint(x: 90, y: 90))
    #expect(t.touches.first?.view == "btn")
    let area = try #require(t.object("btn")?.hitArea)
    #expect(area.rule == .rect)
    #expect(area.rect == Rect(-15, -15, 40, 40))
    #expect(area.windowCorners?.first == Point(85, 85))
    #expect(area.probe == HitAreaProbe(extent: Rect(-44, -44, 98, 98), step: 1, reachesEdge: false))
    #expect(
      t.object("btn")?.overrides?["pointInside"] == "Enlarged (Swift): accepts [-15, -15, 40, 40]")
  }

  @Test func aShrunkAreaOfALargerViewIsFoundToWithinACell() throws {
    let view = Shrunk(id: "middle", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let t = trace([view], tap: CGPoint(x: 5, y: 5))
    #expect(t.touches.first?.view == "rootView")
    let area = try #require(t.object("middle")?.hitArea)
    #expect(area.rule == .rect)
    #expect(area.probe?.step == 2)  // (100 + 2 × 50) / 128, rounded up to a whole point
    #expect(area.rect == Rect(10, 10, 80, 80))
  }

  @Test func aRoundAreaIsSampledAsAnOutline() throws {
    let view = Round(id: "round", frame: CGRect(x: 50, y: 50, width: 60, height: 60))
    let t = trace([view], tap: CGPoint(x: 52, y: 52))  // a corner of the frame, outside the circle
    #expect(t.touches.first?.view == "rootView")
    let area = try #require(t.object("round")?.hitArea)
    #expect(area.rule == .sampled)
    #expect(area.rect == Rect(0, 0, 60, 60))
    let outline = try #require(area.outline)
    #expect(outline.count == 1)
    // A staircase around the circle: more than a square's 4 corners, each on the 1 pt grid.
    #expect(outline[0].count > 40)
    #expect(outline[0].allSatisfy { $0.x == $0.x.rounded() && $0.y == $0.y.rounded() })
    #expect(area.windowOutline?[0].first.map { Point($0.x - 50, $0.y - 50) } == outline[0].first)
  }

  @Test func alwaysYesIsTheWholePlane() throws {
    let t = trace(
      [AlwaysYes(id: "blue", frame: CGRect(x: 0, y: 0, width: 10, height: 10))],
      tap: CGPoint(x: 300, y: 300))
    #expect(t.touches.first?.view == "blue")
    #expect(t.object("blue")?.hitArea?.rule == .always)
    #expect(t.object("blue")?.overrides?["pointInside"] == "AlwaysYes (Swift): always YES")
  }

  @Test func overridesThatChangeNothingAreNotListed() {
    let t = trace(
      [
        CallsSuper(id: "a", frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
        NoOverrides(id: "b", frame: CGRect(x: 0, y: 60, width: 50, height: 50)),
      ], tap: CGPoint(x: 10, y: 10))
    #expect(t.object("a")?.hitArea == nil && t.object("a")?.overrides == nil)
    #expect(t.object("b")?.hitArea == nil && t.object("b")?.overrides == nil)
  }

  /// The probe's calls are neither logged nor recorded: only the two hit-test passes ask.
  @Test func probingRecordsNothing() {
    let t = trace(
      [Round(id: "round", frame: CGRect(x: 0, y: 0, width: 60, height: 60))],
      tap: CGPoint(x: 30, y: 30))
    let asked = t.events.filter { $0.kind == .pointInside && $0.object == "round" }
    #expect(asked.count == 2)
  }

  @Test func methodsOverriddenWithoutSuperAreNoted() throws {
    let t = trace(
      [Swallows(id: "card", frame: CGRect(x: 0, y: 0, width: 100, height: 100))],
      tap: CGPoint(x: 10, y: 10))
    let overrides = try #require(t.object("card")?.overrides)
    #expect(overrides["touchesBegan"] == "Swallows (Swift): overridden, did not call super")
    #expect(overrides["touchesEnded"] != nil)
    #expect(overrides["hitTest"] != nil)
    #expect(overrides["touchesMoved"] == nil && overrides["pointInside"] == nil)
    // The engine's own classes are UIKit's behaviour, not overrides: a button tracks its touches.
    let button = UIButton(id: "b", frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(trace([button], tap: CGPoint(x: 5, y: 5)).object("b")?.overrides == nil)
  }

  /// A controller is a responder too: its Swift override that stops the touches is listed.
  final class StoppingController: UIViewController {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  }

  @Test func aControllersOverrideIsNoted() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = StoppingController(id: "vc", view: UIView(id: "rootView"))
    let app = UIApplication()
    app.keyWindow = window
    let simulator = TouchSimulator(application: app)
    simulator.tap(at: CGPoint(x: 10, y: 10))
    let trace = simulator.finish(title: "controller")
    #expect(
      trace.object("vc")?.overrides
        == ["touchesBegan": "StoppingController (Swift): overridden, did not call super"])
    #expect(trace.object("rootView")?.overrides == nil)
  }

  /// A scroll view written in Swift that keeps touches from its buttons (Apple,
  /// UIScrollView.touchesShouldBegin(_:with:in:)): its answers are logged and the override noted.
  final class NoButtons: UIScrollView {
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
      -> Bool
    { !(view is UIControl) }
  }

  @Test func aSwiftTouchesShouldBeginIsLoggedAndNoted() {
    let app = TestApp { root in
      let scroll = NoButtons(id: "scroll", frame: CGRect(x: 0, y: 0, width: 375, height: 300))
      scroll.addSubview(UIButton(id: "button", frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
      root.addSubview(scroll)
    }
    let trace = app.run { $0.press(at: CGPoint(x: 50, y: 50), duration: 0.3) }
    let lines = EventLog.lines(of: trace)
    #expect(lines.contains("scroll touchesShouldBegin button NO"))
    #expect(!lines.contains { $0.hasPrefix("button touches") })
    #expect(trace.objects.first { $0.id == "scroll" }?.overrides?["touchesShouldBegin"] != nil)
  }
}
