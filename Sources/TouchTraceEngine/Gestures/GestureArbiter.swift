import Foundation
import TouchTraceTrace

/// The window's side of gesture recognition (`-[UIWindow sendEvent:]` with UIKit's
/// `UIGestureEnvironment`). Where a published device print and Apple's prose or the header's
/// comments disagree, the print wins (EngineRules, "Rules resting on device prints"):
/// - a touch goes to the recognizers of its hit-test view and of every ancestor up to the window
///   (nearest first; disabled ones and those whose delegate refuses it in `shouldReceiveTouch` see
///   nothing), each phase before the view gets it (Apple, UIGestureRecognizer);
/// - an event's touches reach every recognizer, then the views; only then does the gesture
///   environment settle what the recognizers asked for (`update`): who recognizes, who fails,
///   the actions — from inside the window's dispatch, not at the next turn of the run loop as the
///   header says. zhaoName/Notes, iOS/TouchesEvents-02.md: a tap prints its `touchesEnded`, the
///   action, then the view's `touchesCancelled`; a pan's first recognized move reaches the view as
///   `touchesMoved` before the action;
/// - when one recognizes (or begins), the others still possible for its touches fail, unless
///   `shouldRecognizeSimultaneouslyWith` allows both; `require(toFail:)`,
///   `shouldRequireFailureOf` and `shouldBeRequiredToFailBy` make it wait for the other's failure;
///   `gestureRecognizerShouldBegin` (the delegate's, then the touched view's) can refuse it;
/// - `cancelsTouchesInView`: the view's touches are cancelled (`touchesCancelled`) after the
///   action; false: the action, then the held `touchesEnded`. `delaysTouchesBegan` /
///   `delaysTouchesEnded` hold phases back from the view until the recognizer fails (then they
///   arrive late) or recognizes (then they never do);
/// - a recognizer resets to possible once its touches end, at the end of the run-loop turn,
///   before the next event (so a finger landing at the instant the last one lifted finds it reset).
final class GestureArbiter {
  unowned let window: UIWindow
  var recognizersOfTouch: [ObjectIdentifier: [UIGestureRecognizer]] = [:]
  /// Phases held back from views, per touch, in order.
  var held:
    [ObjectIdentifier: (touch: UITouch, queue: [(phase: UITouch.Phase, by: UIGestureRecognizer)])] =
      [:]
  var viewGotBegan: Set<ObjectIdentifier> = []
  var cancelledForView: Set<ObjectIdentifier> = []
  /// Recognizers waiting to begin or recognize: for others to fail, or for the update that ends
  /// the event's dispatch.
  var pending: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
  var generation: [ObjectIdentifier: Int] = [:]
  private(set) var event: UIEvent?
  /// True while an event's touches go to recognizers and views: what recognizers ask for waits
  /// for `update()`.
  var dispatching = false
  /// Failures and actions asked for while dispatching, settled by `update()`.
  var failuresToSettle: [UIGestureRecognizer] = []
  var actionsToSend: [UIGestureRecognizer] = []
  /// Touches whose held phases wait for a recognizer's action (`cancelsTouchesInView` false).
  var awaitingAction: Set<ObjectIdentifier> = []

  init(window: UIWindow) { self.window = window }

  var recorder: TraceRecorder? { event?.recorder }
  var clock: SimulatedClock? { recorder?.clock }

  // MARK: Touches

