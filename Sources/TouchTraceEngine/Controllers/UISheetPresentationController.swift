import Foundation
import TouchTraceTrace

/// UIKit's `UIModalPresentationStyle`, the styles the engine models. The scene's default stays
/// `fullScreen` (the scene format: presented modally, full screen); UIKit's own default, `.automatic`,
/// is a page sheet for most controllers since iOS 13 (Apple, UIModalPresentationStyle.automatic).
public enum UIModalPresentationStyle: String, Sendable, CaseIterable {
  case fullScreen, pageSheet, formSheet
}

/// UIKit's `UISheetPresentationController` for a page or form sheet on an iPhone (Apple, pageSheet
/// and formSheet alike: "In a compact-width, regular-height size class, the system displays the
/// view controller as a sheet with part of the background content visible near the top of the
/// screen"). It builds what UIKit builds in the window (a Cycript `recursiveDescription` of a page
/// sheet on a 375×667 iPhone in a public iOS reverse-engineering book, "Cycript输出举例"):
///
///     UITransitionView                       the containerView, filling the window
///       UIDimmingView                        a tap recognizer on it
///       UIDropShadowView (0 top; w h-top)    the sheet, with its pan recognizer
///         presented view
///         _UIGrabber                         when prefersGrabberVisible
///
/// The presenter's view stays in the window behind it. Touches where no dimming view is pass
/// through the transition view to the presenter (Apple, largestUndimmedDetentIdentifier:
/// "Without a dimming view, the undimmed area around the sheet responds to user interaction").
public final class UISheetPresentationController {
  public enum Detent: String, Sendable, CaseIterable, Comparable {
    case medium, large
    public static func < (a: Detent, b: Detent) -> Bool { a == .medium && b == .large }
  }

  /// Apple: default `[.large()]`.
  public var detents: [Detent] = [.large]
  /// Apple: default nil — "the sheet displays at the smallest detent you specify".
  public var selectedDetentIdentifier: Detent?
  /// Apple: default nil — "the system adds a noninteractive dimming view underneath the sheet at
  /// all detents"; set, the dimming view is there only at larger detents.
  public var largestUndimmedDetentIdentifier: Detent?
  public var prefersGrabberVisible = false
  /// Apple: default true — dragging up content scrolled to its top expands the sheet to a larger
  /// detent instead of scrolling.
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  /// The presentation controller's delegate (UIAdaptivePresentationControllerDelegate and
  /// UISheetPresentationControllerDelegate): its calls are logged under its id.
  public weak var delegate: UIResponder?
  /// The delegate's fixed answer to `presentationControllerShouldDismiss(_:)`; nil: not implemented.
  public var shouldDismissAnswer: Bool?

  public unowned let presentedViewController: UIViewController
  /// UIKit's `containerView`: the `UITransitionView` in the window.
  public let containerView: UIView
  public let dimmingView: UIView
  public let dropShadowView: UIView
  public let grabber: UIView
  let dimmingTap: SheetDimmingTapGestureRecognizer
  let pan: SheetPanGestureRecognizer

  init(presentedViewController controller: UIViewController) {
    presentedViewController = controller
    let id = controller.id
    containerView = GeneratedView(
      id: controller.presentationTransitionViewID, className: "UITransitionView")
    dimmingView = GeneratedView(id: id + ".dimmingView", className: "UIDimmingView")
    dropShadowView = GeneratedView(id: id + ".dropShadowView", className: "UIDropShadowView")
    grabber = GeneratedView(id: id + ".grabber", className: "_UIGrabber")
    dimmingTap = SheetDimmingTapGestureRecognizer(id: id + ".dimmingView.tap")
    pan = SheetPanGestureRecognizer(id: id + ".dropShadowView.pan")
    dimmingView.backgroundColor = "#00000066"
    grabber.backgroundColor = "#A0A0A0FF"
    dimmingTap.sheet = self
    pan.sheet = self
    dimmingView.addGestureRecognizer(dimmingTap)
    dropShadowView.addGestureRecognizer(pan)
  }

