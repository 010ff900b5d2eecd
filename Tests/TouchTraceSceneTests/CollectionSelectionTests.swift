import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// A collection view's own highlight and selection methods (issue 33, item 7), UIKit's
/// `…ItemAt` names of what a table's delegate calls `…RowAt`. Sources: Apple,
/// collectionView(_:shouldHighlightItemAt:) ("If you return false in your implementation, the
/// cell does not get highlighted and the system bypasses the entire selection process"),
/// shouldSelectItemAt, shouldDeselectItemAt, didHighlightItemAt, didUnhighlightItemAt,
/// didDeselectItemAt.
@Suite struct CollectionSelectionTests {
  func scene(_ keys: String, touches: String) -> String {
    """
    \(SceneSkeleton.controllerView("Grid"))
            - id: grid
              class: UICollectionView
              frame: [0, 0, 375, 667]
              delegate: Grid
              \(keys)
              subviews:
                - {id: item0, class: UICollectionViewCell, frame: [0, 0, 100, 100]}
                - {id: item1, class: UICollectionViewCell, frame: [110, 0, 100, 100]}
    touches:
    \(touches)
    """
  }

  /// The calls of a tap, in UIKit's order: shouldHighlight, didHighlight, didUnhighlight,
  /// shouldSelect, didSelect.
  @Test func aTapsCallsInOrder() throws {
    let keys =
      "shouldHighlightItemAt: true\n          didHighlightItemAt: true\n          didUnhighlightItemAt: true\n          shouldSelectItemAt: true"
    let (_, log) = try tracedRun(scene(keys, touches: "  - tap: [50, 50]"))
    #expect(
      log.filter { $0.hasPrefix("Grid ") } == [
        "Grid shouldHighlightItemAt [0, 0] YES", "Grid didHighlightItemAt [0, 0]",
        "Grid didUnhighlightItemAt [0, 0]", "Grid shouldSelectItemAt [0, 0] YES",
        "Grid didSelectItemAt [0, 0]",
      ])
  }

  /// shouldHighlightItemAt false: no highlight and no selection; shouldSelectItemAt false: the
  /// highlight, but no selection (the items listed answer true, the others false).
  @Test func falseAnswers() throws {
    let (_, unlit) = try tracedRun(
      scene("shouldHighlightItemAt: false", touches: "  - tap: [50, 50]"))
    #expect(unlit.filter { $0.hasPrefix("Grid ") } == ["Grid shouldHighlightItemAt [0, 0] NO"])
    let (_, refused) = try tracedRun(
      scene("shouldSelectItemAt: [[0, 1]]", touches: "  - tap: [50, 50]\n  - tap: [160, 50]"))
    #expect(
      refused.filter { $0.hasPrefix("Grid ") } == [
        "Grid shouldSelectItemAt [0, 0] NO", "Grid shouldSelectItemAt [0, 1] YES",
        "Grid didSelectItemAt [0, 1]",
      ])
  }

  /// With multiple selection a tap on a selected item deselects it: shouldDeselectItemAt, then
  /// didDeselectItemAt; answered false, it stays selected.
  @Test func deselection() throws {
    let keys =
      "allowsMultipleSelection: true\n          didDeselectItemAt: true\n          shouldDeselectItemAt: true"
    let twice = "  - tap: [50, 50]\n  - wait: 0.5\n  - tap: [50, 50]"
    let (_, log) = try tracedRun(scene(keys, touches: twice))
    #expect(
      log.filter { $0.hasPrefix("Grid ") } == [
        "Grid didSelectItemAt [0, 0]", "Grid shouldDeselectItemAt [0, 0] YES",
        "Grid didDeselectItemAt [0, 0]",
      ])
    let (_, kept) = try tracedRun(
      scene(
        keys.replacingOccurrences(
          of: "shouldDeselectItemAt: true", with: "shouldDeselectItemAt: false"),
        touches: twice))
    #expect(!kept.contains("Grid didDeselectItemAt [0, 0]"))
  }

  /// The table's names are not a collection view's, nor the other way round (did you mean).
  @Test func namesByClass() {
    let rowKey = controlErrors(scene("shouldHighlightRowAt: false", touches: "  - wait: 0.1"))
    #expect(rowKey.first?.contains("'shouldHighlightRowAt' is only for a UITableView") == true)
    let noDelegate = controlErrors(
      scene("didHighlightItemAt: true", touches: "  - wait: 0.1").replacingOccurrences(
        of: "delegate: Grid", with: "logs: true"))
    #expect(noDelegate.first?.contains("give it a 'delegate'") == true)
  }
}
