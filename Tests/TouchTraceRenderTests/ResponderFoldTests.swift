import Foundation
import Testing
import TouchTraceLayout
import TouchTraceRender
import TouchTraceScene
import TouchTraceTrace

/// A long run of responders answered alike is one node of a chain list (issue 24: runs fold in
/// every diagram, as the tree's siblings do); a textbook chain stays whole.
@Suite struct ResponderFoldTests {
  /// A nil-targeted Copy button `depth` plain views deep; the controller performs `copy`.
  static func texts(depth: Int) throws -> [String] {
    var view =
      "{id: copyButton, class: UIButton, frame: [0, 0, 100, 40], "
      + "actions: [{event: touchUpInside, target: null, action: copy}]}"
    for level in (1...depth).reversed() {
      view = "{id: box\(level), frame: [0, 0, 200, 200], subviews: [\(view)]}"
    }
    let yaml = """
      screen: {width: 200, height: 400}
      window:
        rootViewController:
          id: ViewController
          handles: [copy]
          view:
            id: rootView
            subviews: [\(view)]
      touches:
        - tap: [20, 20]
      """
    let trace = try SceneRunner.run(SceneParser.parse(yaml, file: "deep.yaml"), title: "deep")
    let diagram = try #require(
      DiagramLayout.diagrams(for: trace, measure: Renderer.measurer).first)
    return diagram.items.flatMap(Self.texts)
  }

  static func texts(_ item: DiagramItem) -> [String] {
    switch item {
    case .text(let text, _, _): [text]
    case .group(_, let items): items.flatMap(texts)
    default: []
    }
  }

  @Test func nineRespondersThatCannotPerformAreOneNode() throws {
    let texts = try Self.texts(depth: 8)
    // copyButton, the first asked, keeps its node; box8 … box1 and rootView cannot perform copy:
    // nine alike, one node.
    #expect(texts.contains("copyButton"))
    #expect(texts.contains("box8 … rootView"))
    #expect(texts.contains("9 responders"))
    #expect(texts.filter { $0.hasPrefix("canPerformAction NO") }.count == 2, "\(texts)")
    // The controller that performs it keeps its own node.
    #expect(texts.contains("ViewController"))
  }

  @Test func aTextbookChainStaysWhole() throws {
    let texts = try Self.texts(depth: 6)
    // box6 … box1 and rootView: seven, under the fold's eight.
    #expect(!texts.contains { $0.hasSuffix("responders") })
    #expect(texts.filter { $0.hasPrefix("canPerformAction NO") }.count == 8)
  }
}
