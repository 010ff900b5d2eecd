import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// `primaryActionTriggered` — Apple, UIControl.Event: "A semantic action triggered by buttons";
/// Apple, UIButton `init(type:primaryAction:)` and UIControl `init(frame:primaryAction:)` register
/// the control's primary action for it. A button sends it right after `touchUpInside`, a value
/// control (switch, slider, segmented control, stepper, page control) right after each
/// `valueChanged`; a plain UIControl, whose meaning UIKit cannot know, never.
@Suite struct PrimaryActionTests {
  let primary = "actions: [{event: primaryActionTriggered, target: ViewController, action: go}]"

  /// The control's own lines and the actions its targets got.
  func lines(_ control: String, _ touches: String) throws -> [String] {
    try controlLog(control, touches).filter {
      $0.hasPrefix("c ") || $0.hasPrefix("ViewController go")
    }.filter { !$0.contains("touches") }
  }

  @Test func aButtonSendsItAfterTouchUpInside() throws {
    #expect(
      try lines(
        "{id: c, class: UIButton, frame: [20, 100, 100, 44], \(primary)}", "  - tap: [30, 110]")
        == [
          "c touchDown", "c touchUpInside", "c primaryActionTriggered",
          "ViewController go from c",
        ])
    // Lifted outside: no touchUpInside, so no primary action.
    #expect(
      try lines(
        "{id: c, class: UIButton, frame: [20, 100, 100, 44], \(primary)}",
        "  - drag: {from: [30, 110], to: [300, 400], duration: 0.1}"
      ).contains("c primaryActionTriggered") == false)
  }

  @Test func valueControlsSendItAfterValueChanged() throws {
    // Each control, and a tap that changes its value.
    let controls = [
      ("{id: c, class: UISwitch, frame: [20, 100, 51, 31], \(primary)}", 40.0),
      (
        "{id: c, class: UISegmentedControl, segments: [A, B], selectedSegmentIndex: 0, frame: [20, 100, 200, 32], \(primary)}",
        170
      ),
      ("{id: c, class: UIStepper, frame: [20, 100, 94, 32], \(primary)}", 100),
      (
        "{id: c, class: UIPageControl, numberOfPages: 3, frame: [20, 100, 200, 30], \(primary)}",
        160
      ),
    ]
    for (control, x) in controls {
      let log = try lines(control, "  - tap: [\(x), 110]")
      let changed = try #require(log.firstIndex(of: "c valueChanged"), "\(control)")
      #expect(
        Array(log[changed...].prefix(3)) == [
          "c valueChanged", "c primaryActionTriggered", "ViewController go from c",
        ], "\(control)")
      #expect(!log.contains("c touchUpInside") || log.last == "c touchUpInside", "\(control)")
    }
    // A slider dragged by its thumb: one after every valueChanged.
    let slider = try lines(
      "{id: c, class: UISlider, frame: [20, 100, 200, 31], \(primary)}",
      "  - drag: {from: [34, 115], to: [100, 115], duration: 0.1}")
    #expect(
      slider.filter { $0 == "c primaryActionTriggered" }.count
        == slider.filter { $0 == "c valueChanged" }.count)
    #expect(slider.contains("c valueChanged"))
  }

  @Test func aPlainControlAndATextFieldDoNotSendIt() throws {
    for control in [
      "{id: c, class: UIControl, frame: [20, 100, 100, 44], \(primary)}",
      "{id: c, class: UITextField, frame: [20, 100, 200, 34], \(primary)}",
    ] {
      #expect(!(try lines(control, "  - tap: [30, 110]")).contains("c primaryActionTriggered"))
    }
  }
}
