import Foundation
import TouchTraceTrace

/// UIKit's `UIInteraction`: what `addInteraction(_:)` attaches to a view.
public protocol UIInteraction: AnyObject {
  var view: UIView? { get }
}

/// UIKit's `UIContextMenuInteraction` on a view (`view.addInteraction(_:)`; a `UIButton` with a
/// `menu` makes its own, UIControl.contextMenuInteraction). Its delegate's
/// `contextMenuInteraction(_:configurationForMenuAtLocation:)` answers with `menu`.
///
/// A long press opens the menu. UIKit's click driver (`_UILongPressClickInteractionDriver`,
/// decompiled iOS 26.1 UIKitCore in EthanArbuckle's public `iPhone18-3_26.1_23B85_Restore`)
/// installs one `_UITouchDurationObservingGestureRecognizer` on the view (named
/// "com.apple.UIKit.longPressClickDriverPrimary"); the press clicks down when the touch has
/// lasted `clickDownDuration` (0.4 s on a phone: `TouchConstants.contextMenuPressDuration`), and
/// the driver's `prefersCancelsTouchesInView` is YES: the view's touches are cancelled (a
/// button's tracking ends with touchCancel). A finger that moves beyond `allowableMovement`
/// first fails it, so a scroll view's pan scrolls instead.
public final class UIContextMenuInteraction: UIInteraction {
  public private(set) weak var view: UIView?
  public let menu: UIMenu
  /// The driver's recognizer, `VIEW.contextMenuInteraction`.
  public let gestureRecognizer: UIGestureRecognizer
  /// The menu's views, made once so a trace lists them from the start.
  public let presentation: UIContextMenuPresentation

  public init(menu: UIMenu, on view: UIView) {
    self.view = view
    self.menu = menu
    let press = ContextMenuPressGestureRecognizer(id: view.id + ".contextMenuInteraction")
    presentation = UIContextMenuPresentation(menu: menu, for: view)
    press.presentation = presentation
    gestureRecognizer = press
    view.addInteraction(self)
    view.addGestureRecognizer(press)
  }

  /// UIKit's `dismissMenu()`.
  public func dismissMenu(_ recorder: TraceRecorder?) { presentation.dismiss(recorder) }
}

/// `_UITouchDurationObservingGestureRecognizer`: a long press that clicks down after
/// `contextMenuPressDuration`. Recognized, the menu opens at the end of the run-loop turn. UIKit's
/// own recognizer does not cancel the view's touches (its driver does, through the interaction);
/// here the recognizer's `cancelsTouchesInView` stands for the driver's, so the view hears
/// `touchesCancelled` when the menu opens, as UIKit's views do.
final class ContextMenuPressGestureRecognizer: UILongPressGestureRecognizer {
  weak var presentation: UIContextMenuPresentation?

  init(id: String) {
    super.init(id: id)
    minimumPressDuration = TouchConstants.standard.contextMenuPressDuration
  }

  override var className: String { "_UITouchDurationObservingGestureRecognizer" }

  /// The scene's constants hold the press duration (the recognizer is made before its window).
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if let view { minimumPressDuration = view.constants.contextMenuPressDuration }
    super.touchesBegan(touches, with: event)
  }

  override func stateChanged(from old: State) {
    guard currentState == .began, let presentation, let recorder = arbiter?.event?.recorder
    else { return }
    recorder.clock.atEndOfTurn { presentation.present(recorder) }
  }
}

extension UIView {
  /// UIKit's `addInteraction(_:)`.
  public func addInteraction(_ interaction: any UIInteraction) {
    interactions.append(interaction)
  }

  /// The context menus whose views belong to this view (its interaction's, a button's).
  var contextMenuPresentations: [UIContextMenuPresentation] {
    interactions.compactMap { ($0 as? UIContextMenuInteraction)?.presentation }
  }
}

extension UIButton {
  /// UIKit's `menu` with `showsMenuAsPrimaryAction` (Apple, UIControl.showsMenuAsPrimaryAction:
  /// "A Boolean value that determines whether the control provides the menu as its primary
  /// action"; UIButton.changesSelectionAsPrimaryAction: with it "The button presents the menu on
  /// touch"): the menu opens at touch down, and the button's tracking ends (touchCancel) — the
  /// touch is the menu's now, so no touchUpInside follows. Without it, the menu is a context
  /// menu: a long press opens it (Apple: "The menu functions as a contextual menu, which appears
  /// after a long press"), and a tap still sends touchUpInside.
  public func setMenu(_ menu: UIMenu, showsMenuAsPrimaryAction: Bool) {
    self.showsMenuAsPrimaryAction = showsMenuAsPrimaryAction
    contextMenuInteraction = UIContextMenuInteraction(menu: menu, on: self)
    contextMenuInteraction?.gestureRecognizer.isEnabled = !showsMenuAsPrimaryAction
  }

  /// At touch down: a primary-action menu opens at the end of the turn and the button stops
  /// tracking.
  func openPrimaryMenu(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard showsMenuAsPrimaryAction, isEnabled, let interaction = contextMenuInteraction,
      let recorder = event?.recorder
    else { return }
    touchesCancelled(touches, with: event)
    recorder.clock.atEndOfTurn { interaction.presentation.present(recorder) }
  }
}
