import Testing
import TouchTraceTrace

@testable import TouchTraceLayout

/// A map with more findings than a picture holds is drawn with the first ones and a count of the
/// rest (issue 35: 500 covered buttons made a column 17,000 pixels tall, and no picture at all).
@Suite struct ManyFindingsTests {
  @Test func theFindingsPastTheLimitAreCounted() {
    let trace = gridTrace(rows: 2, columns: 2, perCard: 1)
    let findings = (0..<500).map { "b\($0): 0% of its frame reaches it; all of it goes to cover" }
    let map = HitMap(
      screen: ScreenSize(width: 375, height: 667), resolution: 0.5, regions: [], views: [],
      findings: findings)
    let diagram = HitMapLayout.diagram(trace: trace, map: map, measure: FakeMeasurer())
    let texts = diagram.items.compactMap { item -> String? in
      if case .text(let text, _, _) = item { return text }
      return nil
    }
    #expect(texts.contains { $0.hasPrefix("b38: ") })
    #expect(!texts.contains { $0.hasPrefix("b39: ") })
    #expect(texts.contains { $0.hasPrefix("and 461 more (touchtrace hitmap --format json") })
    #expect(diagram.size.height < 4000)
  }

  /// A title wider than the diagram wraps at spaces, every line within the diagram, instead of
  /// running past its edge and being cut mid-word (issue 36).
  @Test func aLongTitleWrapsWithinTheDiagram() {
    var trace = gridTrace(rows: 1, columns: 1, perCard: 1)
    trace.title = Array(repeating: "imported login screen", count: 12).joined(separator: " ")
    let map = HitMap(
      screen: ScreenSize(width: 375, height: 667), resolution: 0.5, regions: [], views: [],
      findings: [])
    let measure = FakeMeasurer()
    let diagram = HitMapLayout.diagram(trace: trace, map: map, measure: measure)
    let titleLines = diagram.items.compactMap { item -> (String, Point, TextStyle)? in
      if case .text(let text, let at, let style) = item, style.size == Metrics.titleSize {
        return (text, at, style)
      }
      return nil
    }
    #expect(titleLines.count > 1)
    #expect(titleLines.map(\.0).joined(separator: " ") == trace.title)
    for (text, at, style) in titleLines {
      #expect(at.x + measure.size(of: text, style: style).width <= diagram.size.width)
    }
  }
}
