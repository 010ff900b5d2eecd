import ArgumentParser
import Foundation
import TouchTraceCanvasBase
import TouchTraceScene

package struct TraceCommand: ParsableCommand {
  package init() {}

  package static let configuration = CommandConfiguration(
    commandName: "trace",
    abstract: "Writes a scene's trace as JSON (sorted keys, so it diffs well).",
    discussion: """
      `touchtrace schema --trace` prints the trace's JSON Schema.

      Examples:
        touchtrace trace login.yaml -o login.trace.json
        touchtrace trace login.yaml | jq '.touches[0].view'
      """)

  @Argument(help: "A scene file (YAML or JSON), or - for standard input.")
  package var scene: String

  @Option(
    name: .shortAndLong,
    help: "Write the trace to this file (atomically); - or none: standard output.")
  package var output: String?

  @OptionGroup var warnings: WarningOptions

  package func run() throws {
    try failingWithExitCode {
      let loaded = try Input.one(scene).load(strict: warnings.strict)
      report(loaded.warnings)
      let data = try loaded.trace.jsonData()
      guard let output, output != "-" else { return try writeOut(data) }
      do {
        try AtomicFile.write(data, to: URL(fileURLWithPath: output))
      } catch {
        throw InputError("\(output): error: \(error)")
      }
    }
  }
}
