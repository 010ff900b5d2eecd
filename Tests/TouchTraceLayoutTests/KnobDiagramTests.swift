import Testing
import TouchTraceTrace

@testable import TouchTraceLayout

/// What diagrams say about issue 16's knobs: the hitTest overrides' words, a scroll view's
/// touchesShouldBegin on the timeline, and the views of every window named on the screen.
@Suite struct KnobDiagramTests {
  let measure = FakeMeasurer()

  /// A visit whose hitTest override changed the answer was still asked: it keeps the colour of
  /// its point(inside:) answer, and the tree says what the override did; only `returnsNil` is
  /// skipped unasked, like a hidden view.
  @Test func hitTestOverrideWords() {
    func visit(_ reason: String, inside: Bool?, returned: String? = nil) -> TouchStory.Visit {
      TouchStory.Visit(
        number: 1, object: "v", depth: 0, inside: inside, skipped: reason, returned: returned)
    }
    let outside = visit("outsideBounds", inside: false, returned: "badge")
    #expect(outside.role == .outside)
    #expect(outside.enteredSubviews)
    #expect(outside.outcome(.en) == "outside · asks its subviews anyway (hitTest override)")
    let card = visit("returnsSelf", inside: true, returned: "v")
    #expect(card.role == .inside && card.enteredSubviews)
    #expect(card.outcome(.en).contains("hitTest returns itself"))
    #expect(
      visit("returns", inside: true, returned: "pager").outcome(.en)
        == "inside · hitTest returns pager")
    let ghost = visit("returnsNil", inside: nil)
    #expect(ghost.role == .skipped && !ghost.enteredSubviews)
    #expect(visit("hidden", inside: nil).role == .skipped)
  }

  /// Two windows: a toast window over part of the app's. Its views are named on the screen, not
  /// called "clipped out" because only the first window's tree was measured.
  @Test func everyWindowsViewsAreNamed() {
    func object(_ id: String, _ role: TraceObject.Role, _ frame: Rect) -> TraceObject {
      var o = TraceObject(id: id, role: role, class: role == .window ? "UIWindow" : "UIView")
      o.inWindow = true
      o.frame = frame
      o.windowFrame = frame
      return o
    }
    var app = object("appWindow", .window, Rect(0, 0, 375, 667))
    app.subviews = ["list"]
    var list = object("list", .view, Rect(0, 64, 375, 480))
    list.superview = "appWindow"
    var toastWindow = object("toastWindow", .window, Rect(16, 530, 180, 60))
    toastWindow.subviews = ["toast"]
    toastWindow.windowLevel = 2000
    var toast = object("toast", .view, Rect(16, 530, 180, 60))
    toast.superview = "toastWindow"
    var found = TraceEvent(time: 0, kind: .hitTestView, object: "list")
    found.touch = 1
    let touch = TraceTouch(
      id: 1, finger: 1,
      samples: [
        TouchSample(time: 0, phase: .began, location: Point(100, 100)),
        TouchSample(time: 0.1, phase: .ended, location: Point(100, 100)),
      ], view: "list", responderChain: ["list", "appWindow"])
    let trace = Trace(
      title: "two windows", screen: Size(375, 667), objects: [app, list, toastWindow, toast],
      touches: [touch], events: [found])
    let texts = DiagramLayout.diagrams(for: trace, measure: measure)[0].texts
    #expect(texts.contains { $0.hasPrefix("toastWindow / toast") })
    #expect(!texts.contains { $0.contains("clipped out") })
  }

  /// Apple, UIScrollView.touchesShouldBegin(_:with:in:): the scroll view's own answer about a
  /// content view is marked on its lane, with the delegate's triangle but its own legend line: it
  /// is the scroll view's overridden method, not a delegate.
  @Test func touchesShouldBeginIsOnTheTimeline() throws {
    var window = TraceObject(id: "UIWindow", role: .window, class: "UIWindow")
    window.subviews = ["scroll"]
    var scroll = TraceObject(id: "scroll", role: .view, class: "UIScrollView")
    scroll.superview = "UIWindow"
    scroll.subviews = ["button"]
    var button = TraceObject(id: "button", role: .view, class: "UIButton")
    button.superview = "scroll"
    var found = TraceEvent(time: 0, kind: .hitTestView, object: "button")
    found.touch = 1
    var asked = TraceEvent(time: 0.15, kind: .scroll, object: "scroll")
    asked.method = "touchesShouldBegin"
    asked.other = "button"
    asked.answer = false
    let touch = TraceTouch(
      id: 1, finger: 1,
      samples: [
        TouchSample(time: 0, phase: .began, location: Point(10, 10)),
        TouchSample(time: 0.3, phase: .ended, location: Point(10, 10)),
      ], view: "button", responderChain: ["button", "scroll", "UIWindow"])
    let trace = Trace(
      title: "t", screen: Size(375, 667), objects: [window, scroll, button], touches: [touch],
      events: [found, asked])
    let model = TimelineModel(trace: trace, story: TouchStory(trace: trace, touch: touch))
    let mark = model.marks.first { $0.label == "touchesShouldBegin button NO" }
    #expect(mark?.glyph == .overrideAnswer)
    let legend = try #require(mark.map(TimelinePanel.Layout.legendMark))
    #expect(legend == .timeline(.overrideAnswer))
    #expect(
      legend.text(.en) == "an overridden method's answer (a scroll view's touchesShouldBegin)")
  }
}
