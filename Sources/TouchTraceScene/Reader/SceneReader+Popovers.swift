import TouchTraceEngine
import TouchTraceTrace
import Yams

extension SceneReader {
  /// A controller's `preferredContentSize` and `popoverPresentationController` (`what` names it
  /// in errors).
  func popover(_ f: Fields, into spec: inout ControllerSpec, what: String) {
    if let n = f["preferredContentSize"], let size = yaml.size(n, "preferredContentSize") {
      spec.preferredContentSize = size
    }
    guard let n = f["popoverPresentationController"] else { return }
    // An action sheet is a popover on an iPad: its source is given the same way.
    let isActionSheet = f["preferredStyle"].flatMap { $0.scalar?.string } == "actionSheet"
    guard spec.modalPresentationStyle == .popover || isActionSheet else {
      // Apple, popoverPresentationController: nil unless the style is popover.
      yaml.error(
        "'popoverPresentationController' needs 'modalPresentationStyle: popover' (or an action sheet); \(what) is not presented as a popover",
        at: f.keyNode("popoverPresentationController"))
      return
    }
    guard
      let p = yaml.mapping(
        n, what: "'popoverPresentationController'",
        keys: SceneKeys.popoverPresentationController)
    else { return }
    var popover = PopoverSpec()
    popover.location = yaml.location(n)
    if let v = p["sourceView"], let id = yaml.identifier(v, "sourceView") {
      popover.sourceView = id
      ids.refer(to: id, as: .view, key: "sourceView", at: yaml.location(v))
    }
    popover.barButtonItem = popoverBarButtonItem(p, at: n)
    if let r = p["sourceRect"] { popover.sourceRect = yaml.rect(r, "sourceRect") }
    if let d = p["permittedArrowDirections"],
      let list = yaml.sequence(d, "permittedArrowDirections")
    {
      let sides = list.compactMap {
        yaml.choice($0, "permittedArrowDirections", UIPopoverArrowDirection.self)
      }
      if list.isEmpty {
        yaml.error(
          "'permittedArrowDirections' needs at least one side (up, down, left, right)", at: d)
      } else if sides.count == list.count {
        popover.permittedArrowDirections = sides
      }
    }
    if let v = p["passthroughViews"], let list = yaml.sequence(v, "passthroughViews") {
      for item in list {
        guard let id = yaml.identifier(item, "passthroughViews") else { continue }
        popover.passthroughViews.append(id)
        ids.refer(to: id, as: .view, key: "passthroughViews", at: yaml.location(item))
      }
    }
    if let d = p["delegate"] { popoverDelegate(d, into: &popover) }
    spec.popover = popover
  }

  private func popoverDelegate(_ d: Node, into popover: inout PopoverSpec) {
    guard
      let delegate = presentationDelegate(
        d, what: "a popover presentation controller's 'delegate'", keys: SceneKeys.popoverDelegate)
    else { return }
    (popover.delegate, popover.presentationControllerShouldDismiss) = (
      delegate.id, delegate.shouldDismiss
    )
    if let a = delegate.fields["adaptivePresentationStyle"] {
      popover.adaptivePresentationStyle = yaml.choice(
        a, "adaptivePresentationStyle", [UIModalPresentationStyle.none])
    }
  }
}
