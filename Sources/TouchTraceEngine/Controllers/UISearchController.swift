import Foundation
import TouchTraceTrace

/// UIKit's `UISearchController` as a navigation item's `searchController` (iOS 11 and later): its
/// `searchBar` (a `UISearchBar`, id `SC.searchBar`) sits in the navigation bar under its row and
/// large title, full width, `navigationSearchBarHeight` tall. A tap on the bar's field makes the
/// field first responder (the keyboard comes up) and presents the search controller:
///
///     UITransitionView                      SC.transitionView, over the window's content
///       _UISearchControllerView             SC.view: a touch on either alone passes through
///         UIDimmingView                     SC.dimmingView (obscuresBackgroundDuringPresentation)
///         _UISearchBarContainerView         SC.searchBarContainerView: the search bar, while
///                                           the navigation bar is hidden
///
/// The calls, in UIKit's order (decompiled UIKitCore of iOS 26.1,
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore, `UISearchController.mm`; how UISearchBar hands
/// over, exchangetuts.com "How does UISearchController work": "in the UISearchBar's internal event
/// methods, e.g. _searchFieldBeginEditing it first calls its public delegate method and then
/// [__searchController _searchBarTextDidBeginEditing:]"): the bar's delegate hears
/// `searchBarTextDidBeginEditing`; then `-_searchBarTextDidBeginEditing:` →
/// `-_performDidBeginEditingForSearchBar:` → `-_performAutomaticPresentationFromTextField:`
/// presents, `-_willPresentFromViewController:` telling the delegate `willPresentSearchController`
/// and `-_didPresentFromViewController:`, once the presentation is over, `didPresentSearchController`.
/// The Cancel button's `-_searchBarCancelButtonClicked:` (after the bar's delegate heard
/// `searchBarCancelButtonClicked`) and a tap on the dimming view dismiss it:
/// `willDismissSearchController`, the field resigns (`searchBarTextDidEndEditing`, the keyboard
/// goes), `didDismissSearchController`. Where Apple and the decompile are silent (when
/// `updateSearchResults(for:)` comes; that the dismissal resigns before its end) is in
/// EngineRules, "Where Apple is silent".
open class UISearchController: UIViewController {
  public let searchBar: UISearchBar
  /// UISearchControllerDelegate: its calls are logged `DELEGATE method SC`.
  public weak var delegate: UIResponder?
  /// UISearchResultsUpdating: `updateSearchResults` is logged `UPDATER updateSearchResults SC`.
  public weak var searchResultsUpdater: UIResponder?
  /// Apple, obscuresBackgroundDuringPresentation: "A Boolean indicating whether the underlying
  /// content is obscured during a search"; default true (the decompile's `_commonInit`).
  public var obscuresBackgroundDuringPresentation = true
  /// Apple, hidesNavigationBarDuringPresentation: "A Boolean indicating whether the navigation
  /// bar should be hidden when searching"; default true.
  public var hidesNavigationBarDuringPresentation = true
  /// Apple, automaticallyShowsCancelButton (iOS 13): "A Boolean value indicating whether the
  /// search controller manages the visibility of the search bar's cancel button"; default true.
  public var automaticallyShowsCancelButton = true
  /// The dimming view over the content while active (a `UIDimmingView`, as a sheet's): its tap
  /// dismisses the search controller.
  public let dimmingView: UIDimmingView
  let dimmingTap: UIKitTapGestureRecognizer
  /// UIKit's `_UISearchBarContainerView`: holds the search bar while the navigation bar is hidden.
  public let searchBarContainerView: UIView
  /// The navigation controller whose bar held the search bar when it was presented.
  weak var hostingNavigationController: UINavigationController?

  public init(id: String) {
    searchBar = UISearchBar(id: id + ".searchBar")
    dimmingView = UIDimmingView(id: id + ".dimmingView")
    dimmingTap = UIKitTapGestureRecognizer(id: id + ".dimmingView.tap")
    searchBarContainerView = GeneratedView(
      id: id + ".searchBarContainerView", className: "_UISearchBarContainerView")
    super.init(id: id)
    // UIKit's own objects: they print nothing (the app's delegate calls say what happens).
    logs = false
    searchBar.isGenerated = true
    searchBar.logs = false
    // The decompile's `_commonInit`: the bar it makes has the placeholder "Search".
    searchBar.placeholder = "Search"
    searchBar.searchController = self
    searchBar.backgroundColor = "#F2F2F7FF"
    dimmingView.backgroundColor = "#00000066"
    // A tap on the dimming view dismisses the search controller.
    dimmingTap.whenTapped = { [weak self] event in self?.dismissPresentation(with: event) }
    dimmingView.addGestureRecognizer(dimmingTap)
    // UIKit's `_UISearchControllerView` has its own `hitTest:withEvent:` (the decompile's
    // interface) whose body is not published: here a touch that lands on it or its transition view
    // alone, outside the dimming view and the search bar, passes through to what is under it (the
    // navigation bar, or the content when nothing obscures it). EngineRules, "Where Apple is
    // silent".
    let root = GeneratedView(id: id + ".view", className: "_UISearchControllerView")
    root.hitTestPassesThrough = true
    fullScreenTransitionView.hitTestPassesThrough = true
    view = root
    root.addSubview(dimmingView)
    root.addSubview(searchBarContainerView)
    fullScreenTransitionView.addSubview(root)
  }

