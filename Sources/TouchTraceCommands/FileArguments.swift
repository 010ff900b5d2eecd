import ArgumentParser
import Foundation

extension ParsableCommand {
  /// Runs the tool on the process's arguments, with file names that look like options made
  /// plain paths first (see `fileArguments`).
  public static func mainWithFileArguments() {
    // A file-size limit (ulimit -f) is a failed write with its message, not a signal that kills
    // the process mid-file (SIGXFSZ; issue 35).
    signal(SIGXFSZ, SIG_IGN)
    main(fileArguments(Array(CommandLine.arguments.dropFirst())))
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
