import Foundation

extension UINavigationItem {
  /// UIKit's `UINavigationItem.BackButtonDisplayMode` (iOS 14).
  public enum BackButtonDisplayMode: String, Sendable, CaseIterable {
    /// Apple (BackButtonDisplayMode.default): "backButtonTitle, title, a generic title, such as
    /// Back, no title", the most appropriate for the space available.
    case `default`
    /// Apple (.generic): "A generic title, such as Back … This display mode ignores the values of
    /// the title and backButtonTitle properties."
    case generic
    /// Apple (.minimal): the back indicator image only, no title.
    case minimal
  }

  /// UIKit's `UINavigationItem.LargeTitleDisplayMode` (iOS 11).
  public enum LargeTitleDisplayMode: String, Sendable, CaseIterable {
    /// Apple (.automatic): "Inherit the display mode from the previous navigation item."
    case automatic
    /// Apple (.always): "Always display a large title."
    case always
    /// Apple (.never): "Never display a large title."
    case never
  }

  /// The title of the back button the NEXT controller's bar shows when this item is second from
  /// the top (Apple, UINavigationBar.backItem), nil for no title:
  /// - Apple (backBarButtonItem): "If you want to specify a custom title or image for the Back
  ///   button, you can assign a custom bar button item … When this property is nil, the
  ///   navigation item determines the title of its Back button according to its
  ///   backButtonDisplayMode"; an item without a title (an image) shows none.
  /// - Apple (backButtonTitle): the title "when the Back button appears in the navigation bar of
  ///   the next view controller"; then the item's title; then "Back" (UINavigationItem.title:
  ///   "If the value of this property is nil, the system uses the string 'Back'").
  /// The engine measures no text, so `default` never falls back for want of space (EngineRules,
  /// "Where Apple is silent").
  func backButtonTitle(controllerTitle: String?) -> String? {
    if let item = backBarButtonItem { return item.title }
    switch backButtonDisplayMode {
    case .default: return backButtonTitle ?? controllerTitle ?? "Back"
    case .generic: return "Back"
    case .minimal: return nil
    }
  }
}
