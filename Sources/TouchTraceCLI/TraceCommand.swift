import ArgumentParser
import Foundation
import TouchTraceCanvas
import TouchTraceScene

struct TraceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trace",
    abstract: "Writes a scene's trace as JSON (sorted keys, so it diffs well).",
    discussion: "`touchtrace schema --trace` prints the trace's JSON Schema.")

  @Argument(help: "A scene file (YAML or JSON).")
  var scene: String

  @Option(
    name: .shortAndLong,
    help: "Write the trace to this file (atomically) instead of standard output.")
  var output: String?

  func run() throws {
    try failingWithExitCode {
      let data = try SceneRunner.run(path: scene).jsonData()
      guard let output else { return try writeOut(data) }
      do {
        try writeAtomically(data, to: URL(fileURLWithPath: output))
      } catch {
        throw InputError("\(output): error: \(error)")
      }
    }
  }
}