  /// Delivers one event: new touches find their recognizers, then every changed touch goes to its
  /// recognizers, then (unless held back or cancelled) to its view; then the gesture environment
  /// settles what the recognizers asked for (`update`).
  func send(_ event: UIEvent) {
    self.event = event
    dispatching = true
    // A touch a view may not get still reaches the recognizers: a view that takes one touch at a
    // time lets its recognizers see every finger (a pinch works on a view with
    // isMultipleTouchEnabled false), and recognizers ignore isExclusiveTouch (Apple's
    // SimpleGestureRecognizers sample: two exclusive-touch views under a pinch still pinch).
    let changed = event.changedTouches.filter { $0.view != nil }.sorted { $0.id < $1.id }
    for touch in changed where touch.phase == .began { attach(touch) }
    for phase in UITouch.Phase.allCases {
      let touches = changed.filter { $0.phase == phase }
      for recognizer in ordered(touches.flatMap { recognizersOfTouch[ObjectIdentifier($0)] ?? [] })
      {
        let mine = touches.filter { recognizer.trackedTouches.contains($0) }
        guard !mine.isEmpty, recognizer.isTracking else { continue }
        recorder?.recognizerTouches(recognizer, phase: phase, touches: mine)
        let set = Set(mine)
        switch phase {
        case .began: recognizer.touchesBegan(set, with: event)
        case .moved: recognizer.touchesMoved(set, with: event)
        case .ended: recognizer.touchesEnded(set, with: event)
        case .cancelled: recognizer.touchesCancelled(set, with: event)
        }
      }
    }
    for phase in UITouch.Phase.allCases {
      deliverToViews(changed.filter { $0.phase == phase && $0.droppedReason == nil }, phase)
    }
    update()
    for touch in changed where touch.phase == .ended || touch.phase == .cancelled { detach(touch) }
  }

