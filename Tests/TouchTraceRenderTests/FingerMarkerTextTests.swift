import Foundation
import Testing
import TouchTraceLayout
import TouchTraceRender
import TouchTraceScene
import TouchTraceTrace

/// The finger's marker never hides the text under it: the hit view's text is drawn after the
/// marker, on the screen and in the detail around the touch (issue 36).
@Suite struct FingerMarkerTextTests {
  /// The diagram's items in drawing order, groups and clips opened.
  static func flattened(_ items: [DiagramItem]) -> [DiagramItem] {
    items.flatMap { item -> [DiagramItem] in
      switch item {
      case .group(_, let inner), .clipped(_, let inner): return flattened(inner)
      default: return [item]
      }
    }
  }

  @Test func theTappedLabelIsDrawnOverTheMarker() throws {
    let yaml = """
      screen: {width: 200, height: 200}
      window:
        subviews:
          - {id: pay, class: UIButton, frame: [50, 80, 100, 40], title: "Pay now"}
      touches:
        - tap: [100, 100]
      """
    let trace = try SceneRunner.run(SceneParser.parse(yaml, file: "pay.yaml"), title: "pay")
    let diagram = try #require(
      DiagramLayout.diagrams(for: trace, measure: Renderer.measurer).first)
    let items = Self.flattened(diagram.items)
    let markers = items.indices.filter {
      if case .shape(.circle(_, 11), .role(.fingerFill)?, _) = items[$0] { return true }
      return false
    }
    let titles = items.indices.filter {
      if case .text("Pay now", _, _) = items[$0] { return true }
      return false
    }
    try #require(!markers.isEmpty && !titles.isEmpty)
    // Each marker (the screen's, the detail's) has the title drawn after it, before the next.
    for (n, marker) in markers.enumerated() {
      let next = n + 1 < markers.count ? markers[n + 1] : items.count
      #expect(titles.contains { $0 > marker && $0 < next }, "marker \(n)")
    }
  }
}
