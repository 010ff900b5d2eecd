import TouchTraceEngine
import TouchTraceTrace

extension SceneBuilder {
  /// A controller's `navigationItem` back button and large title keys (set before a navigation
  /// controller holding it is made: its bar shows them).
  static func applyNavigationItemBar(_ spec: NavigationItemBarSpec, to c: UIViewController) {
    let item = c.navigationItem
    if spec.hasBackBarButtonItem {
      item.backBarButtonItem = UIBarButtonItem(
        id: c.id + ".backBarButtonItem", title: spec.backBarButtonItemTitle)
    }
    item.backButtonTitle = spec.backButtonTitle
    item.backButtonDisplayMode = spec.backButtonDisplayMode
    item.largeTitleDisplayMode = spec.largeTitleDisplayMode
    item.hidesSearchBarWhenScrolling = spec.hidesSearchBarWhenScrolling
  }

  /// A navigation controller's bar settings; the bar-hiding recognizers it turns on join the
  /// scene's recognizers, so others may require their failure.
  mutating func applyNavigationBar(_ spec: NavigationBarSpec, to nav: UINavigationController) {
    nav.navigationBar.largeTitleHeight = constants.largeTitleHeight
    nav.navigationBar.searchBarHeight = constants.navigationSearchBarHeight
    nav.navigationBar.prefersLargeTitles = spec.prefersLargeTitles
    // Only when set: a root's viewWillAppear may already have hidden it.
    if spec.isNavigationBarHidden { nav.isNavigationBarHidden = true }
    nav.hidesBarsOnTap = spec.hidesBarsOnTap
    nav.hidesBarsOnSwipe = spec.hidesBarsOnSwipe
    if spec.hidesBarsOnTap {
      let tap = nav.barHideOnTapGestureRecognizer
      recognizers[tap.id] = (RecognizerSpec(id: tap.id, class: .tap), tap)
    }
    if spec.hidesBarsOnSwipe {
      let swipe = nav.barHideOnSwipeGestureRecognizer
      swipe.hysteresis = constants.panHysteresis
      recognizers[swipe.id] = (RecognizerSpec(id: swipe.id, class: .pan), swipe)
    }
  }
}
