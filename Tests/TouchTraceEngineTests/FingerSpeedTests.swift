import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// The finger's speed (issue 31, item 13): a pan's velocity, a scroll view's momentum after a
/// flick, and a touch that stops it.
@Suite struct FingerSpeedTests {
  /// A pan that keeps its velocity at the moment it ends (before it resets).
  final class VelocityProbe: UIPanGestureRecognizer {
    var atEnd: CGPoint?
    override func stateChanged(from old: State) {
      if currentState == .ended { atEnd = velocity(in: nil) }
    }
  }

  func probe(_ steps: (TouchSimulator) -> Void) -> CGPoint? {
    let pan = VelocityProbe(id: "pan")
    let app = TestApp { root in view("pad", 0, 0, 375, 667, in: root).addGestureRecognizer(pan) }
    _ = app.run(steps)
    return pan.atEnd
  }

  /// Apple, velocity(in:): "The velocity of the pan gesture, which is expressed in points per
  /// second". A drag at a steady 1,200 pt/s measures that at lift.
  @Test func aSteadyDragMeasuresItsSpeed() throws {
    let v = try #require(
      probe { $0.drag(from: CGPoint(x: 20, y: 300), to: CGPoint(x: 260, y: 300), duration: 0.2) })
    #expect(abs(v.x - 1200) < 1)
    #expect(v.y == 0)
  }

  /// A finger that stood still longer than `panVelocityWindow` before it lifted has no speed
  /// (UIKit's samples are of the latest moves; the lift after a pause is one that goes nowhere).
  @Test func aPauseBeforeTheLiftLeavesNoSpeed() {
    let v = probe {
      $0.drag(
        from: CGPoint(x: 20, y: 300), to: CGPoint(x: 260, y: 300), duration: 0.2, hold: 0.1)
    }
    #expect(v == .zero)
  }

  /// Only the latest moves count: a drag that slows down is measured at its end, not on average.
  @Test func onlyTheLatestMovesCount() {
    var samples = PanVelocitySamples()
    samples.add(CGPoint(x: 0, y: 0), at: 0)
    samples.add(CGPoint(x: 100, y: 0), at: 0.1)  // 1,000 pt/s
    samples.add(CGPoint(x: 110, y: 0), at: 0.2)  // then 100 pt/s
    samples.add(CGPoint(x: 110, y: 0), at: 0.2)  // the lift at the instant of the last move
    #expect(samples.velocity(window: 0.04) == CGPoint(x: 100, y: 0))
    #expect(samples.velocity(window: 0.25) == CGPoint(x: 550, y: 0))
  }

  /// A 375×300 scroll view at y 100 over 3,000 pt of content, a row on top with a tap recognizer.
  func scrollApp(_ configure: (UIScrollView) -> Void = { _ in }) -> TestApp {
    TestApp { root in
      let scroll = UIScrollView(id: "scroll", frame: CGRect(x: 0, y: 100, width: 375, height: 300))
      scroll.contentSize = CGSize(width: 375, height: 3000)
      view("row", 0, 0, 375, 3000, in: scroll)
        .addGestureRecognizer(UITapGestureRecognizer(id: "rowTap"))
      root.addSubview(scroll)
      configure(scroll)
    }
  }

  func flick(_ s: TouchSimulator) {
    s.drag(from: CGPoint(x: 50, y: 380), to: CGPoint(x: 50, y: 180), duration: 0.1)
  }

  func scrollLines(_ trace: Trace) -> [String] {
    EventLog.lines(of: trace).filter { $0.hasPrefix("scroll scrollView") }
  }

  /// Let go moving, the content keeps going: scrollViewWillEndDragging (velocity in points per
  /// millisecond, Apple) names where it will rest — the momentum projected at 0.998 a
  /// millisecond (`velocity / 1000 * rate / (1 - rate)`) — then scrollViewDidEndDragging,
  /// scrollViewWillBeginDecelerating, a scrollViewDidScroll a frame, and
  /// scrollViewDidEndDecelerating there (Apple, UIScrollViewDelegate).
  @Test func aFlickDecelerates() throws {
    let trace = scrollApp().run(flick)
    let lines = scrollLines(trace)
    let release = try #require(lines.firstIndex { $0.contains("WillEndDragging") })
    // 2,000 pt/s up, from offset 166.67: 166.67 + 2000 × 0.998 / 0.002 / 1000 = 1164.68.
    #expect(
      lines[release] == "scroll scrollViewWillEndDragging velocity (0, 2) target (0, 1164.68)")
    #expect(lines[release + 1] == "scroll scrollViewDidEndDragging")
    #expect(lines[release + 2] == "scroll scrollViewWillBeginDecelerating")
    #expect(lines.last == "scroll scrollViewDidEndDecelerating")
    #expect(lines.dropLast().last == "scroll scrollViewDidScroll (0, 1164.68)")
    // A frame apart, each step no longer than the one before (within the half-point grid).
    let offsets = trace.events.filter { $0.kind == .scroll && $0.method == nil }
      .compactMap { $0.contentOffset?.y }.drop { $0 <= 167 }
    let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
    #expect(steps.count > 30)
    #expect(zip(steps.dropFirst(), steps).allSatisfy { $0 <= $1 + 0.5 })
    #expect(steps.first! > 10 * steps.last!)
  }

  /// UIScrollView.DecelerationRate.fast (0.99 a millisecond) stops far sooner than normal.
  @Test func theFastRateGoesLessFar() {
    let trace = scrollApp { $0.decelerationRate = .fast }.run(flick)
    // 166.67 + 2000 × 0.99 / 0.01 / 1000 = 364.67.
    #expect(
      scrollLines(trace).contains(
        "scroll scrollViewWillEndDragging velocity (0, 2) target (0, 364.67)"))
  }

  /// Momentum that reaches the end of the content stops there.
  @Test func momentumStopsAtTheEdge() {
    let trace = scrollApp { $0.contentSize.height = 800 }.run(flick)
    let lines = scrollLines(trace)
    #expect(lines.contains("scroll scrollViewWillEndDragging velocity (0, 2) target (0, 500)"))
    #expect(
      lines.suffix(2) == [
        "scroll scrollViewDidScroll (0, 500)", "scroll scrollViewDidEndDecelerating",
      ])
  }

  /// A tap on the decelerating scroll view stops it at once (scrollViewDidEndDecelerating at the
  /// tap's moment; device report) and goes no further: the content gets no touch and its tap
  /// recognizer never sees it. The next tap, on the still content, reaches the row.
  @Test func aTouchStopsTheDecelerationAndGoesNowhere() throws {
    let trace = scrollApp().run {
      flick($0)
      $0.wait(0.2)
      $0.tap(at: CGPoint(x: 50, y: 250))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 50, y: 250))
    }
    let end = try #require(
      trace.events.first { $0.kind == .scroll && $0.method == "scrollViewDidEndDecelerating" })
    let secondTouch = try #require(trace.touches.first { $0.id == 2 })
    #expect(end.time == secondTouch.samples.first?.time)
    #expect(
      trace.events.last { $0.kind == .scroll && $0.method == nil }.map { $0.time } ?? 0 <= end.time)
    let dropped = try #require(trace.events.first { $0.kind == .touchDropped })
    #expect(dropped.touch == 2 && dropped.reason == "stoppedScrolling")
    let reachedContent = trace.events.contains {
      ($0.object == "row" || $0.object == "rowTap") && ($0.touches ?? []).contains(2)
    }
    #expect(!reachedContent)
    let recognized = trace.events.first {
      $0.kind == .recognizerState && $0.object == "rowTap" && $0.state == "recognized"
    }
    #expect((recognized?.time ?? 0) > end.time)
  }

  /// A drag that starts on the decelerating scroll view stops it and scrolls it again.
  @Test func aDragFromTheStopScrollsAgain() {
    let trace = scrollApp().run {
      flick($0)
      $0.wait(0.2)
      $0.drag(from: CGPoint(x: 50, y: 380), to: CGPoint(x: 50, y: 280), duration: 0.2, hold: 0.1)
    }
    let lines = scrollLines(trace)
    let stopped = lines.firstIndex(of: "scroll scrollViewDidEndDecelerating") ?? lines.endIndex
    #expect(lines[stopped...].dropFirst().first == "scroll scrollViewWillBeginDragging")
    #expect(lines.last == "scroll scrollViewDidEndDragging")
  }
}
