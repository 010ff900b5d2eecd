import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// UIScrollView's pan, delaysContentTouches, canCancelContentTouches and touchesShouldCancel(in:),
/// as Apple's UIScrollView documentation describes them.
@Suite struct ScrollViewTests {
  /// A 375×300 scroll view with 1,000 pt of content, a row and a button in it.
  func app(_ configure: (UIScrollView) -> Void = { _ in }) -> TestApp {
    TestApp { root in
      let scroll = UIScrollView(id: "scroll", frame: CGRect(x: 0, y: 100, width: 375, height: 300))
      scroll.contentSize = CGSize(width: 375, height: 1000)
      view("row", 0, 0, 375, 100, in: scroll)
      scroll.addSubview(
        UIButton(id: "button", frame: CGRect(x: 20, y: 150, width: 120, height: 44)))
      root.addSubview(scroll)
      configure(scroll)
    }
  }

  func phases(_ trace: Trace, _ id: String) -> [TouchPhase] {
    trace.events.filter { $0.kind == .touches && $0.object == id }.compactMap(\.phase)
  }

  /// Apple, delaysContentTouches (default true): content touches are held back briefly; a quick tap
  /// reaches the content late, when the finger lifts; a finger held still reaches it after the delay.
  @Test func contentTouchesArriveLate() {
    let app = app()
    let tap = app.run { $0.tap(at: CGPoint(x: 50, y: 150)) }
    let rowTouches = tap.events.filter { $0.kind == .touches && $0.object == "row" }
    #expect(rowTouches.compactMap(\.phase) == [.began, .ended])
    #expect(rowTouches.map(\.time) == [0.1, 0.1])
    #expect(rowTouches.first?.heldBy == "scroll.delayedTouches")
    let press = app.run { $0.press(at: CGPoint(x: 50, y: 150), duration: 0.5) }
    #expect(
      press.events.first { $0.kind == .touches && $0.object == "row" }?.time
        == TouchConstants.standard.contentTouchDelay)
  }

  /// With delaysContentTouches false, the content gets its touches at once.
  @Test func withoutTheDelayContentGetsTouchesAtOnce() {
    let app = app { $0.delaysContentTouches = false }
    let trace = app.run { $0.tap(at: CGPoint(x: 50, y: 150)) }
    #expect(trace.events.first { $0.kind == .touches && $0.object == "row" }?.time == 0)
  }

  /// A quick drag scrolls, and the content never hears of the touch; the offset follows the finger
  /// and the trace records each scroll.
  @Test func aQuickDragScrollsWithoutTouchingTheContent() {
    let app = app()
    let trace = app.run {
      $0.drag(from: CGPoint(x: 50, y: 380), to: CGPoint(x: 50, y: 180), duration: 0.1, hold: 0.1)
    }
    #expect(phases(trace, "row").isEmpty)
    let scrolls = trace.events.filter { $0.kind == .scroll }
    #expect(!scrolls.isEmpty)
    // The content follows the finger from where the pan began (one 1/60 s step past the hysteresis).
    #expect(scrolls.last?.contentOffset?.y.rounded() == 167)
  }

  /// Apple, canCancelContentTouches: once the content tracks a finger (after the delay), a drag that
  /// starts a scroll cancels the content's touches; with it false, the scroll view does not scroll.
  /// The move that begins the pan still reaches the content (zhaoName/Notes, TouchesEvents-02.md,
  /// 0x02: a pan's view prints touchesMoved, then the action, then touchesCancelled).
  @Test(arguments: [true, false])
  func canCancelContentTouches(cancel: Bool) {
    let app = app { $0.canCancelContentTouches = cancel }
    let trace = app.run {
      $0.play([
        FingerEvent(time: 0, finger: 1, phase: .began, location: CGPoint(x: 50, y: 150)),
        FingerEvent(time: 0.3, finger: 1, phase: .moved, location: CGPoint(x: 50, y: 130)),
        FingerEvent(time: 0.35, finger: 1, phase: .moved, location: CGPoint(x: 50, y: 100)),
        FingerEvent(time: 0.4, finger: 1, phase: .ended, location: CGPoint(x: 50, y: 100)),
      ])
    }
    if cancel {
      #expect(phases(trace, "row") == [.began, .moved, .cancelled])
      #expect(trace.events.contains { $0.kind == .scroll })
    } else {
      #expect(phases(trace, "row") == [.began, .moved, .moved, .ended])
      #expect(!trace.events.contains { $0.kind == .scroll })
    }
  }

  /// Apple, UIScrollView overview: a drag that starts before the content-touch timer fires scrolls
  /// and the content never tracks the touch — canCancelContentTouches only matters once it does.
  @Test func aQuickDragScrollsEvenWhenContentTouchesCannotBeCancelled() {
    let app = app { $0.canCancelContentTouches = false }
    // The finger starts on the row.
    let trace = app.run {
      $0.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 50, y: 20), duration: 0.1)
    }
    #expect(phases(trace, "row").isEmpty)
    #expect(trace.events.contains { $0.kind == .scroll })
  }

  /// Apple, touchesShouldCancel(in:): false for a UIControl — a drag on a button the button already
  /// tracks does not scroll; the button keeps the touch.
  @Test func aTrackedButtonIsNotCancelled() {
    let app = app()
    let trace = app.run {
      $0.play([
        FingerEvent(time: 0, finger: 1, phase: .began, location: CGPoint(x: 50, y: 270)),
        FingerEvent(time: 0.3, finger: 1, phase: .moved, location: CGPoint(x: 50, y: 300)),
        FingerEvent(time: 0.4, finger: 1, phase: .ended, location: CGPoint(x: 50, y: 300)),
      ])
    }
    #expect(!trace.events.contains { $0.kind == .scroll })
    #expect(
      trace.events.compactMap(\.controlEvent).suffix(2) == [
        "touchUpInside", "primaryActionTriggered",
      ])
  }

  /// Content that fits does not scroll: the pan never begins, and the content gets the drag.
  @Test func contentThatFitsDoesNotScroll() {
    let app = app { $0.contentSize = .zero }
    let trace = app.run {
      $0.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 50, y: 350), duration: 0.1)
    }
    #expect(!trace.events.contains { $0.kind == .scroll })
    #expect(phases(trace, "row").first == .began)
    #expect(phases(trace, "row").last == .ended)
  }

  /// A recognizer resets at the end of the run-loop turn in which its touches ended (seed 000, the
  /// state enum: "reset … after the gesture"), so a finger that lands at the very instant the
  /// drag's finger lifts finds the scroll view's recognizers ready: its touch is held back again.
  @Test func aTapAtTheInstantADragEndsIsHeldBackAgain() {
    let app = app()
    let trace = app.run {
      $0.drag(from: CGPoint(x: 50, y: 380), to: CGPoint(x: 50, y: 180), duration: 0.1)
      $0.tap(at: CGPoint(x: 50, y: 300))
    }
    let second = trace.events.filter { $0.touches == [2] && $0.kind == .touches }
    #expect(second.first?.heldBy == "scroll.delayedTouches")
    #expect(trace.events.contains { $0.kind == .touchesHeld && $0.touches == [2] })
  }
}
