import Foundation
import TouchTraceTrace

/// UIKit's `UIDatePicker` in `.date` mode: a control whose `date` (a day, `YYYY-MM-DD`) the user
/// changes. Its look follows `preferredDatePickerStyle` (Apple, UIDatePickerStyle):
/// - `wheels`: UIKit's `_UIDatePickerView`, a picker view of three wheels (month, day, year),
///   fills it (`DATE.pickerView`); when a wheel settles on a new row the date changes and the
///   control sends `valueChanged` (Apple, UIDatePicker: "sends a valueChanged event when the user
///   finishes rotating one of the wheels"). A day the month lacks (31 February) rolls back to the
///   month's last day, and the day wheel turns with it.
/// - `inline`: a month's calendar, a 44 pt header and six weeks of seven days below it; a tap
///   that ends on a day of the month chooses it (`valueChanged`).
/// - `compact` (and `automatic`, which is compact on iOS 14 and later): a tap that ends inside
///   opens the calendar in an overlay and sends `editingDidBegin`; the overlay itself is not
///   modelled (see "Where Apple is silent").
open class UIDatePicker: UIControl {
  public enum Style: String, Sendable, CaseIterable {
    case automatic, compact, inline, wheels
  }

  /// Apple, preferredDatePickerStyle: default `.automatic`.
  public var preferredDatePickerStyle = Style.automatic {
    didSet { makeWheels() }
  }
  /// The style it shows: Apple, UIDatePickerStyle.automatic: "the system picks the most
  /// appropriate style", compact on iOS 14 and later.
  public var datePickerStyle: Style {
    preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }
  /// The chosen day; Apple's default is the moment it was made, a scene gives it.
  public var date = Day(year: 2026, month: 1, day: 1) {
    didSet { wheelsView?.show(date) }
  }
  /// The wheels of the `wheels` style (nil in the others).
  public private(set) var wheelsView: UIDatePickerWheels?

  open override var className: String { "UIDatePicker" }
  open override var primaryEvent: Event? { .valueChanged }

  /// A day of the Gregorian calendar (`CalendarDay`, shared with the diagrams).
  public typealias Day = CalendarDay

  public override var bounds: CGRect {
    didSet { wheelsView?.frame = CGRect(origin: .zero, size: bounds.size) }
  }

  private func makeWheels() {
    wheelsView?.removeFromSuperview()
    wheelsView = nil
    guard datePickerStyle == .wheels else { return }
    let wheels = UIDatePickerWheels(id: id + ".pickerView", datePicker: self)
    wheels.frame = CGRect(origin: .zero, size: bounds.size)
    addSubview(wheels)
    wheelsView = wheels
    wheels.show(date)
  }

  /// The wheels settled on a new day.
  func wheelsChose(_ day: Day, with event: UIEvent?) {
    guard day != date else { return }
    date = day
    recordDate(event)
    sendActions(for: .valueChanged, with: event)
  }

  /// The trace's `valueChange`: the date as the number YYYYMMDD.
  private func recordDate(_ event: UIEvent?) {
    event?.recorder.valueChange(
      self, "date", Double(date.year * 10_000 + date.month * 100 + date.day))
  }

  /// The calendar's header height and its day grid: six weeks of seven days below it.
  public static let calendarHeaderHeight = 44.0

  /// The day of the shown month under `point` in the inline calendar, or nil.
  func calendarDay(at point: CGPoint) -> Day? {
    let header = Self.calendarHeaderHeight
    guard bounds.contains(point), point.y >= bounds.minY + header else { return nil }
    let column = Int(saturating: ((point.x - bounds.minX) / (bounds.width / 7)).rounded(.down))
    let week = Int(
      saturating: ((point.y - bounds.minY - header) / ((bounds.height - header) / 6))
        .rounded(.down))
    let day = week * 7 + column - date.weekdayOfFirst + 1
    guard (1...Day.days(inMonth: date.month, of: date.year)).contains(day) else { return nil }
    return Day(year: date.year, month: date.month, day: day)
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, case let point = touch.location(in: self), bounds.contains(point) else {
      return
    }
    switch datePickerStyle {
    case .inline:
      guard let day = calendarDay(at: point), day != date else { return }
      date = day
      recordDate(event)
      sendActions(for: .valueChanged, with: event)
    case .compact, .automatic: sendActions(for: .editingDidBegin, with: event)
    case .wheels: break
    }
  }
}

/// The picker view of a wheels date picker, UIKit's `_UIDatePickerView` (a UIPickerView subclass
/// in UIKit too): three wheels, month, day and year (the year wheel spans ten years each side of
/// the date it shows). It answers its own `didSelectRow` by telling the date picker.
public final class UIDatePickerWheels: UIPickerView {
  private unowned let datePicker: UIDatePicker
  private var firstYear = 0

  init(id: String, datePicker: UIDatePicker) {
    self.datePicker = datePicker
    super.init(id: id)
    isGenerated = true
    logs = false
  }

  public override var className: String { "_UIDatePickerView" }

  func show(_ day: UIDatePicker.Day) {
    if firstYear == 0 || !(firstYear...(firstYear + 20)).contains(day.year) {
      firstYear = max(1, day.year - 10)
      components = [
        CalendarDay.monthNames, (1...31).map(String.init),
        (firstYear...(firstYear + 20)).map(String.init),
      ]
    }
    selectRow(day.month - 1, inComponent: 0)
    selectRow(day.day - 1, inComponent: 1)
    selectRow(day.year - firstYear, inComponent: 2)
  }

  public override func didSelectRow(_ row: Int, inComponent component: Int, with event: UIEvent?) {
    let year = firstYear + selectedRow(inComponent: 2)
    let month = selectedRow(inComponent: 0) + 1
    let last = UIDatePicker.Day.days(inMonth: month, of: year)
    let day = min(selectedRow(inComponent: 1) + 1, last)
    if day != selectedRow(inComponent: 1) + 1 {
      // The day wheel turns back to the month's last day.
      selectRow(day - 1, inComponent: 1)
      event?.recorder.scroll(tableViews[1])
    }
    datePicker.wheelsChose(UIDatePicker.Day(year: year, month: month, day: day), with: event)
  }
}
