import ArgumentParser
import TouchTraceScene
import TouchTraceTrace

package struct SchemaCommand: ParsableCommand {
  package init() {}

  package static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Prints the JSON Schema of scene files (or, with --trace, of traces).",
    discussion: """
      Point your editor's YAML or JSON language server at it to complete and check scene files.

      Examples:
        touchtrace schema > touchtrace-scene.schema.json
        touchtrace schema --trace > touchtrace-trace.schema.json
      """)

  @Flag(help: "Print the schema of trace files instead.")
  package var trace = false

  package func run() throws {
    try failingWithExitCode { try writeOut((trace ? TraceSchema.json : SceneSchema.json) + "\n") }
  }
}
