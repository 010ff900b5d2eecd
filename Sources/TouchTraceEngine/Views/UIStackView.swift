import Foundation

/// UIKit's `UIStackView`: it lays its arranged subviews out along `axis` and draws nothing
/// (Apple: "a nonrendering subclass of UIView"); it hit-tests like any view. Here its arranged
/// subviews are its subviews, placed when the scene leaves their frames out:
/// - along the axis, a view keeps its own size (the scene's `size`, else its class's intrinsic
///   size: `intrinsicSize`); `fill` gives the space left over (or takes the shortfall) to the
///   first view without a size of its own, else to the last one; `fillEqually` makes them all
///   equal; `equalSpacing` keeps their sizes and spreads the gaps, never below `spacing`;
/// - across it, `fill` stretches them to the stack; `leading`/`top`, `center` and
///   `trailing`/`bottom` keep their own size there.
open class UIStackView: UIView {
  public enum Axis: String, Sendable { case horizontal, vertical }
  public enum Distribution: String, Sendable { case fill, fillEqually, equalSpacing }
  public enum Alignment: String, Sendable { case fill, leading, center, trailing }

  /// Apple's defaults: horizontal, 0 spacing, fill, fill.
  public var axis = Axis.horizontal
  public var spacing = 0.0
  public var distribution = Distribution.fill
  public var alignment = Alignment.fill

  open override var className: String { "UIStackView" }

  /// The size UIKit's controls have on their own, for a stack of views the scene gives no size:
  /// UISwitch and UIStepper's fixed sizes, the standard 31 pt (slider), 32 pt (segmented control)
  /// and 34 pt (text field) heights, and none (nil) for the others.
  public static func intrinsicSize(
    of view: UIView, _ constants: TouchConstants = .standard
  ) -> (width: Double?, height: Double?) {
    switch view {
    case let s as UISwitch: (s.enforcedSize.width, s.enforcedSize.height)
    case is UIStepper: (constants.stepperSize.width, constants.stepperSize.height)
    case is UISlider: (nil, 31)
    case is UISegmentedControl: (nil, 32)
    case is UITextField: (nil, 34)
    default: (nil, nil)
    }
  }

  /// What the scene said of each arranged subview: whether it placed the view itself, and its
  /// size, if any; kept so the stack can lay out again when one is hidden or shown.
  private var arrangement: [ObjectIdentifier: (placed: Bool, size: CGSize?)] = [:]
  private var arrangementConstants = TouchConstants.standard

  /// Places the subviews `placed[i]` false for; `sizes[i]` is the scene's size, if any.
  public func layoutArrangedSubviews(
    placed: [Bool], sizes: [CGSize?], constants: TouchConstants = .standard
  ) {
    for (i, view) in subviews.enumerated() where i < min(placed.count, sizes.count) {
      arrangement[ObjectIdentifier(view)] = (placed[i], sizes[i])
    }
    arrangementConstants = constants
    layOutArrangedSubviews()
  }

  /// Lays the arranged subviews out again. A hidden one takes no space and no spacing (Apple,
  /// UIStackView, "Change the stack view's content dynamically": "The stack view automatically
  /// updates its layout … whenever one of the arranged subviews's isHidden property changes", and
  /// the hidden view "no longer contributes to the layout"). It collapses to zero length along
  /// the axis where it stands, as the device's `UISV-hiding` constraint prints it
  /// (`'UISV-hiding' V:[UIView:0x7f7f5be69d30(0)]`, stackoverflow.com/questions/32428210).
  func layOutArrangedSubviews() {
    let arranged = subviews.compactMap { view in
      arrangement[ObjectIdentifier(view)].map { (view: view, placed: $0.placed, size: $0.size) }
    }
    let shown = arranged.filter { !$0.view.isHidden }
    guard !shown.isEmpty else { return }
    let horizontal = axis == .horizontal
    let length = horizontal ? bounds.width : bounds.height
    let cross = horizontal ? bounds.height : bounds.width
    let own: [(along: Double?, across: Double?)] = shown.map { item in
      let size =
        item.size.map { (width: Optional($0.width), height: Optional($0.height)) }
        ?? Self.intrinsicSize(of: item.view, arrangementConstants)
      return horizontal ? (size.width, size.height) : (size.height, size.width)
    }
    let n = Double(shown.count)
    var along = own.map { $0.along ?? 0 }
    var gap = spacing
    switch distribution {
    case .fillEqually:
      along = Array(repeating: max(0, (length - spacing * (n - 1)) / n), count: shown.count)
    case .fill:
      let rest = length - along.reduce(0, +) - spacing * (n - 1)
      let stretch = own.firstIndex { $0.along == nil } ?? shown.count - 1
      along[stretch] = max(0, along[stretch] + rest)
    case .equalSpacing:
      if shown.count > 1 { gap = max(spacing, (length - along.reduce(0, +)) / (n - 1)) }
    }
    var position = 0.0
    var nextShownIndex = 0
    for item in arranged {
      // Its place among the shown views; nil for a hidden one, which takes no space.
      let shownIndex = item.view.isHidden ? nil : nextShownIndex
      if shownIndex != nil { nextShownIndex += 1 }
      defer { if let shownIndex { position += along[shownIndex] + gap } }
      guard !item.placed else { continue }
      let across = shownIndex.flatMap { own[$0].across } ?? cross
      let size = alignment == .fill ? cross : min(across, cross)
      let offset: Double =
        switch alignment {
        case .fill, .leading: 0
        case .center: (cross - size) / 2
        case .trailing: cross - size
        }
      let length = shownIndex.map { along[$0] } ?? 0
      item.view.frame =
        horizontal
        ? CGRect(x: position, y: offset, width: length, height: size)
        : CGRect(x: offset, y: position, width: size, height: length)
    }
  }
}

/// UIKit's `UIVisualEffectView`: its content goes in the `contentView` UIKit makes (Apple: "Add
/// subviews to the visual effect view's contentView"), which fills it.
open class UIVisualEffectView: UIView {
  public let contentView: UIView

  public override init(id: String, frame: CGRect = .zero) {
    contentView = GeneratedView(id: id + ".contentView", className: "_UIVisualEffectContentView")
    super.init(id: id, frame: frame)
    addSubview(contentView)
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
  }

  open override var className: String { "UIVisualEffectView" }

  public override var bounds: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
  }
}
