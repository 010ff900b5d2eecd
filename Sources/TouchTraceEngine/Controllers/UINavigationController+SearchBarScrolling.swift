import Foundation
import TouchTraceTrace

/// `UINavigationItem.hidesSearchBarWhenScrolling`: the search bar a navigation item's search
/// controller puts in the navigation bar collapses as the content scrolls up and comes back when
/// it is pulled down to its top. Apple (hidesSearchBarWhenScrolling): "When the value of this
/// property is true, the search bar is visible only when the scroll position equals the top of
/// your content view. When the user scrolls down, the search bar collapses into the navigation
/// bar. Scrolling back to the top reveals the search bar again. When the value of this property
/// is false, the search bar remains regardless of the current scroll position." It collapses as
/// the content moves, not at once: "the UISearchBar smartly animates away as the user scrolls"
/// (device report, github.com/powerje/SearchController). How far it has collapsed is how far the
/// content is scrolled past its top, so its bottom edge stays on the content's top; whether it
/// then settles fully open or closed when the content rests part-way is not published: the engine
/// lets it rest where the content rests (EngineRules, "Where Apple is silent").
extension UINavigationController {
  /// The scroll view whose scrolling collapses the search bar: the top controller's view when it
  /// is one (a `UITableViewController`'s table), else the first scroll view in its subtree, depth
  /// first in subview order (EngineRules, "Where Apple is silent": iOS 15's
  /// `setContentScrollView(_:for:)` is not modelled).
  var searchBarContentScrollView: UIScrollView? {
    guard let root = topViewController?.viewIfLoaded else { return nil }
    return Self.firstScrollView(in: root)
  }

  private static func firstScrollView(in view: UIView) -> UIScrollView? {
    if let scrollView = view as? UIScrollView { return scrollView }
    for child in view.subviews {
      if let found = firstScrollView(in: child) { return found }
    }
    return nil
  }

  /// How tall the search bar in the bar is now: `searchBarHeight` less how far the content
  /// scroll view is scrolled past its top (down to 0) while the top item hides its search bar
  /// when scrolling; the full height otherwise (and while pulled down past the top).
  var shownSearchBarHeight: Double {
    let full = navigationBar.searchBarHeight
    guard let item = topViewController?.navigationItem, item.hidesSearchBarWhenScrolling,
      let scrollView = searchBarContentScrollView
    else { return full }
    return min(full, max(0, full - Double(scrollView.contentOffset.y)))
  }

  /// The content scroll view scrolled (`scrollViewDidScroll`): the bar is laid out again when
  /// its search bar's height changed, and the change is recorded (silent in the log, as UIKit
  /// prints nothing) with the bar as it became, so the next touch's diagram shows the bar there.
  func contentDidScroll(_ scrollView: UIScrollView, _ recorder: TraceRecorder) {
    // The cheap question first: most navigation bars hold no search bar, and finding the
    // content scroll view walks the top controller's views on every scroll.
    guard let search = navigationBar.shownSearchBar, scrollView === searchBarContentScrollView,
      search.frame.height != shownSearchBarHeight
    else { return }
    placeNavigationBar()
    recorder.change(
      TraceEvent.layoutSubviews, navigationBar.id,
      objects: TraceSnapshot.objects(of: navigationBar.subtree, recognizers: []))
  }
}

extension UIScrollView {
  /// UIKit's scroll view tells what observes it that it scrolled: the navigation controller
  /// whose top controller's content it is (for `hidesSearchBarWhenScrolling`).
  func notifyDidScroll(_ recorder: TraceRecorder) {
    var ancestor: UIView? = self
    while let view = ancestor {
      if let controller = view.owningViewController {
        guard let nav = controller.navigationController, nav.topViewController === controller
        else { return }
        nav.contentDidScroll(self, recorder)
        return
      }
      ancestor = view.superview
    }
  }
}
