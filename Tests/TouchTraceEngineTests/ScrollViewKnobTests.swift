import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// The scroll view's knobs, as Apple's UIScrollView documentation describes them, and the
/// UIScrollViewDelegate calls a drag makes.
@Suite struct ScrollViewKnobTests {
  /// A 375×300 scroll view at y 100 with a row; `content` tall.
  func app(content: Double = 1000, _ configure: (UIScrollView) -> Void = { _ in }) -> TestApp {
    TestApp { root in
      let scroll = UIScrollView(id: "scroll", frame: CGRect(x: 0, y: 100, width: 375, height: 300))
      scroll.contentSize = CGSize(width: 375, height: content)
      view("row", 0, 0, 375, 100, in: scroll)
      root.addSubview(scroll)
      configure(scroll)
    }
  }

  func offsets(_ trace: Trace) -> [Double] {
    trace.events.filter { $0.kind == .scroll && $0.method == nil }.compactMap {
      $0.contentOffset?.y
    }
  }

  /// A drag up by `distance`; the finger stands still `hold` s before it lifts (0: a flick).
  func dragUp(_ app: TestApp, by distance: Double = 200, hold: Double = 0.1) -> Trace {
    app.run {
      $0.drag(
        from: CGPoint(x: 50, y: 380), to: CGPoint(x: 50, y: 380 - distance), duration: 0.1,
        hold: hold)
    }
  }

