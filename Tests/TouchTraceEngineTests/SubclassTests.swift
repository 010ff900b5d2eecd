import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// Library users subclass views and override UIKit's methods, as on iOS; the engine calls the
/// overrides and traces them like UIKit's own code.
@Suite struct SubclassTests {
  /// Seed 000's blue view, written as a subclass: `point(inside:)` always YES.
  final class AlwaysInside: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
  }

  /// An override that logs and does not call super (seed 002, conclusion 1).
  final class Swallowing: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
  }

  /// Seed 001's topView: returns the covered button when the point is inside it, else super.
  final class PrefersButton: UIView {
    weak var button: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let result = super.hitTest(point, with: event)
      if let button, button.tracedPoint(inside: button.convert(point, from: self), with: event) {
        return button
      }
      return result
    }
  }

  @Test func overridesAreCalledAndTraced() {
    var swallowing: Swallowing?
    let app = TestApp { root in
      let card = Swallowing(id: "card", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      card.addSubview(AlwaysInside(id: "blue", frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
      root.addSubview(card)
      swallowing = card
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 200, y: 200)) }
    #expect(trace.touches.first?.view == "blue")
    #expect(trace.events.first { $0.kind == .pointInside && $0.object == "blue" }?.inside == true)
    #expect(swallowing?.began == 1)
    let began = trace.events.filter { $0.kind == .touches && $0.phase == .began }
    #expect(began.map(\.object) == ["blue", "card"])
    #expect(began.last?.reason == "swallowed")
  }

  @Test func aHitTestOverrideCanReturnAnotherView() {
    let app = TestApp { root in
      let top = PrefersButton(id: "topView", frame: CGRect(x: 0, y: 100, width: 375, height: 300))
      let button = UIButton(id: "underButton", frame: CGRect(x: 20, y: 20, width: 120, height: 44))
      top.addSubview(button)
      top.addSubview(
        UIScrollView(id: "scrollView", frame: CGRect(x: 0, y: 0, width: 375, height: 300)))
      top.button = button
      root.addSubview(top)
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 60, y: 140)) }
    #expect(trace.touches.first?.view == "underButton")
    #expect(
      trace.events.contains {
        $0.kind == .pointInside && $0.object == "underButton" && $0.inside == true
      })
  }
}
