import Foundation
import TouchTraceTrace

/// The window's side of gesture recognition, as Apple's UIGestureRecognizer documentation
/// describes it:
/// - a touch goes to the recognizers of its hit-test view and of every ancestor up to the window
///   (nearest first; disabled ones and those whose delegate refuses it in `shouldReceiveTouch` see
///   nothing), each phase before the view gets it;
/// - when one recognizes (or begins), the others still possible for its touches fail, unless
///   `shouldRecognizeSimultaneouslyWith` allows both; `require(toFail:)`,
///   `shouldRequireFailureOf` and `shouldBeRequiredToFailBy` make it wait for the other's failure;
///   `gestureRecognizerShouldBegin` (the delegate's, then the touched view's) can refuse it;
/// - `cancelsTouchesInView`: recognizing cancels the view's touches (`touchesCancelled`) before
///   the action; `delaysTouchesBegan` / `delaysTouchesEnded` hold phases back from the view until
///   the recognizer fails (then they arrive late) or recognizes (then they never do);
/// - actions run one run-loop turn later, before the next event; a recognizer resets to possible
///   once its touches end, also before the next event (so a finger landing at the instant the
///   last one lifted finds it reset).
final class GestureArbiter {
  private unowned let window: UIWindow
  private var recognizersOfTouch: [ObjectIdentifier: [UIGestureRecognizer]] = [:]
  /// Phases held back from views, per touch, in order.
  private var held:
    [ObjectIdentifier: (touch: UITouch, queue: [(phase: UITouch.Phase, by: UIGestureRecognizer)])] =
      [:]
  private var viewGotBegan: Set<ObjectIdentifier> = []
  private var cancelledForView: Set<ObjectIdentifier> = []
  private var pending: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
  private var generation: [ObjectIdentifier: Int] = [:]
  private(set) var event: UIEvent?

  init(window: UIWindow) { self.window = window }

  private var recorder: TraceRecorder? { event?.recorder }
  private var clock: SimulatedClock? { recorder?.clock }

  // MARK: Touches

