import Foundation
import TouchTraceTrace

/// `hidesBarsOnTap` and `hidesBarsOnSwipe`, and their recognizers once made: UIKit makes each on
/// first use, so a navigation controller that never hides its bar on a touch has neither, and
/// its trace is as before.
struct BarHiding {
  var onTap = false
  var onSwipe = false
  var tap: BarHideOnTapGestureRecognizer?
  var swipe: BarHideOnSwipeGestureRecognizer?
  /// The controller last told `viewWillAppear`: told once each time it comes on top.
  weak var appearedTop: UIViewController?
}

/// The navigation bar beyond its back button: hidden (by the app or by a touch) and large titles.
extension UINavigationController {
  /// Apple (isNavigationBarHidden): "A Boolean value that indicates whether the navigation bar is
  /// hidden"; setting it is `setNavigationBarHidden(_:animated:)` without animation. A hidden bar
  /// is a hidden view: hit-testing skips it, so a touch at the top of the screen reaches the
  /// content under it (Apple, hitTest(_:with:): "ignores view objects that are hidden").
  public var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Apple, setNavigationBarHidden(_:animated:): "Sets whether the navigation bar is hidden."
  /// The animation is not simulated: the bar is gone (or back) at once.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    navigationBar.isHidden = hidden
  }

  /// A touch hides or shows the bar (one of the bar-hiding recognizers' actions): done at the end
  /// of the run-loop turn, after the recognizer's state and the touches it cancels (as the
  /// swipe back's pop follows its recognizer), and recorded as the change it is,
  /// `NAV isNavigationBarHidden = true`, with the bar as it then is.
  func setNavigationBarHidden(_ hidden: Bool, by recognizer: UIGestureRecognizer) {
    guard let recorder = recognizer.arbiter?.event?.recorder else { return }
    recorder.clock.atEndOfTurn { [weak self] in
      guard let self, hidden != self.isNavigationBarHidden else { return }
      self.isNavigationBarHidden = hidden
      recorder.change(
        "set", self.id, objects: TraceSnapshot.objects(of: [self.navigationBar], recognizers: [])
      ) {
        $0.property = "isNavigationBarHidden"
        $0.assigned = hidden ? "true" : "false"
      }
    }
  }

  /// Apple (hidesBarsOnTap): "the navigation controller toggles the hiding and showing of its
  /// navigation bar and toolbar in response to an otherwise unhandled tap in the content area."
  public var hidesBarsOnTap: Bool {
    get { barHiding.onTap }
    set {
      barHiding.onTap = newValue
      if newValue { _ = barHideOnTapGestureRecognizer }
    }
  }

  /// Apple (hidesBarsOnSwipe): "an upward swipe hides the navigation bar and toolbar. A downward
  /// swipe shows both bars again."
  public var hidesBarsOnSwipe: Bool {
    get { barHiding.onSwipe }
    set {
      barHiding.onSwipe = newValue
      if newValue { _ = barHideOnSwipeGestureRecognizer }
    }
  }

  /// Apple (barHideOnTapGestureRecognizer): a UITapGestureRecognizer, "inactive unless the
  /// hidesBarsOnTap property is true". On the controller's view, id `NAV.barHideOnTapGestureRecognizer`.
  public var barHideOnTapGestureRecognizer: UITapGestureRecognizer {
    if let made = barHiding.tap { return made }
    let tap = BarHideOnTapGestureRecognizer(id: id + ".barHideOnTapGestureRecognizer")
    tap.navigationController = self
    view.addGestureRecognizer(tap)
    barHiding.tap = tap
    return tap
  }

  /// Apple (barHideOnSwipeGestureRecognizer): a UIPanGestureRecognizer, "inactive unless the
  /// hidesBarsOnSwipe property is true". On the controller's view, id
  /// `NAV.barHideOnSwipeGestureRecognizer`.
  public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer {
    if let made = barHiding.swipe { return made }
    let swipe = BarHideOnSwipeGestureRecognizer(id: id + ".barHideOnSwipeGestureRecognizer")
    swipe.navigationController = self
    view.addGestureRecognizer(swipe)
    barHiding.swipe = swipe
    return swipe
  }

  /// Whether the top item's title shows large: Apple (LargeTitleDisplayMode.automatic):
  /// "Inherit the display mode from the previous navigation item"; UIKit's header
  /// (UINavigationBar.h, quoted by docs.rs objc2-ui-kit): "If the first item pushed is set to
  /// Automatic, then it will show the large title if the navigation bar has
  /// prefersLargeTitles=YES"; `always` and `never` decide for their own item.
  var showsLargeTitleForTop: Bool {
    guard navigationBar.prefersLargeTitles else { return false }
    for controller in viewControllers.reversed() {
      switch controller.navigationItem.largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// Tells a controller that came on top (the root at the start, after a push or a pop) that
  /// it will appear (Apple, viewWillAppear(_:): "Notifies the view controller that its view is
  /// about to be added to a view hierarchy"), before the bar shows its items, so a
  /// `setNavigationBarHidden` there decides the bar it comes with. The call itself is not logged
  /// (a device prints nothing for it); a push's or pop's change records the bar as it became.
  func topWillAppear() {
    guard let top = topViewController, top !== barHiding.appearedTop else { return }
    barHiding.appearedTop = top
    top.viewWillAppear(false)
  }

  /// Puts the large title view in the bar while the top item shows a large title (called when
  /// the bar's items are shown: at the start, after a push or a pop).
  func showLargeTitle() {
    let bar = navigationBar
    guard bar.prefersLargeTitles else {
      bar.largeTitleView?.removeFromSuperview()
      return
    }
    let large = bar.largeTitleView ?? UINavigationBarLargeTitleView(bar: bar)
    bar.largeTitleView = large
    if showsLargeTitleForTop { bar.addSubview(large) } else { large.removeFromSuperview() }
  }

  /// The bar shows its items again and is laid out anew (large titles turned on or off).
  func navigationBarChanged() {
    showBarButtons()
    placeView(in: view.frame)
  }

  /// The bar's height: its standard row, under it the large title while one shows, and under
  /// that the search bar, as tall as the content's scrolling leaves it
  /// (UINavigationController+SearchBarScrolling.swift).
  func placeNavigationBar() {
    let bar = navigationBar
    let large = bar.showsLargeTitle ? bar.largeTitleHeight : 0
    let search = bar.shownSearchBar
    let searchHeight = search == nil ? 0 : shownSearchBarHeight
    bar.frame = CGRect(
      x: bar.frame.minX, y: bar.frame.minY, width: bar.frame.width,
      height: UINavigationBar.standardHeight + large + searchHeight)
    bar.largeTitleView?.frame = CGRect(
      x: 0, y: UINavigationBar.standardHeight, width: bar.frame.width,
      height: bar.largeTitleHeight)
    // Under the large title, full width (UISearchController.swift).
    search?.frame = CGRect(
      x: 0, y: UINavigationBar.standardHeight + large, width: bar.frame.width,
      height: searchHeight)
  }

  /// Puts the top item's search controller's search bar in the bar (called with the bar's items),
  /// unless the search controller is active and holds it in its own view.
  func showSearchBar() {
    guard let search = topViewController?.navigationItem.searchController, !search.isActive
    else { return }
    navigationBar.addSubview(search.searchBar)
  }

  /// A touch on the visible bar is not in the content area.
  func isOnVisibleBar(_ touch: UITouch) -> Bool {
    let bar = navigationBar
    return !bar.isHidden && bar.window != nil && bar.bounds.contains(touch.location(in: bar))
  }
}

/// UIKit's bar-hiding tap: reported as the public class. It takes only touches in the content
/// area (Apple, hidesBarsOnTap) while `hidesBarsOnTap` is true; a button's own tap keeps it from
/// beginning (UIControl: "default control actions prevent overlapping gesture recognizer
/// behavior"), which is what "otherwise unhandled" leaves to it. When it recognizes, the bar
/// toggles.
final class BarHideOnTapGestureRecognizer: UITapGestureRecognizer {
  weak var navigationController: UINavigationController?

  override func shouldTryToBegin(with touch: UITouch) -> Bool {
    guard super.shouldTryToBegin(with: touch), let nav = navigationController, nav.hidesBarsOnTap
    else { return false }
    return !nav.isOnVisibleBar(touch)
  }

  override func stateChanged(from old: State) {
    guard currentState == .ended, let nav = navigationController else { return }
    nav.setNavigationBarHidden(!nav.isNavigationBarHidden, by: self)
  }
}

/// UIKit's bar-hiding pan: reported as the public class. It takes touches in the content area
/// while `hidesBarsOnSwipe` is true, and recognizes alongside the content's own recognizers (a
/// table scrolls while its bar hides; its delegate is UIKit's, which the app must not change,
/// Apple, barHideOnSwipeGestureRecognizer). Once it has begun, the finger above where it came
/// down hides the bar, below it shows it again.
final class BarHideOnSwipeGestureRecognizer: UIPanGestureRecognizer {
  weak var navigationController: UINavigationController?
  override init(id: String, target: UIResponder? = nil, action: String? = nil) {
    super.init(id: id, target: target, action: action)
    // Silent, like a scroll view's pan (a line per move would bury the log): the bar's change
    // says what it did.
    logs = false
    // UIKit's delegate for it: the content's recognizers work at the same time.
    let delegate = FixedAnswersDelegate()
    delegate.simultaneousWith = .all
    fixedAnswers = delegate
  }

  override func shouldTryToBegin(with touch: UITouch) -> Bool {
    guard super.shouldTryToBegin(with: touch), let nav = navigationController, nav.hidesBarsOnSwipe
    else { return false }
    return !nav.isOnVisibleBar(touch)
  }

  override func stateChanged(from old: State) {
    guard currentState == .began || currentState == .changed, let nav = navigationController
    else { return }
    let upward = movement.y < 0
    if upward != nav.isNavigationBarHidden { nav.setNavigationBarHidden(upward, by: self) }
  }
}
