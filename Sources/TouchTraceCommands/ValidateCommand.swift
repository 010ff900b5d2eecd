import ArgumentParser
import Foundation
import TouchTraceScene
import TouchTraceTrace

package struct ValidateCommand: ParsableCommand {
  package init() {}

  package static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Checks scene files and reports every error, with its file, line and column.",
    discussion: """
      A directory stands for its scene and trace files (.yaml, .yml, .json), as for render and \
      check; a trace file is checked against its schema and its references. Exits with 1 when \
      any file has an error (or, with --strict, a warning).

      Examples:
        touchtrace validate login.yaml
        touchtrace validate --strict scenes/
      """)

  @Argument(
    help: "Scene files, trace JSON files, directories of them, or - for standard input.")
  package var scenes: [String]

  @OptionGroup var warnings: WarningOptions

  package func run() throws {
    var failed = false
    var inputs: [Input] = []
    try failingWithExitCode {
      guard scenes.filter({ $0 == "-" }).count <= 1 else {
        throw InputError("-: error: standard input can be given only once")
      }
    }
    // Each path on its own, so a missing one is reported and the others are still checked.
    for path in scenes {
      do {
        let directory = PathKind(of: path) == .directory
        inputs += directory ? try Input.expand([path]) : [try Input.one(path)]
      } catch {
        report(error)
        failed = true
      }
    }
    for input in inputs {
      do {
        report(try input.validate(strict: warnings.strict))
      } catch {
        report(error)
        failed = true
        continue
      }
      try failingWithExitCode { try writeOut(SafeText.terminal(input.file) + ": ok\n") }
    }
    if failed { throw ExitCode.failure }
  }
}

extension Input {
  /// Reads, checks and runs the input as `log` does, so `validate` says ok exactly when `log`
  /// would succeed (issue 14); returns the scene's warnings. Running is quick: the limits keep
  /// every accepted scene to seconds.
  package func validate(strict: Bool) throws -> [SceneWarning] {
    try load(strict: strict).warnings
  }
}
