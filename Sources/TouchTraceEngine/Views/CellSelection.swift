import Foundation
import TouchTraceTrace

/// What a table's or collection view's delegate implements of the highlight and selection
/// methods, and what it answers. UIKit calls an optional method only when the delegate responds
/// to it, so a method left out here is neither called nor logged; `didSelectRowAt` /
/// `didSelectItemAt` is always called on a delegate.
public struct CellSelectionAnswers {
  /// `tableView(_:shouldHighlightRowAt:)`: nil, not implemented (UIKit's answer: true).
  public var shouldHighlight: (([Int]) -> Bool)?
  /// `tableView(_:didHighlightRowAt:)` and `didUnhighlightRowAt` are implemented (logged).
  public var didHighlight = false
  public var didUnhighlight = false
  /// `tableView(_:willSelectRowAt:)`: the row to select instead, or nil for none.
  public var willSelect: (([Int]) -> [Int]?)?
  /// `tableView(_:willDeselectRowAt:)`: the row to deselect instead, or nil for none.
  public var willDeselect: (([Int]) -> [Int]?)?
  /// `tableView(_:didDeselectRowAt:)` is implemented (logged).
  public var didDeselect = false
  /// UICollectionViewDelegate's `collectionView(_:shouldSelectItemAt:)` and
  /// `shouldDeselectItemAt`: nil, not implemented (UIKit's answer: true).
  public var shouldSelect: (([Int]) -> Bool)?
  public var shouldDeselect: (([Int]) -> Bool)?

  public init(
    shouldHighlight: (([Int]) -> Bool)? = nil, didHighlight: Bool = false,
    didUnhighlight: Bool = false, willSelect: (([Int]) -> [Int]?)? = nil,
    willDeselect: (([Int]) -> [Int]?)? = nil, didDeselect: Bool = false
  ) {
    (self.shouldHighlight, self.didHighlight, self.didUnhighlight) =
      (shouldHighlight, didHighlight, didUnhighlight)
    (self.willSelect, self.willDeselect, self.didDeselect) = (willSelect, willDeselect, didDeselect)
  }
}

extension UICellContainerView {
  /// UIKit's name for a delegate method of this view: `Row` in a table, `Item` in a
  /// collection view (`shouldHighlightRowAt`, `shouldHighlightItemAt`).
  func delegateMethod(_ verb: String) -> String { verb + itemNoun + "At" }

  /// Whether a touch on a cell may highlight it: Apple, UITableView.allowsSelection "controls
  /// whether rows can be selected when not in editing mode", allowsSelectionDuringEditing when
  /// in it ("The default value of this property is false").
  var selectsOnTouch: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

  /// Touch down on `cell` (after the scroll view's `delaysContentTouches` wait, as its touches
  /// reach the table then): the delegate is asked `shouldHighlightRowAt`, and the cell
  /// highlights, `didHighlightRowAt`. Apple, collectionView(_:shouldHighlightItemAt:): "If you
  /// return false in your implementation, the cell does not get highlighted and the system
  /// bypasses the entire selection process"; "If you return true, isHighlighted is set to true,
  /// collectionView(_:didHighlightItemAt:) is called". Returns whether the cell was highlighted.
  func highlightForTouch(_ cell: UICell, _ event: UIEvent?) -> Bool {
    let recorder = event?.recorder
    if let should = selectionAnswers.shouldHighlight {
      let answer = should(cell.indexPath)
      call("shouldHighlight", cell.indexPath, answer: answer, recorder)
      guard answer else { return false }
    }
    cell.setHighlighted(true, event)
    if selectionAnswers.didHighlight { call("didHighlight", cell.indexPath, recorder) }
    return true
  }

  /// Touch up on a highlighted `cell`: the highlight goes (`didUnhighlightRowAt`), then the
  /// selection changes. Where Apple is silent: the unhighlight comes before `willSelectRowAt`.
  func selectForTouch(_ cell: UICell, _ event: UIEvent?) {
    cell.setHighlighted(false, event)
    let recorder = event?.recorder
    if selectionAnswers.didUnhighlight { call("didUnhighlight", cell.indexPath, recorder) }
    if allowsMultipleSelection, cell.isSelected {
      // Apple, UITableView.allowsMultipleSelection: with it, a tap on a selected row deselects
      // it (willDeselectRowAt, didDeselectRowAt), and selects nothing.
      deselect(cell.indexPath, recorder)
      return
    }
    var target = cell.indexPath
    if let should = selectionAnswers.shouldSelect {
      // Apple, collectionView(_:shouldSelectItemAt:): "true if the item should be selected or
      // false if it should not."
      let answer = should(target)
      call("shouldSelect", target, answer: answer, recorder)
      guard answer else { return }
    }
    if let will = selectionAnswers.willSelect {
      // Apple, tableView(_:willSelectRowAt:): "An index-path object that confirms or alters the
      // selected row. Return an NSIndexPath object other than indexPath if you want another cell
      // to be selected. Return nil if you don't want the row selected."
      let answer = will(target)
      call("willSelect", target, returns: answer, recorder)
      guard let answer else { return }
      target = answer
    }
    // A device report (iter01.com/128615): selecting a new row while another is selected
    // prints willSelect(new), willDeselect(old), didDeselect(old), didSelect(new).
    if !allowsMultipleSelection {
      for old in indexPathsForSelectedRows where old != target { deselect(old, recorder) }
    }
    if !indexPathsForSelectedRows.contains(target) { indexPathsForSelectedRows.append(target) }
    cellAt(target)?.isSelected = true
    recorder?.select(self, indexPath: target, delegate: delegate?.id, method: selectMethod)
    // Apple, tableView(_:didSelectRowAt:): "Tells the delegate a row is selected"; what the
    // delegate does then (push a detail screen) is the scene's `navigation`.
    delegate?.performNavigation(for: selectMethod, recorder)
  }

  /// Deselects the row at `path` as a touch does: `willDeselectRowAt` (its answer may name
  /// another row, or none: Apple, tableView(_:willDeselectRowAt:), "Return nil if you don't want
  /// the row deselected"), then `didDeselectRowAt`.
  private func deselect(_ path: [Int], _ recorder: TraceRecorder?) {
    var target = path
    if let should = selectionAnswers.shouldDeselect {
      // Apple, collectionView(_:shouldDeselectItemAt:): "true if the item should be deselected
      // or false if it should not."
      let answer = should(path)
      call("shouldDeselect", path, answer: answer, recorder)
      guard answer else { return }
    }
    if let will = selectionAnswers.willDeselect {
      let answer = will(path)
      call("willDeselect", path, returns: answer, recorder)
      guard let answer else { return }
      target = answer
    }
    guard let index = indexPathsForSelectedRows.firstIndex(of: target) else { return }
    indexPathsForSelectedRows.remove(at: index)
    cellAt(target)?.isSelected = false
    if selectionAnswers.didDeselect { call("didDeselect", target, recorder) }
  }

  /// The cell at `path`, if the view has it.
  func cellAt(_ path: [Int]) -> UICell? { cells.first { $0.indexPath == path } }

  /// Logs a delegate method called about the row at `path`, with its answer.
  private func call(
    _ verb: String, _ path: [Int], answer: Bool? = nil, returns: [Int]?? = .none,
    _ recorder: TraceRecorder?
  ) {
    var note: String?
    if case .some(let returned) = returns {
      note =
        "returns " + (returned.map { "[\($0.map(String.init).joined(separator: ", "))]" } ?? "nil")
    }
    recorder?.select(
      self, indexPath: path, delegate: delegate?.id, method: delegateMethod(verb), note: note,
      answer: answer)
  }
}
