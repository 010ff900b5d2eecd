import Foundation

/// UIKit's `UINavigationBar`, as a navigation controller makes it (`NAV.navigationBar`): it shows
/// the top controller's title and bar button items. It prints no log lines, like UIKit's other
/// views a container makes for itself.
public final class UINavigationBar: UIView {
  /// The bar's standard row: Apple's Human Interface Guidelines and every device print give a
  /// 44 pt navigation bar on iPhone (hacknicity.medium.com, "iPad Navigation Bar and Toolbar
  /// Height Changes in iOS 12": "the navigation bar and toolbar are 44 points tall").
  public static let standardHeight: Double = 44

  weak var navigationController: UINavigationController?

  /// Apple (UINavigationBar.prefersLargeTitles): "When this property is set to true, the
  /// navigation bar allows the title to be displayed out-of-line and using a larger font. The
  /// navigation item used to build the bar must specify whether it wants its title displayed in
  /// the large or small format" (`UINavigationItem.largeTitleDisplayMode`).
  public var prefersLargeTitles = false {
    didSet { navigationController?.navigationBarChanged() }
  }
  /// How much a large title adds under the standard row (`TouchConstants.largeTitleHeight`; the
  /// scene builder sets it from the scene's constants).
  public var largeTitleHeight = TouchConstants.standard.largeTitleHeight
  /// How tall a navigation item's search bar is under the row and large title
  /// (`TouchConstants.navigationSearchBarHeight`; the scene builder sets it).
  public var searchBarHeight = TouchConstants.standard.navigationSearchBarHeight

  /// UIKit's `_UINavigationBarLargeTitleView` (the view under the bar's standard row that holds
  /// the large title; a device's view hierarchy, github.com/niw gist "UINavigationBar on iOS 11"),
  /// made once large titles are preferred, in the bar while the top item shows one.
  public internal(set) var largeTitleView: UIView?

  public init(id: String) {
    super.init(id: id)
    isGenerated = true
    logs = false
  }
  public override var className: String { "UINavigationBar" }

  /// The top controller's title.
  var title: String? { navigationController?.topViewController?.title }

  /// The large title shows (in `largeTitleView`) instead of the standard row's.
  var showsLargeTitle: Bool { largeTitleView?.superview === self }

  /// The search bar the bar shows now (the top item's search controller's, while not moved into
  /// the search controller's view).
  var shownSearchBar: UISearchBar? { subviews.lazy.compactMap { $0 as? UISearchBar }.first }
}

/// UIKit's private view for a large title: it shows the top controller's title in the large
/// font; a touch on it goes up the chain to the bar (it handles none).
final class UINavigationBarLargeTitleView: GeneratedView {
  weak var bar: UINavigationBar?
  init(bar: UINavigationBar) {
    self.bar = bar
    super.init(id: bar.id + ".largeTitleView", className: "_UINavigationBarLargeTitleView")
  }
  var title: String? { bar?.title }
}
