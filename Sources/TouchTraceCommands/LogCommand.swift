import ArgumentParser
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
      """)

  @Argument(help: "A scene file (YAML or JSON), a trace JSON, or - for standard input.")
  package var scene: String

  @OptionGroup var warnings: WarningOptions

  package func run() throws {
    try failingWithExitCode {
      let loaded = try Input.one(scene).load(strict: warnings.strict)
      report(loaded.warnings)
      try writeOut(EventLog.text(of: loaded.trace))
    }
  }
}
