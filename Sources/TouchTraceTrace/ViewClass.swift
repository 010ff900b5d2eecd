/// The view classes the engine models, each declared once below (`declaration`): its UIKit
/// superclass, what the diagrams draw for it, how it behaves and where that comes from. The scene
/// reader's class names and "did you mean", the JSON Schema's class lists, the import's class
/// tables, the UIKitClasses article's table and the diagrams' glyphs all come from here; the
/// engine adds the object (`ViewClass.make`) and its keys (`ViewKeys`). Any other class name is the
/// app's own subclass of one of these (`baseClass`).
public enum ViewClass: String, Sendable, Equatable, CaseIterable {
  case view = "UIView"
  case control = "UIControl"
  case button = "UIButton"
  case `switch` = "UISwitch"
  case slider = "UISlider"
  case segmentedControl = "UISegmentedControl"
  case stepper = "UIStepper"
  case pageControl = "UIPageControl"
  case textField = "UITextField"
  case label = "UILabel"
  case imageView = "UIImageView"
  case progressView = "UIProgressView"
  case scrollView = "UIScrollView"
  case tableView = "UITableView"
  case collectionView = "UICollectionView"
  case textView = "UITextView"
  case tableViewCell = "UITableViewCell"
  case collectionViewCell = "UICollectionViewCell"
  case stackView = "UIStackView"
  case visualEffectView = "UIVisualEffectView"
  case pickerView = "UIPickerView"
  case datePicker = "UIDatePicker"
  case searchBar = "UISearchBar"
  case refreshControl = "UIRefreshControl"

  /// One class's declaration: everything but its engine object and its keys.
  public struct Declaration: Sendable {
    /// UIKit's superclass (Apple's class reference); nil for UIView.
    public let superclass: ViewClass?
    /// What the screen panel draws in the view's box.
    public let glyph: Glyph
    /// How it behaves, in the UIKitClasses article's words; nil: only its superclass's behaviour.
    public let behaviour: String?
    /// Where the behaviour comes from (Apple's page, a device print, a device report).
    public let source: String?

    /// A class with no behaviour of its own beyond its superclass's leaves the last two out.
    init(
      superclass: ViewClass?, glyph: Glyph, behaviour: String? = nil, source: String? = nil
    ) {
      (self.superclass, self.glyph, self.behaviour, self.source) =
        (superclass, glyph, behaviour, source)
    }
  }

  /// The class's UIKit superclass chain, nearest first, ending at UIView.
  public var ancestors: [ViewClass] {
    var chain: [ViewClass] = []
    var next = declaration.superclass
    while let cls = next {
      chain.append(cls)
      next = cls.declaration.superclass
    }
    return chain
  }

  /// This class or one of its subclasses (as Swift's `is`).
  public func isKind(of cls: ViewClass) -> Bool { self == cls || ancestors.contains(cls) }

  /// UIControl and its subclasses.
  public static let controls = allCases.filter { $0.isKind(of: .control) }
  /// UIScrollView and its subclasses.
  public static let scrollViews = allCases.filter { $0.isKind(of: .scrollView) }
  public static let cells = allCases.filter { $0.cellContainer != nil }

  public var isControl: Bool { isKind(of: .control) }
  public var isScrollView: Bool { isKind(of: .scrollView) }
  public var isCell: Bool { cellContainer != nil }

  /// The table or collection view a cell of this class goes in.
  public var cellContainer: ViewClass? {
    switch self {
    case .tableViewCell: .tableView
    case .collectionViewCell: .collectionView
    default: nil
    }
  }
}

/// What the screen panel draws for a class, so a reader recognizes it at a glance.
public enum Glyph: String, Sendable, Equatable, CaseIterable {
  /// A plain box in the view's colour.
  case box
  /// A title in the tint colour.
  case button
  case switchKnob, slider, segments, stepper, pageDots
  /// A track filled to the progress.
  case progressBar
  case textField, textView
  case label
  /// A small picture icon.
  case picture
  /// A row's separator (and UIKit's grey while highlighted).
  case tableCell
  case collectionCell
  /// A dashed outline: a stack view draws nothing of its own.
  case stackOutline
  /// Frosted material: an effect view, a bar's background.
  case material
  /// Material with the top controller's title.
  case navigationBar
  /// Material whose buttons draw as tabs.
  case tabBar
  /// A navigation bar's large title (`_UINavigationBarLargeTitleView`): its title, large and bold,
  /// at the leading edge.
  case largeTitle
  /// Rows of keys: UIKit's software keyboard.
  case keyboard
  /// A rounded frosted panel: a context menu (`_UIContextMenuView`), an alert
  /// (`_UIAlertControllerView`, with its title and message).
  case menuPanel
  /// A row of a menu or an alert's button: its action's title, red when destructive.
  case menuRow
  /// Wheels of rows with the selection band across them (a picker, a wheels date picker).
  case wheels
  /// A rounded field with a magnifier (a search bar).
  case searchField
  /// A date picker: its date in a grey pill (compact), a month's calendar (inline); the wheels
  /// style draws its own picker.
  case datePicker
  /// An activity indicator's spokes: a refresh control.
  case spinner
  /// A popover's panel with its arrow pointing at its source (`_UIPopoverStandardChromeView`).
  case popoverChrome
  /// A sheet's grabber (`_UIGrabber`): a grey pill.
  case grabber
  /// A row's editing control in editing mode: a red circle with a minus (delete), a green one
  /// with a plus (insert).
  case editControl
  /// A row's reorder control: three grey grip lines.
  case reorderGrip

  /// Controls whose whole box is their drawing: labels keep off all of it.
  public var fillsBox: Bool {
    [
      .switchKnob, .slider, .segments, .stepper, .pageDots, .progressBar, .wheels, .editControl,
      .reorderGrip,
    ].contains(self)
  }

  /// The glyph of a class as a trace names it: a modelled class's, or one of the views UIKit
  /// makes for itself (a navigation controller's bar), else a plain box.
  public static func of(className: String) -> Glyph {
    if let cls = ViewClass(rawValue: className) { return cls.declaration.glyph }
    return generated[className] ?? .box
  }

  /// The engine's views of UIKit's containers (UINavigationController, UITabBarController).
  static let generated: [String: Glyph] = [
    "UINavigationBar": .navigationBar, "UITabBar": .tabBar,
    "_UINavigationBarLargeTitleView": .largeTitle,
    "UIKeyboard": .keyboard,
    "_UIContextMenuView": .menuPanel, "_UIAlertControllerView": .menuPanel,
    "_UIContextMenuCell": .menuRow, "_UIInterfaceActionCustomViewRepresentationView": .menuRow,
    // A wheels date picker's picker; a search bar's field.
    "_UIDatePickerView": .wheels, "UISearchTextField": .searchField,
    // A popover's chrome and a sheet's grabber (UIPopoverPresentationController.swift,
    // UISheetPresentationController.swift).
    "_UIPopoverStandardChromeView": .popoverChrome, "_UIGrabber": .grabber,
    // A table row's editing controls in editing mode.
    "UITableViewCellEditControl": .editControl, "UITableViewCellReorderControl": .reorderGrip,
  ]
}
