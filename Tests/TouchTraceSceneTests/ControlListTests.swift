import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceScene

/// Apple, "Interacting with other user interface controls" (UIGestureRecognizer / event handling
/// guide), as the SceneFormat article states it: a single-finger single tap on UIButton, UISwitch, UIStepper,
/// UISegmentedControl and UIPageControl; a single-finger swipe on a UISlider's knob parallel to
/// it; a single-finger pan on UISwitch's knob parallel to it — the control's default action wins
/// over an ancestor's recognizer. Any other gesture of an ancestor's recognizer wins and cancels
/// the control's tracking (touchCancel). Case by case.
@Suite struct ControlListTests {
  /// Runs `control` inside a view carrying `recognizer`; returns the recognizer's final state word
  /// and whether the control sent touchCancel.
  func outcome(_ control: String, _ recognizer: String, _ touches: String) throws -> (
    state: String?, cancelled: Bool
  ) {
    let trace = try controlTrace(
      """
      window:
        subviews:
          - id: parent
            frame: [0, 0, 375, 600]
            gestureRecognizers: [\(recognizer)]
            subviews: [\(control)]
      touches:
      \(touches)
      """)
    let states = trace.events.filter { $0.kind == .recognizerState && $0.object == "g" }
      .compactMap(\.state).filter { $0 != "possible" }
    let cancelled = EventLog.lines(of: trace).contains("c touchCancel")
    return (states.first, cancelled)
  }

  let tap = "{id: g, class: UITapGestureRecognizer}"
  let tapAt = "  - tap: [40, 115]"

  @Test func aSingleTapKeepsTheListedControlsDefaultAction() throws {
    for cls in ["UIButton", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl"] {
      let result = try outcome(
        "{id: c, class: \(cls), frame: [20, 100, 94, 31]}", tap, tapAt)
      #expect(result.state == "failed", "\(cls)")
    }
  }

  /// Not in the list: a plain UIControl, an app's own control based on UIControl, a slider's tap
  /// and a text field's tap — the ancestor's tap wins and cancels the control's tracking.
  @Test func aSingleTapOnOtherControlsGoesToTheAncestor() throws {
    for control in [
      "{id: c, class: UIControl, frame: [20, 100, 94, 31]}",
      "{id: c, class: RatingControl, baseClass: UIControl, frame: [20, 100, 94, 31]}",
      "{id: c, class: UISlider, frame: [20, 100, 200, 31]}",
      "{id: c, class: UITextField, frame: [20, 100, 200, 31]}",
    ] {
      let result = try outcome(control, tap, tapAt)
      #expect(result.state == "recognized", "\(control)")
    }
    // The cancelled tracking shows as touchCancel on a control that was tracking.
    #expect(
      try outcome("{id: c, class: UIControl, frame: [20, 100, 94, 31]}", tap, tapAt).cancelled)
  }

  /// A double tap or a two-finger tap is not a single-finger single tap: it wins over a button.
  @Test func otherTapsOfAnAncestorWin() throws {
    let button = "{id: c, class: UIButton, frame: [20, 100, 94, 31]}"
    let double = try outcome(
      button, "{id: g, class: UITapGestureRecognizer, numberOfTapsRequired: 2}",
      "  - tap: {at: [40, 115], count: 2}")
    #expect(double.state == "recognized")
  }

  let slider = "{id: c, class: UISlider, frame: [20, 100, 300, 31], value: 0}"

  /// A swipe parallel to the slider that starts on its knob: the slider's action wins.
  @Test func aSwipeOnASlidersKnob() throws {
    let along = try outcome(
      slider, "{id: g, class: UISwipeGestureRecognizer, direction: right}",
      "  - drag: {from: [34, 115], to: [200, 115], duration: 0.15}")
    #expect(along.state == "failed")
    // Started off the knob: the slider does not track, and the swipe wins.
    let offKnob = try outcome(
      slider, "{id: g, class: UISwipeGestureRecognizer, direction: right}",
      "  - drag: {from: [150, 115], to: [300, 115], duration: 0.15}")
    #expect(offKnob.state == "recognized")
    // Across the slider (a swipe down from the knob) is not parallel: the swipe wins.
    let across = try outcome(
      slider, "{id: g, class: UISwipeGestureRecognizer, direction: down}",
      "  - drag: {from: [34, 110], to: [34, 200], duration: 0.15}")
    #expect(across.state == "recognized")
    #expect(across.cancelled)
  }

  /// An ancestor's pan over the slider's knob is not in the list: it wins and cancels.
  @Test func aPanOnASlidersKnobGoesToTheAncestor() throws {
    let result = try outcome(
      slider, "{id: g, class: UIPanGestureRecognizer}",
      "  - drag: {from: [34, 115], to: [200, 115], duration: 0.3}")
    #expect(result.state == "began")
    #expect(result.cancelled)
  }

  let toggle = "{id: c, class: UISwitch, frame: [20, 100, 51, 31]}"

  /// A pan along the switch that starts on its knob: the switch's action wins; a pan across it,
  /// or one that starts off the knob, goes to the ancestor.
  @Test func aPanOnASwitchsKnob() throws {
    let pan = "{id: g, class: UIPanGestureRecognizer}"
    let along = try outcome(
      toggle, pan, "  - drag: {from: [30, 115], to: [90, 115], duration: 0.2}")
    #expect(along.state == "failed")
    let across = try outcome(
      toggle, pan, "  - drag: {from: [30, 115], to: [30, 200], duration: 0.2}")
    #expect(across.state == "began")
    let offKnob = try outcome(
      toggle, pan, "  - drag: {from: [62, 115], to: [200, 115], duration: 0.2}")
    #expect(offKnob.state == "began")
  }

  /// A recognizer on the control itself is not an ancestor's: it still wins (Apple: the rule is
  /// about "a gesture recognizer attached to … ancestor views").
  @Test func aRecognizerOnTheControlItselfWins() throws {
    let trace = try controlTrace(
      """
      window:
        subviews:
          - {id: c, class: UIButton, frame: [20, 100, 94, 31], gestureRecognizers: [{id: g, class: UITapGestureRecognizer}]}
      touches:
        - tap: [40, 115]
      """)
    #expect(trace.events.contains { $0.kind == .recognizerState && $0.state == "recognized" })
  }
}
