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
}
