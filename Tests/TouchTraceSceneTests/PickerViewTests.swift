import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// UIPickerView (issue 33): a plain view whose wheels are UIKit's own scroll views. Apple,
/// UIPickerView ("class UIPickerView : UIView") and UIPickerViewDelegate
/// (pickerView(_:didSelectRow:inComponent:)); the row height and the settling are TouchTrace's
/// choices ("Where Apple is silent").
@Suite struct PickerViewTests {
  /// A 216 pt picker whose band's middle is at y = 308; rows 44 pt apart.
  let picker = """
    \(SceneSkeleton.controllerView("ViewController"))
            - id: picker
              class: UIPickerView
              frame: [0, 200, 375, 216]
              titleForRow: ["XS", "S", "M", "L", "XL"]
              selectedRow: 1
              delegate: ViewController
            - id: button
              class: UIButton
              frame: [0, 300, 80, 20]
              title: Done
              actions: [{event: touchUpInside, target: ViewController, action: done}]
    touches:
    """

  private func run(_ touches: String) throws -> (Trace, [String]) {
    let (trace, log) = try tracedRun(picker + "\n" + touches)
    return (trace, withoutHitTesting(log))
  }

  /// A drag on the wheel is its scroll view's: the touch's view is the wheel UIKit made, and the
  /// delegate hears the new row once it settles.
  @Test func aDragTurnsTheWheelAndTheDelegateHearsTheRowItSettlesOn() throws {
    let (trace, log) = try run("  - drag: {from: [187, 330], to: [187, 240], duration: 0.4}")
    #expect(trace.touches.first?.view == "picker.component0")
    // 90 pt up from row 1 (offset 44): offset 134 is nearest row 3 (132).
    #expect(log == ["ViewController didSelectRow:inComponent: [3, 0]"])
    let settled = trace.events.last { $0.kind == .scroll && $0.method == nil }
    #expect(settled?.contentOffset == Point(0, 132))
  }

  /// A wheel let go near the row it had settles back on it and tells nobody.
  @Test func aWheelThatSettlesOnItsOwnRowTellsNobody() throws {
    let (_, log) = try run("  - drag: {from: [187, 330], to: [187, 315], duration: 0.4}")
    #expect(log.isEmpty)
  }

  /// A tap on a row above the band turns the wheel to it and selects it; a second tap there (no
  /// row above the first) and one on the band's row select nothing (device report,
  /// xmartlabs/Eureka issue 1354).
  @Test func aTapOnANeighbouringRowSelectsItButNotOnTheBandsRow() throws {
    let (trace, log) = try run(
      """
        - tap: [187, 264]
        - wait: 0.3
        - tap: [187, 264]
        - wait: 0.3
        - tap: [187, 308]
      """)
    #expect(log == ["ViewController didSelectRow:inComponent: [0, 0]"])
    let changes = trace.events.filter { $0.kind == .valueChange && $0.object == "picker" }
    #expect(changes.map(\.value) == [0])
  }

  /// A button over the picker keeps its tap: the picker is no control and takes nothing from it.
  @Test func aButtonOverThePickerKeepsItsTap() throws {
    let (trace, log) = try run("  - tap: [40, 310]")
    #expect(trace.touches.first?.view == "button")
    #expect(log.contains("ViewController done from button"))
    #expect(!log.contains { $0.contains("didSelectRow") })
  }

  /// The trace records the wheel's titles and its selected row as the scene gave them.
  @Test func theTraceRecordsTheWheels() throws {
    let (trace, _) = try run("  - tap: [40, 310]")
    #expect(trace.object("picker")?.components == [["XS", "S", "M", "L", "XL"]])
    #expect(trace.object("picker")?.selectedRows == [1])
    #expect(trace.object("picker.component0")?.class == "UIPickerTableView")
  }

  /// `selectedRow` must name one of the rows; only a picker takes `titleForRow`.
  @Test func badKeysAreLocatedErrors() {
    let outOfRange = controlErrors(
      picker.replacingOccurrences(of: "selectedRow: 1", with: "selectedRow: 5"))
    #expect(outOfRange.first?.contains("'selectedRow' 5 is out of range") == true)
    let notAPicker = controlErrors(
      picker.replacingOccurrences(of: "class: UIPickerView", with: "class: UIView"))
    #expect(notAPicker.first?.contains("'titleForRow' is only for a UIPickerView") == true)
  }
}
