import TouchTraceEngine

/// The ids a scene's views take, and where the dump's structure wins over the scene format.
extension SceneWriter {
  /// Ids for every view the scene writes, in the order it writes them.
  mutating func assignIds(isWindow: Bool) {
    for (index, view) in views.enumerated() {
      if let a = view.address { indexByAddress[DumpParser.normalized(a)] = index }
    }
    func visit(_ index: Int) {
      idOf[index] = ids.id(for: views[index], title: buttonTitle(index))
      for (child, _) in children(of: index) { visit(child) }
    }
    if isWindow {
      for (child, _) in children(of: 0) { visit(child) }
    } else {
      visit(0)
    }
  }

  /// A button's title: the text of the first label inside it.
  private func buttonTitle(_ index: Int) -> String? {
    guard classes(of: views[index]).behaviour == "UIButton" else { return nil }
    var queue = views[index].subviews
    while !queue.isEmpty {
      let v = views[queue.removeFirst()]
      if UIKitClasses.behaviour(of: v.className, printed: v.baseClass) == "UILabel",
        let text = v.text, !text.isEmpty
      {
        return text
      }
      queue += v.subviews
    }
    return nil
  }

  /// A cell whose dump puts it outside a table (or collection) view: the scene format takes
  /// cells only there, so the dump wins and it is written as a plain view, with why.
  func misplacedCell(_ behaviour: String, in parent: String?) -> String? {
    let container = ViewClass(rawValue: behaviour)?.cellContainer?.rawValue
    guard let table = container, parent != table else { return nil }
    return "a \(behaviour) in the dump, in a \(parent ?? "window or controller"): the scene "
      + "format takes cells only in a \(table)'s subviews, so it keeps its place as a plain UIView"
  }
}
