import Foundation
import Testing
import TouchTraceExplorer
import TouchTraceLayout
import TouchTraceScene
import TouchTraceTestSupport
import TouchTraceTrace

/// The explorer page as text: one step per log line, every highlight drawable, nothing fetched,
/// user text escaped, the same bytes every time. (Stepping in a browser is in the CLI tests.)
@Suite struct ExplorerPageTests {
  static let samples = Repo.samples

  static func trace(_ name: String) throws -> Trace {
    try SceneRunner.run(path: samples.appendingPathComponent(name + ".yaml").path)
  }

  @Test func eachStepIsALogLineWithItsEventAndDiagram() throws {
    let trace = try Self.trace("seed000-tap-red")
    let steps = DiagramLayout.steps(for: trace)
    #expect(steps.map(\.line) == EventLog.lines(of: trace))
    #expect(steps.map(\.number) == Array(1...steps.count))
    // Seed 000: the gray view says YES; the touch climbs from redColorView to its superview.
    let inside = steps[3]
    #expect(inside.line == "ligthGrayColorView pointInside (50, 50) YES")
    #expect(inside.highlights == [.init(object: "ligthGrayColorView", mark: .inside)])
    #expect(steps[5].highlights.first?.mark == .outside)
    let began = try #require(steps.first { $0.line == "redColorView touchesBegan touch 1" })
    #expect(
      began.highlights == [
        .init(object: "redColorView", mark: .passed),
        .init(object: "ligthGrayColorView", mark: .next),
      ])
    #expect(began.verdict == "passed on to ligthGrayColorView")
    // The last pass's last answer finds the hit-test view.
    #expect(steps[15].highlights.contains(.init(object: "redColorView", mark: .found)))
    #expect(steps.allSatisfy { $0.diagram == 0 })
  }

  @Test func aSkippedViewSaysWhy() throws {
    let trace = try Self.trace("skipped-views")
    let steps = DiagramLayout.steps(for: trace)
    let skipped = try #require(steps.first { $0.line.hasPrefix("hiddenView hitTest") })
    #expect(skipped.highlights == [.init(object: "hiddenView", mark: .skipped)])
    #expect(skipped.verdict == "skipped: hidden")
  }

  /// Every sample's steps: each step's own object is somewhere on the diagram that shows it.
  @Test func everyHighlightedObjectHasABoxOnItsDiagram() throws {
    for name in try Repo.sampleNames() {
      let trace = try Self.trace(name)
      let diagrams = DiagramLayout.diagrams(for: trace, measure: FixedMeasure())
      for step in DiagramLayout.steps(for: trace) {
        let regions = diagrams[step.diagram].regions
        let own = try #require(step.highlights.first)
        #expect(
          regions.contains { $0.object == own.object }, "\(name) step \(step.number): \(step.line)")
      }
    }
  }

  @Test func thePageIsSelfContainedEscapedAndDeterministic() throws {
    var trace = try Self.trace("seed000-tap-red")
    trace.title = "</script><script>alert(1)</script> & \"quotes\""
    let page = try ExplorerPage.html(trace: trace, diagrams: [Self.placeholder(trace)])
    #expect(!page.contains("<script>alert(1)"))
    #expect(
      page.contains(
        "<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</title>"
      ))
    // Nothing to fetch: no src or href attribute leaves the page, and the policy forbids it.
    for attribute in ["src=\"", "href=\"http", "href=\"//", "url(http", "@import"] {
      #expect(!page.contains(attribute), "the page has \(attribute)")
    }
    #expect(page.contains("content=\"default-src 'none';"))
    // One overlay box per region, and the same bytes again.
    #expect(
      page.components(separatedBy: "<rect data-object=").count - 1
        == Self.placeholder(trace).layout.regions.count)
    #expect(page == (try ExplorerPage.html(trace: trace, diagrams: [Self.placeholder(trace)])))
  }

  @Test func embeddedSVGIdsArePrefixedPerDrawing() throws {
    let trace = try Self.trace("seed000-tap-red")
    var d = Self.placeholder(trace)
    d.lightSVG = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="10px" height="10px" viewBox="0 0 10 10">
      <clipPath id="clip1"><rect/></clipPath><use xlink:href="#glyph0" clip-path="url(#clip1)"/></svg>
      """
    let page = try ExplorerPage.html(trace: trace, diagrams: [d])
    #expect(page.contains("<clipPath id=\"d1l-clip1\">"))
    #expect(page.contains("<use xlink:href=\"#d1l-glyph0\" clip-path=\"url(#d1l-clip1)\"/>"))
    #expect(
      page.contains(
        "<svg aria-hidden=\"true\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">"))
    #expect(!page.contains("<?xml"))
  }

  /// Every word the page draws around the diagrams comes from the one table: with each replaced,
  /// none of the English ones is left (the log lines and ids stay as they are).
  @Test func everyPageWordComesFromTheWordsTable() throws {
    let trace = try Self.trace("seed000-tap-red")
    var words = ExplorerWords.english
    words.language = "x-test"
    for path in [
      \ExplorerWords.first, \.previous, \.play, \.pause, \.next, \.last, \.step, \.controls,
      \.screen, \.detail, \.tree, \.chain, \.timeline, \.highlighted, \.eventLog, \.noSteps,
      \.keys,
    ] {
      words[keyPath: path] = "«" + words[keyPath: path].filter(\.isLetter) + "»"
    }
    words.stepCount = "{n}/{m}"
    words.diagramCount = "#{n}/{m}"
    let page = try ExplorerPage.html(
      trace: trace, diagrams: [Self.placeholder(trace)], words: words)
    #expect(page.contains("<html lang=\"x-test\">"))
    #expect(page.contains("aria-label=\"«Previousstep»\""))
    #expect(page.contains("<output id=\"step-count\" for=\"slider\">1/22</output>"))
    for english in ["First step", "Previous step", "Next step", "Last step", "Event log", "Keys:"] {
      // The English table is embedded only as the page's own words, which are replaced here.
      #expect(!page.contains(english), "\(english) is not from the table")
    }
  }

  /// The diagram's layout with stand-in drawings (the page's own parts are what is tested here).
  static func placeholder(_ trace: Trace) -> ExplorerDiagram {
    ExplorerDiagram(
      layout: DiagramLayout.combined(for: trace, measure: FixedMeasure()),
      lightSVG: "<svg viewBox=\"0 0 1 1\"></svg>", darkSVG: "<svg viewBox=\"0 0 1 1\"></svg>")
  }
}

/// Text 7 pt a character, 14 pt high: layout without fonts.
struct FixedMeasure: TextMeasuring {
  func size(of text: String, style: TextStyle) -> Size { Size(Double(text.count) * 7, 14) }
}
