import Foundation

/// A view controller as `_printHierarchy` (Chisel's `pvc`, Cycript's `pvcs()`) prints it, pasted
/// after the dump: `<CustomViewController 0x1053133f0>, state: appeared, view: <UIView
/// 0x1053205d0>`. Matched to the dump's views by the view's address, it gives the scene its
/// controller, and so the responder chain its real name.
public struct DumpController: Sendable, Equatable {
  public var className: String
  public var address: String
  /// nil for `view:  (view not loaded)`.
  public var viewAddress: String?
  /// Its `|` marks in the hierarchy (0 for the root controller).
  public var depth: Int
  public var line: Int
}

/// A control's target and action as printed after the dump: Chisel's and Cycript's
/// `pactions(#0x…)` print `<CustomViewController: 0x1053133f0> showChangeLog:` for the control
/// the command names.
public struct DumpAction: Sendable, Equatable {
  public var controlAddress: String
  public var targetClass: String
  public var targetAddress: String
  public var action: String
  public var line: Int
}

enum DumpControllers {
  static func controller(_ text: String, line: Int) -> DumpController? {
    guard text.contains(", state: "), let m = match(controllerPattern, text) else { return nil }
    let depth = text.prefix { $0 == " " || $0 == "|" || $0 == "+" || $0 == "\"" || $0 == "\t" }
      .filter { $0 == "|" || $0 == "+" }.count
    return DumpController(
      className: DumpView.unqualified(m[1]), address: m[2].lowercased(),
      viewAddress: m[4].isEmpty ? nil : m[4].lowercased(), depth: depth, line: line)
  }

  /// `pactions(#0x1053163b0)`: the control whose actions follow.
  static func commandControl(_ command: String) -> String? {
    match("pactions\\(#?(0x[0-9a-fA-F]+)\\)", command)?[1].lowercased()
  }

  /// `<CustomViewController: 0x1053133f0> showChangeLog:` (quoted or not).
  static func action(_ text: String) -> (String, String, String)? {
    guard let m = match(actionPattern, text) else { return nil }
    return (DumpView.unqualified(m[1]), m[2].lowercased(), m[3])
  }

  /// A line of `_autolayoutTrace` (`|   |   *UILabel:0x7fc94b63c5a0'Label'`, or older,
  /// `*<UIView:0x156b6410>`): the class and address with no space between, no frame. Its
  /// address when the line marks the view's layout `AMBIGUOUS`, "" when it does not, nil when it
  /// is no trace line.
  static func autolayoutTrace(_ text: String) -> String? {
    guard text.contains(":0x"), let m = match(tracePattern, text) else { return nil }
    return text.contains("AMBIGUOUS") ? m[1].lowercased() : ""
  }

  private static let tracePattern = "^[\\s|•*+]*<?[A-Za-z_][A-Za-z0-9_.]*:(0x[0-9a-fA-F]+)"
  private static let controllerPattern =
    "<([A-Za-z0-9_.$]+) (0x[0-9a-fA-F]+)>, state: [A-Za-z]+, view: (<[A-Za-z0-9_.$]+ (0x[0-9a-fA-F]+)>|\\s*\\(view not loaded\\))"
  private static let actionPattern =
    "^\\s*\"?<([A-Za-z0-9_.$]+): (0x[0-9a-fA-F]+)> ([A-Za-z_][A-Za-z0-9_:]*)\"?\\s*$"

  private static func match(_ pattern: String, _ text: String) -> [String]? {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
    let ns = text as NSString
    guard let m = regex.firstMatch(in: text, range: NSRange(location: 0, length: ns.length))
    else { return nil }
    return (0..<m.numberOfRanges).map {
      let r = m.range(at: $0)
      return r.location == NSNotFound ? "" : ns.substring(with: r)
    }
  }
}
