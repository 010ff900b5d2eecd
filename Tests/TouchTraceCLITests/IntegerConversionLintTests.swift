import Foundation
import Testing
import TouchTraceTestSupport

/// A lint over Sources: a floating-point number made an integer with a plain `Int(…)` (or
/// `Int32`, `UInt64`…) traps when it is huge, infinite or NaN ("Double value cannot be converted
/// to Int": a drag to [187, 1e308] stopped `render` in ScreenPanel.cover, issue 35). Such a
/// conversion goes through `Int(saturating:)`, or says on its line or the one before why its
/// value is in range (`// checked: …`).
///
/// Which argument is floating point is read from its text: `.rounded(`, `Double(`,
/// `.squareRoot()`, a division, a decimal or exponent literal. A conversion of a plain Double
/// variable is not seen; the rounding that usually comes with it is.
@Suite struct IntegerConversionLintTests {
  static let conversion = try! NSRegularExpression(pattern: #"\bU?Int(8|16|32|64)?\("#)
  static let floating = try! NSRegularExpression(
    pattern: #"\.rounded\(|\bDouble\(|\.squareRoot\(\)|\d\.\d|\de\d| / "#)

  /// The argument of the call opening at `start` (just past its parenthesis), to its match.
  static func argument(_ line: [Character], from start: Int) -> String {
    var depth = 1
    var i = start
    while i < line.count, depth > 0 {
      if line[i] == "(" { depth += 1 } else if line[i] == ")" { depth -= 1 }
      i += 1
    }
    return String(line[start..<max(start, i - 1)])
  }

  /// `file:line: the conversion` for each unchecked conversion of a floating-point argument.
  static func uncheckedConversions(in text: String, file: String) -> [String] {
    var out: [String] = []
    var previous = ""
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      defer { previous = String(line) }
      let code = String(line[..<(line.range(of: "//")?.lowerBound ?? line.endIndex)])
      guard !line.contains("// checked:"), !previous.contains("// checked:") else { continue }
      let range = NSRange(code.startIndex..., in: code)
      for match in conversion.matches(in: code, range: range) {
        let characters = Array(code)
        let start = code.distance(
          from: code.startIndex, to: Range(match.range, in: code)!.upperBound)
        let argument = Self.argument(characters, from: start)
        let labelled = argument.range(of: #"^\s*[a-zA-Z]+:"#, options: .regularExpression) != nil
        let whole = NSRange(argument.startIndex..., in: argument)
        if !labelled, floating.firstMatch(in: argument, range: whole) != nil {
          out.append("\(file):\(number + 1): \(argument)")
        }
      }
    }
    return out
  }

  @Test func everyConversionFromADoubleIsChecked() throws {
    let sources = Repo.root.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    var found: [String] = []
    var scanned = 0
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      found += Self.uncheckedConversions(in: text, file: "Sources/" + path)
      scanned += 1
    }
    #expect(scanned > 100)
    #expect(
      found.isEmpty,
      "use Int(saturating:) or say why with // checked:\n\(found.joined(separator: "\n"))")
  }

  /// The lint finds what it is for, and lets the checked forms pass.
  @Test func theLintSeesARoundedDouble() {
    let flagged = Self.uncheckedConversions(
      in: """
        let n = max(1, Int((length / (2 * h)).rounded(.up)))
        let m = Int(saturating: (length / 2).rounded())
        // checked: within 0...1 above.
        let k = Int((c * 255).rounded())
        let i = Int(text)
        """, file: "x.swift")
    #expect(flagged == ["x.swift:1: (length / (2 * h)).rounded(.up)"])
  }
}
