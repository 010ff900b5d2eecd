import Foundation
import TouchTraceEngine
import TouchTraceTrace

/// The builder's side of UIKit's everyday classes: the class's own settings, the content views
/// UIKit makes, and the layout of stacks, rows and items.
extension SceneBuilder {
  /// The views UIKit makes inside this one (`CELL.contentView`, `EFFECT.contentView`).
  static func generatedSubviews(of v: UIView) -> [UIView] {
    if let cell = v as? UICell { return [cell.contentView] }
    if let effect = v as? UIVisualEffectView { return [effect.contentView] }
    return []
  }

  /// The class keys the scene gives, in `ViewKeys`' order, each through its declaration.
  static func apply(_ properties: ViewProperties, to view: UIView) {
    view.canBecomeFirstResponderSetting = properties.canBecomeFirstResponder
    (view as? UITextField)?.textFieldShouldReturn = properties.textFieldShouldReturn
    guard !properties.values.isEmpty else { return }
    for key in ViewKeys.all {
      if let value = properties[key.name] { key.apply(value, to: view) }
    }
  }

  /// Places what the scene left unplaced: a stack's arranged subviews, a table's rows, a
  /// collection's items (and a cell's default index path, [0, its index among the cells]).
  static func layOut(_ v: UIView, _ spec: ViewSpec, _ constants: TouchConstants) {
    func rect(_ r: Rect?) -> CGRect? { r.map(CGRect.init) }
    func size(_ s: Size?) -> CGSize? { s.map { CGSize(width: $0.width, height: $0.height) } }
    let subs = spec.subviews
    switch v {
    case let stack as UIStackView:
      stack.layoutArrangedSubviews(
        placed: subs.map { $0.frame != nil || $0.center != nil },
        sizes: subs.map { size($0.size) ?? rect($0.frame)?.size }, constants: constants)
    case let list as UICellContainerView:
      let cells = list.cells
      let subs = subs.filter(\.class.isCell)
      for (i, cell) in cells.enumerated() where i < subs.count {
        cell.indexPath = subs[i].properties.indexPath ?? [0, i]
      }
      let frames: [CGRect?] = zip(subs, cells).map { s, c in
        s.frame != nil || s.center != nil ? c.frame : nil
      }
      // A table's rows, and a list's (collectionViewLayout: list, UICollectionLayoutListConfiguration).
      if list is UITableView || spec.properties["collectionViewLayout"] == .choice("list") {
        list.layoutRows(
          frames: frames, heights: subs.map { $0.size?.height },
          contentSizeGiven: spec.contentSize != nil,
          rowHeight: spec.properties.rowHeight ?? constants.tableRowHeight)
      } else if let collection = list as? UICollectionView {
        collection.layoutItems(
          frames: frames, sizes: subs.map { size($0.size) },
          contentSizeGiven: spec.contentSize != nil, constants: constants)
      }
    default: break
    }
  }
}
