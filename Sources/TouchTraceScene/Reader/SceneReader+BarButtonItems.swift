import TouchTraceTrace
import Yams

/// A navigation item's bar button items: `{id, title, target, action}`, or `editButtonItem`.
extension SceneReader {
  /// The word that names a controller's `editButtonItem` in `leftBarButtonItems` or
  /// `rightBarButtonItems`.
  static let editButtonItemName = "editButtonItem"

  func barButtonItems(_ node: Node?, _ name: String, controller: String) -> [BarButtonItemSpec] {
    guard let node, let list = yaml.sequence(node, name) else { return [] }
    return list.compactMap { node in
      if case .scalar = node { return editButtonItem(node, name, controller: controller) }
      guard
        let fields = yaml.mapping(node, what: "a bar button item", keys: SceneKeys.barButtonItem),
        yaml.require(SceneKeys.barButtonItem, in: fields, what: "a bar button item")
      else { return nil }
      let id = yaml.identifier(fields["id"]!, "id")
      // Its button view is a view of the window, named with the item's id.
      if let id { ids.declare(id, .view, at: yaml.location(fields["id"])) }
      let title = yaml.string(fields["title"]!, "title")
      let target = yaml.identifier(fields["target"]!, "target")
      if let target {
        ids.refer(to: target, as: .object, key: "target", at: yaml.location(fields["target"]))
      }
      let action = yaml.identifier(fields["action"]!, "action")
      guard let id, let title, let target, let action else { return nil }
      return BarButtonItemSpec(
        id: id, title: title, target: target, action: action, location: yaml.location(node))
    }
  }

  /// `editButtonItem`, UIViewController's Edit/Done item; its button view is
  /// `CONTROLLER.editButtonItem`. Any other word is an error, with the word it may have meant.
  private func editButtonItem(
    _ node: Node, _ name: String, controller: String
  ) -> BarButtonItemSpec? {
    guard yaml.choice(node, name, options: [Self.editButtonItemName]) != nil,
      !controller.isEmpty
    else { return nil }
    let id = controller + "." + Self.editButtonItemName
    ids.declare(id, .view, at: yaml.location(node))
    return BarButtonItemSpec(
      id: id, title: UIViewController.editTitle(false), target: controller, action: "setEditing",
      location: yaml.location(node), isEditButtonItem: true)
  }
}

extension SceneReader {
  /// Apple (UITableViewController.tableView): "Returns the table view managed by the controller
  /// object"; its view is that table. A scene gives it as the controller's `view`.
  func checkTableViewControllerView(_ fields: Fields, _ view: ViewSpec?, what: String) {
    guard let view else {
      yaml.error(
        "a UITableViewController needs 'view' with 'class: UITableView' (its tableView)",
        at: fields.node)
      return
    }
    if view.class != .tableView {
      yaml.error(
        "\(what) is a UITableViewController: its 'view' is its tableView, 'class: UITableView' "
          + "(found \(view.class.rawValue))", at: fields["view"])
    }
  }
}

extension SceneReader {
  /// A popover's `barButtonItem`, the id of a bar button item (its button view has the item's
  /// id). Apple, barButtonItem: "Assign a value to this property to anchor the popover to the
  /// specified bar button item. When presented, the popover's arrow points to the specified
  /// item." UIKit raises without a source: "You must provide either a sourceView and sourceRect
  /// or a barButtonItem".
  func popoverBarButtonItem(_ p: Fields, at node: Node) -> String? {
    guard let v = p["barButtonItem"] else {
      if p["sourceView"] == nil {
        yaml.error(
          "'popoverPresentationController' needs a 'sourceView' (the id of the view it points "
            + "at) or a 'barButtonItem'", at: node)
      }
      return nil
    }
    if p["sourceView"] != nil {
      yaml.error(
        "'popoverPresentationController' takes a 'sourceView' or a 'barButtonItem', not both",
        at: v)
    }
    guard let id = yaml.identifier(v, "barButtonItem") else { return nil }
    ids.refer(to: id, as: .view, key: "barButtonItem", at: yaml.location(v))
    return id
  }
}
