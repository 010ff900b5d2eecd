import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// Touch delivery to the hit-test view and up the chain.
@Suite struct TouchDeliveryTests {
  /// Seed 002, conclusion 1: UIResponder's default passes touches to `next`; an override that does
  /// not call super stops them there.
  @Test func aSwallowingOverrideStopsTheChain() {
    let app = TestApp { root in
      let parent = view("parent", 0, 0, 200, 200, in: root)
      view("child", 0, 0, 100, 100, in: parent)
      parent.touchesOverride = .swallow
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 10, y: 10)) }
    let began = trace.events.filter { $0.kind == .touches && $0.phase == .began }
    #expect(began.map(\.object) == ["child", "parent"])
    #expect(began.map(\.passedTo) == ["parent", nil])
    #expect(began.last?.reason == "swallowed")
  }

  /// The chain's end is recorded as such: the app delegate has no next responder.
  @Test func theEndOfTheChainIsRecorded() {
    let app = TestApp()
    let trace = app.run { $0.tap(at: CGPoint(x: 10, y: 10)) }
    let began = trace.events.filter { $0.kind == .touches && $0.phase == .began }
    #expect(
      began.map(\.object) == [
        "rootView", "ViewController", "UIWindow", "UIApplication", "AppDelegate",
      ])
    #expect(began.last?.reason == "end")
  }

  /// Seed 001: `UITouch.view` is fixed at touch-down; moving onto another view and lifting there
  /// still delivers to the first view, and no hit-test runs after the touch began.
  @Test func theTouchKeepsItsViewWhileItMoves() {
    let app = TestApp { root in
      view("left", 0, 0, 100, 100, in: root)
      view("right", 200, 0, 100, 100, in: root)
    }
    let trace = app.run {
      $0.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.1)
    }
    let touches = trace.events.filter { $0.kind == .touches && $0.object == "left" }
    #expect(Set(touches.compactMap(\.phase)) == [.began, .moved, .ended])
    #expect(!trace.events.contains { $0.kind == .touches && $0.object == "right" })
    #expect(trace.events.filter { $0.kind == .hitTestPass }.count == 2)
    let lastPass = trace.events.lastIndex { $0.kind == .hitTest }!
    let firstMove = trace.events.firstIndex { $0.kind == .touch && $0.phase == .moved }!
    #expect(lastPass < firstMove)
  }

  /// Apple, isMultipleTouchEnabled: false (the default) — the view gets only the first touch.
  @Test func aSingleTouchViewGetsOnlyTheFirstTouch() {
    let app = TestApp { root in view("pad", 0, 0, 300, 300, in: root) }
    let trace = app.run { $0.tap(at: CGPoint(x: 100, y: 100), fingers: 2) }
    let began = trace.events.first {
      $0.kind == .touches && $0.object == "pad" && $0.phase == .began
    }
    #expect(began?.touches == [1])
    #expect(trace.touches.map(\.dropped) == [nil, "multipleTouch"])
  }

  /// With isMultipleTouchEnabled, both fingers arrive in one call.
  @Test func aMultiTouchViewGetsBothTouchesTogether() {
    let app = TestApp { root in view("pad", 0, 0, 300, 300, in: root).isMultipleTouchEnabled = true
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 100, y: 100), fingers: 2) }
    let began = trace.events.filter {
      $0.kind == .touches && $0.object == "pad" && $0.phase == .began
    }
    #expect(began.map(\.touches) == [[1, 2]])
  }

  /// Apple, isExclusiveTouch: while an exclusive view tracks a touch, no other view in the window
  /// gets touches, and it gets none while another view tracks one.
  @Test func exclusiveTouchBlocksOtherViews() {
    let app = TestApp { root in
      view("exclusive", 0, 0, 100, 100, in: root).isExclusiveTouch = true
      view("other", 200, 0, 100, 100, in: root)
    }
    func sequence(first: CGPoint, second: CGPoint) -> Trace {
      app.run {
        $0.play([
          FingerEvent(time: 0, finger: 1, phase: .began, location: first),
          FingerEvent(time: 0.05, finger: 2, phase: .began, location: second),
          FingerEvent(time: 0.1, finger: 2, phase: .ended, location: second),
          FingerEvent(time: 0.2, finger: 1, phase: .ended, location: first),
        ])
      }
    }
    let a = CGPoint(x: 50, y: 50)
    let b = CGPoint(x: 250, y: 50)
    #expect(sequence(first: a, second: b).touches.map(\.dropped) == [nil, "exclusiveTouch"])
    #expect(sequence(first: b, second: a).touches.map(\.dropped) == [nil, "exclusiveTouch"])
    let dropped = sequence(first: a, second: b)
    #expect(!dropped.events.contains { $0.kind == .touches && $0.object == "other" })
  }

  /// Apple's SimpleGestureRecognizers sample: gesture recognizers ignore isExclusiveTouch. Two
  /// exclusive-touch buttons under a pinch recognizer: the second finger never reaches its button,
  /// but the pinch sees both fingers, pinches, and cancels the first button's tracking.
  @Test func recognizersIgnoreExclusiveTouch() {
    let app = TestApp { root in
      let parent = view("parent", 0, 200, 300, 100, in: root)
      parent.addGestureRecognizer(UIPinchGestureRecognizer(id: "pinch"))
      for (id, x) in [("left", 0.0), ("right", 160.0)] {
        let button = UIButton(id: id, frame: CGRect(x: x, y: 0, width: 140, height: 100))
        button.isExclusiveTouch = true
        parent.addSubview(button)
      }
    }
    let trace = app.run {
      $0.pinch(center: CGPoint(x: 150, y: 250), from: 100, to: 250, duration: 0.3)
    }
    #expect(trace.touches.map(\.dropped) == [nil, "exclusiveTouch"])
    let pinchSaw = trace.events.filter {
      $0.kind == .recognizerTouches && $0.object == "pinch" && $0.phase == .began
    }
    #expect(pinchSaw.flatMap { $0.touches ?? [] } == [1, 2])
    #expect(trace.events.first { $0.kind == .recognizerState }?.state == "began")
    let lines = EventLog.lines(of: trace)
    #expect(lines.contains("left touchCancel"))
    #expect(!lines.contains { $0.hasPrefix("right touches") || $0.hasPrefix("right touchDown") })
  }
}
