import TouchTraceTrace

/// The engine's side of a declared class (`ViewClass.declaration`): the object that behaves as it.
/// One line a class; the compiler checks that every declared class has one.
extension ViewClass {
  /// A new engine view of this class.
  public func make(id: String, constants: TouchConstants = .standard) -> UIView {
    engine.make(id, constants)
  }

  /// Whether `view` is of this class, its subclasses included (Swift's `is`).
  public func isInstance(_ view: UIView) -> Bool { engine.isInstance(view) }

  private struct EngineClass {
    let make: (String, TouchConstants) -> UIView
    let isInstance: (UIView) -> Bool

    init<View: UIView>(_ make: @escaping (String, TouchConstants) -> View) {
      self.make = make
      self.isInstance = { $0 is View }
    }
    init<View: UIView>(_ make: @escaping (String) -> View) {
      self.init { id, _ in make(id) }
    }
  }

  private var engine: EngineClass {
    switch self {
    case .view: EngineClass { UIView(id: $0) }
    case .control: EngineClass { UIControl(id: $0) }
    case .button: EngineClass { UIButton(id: $0) }
    case .switch: EngineClass { UISwitch(id: $0, size: $1.switchSize) }
    case .slider: EngineClass { UISlider(id: $0) }
    case .segmentedControl: EngineClass { UISegmentedControl(id: $0) }
    case .stepper: EngineClass { UIStepper(id: $0) }
    case .pageControl: EngineClass { UIPageControl(id: $0) }
    case .textField: EngineClass { UITextField(id: $0) }
    case .label: EngineClass { UILabel(id: $0) }
    case .imageView: EngineClass { UIImageView(id: $0) }
    case .progressView: EngineClass { UIProgressView(id: $0) }
    case .refreshControl: EngineClass { UIRefreshControl(id: $0) }
    case .scrollView: EngineClass { UIScrollView(id: $0) }
    case .tableView: EngineClass { UITableView(id: $0) }
    case .collectionView: EngineClass { UICollectionView(id: $0) }
    case .textView: EngineClass { UITextView(id: $0) }
    case .tableViewCell: EngineClass { UITableViewCell(id: $0) }
    case .collectionViewCell: EngineClass { UICollectionViewCell(id: $0) }
    case .stackView: EngineClass { UIStackView(id: $0) }
    case .visualEffectView: EngineClass { UIVisualEffectView(id: $0) }
    case .pickerView: EngineClass { UIPickerView(id: $0) }
    case .datePicker: EngineClass { UIDatePicker(id: $0) }
    case .searchBar: EngineClass { UISearchBar(id: $0) }
    }
  }
}
