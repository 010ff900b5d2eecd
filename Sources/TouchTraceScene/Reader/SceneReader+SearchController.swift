import TouchTraceEngine
import TouchTraceTrace
import Yams

/// A navigation item's `searchController` (issue 33, item 8; UISearchController.swift) and
/// `hidesSearchBarWhenScrolling`.
extension SceneKeys {
  static let navigationItemSearchKeys = ["searchController", "hidesSearchBarWhenScrolling"]
  static let searchController = [
    "id", "delegate", "searchResultsUpdater", "obscuresBackgroundDuringPresentation",
    "hidesNavigationBarDuringPresentation", "automaticallyShowsCancelButton", "searchBar",
  ]
  /// What a scene sets on the search controller's `searchBar`.
  static let searchControllerSearchBar = ["delegate"]
}

extension SceneReader {
  /// `navigationItem: {searchController: {id, delegate, searchResultsUpdater, ...},
  /// hidesSearchBarWhenScrolling}`. The search controller's id is a controller's; its search bar
  /// is the view `ID.searchBar`, its dimming tap the recognizer `ID.dimmingView.tap`.
  func navigationItemSearch(_ item: Fields, into out: inout NavigationItemBarSpec) {
    if let n = item["hidesSearchBarWhenScrolling"],
      let b = yaml.bool(n, "hidesSearchBarWhenScrolling")
    {
      out.hidesSearchBarWhenScrolling = b
    }
    guard let node = item["searchController"],
      let f = yaml.mapping(node, what: "a 'searchController'", keys: SceneKeys.searchController),
      let id = declaredID(f, as: .controller, what: "a 'searchController'")
    else { return }
    var spec = SearchControllerSpec(id: id)
    spec.location = yaml.location(node)
    ids.declare(id + ".searchBar", .view, at: spec.location)
    ids.declare(id + ".dimmingView.tap", .recognizer, at: spec.location)
    for key in ["delegate", "searchResultsUpdater"] {
      guard let n = f[key], let target = yaml.identifier(n, key) else { continue }
      ids.refer(to: target, as: .responder, key: key, at: yaml.location(n))
      if key == "delegate" { spec.delegate = target } else { spec.searchResultsUpdater = target }
    }
    if let n = f["searchBar"],
      let bar = yaml.mapping(
        n, what: "a search controller's 'searchBar'", keys: SceneKeys.searchControllerSearchBar),
      let d = bar["delegate"], let target = yaml.identifier(d, "delegate")
    {
      ids.refer(to: target, as: .responder, key: "delegate", at: yaml.location(d))
      spec.searchBarDelegate = target
    }
    func flag(_ key: String, _ path: WritableKeyPath<SearchControllerSpec, Bool>) {
      if let n = f[key], let b = yaml.bool(n, key) { spec[keyPath: path] = b }
    }
    flag("obscuresBackgroundDuringPresentation", \.obscuresBackgroundDuringPresentation)
    flag("hidesNavigationBarDuringPresentation", \.hidesNavigationBarDuringPresentation)
    flag("automaticallyShowsCancelButton", \.automaticallyShowsCancelButton)
    out.searchController = spec
  }
}
