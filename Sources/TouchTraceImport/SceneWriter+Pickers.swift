/// The classes whose insides the engine makes (issue 33): a picker's wheels, a date picker's
/// `_UIDatePickerView`, a search bar's `UISearchTextField` and Cancel button. A dump prints
/// UIKit's own views inside them; the scene leaves those out, as the engine makes its own, and
/// keeps what they say (a printed Cancel button is `showsCancelButton: true`).
extension SceneWriter {
  static let madeByEngine: Set<String> = ["UIPickerView", "UIDatePicker", "UISearchBar"]

  /// Whether `child`, printed inside a view that behaves as `behaviour`, is one of UIKit's
  /// own views the engine makes itself.
  func isMadeByEngine(_ child: Int, in behaviour: String) -> Bool {
    Self.madeByEngine.contains(behaviour) && UIKitClasses.isUIKit(views[child].className)
  }

  /// The keys a dump's UIKit insides say: a search bar with a Cancel button (UIKit's
  /// `UINavigationButton` through iOS 12, `_UISearchBarCancelButton`… later) shows it.
  func engineInsideLines(_ index: Int, behaviour: String) -> [String] {
    if behaviour == "UITableView" { return tableEditingLines(index) }
    if Self.isNavigationBar(views[index]) { return navigationBarLines(index) }
    guard behaviour == "UISearchBar" else { return [] }
    var stack = views[index].subviews
    while let next = stack.popLast() {
      let name = views[next].className
      if name == "UINavigationButton" || name.contains("CancelButton") {
        return ["showsCancelButton: true  # its Cancel button was printed"]
      }
      stack += views[next].subviews
    }
    return []
  }
}
