import Foundation
import TouchTraceTrace

/// UIKit's `UIAction` in a menu: its title and whether it is destructive (Apple,
/// UIMenuElement.Attributes.destructive: "An attribute indicating the destructive style"). Its
/// handler is the app's closure: choosing it is logged as
/// `VIEW.contextMenuInteraction handler TITLE`.
public struct UIAction: Sendable, Equatable {
  public enum Attributes: String, Sendable, CaseIterable {
    case destructive
  }
  public var title: String
  public var attributes: [Attributes]

  public init(title: String, attributes: [Attributes] = []) {
    self.title = title
    self.attributes = attributes
  }

  var isDestructive: Bool { attributes.contains(.destructive) }
}

/// UIKit's `UIMenu`: a title and its actions, in the order the menu lists them.
public struct UIMenu: Sendable, Equatable {
  public var title: String
  public var children: [UIAction]

  public init(title: String = "", children: [UIAction]) {
    self.title = title
    self.children = children
  }
}

/// What UIKit puts in the window while a context menu is open (its class names are UIKit's
/// private ones, iOS 17 runtime headers, github.com/akariicafe/Runtime-Headers, and
/// `_UIContextMenuContainerView`, "the root view that contains the context menu", and
/// `_UIContextMenuPlatterTransitionView`, "the view that holds the context menu items and the
/// context menu preview", github.com/dominicstop's ContextMenuContainerViewWrapper):
///
///     _UIContextMenuContainerView            VIEW.contextMenu, filling the window
///       UIVisualEffectView                   .backgroundView: the blurred, dimmed screen; its
///                                            tap closes the menu (.dismissTap)
///       _UIContextMenuPlatterTransitionView  .platterTransitionView
///         UIView                             .preview: the pressed view, lifted (no touches)
///         _UIContextMenuView                 .menuView: a rounded panel
///           _UIContextMenuCell               .action0, .action1…: a row per UIAction
///
/// The container is the window's frontmost subview, so every touch while the menu is open lands
/// in it: none reaches the app's views.
public final class UIContextMenuPresentation {
  public let menu: UIMenu
  /// The view the menu is for: the preview copies its frame and colour; the menu opens beside it.
  unowned let sourceView: UIView
  /// The interaction's id (its recognizer's, `VIEW.contextMenuInteraction`): the log names the
  /// menu's changes by it, as the app's delegate hears of them.
  let interactionID: String
  public let containerView: UIView
  let backgroundView: UIView
  let platterTransitionView: UIView
  let preview: UIView
  let menuView: UIView
  let cells: [ContextMenuCell]
  let dismissTap: ContextMenuDismissTapGestureRecognizer

  init(menu: UIMenu, for view: UIView) {
    self.menu = menu
    sourceView = view
    interactionID = view.id + ".contextMenuInteraction"
    let id = view.id + ".contextMenu"
    containerView = GeneratedView(id: id, className: "_UIContextMenuContainerView")
    backgroundView = GeneratedView(id: id + ".backgroundView", className: "UIVisualEffectView")
    platterTransitionView = GeneratedView(
      id: id + ".platterTransitionView", className: "_UIContextMenuPlatterTransitionView")
    preview = GeneratedView(id: id + ".preview", className: "UIView")
    menuView = GeneratedView(id: id + ".menuView", className: "_UIContextMenuView")
    cells = menu.children.indices.map { ContextMenuCell(id: id + ".action\($0)") }
    dismissTap = ContextMenuDismissTapGestureRecognizer(id: id + ".dismissTap")
    assemble()
  }

  private func assemble() {
    backgroundView.backgroundColor = "#00000033"
    // The lifted copy of the view only shows it, and the platter's empty space is no target: a
    // touch there is the background's.
    preview.isUserInteractionEnabled = false
    platterTransitionView.hitTestPassesThrough = true
    containerView.addSubview(backgroundView)
    containerView.addSubview(platterTransitionView)
    platterTransitionView.addSubview(preview)
    platterTransitionView.addSubview(menuView)
    for (index, cell) in cells.enumerated() {
      cell.title = menu.children[index].title
      cell.actionStyle = menu.children[index].isDestructive ? "destructive" : "default"
      cell.index = index
      cell.onChoose = { [weak self] in self?.choose($0, $1) }
      menuView.addSubview(cell)
    }
    dismissTap.presentation = self
    backgroundView.addGestureRecognizer(dismissTap)
  }

  /// Every view of the open menu, as a change records them.
  public var views: [UIView] { containerView.subtree }
  public var isPresented: Bool { containerView.window != nil }
  var constants: TouchConstants { sourceView.constants }

