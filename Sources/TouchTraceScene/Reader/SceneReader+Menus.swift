import TouchTraceEngine
import TouchTraceTrace
import Yams

extension SceneReader {
  /// A view's `contextMenu` and a button's `menu` (with `showsMenuAsPrimaryAction`): a UIMenu,
  /// `{title, children: [{title, attributes: [destructive]}]}`. Declares the ids UIKit's views
  /// and recognizers take (`VIEW.contextMenuInteraction`, `VIEW.contextMenu.dismissTap`).
  func readMenus(_ fields: Fields, allowed: Set<String>, into spec: inout ViewSpec) {
    for key in ["contextMenu", "menu"] where allowed.contains(key) {
      guard let node = fields[key], let menu = menu(node, key) else { continue }
      if key == "contextMenu" {
        spec.properties.contextMenu = menu
      } else {
        spec.properties.menu = menu
      }
    }
    if spec.properties.contextMenu != nil, spec.properties.menu != nil {
      yaml.error(
        "give a button 'menu' or 'contextMenu', not both: a button's menu is its context menu",
        at: fields.keyNode("contextMenu"))
    }
    if fields.has("showsMenuAsPrimaryAction"), spec.properties.menu == nil,
      allowed.contains("showsMenuAsPrimaryAction")
    {
      yaml.error(
        "'showsMenuAsPrimaryAction' needs the button's 'menu'",
        at: fields.keyNode("showsMenuAsPrimaryAction"))
    }
    guard spec.properties.contextMenu != nil || spec.properties.menu != nil else { return }
    let location = spec.properties.contextMenu?.location ?? spec.properties.menu?.location
    ids.declare(spec.id + ".contextMenuInteraction", .recognizer, at: location)
    ids.declare(spec.id + ".contextMenu.dismissTap", .recognizer, at: location)
  }

  private func menu(_ node: Node, _ name: String) -> MenuSpec? {
    guard let m = yaml.mapping(node, what: "'\(name)'", keys: SceneKeys.menu) else { return nil }
    var spec = MenuSpec()
    spec.location = yaml.location(node)
    if let t = m["title"], let title = yaml.string(t, "title") { spec.title = title }
    guard let list = m["children"].flatMap({ yaml.sequence($0, "children") }) else {
      if m["children"] == nil {
        yaml.error("'\(name)' needs its 'children' (the UIActions, each with a 'title')", at: node)
      }
      return nil
    }
    if list.isEmpty { yaml.error("'children' needs at least one action", at: m["children"]) }
    spec.children = list.compactMap(menuAction)
    return spec
  }

  private func menuAction(_ node: Node) -> UIAction? {
    guard let m = yaml.mapping(node, what: "a menu action", keys: SceneKeys.menuAction) else {
      return nil
    }
    guard let t = m["title"], let title = yaml.string(t, "title") else {
      if m["title"] == nil { yaml.error("a menu action needs its 'title'", at: node) }
      return nil
    }
    var attributes: [UIAction.Attributes] = []
    if let a = m["attributes"], let list = yaml.sequence(a, "attributes") {
      attributes = list.compactMap { yaml.choice($0, "attributes", UIAction.Attributes.self) }
    }
    return UIAction(title: title, attributes: attributes)
  }
}
