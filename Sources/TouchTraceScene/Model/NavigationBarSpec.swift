import TouchTraceEngine

/// A navigation controller's bar settings: `isNavigationBarHidden`, `hidesBarsOnTap`,
/// `hidesBarsOnSwipe` and `navigationBar: {prefersLargeTitles}` (SceneReader+NavigationBar.swift).
public struct NavigationBarSpec: Sendable, Equatable {
  public var isNavigationBarHidden = false
  public var hidesBarsOnTap = false
  public var hidesBarsOnSwipe = false
  public var prefersLargeTitles = false
  public init() {}
}

/// What a controller's `navigationItem` says about the back button the next controller's bar
/// shows and about its own large title.
public struct NavigationItemBarSpec: Sendable, Equatable {
  /// `backBarButtonItem: {title}`: present with a nil title means an item without a title.
  public var hasBackBarButtonItem = false
  public var backBarButtonItemTitle: String?
  public var backButtonTitle: String?
  public var backButtonDisplayMode = UINavigationItem.BackButtonDisplayMode.default
  public var largeTitleDisplayMode = UINavigationItem.LargeTitleDisplayMode.automatic
  public init() {}
}
