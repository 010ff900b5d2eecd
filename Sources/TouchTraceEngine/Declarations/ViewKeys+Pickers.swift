import TouchTraceTrace

/// The keys of the pickers and the search bar (issue 33): UIPickerView, UIDatePicker, UISearchBar.
extension ViewKeys {
  static let pickerKeys: [ViewKey] = [
    ViewKey(
      "titleForRow", .texts, on: [.pickerView], default: .value(.texts([])),
      "the rows of its one wheel, top to bottom (its delegate's "
        + "pickerView(_:titleForRow:forComponent:) for component 0).",
      source: "Apple, UIPickerViewDelegate.pickerView(_:titleForRow:forComponent:)",
      pickerBinding),
    ViewKey(
      "selectedRow", .index(minimum: 0, countOf: "titleForRow", noun: "row", note: ""),
      on: [.pickerView], default: .value(.integer(0)),
      "the row in the selection band (set as selectRow(_:inComponent:animated:) does: no "
        + "delegate call).",
      source: "Apple, UIPickerView.selectedRow(inComponent:), selectRow(_:inComponent:animated:)",
      .untraced(\UIPickerView.selectedRow)),
    ViewKey(
      "preferredDatePickerStyle", .choice(UIDatePicker.Style.allCases.map(\.rawValue)),
      on: [.datePicker], default: .value(.choice("automatic")),
      "`wheels` (three wheels: month, day, year), `inline` (a month's calendar), `compact` "
        + "(a button that opens the calendar); `automatic` is compact.",
      source: "Apple, UIDatePicker.preferredDatePickerStyle, UIDatePickerStyle",
      .choice(\UIDatePicker.preferredDatePickerStyle, trace: \.datePickerStyle) {
        .init(rawValue: $0)
      }),
    ViewKey(
      "date", .text, on: [.datePicker], default: .described("the day it is made; give one"),
      "the chosen day, `YYYY-MM-DD` (its datePickerMode is `.date`).",
      source: "Apple, UIDatePicker.date", dateBinding),
    ViewKey(
      "showsCancelButton", .bool, on: [.searchBar], default: .value(.bool(false)),
      "a Cancel button at its trailing end; a tap on it calls the delegate's "
        + "searchBarCancelButtonClicked.",
      source: "Apple, UISearchBar.showsCancelButton",
      .property(
        \UISearchBar.showsCancelButton, trace: \.showsCancelButton, recorded: .unless(false))
    ),
  ]

  /// A picker's titles; the trace records every wheel's titles and selected row (a date
  /// picker's own picker too).
  private static let pickerBinding = ViewKey.Binding(
    apply: { view, value in
      if let picker = view as? UIPickerView, let titles = [String](value) {
        picker.titleForRow = titles
      }
    },
    record: { view, object in
      guard let picker = view as? UIPickerView else { return }
      object.components = picker.components
      object.selectedRows = picker.selectedRows
    }, applies: { $0 is UIPickerView })

  /// A date picker's day: the reader checked it is one (`UIDatePicker.Day`).
  private static let dateBinding = ViewKey.Binding(
    apply: { view, value in
      if let picker = view as? UIDatePicker, case .text(let text) = value,
        let day = UIDatePicker.Day(text)
      {
        picker.date = day
      }
    },
    record: { view, object in
      if let picker = view as? UIDatePicker { object.date = picker.date.text }
    }, applies: { $0 is UIDatePicker })
}

extension ViewKeys {
  /// A search bar's `text` or `placeholder`: its field's (the field records them in the trace).
  static func searchBarText(
    _ property: ReferenceWritableKeyPath<UISearchBar, String?> & Sendable
  ) -> ViewKey.Binding {
    ViewKey.Binding(
      apply: { view, value in
        if let bar = view as? UISearchBar, case .text(let text) = value {
          bar[keyPath: property] = text
        }
      }, record: nil)
  }
}
