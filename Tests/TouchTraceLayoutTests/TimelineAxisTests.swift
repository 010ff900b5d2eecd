import Testing
import TouchTraceTrace

@testable import TouchTraceLayout

/// The timeline's axis is time only where it is linear: across a same-instant band (events
/// spread in their order) it is broken, so the band does not pretend to be time.
@Suite struct TimelineAxisTests {
  @Test func theAxisIsBrokenAcrossABand() {
    let items = TimelinePanel.Layout.axisLine(from: 0, to: 300, y: 10, breaks: [(100, 140)])
    let lines = items.compactMap { item -> (points: [Point], dash: [Double])? in
      if case .shape(.polyline(let p), nil, let stroke?) = item { (p, stroke.dash) } else { nil }
    }
    let solid = lines.filter { $0.dash.isEmpty && $0.points.allSatisfy { $0.y == 10 } }
    #expect(
      solid.map(\.points) == [[Point(0, 10), Point(100, 10)], [Point(140, 10), Point(300, 10)]])
    #expect(lines.contains { $0.dash == [1, 2] && $0.points == [Point(100, 10), Point(140, 10)] })
    // A slash at each edge of the band.
    #expect(lines.filter { $0.points.count == 2 && $0.points[0].y != $0.points[1].y }.count == 2)
  }

  /// In a drawn timeline (a tap on a button: its began, touchDown and the recognizer at one
  /// instant), every band has its broken stretch of axis.
  @Test func aDrawnTimelineBreaksItsAxisAtEachBand() throws {
    let trace = TimelinePanelTests.tapOnButton()
    let drawn = try #require(
      TimelinePanel(
        trace: trace, story: TouchStory(trace: trace, touch: trace.touches[0]),
        measure: FakeMeasurer(), origin: Point(28, 700), width: 900
      ).draw())
    let bands = drawn.items.flatMap { item -> [Rect] in
      guard case .group(_, let inner) = item else { return [] }
      return inner.compactMap {
        if case .shape(.rect(let r, _), .role(.accentSoft)?, nil) = $0 { r } else { nil }
      }
    }
    let dotted = drawn.items.compactMap { item -> [Point]? in
      if case .shape(.polyline(let p), nil, let s?) = item, s.dash == [1, 2] { p } else { nil }
    }
    #expect(!bands.isEmpty)
    #expect(dotted.count == bands.count)
  }
}
