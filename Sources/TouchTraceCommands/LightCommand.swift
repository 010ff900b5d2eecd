import ArgumentParser

/// `touchtrace` as the light executable runs it: the commands that draw nothing, with the same
/// name, version and options as in `touchtrace-draw` (the same types), so their help and errors
/// read the same. ``mainOrDraw()`` sends every other command line to `touchtrace-draw`.
public struct TouchTraceLightCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "touchtrace",
    abstract: "Simulates iOS touch handling, traces every step, and draws it.",
    version: TouchTraceVersion.string,
    subcommands: [
      LogCommand.self, TraceCommand.self, ValidateCommand.self, SchemaCommand.self,
      ImportCommand.self, HitMapCommand<NoHitMapImages>.self,
    ])
  public init() {}

  /// Runs the process's command line here when it draws nothing, else in `touchtrace-draw`.
  public static func mainOrDraw() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard DrawingTool.drawsNothing(arguments) else { DrawingTool.exec(arguments) }
    mainWithFileArguments()
  }
}
