import Testing
import TouchTraceTrace

@testable import TouchTraceLayout

/// Each touch's screen stays true to the moment the touch began: after an earlier scroll the
/// content is drawn where the finger found it, and only fingers still down are drawn as down.
@Suite struct ScreenTruthTests {
  let measure = FakeMeasurer()

  /// A 375×300 scroll view at y 100 holding a 100 pt row; touch 1 drags up 100 pt and scrolls the
  /// content by 100; touch 2 taps at the instant touch 1 ends.
  func scrollThenTap(drag path: [Point] = [Point(50, 350), Point(50, 300), Point(50, 250)]) -> Trace
  {
    func object(_ id: String, _ role: TraceObject.Role, _ cls: String, _ frame: Rect) -> TraceObject
    {
      var o = TraceObject(id: id, role: role, class: cls)
      o.inWindow = true
      o.frame = frame
      o.windowFrame = frame
      return o
    }
    var window = object("UIWindow", .window, "UIWindow", Rect(0, 0, 375, 667))
    window.subviews = ["scroll"]
    var scroll = object("scroll", .view, "UIScrollView", Rect(0, 100, 375, 300))
    scroll.superview = "UIWindow"
    scroll.bounds = Rect(0, 0, 375, 300)
    scroll.subviews = ["row"]
    var row = object("row", .view, "UIView", Rect(0, 100, 375, 100))
    row.superview = "scroll"
    row.frame = Rect(0, 0, 375, 100)
    row.backgroundColor = "#CFE2F3FF"
    scroll.clipsToBounds = true
    // Each touch's hit-test answer opens its events; the scrolls come during touch 1.
    var events: [TraceEvent] = []
    var found = TraceEvent(time: 0, kind: .hitTestView, object: "scroll")
    found.touch = 1
    events.append(found)
    for (t, y) in [(0.1, 50.0), (0.2, 100.0)] {
      var e = TraceEvent(time: t, kind: .scroll, object: "scroll")
      e.contentOffset = Point(0, y)
      events.append(e)
    }
    found = TraceEvent(time: 0.2, kind: .hitTestView, object: "row")
    found.touch = 2
    events.append(found)
    let drag = TraceTouch(
      id: 1, finger: 1,
      samples: [
        TouchSample(time: 0, phase: .began, location: path[0]),
        TouchSample(time: 0.1, phase: .moved, location: path[1]),
        TouchSample(time: 0.2, phase: .ended, location: path[2]),
      ], view: "scroll", responderChain: ["scroll", "UIWindow"])
    let tap = TraceTouch(
      id: 2, finger: 1,
      samples: [
        TouchSample(time: 0.2, phase: .began, location: Point(50, 150)),
        TouchSample(time: 0.3, phase: .ended, location: Point(50, 150)),
      ], view: "row", responderChain: ["row", "scroll", "UIWindow"])
    return Trace(
      title: "scroll then tap", screen: Size(375, 667), objects: [window, scroll, row],
      touches: [drag, tap], events: events)
  }

  /// Apple, UIScrollView: the content offset is the bounds origin, so after a scroll the content
  /// sits higher on screen; the second touch's screen draws it there and names the offset.
  @Test func aLaterTouchSeesTheContentScrolled() throws {
    let trace = scrollThenTap()
    #expect(ScreenState.trace(trace, before: 1).object("row")?.windowFrame?.y == 100)
    let second = ScreenState.trace(trace, before: 2)
    #expect(second.object("row")?.windowFrame == Rect(0, 0, 375, 100))
    #expect(second.object("scroll")?.bounds == Rect(0, 100, 375, 300))
    let diagrams = DiagramLayout.diagrams(for: trace, measure: measure)
    #expect(diagrams[1].texts.contains { $0.hasPrefix("scroll · offset (0, 100)") })
    #expect(!diagrams[0].texts.contains { $0.contains("offset") })
  }

  /// A finger that lifted at the instant this touch began is not drawn as another touch down.
  @Test func aFingerThatLiftedIsNotDrawnAsDown() {
    let diagrams = DiagramLayout.diagrams(for: scrollThenTap(), measure: measure)
    #expect(!diagrams[1].texts.contains("touch 1"))
    #expect(!diagrams[1].texts.contains("another touch down at that moment"))
  }

  /// A view that clips to its bounds clips its subviews' drawing (Apple, clipsToBounds): the row
  /// scrolled above the scroll view is drawn inside the scroll view's clip, itself inside the
  /// screen's.
  @Test func aScrolledRowIsClippedByItsScrollView() {
    let diagram = DiagramLayout.diagrams(for: scrollThenTap(), measure: measure)[1]
    func clipDepths(_ items: [DiagramItem], _ depth: Int) -> [Int] {
      items.flatMap { item -> [Int] in
        switch item {
        case .shape(_, .view("#CFE2F3FF")?, _): [depth]
        case .group(_, let inner): clipDepths(inner, depth)
        case .clipped(_, let inner): clipDepths(inner, depth + 1)
        default: []
        }
      }
    }
    #expect(clipDepths(diagram.items, 0) == [2])
  }