  /// The detent the sheet rests at: the selected one, else the smallest.
  public var currentDetent: Detent {
    if let selected = selectedDetentIdentifier, detents.contains(selected) { return selected }
    return detents.min() ?? .large
  }

  var constants: TouchConstants { containerView.constants }

  /// Where a detent puts the sheet's top, in the window.
  func top(of detent: Detent) -> Double {
    let height = Double(containerView.bounds.height)
    switch detent {
    case .large: return min(constants.sheetLargeDetentTopInset, height)
    case .medium: return height * (1 - constants.sheetMediumDetentFraction)
    }
  }

  /// Whether the dimming view is there at `detent`.
  func dims(at detent: Detent) -> Bool {
    guard let largest = largestUndimmedDetentIdentifier else { return true }
    return detent > largest
  }

  /// Builds the views in `window`, over everything in it.
  func install(in window: UIWindow) {
    let size = window.bounds.size
    containerView.frame = window.bounds
    // A touch on the container itself (no dimming view there) goes on to the windows' views
    // below; with isModalInPresentation "UIKit ignores events outside the view controller's
    // bounds" (Apple, isModalInPresentation), so it stops here instead.
    containerView.hitTestPassesThrough = !presentedViewController.isModalInPresentation
    // UIKit's is three screens wide and high, centred (the dump); the screen's frame hit-tests
    // the same for every touch on the screen, and a diagram draws it inside the screen.
    dimmingView.frame = CGRect(origin: .zero, size: size)
    window.addSubview(containerView)
    containerView.addSubview(dimmingView)
    containerView.addSubview(dropShadowView)
    let content = presentedViewController.view
    dropShadowView.addSubview(content)
    if prefersGrabberVisible { dropShadowView.addSubview(grabber) }
    place(at: currentDetent)
  }

  /// Puts the sheet at `detent`'s height, its content filling it, and shows or hides the dimming
  /// view for it.
  func place(at detent: Detent) {
    moveSheet(toTop: top(of: detent))
    let content = presentedViewController.view
    let sheetBounds = CGRect(origin: .zero, size: dropShadowView.bounds.size)
    content.frame = sheetBounds
    // A container (a navigation controller in a sheet) lays its own views out in it too, or its
    // transition and wrapper views stay zero-sized and no touch reaches its content.
    presentedViewController.placeView(in: sheetBounds)
    dimmingView.isHidden = !dims(at: detent)
  }

  /// Moves the sheet's top to `top` (a drag in progress), keeping its bottom at the screen's.
  func moveSheet(toTop top: Double) {
    let width = Double(containerView.bounds.width)
    let height = Double(containerView.bounds.height)
    dropShadowView.frame = CGRect(x: 0, y: top, width: width, height: max(height - top, 0))
    let g = constants.sheetGrabberSize
    grabber.frame = CGRect(x: (width - g.width) / 2, y: 5, width: g.width, height: g.height)
    let side = constants.sheetGrabberTouchSize
    let dx = max((side - g.width) / 2, 0)
    let dy = max((side - g.height) / 2, 0)
    grabber.pointInsideOverride = .expand(top: dy, left: dx, bottom: dy, right: dx)
  }

  /// The sheet's views, as a change event records them.
  var views: [UIView] { [containerView, dimmingView] + dropShadowView.subtree }
}

extension UIViewController {
  /// Presents `controller` as a sheet over `presenter` in `window`: the presenter's view stays.
  func presentSheet(
    _ controller: UIViewController, over presenter: UIViewController, in window: UIWindow
  ) {
    guard let sheet = controller.sheetPresentationController else { return }
    sheet.install(in: window)
    controller.presentingViewController = presenter
    presenter.presentedViewController = controller
  }

  /// Undoes a sheet's presentation: its views leave the window.
  func endPresentation() {
    presentingViewController?.presentedViewController = nil
    presentingViewController = nil
  }
}
