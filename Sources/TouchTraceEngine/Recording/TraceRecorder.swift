import Foundation
import TouchTraceTrace

/// Writes down every call the engine makes, in order, with the simulated time: the events of the
/// trace. It keeps a frame per open `hitTest` and `touches…` call so results and forwarding are
/// attached to the call they belong to.
public final class TraceRecorder {
  let clock: SimulatedClock
  /// Set around a late delivery or a cancellation, so the `touches` event names the recognizer.
  var heldBy: String?
  var cause: String?
  public private(set) var events: [TraceEvent] = []
  private(set) var touches: [Int: TraceTouch] = [:]
  private var hitTestFrames: [(view: UIView, skipped: String?)] = []
  /// One frame per open responder-chain call (`touches…`, `motionBegan`…).
  private var chainFrames: [(event: Int, responder: UIResponder, stop: String?)] = []
  private var currentTouch: Int?
  private var currentPass: Int?

  init(clock: SimulatedClock) { self.clock = clock }

  private var now: Double { clock.now.seconds }

  @discardableResult
  private func append(
    _ kind: TraceEvent.Kind, _ object: String?, _ fill: (inout TraceEvent) -> Void = { _ in }
  )
    -> Int
  {
    var event = TraceEvent(time: now, kind: kind, object: object)
    fill(&event)
    events.append(event)
    return events.count - 1
  }

  // MARK: Touches from the screen

  func fingerMoved(_ touch: UITouch, screenLocation: CGPoint) {
    let sample = TouchSample(time: now, phase: touch.phase, location: Point(screenLocation))
    touches[
      touch.id,
      default: TraceTouch(
        id: touch.id, finger: touch.finger, samples: [], view: nil, responderChain: [])
    ]
    .samples.append(sample)
    append(.touch, nil) {
      $0.touch = touch.id
      $0.phase = touch.phase
      $0.location = sample.location
    }
  }

  func hitTestPassBegan(touch: UITouch, pass: Int, screenLocation: CGPoint) {
    currentTouch = touch.id
    currentPass = pass
    append(.hitTestPass, nil) {
      $0.touch = touch.id
      $0.pass = pass
      $0.location = Point(screenLocation)
    }
  }

  func hitTestPassEnded(touch: UITouch, pass: Int, result: UIView?) {
    append(.hitTestPassEnd, nil) {
      $0.touch = touch.id
      $0.pass = pass
      $0.result = result?.id
    }
    currentTouch = nil
    currentPass = nil
  }

  func hitTestView(_ touch: UITouch) {
    let chain = touch.view?.responderChain.map(\.id) ?? []
    touches[touch.id]?.view = touch.view?.id
    touches[touch.id]?.responderChain = chain
    append(.hitTestView, touch.view?.id) { $0.touch = touch.id }
  }

  func touchDropped(_ touch: UITouch, reason: String) {
    touches[touch.id]?.dropped = reason
    append(.touchDropped, touch.view?.id) {
      $0.touch = touch.id
      $0.reason = reason
    }
  }

  // MARK: hitTest and point(inside:)

  func hitTestCall(on view: UIView, at point: CGPoint) {
    let depth = hitTestFrames.count
    append(.hitTest, view.id) {
      $0.location = Point(point)
      $0.touch = currentTouch
      $0.pass = currentPass
      $0.depth = depth
    }
    hitTestFrames.append((view, nil))
  }

  func hitTestSkipped(_ view: UIView, reason: String) {
    if let last = hitTestFrames.indices.last, hitTestFrames[last].view === view {
      hitTestFrames[last].skipped = reason
    }
  }

  func hitTestReturn(from view: UIView, result: UIView?) {
    let frame = hitTestFrames.popLast()
    append(.hitTestReturn, view.id) {
      $0.result = result?.id
      $0.reason = frame?.skipped
      $0.touch = currentTouch
      $0.pass = currentPass
    }
  }

  func pointInsideCall(on view: UIView, at point: CGPoint) -> Int {
    append(.pointInside, view.id) {
      $0.location = Point(point)
      $0.touch = currentTouch
      $0.pass = currentPass
    }
  }

  func pointInsideAnswer(_ call: Int, inside: Bool) {
    events[call].inside = inside
  }

  // MARK: The responder chain

  func touchesCall(
    on responder: UIResponder, phase: TouchPhase, touches: Set<UITouch>, from sender: UIResponder?
  ) {
    chainCall(.touches, on: responder, from: sender) {
      $0.phase = phase
      $0.touches = touches.traceIDs
      $0.heldBy = heldBy
      $0.cause = cause
    }
  }

  func responderEventCall(
    on responder: UIResponder, _ method: ResponderEventMethod, _ subtype: String,
    from sender: UIResponder?
  ) {
    chainCall(.responderEvent, on: responder, from: sender) {
      $0.method = method.rawValue
      $0.subtype = subtype
    }
  }

  /// Records a call on `responder` and notes it as where `sender`'s call passed the event.
  private func chainCall(
    _ kind: TraceEvent.Kind, on responder: UIResponder, from sender: UIResponder?,
    _ fill: (inout TraceEvent) -> Void
  ) {
    if let sender, let frame = chainFrames.lastIndex(where: { $0.responder === sender }) {
      events[chainFrames[frame].event].passedTo = responder.id
    }
    chainFrames.append((append(kind, responder.id, fill), responder, nil))
  }

  /// The responder kept the event: `end` (no next responder), `control`, `scrollView`.
  func chainStopped(at responder: UIResponder, reason: String) {
    if let last = chainFrames.indices.last, chainFrames[last].responder === responder {
      chainFrames[last].stop = reason
    }
  }

