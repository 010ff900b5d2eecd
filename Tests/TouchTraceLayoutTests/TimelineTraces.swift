import Testing
import TouchTraceTrace

@testable import TouchTraceLayout

/// The timeline tests' synthetic traces: a small scene builder and the touches the tests draw
/// (a tap on a button with a recognizer, a pan, a long press).
extension TimelinePanelTests {
  /// A window with `rootView` holding one view (`view`, of `viewClass`), a recognizer on it, and
  /// the chain up to the app delegate. Events are added in order with `add`.
  struct Scene {
    var objects: [TraceObject] = []
    var events: [TraceEvent] = []
    var touches: [TraceTouch] = []
    let view: String
    var chain: [String] { [view, "rootView", "ViewController", "UIWindow", "UIApplication"] }

    init(view: String, viewClass: String, recognizer: String?, recognizerClass: String = "") {
      self.view = view
      func v(_ id: String, _ cls: String, _ parent: String?, _ frame: Rect, _ next: String)
        -> TraceObject
      {
        var o = TraceObject(id: id, role: parent == nil ? .window : .view, class: cls)
        o.superview = parent
        o.inWindow = true
        o.frame = frame
        o.windowFrame = frame
        o.backgroundColor = "#CFE2F3FF"
        o.next = next
        return o
      }
      var window = v("UIWindow", "UIWindow", nil, Rect(0, 0, 375, 667), "UIApplication")
      window.subviews = ["rootView"]
      var root = v("rootView", "UIView", "UIWindow", Rect(0, 0, 375, 667), "ViewController")
      root.subviews = [view]
      var target = v(view, viewClass, "rootView", Rect(100, 200, 160, 60), "rootView")
      target.gestureRecognizers = recognizer.map { [$0] }
      objects = [window, root, target]
      var controller = TraceObject(
        id: "ViewController", role: .viewController, class: "UIViewController")
      controller.next = "UIWindow"
      controller.view = "rootView"
      objects.append(controller)
      objects.append(TraceObject(id: "UIApplication", role: .application, class: "UIApplication"))
      if let recognizer {
        var r = TraceObject(id: recognizer, role: .gestureRecognizer, class: recognizerClass)
        r.view = view
        r.cancelsTouchesInView = true
        r.target = "ViewController"
        r.action = "handle"
        objects.append(r)
      }
    }

    mutating func add(
      _ time: Double, _ kind: TraceEvent.Kind, _ object: String?,
      _ fill: (inout TraceEvent) -> Void = { _ in }
    ) {
      var e = TraceEvent(time: time, kind: kind, object: object)
      fill(&e)
      events.append(e)
    }

    /// `touches…` on each responder from the view up, passed on until UIApplication.
    mutating func upTheChain(
      _ time: Double, _ phase: TouchPhase, touch: Int = 1, cause: String? = nil,
      heldBy: String? = nil
    ) {
      let chain = self.chain
      for (i, id) in chain.enumerated() {
        add(time, .touches, id) {
          $0.phase = phase
          $0.touches = [touch]
          $0.passedTo = i + 1 < chain.count ? chain[i + 1] : nil
          $0.reason = i + 1 < chain.count ? nil : "end"
          $0.cause = cause
          $0.heldBy = i == 0 ? heldBy : nil
        }
      }
    }

    mutating func touch(id: Int = 1, _ samples: [(Double, TouchPhase, Point)]) {
      touches.append(
        TraceTouch(
          id: id, finger: 1,
          samples: samples.map { TouchSample(time: $0.0, phase: $0.1, location: $0.2) },
          view: view, responderChain: chain))
    }

    var trace: Trace {
      Trace(
        title: "timeline", screen: Size(375, 667), objects: objects, touches: touches,
        events: events)
    }
  }

