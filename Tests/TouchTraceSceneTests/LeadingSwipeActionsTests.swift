import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// Leading swipe actions and a collection view list's swipe actions (issue 33, item 7). Sources:
/// Apple, tableView(_:leadingSwipeActionsConfigurationForRowAt:), UISwipeActionsConfiguration
/// (init(actions:), performsFirstActionWithFullSwipe), UICollectionLayoutListConfiguration's
/// leadingSwipeActionsConfigurationProvider and trailingSwipeActionsConfigurationProvider.
@Suite struct LeadingSwipeActionsTests {
  /// Three 60 pt rows in a table at (0, 100) whose delegate is `Inbox`.
  func scene(
    _ keys: String, cls: String = "UITableView", cell: String = "UITableViewCell",
    touches: String
  ) -> String {
    """
    \(SceneSkeleton.controllerView("Inbox"))
            - id: list
              class: \(cls)
              frame: [0, 100, 375, 400]
              \(keys)
              subviews:
                - {id: row0, class: \(cell), size: [375, 60]}
                - {id: row1, class: \(cell), size: [375, 60]}
                - {id: row2, class: \(cell), size: [375, 60]}
    touches:
    \(touches)
    """
  }

  let leading =
    "delegate: Inbox\n          leadingSwipeActionsConfigurationForRowAt: {actions: [{title: Unread}, {title: Pin}]}"
  let openRightward = "  - drag: {from: [60, 190], to: [180, 190], duration: 0.5}\n  - wait: 0.3\n"

  /// Apple: leading actions "are displayed on the left side of the row when the user swipes
  /// from left to right"; the delegate is asked with leadingSwipeActionsConfigurationForRowAt,
  /// and the first action is outermost (init(actions:): "The first item in the array represents
  /// the outermost action"): at the left edge.
  @Test func aSwipeToTheRightRevealsTheLeadingActions() throws {
    let (trace, log) = try tracedRun(scene(leading, touches: openRightward))
    #expect(log.contains("Inbox leadingSwipeActionsConfigurationForRowAt [0, 1]"))
    #expect(log.contains("row1 addSubview row1.leadingSwipeActionPullView"))
    let change = trace.events.last { $0.kind == .change }?.objects ?? []
    let unread = change.first { $0.id == "row1.leadingSwipeAction0" }
    let pin = change.first { $0.id == "row1.leadingSwipeAction1" }
    #expect(unread?.frame?.x == 0)
    #expect((pin?.frame?.x ?? 0) > 0)
    #expect(change.first { $0.id == "row1.contentView" }?.frame?.x == 148)
    // A drag to the left on a row with only leading actions reveals nothing.
    let (_, left) = try tracedRun(
      scene(leading, touches: "  - drag: {from: [300, 190], to: [180, 190], duration: 0.5}"))
    #expect(left.contains("list.swipeActionPan failed (the row has no trailing swipe actions)"))
  }

  /// A tap on a revealed leading button runs its handler; a normal action keeps the row and the
  /// actions hide. A full swipe to the right performs the first leading action
  /// (performsFirstActionWithFullSwipe, "The default value of this property is true"), unless
  /// the configuration says false: then the row stays open.
  @Test func tapAndFullSwipe() throws {
    let (_, tapped) = try tracedRun(scene(leading, touches: openRightward + "  - tap: [37, 190]"))
    #expect(tapped.contains("Inbox handler Unread [0, 1]"))
    #expect(tapped.last == "row1.leadingSwipeActionPullView removeFromSuperview")
    let full = "  - drag: {from: [30, 130], to: [330, 130], duration: 0.3}"
    let (_, flung) = try tracedRun(scene(leading, touches: full))
    #expect(flung.contains("Inbox handler Unread [0, 0]"))
    let (_, kept) = try tracedRun(
      scene(
        leading.replacingOccurrences(of: "]}", with: "], performsFirstActionWithFullSwipe: false}"),
        touches: full))
    #expect(!kept.contains { $0.contains("handler") })
    #expect(kept.last == "row0 addSubview row0.leadingSwipeActionPullView")
  }

  /// Both edges on one table: a swipe each way asks for its own edge, and a row open on one
  /// edge closes when dragged back.
  @Test func bothEdges() throws {
    let keys =
      leading
      + "\n          trailingSwipeActionsConfigurationForRowAt: {actions: [{title: Delete, style: destructive}]}"
    let (_, log) = try tracedRun(
      scene(
        keys, touches: openRightward + "  - drag: {from: [300, 250], to: [180, 250], duration: 0.5}"
      ))
    #expect(log.contains("Inbox leadingSwipeActionsConfigurationForRowAt [0, 1]"))
    #expect(log.contains("Inbox trailingSwipeActionsConfigurationForRowAt [0, 2]"))
    #expect(log.contains("row1.leadingSwipeActionPullView removeFromSuperview"))
  }

  /// A list's providers give a collection view the same machinery: its two recognizers, the pull
  /// views, the handler (logged on the collection view: the closure is its layout's).
  @Test func aListsProviders() throws {
    let keys =
      "collectionViewLayout: list\n          trailingSwipeActionsConfigurationProvider: {actions: [{title: Delete, style: destructive}]}"
    let (trace, log) = try tracedRun(
      scene(
        keys, cls: "UICollectionView", cell: "UICollectionViewCell",
        touches:
          "  - drag: {from: [300, 190], to: [180, 190], duration: 0.5}\n  - wait: 0.3\n  - tap: [338, 190]"
      ))
    #expect(trace.object("list.swipeActionPan")?.class == "_UISwipeActionPanGestureRecognizer")
    #expect(log.contains("list trailingSwipeActionsConfigurationProvider [0, 1]"))
    #expect(log.contains("list handler Delete [0, 1]"))
    #expect(log.last == "row1 removeFromSuperview")
    // A list lays its cells out as rows: full width, one under another.
    #expect(trace.object("row1")?.frame == Rect(0, 60, 375, 60))
  }

  /// Bad keys are located errors: a provider without a list layout, a delegate's configuration
  /// without a delegate, a provider on a table.
  @Test func badKeys() {
    let notList = controlErrors(
      scene(
        "trailingSwipeActionsConfigurationProvider: {actions: [{title: A}]}",
        cls: "UICollectionView", cell: "UICollectionViewCell", touches: "  - wait: 0.1"))
    #expect(
      notList.first?.contains("give the collection view 'collectionViewLayout: list'") == true)
    #expect(notList.first?.hasPrefix("test.yaml:") == true)
    let noDelegate = controlErrors(
      scene(
        "leadingSwipeActionsConfigurationForRowAt: {actions: [{title: A}]}",
        touches: "  - wait: 0.1"))
    #expect(noDelegate.first?.contains("give the table a 'delegate'") == true)
    let onTable = controlErrors(
      scene(
        "delegate: Inbox\n          trailingSwipeActionsConfigurationProvider: {actions: [{title: A}]}",
        touches: "  - wait: 0.1"))
    #expect(onTable.first?.contains("is only for a UICollectionView") == true)
  }
}
