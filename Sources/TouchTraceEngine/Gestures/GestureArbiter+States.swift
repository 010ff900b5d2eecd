import Foundation
import TouchTraceTrace

/// The gesture environment's update: what recognizers ask for (a state) becomes UIKit's answer —
/// exclusion, dependencies, refusal, the actions, and the view's cancelled or released touches.
extension GestureArbiter {
  // MARK: States

  /// A recognizer sets its state: UIKit's rules decide what happens. While an event is being
  /// dispatched, a recognizer that wants to begin or recognize stays possible until `update()`.
  func recognizer(_ r: UIGestureRecognizer, wantsState state: UIGestureRecognizer.State) {
    let starting = r.currentState == .possible && (state == .began || state == .ended)
    guard starting else {
      set(r, state, reason: state == .failed ? r.failureReason : nil)
      r.failureReason = nil
      switch state {
      case .changed, .ended, .cancelled: sendActions(r)
      case .failed: failed(r)
      default: break
      }
      if r.isFinished && r.trackedTouches.isEmpty { scheduleReset(r) }
      return
    }
    if let refusal = refusal(of: r) {
      set(r, .failed, reason: refusal)
      failed(r)
      return
    }
    if dispatching || !blockers(of: r).isEmpty {
      pending.removeAll { $0.recognizer === r }
      pending.append((r, state))
      return
    }
    start(r, state)
  }

  /// The end of an event's dispatch (UIKit's `_UIGestureEnvironmentUpdate`, under
  /// `-[UIWindow sendEvent:]`): every recognizer has seen the event's touches and the views have
  /// had theirs. Those that asked to begin or recognize do so, nearest the hit-test view first
  /// (the others fail), with their actions; then the actions of those already recognizing; last,
  /// the failures, whose held phases reach the views only if no winner cancelled them (a table's
  /// held `touchesBegan` is dropped, not delivered then cancelled, when an ancestor's tap wins).
  func update() {
    dispatching = false
    let actions = actionsToSend
    let failures = failuresToSettle
    (actionsToSend, failuresToSettle) = ([], [])
    while let i = pending.firstIndex(where: {
      $0.recognizer.currentState == .possible && blockers(of: $0.recognizer).isEmpty
    }) {
      let (r, state) = pending.remove(at: i)
      start(r, state)
    }
    for r in actions { sendActions(r) }
    for r in failures { failed(r) }
  }

  func start(_ r: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
    set(r, state)
    // The view's touches stop here (held phases are dropped, never delivered), but its
    // touchesCancelled, or the held phases it still gets, come after the action.
    let touches = r.trackedTouches
    var toCancel: [UITouch] = []
    for touch in touches {
      let key = ObjectIdentifier(touch)
      if r.cancelsTouchesInView {
        guard !cancelledForView.contains(key) else { continue }
        cancelledForView.insert(key)
        held[key] = nil
        if viewGotBegan.contains(key) { toCancel.append(touch) }
      } else {
        awaitingAction.insert(key)
      }
    }
    // Those waiting for this one to fail will not see it fail; others possible for the same
    // touches fail, nearest the hit-test view first. All of them before what a failure sets off,
    // so none of them can begin in between.
    var losers: [UIGestureRecognizer] = []
    for waiting in pending where requires(waiting.recognizer, r) {
      pending.removeAll { $0.recognizer === waiting.recognizer }
      set(
        waiting.recognizer, .failed, reason: "\(r.id) \(r.stateWord), which it waited to see fail")
      losers.append(waiting.recognizer)
    }
    for other in ordered(touches.flatMap { recognizersOfTouch[ObjectIdentifier($0)] ?? [] })
    where other !== r && (other.currentState == .possible || other.isActive) {
      if simultaneous(r, other) { continue }
      pending.removeAll { $0.recognizer === other }
      set(other, .failed, reason: "\(r.id) \(r.stateWord) first")
      losers.append(other)
    }
    for loser in losers { failed(loser) }
    sendActions(r)
    for touch in toCancel { deliverCancelled(touch, cause: r) }
    for touch in touches where !r.cancelsTouchesInView {
      awaitingAction.remove(ObjectIdentifier(touch))
      release(touch)
    }
    if r.isFinished && r.trackedTouches.isEmpty { scheduleReset(r) }
  }

