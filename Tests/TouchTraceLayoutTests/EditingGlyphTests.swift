import Testing
import TouchTraceTrace

@testable import TouchTraceLayout

/// A row's editing controls on the screen panel (issue 33, item 7), recognisable at a glance:
/// Apple, UITableViewCell.EditingStyle: delete is "a red circle enclosing a minus sign", insert
/// "a green circle enclosing a plus sign"; the reorder control's grip is three grey lines.
@Suite struct EditingGlyphTests {
  let glyphs = ViewGlyphTests()

  func lines(_ items: [DiagramItem]) -> Int {
    items.filter { if case .shape(.polyline, _, _) = $0 { true } else { false } }.count
  }

  @Test func minusPlusAndGrip() {
    let minus = glyphs.view("row.editControl", "UITableViewCellEditControl", Rect(0, 0, 47, 44)) {
      $0.editingStyle = "delete"
    }
    let drawnMinus = glyphs.drawn(minus)
    #expect(glyphs.circles(drawnMinus).first?.fill == .view("#FF3B30FF"))
    #expect(lines(drawnMinus) == 1)
    let plus = glyphs.view("row.editControl", "UITableViewCellEditControl", Rect(0, 0, 47, 44)) {
      $0.editingStyle = "insert"
    }
    let drawnPlus = glyphs.drawn(plus)
    #expect(glyphs.circles(drawnPlus).first?.fill == .role(.controlOn))
    #expect(lines(drawnPlus) == 2)
    let grip = glyphs.view(
      "row.reorderControl", "UITableViewCellReorderControl", Rect(0, 0, 46, 44))
    #expect(lines(glyphs.drawn(grip)) == 3)
  }

  /// Imported from a dump (the private class on UIControl), an editing control still draws as
  /// one: a red minus (its style is not in a dump; delete is the default).
  @Test func importedControlsDrawAsThemselves() {
    let imported = glyphs.view("0xd", "UITableViewCellEditControl", Rect(0, 0, 47, 44)) {
      $0.baseClass = "UIControl"
    }
    #expect(ViewGlyphs.glyph(imported) == .editControl)
    #expect(glyphs.circles(glyphs.drawn(imported)).first?.fill == .view("#FF3B30FF"))
    let grip = glyphs.view("0xf", "UITableViewCellReorderControl", Rect(0, 0, 46, 44)) {
      $0.baseClass = "UIControl"
    }
    #expect(ViewGlyphs.glyph(grip) == .reorderGrip)
  }
}
