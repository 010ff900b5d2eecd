import ArgumentParser
import Foundation
import TouchTraceScene
import TouchTraceTrace

package struct LogCommand: ParsableCommand {
  package init() {}

  package static let configuration = CommandConfiguration(
    commandName: "log",
    abstract: "Prints a scene's event log: one line per call, in the order the calls happen.",
    discussion: """
      Each line starts with the object's id and one word (hitTest, pointInside, touchesBegan, \
      touchDown, an action name…); details may follow. Objects with `logs: false` print nothing.
      With --why, it prints the answer instead: for each touch, the view that gets it, the path \
      to it, each view under the finger passed over and why, what then took the touch, and what \
      the input could not say.

      Examples:
        touchtrace log login.yaml
        touchtrace log login.yaml --why
        touchtrace log login.yaml --why --format json
      """)

  @Argument(help: "A scene file (YAML or JSON), a trace JSON, or - for standard input.")
  package var scene: String

  @Flag(help: "Print why each touch went where it did, not the event log.")
  var why = false

  @Option(help: "With --why: text (coloured on a terminal unless NO_COLOR is set) or json.")
  var format: AnswerFormat = .text

  @OptionGroup var warnings: WarningOptions

  package func validate() throws {
    if format == .json, !why {
      throw ValidationError("--format json is the answer's format: add --why")
    }
  }

  package func run() throws {
    try failingWithExitCode {
      let loaded = try Input.one(scene).load(strict: warnings.strict)
      report(loaded.warnings)
      guard why else { return try writeOut(EventLog.text(of: loaded.trace)) }
      try writeOut(AnswerOutput.render(loaded.trace, format: format, descriptor: STDOUT_FILENO))
    }
  }
}
