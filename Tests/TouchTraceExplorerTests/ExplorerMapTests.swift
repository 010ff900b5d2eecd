import Foundation
import Testing
import TouchTraceExplorer
import TouchTraceLayout
import TouchTraceTrace

/// The explorer's hit map section as text: open for a scene without touches, folded beside a
/// run's diagrams, findings escaped, drawings' ids its own, the page's words from the table, no
/// script added, the same bytes every time.
@Suite struct ExplorerMapTests {
  static func map(open: Bool, findings: [String]) throws -> ExplorerMap {
    let trace = try ExplorerPageTests.trace("seed000-tap-red")
    return ExplorerMap(
      layout: DiagramLayout.combined(for: trace, measure: FixedMeasure()),
      lightSVG: "<svg viewBox=\"0 0 1 1\"><clipPath id=\"clip1\"/></svg>",
      darkSVG: "<svg viewBox=\"0 0 1 1\"><clipPath id=\"clip1\"/></svg>", findings: findings,
      open: open)
  }

  @Test func theMapSectionHoldsThePictureAndTheFindings() throws {
    let trace = try ExplorerPageTests.trace("seed000-tap-red")
    let diagram = ExplorerPageTests.placeholder(trace)
    let finding = "btn: 50% of its frame reaches it; the right 50% <goes> to \"root\" & more"
    let map = try Self.map(open: true, findings: [finding])
    let page = try ExplorerPage.html(trace: trace, diagrams: [diagram], map: map)
    #expect(page.contains("<details id=\"hit-map\" open>\n<summary>Hit map: where a finger lands"))
    #expect(
      page.contains(
        "<li>btn: 50% of its frame reaches it; the right 50% &lt;goes&gt; to &quot;root&quot; "
          + "&amp; more</li>"))
    #expect(
      page.contains("<clipPath id=\"ml-clip1\"/>") && page.contains("<clipPath id=\"md-clip1\"/>"))
    // After the diagrams, before the log; no script of its own.
    let section = try #require(page.range(of: "<details id=\"hit-map\""))
    #expect(page.range(of: "</main>")!.lowerBound < section.lowerBound)
    #expect(section.lowerBound < page.range(of: "<details id=\"log\">")!.lowerBound)
    let plain = try ExplorerPage.html(trace: trace, diagrams: [diagram])
    #expect(!plain.contains("id=\"hit-map\""))
    #expect(
      page.components(separatedBy: "<script").count
        == plain.components(separatedBy: "<script").count)
    #expect(page == (try ExplorerPage.html(trace: trace, diagrams: [diagram], map: map)))
  }

  /// Folded beside a run's diagrams; with no finding, it says so in the page's language.
  @Test func closedAndWithoutFindingsInJapanese() throws {
    let trace = try ExplorerPageTests.trace("seed000-tap-red")
    let page = try ExplorerPage.html(
      trace: trace, diagrams: [ExplorerPageTests.placeholder(trace)], locale: .ja,
      map: try Self.map(open: false, findings: []))
    #expect(page.contains("<details id=\"hit-map\">\n<summary>ヒットマップ"))
    #expect(page.contains("<p class=\"findings\">\(ExplorerWords.japanese.noFindings)</p>"))
  }
}
