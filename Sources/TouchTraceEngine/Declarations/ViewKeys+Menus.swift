import TouchTraceTrace

extension ViewKeys {
  /// Menus (issue 33, item 5): a view's context menu and a button's menu. Read by
  /// SceneReader+Menus.swift; built into a `UIContextMenuInteraction` (UIContextMenuInteraction.swift).
  static let menuKeys: [ViewKey] = [
    ViewKey(
      "contextMenu", .custom(schema: ##""$ref": "#/$defs/menu""##), on: [.view],
      "a UIContextMenuInteraction with this UIMenu: a 0.4 s press (`contextMenuPressDuration`) "
        + "opens it.",
      source: "Apple, UIContextMenuInteraction; UIKitCore's _UILongPressClickInteractionDriver"),
    ViewKey(
      "menu", .custom(schema: ##""$ref": "#/$defs/menu""##), on: [.button],
      "UIButton.menu: a long press opens it, or a touch down with `showsMenuAsPrimaryAction`.",
      source: "Apple, UIControl.showsMenuAsPrimaryAction, UIButton.changesSelectionAsPrimaryAction"),
    ViewKey(
      "showsMenuAsPrimaryAction", .bool, on: [.button], default: .value(.bool(false)),
      "the menu opens on touch down and no touchUpInside follows. Needs 'menu'.",
      source: "Apple, UIControl.showsMenuAsPrimaryAction"),
  ]
}