  /// UIScrollViewDelegate: scrollViewWillBeginDragging, then scrollViewDidScroll for each new
  /// offset, then, when the finger lifts, scrollViewWillEndDragging (a still finger: no velocity,
  /// the content rests where it is) and scrollViewDidEndDragging.
  @Test func aDragTellsTheDelegate() {
    let lines = EventLog.lines(of: dragUp(app())).filter { $0.hasPrefix("scroll scrollView") }
    #expect(lines.first == "scroll scrollViewWillBeginDragging")
    #expect(lines.last == "scroll scrollViewDidEndDragging")
    #expect(
      lines.dropLast().last == "scroll scrollViewWillEndDragging velocity (0, 0) target (0, 166.67)"
    )
    #expect(
      lines.dropFirst().dropLast(2).allSatisfy { $0.hasPrefix("scroll scrollViewDidScroll (0, ") })
    #expect(lines.count > 4)
  }

  /// Apple, isScrollEnabled: false — the pan does not scroll; the drag goes to the content.
  @Test func scrollingDisabled() {
    let trace = dragUp(app { $0.isScrollEnabled = false })
    #expect(offsets(trace).isEmpty)
    #expect(
      trace.events.contains { $0.kind == .touches && $0.object == "row" && $0.phase == .moved }
        == false)
    #expect(trace.object("scroll.panGestureRecognizer")?.isEnabled == false)
  }

  /// Apple, isScrollEnabled: "When scrolling is disabled, the scroll view doesn't accept touch
  /// events; it forwards them up the responder chain": a tap on it reaches its superview and the
  /// controller (which is how a controller's `touchesBegan` dismisses the keyboard); with
  /// scrolling on, the chain stops at the scroll view (seed 004, 四).
  @Test(arguments: [true, false]) func scrollingDisabledForwardsTouchesUpTheChain(enabled: Bool) {
    let trace = app { $0.isScrollEnabled = enabled }.run { $0.tap(at: CGPoint(x: 50, y: 380)) }
    let began = trace.events.filter { $0.kind == .touches && $0.phase == .began }
    let ended = trace.events.filter { $0.kind == .touches && $0.phase == .ended }
    let chain =
      enabled
      ? ["scroll"]
      : ["scroll", "rootView", "ViewController", "UIWindow", "UIApplication", "AppDelegate"]
    #expect(began.map(\.object) == chain)
    #expect(ended.map(\.object) == chain)
    #expect(began.first?.reason == (enabled ? "scrollView" : nil))
  }

  /// Apple, bounces: dragged past the top, the content follows (at the rubber band's resistance)
  /// and springs back when the finger lifts; with bounces false it stops at the edge.
  @Test func bouncingPastAnEdge() {
    let down = { (a: TestApp) in
      a.run { $0.drag(from: CGPoint(x: 50, y: 110), to: CGPoint(x: 50, y: 310), duration: 0.1) }
    }
    let bouncy = offsets(down(app()))
    #expect(bouncy.contains { $0 < 0 })
    #expect(bouncy.last == 0)
    #expect(offsets(down(app { $0.bounces = false })).isEmpty)
  }

  /// Apple, alwaysBounceVertical: content that fits still pans (and springs back) when it
  /// bounces; without it, or without bounces, it does not.
  @Test func alwaysBounceVertical() {
    let fits = offsets(dragUp(app(content: 0) { $0.alwaysBounceVertical = true }))
    #expect(fits.contains { $0 > 0 })
    #expect(fits.last == 0)
    #expect(offsets(dragUp(app(content: 0))).isEmpty)
    #expect(
      offsets(
        dragUp(
          app(content: 0) {
            $0.alwaysBounceVertical = true
            $0.bounces = false
          })
      )
      .isEmpty)
  }

  /// Apple, isPagingEnabled: "the scroll view stops on multiples of the scroll view's bounds" —
  /// dragged up 200 pt (past half of a 300 pt page), it settles on the next page.
  @Test func pagingSettlesOnAPage() {
    #expect(offsets(dragUp(app { $0.isPagingEnabled = true })).last == 300)
    #expect(offsets(dragUp(app { $0.isPagingEnabled = true }, by: 100)).last == 0)
  }

  /// Paging, let go moving: the content goes to the page the velocity points to, even short of
  /// half a page (Apple, isPagingEnabled), between scrollViewWillBeginDecelerating and
  /// scrollViewDidEndDecelerating; scrollViewWillEndDragging names that page as its target.
  @Test func pagingFollowsTheFlick() {
    let trace = dragUp(app { $0.isPagingEnabled = true }, by: 100, hold: 0)
    #expect(offsets(trace).last == 300)
    let lines = EventLog.lines(of: trace).filter { $0.hasPrefix("scroll scrollView") }
    #expect(
      lines.contains {
        $0.hasPrefix("scroll scrollViewWillEndDragging") && $0.hasSuffix("target (0, 300)")
      })
    #expect(
      lines.suffix(3) == [
        "scroll scrollViewWillBeginDecelerating", "scroll scrollViewDidScroll (0, 300)",
        "scroll scrollViewDidEndDecelerating",
      ])
  }

  /// Apple, isDirectionalLockEnabled: a drag mostly along one axis scrolls only along it.
  @Test func directionalLock() {
    func diagonal(_ lock: Bool) -> [Point] {
      let app = app(content: 1000) {
        $0.contentSize = CGSize(width: 1000, height: 1000)
        $0.isDirectionalLockEnabled = lock
      }
      let trace = app.run {
        $0.drag(from: CGPoint(x: 200, y: 380), to: CGPoint(x: 170, y: 180), duration: 0.1)
      }
      return trace.events.filter { $0.kind == .scroll && $0.method == nil }.compactMap(
        \.contentOffset)
    }
    #expect(diagonal(true).allSatisfy { $0.x == 0 })
    #expect(diagonal(false).contains { $0.x != 0 })
  }

  /// Apple, touchesShouldCancel(in:): overridden to YES, a drag on a button the button already
  /// tracks scrolls (the common fix for buttons in a scroll view).
  @Test func touchesShouldCancelOverride() {
    func run(_ answer: Bool?) -> Trace {
      let app = TestApp { root in
        let scroll = UIScrollView(
          id: "scroll", frame: CGRect(x: 0, y: 100, width: 375, height: 300))
        scroll.contentSize = CGSize(width: 375, height: 1000)
        scroll.addSubview(
          UIButton(id: "button", frame: CGRect(x: 0, y: 100, width: 375, height: 100)))
        scroll.touchesShouldCancelAnswer = answer
        root.addSubview(scroll)
      }
      return app.run {
        $0.play([
          FingerEvent(time: 0, finger: 1, phase: .began, location: CGPoint(x: 50, y: 250)),
          FingerEvent(time: 0.3, finger: 1, phase: .moved, location: CGPoint(x: 50, y: 230)),
          FingerEvent(time: 0.35, finger: 1, phase: .moved, location: CGPoint(x: 50, y: 200)),
          FingerEvent(time: 0.4, finger: 1, phase: .ended, location: CGPoint(x: 50, y: 200)),
        ])
      }
    }
    #expect(offsets(run(nil)).isEmpty)
    let cancelled = run(true)
    #expect(!offsets(cancelled).isEmpty)
    #expect(cancelled.events.compactMap(\.controlEvent).last == "touchCancel")
  }
}
