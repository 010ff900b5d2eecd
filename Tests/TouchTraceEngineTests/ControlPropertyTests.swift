import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// The control properties real code sets: UISlider.isContinuous, UIStepper.isContinuous and
/// wraps, UISegmentedControl.isMomentary, each as Apple's page for it describes.
@Suite struct ControlPropertyTests {
  func app(_ control: UIControl) -> TestApp {
    TestApp { $0.addSubview(control) }
  }

  func controlEvents(_ trace: Trace, _ id: String) -> [String] {
    trace.events.filter { $0.kind == .controlEvent && $0.object == id }.compactMap(\.controlEvent)
  }

  func values(_ trace: Trace, _ id: String) -> [Double] {
    trace.events.filter { $0.kind == .valueChange && $0.object == id }.compactMap(\.value)
  }

  /// A 228 pt slider at (20, 100): 200 pt of travel, its thumb's centre at x 34 for value 0.
  func slider(continuous: Bool) -> UISlider {
    let s = UISlider(id: "slider", frame: CGRect(x: 20, y: 100, width: 228, height: 31))
    s.isContinuous = continuous
    return s
  }

  /// Apple, UISlider.isContinuous: true (the default) sends valueChanged as the thumb moves;
  /// false "only sends an action event when the user releases the slider's thumb", once, before
  /// touchUpInside. The thumb follows the finger either way.
  @Test(arguments: [true, false]) func sliderIsContinuous(continuous: Bool) {
    let s = slider(continuous: continuous)
    let trace = app(s).run {
      $0.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 134, y: 115), duration: 0.2)
    }
    let changed = controlEvents(trace, "slider").filter { $0 == "valueChanged" }
    #expect(values(trace, "slider").count > 3)
    #expect(s.value == 0.5)
    if continuous {
      #expect(changed.count == values(trace, "slider").count)
    } else {
      #expect(changed == ["valueChanged"])
      let events = controlEvents(trace, "slider")
      #expect(
        Array(events.suffix(3)) == ["valueChanged", "primaryActionTriggered", "touchUpInside"])
    }
  }

  /// A non-continuous slider grabbed and released where it was sends no valueChanged.
  @Test func aSliderReleasedWhereItWasSendsNothing() {
    let trace = app(slider(continuous: false)).run { $0.tap(at: CGPoint(x: 34, y: 115)) }
    #expect(!controlEvents(trace, "slider").contains("valueChanged"))
  }

  /// A 94×32 stepper at (20, 100): its plus half right of x 67.
  func stepper(_ configure: (UIStepper) -> Void) -> UIStepper {
    let s = UIStepper(id: "stepper", frame: CGRect(x: 20, y: 100, width: 94, height: 32))
    configure(s)
    return s
  }

  /// Apple, UIStepper.isContinuous: false — "a value change event is sent when user interaction
  /// ends": held on plus, the value steps at once and then repeats, and one valueChanged comes
  /// when the finger lifts.
  @Test func stepperNotContinuous() {
    let s = stepper { $0.isContinuous = false }
    let trace = app(s).run { $0.press(at: CGPoint(x: 100, y: 116), duration: 1) }
    #expect(values(trace, "stepper").count > 2)
    #expect(controlEvents(trace, "stepper").filter { $0 == "valueChanged" } == ["valueChanged"])
    #expect(
      controlEvents(trace, "stepper").suffix(3)
        == ["valueChanged", "primaryActionTriggered", "touchUpInside"])
  }

  /// Apple, UIStepper.wraps: true — "incrementing beyond maximumValue sets value to
  /// minimumValue; likewise, decrementing below minimumValue sets value to maximumValue"; false
  /// (the default) holds at the bounds.
  @Test(arguments: [true, false]) func stepperWraps(wraps: Bool) {
    let up = stepper {
      $0.wraps = wraps
      $0.value = 100
    }
    _ = app(up).run { $0.tap(at: CGPoint(x: 100, y: 116)) }
    #expect(up.value == (wraps ? 0 : 100))
    let down = stepper { $0.wraps = wraps }
    _ = app(down).run { $0.tap(at: CGPoint(x: 30, y: 116)) }
    #expect(down.value == (wraps ? 100 : 0))
  }

  func segmented(momentary: Bool) -> UISegmentedControl {
    let s = UISegmentedControl(id: "seg", frame: CGRect(x: 20, y: 100, width: 300, height: 32))
    s.segments = ["A", "B", "C"]
    s.isMomentary = momentary
    return s
  }

  /// Apple, UISegmentedControl.isMomentary: true — "segments in the control do not show selected
  /// state and do not update the value of selectedSegmentIndex after tracking ends": the touched
  /// segment is selected while valueChanged's actions run, then -1 again; a second tap on the same
  /// segment sends valueChanged again (a plain segmented control sends nothing then).
  @Test(arguments: [true, false]) func segmentedIsMomentary(momentary: Bool) {
    let s = segmented(momentary: momentary)
    let trace = app(s).run {
      $0.tap(at: CGPoint(x: 170, y: 116))
      $0.wait(1)
      $0.tap(at: CGPoint(x: 170, y: 116))
    }
    let changed = controlEvents(trace, "seg").filter { $0 == "valueChanged" }
    #expect(changed.count == (momentary ? 2 : 1))
    #expect(s.selectedSegmentIndex == (momentary ? -1 : 1))
    #expect(values(trace, "seg") == (momentary ? [1, -1, 1, -1] : [1]))
  }
}
