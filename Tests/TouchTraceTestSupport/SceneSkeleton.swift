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
}