  /// A drag along the top edge of the scroll view and its row, where their names would go: no
  /// label covers the path or the end marker, and the end point is labelled.
  @Test func labelsKeepOffADragsPath() throws {
    let trace = scrollThenTap(drag: [Point(8, 106), Point(150, 106), Point(300, 106)])
    let diagram = DiagramLayout.diagrams(for: trace, measure: measure)[0]
    let path = try #require(
      diagram.allItems.compactMap { item -> [Point]? in
        if case .arrow(let points, _, _) = item { points } else { nil }
      }.first)
    let line = ScreenPanel.cover(path, halfWidth: 1, within: Rect(-1e4, -1e4, 2e4, 2e4))
    for box in diagram.labelBoxes {
      #expect(!line.contains { $0.intersects(box) }, "a label at \(box) covers the path")
    }
    #expect(diagram.texts.contains("(300, 106)"))
    #expect(diagram.texts.contains("(8, 106)"))
  }

  /// Found by .ci/fuzz: a pinch from 2^63 points apart drew a finger path 1e18 points long, and
  /// covering it with squares for the label placer hung `render` in 14 GB. Only what lies within
  /// the labels' area is covered.
  @Test func aPathFarOffScreenIsCoveredOnlyWhereLabelsGo() {
    let area = Rect(0, 0, 100, 100)
    let far = ScreenPanel.cover(
      [Point(50, 50), Point(4.6e18, 50), Point(50, 60)], halfWidth: 3, within: area)
    #expect(!far.isEmpty && far.count < 100)
    #expect(far.allSatisfy { $0.maxX <= 106 && $0.minX >= -6 })
    #expect(
      ScreenPanel.cover([Point(200, 200), Point(300, 300)], halfWidth: 3, within: area).isEmpty)
    #expect(
      ScreenPanel.clip(Point(-50, 10), Point(150, 10), to: area)! == (Point(0, 10), Point(100, 10)))
  }

  /// A view clipped out of sight by its scroll view gets no name on the screen (the tree lists
  /// it); while in sight it is named.
  @Test func aViewClippedOutOfSightIsNotNamed() {
    let trace = scrollThenTap()
    func screenTexts(_ touch: Int) -> [String] {
      let panel = ScreenPanel(
        trace: ScreenState.trace(trace, before: touch),
        story: TouchStory(trace: trace, touch: trace.touches[touch - 1]), measure: measure,
        origin: Point(0, 0), scale: 1)
      var placer = LabelPlacer(area: Rect(0, 0, 375, 667))
      return Diagram(size: Size(375, 667), items: panel.items(placer: &placer).items).texts
    }
    #expect(screenTexts(1).contains("row"))
    #expect(!screenTexts(2).contains { $0.hasPrefix("row") })
  }

  /// A zero-size view is drawn (a dot; a hairline when one side is zero) and named beside it,
  /// not at the corner of some other view's box.
  @Test func zeroSizeViewsAreDrawnAndNamed() throws {
    var trace = scrollThenTap()
    var dot = TraceObject(id: "spacer", role: .view, class: "UIView")
    dot.superview = "UIWindow"
    dot.inWindow = true
    dot.windowFrame = Rect(200, 500, 0, 0)
    var line = dot
    line.id = "divider"
    line.windowFrame = Rect(20, 600, 300, 0)
    trace.objects[0].subviews = ["scroll", "spacer", "divider"]
    trace.objects += [dot, line]
    let diagram = DiagramLayout.diagrams(for: trace, measure: measure)[0]
    #expect(diagram.texts.contains("spacer · zero size"))
    #expect(diagram.texts.contains("divider · zero size"))
    let dots = diagram.allItems.compactMap { item -> Point? in
      if case .shape(.circle(let c, 3), .role(.text)?, _) = item { c } else { nil }
    }
    let center = try #require(dots.first)
    // The name sits right beside the dot.
    #expect(diagram.labelBoxes.contains { abs($0.minX - center.x - 5) < 0.01 })
    #expect(
      diagram.allItems.contains {
        if case .shape(.polyline(let p), _, _) = $0 {
          p.count == 2 && p[0].y == p[1].y
        } else {
          false
        }
      })
  }

  /// The drag's last scroll comes at the instant the tap begins: it is the drag's, on the drag's
  /// timeline only (the trace's order tells, where the times are equal).
  @Test func aSharedInstantBelongsToTheTouchThatCameFirst() {
    let trace = scrollThenTap()
    let drag = TimelineModel(trace: trace, story: TouchStory(trace: trace, touch: trace.touches[0]))
    let tap = TimelineModel(trace: trace, story: TouchStory(trace: trace, touch: trace.touches[1]))
    #expect(drag.bars.map(\.label) == ["scrolled ×2"])
    #expect(tap.bars.isEmpty && tap.marks.isEmpty)
  }
}
