import TouchTraceEngine
import Yams

/// Delegate answers that depend on the touch, in the one form real delegates most often take:
/// `shouldReceiveTouch: {unlessTouchedViewIs: [UIControl]}` — NO when `touch.view` is a control
/// (the common fix that keeps a tap recognizer off the buttons under it), else YES.
extension SceneReader {
  /// `true` / `false`, or `{unlessTouchedViewIs: [classes]}`.
  func touchAnswer(_ node: Node, _ name: String) -> (Bool?, [ViewClass]?) {
    if case .mapping = node {
      guard let f = r.mapping(node, what: "'\(name)'", keys: SceneKeys.touchAnswer) else {
        return (nil, nil)
      }
      guard let n = f["unlessTouchedViewIs"], let list = r.sequence(n, "unlessTouchedViewIs") else {
        r.error("'\(name)' needs 'unlessTouchedViewIs' (a list of UIKit classes)", at: node)
        return (nil, nil)
      }
      if list.isEmpty { r.error("'unlessTouchedViewIs' needs at least one class", at: n) }
      return (nil, list.compactMap { r.choice($0, "unlessTouchedViewIs", ViewClass.self) })
    }
    guard case .scalar(let s) = node, case .bool(let b) = ScalarValue(s) else {
      r.error(
        "expected true, false or {unlessTouchedViewIs: [UIControl]} for '\(name)', found \(r.describe(node))",
        at: node)
      return (nil, nil)
    }
    return (b, nil)
  }
}

extension SceneBuilder {
  /// Whether a view is of any of these UIKit classes, its subclasses included (Swift's `is`).
  static func isAny(_ classes: [ViewClass]) -> (UIView) -> Bool {
    { v in classes.contains { isKind(v, $0) } }
  }

  static func isKind(_ v: UIView, _ cls: ViewClass) -> Bool {
    switch cls {
    case .view: true
    case .control: v is UIControl
    case .button: v is UIButton
    case .switch: v is UISwitch
    case .slider: v is UISlider
    case .segmentedControl: v is UISegmentedControl
    case .stepper: v is UIStepper
    case .pageControl: v is UIPageControl
    case .textField: v is UITextField
    case .label: v is UILabel
    case .imageView: v is UIImageView
    case .scrollView: v is UIScrollView
    case .tableView: v is UITableView
    case .collectionView: v is UICollectionView
    case .textView: v is UITextView
    case .tableViewCell: v is UITableViewCell
    case .collectionViewCell: v is UICollectionViewCell
    case .stackView: v is UIStackView
    case .visualEffectView: v is UIVisualEffectView
    }
  }
}
