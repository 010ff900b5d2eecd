import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// A popover anchored to a bar button item (issue 33). Apple,
/// UIPopoverPresentationController.barButtonItem: "When presented, the popover's arrow points to
/// the specified item"; "Prior to presentation, the presentation controller adds all sibling bar
/// button items of the specified item (but not the item itself) to the popover's list of
/// passthrough views. UIKit automatically intercepts taps in the specified item and uses them to
/// dismiss the popover."
@Suite struct BarButtonPopoverTests {
  /// On an iPad (820 wide), `Docs` with Share (751…804) and Add (708…743) on the right of its bar;
  /// Share presents `Sheet` as a popover with `popover`.
  func scene(_ popover: String = "{barButtonItem: shareItem}", touches: String) -> String {
    """
    device: {userInterfaceIdiom: pad}
    screen: {width: 820, height: 1180}
    window:
      rootViewController:
        id: nav
        class: UINavigationController
        viewControllers:
          - id: Docs
            navigationItem:
              rightBarButtonItems:
                - {id: shareItem, title: Share, target: Docs, action: share}
                - {id: addItem, title: Add, target: Docs, action: add}
            navigation:
              share: {present: Sheet}
            view: {id: docsView, logs: false}
    storyboard:
      - id: Sheet
        modalPresentationStyle: popover
        preferredContentSize: [320, 240]
        popoverPresentationController: \(popover)
        view: {id: sheetView, logs: false}
    touches:
    \(touches)
    """
  }

  let share = "  - tap: [777, 42]"
  let add = "  - tap: [725, 42]"

  func hitViews(_ trace: Trace) -> [String?] {
    trace.events.filter { $0.kind == .hitTestView }.map(\.object)
  }

  /// The arrow points up at the item's button: the popover is below the bar, its arrow's tip
  /// under Share's centre.
  @Test func theArrowPointsAtTheItem() throws {
    let (trace, _) = try tracedRun(scene(touches: share))
    let present = try #require(trace.events.last { $0.kind == .change })
    let chrome = present.objects?.first { $0.id == "Sheet.popoverView.chrome" }
    #expect(chrome?.arrowDirection == "up")
    let popover = try #require(present.objects?.first { $0.id == "Sheet.popoverView" }?.frame)
    #expect(popover.y >= 64)
    let tip = popover.x + popover.width / 2 + (chrome?.arrowOffset ?? 0)
    #expect(abs(tip - 777.5) < 1)
  }

  /// A sibling item stays live: Add gets its tap and the popover stays; a tap outside dismisses.
  @Test func aSiblingStaysLiveAndATapOutsideDismisses() throws {
    let touches = [share, "  - wait: 0.4", add, "  - wait: 0.4", "  - tap: [200, 700]"]
    let (trace, log) = try tracedRun(scene(touches: touches.joined(separator: "\n")))
    #expect(hitViews(trace) == ["shareItem", "addItem", "Sheet.dimmingView"])
    let calls = log.filter { $0.hasPrefix("Docs ") || $0.hasPrefix("Sheet ") }
    #expect(
      calls == [
        "Docs share from shareItem", "Docs present Sheet", "Docs add from addItem",
        "Sheet dismiss",
      ])
  }

  /// The item itself is not a passthrough view: a second tap on Share is the dimming view's and
  /// dismisses the popover; Share's action is not sent again.
  @Test func theItemItselfDismisses() throws {
    let touches = [share, "  - wait: 0.4", share].joined(separator: "\n")
    let (trace, log) = try tracedRun(scene(touches: touches))
    #expect(hitViews(trace) == ["shareItem", "Sheet.dimmingView"])
    #expect(log.filter { $0.contains("share from") }.count == 1)
    #expect(log.last == "Sheet dismiss")
  }

  /// Bad input: neither source, both, and a view that is not a bar button item.
  @Test func badSourcesAreLocated() {
    let neither = controlErrors(scene("{permittedArrowDirections: [up]}", touches: share))
    #expect(neither.first?.contains("needs a 'sourceView'") == true)
    #expect(neither.first?.contains("or a 'barButtonItem'") == true)
    let both = controlErrors(
      scene("{sourceView: docsView, barButtonItem: shareItem}", touches: share))
    #expect(both.first?.contains("not both") == true)
    let notItem = controlErrors(scene("{barButtonItem: docsView}", touches: share))
    #expect(notItem.first?.contains("'docsView', which is not a bar button item") == true)
    let unknown = controlErrors(scene("{barButtonItem: shareItme}", touches: share))
    #expect(unknown.first?.contains("did you mean 'shareItem'") == true)
  }
}
