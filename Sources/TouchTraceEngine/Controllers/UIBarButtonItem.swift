import Foundation

/// UIKit's `UIBarButtonItem` with a title and target-action: a navigation bar shows it as a
/// button view of its own (UIKit's private `_UIButtonBarButton`), named with the item's id.
public final class UIBarButtonItem {
  public let id: String
  public var title: String?
  public weak var target: UIResponder?
  public var action: String?
  /// The controller whose `editButtonItem` this is (UIViewController+Editing.swift): a tap calls
  /// its `setEditing(_:animated:)` instead of a target's action.
  public internal(set) weak var editingController: UIViewController?
  /// The button view a navigation bar made for it: its title follows the item's.
  weak var view: UIBarButtonView?
  public init(id: String, title: String? = nil, target: UIResponder? = nil, action: String? = nil) {
    self.id = id
    self.title = title
    self.target = target
    self.action = action
  }
}

/// UIKit's `UINavigationItem`: what a controller shows in a navigation bar when it is on top.
/// Apple (UINavigationItem.leftBarButtonItems): "the first item in the array is at the left edge";
/// (rightBarButtonItems): "the first item in the array is at the right edge".
public final class UINavigationItem {
  public var leftBarButtonItems: [UIBarButtonItem] = []
  public var rightBarButtonItems: [UIBarButtonItem] = []
  /// The back button the NEXT controller's bar shows, and how its title is chosen
  /// (UINavigationItem+Back.swift).
  public var backBarButtonItem: UIBarButtonItem?
  public var backButtonTitle: String?
  public var backButtonDisplayMode = BackButtonDisplayMode.default
  /// Whether the bar shows this item's title large when it is on top (UINavigationBar.swift).
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// Apple, UINavigationItem.searchController (iOS 11): "The search controller to integrate into
  /// your navigation interface"; its search bar shows under the bar (UISearchController.swift).
  public var searchController: UISearchController?
  /// Apple, hidesSearchBarWhenScrolling: "A Boolean value indicating whether the integrated search
  /// bar is hidden when scrolling any underlying content"; default true: the search bar collapses
  /// as the content scrolls up (UINavigationController+SearchBarScrolling.swift).
  public var hidesSearchBarWhenScrolling = true
  public init() {}
}

/// The view a navigation bar makes for a bar button item: a button that sends the item's action
/// on `touchUpInside`, as a UIButton sends its own.
class UIBarButtonView: UIButton {
  /// Apple's Human Interface Guidelines (Buttons; Layout): "a hit region of at least 44x44 pt".
  /// UIKit gives bar buttons that minimum: a touch near a short title still hits the button.
  static let minimumHitSize: Double = 44
  /// UIKit does not document how wide a bar button's title is; the engine measures no text, so it
  /// counts 9 pt per character of 17 pt system text, plus 8 pt of padding.
  static let widthPerCharacter: Double = 9
  static let padding: Double = 8

  /// The item it shows.
  private(set) weak var barButtonItem: UIBarButtonItem?

  init(item: UIBarButtonItem) {
    barButtonItem = item
    super.init(id: item.id)
    title = item.title
    isGenerated = true
    item.view = self
    if let target = item.target, let action = item.action {
      addTarget(target, action: action, for: .touchUpInside)
    }
  }
  override var className: String { "_UIButtonBarButton" }

  var titleWidth: Double {
    Double(title?.count ?? 0) * Self.widthPerCharacter + Self.padding
  }

  /// The bounds grown, centred, to at least 44 × 44 pt.
  var hitRect: CGRect {
    let dx = max(0, (Self.minimumHitSize - bounds.width) / 2)
    let dy = max(0, (Self.minimumHitSize - bounds.height) / 2)
    return bounds.insetBy(dx: -dx, dy: -dy)
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    hitRect.containsHalfOpen(point)
  }
}

/// The back button a navigation bar shows for a pushed controller (`NAV.backButton`, UIKit's
/// `_UIButtonBarButton` too). Apple, UINavigationBar.backItem: "If the leftBarButtonItem property
/// of the topmost navigation item is nil, the navigation bar displays a back button whose title is
/// derived from the item in this property"; UINavigationItem.title, for the item second from the
/// top: "the value in this property is used for the back button … If the value of this property is
/// nil, the system uses the string 'Back'". A tap on it pops the top controller, as a swipe back
/// does (`NAV popViewController TOP`).
final class UIBackButtonView: UIBarButtonView {
  weak var navigationController: UINavigationController?

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init(item: UIBarButtonItem(id: navigationController.id + ".backButton"))
  }

  /// Apple, UINavigationItem.title: the title of the controller the button goes back to, unless
  /// its navigation item says otherwise (UINavigationItem+Back.swift).
  func showTitle(of previous: UIViewController) {
    title = previous.navigationItem.backButtonTitle(controllerTitle: previous.title)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let inside = touches.contains { isInside($0) } && isTracking
    super.touchesEnded(touches, with: event)
    guard inside, let nav = navigationController, let recorder = event?.recorder else { return }
    // After the button's own touchUpInside, as the swipe back's pop follows its recognizer.
    recorder.clock.atEndOfTurn { nav.popViewController(recorder) }
  }
}
