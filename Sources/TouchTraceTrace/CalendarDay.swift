import Foundation

/// A day of the Gregorian calendar, as a date picker's `date` holds it (`YYYY-MM-DD`): the engine's
/// `UIDatePicker` and the diagrams' calendar share its arithmetic.
public struct CalendarDay: Equatable, Sendable {
  public var year, month, day: Int

  public init(year: Int, month: Int, day: Int) {
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// `YYYY-MM-DD`, or nil for anything else or a day the month lacks.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 3, let y = parts[0], let m = parts[1], let d = parts[2],
      (1...9999).contains(y), (1...12).contains(m), (1...Self.days(inMonth: m, of: y)).contains(d)
    else { return nil }
    self.init(year: y, month: m, day: d)
  }

  public var text: String { String(format: "%04d-%02d-%02d", year, month, day) }

  /// The month's English name (the wheels' and the calendar's title).
  public static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  public static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// 0 for Sunday: the column of the month's first day in a calendar whose weeks start on Sunday.
  public var weekdayOfFirst: Int {
    // Zeller's congruence, shifted so Sunday is 0.
    let (m, y) = month < 3 ? (month + 12, year - 1) : (month, year)
    let h = (1 + 13 * (m + 1) / 5 + y + y / 4 - y / 100 + y / 400) % 7
    return (h + 6) % 7
  }
}