  /// Shows the menu over `sourceView`'s window, recorded as `VIEW.contextMenuInteraction
  /// willDisplayMenu`
  /// (UIContextMenuInteractionDelegate, contextMenuInteraction(_:willDisplayMenuFor:animator:)).
  func present(_ recorder: TraceRecorder?) {
    guard !isPresented, let window = sourceView.window else { return }
    containerView.frame = window.bounds
    backgroundView.frame = CGRect(origin: .zero, size: window.bounds.size)
    platterTransitionView.frame = backgroundView.frame
    layOut(in: window)
    window.addSubview(containerView)
    recorder?.change(
      "willDisplayMenu", interactionID,
      objects: TraceSnapshot.objects(of: [window] + views, recognizers: [dismissTap]))
  }

  /// The preview where the view is; the menu under it, or above it when it does not fit below,
  /// kept inside the screen's margins.
  private func layOut(in window: UIWindow) {
    let source = CGRect(
      origin: sourceView.convertToWindow(sourceView.bounds.origin), size: sourceView.bounds.size)
    preview.frame = source
    preview.backgroundColor = sourceView.backgroundColor ?? "#FFFFFFFF"
    let size = window.bounds.size
    let width = min(
      constants.contextMenuWidth, Double(size.width) - 2 * constants.contextMenuMargin)
    let rowHeight = constants.contextMenuRowHeight
    let height = rowHeight * Double(cells.count)
    let margin = constants.contextMenuMargin
    var top = Double(source.maxY) + margin
    if top + height > Double(size.height) - margin {
      top = max(Double(source.minY) - margin - height, margin)
    }
    let left = min(max(Double(source.minX), margin), Double(size.width) - margin - width)
    menuView.frame = CGRect(x: left, y: top, width: width, height: height)
    for (index, cell) in cells.enumerated() {
      cell.frame = CGRect(x: 0, y: rowHeight * Double(index), width: width, height: rowHeight)
    }
  }

  /// Closes the menu, recorded as `VIEW.contextMenuInteraction dismissMenu` (UIContextMenuInteraction's
  /// `dismissMenu()`).
  func dismiss(_ recorder: TraceRecorder?) {
    guard isPresented, let window = containerView.window else { return }
    containerView.removeFromSuperview()
    recorder?.change(
      "dismissMenu", interactionID,
      objects: TraceSnapshot.objects(of: [window] + views, recognizers: []))
  }

  /// A row was tapped: its action's handler runs and the menu closes (Apple, UIAction: "the
  /// handler … called when the user selects the action"; menus close when an action is chosen).
  func choose(_ index: Int, _ recorder: TraceRecorder) {
    guard isPresented, menu.children.indices.contains(index) else { return }
    recorder.change("handler", interactionID, objects: []) {
      $0.action = menu.children[index].title
    }
    dismiss(recorder)
  }
}

/// A row UIKit draws for an action (a menu's cell, an alert's button). It keeps its touches, as a
/// control does (they are UIKit's own, no responder of the app hears of them), and a finger lifted
/// inside it chooses its action at the end of the run-loop turn (as an action is sent).
class ActionRowView: UIView {
  var index = 0
  var title: String?
  var actionStyle: String?
  /// What choosing it does (the menu's or the alert's `choose`).
  var onChoose: ((Int, TraceRecorder) -> Void)?

  override init(id: String, frame: CGRect = .zero) {
    super.init(id: id, frame: frame)
    isGenerated = true
    logs = false
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    event?.recorder.chainStopped(at: self, reason: "control")
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    event?.recorder.chainStopped(at: self, reason: "control")
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    event?.recorder.chainStopped(at: self, reason: "control")
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    event?.recorder.chainStopped(at: self, reason: "control")
    let inside = touches.contains { bounds.contains($0.location(in: self)) }
    guard inside, let onChoose, let recorder = event?.recorder else { return }
    let chosen = index
    recorder.clock.atEndOfTurn { onChoose(chosen, recorder) }
  }
}

/// UIKit's private `_UIContextMenuCell`: one row of the menu.
final class ContextMenuCell: ActionRowView {
  override var className: String { "_UIContextMenuCell" }
}

/// The background's tap: a tap outside the menu closes it; the touch reaches no view of the app
/// (the container covers the window). UIKit's recognizer is private; it behaves as a single tap.
final class ContextMenuDismissTapGestureRecognizer: UITapGestureRecognizer {
  weak var presentation: UIContextMenuPresentation?

  override var className: String { "UITapGestureRecognizer" }

  override func stateChanged(from old: State) {
    guard currentState == .ended, let presentation, let recorder = arbiter?.event?.recorder
    else { return }
    recorder.clock.atEndOfTurn { presentation.dismiss(recorder) }
  }
}
