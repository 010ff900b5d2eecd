import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// Swipe to delete (issue 25): a table's swipe-action pan and dismissal recognizer, the revealed
/// buttons, a tap on one, a full swipe, a tap elsewhere, and the pans that compete. Sources are in
/// SwipeActions.swift and SwipeActionGestures.swift.
@Suite struct SwipeActionTests {
  /// Three 60 pt rows in a table at (0, 100, 375, 400) whose delegate is `Inbox`; `swipe` is the
  /// table's swipe keys, `rows` replaces its cells, `outer` the table's superview's keys.
  func scene(
    _ swipe: String =
      "trailingSwipeActionsConfigurationForRowAt: {actions: [{title: Delete, style: destructive}, {title: Flag}]}",
    rows: String? = nil, outer: String = "", contentSize: String = "", touches: String
  ) -> String {
    """
    window:
      rootViewController:
        id: Inbox
        view:
          id: inboxView
          logs: false
          \(outer)
          subviews:
            - id: list
              class: UITableView
              frame: [0, 100, 375, 400]
              delegate: Inbox
              rowHeight: 60
              \(contentSize)
              \(swipe)
              subviews: \(rows ?? "[{id: row0, class: UITableViewCell}, {id: row1, class: UITableViewCell}, {id: row2, class: UITableViewCell}]")
    touches:
    \(touches)
    """
  }

  func run(_ yaml: String) throws -> (Trace, [String]) { try tracedRun(yaml) }

  /// The lines of interest: no hit-testing, no moves, no recognizer touches.
  func calls(_ log: [String]) -> [String] {
    log.filter {
      !$0.contains("hitTest") && !$0.contains("pointInside") && !$0.contains("Moved")
        && !$0.hasSuffix(" changed") && !$0.contains("touchesBegan touch")
        && !$0.contains("touchesEnded touch")
    }
  }

  /// The drag that opens the middle row: 120 pt to the left, slowly.
  let openRow1 = "  - drag: {from: [300, 190], to: [180, 190], duration: 0.5}\n  - wait: 0.3\n"

