import TouchTraceEngine

/// The builder's side of the classes with a `delegate` key: tables and collections, pickers and
/// search bars.
extension SceneBuilder {
  /// Wires `delegate` to the view's UIKit `delegate` property.
  static func setDelegate(_ delegate: UIResponder, of view: UIView) {
    switch view {
    case let list as UICellContainerView: list.delegate = delegate
    case let picker as UIPickerView: picker.delegate = delegate
    case let bar as UISearchBar: bar.delegate = delegate
    case let field as UITextField: field.delegate = delegate
    default: break
    }
  }
}
