import Foundation
import TouchTraceTrace

/// UIKit's `UIPopoverArrowDirection`: the side of the popover its arrow is on, pointing at the
/// source (`up`: the arrow is on the popover's top edge, the popover below the source).
public enum UIPopoverArrowDirection: String, Sendable, CaseIterable {
  case up, down, left, right
}

/// UIKit's `UIPopoverPresentationController` (`modalPresentationStyle = .popover`): on an iPad the
/// presented controller's view in a popover whose arrow points at `sourceRect` of `sourceView`
/// (Apple, UIModalPresentationStyle.popover: "In a horizontally regular environment, this style
/// displays the view controller in a popover view. The background content is dimmed and taps
/// outside the popover cause the popover to be dismissed. If you do not want taps to dismiss the
/// popover, you can assign one or more views to the passthroughViews property"). Its views, as
/// UIKit's private classes name them (runtime headers: `_UIPopoverView` holds a `_contentView` and
/// a `_backgroundView`, a `_UIPopoverStandardChromeView` with `arrowDirection` and
/// `arrowOffset`):
///
///     UITransitionView                    ID.transitionView, filling the window
///       UIDimmingView                     ID.dimmingView: its tap dismisses; passthroughViews
///       _UIPopoverView                    ID.popoverView: the panel and its arrow
///         _UIPopoverStandardChromeView    ID.popoverView.chrome: the drawn panel and arrow
///         presented view
///
/// A tap on the dimming view dismisses the popover unless the presented controller
/// `isModalInPresentation` or the delegate's `presentationControllerShouldDismiss` says NO (UIKit's
/// `-[UIPopoverPresentationController dimmingViewWasTapped:]`, decompiled by Peter Steinberger,
/// gist steipete/aa6912d5314fd91258a9, asks the delegate, then dismisses). On an iPhone (compact
/// width) it adapts: "for horizontally or vertically compact environments, this option behaves the
/// same as UIModalPresentationStyle.formSheet" (Apple, UIModalPresentationStyle.popover) — a sheet,
/// `adaptiveSheetPresentationController` — unless the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` answers `.none` ("no adaptations should be
/// made", Apple, UIModalPresentationStyle.none).
public final class UIPopoverPresentationController: UIPresentationController {
  /// Apple, sourceView: "The view containing the anchor rectangle for the popover."
  public weak var sourceView: UIView?
  /// Apple, sourceRect: "The rectangle in the specified view in which to anchor the popover";
  /// nil: the source view's bounds.
  public var sourceRect: CGRect?
  /// Apple, barButtonItem: "The bar button item on which to anchor the popover … When presented,
  /// the popover's arrow points to the specified item"; it takes the place of `sourceView`.
  public weak var barButtonItem: UIBarButtonItem?
  /// Apple, permittedArrowDirections: default `.any`.
  public var permittedArrowDirections: [UIPopoverArrowDirection] = UIPopoverArrowDirection.allCases
  /// The views a touch outside the popover reaches instead of dismissing it (on the dimming view).
  public var passthroughViews: [UIView] {
    get { dimmingView.passthroughViews }
    set { dimmingView.passthroughViews = newValue }
  }
  /// The delegate's fixed answer to `adaptivePresentationStyle(for:traitCollection:)`; nil: not
  /// implemented (the popover adapts to a sheet on an iPhone).
  public var adaptivePresentationStyle: UIModalPresentationStyle?
  /// The side its arrow is on, once presented.
  public private(set) var arrowDirection: UIPopoverArrowDirection = .up
  public let popoverView: UIView
  public let chromeView: PopoverChromeView

  override init(presentedViewController controller: UIViewController) {
    let id = controller.id
    popoverView = GeneratedView(id: id + ".popoverView", className: "_UIPopoverView")
    chromeView = PopoverChromeView(id: id + ".popoverView.chrome")
    super.init(presentedViewController: controller)
    // Apple: "The background content is dimmed"; iPadOS dims it lightly.
    dimmingView.backgroundColor = "#0000001A"
    popoverView.addSubview(chromeView)
  }

  /// UIKit's `adaptiveSheetPresentationController`: the sheet this popover becomes where it
  /// adapts (an iPhone), made when first needed.
  public private(set) lazy var adaptiveSheetPresentationController =
    UISheetPresentationController(presentedViewController: presentedViewController)

  /// Whether on `device` it is shown as a sheet instead.
  func adapts(on device: UIDevice) -> Bool {
    device.userInterfaceIdiom == .phone
      && adaptivePresentationStyle != UIModalPresentationStyle.none
  }

