import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceScene

/// Issue 16's `hitTest` overrides beyond `prefer` and `passThrough`, a scroll view's
/// `touchesShouldBegin`, and when a recognizer's action runs against the next event.
@Suite struct HitTestAndScrollOverrideTests {
  func reason(_ trace: Trace, _ id: String) -> String? {
    trace.events.first { $0.kind == .hitTestReturn && $0.object == id && $0.pass == 1 }?.reason
  }

  /// Seed 000 三.2: a button sticking out of its superview cannot be tapped there; the usual fix
  /// asks the subviews anyway where super returns nil (`outsideBounds`).
  @Test func outsideBoundsReachesAButtonThatSticksOut() throws {
    func scene(_ overrides: String) -> String {
      """
      window:
        subviews:
          - id: redView
            frame: [200, 200, 100, 100]
            \(overrides)
            subviews: [{id: btn, class: UIButton, frame: [85, 85, 30, 30]}]
      touches:
        - tap: [310, 310]
        - tap: [10, 10]
      """
    }
    let plain = try controlTrace(scene(""))
    #expect(plain.touches.map(\.view) == ["UIWindow", "UIWindow"])
    let fixed = try controlTrace(scene("overrides: {hitTest: {outsideBounds: true}}"))
    #expect(fixed.touches.map(\.view) == ["btn", "UIWindow"])
    #expect(reason(fixed, "redView") == "outsideBounds")
    let lines = EventLog.lines(of: fixed)
    // super first (its pointInside says NO), then the subview is asked in its own coordinates.
    #expect(
      Array(lines[2...5]) == [
        "redView hitTest (110, 110)", "redView pointInside (110, 110) NO", "btn hitTest (25, 25)",
        "btn pointInside (25, 25) YES",
      ])
    #expect(lines.contains("btn touchUpInside"))
    #expect(fixed.objects.first { $0.id == "redView" }?.overrides?["hitTest"] == "outsideBounds")
    // A hidden view stays unhit, subviews and all: the fix keeps UIKit's first checks.
    let hidden = try controlTrace(
      scene("isHidden: true\n      overrides: {hitTest: {outsideBounds: true}}"))
    #expect(hidden.touches.first?.view == "UIWindow")
    // So does a view that clips: what sticks out of it is not seen.
    let clips = try controlTrace(
      scene("clipsToBounds: true\n      overrides: {hitTest: {outsideBounds: true}}"))
    #expect(clips.touches.first?.view == "UIWindow")
  }

  /// `returnsSelf`: a container that takes its subviews' touches; `returns`: touches on the view
  /// itself go to another view; `returnsNil`: never hit, nothing asked.
  @Test func returnsSelfReturnsAndReturnsNil() throws {
    let yaml = """
      window:
        subviews:
          - {id: behind, frame: [0, 400, 375, 200]}
          - id: card
            frame: [0, 0, 375, 200]
            overrides: {hitTest: {returnsSelf: true}}
            subviews: [{id: like, class: UIButton, frame: [10, 10, 50, 50]}]
          - id: strip
            frame: [0, 200, 375, 200]
            overrides: {hitTest: {returns: pager}}
            subviews: [{id: pager, class: UIScrollView, frame: [100, 0, 175, 200], contentSize: [700, 200]}]
          - id: ghost
            frame: [0, 400, 375, 200]
            overrides: {hitTest: {returnsNil: true}}
            subviews: [{id: ghostButton, class: UIButton, frame: [0, 0, 375, 200]}]
      touches:
        - tap: [20, 20]
        - tap: [20, 250]
        - tap: [150, 250]
        - tap: [20, 450]
      """
    let trace = try controlTrace(yaml)
    #expect(trace.touches.map(\.view) == ["card", "pager", "pager", "behind"])
    #expect(reason(trace, "card") == "returnsSelf")
    let lines = EventLog.lines(of: trace)
    #expect(!lines.contains("like touchesBegan touch 1"))
    #expect(lines.contains("card touchesBegan touch 1"))
    // The strip only redirects touches on itself; the pager's own are the pager's anyway.
    let strip = trace.events.filter {
      $0.kind == .hitTestReturn && $0.object == "strip" && $0.pass == 1
    }
    #expect(strip.map(\.reason) == [nil, "returns", nil, nil])
    #expect(reason(trace, "ghost") == "returnsNil")
    #expect(!lines.contains { $0.hasPrefix("ghost pointInside") || $0.hasPrefix("ghostButton") })
    #expect(trace.objects.first { $0.id == "strip" }?.overrides?["hitTest"] == "returns pager")
  }

  @Test func hitTestOverrideErrors() {
    func scene(_ hitTest: String) -> String {
      "window:\n  subviews:\n    - {id: v, frame: [0, 0, 9, 9], overrides: {hitTest: \(hitTest)}}\ntouches: []"
    }
    let clash = controlErrors(scene("{passThrough: true, returnsSelf: true}"))
    #expect(clash.first?.contains("both 'passThrough' and 'returnsSelf'") == true, "\(clash)")
    #expect(clash.first?.hasPrefix("test.yaml:3:") == true)
    let alone = controlErrors(scene("{returnsNil: true, outsideBounds: true}"))
    #expect(alone.first?.contains("'returnsNil' never calls super") == true, "\(alone)")
    #expect(controlErrors(scene("{passThrough: false, returnsSelf: true}")).isEmpty)
    let unknown = controlErrors(scene("{returns: nobody}"))
    #expect(unknown.first?.contains("nobody") == true, "\(unknown)")
    let empty = controlErrors(scene("{}"))
    #expect(empty.first?.contains("'hitTest' needs one of") == true, "\(empty)")
  }

  /// A scroll view with a button and a plain row in its content.
  func scroller(_ answer: String, delays: Bool = true, touches: String) -> String {
    """
    window:
      subviews:
        - id: scroll
          class: UIScrollView
          frame: [0, 0, 375, 400]
          contentSize: [375, 1200]
          delaysContentTouches: \(delays)
          overrides: {touchesShouldBegin: \(answer)}
          subviews:
            - {id: button, class: UIButton, frame: [0, 0, 375, 100], actions: [{event: touchUpInside, target: AppDelegate, action: pressed}]}
            - {id: row, frame: [0, 100, 375, 100]}
    touches:
    \(touches)
    """
  }

  /// Apple, UIScrollView.touchesShouldBegin(_:with:in:): "Override this method to control whether
  /// the scroll view delivers touches to content subviews"; NO, and the content view gets none of
  /// the touch. The answer is asked when the held touch would reach the content (after the
  /// content-touch delay), and logged with the content view's id.
  @Test func touchesShouldBeginKeepsTouchesFromTheContent() throws {
    let taps = "  - press: {at: [50, 50], duration: 0.3}\n  - press: {at: [50, 150], duration: 0.3}"
    let no = EventLog.lines(of: try controlTrace(scroller("false", touches: taps)))
    #expect(no.contains("scroll touchesShouldBegin button NO"))
    #expect(no.contains("scroll touchesShouldBegin row NO"))
    let delivered = withoutHitTesting(no)
    #expect(!delivered.contains { $0.hasPrefix("button ") || $0.hasPrefix("row ") })
    let unless = EventLog.lines(
      of: try controlTrace(scroller("{unlessTouchedViewIs: [UIControl]}", touches: taps)))
    #expect(unless.contains("scroll touchesShouldBegin button NO"))
    #expect(unless.contains("scroll touchesShouldBegin row YES"))
    #expect(!unless.contains("AppDelegate pressed from button"))
    #expect(unless.contains("row touchesBegan touch 2"))
    let trace = try controlTrace(scroller("{unlessTouchedViewIs: [UIControl]}", touches: taps))
    #expect(
      trace.objects.first { $0.id == "scroll" }?.overrides?["touchesShouldBegin"]
        == "NO for UIControl, else YES")
  }

  /// A drag that starts on a button scrolls once the button never got the touch: the scroll
  /// view's own handling goes on (with delaysContentTouches false the button would otherwise
  /// track it, and touchesShouldCancel says NO for controls).
  @Test func aRefusedButtonDoesNotStopTheScroll() throws {
    let drag = "  - drag: {from: [50, 80], to: [50, 20], duration: 0.5}"
    let plain = try controlTrace(scroller("true", delays: false, touches: drag))
    #expect(!plain.events.contains { $0.kind == .scroll && $0.contentOffset != nil })
    let refused = try controlTrace(scroller("false", delays: false, touches: drag))
    #expect(refused.events.contains { $0.kind == .scroll && $0.contentOffset != nil })
    #expect(!EventLog.lines(of: refused).contains { $0.hasPrefix("button touches") })
    let wrong = controlErrors(
      "window: {subviews: [{id: v, frame: [0, 0, 9, 9], overrides: {touchesShouldBegin: false}}]}\ntouches: []"
    )
    #expect(wrong.first?.contains("'touchesShouldBegin' is only for a") == true, "\(wrong)")
  }

  /// An action is sent within the dispatch of the event that recognized (issue 31, device prints);
  /// UIKit gives each event a turn of its own, so the action of a tap comes before the next touch,
  /// even one that begins at the very instant the first finger lifted (steps play back to back).
  @Test func anActionRunsBeforeATouchThatBeginsAtTheSameInstant() throws {
    let yaml = """
      window:
        subviews:
          - id: pad
            frame: [0, 0, 200, 200]
            gestureRecognizers: [{id: tap, class: UITapGestureRecognizer, target: AppDelegate, action: tapped}]
      touches:
        - tap: [50, 50]
        - tap: [150, 150]
      """
    let trace = try controlTrace(yaml)
    let lines = EventLog.lines(of: trace)
    let action = try #require(lines.firstIndex(of: "AppDelegate tapped from tap"))
    let second = try #require(lines.firstIndex(of: "UIWindow hitTest (150, 150)"))
    #expect(action < second)
    // Both happen at the same simulated instant.
    let times = trace.events.filter {
      ($0.kind == .action) || ($0.kind == .hitTestPass && $0.touch == 2)
    }.map(\.time)
    #expect(times.count == 4 && times[0] == times[1])
  }
}