  /// Seed 000's button with a tap recognizer, `cancelsTouchesInView = YES`: the recognizer sees
  /// the touch begin, the button sends touchDown; at 0.1 the tap is recognized, the button's
  /// touches are cancelled (touchCancel), and one run-loop turn later (same time) the action fires.
  static func tapOnButton() -> Trace {
    var s = Scene(
      view: "btn", viewClass: "UIButton", recognizer: "tap",
      recognizerClass: "UITapGestureRecognizer")
    s.add(0, .touch, nil) {
      $0.touch = 1
      $0.phase = .began
    }
    s.add(0, .hitTestView, "btn") { $0.touch = 1 }
    s.add(0, .delegateCall, "tap") {
      $0.method = "gestureRecognizer(_:shouldReceive:)"
      $0.answer = true
    }
    s.add(0, .recognizerTouches, "tap") {
      $0.phase = .began
      $0.touches = [1]
    }
    s.add(0, .touches, "btn") {
      $0.phase = .began
      $0.touches = [1]
      $0.reason = "control"
    }
    s.add(0, .controlEvent, "btn") { $0.controlEvent = "touchDown" }
    s.add(0.1, .recognizerTouches, "tap") {
      $0.phase = .ended
      $0.touches = [1]
    }
    s.add(0.1, .delegateCall, "tap") {
      $0.method = "gestureRecognizerShouldBegin"
      $0.answer = true
    }
    s.add(0.1, .recognizerState, "tap") { $0.state = "recognized" }
    s.add(0.1, .touches, "btn") {
      $0.phase = .cancelled
      $0.touches = [1]
      $0.reason = "control"
      $0.cause = "tap"
    }
    s.add(0.1, .controlEvent, "btn") { $0.controlEvent = "touchCancel" }
    s.add(0.1, .action, "tap") {
      $0.target = "ViewController"
      $0.action = "tapEvent"
    }
    s.add(0.1, .recognizerState, "tap") { $0.state = "possible" }
    s.touch([(0, .began, Point(180, 230)), (0.1, .ended, Point(180, 230))])
    return s.trace
  }

  /// A pan: the views get began and two moves, then the pan begins (cancelling them) and sends
  /// its action on every change until the finger lifts at 0.32 s.
  static func pan() -> Trace {
    var s = Scene(
      view: "card", viewClass: "UIView", recognizer: "pan",
      recognizerClass: "UIPanGestureRecognizer")
    var samples: [(Double, TouchPhase, Point)] = [(0, .began, Point(120, 220))]
    s.add(0, .recognizerTouches, "pan") {
      $0.phase = .began
      $0.touches = [1]
    }
    s.upTheChain(0, .began)
    for i in 1...15 {
      let t = Double(i) * 0.02
      samples.append((t, .moved, Point(120 + Double(8 * i), 220)))
      s.add(t, .recognizerTouches, "pan") {
        $0.phase = .moved
        $0.touches = [1]
      }
      switch i {
      case 1, 2: s.upTheChain(t, .moved)
      case 3:
        s.add(t, .delegateCall, "pan") {
          $0.method = "gestureRecognizerShouldBegin"
          $0.answer = true
        }
        s.add(t, .recognizerState, "pan") { $0.state = "began" }
        s.upTheChain(t, .cancelled, cause: "pan")
        s.add(t, .action, "pan") {
          $0.target = "ViewController"
          $0.action = "handlePan"
        }
      default:
        s.add(t, .recognizerState, "pan") { $0.state = "changed" }
        s.add(t, .action, "pan") {
          $0.target = "ViewController"
          $0.action = "handlePan"
        }
      }
    }
    samples.append((0.32, .ended, Point(240, 220)))
    s.add(0.32, .recognizerTouches, "pan") {
      $0.phase = .ended
      $0.touches = [1]
    }
    s.add(0.32, .recognizerState, "pan") { $0.state = "ended" }
    s.add(0.32, .action, "pan") {
      $0.target = "ViewController"
      $0.action = "handlePan"
    }
    s.touch(samples)
    return s.trace
  }

  /// A long press that delays touchesBegan: touch 1 is held and recognized at 0.5 s (its began
  /// never arrives); touch 2 lifts early, the press fails, and the held began arrives late.
  static func longPress() -> Trace {
    var s = Scene(
      view: "photo", viewClass: "UIImageView", recognizer: "press",
      recognizerClass: "UILongPressGestureRecognizer")
    s.add(0, .recognizerTouches, "press") {
      $0.phase = .began
      $0.touches = [1]
    }
    s.add(0, .touchesHeld, "photo") {
      $0.phase = .began
      $0.touches = [1]
      $0.heldBy = "press"
    }
    s.add(0.5, .recognizerState, "press") { $0.state = "began" }
    s.add(0.8, .recognizerTouches, "press") {
      $0.phase = .ended
      $0.touches = [1]
    }
    s.add(0.8, .recognizerState, "press") { $0.state = "ended" }
    s.add(1.2, .recognizerTouches, "press") {
      $0.phase = .began
      $0.touches = [2]
    }
    s.add(1.2, .touchesHeld, "photo") {
      $0.phase = .began
      $0.touches = [2]
      $0.heldBy = "press"
    }
    s.add(1.35, .recognizerTouches, "press") {
      $0.phase = .ended
      $0.touches = [2]
    }
    s.add(1.35, .recognizerState, "press") { $0.state = "failed" }
    s.upTheChain(1.35, .began, touch: 2, heldBy: "press")
    s.upTheChain(1.35, .ended, touch: 2)
    s.touch(id: 1, [(0, .began, Point(180, 230)), (0.8, .ended, Point(180, 230))])
    s.touch(id: 2, [(1.2, .began, Point(150, 230)), (1.35, .ended, Point(150, 230))])
    return s.trace
  }
}
