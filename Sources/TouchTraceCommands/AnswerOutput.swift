import ArgumentParser
import Foundation
import TouchTraceLayout
import TouchTraceTrace

/// How `log --why` and `import --tap` print the answer: sentences, or JSON for a program.
enum AnswerFormat: String, CaseIterable, ExpressibleByArgument {
  case text
  case json
}

/// The answer to "why did my tap go there?" for every touch of a trace (``TouchAnswer``).
enum AnswerOutput {
  /// The answers in `format`; text is coloured only for a terminal on `descriptor`, and never
  /// when `NO_COLOR` is set to anything but the empty string (no-color.org) or TERM is `dumb`.
  static func render(_ trace: Trace, format: AnswerFormat, descriptor: Int32) throws -> String {
    let answers = TouchAnswer.answers(of: trace)
    switch format {
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      return String(decoding: try encoder.encode(answers), as: UTF8.self) + "\n"
    case .text:
      return TouchAnswer.text(answers, style: wantsColour(descriptor) ? .colour : .plain)
    }
  }

  static func wantsColour(
    _ descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
    if environment["TERM"] == "dumb" { return false }
    return isatty(descriptor) != 0
  }
}
