import Foundation
import PackagePlugin

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// The same command from an Xcode project that uses the TouchTrace package: right-click the
  /// project in the navigator, RenderTouchDiagrams (Xcode passes `--target NAME` for each target
  /// chosen in its dialog). The scenes are the `.yaml` files inside each chosen target's DocC
  /// catalogs; the options are the command line's (see `usage`).
  extension RenderTouchDiagrams: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      guard let options = try Options(arguments) else { return print(Self.usage) }
      let project = context.xcodeProject
      let jobs = try Self.jobs(root: project.directoryURL, options: options) {
        let chosen = project.targets.filter {
          options.targetNames.isEmpty || options.targetNames.contains($0.displayName)
        }
        // Xcode lists a catalog as one input file, as SwiftPM does.
        return chosen.flatMap { target in
          target.inputFiles.map(\.url).filter { $0.pathExtension.lowercased() == "docc" }
        }.sorted { $0.path < $1.path }
      }
      try Self.render(
        jobs, tool: try Self.installedTool(), root: project.directoryURL,
        workDirectory: context.pluginWorkDirectoryURL, options: options)
    }

    /// An Xcode project has no SwiftPM to build the tool with, and Xcode gives plugins a short
    /// PATH, so `touchtrace` is looked for on PATH and where Mint and Homebrew install tools.
    static func installedTool() throws -> URL {
      let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
      let home = FileManager.default.homeDirectoryForCurrentUser.path
      let folders =
        path.split(separator: ":").map(String.init)
        + [home + "/.mint/bin", "/opt/homebrew/bin", "/usr/local/bin"]
      for folder in folders {
        let tool = URL(fileURLWithPath: folder).appendingPathComponent("touchtrace")
        if FileManager.default.isExecutableFile(atPath: tool.path) { return tool }
      }
      throw PluginFailure(
        "touchtrace is not installed: `mint install` it (README: Installing), "
          + "or run the plugin from the command line in the package")
    }
  }
#endif
