import Foundation

/// A gesture recognizer as `po view.gestureRecognizers` (or `NSLog("%@", recognizer)`) prints
/// it, pasted after the dump:
/// `<UITapGestureRecognizer: 0x7b0ae650; state = Possible; cancelsTouchesInView = NO;
/// view = <UIWebView 0x7a62d7e0>; target= <(action=webViewTapped:, target=<DetailViewController
/// 0x7a6ed9f0>)>>`. UIKit prints the flags that differ from their defaults, the view's address
/// (how it is matched to the dump's views) and each target and action.
public struct DumpRecognizer: Sendable, Equatable {
  public var printedClass: String
  public var address: String
  /// The address in `view = <UIWebView 0x…>`.
  public var viewAddress: String?
  /// `key = value` pairs as printed (`state`, `enabled`, `cancelsTouchesInView`, …).
  public var values: [String: String]
  public var targets: [DumpTarget]
  public var line: Int
  public var column: Int
}

/// One `(action=handlePan:, target=<UIScrollView 0x…>)`.
public struct DumpTarget: Sendable, Equatable {
  public var action: String
  public var targetClass: String
  public var targetAddress: String
}

enum DumpRecognizers {
  /// Whether the line's description is a recognizer's (`<…GestureRecognizer: 0x…`, or any
  /// description with `target= <(action=`).
  static func isRecognizer(_ text: String) -> Bool {
    guard let head = firstMatch(headPattern, text) else { return false }
    return head[1].hasSuffix("GestureRecognizer") || head[1].hasSuffix("Recognizer")
      || text.contains("target= <(action=")
  }

  /// Reads the recognizer whose description starts the text; nil when it is not one.
  static func read(_ text: String, line: Int, column: Int) -> DumpRecognizer? {
    guard let head = firstMatch(headPattern, text) else { return nil }
    var values: [String: String] = [:]
    for m in allMatches(pairPattern, text) where values[m[1]] == nil { values[m[1]] = m[2] }
    let view = firstMatch(viewPattern, text)
    let targets = allMatches(targetPattern, text).map {
      DumpTarget(
        action: $0[1].trimmingSpaces, targetClass: DumpView.unqualified($0[2]),
        targetAddress: $0[3].lowercased())
    }
    return DumpRecognizer(
      printedClass: head[1], address: head[2].lowercased(), viewAddress: view?[2].lowercased(),
      values: values, targets: targets, line: line, column: column)
  }

  /// Where each recognizer's description starts on a line (several when Swift's `po` printed
  /// the array on one line).
  static func starts(in text: String) -> [String.Index] {
    // Most lines are views: the regular expression runs only where it can match.
    guard text.contains("Recognizer: 0x"), let regex = startRegex else { return [] }
    let ns = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap {
      Range($0.range, in: text)?.lowerBound
    }
  }

  private static let startPattern = "<[A-Za-z0-9_.$]*Recognizer: 0x"
  private static let startRegex = try? NSRegularExpression(
    pattern: startPattern)
  private static let headPattern = "^<([A-Za-z0-9_.$]+): (0x[0-9a-fA-F]+)"
  private static let pairPattern = "; ([A-Za-z][A-Za-z0-9]*) = ([^;<>]+?)(?=;|>)"
  private static let viewPattern = "; view = <([^ >]+) (0x[0-9a-fA-F]+)>"
  private static let targetPattern = "action=([^,()]+), target=<([^ >]+) (0x[0-9a-fA-F]+)>"

  private static func firstMatch(_ pattern: String, _ text: String) -> [String]? {
    allMatches(pattern, text, limit: 1).first
  }

  private static func allMatches(_ pattern: String, _ text: String, limit: Int = .max)
    -> [[String]]
  {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let ns = text as NSString
    var out: [[String]] = []
    for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
      out.append(
        (0..<match.numberOfRanges).map {
          let r = match.range(at: $0)
          return r.location == NSNotFound ? "" : ns.substring(with: r)
        })
      if out.count == limit { break }
    }
    return out
  }

  /// What `po` prints around a list: `<__NSArrayI 0x600000c6c000>(`, `(`, `)`, `Optional([`,
  /// `{(`: never a view.
  static func isListFrame(_ text: String) -> Bool {
    guard text.utf8.count < 80 else { return false }
    let t = text.trimmingSpaces
    if t.hasPrefix("<__NS") || t.hasPrefix("<NS"), !t.contains(":"), t.hasSuffix("(") {
      return true
    }
    return ["Optional([", "Optional(", "{(", ")}", "])", "[", "("].contains(t)
  }
}
