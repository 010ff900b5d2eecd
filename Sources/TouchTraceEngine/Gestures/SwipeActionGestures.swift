import Foundation
import TouchTraceTrace

/// UIKit's private `_UISwipeActionPanGestureRecognizer` on a table (TABLE.swipeActionPan): a
/// horizontal drag on a row with trailing actions, toward the leading edge, slides the row open
/// (Apple, UISwipeActionsConfiguration: "Users swipe horizontally left or right in a table view to
/// reveal the actions associated with a row"); a drag on the revealed row moves it either way.
/// A drag more along the table than across it is not a swipe: the table's own pan scrolls.
/// It begins after `TouchConstants.swipeActionPanHysteresis` (longer than a pan's: device reports
/// say an ancestor's pan takes the swipe first). Let go, the row performs its first action (a full
/// swipe), stays open, or closes. Like the sheet's recognizers it logs its states.
final class SwipeActionPanGestureRecognizer: UIPanGestureRecognizer {
  weak var controller: UISwipeActionController?
  /// The row being swiped, and how far it was open when the swipe began (positive: its trailing
  /// actions show, negative: its leading ones).
  private var cell: UICell?
  private var startOffset = 0.0
  private var offset = 0.0

  override var className: String { "_UISwipeActionPanGestureRecognizer" }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    hysteresis = constants.swipeActionPanHysteresis
    super.touchesBegan(touches, with: event)
  }

  /// The row under the first finger, when it has actions on either edge.
  private var touchedCell: UICell? {
    guard let controller, let touch = trackedTouches.first,
      let cell = controller.table.cell(holding: touch.view),
      SwipeEdge.allCases.contains(where: { controller.hasActions(cell, $0) })
    else { return nil }
    return cell
  }

  override func canBegin() -> Bool { cannotBeginReason == nil }

  override var cannotBeginReason: String? {
    guard abs(movement.x) > abs(movement.y) else { return "not a drag across the row" }
    guard let cell = touchedCell, let controller else {
      return "the row has no trailing swipe actions"
    }
    // Apple: trailing actions are revealed by a swipe from the trailing edge (toward the leading
    // one, left in a left-to-right language), leading actions by a swipe from the leading edge;
    // an open row also closes the other way.
    if controller.revealedCell === cell { return nil }
    // In editing mode a row's editing control reveals its Delete; a swipe reveals nothing (where
    // Apple is silent; device reports).
    if (controller.table as? UITableView)?.isEditing == true {
      return "the table is in editing mode"
    }
    let edge: SwipeEdge = movement.x > 0 ? .leading : .trailing
    guard controller.hasActions(cell, edge) else {
      return edge == .trailing
        ? "the row has no trailing swipe actions"
        : "a drag toward the trailing edge reveals no trailing actions"
    }
    return nil
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard isActive, let cell, let controller else { return }
    offset = clamped(startOffset - Double(translation.x), cell, controller)
    controller.slide(cell, by: offset)
  }

  /// The row opens only toward an edge that has actions.
  private func clamped(
    _ value: Double, _ cell: UICell, _ controller: UISwipeActionController
  ) -> Double {
    let low = controller.hasActions(cell, .leading) ? -Double.infinity : 0
    let high = controller.hasActions(cell, .trailing) ? Double.infinity : 0
    return min(max(value, low), high)
  }

  override func stateChanged(from old: State) {
    guard let controller, let recorder = arbiter?.event?.recorder else { return }
    switch currentState {
    case .began:
      guard let touched = touchedCell else { return }
      cell = touched
      let open = controller.revealedCell === touched
      let edge: SwipeEdge = movement.x > 0 ? .leading : .trailing
      // UIKit's handler hears of it as an action would, at the next turn of the run loop (once
      // the window has settled who else fails): another row's actions close, and the delegate is
      // asked for this row's.
      recorder.clock.atEndOfTurn {
        if let other = controller.revealedCell, other !== touched {
          controller.hide(other, recorder)
        }
        if !open { controller.askDelegate(about: touched, edge, recorder) }
      }
      startOffset =
        open ? controller.revealWidth(controller.revealedEdge) * controller.revealedEdge.sign : 0
      offset = startOffset
    case .ended:
      guard let cell else { return }
      // Judged where the finger's speed would carry the row (`releaseProjectionRate`): a flick
      // away from the swiped edge swipes fully, a flick back closes it.
      let carried = projectedDistance(
        -Double(velocity(in: nil).x), rate: constants.releaseProjectionRate)
      let offset = clamped(offset + carried, cell, controller)
      recorder.clock.atEndOfTurn { controller.settle(cell, at: offset, recorder) }
    case .cancelled:
      if let cell { controller.hide(cell, recorder) }
    default: break
    }
  }

  override func reset() {
    super.reset()
    cell = nil
    startOffset = 0
    offset = 0
  }
}

