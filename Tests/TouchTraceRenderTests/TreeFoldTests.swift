import Foundation
import Testing
import TouchTraceLayout
import TouchTraceRender
import TouchTraceScene
import TouchTraceTestSupport
import TouchTraceTrace

/// A run of siblings hit-testing answered alike is one row of the view tree (issue 24).
@Suite struct TreeFoldTests {
  static func texts(_ rows: Int) throws -> [String] {
    let buttons = (1...rows).map {
      "        - {id: row\($0), class: UIButton, frame: [0, \(100 + 30 * $0), 200, 20]}"
    }
    let yaml = SceneSkeleton.rootView(
      buttons.joined(separator: "\n"), screen: (200, 400), touches: "  - tap: [100, 20]")
    let trace = try SceneRunner.run(SceneParser.parse(yaml, file: "rows.yaml"), title: "rows")
    let diagram = try #require(
      DiagramLayout.diagrams(for: trace, measure: Renderer.measurer).first)
    return diagram.items.compactMap {
      if case .text(let text, _, _) = $0 { return text }
      return nil
    }
  }

  @Test func eightSiblingsAllOutsideAreOneRow() throws {
    let texts = try Self.texts(8)
    // UIWindow is visit 1, rootView 2; then the rows, frontmost (row8) first.
    #expect(texts.contains("row8 … row1: 8 views, outside, visits 3–10"))
    // row4 is named once: on the screen, not in the tree.
    #expect(texts.filter { $0 == "row4" }.count == 1)
  }

  @Test func fourSiblingsStayRows() throws {
    let texts = try Self.texts(4)
    #expect(texts.filter { $0 == "row4" }.count == 2)
    #expect(!texts.contains { $0.contains(" … ") })
  }
}
