import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-touch-diagrams [options] [SCENE…]`
///
/// Renders a package's scene files with `touchtrace render`, by default into each DocC catalog's
/// `Resources` folder, under the names DocC picks variants by (`name@2x.png`, `name~dark@2x.png`).
/// Without SCENE arguments, the scenes are the `.yaml`/`.yml` files inside each catalog (outside
/// its `Resources`), so a catalog carries the scenes its articles show.
@main
struct RenderTouchDiagrams: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let output = extractor.extractOption(named: "output").last
    var formats = extractor.extractOption(named: "format")
    var scales = extractor.extractOption(named: "scale")
    var themes = extractor.extractOption(named: "theme")
    let combine = extractor.extractFlag(named: "combine") > 0
    let scenes = extractor.remainingArguments
    if let unknown = scenes.first(where: { $0.hasPrefix("-") }) {
      throw PluginFailure(
        "unknown option \(unknown); see the README's render-touch-diagrams section")
    }
    // DocC's defaults: a Retina PNG in both appearances.
    if formats.isEmpty { formats = ["png"] }
    if scales.isEmpty { scales = ["2"] }
    if themes.isEmpty { themes = ["light", "dark"] }
    var style = formats.flatMap { ["--format", $0] } + scales.flatMap { ["--scale", $0] }
    style += themes.flatMap { ["--theme", $0] } + (combine ? ["--combine"] : [])

    let jobs = try Self.jobs(
      package: context.package, targetNames: targetNames, output: output, scenes: scenes)
    let tool = try context.tool(named: "touchtrace").url
    for job in jobs {
      try Self.run(tool, job.scenes.map(\.path) + ["--output", job.output.path] + style)
    }
  }

  /// What to render where: one job per catalog, or one for the scenes and folder given.
  struct Job {
    var scenes: [URL]
    var output: URL
  }

  static func jobs(
    package: Package, targetNames: [String], output: String?, scenes: [String]
  ) throws -> [Job] {
    let root = package.directoryURL
    func resolve(_ path: String) -> URL {
      path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }
    // Scenes and a folder named: no catalog is needed (a --target without one is fine).
    if !scenes.isEmpty, let output {
      return [Job(scenes: scenes.map(resolve), output: resolve(output))]
    }
    let catalogs = try Self.catalogs(package: package, targetNames: targetNames)
    if !scenes.isEmpty {
      let folder: URL
      if catalogs.count == 1 {
        folder = catalogs[0].appendingPathComponent("Resources")
      } else {
        throw PluginFailure(
          "\(catalogs.count) DocC catalogs could take the diagrams; name one with --target or a folder with --output"
        )
      }
      return [Job(scenes: scenes.map(resolve), output: folder)]
    }
    var jobs: [Job] = []
    for catalog in catalogs {
      let found = sceneFiles(in: catalog)
      guard !found.isEmpty else { continue }
      let folder = output.map(resolve) ?? catalog.appendingPathComponent("Resources")
      jobs.append(Job(scenes: found, output: folder))
    }
    guard !jobs.isEmpty else {
      throw PluginFailure(
        "no scene files: put .yaml scenes in a DocC catalog, or name scene files or folders as arguments"
      )
    }
    return jobs
  }

  /// The DocC catalogs (`*.docc` folders) of the chosen targets, or of every source target.
  static func catalogs(package: Package, targetNames: [String]) throws -> [URL] {
    let targets: [any Target]
    if targetNames.isEmpty {
      targets = package.targets
    } else {
      targets = try targetNames.map { name in
        guard let target = package.targets.first(where: { $0.name == name }) else {
          throw PluginFailure("no target named \(name) in \(package.displayName)")
        }
        return target
      }
    }
    var catalogs: [URL] = []
    for target in targets {
      guard let module = target as? SourceModuleTarget else { continue }
      // SwiftPM lists a catalog as one source file, as swift-docc-plugin expects.
      let found = module.sourceFiles.map(\.url).filter { $0.pathExtension.lowercased() == "docc" }
      catalogs += found.sorted { $0.path < $1.path }
      if found.isEmpty && !targetNames.isEmpty {
        throw PluginFailure(
          "target \(target.name) has no DocC catalog; name a folder with --output")
      }
    }
    return catalogs
  }

  /// The `.yaml` and `.yml` files in a catalog, outside its `Resources`, in name order.
  static func sceneFiles(in catalog: URL) -> [URL] {
    let resources = catalog.appendingPathComponent("Resources").standardizedFileURL.path + "/"
    guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { $0 as? URL }
      .filter { ["yaml", "yml"].contains($0.pathExtension) }
      .filter { !$0.standardizedFileURL.path.hasPrefix(resources) }
      .sorted { $0.path < $1.path }
  }

  /// Runs the tool with its output passed through; a failure stops the plugin with its status.
  static func run(_ tool: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = ["render"] + arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PluginFailure("touchtrace render exited with status \(process.terminationStatus)")
    }
  }
}

/// An error the plugin reports in words (SwiftPM prints it and exits non-zero).
struct PluginFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