  open override var className: String { "UISearchController" }

  /// Apple, isActive: "The presented state of the search interface"; the decompile's `isActive`:
  /// presented and not being dismissed.
  public var isActive: Bool { presentingViewController != nil }

  /// The controller whose navigation item holds this search controller, on top of `nav`.
  private func presenter(in nav: UINavigationController) -> UIViewController? {
    guard let top = nav.topViewController, top.navigationItem.searchController === self else {
      return nil
    }
    return top
  }

  /// The field became first responder (after the bar's delegate heard it): the automatic
  /// presentation.
  func searchBarTextDidBeginEditing(with event: UIEvent?) {
    guard !isActive, let recorder = event?.recorder,
      let nav = searchBar.navigationBarHost?.navigationController,
      let presenter = presenter(in: nav), let window = nav.view.window
    else { return }
    hostingNavigationController = nav
    tell(delegate, "willPresentSearchController", recorder)
    presentingViewController = presenter
    presenter.presentedViewController = self
    if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
    if hidesNavigationBarDuringPresentation { nav.setNavigationBarHidden(true, animated: false) }
    install(in: window, under: nav)
    tell(searchResultsUpdater, "updateSearchResults", recorder)
    recorder.change(
      "present", presenter.id,
      objects: TraceSnapshot.objects(
        of: [window] + fullScreenTransitionView.subtree + nav.navigationBar.subtree,
        recognizers: []) + TraceSnapshot.objects(of: [presenter, self])
    ) { $0.other = self.id }
    recorder.clock.atEndOfTurn { [weak self] in
      guard let self else { return }
      self.tell(self.delegate, "didPresentSearchController", recorder)
    }
  }

  /// The transition view over the window's content, and the search bar in its container while
  /// the navigation bar is hidden; the dimming view from the bar's bottom edge down.
  private func install(in window: UIWindow, under nav: UINavigationController) {
    let transition = fullScreenTransitionView
    transition.frame = window.bounds
    view.frame = transition.bounds
    window.addSubview(transition)
    let bar = nav.navigationBar
    var top = bar.frame.maxY
    if bar.isHidden {
      let height = bar.searchBarHeight
      searchBarContainerView.frame = CGRect(
        x: 0, y: bar.frame.minY, width: window.bounds.width, height: height)
      searchBar.frame = CGRect(x: 0, y: 0, width: window.bounds.width, height: height)
      searchBarContainerView.addSubview(searchBar)
      top = bar.frame.minY + height
    }
    dimmingView.frame = CGRect(
      x: 0, y: top, width: window.bounds.width, height: max(0, window.bounds.height - top))
    dimmingView.isHidden = !obscuresBackgroundDuringPresentation
  }

  /// `-_dismissPresentation:`: from the Cancel button or a tap on the dimming view.
  func dismissPresentation(with event: UIEvent?) {
    guard isActive, let recorder = event?.recorder else { return }
    let presenter = presentingViewController
    tell(delegate, "willDismissSearchController", recorder)
    searchBar.searchTextField.resignFirstResponder(with: event)
    if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
    let window = view.window
    fullScreenTransitionView.removeFromSuperview()
    presentingViewController = nil
    presenter?.presentedViewController = nil
    if let nav = hostingNavigationController {
      if hidesNavigationBarDuringPresentation { nav.setNavigationBarHidden(false, animated: false) }
      nav.navigationBarChanged()
    }
    let barViews = hostingNavigationController?.navigationBar.subtree ?? []
    // Recorded under the presenter (`PRESENTER dismiss SC`): UIKit's search controller prints
    // nothing of its own.
    recorder.change(
      "dismiss", presenter?.id ?? id,
      objects: TraceSnapshot.objects(
        of: (window.map { [$0] } ?? []) + fullScreenTransitionView.subtree + barViews,
        recognizers: [])
    ) { $0.other = self.id }
    recorder.clock.atEndOfTurn { [weak self] in
      guard let self else { return }
      self.tell(self.delegate, "didDismissSearchController", recorder)
    }
  }

  /// A UISearchControllerDelegate or UISearchResultsUpdating call, logged `WHO method SC`.
  private func tell(_ responder: UIResponder?, _ method: String, _ recorder: TraceRecorder) {
    guard let responder else { return }
    recorder.controllerDelegateCall(responder, method, about: id, answer: nil)
    responder.performNavigation(for: method, recorder)
  }
}
