import Foundation

/// What UITableView and UICollectionView share: a scroll view of cells that highlights the cell
/// under a finger while it is down and, when the touch ends without having been cancelled (by a
/// scroll, or a recognizer), selects it: the `delegate` gets `didSelectRowAt` / `didSelectItemAt`.
/// The selection happens in the view's own `touches…` methods, which the cell's touches reach
/// up the responder chain; a control in a cell keeps its touches, so it selects nothing. Inside
/// the scroll view's content-touch delay (`delaysContentTouches`) the highlight waits until
/// `TouchConstants.contentTouchDelay` has passed or the finger lifts, as UIKit's does.
open class UICellContainerView: UIScrollView {
  /// The responder that gets `didSelect…` (UIKit's `delegate`).
  public weak var delegate: UIResponder?
  /// false: a touch on a cell neither highlights nor selects it (Apple, UITableView and
  /// UICollectionView `allowsSelection`: users "can't select" cells; that no highlight shows
  /// either is the stock cells' behaviour, see "Where Apple is silent").
  public var allowsSelection = true
  /// Apple, UITableView.allowsMultipleSelection: "determines whether users can select more than
  /// one row outside of editing mode"; a tap on a selected row deselects it.
  public var allowsMultipleSelection = false
  /// Apple, UITableView.isEditing: "A Boolean value that determines whether the table view is in
  /// editing mode" (TableEditing.swift).
  public internal(set) var isEditing = false
  /// Apple, UITableView.allowsSelectionDuringEditing: whether users can select rows in editing
  /// mode; "The default value of this property is false."
  public var allowsSelectionDuringEditing = false
  /// What the delegate implements of the highlight and selection methods (CellSelection.swift).
  public var selectionAnswers = CellSelectionAnswers()
  /// UIKit's `indexPathsForSelectedRows` / `indexPathsForSelectedItems`, in the order selected.
  public internal(set) var indexPathsForSelectedRows: [[Int]] = []
  private var pressed: [ObjectIdentifier: UICell] = [:]

  /// `didSelectRowAt` or `didSelectItemAt`.
  open var selectMethod: String { delegateMethod("didSelect") }
  /// `Row` or `Item`, as UIKit's delegate methods name a cell.
  open var itemNoun: String { "Row" }

  /// The cell of ours that holds `view`, if any.
  func cell(holding view: UIView?) -> UICell? {
    var v = view
    while let current = v, current !== self {
      if let cell = current as? UICell, cell.superview === self { return cell }
      v = current.superview
    }
    return nil
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches.sorted(by: { $0.id < $1.id }) {
      guard selectsOnTouch, let cell = cell(holding: touch.view),
        highlightForTouch(cell, event)
      else { continue }
      pressed[ObjectIdentifier(touch)] = cell
    }
    super.touchesBegan(touches, with: event)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches.sorted(by: { $0.id < $1.id }) {
      guard let cell = pressed.removeValue(forKey: ObjectIdentifier(touch)) else { continue }
      selectForTouch(cell, event)
    }
    super.touchesEnded(touches, with: event)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches.sorted(by: { $0.id < $1.id }) {
      guard let cell = pressed.removeValue(forKey: ObjectIdentifier(touch)) else { continue }
      cell.setHighlighted(false, event)
      // A scroll takes the touch: the highlight goes, and nothing is selected.
      if selectionAnswers.didUnhighlight {
        event?.recorder.select(
          self, indexPath: cell.indexPath, delegate: delegate?.id,
          method: delegateMethod("didUnhighlight"))
      }
    }
    super.touchesCancelled(touches, with: event)
  }

  /// Its rows' swipe actions (SwipeActionController.swift): nil when no row has any.
  public internal(set) var swipeActionController: UISwipeActionController?

  /// Places the cells whose frame the scene left out: full width, one under another; the content
  /// size follows the rows unless it was given. `heights[i]` nil: `rowHeight` (the table's own, or
  /// `TouchConstants.tableRowHeight`).
  public func layoutRows(
    frames: [CGRect?], heights: [Double?], contentSizeGiven: Bool,
    rowHeight: Double = TouchConstants.standard.tableRowHeight
  ) {
    var y = 0.0
    for (i, cell) in cells.enumerated() {
      if let frame = frames[i] {
        cell.frame = frame
      } else {
        cell.frame = CGRect(
          x: 0, y: y, width: bounds.width, height: heights[i] ?? rowHeight)
      }
      y = max(y, cell.frame.maxY)
    }
    if !contentSizeGiven { contentSize = CGSize(width: bounds.width, height: y) }
  }

  /// The cells, in the order they were added.
  public var cells: [UICell] { subviews.compactMap { $0 as? UICell } }
}