  /// UIKit's two recognizers on the table (a `recursiveDescription` of a table's
  /// gestureRecognizers: `_UISwipeActionPanGestureRecognizer`, `UISwipeDismissalGestureRecognizer`
  /// "enabled = NO; delaysTouchesBegan = YES"); the pull views are listed but in no window.
  @Test func theRecognizersAndViewsUIKitMakes() throws {
    let (trace, _) = try run(scene(touches: "  - wait: 0.1"))
    #expect(trace.object("list.swipeActionPan")?.class == "_UISwipeActionPanGestureRecognizer")
    #expect(trace.object("list.swipeDismissal")?.class == "UISwipeDismissalGestureRecognizer")
    #expect(trace.object("list.swipeDismissal")?.isEnabled == false)
    #expect(trace.object("row1.swipeActionPullView")?.class == "UISwipeActionPullView")
    #expect(trace.object("row1.swipeActionPullView")?.superview == nil)
    #expect(trace.object("row1")?.subviews == ["row1.contentView"])
    #expect(
      trace.object("row1.swipeActionPullView")?.subviews == [
        "row1.swipeAction0", "row1.swipeAction1",
      ])
    #expect(trace.object("row1.swipeAction0")?.title == "Delete")
    // A table without swipe keys has neither (its trace is as before).
    let (plain, _) = try run(scene("", touches: "  - wait: 0.1"))
    #expect(plain.object("list.swipeActionPan") == nil)
  }

  /// A drag to the left across a row begins the swipe-action pan (Apple,
  /// UISwipeActionsConfiguration: "Users swipe horizontally … to reveal the actions"); the
  /// delegate is asked for the row's actions; let go past half the actions' width, the row stays
  /// open; a tap on Delete runs its handler, which deletes the row: the rows below move up.
  @Test func swipeRevealsThenTapDeletes() throws {
    let (trace, log) = try run(scene(touches: openRow1 + "  - tap: [338, 190]"))
    #expect(
      calls(log) == [
        "list.swipeActionPan began",
        "Inbox trailingSwipeActionsConfigurationForRowAt [0, 1]",
        "list.swipeActionPan ended",
        "row1 addSubview row1.swipeActionPullView",
        "list.swipeDismissal failed",
        // The table's content delay holds the button's touchesBegan until the lift, and its
        // failure settles after every recognizer has had the touchesEnded (issue 31).
        "list.swipeActionPan failed",
        "row1.swipeAction0 touchDown",
        "row1.swipeAction0 touchUpInside",
        "row1.swipeAction0 primaryActionTriggered",
        "Inbox handler Delete [0, 1]",
        "row1 removeFromSuperview",
      ])
    // The revealed row: its content moved by both buttons' width, the buttons behind it.
    let reveal = try #require(trace.events.first { $0.method == "addSubview" })
    let content = try #require(reveal.objects?.first { $0.id == "row1.contentView" })
    #expect(content.frame == Rect(-148, 0, 375, 60))
    #expect(reveal.objects?.first { $0.id == "row1.swipeAction0" }?.frame == Rect(74, 0, 74, 60))
    // Deleted: row1 leaves the table, row2 takes its place.
    let deleted = try #require(trace.events.last { $0.method == "removeFromSuperview" })
    #expect(deleted.objects?.first { $0.id == "list" }?.subviews == ["row0", "row2"])
    #expect(deleted.objects?.first { $0.id == "row2" }?.frame == Rect(0, 60, 375, 60))
    #expect(deleted.objects?.first { $0.id == "row2" }?.indexPath == [0, 1])
    // No row was selected: the swipe cancelled the row's touches.
    #expect(!log.contains { $0.contains("didSelectRowAt") })
  }

  /// While a row is open a tap elsewhere on the table hides its actions and selects nothing: the
  /// dismissal recognizer held the touch's began back and recognized on touch up.
  @Test func aTapElsewhereHidesWithoutSelecting() throws {
    let (_, log) = try run(scene(touches: openRow1 + "  - tap: [100, 250]"))
    #expect(
      calls(log).suffix(3) == [
        "list.swipeActionPan failed", "list.swipeDismissal recognized",
        "row1.swipeActionPullView removeFromSuperview",
      ])
    #expect(!log.contains { $0.contains("didSelectRowAt") || $0.contains("row2 touches") })
    // With nothing open, the same tap selects the row.
    let (_, plain) = try run(scene(touches: "  - tap: [100, 250]"))
    #expect(plain.contains("Inbox didSelectRowAt [0, 2]"))
  }

  /// Swiping another row closes the open one (UIKit shows one row's actions at a time); the
  /// dismissal recognizer fails as the finger moves farther than a tap may.
  @Test func swipingAnotherRowClosesTheOpenOne() throws {
    let (_, log) = try run(
      scene(
        touches: openRow1
          + "  - drag: {from: [300, 130], to: [180, 130], duration: 0.5}"))
    let tail = calls(log).drop { $0 != "row1 addSubview row1.swipeActionPullView" }
    #expect(
      Array(tail) == [
        "row1 addSubview row1.swipeActionPullView",
        "list.swipeDismissal failed",
        "list.swipeActionPan began",
        "row1.swipeActionPullView removeFromSuperview",
        "Inbox trailingSwipeActionsConfigurationForRowAt [0, 0]",
        "list.swipeActionPan ended",
        "row0 addSubview row0.swipeActionPullView",
      ])
  }

  /// A short swipe (less than half the actions' width, `swipeActionRevealFraction`) closes.
  @Test func aShortSwipeCloses() throws {
    let (_, log) = try run(
      scene(touches: "  - drag: {from: [300, 190], to: [250, 190], duration: 0.5, hold: 0.1}"))
    #expect(log.contains("list.swipeActionPan ended"))
    #expect(!log.contains { $0.contains("addSubview") || $0.contains("handler") })
  }

  /// A full swipe performs the first action (Apple, UISwipeActionsConfiguration.actions: "The
  /// first object in this array corresponds to the default action, which is the action that's
  /// performed in response to a full swipe"), unless performsFirstActionWithFullSwipe is false.
  @Test func aFullSwipePerformsTheFirstAction() throws {
    let full = "  - drag: {from: [360, 190], to: [40, 190], duration: 0.5}"
    let (_, log) = try run(scene(touches: full))
    #expect(calls(log).suffix(2) == ["Inbox handler Delete [0, 1]", "row1 removeFromSuperview"])
    let (_, off) = try run(
      scene(
        "trailingSwipeActionsConfigurationForRowAt: {actions: [{title: Delete, style: destructive}], performsFirstActionWithFullSwipe: false}",
        touches: full))
    #expect(calls(off).last == "row1 addSubview row1.swipeActionPullView")
  }

  /// Apple, UISwipeActionsConfiguration.init(actions:): "The first item in the array represents
  /// the outermost action. For example, when the user swipes from right-to-left, the first action
  /// is rightmost." Delete (the first) is at the row's trailing edge, Flag inward of it.
  @Test func theFirstActionIsOutermost() throws {
    let (trace, log) = try run(scene(touches: openRow1 + "  - tap: [264, 190]"))
    let reveal = try #require(trace.events.first { $0.method == "addSubview" })
    let frames = ["row1.swipeAction0", "row1.swipeAction1"].map { id in
      reveal.objects?.first { $0.id == id }?.frame
    }
    #expect(frames == [Rect(74, 0, 74, 60), Rect(0, 0, 74, 60)])
    // The inner button, left of Delete, is Flag.
    #expect(log.contains("row1.swipeAction1 touchUpInside"))
    #expect(log.contains("Inbox handler Flag [0, 1]"))
    #expect(!log.contains { $0.contains("handler Delete") })
  }

  /// A normal action's handler (deletesRow false by default) leaves the row: its actions hide.
  @Test func aNormalActionHides() throws {
    let (_, log) = try run(scene(touches: openRow1 + "  - tap: [264, 190]"))
    #expect(
      calls(log).suffix(2) == [
        "Inbox handler Flag [0, 1]", "row1.swipeActionPullView removeFromSuperview",
      ])
  }

  /// A vertical drag is the table's scroll, never a swipe.
  @Test func aVerticalDragScrolls() throws {
    let (_, log) = try run(
      scene(
        contentSize: "contentSize: [375, 1000]",
        touches: "  - drag: {from: [200, 400], to: [200, 200], duration: 0.5}"))
    #expect(log.contains("list.swipeActionPan failed (list.panGestureRecognizer began first)"))
    #expect(log.contains("list scrollViewWillBeginDragging"))
  }

  /// A drag to the right on a closed row reveals no trailing actions; a row the delegate gives
  /// none (`rows`) does not swipe.
  @Test func noActionsNoSwipe() throws {
    let (_, right) = try run(
      scene(touches: "  - drag: {from: [100, 190], to: [250, 190], duration: 0.5}"))
    #expect(
      right.contains(
        "list.swipeActionPan failed (a drag toward the trailing edge reveals no trailing actions)"))
    let (_, only) = try run(
      scene(
        "trailingSwipeActionsConfigurationForRowAt: {actions: [{title: Delete, style: destructive}], rows: [[0, 0]]}",
        touches: openRow1))
    #expect(only.contains("list.swipeActionPan failed (the row has no trailing swipe actions)"))
    #expect(
      trailingPulls(
        try run(
          scene(
            "trailingSwipeActionsConfigurationForRowAt: {actions: [{title: Delete, style: destructive}], rows: [[0, 0]]}",
            touches: "  - wait: 0.1")
        ).0) == ["row0.swipeActionPullView"])
  }

  private func trailingPulls(_ trace: Trace) -> [String] {
    trace.objects.filter { $0.class == "UISwipeActionPullView" }.map(\.id)
  }

  /// The classic data source: `canEditRowAt` with `commit editingStyle` gives one Delete
  /// button (Apple: nil from the delegate means "the default set of actions"), which commits.
  @Test func theDataSourcesDelete() throws {
    let (trace, log) = try run(
      scene("canEditRowAt: true", touches: openRow1 + "  - tap: [338, 190]"))
    #expect(trace.object("row1.swipeAction0")?.title == "Delete")
    #expect(log.contains("Inbox canEditRowAt [0, 1]"))
    #expect(calls(log).suffix(2) == ["Inbox commit delete [0, 1]", "row1 removeFromSuperview"])
  }

  /// A horizontal scroll view in the cell (a carousel) is nearer the touch: its pan begins
  /// first and the swipe-action pan fails.
  @Test func aCarouselInTheCellWins() throws {
    let rows = """
      [{id: row0, class: UITableViewCell}, {id: row1, class: UITableViewCell, subviews: [{id: carousel, class: UIScrollView, frame: [0, 0, 375, 60], contentSize: [1000, 60]}]}]
      """
    let (_, log) = try run(scene(rows: rows, touches: openRow1))
    #expect(log.contains("list.swipeActionPan failed (carousel.panGestureRecognizer began first)"))
    #expect(log.contains("carousel scrollViewWillBeginDragging"))
  }

  /// An ancestor's pan begins first (`swipeActionPanHysteresis` > `panHysteresis`: device
  /// reports); `requiresFailureOf: [list.swipeActionPan]` lets the swipe win.
  @Test func anAncestorsPanAndRequireToFail() throws {
    func outer(_ extra: String) -> String {
      "gestureRecognizers: [{id: drawerPan, class: UIPanGestureRecognizer\(extra)}]"
    }
    let (_, wins) = try run(scene(outer: outer(""), touches: openRow1))
    #expect(wins.contains("list.swipeActionPan failed (drawerPan began first)"))
    let (_, waits) = try run(
      scene(outer: outer(", requiresFailureOf: [list.swipeActionPan]"), touches: openRow1))
    #expect(waits.contains("list.swipeActionPan began"))
    #expect(
      waits.contains("drawerPan failed (list.swipeActionPan began, which it waited to see fail)"))
  }

  /// Bad swipe keys are located errors.
  @Test func badKeys() {
    let both = controlErrors(
      scene(
        "canEditRowAt: true\n          trailingSwipeActionsConfigurationForRowAt: {actions: [{title: A}]}",
        touches: "  - wait: 0.1"))
    #expect(both.first?.contains("not both") == true)
    let noDelegate = controlErrors(
      scene("canEditRowAt: true", touches: "  - wait: 0.1").replacingOccurrences(
        of: "delegate: Inbox", with: "logs: true"))
    #expect(noDelegate.first?.contains("give the table a 'delegate'") == true)
    #expect(noDelegate.first?.hasPrefix("test.yaml:") == true)
    let style = controlErrors(
      scene(
        "trailingSwipeActionsConfigurationForRowAt: {actions: [{title: A, style: red}]}",
        touches: "  - wait: 0.1"))
    #expect(style.first?.contains("expected one of normal, destructive") == true)
    let title = controlErrors(
      scene(
        "trailingSwipeActionsConfigurationForRowAt: {actions: [{style: normal}]}",
        touches: "  - wait: 0.1"))
    #expect(title.first?.contains("needs its 'title'") == true)
    let onView = controlErrors(
      scene("", touches: "  - wait: 0.1").replacingOccurrences(
        of: "logs: false", with: "logs: false\n      canEditRowAt: true"))
    #expect(onView.first?.contains("canEditRowAt") == true)
    let unknown = controlErrors(
      scene(
        "",
        outer:
          "gestureRecognizers: [{id: p, class: UIPanGestureRecognizer, requiresFailureOf: [list.swipeActionPan]}]",
        touches: "  - wait: 0.1"))
    #expect(unknown.first?.contains("list.swipeActionPan") == true)
  }
}
