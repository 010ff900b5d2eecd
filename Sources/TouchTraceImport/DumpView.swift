/// One view of a `recursiveDescription` dump: what UIKit printed about it, nothing more.
///
/// UIView's description prints a flag only when it is not UIView's default (`hidden = YES`,
/// `userInteractionEnabled = NO`, `clipsToBounds = YES`, `alpha` below 1, `transform` other than
/// the identity), and it prints it for every class: a UIImageView or a UILabel, off by default,
/// still shows `userInteractionEnabled = NO`. So a flag the line does not print has UIView's
/// default, whatever the class.
public struct DumpView: Sendable, Equatable {
  /// The class as printed (`UIRoundedRectButton`, `MyApp.NotesView`, `_TtC5MyApp9NotesView`).
  public var printedClass: String
  /// The class without a Swift module (`NotesView`).
  public var className: String
  /// `baseClass = UIPageControl`, where UIKit printed it.
  public var baseClass: String?
  /// 0 for the first view; one more per `|`.
  public var depth: Int
  /// Where the view's `<` is in the pasted text (1-based).
  public var line: Int
  public var column: Int
  /// For Swift's quoted form (the whole dump on one line): the view's line within the string.
  public var quotedLine: Int?
  /// `frame = (x y; w h)`: x, y, width, height.
  public var frame: [Double]?
  public var alpha: Double?
  public var isHidden = false
  public var isUserInteractionEnabled = true
  public var clipsToBounds = false
  /// `transform = [a, b, c, d, tx, ty]` (or a `transform3D`'s affine part).
  public var transform: [Double]?
  /// The printed `transform3D` had a 3D part (ignored: hit-testing is in the screen's plane).
  public var transformIs3D = false
  /// The address UIKit printed (`0x7f9c1e60e2a0`), to `po` in the debugger.
  public var address: String?
  /// What the printer put before the `<` (`'RootViewController:0x757a0b0'`, `_myButton`,
  /// `(id) $2 = 0x…`).
  public var printedBefore: String?
  /// Words after the description that are not ` - text` (`effect=none`).
  public var extra: String?
  /// `--lenient` could not read the line: only its class and frame (if any) are known.
  public var isSkipped = false
  public var tag: Int?
  /// `text = '…'` (labels, text fields, old table cells).
  public var text: String?
  /// `placeholder = …` (text fields).
  public var placeholder: String?
  /// What follows the description after ` - ` (an image's name, a title), unless `(null)`.
  public var trailing: String?
  public var backgroundColor: DumpColor?
  /// `gestureRecognizers = <NSArray: …>`: the view has recognizers; their kinds are not printed.
  public var hasGestureRecognizers = false
  /// Its recognizers as `po view.gestureRecognizers` printed them, pasted after the dump.
  public var recognizers: [DumpRecognizer] = []
  /// Its targets and actions as printed after the dump (a control's).
  public var actions: [DumpAction] = []
  /// Scroll views: `contentOffset: {x, y}` and `contentSize: {w, h}`.
  public var contentOffset: [Double]?
  public var contentSize: [Double]?
  /// Indexes of the subviews in the dump's list, back to front.
  public var subviews: [Int] = []

  public init(printedClass: String, depth: Int, line: Int, column: Int) {
    self.printedClass = printedClass
    self.className = DumpView.unqualified(printedClass)
    self.depth = depth
    self.line = line
    self.column = column
  }

  /// `MyApp.NotesView` → `NotesView`; Swift's mangled names, demangled by the runtime and
  /// shortened: `_TtC5MyApp9NotesView` → `NotesView`,
  /// `_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_` → `_UIHostingView<…>`.
  static func unqualified(_ name: String) -> String {
    SwiftNames.short(SwiftNames.demangled(name) ?? name)
  }
}

/// A `backgroundColor` as printed: a colour TouchTrace can draw (`#RRGGBB` or `#RRGGBBAA`), or
/// the printed words when they name no colour (a dynamic colour with a provider, a pattern).
public enum DumpColor: Sendable, Equatable {
  case hex(String)
  case unreadable(String)
}
