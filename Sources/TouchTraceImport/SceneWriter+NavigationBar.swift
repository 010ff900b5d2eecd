/// A navigation bar in a dump (issue 33): a large title (`_UINavigationBarLargeTitleView` on
/// screen) and a hidden bar are a navigation controller's keys in a scene
/// (`navigationBar: {prefersLargeTitles: true}`, `isNavigationBarHidden: true`), and the import
/// makes no container controllers (their views are already in the dump): the bar and its views
/// are written as printed, so they hit-test as the dump shows them, and a comment names the key
/// a scene written by hand would use.
extension SceneWriter {
  static func isNavigationBar(_ view: DumpView) -> Bool {
    view.className == "UINavigationBar" || view.baseClass == "UINavigationBar"
  }

  /// The comments for a printed navigation bar: its large title when one is on screen (not
  /// hidden, not faded out, not empty, as UIKit leaves it when the title is small), and its
  /// hidden state.
  func navigationBarLines(_ index: Int) -> [String] {
    let bar = views[index]
    var out: [String] = []
    if bar.isHidden {
      out.append(
        "# the bar is hidden: on its navigation controller, isNavigationBarHidden: true")
    }
    let largeTitle = bar.subviews.first { child in
      let v = views[child]
      guard v.className == "_UINavigationBarLargeTitleView", let frame = v.frame else {
        return false
      }
      return !v.isHidden && (v.alpha ?? 1) > 0.01 && frame[2] > 0 && frame[3] > 0
    }
    if let largeTitle {
      out.append(
        "# a large title is shown (line \(views[largeTitle].line)): on its navigation "
          + "controller, navigationBar: {prefersLargeTitles: true}")
    }
    return out
  }
}
