import TouchTraceEngine

/// What a printed class behaves as in the engine: UIKit's everyday classes are modelled as
/// themselves; UIKit's other public classes and its common private ones (what a dump is full of)
/// map to the modelled class they are, or behave as; any other class (an app's own) is a custom
/// class on `UIView`, unless the dump printed its `baseClass`.
enum UIKitClasses {
  /// The classes the scene format knows by name (`ViewClass`'s declarations).
  static let modelled = Set(ViewClass.allCases.map(\.rawValue))

  /// UIKit's other classes, by what they are (their superclass in UIKit's headers and runtime).
  static let map: [String: String] = [
    // Buttons, old and new, and the bars' buttons.
    "UIRoundedRectButton": "UIButton", "UINavigationButton": "UIButton",
    "_UIButtonBarButton": "UIButton", "_UIModernBarButton": "UIButton",
    "UITabBarButton": "UIControl",
    "UITableViewIndex": "UIControl", "UIColorWell": "UIControl",
    // A table's editing controls and swipe actions (issue 33): UIKit's private controls in a
    // cell in editing mode (the delete/insert circle, the reorder grip), and the revealed actions.
    "UITableViewCellEditControl": "UIControl", "UITableViewCellReorderControl": "UIControl",
    "UISwipeActionStandardButton": "UIButton", "UISwipeActionPullView": "UIView",
    "_UISwipeActionsView": "UIView", "_UIRefreshControlModernContentView": "UIView",
    // Labels inside buttons, fields, cells and bars.
    "UIButtonLabel": "UILabel", "UITextFieldLabel": "UILabel", "UITableViewLabel": "UILabel",
    "UITabBarButtonLabel": "UILabel", "UISegmentLabel": "UILabel",
    "UILabelContentView": "UILabel",
    // Image views.
    "UITabBarSwappableImageView": "UIImageView", "_UIImageViewExtendedStorage": "UIImageView",
    "UISegment": "UIImageView",
    // The keyboard's views, in a dump taken at its window (UIKit's; DumpParser+Keyboard.swift).
    "UIInputSetContainerView": "UIView", "UIInputSetHostView": "UIView",
    "_UIRemoteKeyboardPlaceholderView": "UIView", "UIKeyboard": "UIView",
    "UIKeyboardAutomatic": "UIView", "UIKeyboardImpl": "UIView",
    // Scroll views.
    "UITableViewWrapperView": "UIScrollView", "UIFieldEditor": "UIScrollView",
    "WKScrollView": "UIScrollView", "_UIQueuingScrollView": "UIScrollView",
    "UIWebBrowserView": "UIView", "UIWebView": "UIView", "WKWebView": "UIView",
    "WKContentView": "UIView",
    // Cells and reusable views (what Swift subclasses print as `baseClass`).
    "UICollectionViewListCell": "UICollectionViewCell",
    "_UICollectionViewListCell": "UICollectionViewCell",
    "UITableViewHeaderFooterView": "UIView", "UICollectionReusableView": "UIView",
    "UITableViewCellScrollView": "UIScrollView",
    // Text fields.
    "UISearchBarTextField": "UITextField", "UISearchTextField": "UITextField",
    // An alert's buttons and a context menu's rows keep their touches as a control does (the
    // engine's AlertActionView and ContextMenuCell, issue 33).
    "_UIInterfaceActionCustomViewRepresentationView": "UIControl",
    "_UIAlertControllerActionView": "UIControl", "_UIContextMenuCell": "UIControl",
    // Pickers' insides, where a dump shows them outside the picker that makes them.
    "_UIDatePickerView": "UIPickerView", "UIPickerColumnView": "UIView",
    "UIPickerTableView": "UIScrollView",
  ]

  /// UIKit's views of an alert or an open context menu, by what the scene format writes instead:
  /// a dump shows them in the window, the scene makes them from a controller or a key.
  static let systemUI: [String: String] = [
    "_UIAlertControllerView":
      "an alert is on screen: UIKit's UIAlertController; write it as a `class: UIAlertController` "
      + "controller in `storyboard:` (its `actions`), presented by a `navigation` present, so a "
      + "tap on a button dismisses it and runs its handler",
    "_UIContextMenuContainerView":
      "a context menu is open: UIKit's UIContextMenuInteraction; give the pressed view a "
      + "`contextMenu` (its `children`), so a long press opens it and a tap outside closes it",
    // A row's Delete button revealed (iOS 8 to 10; iOS 7 in its UITableViewCellScrollView).
    "UITableViewCellDeleteConfirmationView":
      "a row's Delete button is revealed, and the scene format has no key for a row that starts "
      + "revealed: its button stays a plain button; give the table `canEditRowAt` and a "
      + "`delegate`, and a swipe to the left reveals the engine's",
    // A sheet (issue 33): UIKit's UISheetPresentationController builds it around the presented
    // controller's view. A popover's sentence says what its dump shows (ImportNotes+Popovers).
    "_UIGrabber":
      "a sheet is on screen: UIKit's UISheetPresentationController; write the presented "
      + "controller with `modalPresentationStyle: pageSheet` and its `sheetPresentationController` "
      + "(detents, prefersGrabberVisible), so its pan, grabber and dimming view behave as UIKit's",
  ]

