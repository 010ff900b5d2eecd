import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// Runs a scene of one control (given as a YAML flow mapping) in the window, with `ViewController`
/// as a responder that receives actions, and returns its log lines.
func controlLog(_ control: String, _ touches: String, extra: String = "") throws -> [String] {
  let yaml = """
    window:
      rootViewController:
        id: ViewController
        view:
          id: root
          logs: false
          subviews:
            - \(control)
    \(extra)
    touches:
    \(touches)
    """
  let trace = try SceneRunner.run(SceneParser.parse(yaml, file: "test.yaml"), title: "test")
  return withoutHitTesting(EventLog.lines(of: trace))
}

func controlTrace(_ yaml: String) throws -> Trace {
  try SceneRunner.run(SceneParser.parse(yaml, file: "test.yaml"), title: "test")
}

/// The log without its hit-testing lines (`hitTest`, `pointInside`): the deliveries and calls.
func withoutHitTesting(_ log: [String]) -> [String] {
  log.filter { !$0.contains("hitTest") && !$0.contains("pointInside") }
}

/// The scene's trace and its whole log.
func tracedRun(_ yaml: String) throws -> (Trace, [String]) {
  let trace = try controlTrace(yaml)
  return (trace, EventLog.lines(of: trace))
}

/// The errors a scene gets, as printed; none when it runs.
func controlErrors(_ yaml: String) -> [String] {
  do {
    _ = try controlTrace(yaml)
    return []
  } catch let e as SceneErrors {
    return e.errors.map(\.description)
  } catch {
    return ["\(error)"]
  }
}

/// The events of UIKit's controls (issue 9), each rule with its source.
@Suite struct ControlClassesTests {
  let changed = "actions: [{event: valueChanged, target: AppDelegate, action: changed}]"

