import Foundation
import TouchTraceTrace

/// UIKit's `UIModalPresentationStyle`, the styles the engine models. The scene's default stays
/// `fullScreen` (the scene format: presented modally, full screen); UIKit's own default, `.automatic`,
/// is a page sheet for most controllers since iOS 13 (Apple, UIModalPresentationStyle.automatic).
/// `none` is only an answer of `adaptivePresentationStyle(for:traitCollection:)`: "no adaptations
/// should be made" (Apple, UIModalPresentationStyle.none).
public enum UIModalPresentationStyle: String, Sendable, CaseIterable {
  case fullScreen, pageSheet, formSheet, popover, none
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
///         _UIGrabber                         when prefersGrabberVisible, a tap recognizer on it
///
/// The presenter's view stays in the window behind it. Touches where no dimming view is pass
/// through the transition view to the presenter (Apple, largestUndimmedDetentIdentifier:
/// "Without a dimming view, the undimmed area around the sheet responds to user interaction").
///
/// On an iPad (`UIDevice.userInterfaceIdiom == .pad`) a form sheet is not at the bottom: Apple,
/// UIModalPresentationStyle.formSheet: "In a regular-width, regular-height size class, the system
/// adds a layer … over the background content and centers the view controller's content on top of
/// this layer" (`formSheetContentSize`, Apple: "The default content size is smaller than that of
/// the pageSheet style"); detents do not apply there.
public final class UISheetPresentationController: UIPresentationController {
  /// UIKit's `UISheetPresentationController.Detent`: a height where the sheet rests — the system's
  /// `medium()` and `large()`, or `custom(identifier:resolver:)`, whose resolver the scene gives as
  /// a fixed height ("a height within the safe area of the sheet", Apple,
  /// custom(identifier:resolver:)).
  public struct Detent: Sendable, Hashable {
    /// UIKit's `Detent.Identifier`.
    public let identifier: String
    /// A custom detent's height; nil for the system's.
    public let customHeight: Double?

    public static let medium = Detent(identifier: "medium", customHeight: nil)
    public static let large = Detent(identifier: "large", customHeight: nil)
    public static func custom(identifier: String, height: Double) -> Detent {
      Detent(identifier: identifier, customHeight: height)
    }
    /// The identifier, as the trace writes it.
    public var rawValue: String { identifier }
  }

  /// Apple: default `[.large()]`.
  public var detents: [Detent] = [.large]
  /// Apple: default nil — "the sheet displays at the smallest detent you specify".
  public var selectedDetentIdentifier: String?
  /// Apple: default nil — "the system adds a noninteractive dimming view underneath the sheet at
  /// all detents"; set, the dimming view is there only at larger detents.
  public var largestUndimmedDetentIdentifier: String?
  public var prefersGrabberVisible = false
  /// Apple: default true — dragging up content scrolled to its top expands the sheet to a larger
  /// detent instead of scrolling.
  public var prefersScrollingExpandsWhenScrolledToEdge = true

  public let dropShadowView: UIView
  public let grabber: UIView
  let pan: SheetPanGestureRecognizer
  let grabberTap: UIKitTapGestureRecognizer

  override init(presentedViewController controller: UIViewController) {
    let id = controller.id
    dropShadowView = GeneratedView(id: id + ".dropShadowView", className: "UIDropShadowView")
    grabber = GeneratedView(id: id + ".grabber", className: "_UIGrabber")
    pan = SheetPanGestureRecognizer(id: id + ".dropShadowView.pan")
    grabberTap = UIKitTapGestureRecognizer(id: id + ".grabber.tap")
    super.init(presentedViewController: controller)
    grabber.backgroundColor = "#A0A0A0FF"
    // Quiet, as a scroll view's own pan is: the detent it selects is logged (`set`, and the
    // delegate's call), and a drag that starts on the grabber logs the sheet's pan, as before.
    grabberTap.logs = false
    pan.sheet = self
    // The grabber's tap (`prefersGrabberVisible`) moves the sheet to its next larger detent, and
    // from the largest back to the smallest (device report: lodev09/react-native-true-sheet pull
    // request 404, "Adds tap gesture to Android grabber for consistency with iOS behavior. Tapping
    // the grabber cycles through detents"; at the last detent a tap "should collapse to first
    // detent"). With one detent it does nothing (EngineRules, "Where Apple is silent").
    grabberTap.whenTapped = { [weak self] event in
      guard let self else { return }
      self.select(self.detentAfterGrabberTap, event.recorder)
    }
    dropShadowView.addGestureRecognizer(pan)
    grabber.addGestureRecognizer(grabberTap)
  }