  /// Views old UIKit puts between a table and its cells, or a cell and its content view, by the
  /// class they are part of (iOS 7: `UITableView` > `UITableViewWrapperView` > cells, and
  /// `UITableViewCell` > `UITableViewCellScrollView` > `UITableViewCellContentView`).
  static let partOfParent: [String: String] = [
    "UITableViewWrapperView": "UITableView", "UITableViewCellScrollView": "UITableViewCell",
  ]

  /// Content views UIKit makes inside a cell or an effect view: UIKit's classes (the scene
  /// makes its own too, `CELL.contentView`, and writes the printed one inside it).
  static let contentViews: Set<String> = [
    "UITableViewCellContentView", "_UIVisualEffectContentView",
  ]

  /// Classes whose printed `gestureRecognizers` are UIKit's own, part of what the class is (a
  /// scroll view's pan, a text field's text interaction, a switch's pan): not a mystery.
  static let ownRecognizers: Set<String> = [
    "UIWindow", "UIScrollView", "UITableView", "UICollectionView", "UITextView", "UITextField",
    "UISwitch", "UISlider", "UITableViewWrapperView", "UIFieldEditor", "WKScrollView",
    "UISearchBarTextField", "UISearchTextField", "_UIQueuingScrollView", "UINavigationBar",
    "UITabBar", "UITableViewCell", "UICollectionViewCell", "UIPageControl",
  ]

  /// UIKit's private classes (`_UIBarBackground`, `UISwitchModernVisualElement`) carry UIKit's
  /// own recognizers; on an everyday class (a UIView, a UILabel) they are the app's.
  static func hasOwnRecognizers(_ name: String, _ wanted: String) -> Bool {
    ownRecognizers.contains(name) || ownRecognizers.contains(wanted)
      || (!modelled.contains(name) && isUIKit(name))
  }

  /// A UIKit class by its name (`UI…`, `_UI…`, or one the map knows).
  static func isUIKit(_ name: String) -> Bool {
    name.hasPrefix("UI") || name.hasPrefix("_UI") || map[name] != nil
      || contentViews.contains(name)
  }

  /// Scroll views: `contentOffset` and `contentSize` belong to them.
  static let scrollViews = Set(ViewClass.scrollViews.map(\.rawValue))

  /// Classes UIKit makes with user interaction off (Apple: UILabel, UIImageView), as the engine
  /// makes them.
  static let interactionOff = Set(
    ViewClass.allCases.filter { !$0.make(id: "import").isUserInteractionEnabled }.map(\.rawValue))

  /// Controls whose primary action is `valueChanged` (a switch, a slider…), as the engine's are.
  static let valueChangedControls = Set(
    ViewClass.allCases.filter {
      ($0.make(id: "import") as? UIControl)?.primaryEvent == .valueChanged
    }.map(\.rawValue))

  /// What `name` behaves as: itself when modelled, else its UIKit superclass, else UIView.
  /// `printed` (UIKit's `baseClass = …`) wins when the dump has it.
  static func behaviour(of name: String, printed: String?) -> String {
    if let printed, printed != name { return behaviour(of: printed, printed: nil) }
    if modelled.contains(name) { return name }
    return map[name] ?? privateSubclass(name) ?? "UIView"
  }

  /// UIKit's private subclasses of the modelled classes by their names, which say what they
  /// are (`UISearchResultsTableView` is a table view, `UIPickerTableView` too,
  /// `_UITableViewCellActionButton` a button). Stack views are left out: a stack view places
  /// its subviews itself, and a dump's private one (`_UIButtonBarStackView`) has its frames.
  static func privateSubclass(_ name: String) -> String? {
    guard name.hasPrefix("UI") || name.hasPrefix("_UI") else { return nil }
    let suffixes: [(String, String)] = [
      ("TableViewCell", "UITableViewCell"), ("CollectionViewCell", "UICollectionViewCell"),
      ("TableView", "UITableView"), ("CollectionView", "UICollectionView"),
      ("ScrollView", "UIScrollView"), ("TextView", "UITextView"), ("TextField", "UITextField"),
      ("ImageView", "UIImageView"), ("Button", "UIButton"), ("Label", "UILabel"),
    ]
    return suffixes.first { name.hasSuffix($0.0) }?.1
  }

  /// Does the class look like a window (the dump then starts at the window)?
  static func isWindow(_ view: DumpView) -> Bool {
    view.className == "UIWindow" || view.baseClass == "UIWindow"
      || (view.depth == 0 && view.className.hasSuffix("Window"))
  }

  /// For an app's own class the dump says nothing of: the UIKit class its name suggests, for a
  /// hint in the scene (the import itself never guesses behaviour).
  static func suggestedBase(for name: String) -> String? {
    let suffixes: [(String, String)] = [
      ("Button", "UIButton"), ("Label", "UILabel"), ("TextField", "UITextField"),
      ("Field", "UITextField"), ("ImageView", "UIImageView"), ("TableViewCell", "UITableViewCell"),
      ("CollectionViewCell", "UICollectionViewCell"), ("Cell", "UITableViewCell"),
      ("TableView", "UITableView"), ("CollectionView", "UICollectionView"),
      ("ScrollView", "UIScrollView"), ("Switch", "UISwitch"), ("Slider", "UISlider"),
      ("Control", "UIControl"), ("StackView", "UIStackView"),
    ]
    return suffixes.first { name.hasSuffix($0.0) }?.1
  }
}