  override func install(in window: UIWindow) {
    (presentedViewController as? UIAlertController)?.layOutForPopover()
    containerView.frame = window.bounds
    dimmingView.frame = CGRect(origin: .zero, size: window.bounds.size)
    addSiblingBarButtonsToPassthroughViews()
    window.addSubview(containerView)
    containerView.addSubview(dimmingView)
    containerView.addSubview(popoverView)
    popoverView.addSubview(presentedViewController.view)
    place(in: window)
  }

  /// Puts the popover beside its source with its arrow pointing at the source's centre.
  func place(in window: UIWindow) {
    let screen = window.bounds
    let source = sourceRectInWindow(window)
    let content = contentSize(in: screen)
    let arrow = constants.popoverArrowHeight
    let layout = PopoverLayout(
      screen: screen, source: source, content: content, arrow: arrow,
      margin: constants.popoverScreenMargin, permitted: permittedArrowDirections)
    arrowDirection = layout.direction
    popoverView.frame = layout.frame
    chromeView.frame = CGRect(origin: .zero, size: layout.frame.size)
    chromeView.arrowDirection = layout.direction
    chromeView.arrowOffset = layout.arrowOffset
    let inset = layout.contentFrame
    presentedViewController.view.frame = inset
    presentedViewController.placeView(in: CGRect(origin: .zero, size: inset.size))
  }

  /// The source rectangle in window coordinates: `sourceRect` in `sourceView`, or its bounds;
  /// without a source view, the middle of the window (UIKit raises an exception instead:
  /// "You must provide either a sourceView and sourceRect or a barButtonItem"; the scene reader
  /// requires one).
  func sourceRectInWindow(_ window: UIWindow) -> CGRect {
    guard let view = barButtonItem?.view ?? sourceView else {
      return CGRect(x: window.bounds.width / 2, y: window.bounds.height / 2, width: 0, height: 0)
    }
    let rect = sourceRect ?? view.bounds
    let origin = view.convertToWindow(rect.origin)
    return CGRect(origin: origin, size: rect.size)
  }

  /// The content's size: the presented controller's `preferredContentSize` (Apple: "the preferred
  /// size for the view controller's view"), else `popoverDefaultContentSize`, within the screen.
  func contentSize(in screen: CGRect) -> CGSize {
    let preferred = presentedViewController.preferredContentSize
    let wanted = preferred == .zero ? constants.popoverDefaultContentSize : preferred
    let margin = constants.popoverScreenMargin
    return CGSize(
      width: min(Double(wanted.width), max(Double(screen.width) - 2 * margin, 1)),
      height: min(Double(wanted.height), max(Double(screen.height) - 2 * margin, 1)))
  }

  /// A tap outside: dismissed as any popover; an action sheet then runs its cancel action's
  /// handler (UIAlertController+Popover.swift).
  override func dimmingViewWasTapped(_ recorder: TraceRecorder) {
    guard attemptDismissal(recorder) else { return }
    (presentedViewController as? UIAlertController)?.runCancelHandler(recorder)
  }

  override var views: [UIView] { [containerView, dimmingView] + popoverView.subtree }

  override var viewsOffScreen: [UIView] { [containerView, dimmingView, popoverView] }
}

/// UIKit's private `_UIPopoverStandardChromeView`: the popover's drawn panel and arrow; it takes no
/// touch of its own that its panel would not (its frame is the popover view's).
public final class PopoverChromeView: UIView {
  public var arrowDirection: UIPopoverArrowDirection = .up
  /// Where the arrow's tip is along its edge, from the edge's middle (UIKit's `arrowOffset`).
  public var arrowOffset = 0.0

  init(id: String) {
    super.init(id: id)
    isGenerated = true
    logs = false
    backgroundColor = "#FFFFFFFF"
  }

  public override var className: String { "_UIPopoverStandardChromeView" }
}

extension UIViewController {
  /// The presentation controller that shows this controller in `window`: a sheet, a popover, or
  /// the sheet a popover adapts to on an iPhone; nil for a full-screen presentation.
  func presentation(in window: UIWindow) -> UIPresentationController? {
    presentation(on: window.application?.device ?? .standard)
  }

  func presentation(on device: UIDevice) -> UIPresentationController? {
    // An alert presents itself on an iPhone (UIAlertController.swift), a popover only on an iPad.
    if let alert = self as? UIAlertController {
      return alert.isPopover(on: device) ? popoverPresentationController : nil
    }
    if let popover = popoverPresentationController {
      return popover.adapts(on: device) ? popover.adaptiveSheetPresentationController : popover
    }
    return sheetPresentationController
  }
}
