import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// The simulated clock and the touch steps.
@Suite struct SimulatorTests {
  @Test func stepsPlayOneAfterAnother() {
    let app = TestApp()
    let trace = app.run {
      $0.tap(at: CGPoint(x: 1, y: 1))
      $0.wait(0.5)
      $0.press(at: CGPoint(x: 1, y: 1), duration: 0.8)
    }
    let times = trace.events.filter { $0.kind == .touch }.map(\.time)
    #expect(times == [0, 0.1, 0.6, 1.4])
  }

  /// A drag reports a move every 1/60 s, exactly on the simulated clock.
  @Test func dragMovesEverySixtiethOfASecond() {
    let app = TestApp()
    let trace = app.run {
      $0.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 60, y: 0), duration: 0.1)
    }
    let samples = trace.touches.first!.samples
    #expect(samples.map(\.phase) == [.began] + Array(repeating: .moved, count: 6) + [.ended])
    #expect(samples.map(\.time) == [0, 0.016667, 0.033333, 0.05, 0.066667, 0.083333, 0.1, 0.1])
    #expect(samples.last?.location == Point(60, 0))
  }

  /// A double tap: the second touch's tapCount is 2.
  @Test func tapCountGrowsForQuickTaps() {
    let app = TestApp { root in
      let b = UIButton(id: "btn", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      root.addSubview(b)
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 10, y: 10), count: 2) }
    #expect(
      trace.events.compactMap(\.controlEvent).filter { $0 != "primaryActionTriggered" } == [
        "touchDown", "touchUpInside", "touchDownRepeat", "touchUpInside",
      ])
  }

  @Test func twoRunsGiveTheSameTrace() throws {
    func once() throws -> Data {
      let app = TestApp(controllerID: "EOCTouchEventViewCtrl", build: seed000)
      return try app.run {
        $0.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 200, y: 400), duration: 0.25)
      }
      .jsonData()
    }
    #expect(try once() == once())
  }

  /// Pinch and rotate move two fingers symmetrically about the centre.
  @Test func pinchAndRotateUseTwoFingers() {
    let app = TestApp()
    let pinch = app.run {
      $0.pinch(center: CGPoint(x: 100, y: 100), from: 100, to: 200, duration: 0.1)
    }
    #expect(pinch.touches.map { $0.samples.first!.location } == [Point(50, 100), Point(150, 100)])
    #expect(pinch.touches.map { $0.samples.last!.location } == [Point(0, 100), Point(200, 100)])
    let rotate = app.run { $0.rotate(center: CGPoint(x: 100, y: 100), by: 90, duration: 0.1) }
    let end = rotate.touches.map { $0.samples.last!.location }
    #expect(abs(end[0].x - 100) < 1e-9 && abs(end[0].y - 50) < 1e-9)
  }
}
