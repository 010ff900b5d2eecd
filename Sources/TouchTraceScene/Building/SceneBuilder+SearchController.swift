import TouchTraceEngine
import TouchTraceTrace

extension SceneBuilder {
  /// A navigation item's search controller, made with its flags; its delegate and results
  /// updater are wired once every responder is made (`wireSearchControllers`).
  mutating func makeSearchController(_ spec: SearchControllerSpec) -> UISearchController {
    let search = UISearchController(id: spec.id)
    search.obscuresBackgroundDuringPresentation = spec.obscuresBackgroundDuringPresentation
    search.hidesNavigationBarDuringPresentation = spec.hidesNavigationBarDuringPresentation
    search.automaticallyShowsCancelButton = spec.automaticallyShowsCancelButton
    searchControllers.append((search, spec))
    return search
  }

  /// The search controllers join the scene's responders (a `navigation` may name one).
  mutating func registerSearchControllers() throws {
    for (search, spec) in searchControllers { try register(search, spec.location) }
  }

  func wireSearchControllers() throws {
    for (search, spec) in searchControllers {
      search.delegate = try spec.delegate.map { try lookup($0, in: responders, spec.location) }
      search.searchResultsUpdater = try spec.searchResultsUpdater.map {
        try lookup($0, in: responders, spec.location)
      }
      search.searchBar.delegate = try spec.searchBarDelegate.map {
        try lookup($0, in: responders, spec.location)
      }
    }
  }
}
