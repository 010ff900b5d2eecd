import Testing
import TouchTraceTrace

@testable import TouchTraceLayout

/// The layout: what a diagram of one touch holds, and that it stays readable as scenes grow.
@Suite struct DiagramLayoutTests {
  let measure = FakeMeasurer()

  @Test func theHitTestViewIsOutlinedAndTheVisitsNumbered() throws {
    let trace = gridTrace(rows: 2, columns: 2, perCard: 2)
    let diagram = try #require(DiagramLayout.diagrams(for: trace, measure: measure).first)
    #expect(diagram.strokes.contains { $0.paint == .role(.accent) && $0.width == 3 })
    let story = TouchStory(trace: trace, touch: trace.touches[0])
    #expect(
      story.visits.map(\.object) == ["UIWindow", "card1_1", "card1_1_item1", "card1_1_item0"])
    #expect(story.visits.map(\.inside) == [true, true, false, true])
    // Badge numbers appear in the tree for every visit.
    for n in 1...4 { #expect(diagram.texts.filter { $0 == String(n) }.count >= 2) }
    #expect(diagram.texts.contains("inside → hit-test view"))
  }

  /// A view at alpha 0.02 is still hit (Apple, `hitTest(_:with:)`: only below 0.01 is it
  /// ignored), so the diagram must not paint it as a solid box: it is drawn translucent (never
  /// below a quarter, so it stays in sight) and its label says its alpha.
  @Test func aNearlyTransparentViewIsDrawnTranslucentAndNamed() throws {
    var trace = gridTrace(rows: 1, columns: 1, perCard: 1)
    let index = try #require(trace.objects.firstIndex { $0.id == "card0_0_item0" })
    trace.objects[index].alpha = 0.02
    let diagram = try #require(DiagramLayout.diagrams(for: trace, measure: measure).first)
    #expect(diagram.texts.contains("card0_0_item0 · alpha 0.02"))
    func opacities(_ items: [DiagramItem]) -> [Double] {
      items.flatMap { item -> [Double] in
        switch item {
        case .group(let opacity, let inner): [opacity] + opacities(inner)
        case .clipped(_, let inner): opacities(inner)
        default: []
        }
      }
    }
    #expect(opacities(diagram.items).contains(0.25))
  }

  /// A 40-view scene: every label that is placed overlaps no other label.
  @Test func fortyViewsGiveNoOverlappingLabels() throws {
    let trace = gridTrace(rows: 4, columns: 3, perCard: 2)
    #expect(trace.objects.count == 1 + 12 * 3 + 1)
    let diagram = try #require(DiagramLayout.diagrams(for: trace, measure: measure).first)
    let boxes = diagram.labelBoxes
    #expect(boxes.count >= 12)
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        #expect(!boxes[i].intersects(boxes[j]), "labels \(i) and \(j) overlap")
      }
    }
  }

  /// A 1,000-view scene still lays out, and the tree collapses the subtrees the touch never entered.
  @Test func aThousandViewsCollapseTheTree() {
    let trace = gridTrace(rows: 20, columns: 10, perCard: 4)
    #expect(trace.objects.count == 1 + 200 * 5 + 1)
    let story = TouchStory(trace: trace, touch: trace.touches[0])
    let rows = TreePanel(trace: trace, story: story, measure: measure, origin: Point(0, 0)).rows()
    #expect(rows.count == 1 + 200 + 199 + 4)
    #expect(rows.filter { $0.id == nil }.allSatisfy { $0.text == "▸ 4 views inside, not visited" })
    let diagram = DiagramLayout.diagrams(for: trace, measure: measure)[0]
    #expect(diagram.size.height < 20_000)
  }

  /// Small scenes show every view: nothing is collapsed.
  @Test func smallScenesShowTheWholeTree() {
    let trace = gridTrace(rows: 2, columns: 2, perCard: 3)
    let story = TouchStory(trace: trace, touch: trace.touches[0])
    let rows = TreePanel(trace: trace, story: story, measure: measure, origin: Point(0, 0)).rows()
    #expect(rows.count == 1 + 4 * 4)
    #expect(rows.allSatisfy { $0.id != nil })
  }

  /// The legend explains the marks used, and only those.
  @Test func theLegendListsTheMarksUsed() throws {
    let trace = gridTrace(rows: 2, columns: 2, perCard: 2)
    let diagram = try #require(DiagramLayout.diagrams(for: trace, measure: measure).first)
    #expect(diagram.texts.contains(LegendMark.badge(.inside).text(.en)))
    #expect(diagram.texts.contains(LegendMark.badge(.outside).text(.en)))
    #expect(diagram.texts.contains(LegendMark.hitView.text(.en)))
    #expect(!diagram.texts.contains(LegendMark.badge(.skipped).text(.en)))
    #expect(!diagram.texts.contains(LegendMark.hitArea.text(.en)))
  }

  /// `combined` stacks one section per touch; `diagrams` gives one per touch.
  @Test func severalTouchesGiveOneDiagramEachOrOneCombined() {
    var trace = gridTrace(rows: 2, columns: 2, perCard: 2)
    var second = trace.touches[0]
    second.id = 2
    trace.touches.append(second)
    let each = DiagramLayout.diagrams(for: trace, measure: measure)
    #expect(each.count == 2)
    let combined = DiagramLayout.combined(for: trace, measure: measure)
    #expect(combined.size.height == each[0].size.height + each[1].size.height)
  }

  /// Tiny targets get a magnified detail around the touch.
  @Test func aTinyHitTestViewGetsADetailInset() {
    let trace = gridTrace(rows: 20, columns: 10, perCard: 4)
    let story = TouchStory(trace: trace, touch: trace.touches[0])
    #expect(ScreenPanel.detailViewport(trace, story, scale: 0.84) != nil)
    let roomy = gridTrace(rows: 2, columns: 2, perCard: 2)
    #expect(
      ScreenPanel.detailViewport(
        roomy, TouchStory(trace: roomy, touch: roomy.touches[0]), scale: 0.84) == nil)
  }

  /// The legend's order is fixed: no two marks share a place.
  @Test func legendMarksHaveDistinctPlaces() {
    #expect(Set(LegendMark.listed).count == LegendMark.listed.count)
    let shuffled: Set<LegendMark> = Set(LegendMark.listed)
    #expect(shuffled.sorted() == LegendMark.listed)
  }
}
