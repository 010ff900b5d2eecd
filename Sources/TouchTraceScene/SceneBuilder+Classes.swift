import Foundation
import TouchTraceEngine
import TouchTraceTrace

/// The builder's side of UIKit's everyday classes: the engine object for each class, the class's
/// own settings, the content views UIKit makes, and the layout of stacks, rows and items.
extension SceneBuilder {
  static func make(_ cls: ViewClass, _ id: String, _ constants: TouchConstants) -> UIView {
    switch cls {
    case .view: UIView(id: id)
    case .control: UIControl(id: id)
    case .button: UIButton(id: id)
    case .switch: UISwitch(id: id, size: constants.switchSize)
    case .slider: UISlider(id: id)
    case .segmentedControl: UISegmentedControl(id: id)
    case .stepper: UIStepper(id: id)
    case .pageControl: UIPageControl(id: id)
    case .textField: UITextField(id: id)
    case .label: UILabel(id: id)
    case .imageView: UIImageView(id: id)
    case .scrollView: UIScrollView(id: id)
    case .tableView: UITableView(id: id)
    case .collectionView: UICollectionView(id: id)
    case .textView: UITextView(id: id)
    case .tableViewCell: UITableViewCell(id: id)
    case .collectionViewCell: UICollectionViewCell(id: id)
    case .stackView: UIStackView(id: id)
    case .visualEffectView: UIVisualEffectView(id: id)
    }
  }

  /// The views UIKit makes inside this one (`CELL.contentView`, `EFFECT.contentView`).
  static func generatedSubviews(of v: UIView) -> [UIView] {
    if let cell = v as? UICell { return [cell.contentView] }
    if let effect = v as? UIVisualEffectView { return [effect.contentView] }
    return []
  }

  static func apply(_ p: ViewProperties, to v: UIView) {
    v.canBecomeFirstResponderSetting = p.canBecomeFirstResponder
    switch v {
    case let b as UIButton: b.title = p.title
    case let s as UISwitch: s.isOn = p.isOn ?? false
    case let s as UISlider:
      if let x = p.minimumValue { s.minimumValue = x }
      if let x = p.maximumValue { s.maximumValue = x }
      if let x = p.value { s.value = x }
      if let x = p.isContinuous { s.isContinuous = x }
    case let s as UIStepper:
      if let x = p.minimumValue { s.minimumValue = x }
      if let x = p.maximumValue { s.maximumValue = x }
      if let x = p.value { s.value = x }
      if let x = p.stepValue { s.stepValue = x }
      if let x = p.autorepeat { s.autorepeat = x }
      if let x = p.isContinuous { s.isContinuous = x }
      if let x = p.wraps { s.wraps = x }
    case let s as UISegmentedControl:
      s.segments = p.segments ?? []
      if let x = p.isMomentary { s.isMomentary = x }
      if let i = p.selectedSegmentIndex { s.selectedSegmentIndex = i }
    case let c as UIPageControl:
      c.numberOfPages = p.numberOfPages ?? 0
      c.currentPage = p.currentPage ?? 0
    case let t as UITextField:
      t.text = p.text
      t.placeholder = p.placeholder
    case let t as UITextView: t.text = p.text
    case let l as UILabel: l.text = p.text
    case let s as UIStackView:
      if let x = p.axis { s.axis = x == .vertical ? .vertical : .horizontal }
      if let x = p.spacing { s.spacing = x }
      if let x = p.distribution { s.distribution = .init(rawValue: x.rawValue) ?? .fill }
      if let x = p.alignment {
        s.alignment =
          switch x {
          case .fill: .fill
          case .leading, .top: .leading
          case .center: .center
          case .trailing, .bottom: .trailing
          }
      }
    default: break
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
      if let table = list as? UITableView {
        table.layoutRows(
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
