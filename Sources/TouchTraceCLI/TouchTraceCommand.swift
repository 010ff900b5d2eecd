import ArgumentParser
import TouchTraceCommands

/// `touchtrace`: the command-line tool.
public struct TouchTraceCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "touchtrace",
    abstract: "Simulates iOS touch handling, traces every step, and draws it.",
    discussion:
      "Scene files are YAML or JSON; see the documentation (the DocC catalog) for the format and `touchtrace schema`.",
    version: TouchTraceVersion.string,
    subcommands: [
      LogCommand.self, TraceCommand.self, RenderCommand.self, CheckCommand.self,
      ValidateCommand.self,
      SchemaCommand.self, ImportCommand.self, PreviewCommand.self,
      HitMapCommand<RendererHitMapImages>.self,
    ])
  public init() {}
}
