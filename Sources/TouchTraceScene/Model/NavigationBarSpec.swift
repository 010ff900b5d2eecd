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
  /// `searchController`: the navigation item's UISearchController (SceneReader+SearchController).
  public var searchController: SearchControllerSpec?
  public var hidesSearchBarWhenScrolling = true
  public init() {}
}

/// A navigation item's `searchController`: its id, the ids of its delegate and results updater,
/// and its flags (Apple's defaults: all true).
public struct SearchControllerSpec: Sendable, Equatable {
  public var id: String
  public var delegate: String?
  public var searchResultsUpdater: String?
  /// `searchBar: {delegate}`: the id of the search bar's UISearchBarDelegate.
  public var searchBarDelegate: String?
  public var obscuresBackgroundDuringPresentation = true
  public var hidesNavigationBarDuringPresentation = true
  public var automaticallyShowsCancelButton = true
  public var location: SourceLocation?
  public init(id: String) { self.id = id }
}