  /// Whether the sheet is centred on the screen (a form sheet on an iPad) rather than at its bottom.
  var isCentred: Bool {
    presentedViewController.modalPresentationStyle == .formSheet
      && containerView.window?.application?.device.userInterfaceIdiom == .pad
  }

  /// The detent the sheet rests at: the selected one, else the smallest.
  public var currentDetent: Detent {
    if let selected = selectedDetentIdentifier,
      let detent = detents.first(where: { $0.identifier == selected })
    {
      return detent
    }
    return smallestDetent
  }

  /// The detents ordered by height (Apple, detents: the sheet rests at the one the user picks;
  /// the smallest when none is selected).
  var detentsByHeight: [Detent] { detents.sorted { height(of: $0) < height(of: $1) } }
  var smallestDetent: Detent { detentsByHeight.first ?? .large }
  var largestDetent: Detent { detentsByHeight.last ?? .large }

  /// A detent's height above the bottom of the screen.
  func height(of detent: Detent) -> Double {
    let screen = Double(containerView.bounds.height)
    let largest = max(screen - constants.sheetLargeDetentTopInset, 0)
    if let custom = detent.customHeight { return min(custom, largest) }
    if detent == .medium { return screen * constants.sheetMediumDetentFraction }
    return largest
  }

  /// Where a detent puts the sheet's top, in the window.
  func top(of detent: Detent) -> Double { Double(containerView.bounds.height) - height(of: detent) }

  /// Whether the dimming view is there at `detent`.
  func dims(at detent: Detent) -> Bool {
    guard let largest = largestUndimmedDetentIdentifier else { return true }
    guard let undimmed = detents.first(where: { $0.identifier == largest }) else {
      // A system identifier not among the detents still names its height.
      let system: Detent = largest == "medium" ? .medium : .large
      return height(of: detent) > height(of: system)
    }
    return height(of: detent) > height(of: undimmed)
  }

  override func install(in window: UIWindow) {
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
    if prefersGrabberVisible, !isCentred { dropShadowView.addSubview(grabber) }
    if isCentred { placeCentred() } else { place(at: currentDetent) }
  }

  /// A form sheet on an iPad: `formSheetContentSize`, centred, over a dimming view at every
  /// point of the screen around it.
  func placeCentred() {
    dropShadowView.frame = centredFrame
    layOutContent()
    dimmingView.isHidden = false
  }

  /// Where a centred sheet rests: `formSheetContentSize` in the middle of the screen.
  var centredFrame: CGRect {
    let bounds = containerView.bounds
    let size = constants.formSheetContentSize
    let width = min(Double(size.width), Double(bounds.width))
    let height = min(Double(size.height), Double(bounds.height))
    return CGRect(
      x: (Double(bounds.width) - width) / 2, y: (Double(bounds.height) - height) / 2,
      width: width, height: height)
  }

  /// Where the sheet's top rests at `detent`: a centred sheet's at the middle whatever the detent.
  func restingTop(of detent: Detent) -> Double {
    isCentred ? Double(centredFrame.minY) : top(of: detent)
  }

  /// Puts the sheet at `detent`'s height, its content filling it, and shows or hides the dimming
  /// view for it.
  func place(at detent: Detent) {
    if isCentred {
      placeCentred()
      return
    }
    moveSheet(toTop: top(of: detent))
    layOutContent()
    dimmingView.isHidden = !dims(at: detent)
  }

  private func layOutContent() {
    let sheetBounds = CGRect(origin: .zero, size: dropShadowView.bounds.size)
    presentedViewController.view.frame = sheetBounds
    // A container (a navigation controller in a sheet) lays its own views out in it too, or its
    // transition and wrapper views stay zero-sized and no touch reaches its content.
    presentedViewController.placeView(in: sheetBounds)
  }

  /// Moves the sheet's top to `top` (a drag in progress), keeping its bottom at the screen's.
  func moveSheet(toTop top: Double) {
    if isCentred {
      // Down the screen, its size kept.
      dropShadowView.frame.origin.y = CGFloat(top)
      return
    }
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

  override var views: [UIView] { [containerView, dimmingView] + dropShadowView.subtree }

  override var viewsOffScreen: [UIView] { [containerView, dimmingView, dropShadowView, grabber] }
}

extension UIViewController {
  /// Presents `controller` with its presentation controller over `presenter` in `window`: the
  /// presenter's view stays.
  func presentOver(
    _ controller: UIViewController, presentation: UIPresentationController,
    over presenter: UIViewController, in window: UIWindow
  ) {
    presentation.install(in: window)
    controller.presentingViewController = presenter
    presenter.presentedViewController = controller
  }

  /// Undoes a sheet's presentation: its views leave the window.
  func endPresentation() {
    presentingViewController?.presentedViewController = nil
    presentingViewController = nil
  }
}
