/// A popover in a dump (issue 33): UIKit's `_UIPopoverView` holds its chrome
/// (`_UIPopoverStandardChromeView`, or a `UIPopoverBackgroundView` subclass) and the presented
/// controller's view, over a `UIDimmingView` in a `UITransitionView`. The views import as printed,
/// so a tap outside the popover is the dimming view's, as on the device; the scene format's
/// popover (which dismisses on that tap) needs the view it points at, which no dump prints.
extension ImportNotes {
  /// The chrome's classes: UIKit's own, and the public class apps subclass for theirs.
  static func isPopoverChrome(_ view: DumpView) -> Bool {
    view.className.contains("PopoverStandardChromeView")
      || view.className.contains("PopoverBackgroundView")
      || view.baseClass == "UIPopoverBackgroundView"
  }

  /// The sentence for the `_UIPopoverView` at `index`: what the dump says (the presented view's
  /// size and place, its dimming view) and what it does not.
  static func popoverSentence(_ views: [DumpView], _ index: Int) -> String {
    let popover = views[index]
    var said = "a popover is on screen"
    let content = popover.subviews.map { views[$0] }.last { !isPopoverChrome($0) }
    if let frame = content?.frame, let origin = popover.frame {
      said +=
        ", the presented controller's view \(number(frame[2])) × \(number(frame[3])) at "
        + "(\(number(origin[0] + frame[0])), \(number(origin[1] + frame[1])))"
    }
    let dimmed = views.contains { $0.className == "UIDimmingView" }
    said +=
      dimmed
      ? "; a tap outside it is the printed UIDimmingView's, which here dismisses nothing"
      : "; no UIDimmingView was printed, so a tap outside it goes where the printed views send it"
    let size = content?.frame.map {
      "`preferredContentSize: [\(number($0[2])), \(number($0[3]))]`, "
    }
    return said
      + ". The dump does not print the view it points at (sourceView) nor its passthroughViews, "
      + "which the scene format's popover needs: write the presented controller with "
      + "`modalPresentationStyle: popover`, \(size ?? "")`popoverPresentationController: "
      + "{sourceView, passthroughViews}` to simulate its dismissal"
  }
}
