import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// UIDatePicker and UISearchBar (issue 33), each rule from Apple's page for the class.
@Suite struct DatePickerAndSearchBarTests {
  private func datePicker(_ style: String, date: String = "1990-03-31", _ touches: String) -> String
  {
    """
    \(SceneSkeleton.controllerView("ViewController"))
            - id: picker
              class: UIDatePicker
              frame: [0, 100, 350, 216]
              preferredDatePickerStyle: \(style)
              date: "\(date)"
              actions: [{event: valueChanged, target: ViewController, action: changed}, {event: editingDidBegin, target: ViewController, action: began}]
    touches:
    \(touches)
    """
  }

  private func dates(_ trace: Trace) -> [Double?] {
    trace.events.filter { $0.kind == .valueChange && $0.property == "date" }.map(\.value)
  }

  /// Apple, UIDatePicker: it "sends a valueChanged event when the user finishes rotating one of
  /// the wheels"; a day the new month lacks rolls back to its last (31 March to 28 February).
  @Test func aWheelThatSettlesChangesTheDateAndSendsValueChanged() throws {
    let (trace, log) = try tracedRun(
      datePicker("wheels", "  - drag: {from: [58, 190], to: [58, 234], duration: 0.4}"))
    #expect(trace.touches.first?.view == "picker.pickerView.component0")
    #expect(dates(trace) == [19_900_228])
    #expect(log.contains("ViewController changed from picker"))
    #expect(trace.object("picker.pickerView")?.components?.first?.first == "January")
  }

  /// Inline: a tap on a day of the month chooses it. March 1990 begins on a Thursday (column 4);
  /// the header is 44 pt, each of six weeks (216 - 44) / 6 ≈ 28.7 pt, each day 50 pt wide.
  @Test func anInlineTapOnADayChoosesIt() throws {
    // The third week (y 216 is 72 pt under the header: 2.5 weeks), Monday (column 1):
    // 2 × 7 + 1 - 4 + 1 = 12 March.
    let (trace, log) = try tracedRun(datePicker("inline", "  - tap: [75, 216]"))
    #expect(dates(trace) == [19_900_312])
    #expect(log.contains("ViewController changed from picker"))
  }

  /// Compact (and automatic): a tap opens the calendar, `editingDidBegin`; the date is unchanged.
  @Test func aCompactTapBeginsEditing() throws {
    let (trace, log) = try tracedRun(datePicker("automatic", "  - tap: [75, 216]"))
    #expect(dates(trace).isEmpty)
    #expect(log.contains("ViewController began from picker"))
  }

  /// A date that is no day is a located error.
  @Test func aDateThatIsNoDayIsAnError() {
    let errors = controlErrors(datePicker("wheels", date: "1990-02-30", "  - tap: [1, 1]"))
    #expect(errors.first?.contains("'date' \"1990-02-30\" is not a day") == true)
    #expect(errors.first?.contains("test.yaml:") == true)
  }

  let searchBar = """
    \(SceneSkeleton.controllerView("ViewController"))
            - id: bar
              class: UISearchBar
              frame: [0, 40, 375, 56]
              placeholder: Search
              showsCancelButton: true
              delegate: ViewController
    touches:
      - tap: [100, 68]
      - wait: 0.3
      - tap: [340, 68]
    """

  /// Apple, UISearchBar.searchTextField: a tap on the field makes that text field first responder
  /// (editingDidBegin) and the delegate hears searchBarTextDidBeginEditing; the Cancel button
  /// tells the delegate searchBarCancelButtonClicked and resigns nothing itself.
  @Test func theFieldBeginsEditingAndCancelTellsTheDelegate() throws {
    let (trace, log) = try tracedRun(searchBar)
    #expect(trace.touches.map(\.view) == ["bar.searchTextField", "bar.cancelButton"])
    let calls = log.filter { $0.hasPrefix("ViewController ") }
    #expect(
      calls == [
        "ViewController searchBarTextDidBeginEditing bar",
        "ViewController searchBarCancelButtonClicked bar",
      ])
    let responders = trace.events.filter { $0.kind == .firstResponder }
    #expect(responders.map(\.method) == ["becomeFirstResponder"])
    #expect(trace.object("bar.searchTextField")?.placeholder == "Search")
  }

  /// Without showsCancelButton there is no button: the field reaches the bar's trailing margin.
  @Test func noCancelButtonByDefault() throws {
    let (trace, _) = try tracedRun(
      searchBar.replacingOccurrences(of: "showsCancelButton: true\n          ", with: ""))
    #expect(trace.touches.map(\.view) == ["bar.searchTextField", "bar.searchTextField"])
    #expect(trace.object("bar.cancelButton") == nil)
  }
}
