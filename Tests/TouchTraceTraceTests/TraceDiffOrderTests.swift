import Testing

@testable import TouchTraceTrace

/// `touchtrace check` shows the first difference on its one line, so the differences come most
/// meaningful first: what the touch did before the geometry that made it do so.
@Suite struct TraceDiffOrderTests {
  /// A scene where `hit` is hit, gets the touches, and its recognizer and control act.
  func trace(hit: String, frame: Rect, hidden: Bool) -> Trace {
    var views: [TraceObject] = []
    for id in ["blueView", "redView"] {
      var view = TraceObject(id: id, role: .view, class: "UIView")
      view.frame = id == "blueView" ? frame : Rect(0, 0, 100, 100)
      view.isHidden = id == "redView" ? hidden : false
      views.append(view)
    }
    let touch = TraceTouch(
      id: 1, finger: 1,
      samples: [
        TouchSample(time: 0, phase: .began, location: Point(5, 5)),
        TouchSample(time: 0.1, phase: .ended, location: Point(5, 5)),
      ],
      view: hit, responderChain: [hit, "UIWindow"])
    var began = TraceEvent(time: 0, kind: .touches)
    (began.object, began.touch, began.phase) = (hit, 1, .began)
    var state = TraceEvent(time: 0.1, kind: .recognizerState)
    (state.object, state.state) = ("\(hit)Tap", "ended")
    var control = TraceEvent(time: 0.1, kind: .controlEvent)
    (control.object, control.controlEvent) = (hit, "touchUpInside")
    var action = TraceEvent(time: 0.1, kind: .action)
    (action.target, action.action) = ("ViewController", "\(hit)Tapped")
    return Trace(
      title: "t", screen: Size(375, 667), objects: views, touches: [touch],
      events: [began, state, control, action])
  }

  @Test func behaviourComesBeforeStateAndGeometry() {
    let old = trace(hit: "blueView", frame: Rect(0, 0, 10, 10), hidden: false)
    let new = trace(hit: "redView", frame: Rect(50, 0, 10, 10), hidden: true)
    let kinds = TraceDiff.differences(from: old, to: new).map {
      $0.components(separatedBy: " was ")[0]
    }
    #expect(
      kinds == [
        "touch 1: hit-test view", "touch 1: responder chain", "touch 1: touches calls",
        "touch 1: recognizer states", "touch 1: control events", "touch 1: actions",
        "redView: isHidden", "blueView: frame",
      ])
  }

  /// The object list is read in order, so a view's geometry and a touch's hit-test view change
  /// together; the hit-test view still leads.
  @Test func theFirstDifferenceIsTheHitTestView() {
    let old = trace(hit: "blueView", frame: Rect(0, 0, 10, 10), hidden: false)
    let new = trace(hit: "redView", frame: Rect(50, 0, 10, 10), hidden: false)
    #expect(
      TraceDiff.differences(from: old, to: new).first
        == "touch 1: hit-test view was blueView, is now redView")
  }
}
