import ArgumentParser
import TouchTraceScene

struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Checks scene files and reports every error, with its file, line and column.",
    discussion: "Exits with 1 when any file has an error.")

  @Argument(help: "Scene files (YAML or JSON).")
  var scenes: [String]

  func run() throws {
    var failed = false
    for path in scenes {
      do {
        // Building catches what only the built scene shows (an id UIKit's own views use).
        _ = try SceneBuilder.build(SceneParser.load(path: path), file: path)
      } catch {
        report(error)
        failed = true
        continue
      }
      try failingWithExitCode { try writeOut("\(path): ok\n") }
    }
    if failed { throw ExitCode.failure }
  }
}
