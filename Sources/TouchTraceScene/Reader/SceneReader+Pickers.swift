import TouchTraceEngine
import Yams

/// The reader's checks of the pickers' keys (issue 33).
extension SceneReader {
  /// A date picker's `date` must be a day of the calendar, `YYYY-MM-DD`.
  func checkDate(_ read: ViewProperties, _ fields: Fields) {
    guard case .text(let text)? = read["date"], let node = fields["date"],
      UIDatePicker.Day(text) == nil
    else { return }
    yaml.error(
      "'date' \"\(text)\" is not a day: expected YYYY-MM-DD (a month 01…12 and a day it has)",
      at: node)
  }
}
