import TouchTraceEngine
import TouchTraceTrace

extension SceneBuilder {
  /// A view's `contextMenu` (a UIContextMenuInteraction) or a button's `menu`: its recognizers
  /// become addressable (`requiresFailureOf`) and its views are registered.
  mutating func installMenus(
    _ properties: ViewProperties, on view: UIView, _ location: SourceLocation?
  ) throws {
    let interaction: UIContextMenuInteraction
    if let button = view as? UIButton, let menu = properties.menu {
      var primary = false
      if case .bool(let value)? = properties["showsMenuAsPrimaryAction"] { primary = value }
      button.setMenu(menu.menu, showsMenuAsPrimaryAction: primary)
      guard let made = button.contextMenuInteraction else { return }
      interaction = made
    } else if let menu = properties.contextMenu {
      interaction = UIContextMenuInteraction(menu: menu.menu, on: view)
    } else {
      return
    }
    for made in interaction.presentation.views { try register(made, location) }
    uikitRecognizers[interaction.gestureRecognizer.id] = interaction.gestureRecognizer
    for r in interaction.presentation.views.flatMap(\.gestureRecognizers) {
      uikitRecognizers[r.id] = r
    }
  }
}

extension SceneBuilder {
  /// A UIAlertController with its actions; its views are registered.
  mutating func alertController(_ spec: ControllerSpec) throws -> UIViewController {
    let alert = spec.alert ?? AlertSpec()
    let made = UIAlertController(
      id: spec.id, title: spec.title, message: alert.message, preferredStyle: alert.preferredStyle)
    for action in alert.actions { made.addAction(action) }
    for view in [made.dimmingView] + made.view.subtree { try register(view, spec.location) }
    return made
  }
}
