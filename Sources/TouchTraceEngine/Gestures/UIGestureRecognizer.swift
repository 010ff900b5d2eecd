import Foundation
import TouchTraceTrace

/// UIKit's `UIGestureRecognizerDelegate`. A method that returns nil is "not implemented": UIKit
/// then uses its default, and no call is logged.
public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool?
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool?
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool?
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
  )
    -> Bool?
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
  ) -> Bool?
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool? {
    nil
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool? {
    nil
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool? { nil }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
  ) -> Bool? { nil }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
  ) -> Bool? { nil }
}

/// UIKit's `UIGestureRecognizer`. Subclasses override the four `touches…` methods and set `state`,
/// as on iOS; the window (`GestureArbiter`) does the rest: who sees a touch, exclusion,
/// dependencies, holding and cancelling the view's touches, and actions.
///
/// Apple (UIGestureRecognizer): discrete gestures go possible → recognized or failed; continuous
/// ones possible → began → changed… → ended, cancelled or failed; the recognizer resets to possible
/// when its touches end. The header says "the action method will be called at the next turn of the
/// run loop"; device prints show it sent within the event's dispatch (`GestureArbiter.update`).
open class UIGestureRecognizer {
  public enum State: String, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// UIKit's `.recognized`, the same value as `.ended`.
    public static let recognized = State.ended
  }

  /// The scene's id for it; its name in logs.
  public let id: String
  /// False: it prints no log lines (UIKit's own recognizers, like a scroll view's).
  public var logs = true
  public internal(set) weak var view: UIView?
  public weak var delegate: (any UIGestureRecognizerDelegate)?
  /// A ready-made delegate the recognizer keeps (UIKit's `delegate` is weak): setting it makes it
  /// the delegate.
  public var fixedAnswers: FixedAnswersDelegate? {
    didSet { delegate = fixedAnswers }
  }
  /// Apple (UIGestureRecognizer.isEnabled): "If you change this property to false while a gesture
  /// recognizer is currently recognizing a gesture, the gesture recognizer transitions to a
  /// cancelled state." The window lets go of its touches (`GestureArbiter.disabled`).
  public var isEnabled = true {
    didSet { if oldValue && !isEnabled { arbiter?.disabled(self) } }
  }
  /// Apple: default true — when it recognizes, the view's touches are cancelled.
  public var cancelsTouchesInView = true
  /// Apple: default false — the view gets no `touchesBegan` until this recognizer fails.
  public var delaysTouchesBegan = false
  /// Apple: default true — the view's `touchesEnded` waits until this recognizer fails or recognizes.
  public var delaysTouchesEnded = true
  /// `require(toFail:)`.
  public private(set) var failureRequirements: [UIGestureRecognizer] = []
  private var targets: [(target: UIResponder?, action: String)] = []

  /// The touches this recognizer is tracking.
  public internal(set) var trackedTouches: [UITouch] = []
  weak var arbiter: GestureArbiter?

  public init(id: String, target: UIResponder? = nil, action: String? = nil) {
    self.id = id
    if let action { targets.append((target, action)) }
  }

  /// UIKit's class name, for traces and diagrams.
  open var className: String { "UIGestureRecognizer" }
  /// Discrete recognizers report `recognized`, continuous ones `began`/`changed`/`ended`.
  open var isDiscrete: Bool { true }
  /// The class's own settings, for the trace (`numberOfTapsRequired`…).
  open var settings: [String: Double] { [:] }

  public func addTarget(_ target: UIResponder?, action: String) { targets.append((target, action)) }
  public func require(toFail other: UIGestureRecognizer) { failureRequirements.append(other) }

  var targetActions: [(target: UIResponder?, action: String)] { targets }

  /// Setting it tells the window, which applies UIKit's rules (a `began` or `recognized` may be
  /// refused, or wait for another recognizer to fail).
  public var state: State {
    get { currentState }
    set { arbiter?.recognizer(self, wantsState: newValue) ?? { currentState = newValue }() }
  }
  var currentState: State = .possible {
    didSet { if currentState != oldValue { stateChanged(from: oldValue) } }
  }
  /// Called when the window has changed the state (a scroll view's pan tells its delegate).
  func stateChanged(from old: State) {}

  /// For discrete recognizers `ended` is logged as `recognized`.
  var stateWord: String {
    isDiscrete && currentState == .ended ? "recognized" : currentState.rawValue
  }

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if currentState == .began || currentState == .changed {
      state = .cancelled
    } else {
      state = .failed
    }
  }
  /// UIKit's own check before beginning, ahead of the delegate's `gestureRecognizerShouldBegin`
  /// (a scroll view's pan with nothing to scroll does not begin). Not logged.
  open func canBegin() -> Bool { true }
  /// Why `canBegin()` said no, for the trace's reason; nil: UIKit's check in general.
  var cannotBeginReason: String? { nil }
  /// UIKit's private `_shouldTryToBeginWithEvent:`: asked before a new touch reaches the
  /// recognizer at all (a screen-edge pan takes only touches that begin near its edges). A
  /// recognizer that says NO sits the touch out: nothing is logged, and it holds no other
  /// recognizer back (`sitsOut`). A touch that stopped a decelerating scroll view never reaches
  /// its content's recognizers (`UITouch.stopsDeceleration`).
  func shouldTryToBegin(with touch: UITouch) -> Bool { !touch.isWithheld(from: view) }
  /// Set when it declined the latest touch that reached its view (`shouldTryToBegin`).
  var sitsOut = false
  /// Why the failure it is about to set happens, for the log, where a rule resting on a device
  /// report or a constant decides it (a tap held too long).
  var failureReason: String?

  /// Back to `possible`: clear what the subclass tracked.
  open func reset() {}

  /// The location of the touches' centroid in `view`'s coordinates.
  public func location(in view: UIView?) -> CGPoint {
    let points = trackedTouches.map { $0.location(in: view) }
    guard !points.isEmpty else { return .zero }
    return CGPoint(
      x: points.map(\.x).reduce(0, +) / Double(points.count),
      y: points.map(\.y).reduce(0, +) / Double(points.count))
  }

  public var numberOfTouches: Int { trackedTouches.count }

  /// Schedules a timer on the simulated clock (a long press's duration, a double tap's wait).
  /// It is dropped if the recognizer resets first.
  /// The constants of the app its view is in (thresholds UIKit does not document).
  public var constants: TouchConstants { view?.constants ?? .standard }

  public func after(_ seconds: Double, _ work: @escaping () -> Void) {
    arbiter?.after(seconds, for: self, work)
  }
}
