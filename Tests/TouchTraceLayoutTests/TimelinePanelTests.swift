import Testing
import TouchTraceTrace

@testable import TouchTraceLayout

/// The timeline panel: which objects get a lane and in what order, the marks and arrows of held,
/// late and cancelled touches, and labels that never overlap.
@Suite struct TimelinePanelTests {
  let measure = FakeMeasurer()

  func story(_ trace: Trace, _ index: Int = 0) -> TouchStory {
    TouchStory(trace: trace, touch: trace.touches[index])
  }

  func drawn(_ trace: Trace, _ index: Int = 0, width: Double = 900) throws -> TimelinePanel.Drawn {
    try #require(
      TimelinePanel(
        trace: trace, story: story(trace, index), measure: measure, origin: Point(28, 700),
        width: width
      ).draw())
  }

  // MARK: Tests

  /// Responders in chain order, then recognizers in the order they first saw the touch.
  @Test func lanesFollowTheChainThenTheRecognizers() {
    let tap = Self.tapOnButton()
    #expect(TimelineModel(trace: tap, story: story(tap)).lanes.map(\.id) == ["btn", "tap"])
    #expect(TimelineModel(trace: tap, story: story(tap)).lanes.map(\.recognizer) == [false, true])

    let pan = Self.pan()
    #expect(
      TimelineModel(trace: pan, story: story(pan)).lanes.map(\.id) == [
        "card", "rootView", "ViewController", "UIWindow", "UIApplication", "pan",
      ])

    // Deliveries logged out of chain order still give chain order; a recognizer on the touch's
    // views that only got a delegate call (it said NO) gets a lane too, after those that saw it.
    var s = Scene(view: "v", viewClass: "UIView", recognizer: "swipe")
    var other = TraceObject(id: "edge", role: .gestureRecognizer, class: "UIScreenEdgePan")
    other.view = "rootView"
    s.objects.append(other)
    s.add(0, .delegateCall, "edge") {
      $0.method = "gestureRecognizer(_:shouldReceive:)"
      $0.answer = false
    }
    s.add(0, .recognizerTouches, "swipe") {
      $0.phase = .began
      $0.touches = [1]
    }
    s.add(0, .touches, "rootView") {
      $0.phase = .began
      $0.touches = [1]
    }
    s.add(0, .touches, "v") {
      $0.phase = .began
      $0.touches = [1]
    }
    s.touch([(0, .began, Point(150, 220)), (0.1, .ended, Point(150, 220))])
    let model = TimelineModel(trace: s.trace, story: story(s.trace))
    #expect(model.lanes.map(\.id) == ["v", "rootView", "edge", "swipe"])
    #expect(model.marks.contains { $0.label == "shouldReceive NO" })
  }

  /// The cancellation is linked to the recognition that caused it, and drawn as an arrow from the
  /// recognizer's lane up to the cross on the button's lane.
  @Test func aCancellationArrowStartsAtTheCause() throws {
    let trace = Self.tapOnButton()
    let model = TimelineModel(trace: trace, story: story(trace))
    let recognized = try #require(trace.events.firstIndex { $0.state == "recognized" })
    let cancelled = try #require(trace.events.firstIndex { $0.phase == .cancelled })
    #expect(model.links == [.init(kind: .cause, from: recognized, fromLane: 1, to: cancelled)])

    let panel = try drawn(trace)
    let arrows: [[Point]] = panel.items.compactMap {
      if case .arrow(let points, let stroke, _) = $0, stroke.paint == .role(.stop) {
        return points
      }
      return nil
    }
    #expect(arrows.count == 1)
    let arrow = try #require(arrows.first)
    // Where the diamond and the cross are drawn.
    let diamonds = panel.items.compactMap { item -> Point? in
      if case .shape(.polygon(let ps), .role(.inside)?, _) = item, ps.count == 4 {
        return Point(ps[0].x, ps[1].y)
      }
      return nil
    }
    let crosses = panel.items.compactMap { item -> Point? in
      if case .shape(.polyline(let ps), nil, let stroke?) = item, stroke.paint == .role(.stop) {
        return Point((ps[0].x + ps[1].x) / 2, (ps[0].y + ps[1].y) / 2)
      }
      return nil
    }
    let diamond = try #require(diamonds.first)
    let cross = try #require(crosses.first)
    try #require(arrow.count >= 2)
    let start = arrow[0]
    let end = arrow[arrow.count - 1]
    #expect(abs(start.x - diamond.x) < 8 && abs(start.y - diamond.y) < 8)
    #expect(abs(end.x - cross.x) < 8 && abs(end.y - cross.y) < 8)
    // Up from the recognizer's lane to the button's, and later in the same instant.
    #expect(start.y > end.y)
    #expect(start.x < end.x)
    #expect(panel.marks.contains(.timeline(.cause)))
  }

  /// Events at the same instant are spread by a fixed step, in the order they happened.
  @Test func sameInstantEventsAreSpreadInOrder() throws {
    let trace = Self.tapOnButton()
    let panel = try drawn(trace)
    // At 0.1: tap's ended (square), shouldBegin (▼), recognized (◆), btn's ×, touchCancel (▲),
    // the action (▶): each a step to the right of the one before.
    let model = TimelineModel(trace: trace, story: story(trace))
    let late = model.marks.filter { abs($0.time - 0.1) < 1e-9 }
    #expect(
      late.map(\.glyph) == [
        .phase(.ended), .delegate, .state("recognized"), .phase(.cancelled), .controlEvent,
        .action,
      ])
    let bands = panel.items.flatMap { item -> [Rect] in
      guard case .group(_, let inner) = item else { return [] }
      return inner.compactMap {
        if case .shape(.rect(let r, _), .role(.accentSoft)?, _) = $0 { r } else { nil }
      }
    }
    // Two instants share a time: t = 0 (4 marks) and t = 0.1 (6 marks).
    #expect(bands.count == 2)
    #expect(bands.map { (($0.width - 16) / TimelinePanel.step).rounded() } == [3, 5])
    #expect(panel.marks.contains(.timeline(.sameInstant)))
  }

  /// A held phase is a hollow mark labelled with the recognizer; when it arrives later, a dashed
  /// arrow joins the two; when it never does, the label says so.
  @Test func heldPhasesAreHollowAndArriveLate() throws {
    let trace = Self.longPress()
    // Touch 1: held, recognized at 0.5 s, never delivered.
    let first = TimelineModel(trace: trace, story: story(trace, 0))
    #expect(first.lanes.map(\.id) == ["photo", "press"])
    #expect(
      first.marks.first { $0.glyph == .held(.began) }?.label == "held by press · never delivered")
    #expect(first.links.isEmpty)
    #expect(first.end == 0.8)

    // Touch 2: held at 1.2, the press fails at 1.35 and the began arrives late.
    let second = TimelineModel(trace: trace, story: story(trace, 1))
    let held = try #require(trace.events.lastIndex { $0.kind == .touchesHeld })
    let late = try #require(
      trace.events.firstIndex { $0.kind == .touches && $0.heldBy == "press" })
    #expect(second.links == [.init(kind: .late, from: held, fromLane: 0, to: late)])
    #expect(second.marks.first { $0.glyph == .held(.began) }?.label == "held by press")
    #expect(second.start == 1.2)

    let panel = try drawn(trace, 1)
    #expect(
      panel.items.contains {
        if case .shape(.circle, .role(.background)?, let stroke?) = $0 {
          return stroke.paint == .role(.skipped)
        }
        return false
      })
    let lateArrows = panel.items.filter {
      if case .arrow(_, let stroke, _) = $0 { return stroke.paint == .role(.skipped) }
      return false
    }
    #expect(lateArrows.count == 1)
    #expect(panel.marks.isSuperset(of: [.timeline(.held), .timeline(.late)]))
  }

  /// Moves gather into one bar with a count; a pan's repeated action gets one label with a count.
  @Test func runsOfMovesAndActionsAreCounted() {
    let trace = Self.pan()
    let model = TimelineModel(trace: trace, story: story(trace))
    #expect(model.bars.map(\.label).contains("moved ×15"))
    #expect(model.bars.map(\.label).contains("changed ×12"))
    // Each view got two moves before the pan cancelled them.
    #expect(model.bars.filter { $0.label == "moved ×2" }.count == 5)
    let actions = model.marks.filter { $0.glyph == .action }
    #expect(actions.count == 14)
    #expect(
      actions.compactMap(\.label) == [
        "→ ViewController.handlePan ×13", "→ ViewController.handlePan",
      ])
    // Five cancellations, each linked to the pan's began.
    let began = model.marks.first { $0.glyph == .state("began") }?.order
    #expect(model.links.filter { $0.kind == .cause && $0.from == began }.count == 5)
  }

  /// However crowded an instant is, no label overlaps another, and all stay inside the panel,
  /// right of the lane names.
  @Test func labelsNeverOverlap() throws {
    var crowded = Self.pan()
    // Six more delegate answers and control events at the instant the pan begins.
    let at = crowded.events.firstIndex { $0.state == "began" }!
    for i in 0..<6 {
      var e = TraceEvent(time: 0.06, kind: .delegateCall, object: "pan")
      e.method = "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"
      e.other = "other\(i)"
      e.answer = i % 2 == 0
      crowded.events.insert(e, at: at)
    }
    for trace in [Self.tapOnButton(), Self.pan(), crowded, Self.longPress()] {
      for index in trace.touches.indices {
        for width in [300.0, 900] {
          let panel = try drawn(trace, index, width: width)
          let boxes = panel.labels
          #expect(!boxes.isEmpty)
          for i in boxes.indices {
            for j in boxes.indices where j > i {
              #expect(!boxes[i].intersects(boxes[j]), "labels \(i) and \(j) overlap")
            }
          }
          let frame = Rect(28, 700, panel.size.width, panel.size.height)
          #expect(boxes.allSatisfy { frame.contains($0) })
          #expect(panel.size.width >= width)
        }
      }
    }
  }

  /// A plain tap on plain views keeps its diagram as it was: no timeline.
  @Test func aPlainTapHasNoTimeline() throws {
    let trace = gridTrace(rows: 2, columns: 2, perCard: 2)
    #expect(!TimelinePanel.shows(trace, story(trace)))
    let diagram = try #require(DiagramLayout.diagrams(for: trace, measure: measure).first)
    #expect(!diagram.texts.contains { $0.hasPrefix("Timeline") })
    #expect(!diagram.texts.contains(TimelineMark.finger.text(.en)))

    // The same tap, dragged, gets one; so does a tap on a control.
    var dragged = trace
    dragged.touches[0].samples.insert(
      TouchSample(time: 0.05, phase: .moved, location: Point(300, 600)), at: 1)
    #expect(TimelinePanel.shows(dragged, story(dragged)))
    let tap = Self.tapOnButton()
    let withTimeline = try #require(DiagramLayout.diagrams(for: tap, measure: measure).first)
    #expect(withTimeline.texts.contains { $0.hasPrefix("Timeline") })
    #expect(withTimeline.texts.contains(TimelineMark.cause.text(.en)))
    #expect(withTimeline.texts.contains("→ ViewController.tapEvent"))
    #expect(withTimeline.texts.contains("shouldBegin YES"))
  }

  /// The timeline sits below the panels and above the legend, across the diagram.
  @Test func theTimelineSitsAboveTheLegend() throws {
    let diagram = try #require(
      DiagramLayout.diagrams(for: Self.tapOnButton(), measure: measure).first)
    func y(of text: String) -> Double? {
      diagram.allItems.compactMap {
        if case .text(let t, let at, _) = $0, t == text { at.y } else { nil }
      }.first
    }
    let timeline = try #require(y(of: "Timeline · simulated seconds"))
    let legend = try #require(y(of: "Legend"))
    let chain = try #require(y(of: "Responder chain"))
    #expect(chain < timeline && timeline < legend)
    #expect(diagram.size.height > legend)
  }

  /// Every timeline mark has its own place in the legend, after the marks that were there before.
  @Test func timelineMarksAreListedOnce() {
    let timeline = TimelineMark.allCases.map(LegendMark.timeline)
    #expect(Array(LegendMark.listed.suffix(timeline.count)) == timeline)
    #expect(Set(LegendMark.listed).count == LegendMark.listed.count)
    #expect(Set(TimelineMark.allCases.map { $0.text(.en) }).count == TimelineMark.allCases.count)
  }

  @Test func delegateMethodsAreShortened() {
    #expect(TimelineModel.shortMethod("gestureRecognizerShouldBegin") == "shouldBegin")
    #expect(TimelineModel.shortMethod("gestureRecognizer(_:shouldReceive:)") == "shouldReceive")
    #expect(
      TimelineModel.shortMethod("gestureRecognizer(_:shouldRequireFailureOf:)")
        == "shouldRequireFailureOf")
    #expect(TimelineModel.shortMethod("shouldBegin") == "shouldBegin")
    #expect(TimelineModel.shortMethod("didSelectRow:inComponent:") == "didSelectRow")
    #expect(
      TimelineModel.shortMethod("didFinishAnimating:previousViewControllers:")
        == "didFinishAnimating")
  }
}