/// UIKit's `UITableView`: rows one under another, `TouchConstants.tableRowHeight` tall unless a
/// cell's frame or size says otherwise; the delegate gets `tableView(_:didSelectRowAt:)`.
open class UITableView: UICellContainerView {
  open override var className: String { "UITableView" }

  /// A table bounces vertically even when its rows fit: a long vertical drag scrolls it (and
  /// springs back), so no row is selected. UIKit's table sets `alwaysBounceVertical` itself: an
  /// Interface Builder table view is saved with `alwaysBounceVertical="YES"` (a storyboard's
  /// stock table, github.com/fightingwalrus/iGCS pull 159), and a table of few rows bounces on
  /// the device (device reports).
  public override init(id: String, frame: CGRect = .zero) {
    super.init(id: id, frame: frame)
    alwaysBounceVertical = true
  }
  /// What its data source and delegate answer about editing mode (TableEditing.swift).
  public internal(set) var editingAnswers = TableEditingAnswers()
}

/// UIKit's `UICollectionView` with a flow layout: items left to right in lines, wrapping, with
/// UICollectionViewFlowLayout's defaults (`TouchConstants.collectionItemSize`, `collectionSpacing`);
/// the delegate gets `collectionView(_:didSelectItemAt:)`.
open class UICollectionView: UICellContainerView {
  open override var className: String { "UICollectionView" }
  open override var itemNoun: String { "Item" }
  /// UIKit's layouts a scene may give (`collectionViewLayout`): a flow layout, or a list
  /// (`UICollectionViewCompositionalLayout.list(using:)`, iOS 14), whose cells are full-width
  /// rows, laid out as a table's (`layoutRows`), which may have swipe actions.
  public enum Layout: String, Sendable, CaseIterable {
    case flow, list
  }
  public var collectionViewLayout = Layout.flow

  /// Flows the cells whose frame the scene left out; `sizes[i]` nil: the default item size.
  public func layoutItems(
    frames: [CGRect?], sizes: [CGSize?], contentSizeGiven: Bool,
    constants: TouchConstants = .standard
  ) {
    let gap = constants.collectionSpacing
    var x = 0.0
    var y = 0.0
    var lineHeight = 0.0
    var bottom = 0.0
    for (i, cell) in cells.enumerated() {
      if let frame = frames[i] {
        cell.frame = frame
      } else {
        let d = constants.collectionItemSize
        let size = sizes[i] ?? CGSize(width: d, height: d)
        if x > 0, x + size.width > bounds.width {
          x = 0
          y += lineHeight + gap
          lineHeight = 0
        }
        cell.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        x += size.width + gap
        lineHeight = max(lineHeight, size.height)
      }
      bottom = max(bottom, cell.frame.maxY)
    }
    if !contentSizeGiven { contentSize = CGSize(width: bounds.width, height: bottom) }
  }
}

/// What UITableViewCell and UICollectionViewCell share: UIKit's `contentView`, which holds the
/// cell's subviews and fills it, and the cell's `indexPath` in its table or collection view.
open class UICell: UIView {
  public let contentView: UIView
  public var indexPath: [Int] = [0, 0]
  public private(set) var isHighlighted = false
  /// UIKit's `isSelected`: the table or collection view sets it as its selection changes.
  public internal(set) var isSelected = false

  public override init(id: String, frame: CGRect = .zero) {
    contentView = GeneratedView(id: id + ".contentView", className: Self.contentViewClass)
    super.init(id: id, frame: frame)
    addSubview(contentView)
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
  }

  class var contentViewClass: String { "UIView" }

  /// The content view keeps filling the cell.
  public override var bounds: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
  }

  func setHighlighted(_ value: Bool, _ event: UIEvent?) {
    guard value != isHighlighted else { return }
    isHighlighted = value
    event?.recorder.highlight(self, value)
  }
}

open class UITableViewCell: UICell {
  open override var className: String { "UITableViewCell" }
  override class var contentViewClass: String { "UITableViewCellContentView" }
  /// Apple, UITableViewCell.isEditing: "A Boolean value that indicates whether the cell is in an
  /// editable state"; its table sets it with its own (TableEditing.swift).
  public internal(set) var isEditing = false
  /// Apple, UITableViewCell.editingStyle: "The editing style of the cell" (the table's delegate
  /// answers it, `editingStyleForRowAt`).
  public internal(set) var editingStyle = EditingStyle.none
  /// Apple, UITableViewCell.showsReorderControl: whether it shows the reorder control in editing
  /// mode (the data source's `canMoveRowAt`).
  public internal(set) var showsReorderControl = false
  /// UIKit's private editing controls, subviews of the cell while it edits.
  var editControl: UITableViewCellEditControl?
  var reorderControl: UITableViewCellReorderControl?
}

open class UICollectionViewCell: UICell {
  open override var className: String { "UICollectionViewCell" }
}
