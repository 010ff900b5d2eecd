import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// Swipe actions from Swift: `installSwipeActions` gives a table UIKit's two recognizers and a
/// pull view per row with actions (SwipeActions.swift holds the sources; the scene-level cases
/// are SwipeActionTests).
@Suite struct SwipeActionEngineTests {
  /// A table at (0, 100) with two 44 pt rows, its delegate the root controller.
  func table(_ answers: SwipeActionAnswers) -> (TestApp, UITableView) {
    let list = UITableView(id: "list", frame: CGRect(x: 0, y: 100, width: 375, height: 400))
    let app = TestApp { root in
      root.addSubview(list)
      list.addSubview(UITableViewCell(id: "row0"))
      list.addSubview(UITableViewCell(id: "row1"))
      list.layoutRows(frames: [nil, nil], heights: [nil, nil], contentSizeGiven: false)
      for (i, cell) in list.cells.enumerated() { cell.indexPath = [0, i] }
    }
    list.delegate = app.controller
    list.installSwipeActions(answers)
    return (app, list)
  }

  let delete = SwipeActionAnswers(
    source: .trailingSwipeActionsConfiguration,
    configuration: UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .destructive, title: "Delete")
    ]))

  /// The recognizers go on the table after its own (UIKit's order in the dump); the dismissal
  /// one starts disabled and holds touches' began back.
  @Test func theRecognizers() {
    let (_, list) = table(delete)
    #expect(
      list.gestureRecognizers.map(\.className) == [
        "UIScrollViewDelayedTouchesBeganGestureRecognizer", "UIScrollViewPanGestureRecognizer",
        "_UISwipeActionPanGestureRecognizer", "UISwipeDismissalGestureRecognizer",
      ])
    let dismissal = list.gestureRecognizers[3]
    #expect(!dismissal.isEnabled && dismissal.delaysTouchesBegan)
  }

  /// Swipe, tap Delete: the handler is called about the row and the row leaves the table; the
  /// trace lists the pull view from the start, so its references hold.
  @Test func swipeThenDelete() throws {
    let (app, list) = table(delete)
    let trace = app.run {
      $0.drag(from: CGPoint(x: 300, y: 122), to: CGPoint(x: 180, y: 122), duration: 0.5)
      $0.wait(0.3)
      $0.tap(at: CGPoint(x: 338, y: 122))
    }
    let log = EventLog.lines(of: trace)
    #expect(log.contains("ViewController trailingSwipeActionsConfigurationForRowAt [0, 0]"))
    #expect(log.contains("ViewController handler Delete [0, 0]"))
    #expect(list.cells.map(\.id) == ["row1"])
    #expect(list.cells.first?.frame.minY == 0)
    #expect(trace.object("row0.swipeActionPullView") != nil)
    // Read back, it passes the schema and its references (every id it names is an object).
    _ = try TraceReader.read(try trace.jsonData(), file: "swipe.json")
  }

  /// A full swipe with `performsFirstActionWithFullSwipe` false leaves the row open.
  @Test func noFullSwipe() {
    var answers = delete
    answers.configuration.performsFirstActionWithFullSwipe = false
    let (app, list) = table(answers)
    _ = app.run {
      $0.drag(from: CGPoint(x: 360, y: 122), to: CGPoint(x: 20, y: 122), duration: 0.5)
    }
    #expect(list.cells.count == 2)
    #expect(list.swipeActionController?.revealedCell?.id == "row0")
  }
}