  /// Collects the recognizers that see a new touch: the hit-test view's, then each ancestor's.
  private func attach(_ touch: UITouch) {
    var found: [UIGestureRecognizer] = []
    var view = touch.view
    while let v = view {
      for recognizer in v.gestureRecognizers where recognizer.isEnabled {
        recognizer.arbiter = self
        if recognizer.isTracking, !recognizer.shouldTryToBegin(with: touch) {
          // A touch it ignores while it tracks another leaves it taking part.
          if recognizer.trackedTouches.isEmpty { recognizer.sitsOut = true }
          continue
        }
        recognizer.sitsOut = false
        if let answer = recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) {
          recorder?.delegateCall(recognizer, "shouldReceiveTouch", other: nil, answer: answer)
          if !answer { continue }
        }
        // A recognizer that already ended or failed ignores new touches until it resets.
        guard recognizer.currentState == .possible || recognizer.isTracking else { continue }
        recognizer.trackedTouches.append(touch)
        found.append(recognizer)
      }
      view = v.superview
    }
    recognizersOfTouch[ObjectIdentifier(touch)] = found
  }

  private func detach(_ touch: UITouch) {
    // A lifted touch is freed, and a later touch may get its ObjectIdentifier: what was known of
    // its view goes with it (else a new touch whose began is held looks delivered).
    let key = ObjectIdentifier(touch)
    if held[key] == nil {
      viewGotBegan.remove(key)
      cancelledForView.remove(key)
    }
    for recognizer in recognizersOfTouch[key] ?? [] {
      recognizer.trackedTouches.removeAll { $0 === touch }
      if recognizer.trackedTouches.isEmpty, recognizer.isFinished { scheduleReset(recognizer) }
    }
  }

  /// Hands each touch's phase to its view, unless a recognizer holds it back or cancelled it.
  private func deliverToViews(_ touches: [UITouch], _ phase: UITouch.Phase) {
    var byView: [(UIView, [UITouch])] = []
    for touch in touches {
      let key = ObjectIdentifier(touch)
      if cancelledForView.contains(key) { continue }
      if let holder = holder(of: touch, phase) {
        held[key, default: (touch, [])].queue.append((phase, holder))
        recorder?.touchesHeld(touch.view!, phase: phase, touches: [touch], by: holder)
        continue
      }
      guard let view = touch.view else { continue }
      if phase == .began, !contentMayBegin(touch, with: event) {
        refuse(touch)
        continue
      }
      if let i = byView.firstIndex(where: { $0.0 === view }) {
        byView[i].1.append(touch)
      } else {
        byView.append((view, [touch]))
      }
    }
    for (view, group) in byView {
      if phase == .began { viewGotBegan.formUnion(group.map(ObjectIdentifier.init)) }
      view.deliverTouches(phase, Set(group), with: event)
    }
  }

  /// The recognizer that holds this phase back from the view, if any.
  private func holder(of touch: UITouch, _ phase: UITouch.Phase) -> UIGestureRecognizer? {
    if let queued = held[ObjectIdentifier(touch)]?.queue.last { return queued.by }
    for recognizer in recognizersOfTouch[ObjectIdentifier(touch)] ?? []
    where recognizer.currentState == .possible {
      if recognizer.delaysTouchesBegan && phase != .cancelled { return recognizer }
      if recognizer.delaysTouchesEnded && phase == .ended { return recognizer }
    }
    return nil
  }

  /// Delivers what was held back for `touch`, now that nothing holds it.
  func release(_ touch: UITouch) {
    let key = ObjectIdentifier(touch)
    guard !awaitingAction.contains(key), let queue = held[key]?.queue, !queue.isEmpty,
      let view = touch.view
    else { return }
    let stillHolding = (recognizersOfTouch[key] ?? []).contains {
      $0.currentState == .possible
        && ($0.delaysTouchesBegan
          || ($0.delaysTouchesEnded && queue.contains { $0.phase == .ended }))
    }
    guard !stillHolding else { return }
    held[key] = nil
    for (phase, by) in queue where !cancelledForView.contains(key) {
      if phase == .began, !contentMayBegin(touch, with: event) {
        refuse(touch)
        break
      }
      if phase == .began { viewGotBegan.insert(key) }
      recorder?.heldBy = by.id
      view.deliverTouches(phase, [touch], with: event)
      recorder?.heldBy = nil
    }
  }

  /// The view never gets this touch (a scroll view's `touchesShouldBegin` said NO).
  func refuse(_ touch: UITouch) {
    cancelledForView.insert(ObjectIdentifier(touch))
    held[ObjectIdentifier(touch)] = nil
  }

  /// Whether the touch's view has received it (its began was delivered, not held or cancelled).
  func viewHasTouch(_ touch: UITouch) -> Bool {
    let key = ObjectIdentifier(touch)
    return viewGotBegan.contains(key) && !cancelledForView.contains(key)
  }

  // MARK: The run loop

  /// Sends `r`'s actions now, or, while an event is being dispatched, in the update that ends it.
  func sendActions(_ r: UIGestureRecognizer) {
    if dispatching {
      actionsToSend.append(r)
      return
    }
    guard let recorder else { return }
    for (target, action) in r.targetActions {
      guard let target else { continue }
      target.deliverAction(action, from: r, senderID: r.id, recorder)
    }
  }

  func scheduleReset(_ r: UIGestureRecognizer) {
    guard let clock else { return }
    clock.atEndOfTurn { [weak self] in
      guard let self, r.trackedTouches.isEmpty, r.isFinished else { return }
      self.resetNow(r)
    }
  }

  private func resetNow(_ r: UIGestureRecognizer) {
    generation[ObjectIdentifier(r), default: 0] += 1
    set(r, .possible)
    r.failureReason = nil
    r.reset()
  }

  /// A timer for `r`, dropped if `r` resets or fails before it fires.
  func after(_ seconds: Double, for r: UIGestureRecognizer, _ work: @escaping () -> Void) {
    guard let clock else { return }
    let key = ObjectIdentifier(r)
    let current = generation[key, default: 0]
    clock.schedule(at: clock.now + SimTime(seconds: seconds)) { [weak self] in
      guard let self, self.generation[key, default: 0] == current else { return }
      work()
    }
  }

  /// Recognizers in a stable order without repeats.
  func ordered(_ list: [UIGestureRecognizer]) -> [UIGestureRecognizer] {
    var out: [UIGestureRecognizer] = []
    for r in list where !out.contains(where: { $0 === r }) { out.append(r) }
    return out
  }
}

extension UIGestureRecognizer {
  var isActive: Bool { currentState == .began || currentState == .changed }
  /// Still receiving touches: possible, began or changed.
  var isTracking: Bool { currentState == .possible || isActive }
  var isFinished: Bool {
    currentState == .ended || currentState == .cancelled || currentState == .failed
  }
}