/// UIKit's `UISwipeDismissalGestureRecognizer` on a table (TABLE.swipeDismissal): enabled only
/// while a row's actions are revealed, it holds a touch's `touchesBegan` back from the cells
/// ("delaysTouchesBegan = YES" in the dump) and recognizes when the finger lifts having moved
/// less than a tap may (its handler's `gestureRecognizerShouldDismissForTouchUp:`, a class dump
/// of `_UISwipeHandler`): the actions hide, and the row touched is not selected, as its touches
/// are cancelled before it ever had them. A touch on a revealed action's button is not its: it
/// fails, and the button gets the touch. A drag makes it fail (the swipe-action pan or the
/// table's scroll takes it).
final class SwipeDismissalGestureRecognizer: UIGestureRecognizer {
  weak var controller: UISwipeActionController?
  private var start: CGPoint?

  override var className: String { "UISwipeDismissalGestureRecognizer" }

  override init(id: String, target: UIResponder? = nil, action: String? = nil) {
    super.init(id: id, target: target, action: action)
    delaysTouchesBegan = true
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    start = start ?? location(in: nil)
    guard let pull = controller?.revealedPullView else { return }
    if touches.contains(where: { $0.view?.isDescendant(of: pull) == true }) { state = .failed }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let start else { return }
    let p = location(in: nil)
    if hypot(p.x - start.x, p.y - start.y) > constants.tapMovement { state = .failed }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    state = .ended
  }

  override func stateChanged(from old: State) {
    guard currentState == .ended, let controller, let cell = controller.revealedCell,
      let recorder = arbiter?.event?.recorder
    else { return }
    // As its action (`_dismissalRecognizerDidRecognize:`) would: at the next turn of the run loop.
    recorder.clock.atEndOfTurn { controller.hide(cell, recorder) }
  }

  override func reset() { start = nil }
}

extension UISwipeActionController {
  /// The finger left the swiped row `offset` points open (where its speed would carry it; its
  /// sign says which edge): a full swipe performs that edge's first action (Apple,
  /// UISwipeActionsConfiguration.actions: "The first object in this array corresponds to the
  /// default action, which is the action that's performed in response to a full swipe"), past
  /// `swipeActionRevealFraction` of the actions' width the row stays open, else it closes.
  func settle(_ cell: UICell, at offset: Double, _ recorder: TraceRecorder) {
    let edge: SwipeEdge = offset < 0 ? .leading : .trailing
    let distance = abs(offset)
    let width = Double(cell.bounds.width)
    if configuration(edge)?.performsFirstActionWithFullSwipe == true,
      distance >= width * constants.swipeActionFullSwipeFraction
    {
      perform(0, edge, on: cell, recorder)
    } else if distance > 0, distance >= revealWidth(edge) * constants.swipeActionRevealFraction {
      reveal(cell, edge, recorder)
    } else {
      hide(cell, recorder)
    }
  }
}
