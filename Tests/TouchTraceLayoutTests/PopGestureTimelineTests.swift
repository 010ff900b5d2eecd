import Testing
import TouchTraceTrace

@testable import TouchTraceLayout

/// Every navigation controller has UIKit's pop gesture (InteractivePop.swift): a touch it took no
/// part in keeps its diagram as it was, without a timeline; once it has an event, it counts.
@Suite struct PopGestureTimelineTests {
  @Test func anUninvolvedPopGestureAddsNoTimeline() throws {
    var trace = gridTrace(rows: 2, columns: 2, perCard: 2)
    trace.objects.append(
      TraceObject(id: "nav", role: .viewController, class: "UINavigationController"))
    trace.objects.append(
      TraceObject(
        id: "nav.interactivePopGestureRecognizer", role: .gestureRecognizer,
        class: "UIScreenEdgePanGestureRecognizer"))
    let story = TouchStory(trace: trace, touch: trace.touches[0])
    #expect(!TimelinePanel.shows(trace, story))
    var involved = trace
    var failed = TraceEvent(
      time: 0, kind: .recognizerState, object: "nav.interactivePopGestureRecognizer")
    failed.state = "failed"
    involved.events.insert(failed, at: 0)
    #expect(TimelinePanel.shows(involved, story))
  }
}