  /// Apple, UISwitch: "When the user manipulates the switch control ("flips" it) a valueChanged
  /// event is generated"; a tap toggles it, before touchUpInside.
  @Test func aTapFlipsASwitch() throws {
    let log = try controlLog(
      "{id: wifi, class: UISwitch, frame: [20, 100, 51, 31], \(changed)}", "  - tap: [30, 110]")
    #expect(
      log.filter { $0.hasPrefix("wifi") || $0.hasPrefix("AppDelegate changed") } == [
        "wifi touchesBegan touch 1", "wifi touchDown", "wifi touchesEnded touch 1",
        "wifi valueChanged", "AppDelegate changed from wifi", "wifi primaryActionTriggered",
        "wifi touchUpInside",
      ])
  }

  /// A pan along the switch leaves it on the side the finger ends on: from off, dragging right
  /// turns it on; dragging left from on turns it off; a drag the other way changes nothing.
  @Test func aPanAlongASwitchSetsItBySide() throws {
    func run(_ on: Bool, _ from: Double, _ to: Double) throws -> [String] {
      try controlLog(
        "{id: s, class: UISwitch, isOn: \(on), frame: [20, 100, 51, 31]}",
        "  - drag: {from: [\(from), 115], to: [\(to), 115], duration: 0.2}"
      ).filter { $0 == "s valueChanged" }
    }
    #expect(try run(false, 25, 65) == ["s valueChanged"])
    #expect(try run(true, 65, 25) == ["s valueChanged"])
    #expect(try run(true, 25, 65) == [])
  }

  /// Apple, isEnabled: "If the enabled state is false, the control ignores touch events": a
  /// disabled switch sends nothing and does not flip, and its touches still stop there.
  @Test func aDisabledSwitchIgnoresTouches() throws {
    let trace = try controlTrace(
      """
      window:
        subviews:
          - {id: s, class: UISwitch, isEnabled: false, frame: [20, 100, 51, 31]}
      touches:
        - tap: [30, 110]
      """)
    #expect(!EventLog.lines(of: trace).contains { $0.hasPrefix("s touchDown") })
    #expect(!trace.events.contains { $0.kind == .valueChange })
  }

  /// Apple, UISwitch: "This class enforces a size appropriate for the control": 51×31.
  @Test func aSwitchKeepsItsSize() throws {
    let trace = try controlTrace(
      "window: {subviews: [{id: s, class: UISwitch, frame: [10, 20, 200, 100]}]}\ntouches: []")
    #expect(trace.object("s")?.frame == Rect(10, 20, 51, 31))
    #expect(trace.object("s")?.isOn == false)
  }

  /// UISlider: dragging the thumb sends valueChanged as it moves (isContinuous), with the value
  /// following the finger; a touch on the track away from the thumb does not move it.
  @Test func aSliderFollowsItsThumbOnly() throws {
    let slider = "{id: volume, class: UISlider, frame: [20, 100, 228, 31], value: 0, \(changed)}"
    let dragged = try controlLog(
      slider, "  - drag: {from: [34, 115], to: [148, 115], duration: 0.2}")
    #expect(dragged.filter { $0 == "volume valueChanged" }.count > 3)
    let track = try controlLog(slider, "  - tap: [200, 115]")
    #expect(!track.contains("volume valueChanged"))
    #expect(!track.contains("volume touchDown"))
    let trace = try controlTrace(
      """
      window: {subviews: [\(slider)]}
      touches:
        - drag: {from: [34, 115], to: [148, 115], duration: 0.2}
      """)
    let last = trace.events.last { $0.kind == .valueChange }
    #expect(last?.property == "value")
    // The thumb's centre moved 114 pt of the 200 pt it can travel.
    #expect(abs((last?.value ?? 0) - 0.57) < 0.01)
  }

  /// UIStepper: a touch on the plus half steps the value up at once; held, it repeats after
  /// `stepperAutorepeatDelay` and then every `stepperAutorepeatInterval`; the minus half steps
  /// down, never below minimumValue.
  @Test func aStepperStepsAndRepeats() throws {
    let stepper = "{id: count, class: UIStepper, frame: [20, 100, 94, 32], value: 1, \(changed)}"
    let tap = try controlLog(stepper, "  - tap: [100, 115]")
    #expect(tap.filter { $0 == "count valueChanged" }.count == 1)
    let held = try controlTrace(
      """
      window: {subviews: [\(stepper)]}
      touches:
        - press: {at: [100, 115], duration: 0.75}
      """)
    let values = held.events.filter { $0.kind == .valueChange }
    // At once (2), at 0.5 s (3), 0.6 (4), 0.7 (5).
    #expect(values.compactMap(\.value) == [2, 3, 4, 5])
    #expect(
      abs((values[1].time - values[0].time) - TouchConstants.standard.stepperAutorepeatDelay) < 1e-6
    )
    let minus = try controlLog(stepper, "  - tap: [30, 115]\n  - tap: [30, 115]")
    #expect(minus.filter { $0 == "count valueChanged" }.count == 1)
  }

  /// UISegmentedControl: a tap on another segment selects it and sends valueChanged; a tap on
  /// the selected one sends nothing.
  @Test func aSegmentedControlSelectsTheTappedSegment() throws {
    let control =
      "{id: mode, class: UISegmentedControl, frame: [20, 100, 300, 32], segments: [Day, Week, Month], selectedSegmentIndex: 0}"
    let trace = try controlTrace(
      """
      window: {subviews: [\(control)]}
      touches:
        - tap: [250, 115]
        - wait: 0.5
        - tap: [260, 115]
      """)
    let changes = trace.events.filter { $0.kind == .valueChange }
    #expect(changes.map(\.property) == ["selectedSegmentIndex"])
    #expect(changes.map(\.value) == [2])
    #expect(trace.object("mode")?.segments == ["Day", "Week", "Month"])
  }

  /// Apple, UIPageControl: "When a user taps a page control to move to the next or previous
  /// page, the control sends the valueChanged event": right of the current dot one page on.
  @Test func aPageControlMovesByOne() throws {
    let control =
      "{id: pages, class: UIPageControl, frame: [0, 100, 375, 30], numberOfPages: 5, currentPage: 2}"
    let trace = try controlTrace(
      """
      window: {subviews: [\(control)]}
      touches:
        - tap: [300, 115]
        - wait: 0.5
        - tap: [20, 115]
      """)
    #expect(trace.events.filter { $0.kind == .valueChange }.compactMap(\.value) == [3, 2])
  }

  /// Apple, UITextField: "When the user taps in a text field, that text field becomes the first
  /// responder" and sends editingDidBegin; tapping a second field makes the first resign
  /// (editingDidEnd). Apple, UIResponder: the old first responder resigns.
  @Test func textFieldsBecomeFirstResponder() throws {
    let trace = try controlTrace(
      """
      window:
        subviews:
          - {id: name, class: UITextField, frame: [20, 100, 300, 34], placeholder: Name}
          - {id: mail, class: UITextField, frame: [20, 150, 300, 34]}
      touches:
        - tap: [100, 115]
        - wait: 0.5
        - tap: [100, 165]
      """)
    let log = EventLog.lines(of: trace).filter {
      $0.contains("FirstResponder") || $0.contains("editing")
    }
    #expect(
      log == [
        "name becomeFirstResponder", "name editingDidBegin", "mail becomeFirstResponder",
        "name resignFirstResponder", "name editingDidEnd", "mail editingDidBegin",
      ])
    #expect(trace.object("name")?.placeholder == "Name")
  }

  /// `canBecomeFirstResponder: false` keeps a text field from becoming first responder.
  @Test func canBecomeFirstResponderFalse() throws {
    let trace = try controlTrace(
      """
      window:
        subviews:
          - {id: name, class: UITextField, frame: [20, 100, 300, 34], canBecomeFirstResponder: false}
      touches:
        - tap: [100, 115]
      """)
    #expect(!trace.events.contains { $0.kind == .firstResponder })
  }

  /// UITextView: a scroll view that becomes first responder when a tap on it ends.
  @Test func aTextViewBecomesFirstResponderOnTap() throws {
    let trace = try controlTrace(
      """
      window:
        subviews:
          - {id: notes, class: UITextView, frame: [20, 100, 300, 200], text: Hello}
      touches:
        - tap: [100, 150]
      """)
    #expect(EventLog.lines(of: trace).contains("notes becomeFirstResponder"))
    #expect(trace.object("notes")?.text == "Hello")
  }
}
