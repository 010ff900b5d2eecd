import ArgumentParser
import Foundation
import TouchTraceScene
import TouchTraceTrace

extension ParsableCommand {
  /// Runs the tool on the process's arguments, with file names that look like options made
  /// plain paths first (see `fileArguments`).
  public static func mainWithFileArguments() {
    // A file-size limit (ulimit -f) is a failed write with its message, not a signal that kills
    // the process mid-file (SIGXFSZ; issue 35).
    signal(SIGXFSZ, SIG_IGN)
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let message = unknownSubcommand(arguments) {
      writeErr(message)
      Foundation.exit(ExitCode.validationFailure.rawValue)
    }
    main(fileArguments(arguments))
  }

  /// `touchtrace lgo scene.yaml`: the first word names no command. ArgumentParser would say
  /// "2 unexpected arguments"; this says which command was meant, as git does (issue 36).
  static func unknownSubcommand(_ arguments: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), first != "help" else { return nil }
    let names = configuration.subcommands.compactMap { $0.configuration.commandName }
    guard !names.contains(first) else { return nil }
    let all = names.joined(separator: ", ")
    let shown = SafeText.terminal(first)
    guard let guess = closest(to: first, in: names) else {
      return "touchtrace: error: '\(shown)' is not a touchtrace command (the commands: \(all))\n"
    }
    return "touchtrace: error: '\(shown)' is not a touchtrace command; did you mean '\(guess)'? "
      + "(the commands: \(all))\n"
  }

  /// A scene file named `-dash.yaml` would be read as the short flags `-d -a -s -h…` (help, exit
  /// 0: `validate *.yaml` would pass a folder holding a broken file). An argument that starts
  /// with a single `-` and names a file that exists, or ends like an input file (`.yaml`, `.yml`,
  /// `.json`, `.txt`), is a path: it becomes `./-dash.yaml`. Options never end so; after `--`
  /// every argument is a path already, as ArgumentParser reads it.
  public static func fileArguments(_ arguments: [String]) -> [String] {
    var out: [String] = []
    var afterSeparator = false
    for argument in arguments {
      defer { out.append(afterSeparator || !looksLikeFile(argument) ? argument : "./" + argument) }
      if argument == "--" { afterSeparator = true }
    }
    return out
  }

  private static func looksLikeFile(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 2 else {
      return false
    }
    let lower = argument.lowercased()
    return [".yaml", ".yml", ".json", ".txt"].contains { lower.hasSuffix($0) }
      || FileManager.default.fileExists(atPath: argument)
  }
}
