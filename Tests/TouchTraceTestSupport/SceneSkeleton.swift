/// Small scenes as YAML text: a screen, a window whose root view controller's view holds the
/// given subviews, and touches. Tests write only the part they are about.
public enum SceneSkeleton {
  /// `subviews` are YAML list items indented by 8 (as under `view: subviews:`); `touches` are
  /// list items indented by 2, or empty for a scene with no touch.
  public static func rootView(
    _ subviews: String, screen: (width: Int, height: Int) = (200, 200), touches: String = ""
  ) -> String {
    var text = """
      screen: {width: \(screen.width), height: \(screen.height)}
      window:
        rootViewController:
          id: ViewController
          view:
            id: rootView
            subviews:
      \(subviews)
      """
    if !touches.isEmpty { text += "\ntouches:\n\(touches)" }
    return text
  }
}

extension SceneSkeleton {
  /// The first lines of a scene whose window's root view controller `controller` has a view
  /// `root`, up to its `subviews:`; the scene's text goes on with list items indented by 8.
  public static func controllerView(_ controller: String = "ViewController") -> String {
    """
    window:
      rootViewController:
        id: \(controller)
        view:
          id: root
          subviews:
    """
  }

  /// A scene, up to its `touches:`, whose root view holds an editing table `list` at (0, 100),
  /// 375 × 400, its delegate the controller `delegate`, with `rows` 44 pt rows `row0`…: `keys`
  /// are more of the table's keys, one a line.
  public static func editingList(
    delegate: String = "List", rows: Int, keys: [String] = []
  ) -> String {
    let table =
      ["- id: list", "  class: UITableView", "  frame: [0, 100, 375, 400]"]
      + ["  delegate: \(delegate)", "  isEditing: true"] + keys.map { "  " + $0 }
      + ["  subviews:"]
      + (0..<rows).map { "    - {id: row\($0), class: UITableViewCell}" }
    return controllerView(delegate) + "\n" + table.map { "        " + $0 }.joined(separator: "\n")
  }
}
