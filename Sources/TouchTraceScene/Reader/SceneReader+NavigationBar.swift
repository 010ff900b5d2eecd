import TouchTraceEngine
import TouchTraceTrace
import Yams

/// The navigation bar beyond its back button (issue 33, item 2): a navigation controller's
/// `isNavigationBarHidden`, `hidesBarsOnTap`, `hidesBarsOnSwipe` and
/// `navigationBar: {prefersLargeTitles}`; a controller's `navigationItem` back button and large
/// title keys.
extension SceneKeys {
  static let navigationBarControllerKeys = [
    "isNavigationBarHidden", "hidesBarsOnTap", "hidesBarsOnSwipe", "navigationBar",
    "viewWillAppear", "preferredScreenEdgesDeferringSystemGestures",
  ]
  /// A call in a controller's `viewWillAppear`.
  static let viewWillAppearCall = ["setNavigationBarHidden"]
  static let navigationBar = ["prefersLargeTitles"]
  static let navigationItemBarKeys = [
    "backBarButtonItem", "backButtonTitle", "backButtonDisplayMode", "largeTitleDisplayMode",
  ]
  static let backBarButtonItem = ["title"]
}

extension SceneReader {
  /// A navigation controller's bar keys (an error on any other controller). A recognizer the
  /// scene turns on is declared by its id (`NAV.barHideOnTapGestureRecognizer`,
  /// `NAV.barHideOnSwipeGestureRecognizer`), so `requiresFailureOf` and `viewDidLoad` can name it.
  func navigationBar(
    _ f: Fields, into spec: inout ControllerSpec, what: String, isNavigation: Bool
  ) {
    if let n = f["viewWillAppear"] {
      spec.setsNavigationBarHiddenInViewWillAppear = viewWillAppear(n)
    }
    if let n = f["preferredScreenEdgesDeferringSystemGestures"] {
      spec.preferredScreenEdgesDeferringSystemGestures = deferredEdges(n)
    }
    let anyController = ["viewWillAppear", "preferredScreenEdgesDeferringSystemGestures"]
    let given = SceneKeys.navigationBarControllerKeys.filter {
      f[$0] != nil && !anyController.contains($0)
    }
    guard isNavigation else {
      for key in given {
        yaml.error(
          "'\(key)' is only for a UINavigationController; \(what) is a \(spec.class.rawValue)",
          at: f.keyNode(key))
      }
      return
    }
    var bar = NavigationBarSpec()
    if let b = f["isNavigationBarHidden"].flatMap({ yaml.bool($0, "isNavigationBarHidden") }) {
      bar.isNavigationBarHidden = b
    }
    if let b = f["hidesBarsOnTap"].flatMap({ yaml.bool($0, "hidesBarsOnTap") }) {
      bar.hidesBarsOnTap = b
    }
    if let b = f["hidesBarsOnSwipe"].flatMap({ yaml.bool($0, "hidesBarsOnSwipe") }) {
      bar.hidesBarsOnSwipe = b
    }
    if let n = f["navigationBar"],
      let m = yaml.mapping(n, what: "'navigationBar'", keys: SceneKeys.navigationBar),
      let b = m["prefersLargeTitles"].flatMap({ yaml.bool($0, "prefersLargeTitles") })
    {
      bar.prefersLargeTitles = b
    }
    spec.navigationBar = bar
  }

  /// `viewWillAppear: [{setNavigationBarHidden: true}]`: the per-screen hidden bar, as a
  /// controller's `viewWillAppear(_:)` writes it (any controller; it acts when the controller
  /// comes on top of a navigation controller). The last call wins.
  private func viewWillAppear(_ node: Node) -> Bool? {
    guard let list = yaml.sequence(node, "viewWillAppear") else { return nil }
    var hidden: Bool?
    for item in list {
      guard
        let f = yaml.mapping(
          item, what: "a call in 'viewWillAppear'", keys: SceneKeys.viewWillAppearCall),
        yaml.require(SceneKeys.viewWillAppearCall, in: f, what: "a call in 'viewWillAppear'")
      else { continue }
      if let b = f["setNavigationBarHidden"].flatMap({ yaml.bool($0, "setNavigationBarHidden") }) {
        hidden = b
      }
    }
    return hidden
  }

  /// `preferredScreenEdgesDeferringSystemGestures: [bottom]`: edge names, OR-ed (UIRectEdge).
  private func deferredEdges(_ node: Node) -> Int {
    let name = "preferredScreenEdgesDeferringSystemGestures"
    let items: [Node]
    if case .sequence(let list) = node { items = Array(list) } else { items = [node] }
    return items.reduce(0) { mask, item in
      mask | (yaml.choice(item, name, ScreenEdge.self)?.bits ?? 0)
    }
  }

  /// A `navigationItem`'s back button and large title keys.
  func navigationItemBar(_ item: Fields) -> NavigationItemBarSpec {
    var out = NavigationItemBarSpec()
    if let n = item["backBarButtonItem"],
      let m = yaml.mapping(n, what: "'backBarButtonItem'", keys: SceneKeys.backBarButtonItem)
    {
      out.hasBackBarButtonItem = true
      out.backBarButtonItemTitle = m["title"].flatMap { yaml.string($0, "title") }
    }
    out.backButtonTitle = item["backButtonTitle"].flatMap { yaml.string($0, "backButtonTitle") }
    if let n = item["backButtonDisplayMode"],
      let mode = yaml.choice(
        n, "backButtonDisplayMode", UINavigationItem.BackButtonDisplayMode.self)
    {
      out.backButtonDisplayMode = mode
    }
    if let n = item["largeTitleDisplayMode"],
      let mode = yaml.choice(
        n, "largeTitleDisplayMode", UINavigationItem.LargeTitleDisplayMode.self)
    {
      out.largeTitleDisplayMode = mode
    }
    navigationItemSearch(item, into: &out)
    return out
  }
}