  /// Delivers one event: new touches find their recognizers, then every changed touch goes to its
  /// recognizers, then (unless held back or cancelled) to its view.
  func send(_ event: UIEvent) {
    self.event = event
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
  private func release(_ touch: UITouch) {
    let key = ObjectIdentifier(touch)
    guard let queue = held[key]?.queue, !queue.isEmpty, let view = touch.view else { return }
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
  private func refuse(_ touch: UITouch) {
    cancelledForView.insert(ObjectIdentifier(touch))
    held[ObjectIdentifier(touch)] = nil
  }

  /// Whether the touch's view has received it (its began was delivered, not held or cancelled).
  func viewHasTouch(_ touch: UITouch) -> Bool {
    let key = ObjectIdentifier(touch)
    return viewGotBegan.contains(key) && !cancelledForView.contains(key)
  }

  // MARK: States

  /// A recognizer sets its state: UIKit's rules decide what happens.
  func recognizer(_ r: UIGestureRecognizer, wantsState state: UIGestureRecognizer.State) {
    let starting = r.currentState == .possible && (state == .began || state == .ended)
    guard starting else {
      set(r, state)
      switch state {
      case .changed, .ended, .cancelled: scheduleAction(r)
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
    if !blockers(of: r).isEmpty {
      pending.removeAll { $0.recognizer === r }
      pending.append((r, state))
      return
    }
    start(r, state)
  }

  private func start(_ r: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
    set(r, state)
    // The view's touches first: cancelled (held phases are then dropped, never delivered), or
    // released. Only then do the others fail, so their failure cannot release what this cancels.
    for touch in r.trackedTouches {
      if r.cancelsTouchesInView { cancelForView(touch, cause: r) } else { release(touch) }
    }
    // Those waiting for this one to fail will not see it fail.
    for waiting in pending where requires(waiting.recognizer, r) {
      pending.removeAll { $0.recognizer === waiting.recognizer }
      set(
        waiting.recognizer, .failed, reason: "\(r.id) \(r.stateWord), which it waited to see fail")
      failed(waiting.recognizer)
    }
    // Others possible for the same touches fail, nearest the hit-test view first.
    for other in ordered(
      r.trackedTouches.flatMap { recognizersOfTouch[ObjectIdentifier($0)] ?? [] })
    where other !== r && (other.currentState == .possible || other.isActive) {
      if simultaneous(r, other) { continue }
      pending.removeAll { $0.recognizer === other }
      set(other, .failed, reason: "\(r.id) \(r.stateWord) first")
      failed(other)
    }
    scheduleAction(r)
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
      scheduleAction(r)
      for touch in touches { release(touch) }
      scheduleReset(r)
    } else {
      set(r, .failed, reason: "it was disabled")
      failed(r)
    }
  }

  private func failed(_ r: UIGestureRecognizer) {
    generation[ObjectIdentifier(r), default: 0] += 1
    // Held phases are released, those of lifted fingers too (a double tap's first tap).
    for entry in held.values.sorted(by: { $0.touch.id < $1.touch.id }) { release(entry.touch) }
    for waiting in pending where blockers(of: waiting.recognizer).isEmpty {
      pending.removeAll { $0.recognizer === waiting.recognizer }
      start(waiting.recognizer, waiting.state)
    }
    if r.trackedTouches.isEmpty { scheduleReset(r) }
  }

  private func cancelForView(_ touch: UITouch, cause: UIGestureRecognizer) {
    let key = ObjectIdentifier(touch)
    guard !cancelledForView.contains(key) else { return }
    cancelledForView.insert(key)
    held[key] = nil
    guard viewGotBegan.contains(key), let view = touch.view else { return }
    recorder?.cause = cause.id
    view.deliverTouches(.cancelled, [touch], with: event)
    recorder?.cause = nil
  }

  /// Changes a recognizer's state; `reason` says why UIKit made it fail, when it did.
  private func set(
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
  private func refusal(of r: UIGestureRecognizer) -> String? {
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

  private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    for (x, y) in [(a, b), (b, a)] {
      if let answer = x.delegate?.gestureRecognizer(x, shouldRecognizeSimultaneouslyWith: y) {
        recorder?.delegateCall(x, "shouldRecognizeSimultaneouslyWith", other: y.id, answer: answer)
        if answer { return true }
      }
    }
    return false
  }

  /// The recognizers `r` must see fail before it may recognize, that have not failed yet.
  private func blockers(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
    let others = ordered(
      r.trackedTouches.flatMap { recognizersOfTouch[ObjectIdentifier($0)] ?? [] }
        + r.failureRequirements)
    // One that sat this touch out never sees it, so it will not fail: it holds nothing back.
    return others.filter {
      $0 !== r && $0.currentState == .possible && !$0.sitsOut && requires(r, $0)
    }
  }

  /// Whether `r` must wait for `other` to fail: `require(toFail:)`, or either delegate says so.
  private func requires(_ r: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
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

  // MARK: The run loop

  /// Actions run at the next turn of the run loop: same simulated time, after this event and
  /// before the next one (`SimulatedClock.atEndOfTurn`).
  private func scheduleAction(_ r: UIGestureRecognizer) {
    guard let clock, let recorder else { return }
    clock.atEndOfTurn {
      for (target, action) in r.targetActions {
        guard let target else { continue }
        recorder.action(senderID: r.id, to: target, action: action)
        target.receiveAction(action, from: r)
      }
    }
  }

  private func scheduleReset(_ r: UIGestureRecognizer) {
    guard let clock else { return }
    clock.atEndOfTurn { [weak self] in
      guard let self, r.trackedTouches.isEmpty, r.isFinished else { return }
      self.resetNow(r)
    }
  }

  private func resetNow(_ r: UIGestureRecognizer) {
    generation[ObjectIdentifier(r), default: 0] += 1
    set(r, .possible)
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
  private func ordered(_ list: [UIGestureRecognizer]) -> [UIGestureRecognizer] {
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