  func chainReturn(from responder: UIResponder) {
    guard let frame = chainFrames.popLast() else { return }
    if events[frame.event].passedTo == nil {
      // Neither forwarded nor stopped by UIKit's own rules: an override that does not call super.
      events[frame.event].reason = frame.stop ?? "swallowed"
    }
  }

  // MARK: Controls

  func controlEvent(_ control: UIControl, _ name: String) {
    append(.controlEvent, control.id) { $0.controlEvent = name }
  }

  func action(senderID: String, to target: UIResponder, action: String) {
    append(.action, senderID) {
      $0.target = target.id
      $0.action = action
    }
  }

  func highlight(_ view: UIView, _ on: Bool) {
    append(.highlight, view.id) { $0.highlighted = on }
  }

  func valueChange(_ object: UIResponder, _ property: String, _ value: Double) {
    append(.valueChange, object.id) {
      $0.property = property
      $0.value = value
    }
  }

  func eventSent(
    to responder: UIResponder, _ method: ResponderEventMethod, _ subtype: String, reason: String
  ) {
    append(.eventSent, responder.id) {
      $0.method = method.rawValue
      $0.subtype = subtype
      $0.reason = reason
    }
  }

  func canPerformAction(
    _ responder: UIResponder, _ action: String, sender: UIResponder, answer: Bool
  ) {
    append(.canPerformAction, responder.id) {
      $0.action = action
      $0.other = sender.id
      $0.answer = answer
    }
  }

  func firstResponder(_ responder: UIResponder, _ method: String) {
    append(.firstResponder, responder.id) { $0.method = method }
  }

  func select(
    _ view: UIView, indexPath: [Int], delegate: String?, method: String, note: String? = nil,
    answer: Bool? = nil
  ) {
    append(.select, view.id) {
      $0.indexPath = indexPath
      $0.target = delegate
      $0.method = method
      $0.other = note
      $0.answer = answer
    }
  }

  func hierarchy(_ view: UIView) {
    append(.hierarchy, view.id) { $0.superview = view.window == nil ? nil : view.superview?.id }
  }

  /// A controller delegate's method (a presentation controller's
  /// `presentationControllerShouldDismiss`…, a tab bar controller's `shouldSelect`) called on the
  /// delegate `responder` about a controller, with its answer.
  func controllerDelegateCall(
    _ responder: UIResponder, _ method: String, about presented: String, answer: Bool?
  ) {
    append(.delegateCall, responder.id) {
      $0.method = method
      $0.other = presented
      $0.answer = answer
    }
  }

  /// A change the app's code made (`set`, `addSubview`, `removeFromSuperview`…), with the objects
  /// it touched as they are now.
  func change(
    _ method: String, _ object: String, objects: [TraceObject],
    _ fill: (inout TraceEvent) -> Void = { _ in }
  ) {
    append(.change, object) {
      $0.method = method
      $0.objects = objects
      fill(&$0)
    }
  }

  // MARK: Gesture recognizers

  func recognizerTouches(_ r: UIGestureRecognizer, phase: TouchPhase, touches: [UITouch]) {
    append(.recognizerTouches, r.id) {
      $0.phase = phase
      $0.touches = touches.traceIDs
    }
  }

  func recognizerState(_ r: UIGestureRecognizer, reason: String? = nil) {
    append(.recognizerState, r.id) {
      $0.state = r.stateWord
      $0.reason = reason
    }
  }

  func delegateCall(_ r: UIGestureRecognizer, _ method: String, other: String?, answer: Bool) {
    append(.delegateCall, r.id) {
      $0.method = method
      $0.other = other
      $0.answer = answer
    }
  }

  /// `scrollViewDidScroll`: the offset changed.
  func scroll(_ view: UIScrollView) {
    append(.scroll, view.id) { $0.contentOffset = Point(view.contentOffset) }
    view.notifyDidScroll(self)
  }

  /// A scroll view asks itself a question about a content view (`touchesShouldBegin`), with the
  /// answer its override gave.
  func scrollQuestion(_ view: UIScrollView, _ method: String, about other: UIView, answer: Bool) {
    append(.scroll, view.id) {
      $0.method = method
      $0.other = other.id
      $0.answer = answer
    }
  }

  /// Another UIScrollViewDelegate call (`scrollViewWillBeginDragging`, `scrollViewDidEndDragging`).
  func scrollDelegate(_ view: UIScrollView, _ method: String) {
    append(.scroll, view.id) {
      $0.method = method
      $0.contentOffset = Point(view.contentOffset)
    }
  }

  /// A UIScrollViewDelegate question about the scroll view itself (`scrollViewShouldScrollToTop`),
  /// with the delegate's answer.
  func scrollDelegate(_ view: UIScrollView, _ method: String, answer: Bool) {
    append(.scroll, view.id) {
      $0.method = method
      $0.answer = answer
    }
  }

  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the velocity (points per
  /// millisecond) and where the content will rest.
  func scrollWillEndDragging(_ view: UIScrollView, velocity: CGPoint, target: CGPoint) {
    append(.scroll, view.id) {
      $0.method = "scrollViewWillEndDragging"
      $0.contentOffset = Point(view.contentOffset)
      $0.velocity = Point(velocity)
      $0.targetContentOffset = Point(target)
    }
  }

  func touchesHeld(_ view: UIView, phase: TouchPhase, touches: [UITouch], by r: UIGestureRecognizer)
  {
    append(.touchesHeld, view.id) {
      $0.phase = phase
      $0.touches = touches.traceIDs
      $0.heldBy = r.id
    }
  }

  var allTouches: [TraceTouch] { touches.keys.sorted().compactMap { touches[$0] } }
}

extension Point {
  init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
}

extension Rect {
  init(_ r: CGRect) { self.init(Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
}
