import Foundation
import TouchTraceTrace

/// One finger on the screen, from down to up (UIKit's `UITouch`).
public final class UITouch: Hashable {
  public typealias Phase = TouchPhase
  /// 1-based, in the order touches began.
  public let id: Int
  /// The finger number the input gave.
  public let finger: Int
  public internal(set) var phase: Phase = .began
  public internal(set) var timestamp: Double = 0
  /// The view `hitTest` found when the touch began. It never changes afterwards, wherever the
  /// finger goes (seed 001: "此属性在UITouch的生命周期不再改变").
  public internal(set) var view: UIView?
  public internal(set) weak var window: UIWindow?
  public internal(set) var tapCount = 1
  /// Window coordinates (the screen's until the touch has a window).
  var locationInWindow: CGPoint
  var previousLocationInWindow: CGPoint
  /// Where the finger came down, in window coordinates.
  private(set) var startLocationInWindow: CGPoint
  /// Set when the touch reached no view (see `UIWindow.mayDeliver`).
  var droppedReason: String?
  /// The decelerating scroll view this touch stopped as it began (`stopsDeceleration`).
  weak var stoppedScrollView: UIScrollView?

  init(id: Int, finger: Int, location: CGPoint) {
    self.id = id
    self.finger = finger
    locationInWindow = location
    previousLocationInWindow = location
    startLocationInWindow = location
  }

  /// The touch's location in `view`'s coordinates (window coordinates for nil).
  /// Places a new touch in its window, once hit-testing found the window (until then its
  /// location is the screen's).
  func setStart(_ location: CGPoint) {
    locationInWindow = location
    previousLocationInWindow = location
    startLocationInWindow = location
  }

  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convertFromWindow(locationInWindow)
  }

  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convertFromWindow(previousLocationInWindow)
  }

  public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A touch event (UIKit's `UIEvent` of type `.touches`): every touch on the screen at one moment.
/// It also carries the trace recorder, so the traced entry points can log the calls they make.
public final class UIEvent {
  public internal(set) var allTouches: Set<UITouch>
  /// The touches whose phase changed at this moment (UIKit marks the others `stationary`).
  public internal(set) var changedTouches: Set<UITouch>
  public let timestamp: Double
  let recorder: TraceRecorder

  init(touches: Set<UITouch>, changed: Set<UITouch>, timestamp: Double, recorder: TraceRecorder) {
    allTouches = touches
    changedTouches = changed
    self.timestamp = timestamp
    self.recorder = recorder
  }

  public func touches(for view: UIView) -> Set<UITouch> {
    allTouches.filter { $0.view === view }
  }

  /// The event as one window sees it: only the changed touches that belong to it.
  func restricted(to window: UIWindow) -> UIEvent {
    if changedTouches.allSatisfy({ $0.window === window }) { return self }
    return UIEvent(
      touches: allTouches, changed: changedTouches.filter { $0.window === window },
      timestamp: timestamp, recorder: recorder)
  }
}

extension Collection where Element == UITouch {
  /// Touch ids in ascending order, as traces list them.
  var traceIDs: [Int] { map(\.id).sorted() }
}