  /// `r` was disabled (the scene's `set` step): it sees none of its touches any more. Recognizing,
  /// it is cancelled (Apple, UIGestureRecognizer.isEnabled) and its action runs with that state;
  /// still possible, it fails, so phases it held back reach the view and recognizers waiting for
  /// it to fail go on (what a recognizer that stops tracking does; Apple says nothing more).
  func disabled(_ r: UIGestureRecognizer) {
    guard r.isTracking, !r.trackedTouches.isEmpty else { return }
    let touches = r.trackedTouches
    for touch in touches { recognizersOfTouch[ObjectIdentifier(touch)]?.removeAll { $0 === r } }
    r.trackedTouches = []
    pending.removeAll { $0.recognizer === r }
    if r.isActive {
      set(r, .cancelled, reason: "it was disabled")
      sendActions(r)
      for touch in touches { release(touch) }
      scheduleReset(r)
    } else {
      set(r, .failed, reason: "it was disabled")
      failed(r)
    }
  }

  /// What follows a failure: held phases are released (those of lifted fingers too, a double
  /// tap's first tap) and recognizers waiting for it go on. While dispatching, in `update()`.
  func failed(_ r: UIGestureRecognizer) {
    generation[ObjectIdentifier(r), default: 0] += 1
    if dispatching {
      failuresToSettle.append(r)
      return
    }
    for entry in held.values.sorted(by: { $0.touch.id < $1.touch.id }) { release(entry.touch) }
    for waiting in pending where blockers(of: waiting.recognizer).isEmpty {
      pending.removeAll { $0.recognizer === waiting.recognizer }
      start(waiting.recognizer, waiting.state)
    }
    if r.trackedTouches.isEmpty { scheduleReset(r) }
  }

  private func deliverCancelled(_ touch: UITouch, cause: UIGestureRecognizer) {
    guard let view = touch.view else { return }
    recorder?.cause = cause.id
    view.deliverTouches(.cancelled, [touch], with: event)
    recorder?.cause = nil
  }

  /// Changes a recognizer's state; `reason` says why UIKit made it fail, when it did.
  func set(
    _ r: UIGestureRecognizer, _ state: UIGestureRecognizer.State, reason: String? = nil
  ) {
    guard r.currentState != state || state == .changed else { return }
    r.currentState = state
    recorder?.recognizerState(r, reason: reason)
  }

  // MARK: UIKit's questions

  /// Why `r` may not begin, or nil: UIKit's own check, then the delegate's
  /// `gestureRecognizerShouldBegin`, then the touched view's (UIControl refuses single taps of
  /// its ancestors' recognizers; Apple, UIView.gestureRecognizerShouldBegin).
  func refusal(of r: UIGestureRecognizer) -> String? {
    guard r.canBegin() else { return r.cannotBeginReason ?? "it cannot begin here" }
    if let answer = r.delegate?.gestureRecognizerShouldBegin(r) {
      recorder?.delegateCall(r, "gestureRecognizerShouldBegin", other: nil, answer: answer)
      if !answer { return "its delegate said NO" }
    }
    for touch in r.trackedTouches {
      if let view = touch.view, !view.answersShouldBegin(r) {
        return "\(view.id) refused it"
      }
    }
    return nil
  }

  func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    for (x, y) in [(a, b), (b, a)] {
      if let answer = x.delegate?.gestureRecognizer(x, shouldRecognizeSimultaneouslyWith: y) {
        recorder?.delegateCall(x, "shouldRecognizeSimultaneouslyWith", other: y.id, answer: answer)
        if answer { return true }
      }
    }
    return false
  }

  /// The recognizers `r` must see fail before it may recognize, that have not failed yet.
  func blockers(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
    let others = ordered(
      r.trackedTouches.flatMap { recognizersOfTouch[ObjectIdentifier($0)] ?? [] }
        + r.failureRequirements)
    // One that sat this touch out never sees it, so it will not fail: it holds nothing back.
    return others.filter {
      $0 !== r && $0.currentState == .possible && !$0.sitsOut && requires(r, $0)
    }
  }

  /// Whether `r` must wait for `other` to fail: `require(toFail:)`, or either delegate says so.
  func requires(_ r: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
    if r.failureRequirements.contains(where: { $0 === other }) { return true }
    if let answer = r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: other) {
      recorder?.delegateCall(r, "shouldRequireFailureOf", other: other.id, answer: answer)
      if answer { return true }
    }
    if let answer = other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: r) {
      recorder?.delegateCall(other, "shouldBeRequiredToFailBy", other: r.id, answer: answer)
      if answer { return true }
    }
    return false
  }
}
