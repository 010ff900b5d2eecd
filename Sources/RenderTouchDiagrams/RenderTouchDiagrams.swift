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
  static let usage = """
    OVERVIEW: Renders scene files into DocC diagrams with touchtrace render.

    USAGE: swift package --allow-writing-to-package-directory render-touch-diagrams \\
             [--target NAME]... [--output FOLDER] [--format png|svg|pdf]... [--scale 1|2|3]... \\
             [--theme light|dark]... [--combine] [--locale en|zh-Hans|zh-Hant|ja] [--check] \
             [SCENE | FOLDER]...

    Without SCENE arguments, every .yaml/.yml file inside each DocC catalog (of each --target, or
    of every target), outside its Resources, is drawn into the catalog's Resources as PNG @2x in
    light and dark (name@2x.png, name~dark@2x.png; name-1, name-2… for several touches). Scene
    files or folders named as arguments are drawn into --output (relative to the package) or the
    one catalog's Resources.

    The plugin keeps a list of the files it wrote (.render-touch-diagrams in each folder) and
    deletes those no scene draws any more; it never deletes other files.

    OPTIONS:
      --target NAME     a target whose catalog to draw (repeat for several)
      --output FOLDER   the folder to draw into instead of the catalog's Resources
      --format, --scale, --theme, --combine, --locale
                        passed on to touchtrace render (--format, --scale and --theme repeat);
                        --locale draws the words in another language (name~zh-Hans@2x.png)
      --check           draw into a temporary folder and compare; exit 1 listing every diagram
                        that is missing, stale or no longer drawn; write nothing (for CI)
      -h, --help        show this help
    """

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    guard let options = try Options(arguments) else { return print(Self.usage) }
    let root = context.package.directoryURL
    let jobs = try Self.jobs(root: root, options: options) {
      try Self.catalogs(package: context.package, targetNames: options.targetNames)
    }
    try Self.render(
      jobs, tool: try Self.buildTool(packageManager), root: root,
      workDirectory: context.pluginWorkDirectoryURL, options: options)
  }

  /// The command line, parsed; nil for `--help`.
  struct Options {
    var targetNames: [String]
    var output: String?
    var scenes: [String]
    var check: Bool
    /// The arguments passed on to `touchtrace render`.
    var style: [String]

    init?(_ arguments: [String]) throws {
      if arguments.contains("--help") || arguments.contains("-h") { return nil }
      var extractor = ArgumentExtractor(arguments)
      targetNames = extractor.extractOption(named: "target")
      output = extractor.extractOption(named: "output").last
      var formats = extractor.extractOption(named: "format")
      var scales = extractor.extractOption(named: "scale")
      var themes = extractor.extractOption(named: "theme")
      let combine = extractor.extractFlag(named: "combine") > 0
      let locale = extractor.extractOption(named: "locale").last
      check = extractor.extractFlag(named: "check") > 0
      scenes = extractor.remainingArguments
      if let unknown = scenes.first(where: { $0.hasPrefix("-") }) {
        throw PluginFailure("unknown option \(unknown); see --help")
      }
      // DocC's defaults: a Retina PNG in both appearances.
      if formats.isEmpty { formats = ["png"] }
      if scales.isEmpty { scales = ["2"] }
      if themes.isEmpty { themes = ["light", "dark"] }
      style = formats.flatMap { ["--format", $0] } + scales.flatMap { ["--scale", $0] }
      style += themes.flatMap { ["--theme", $0] } + (combine ? ["--combine"] : [])
      style += locale.map { ["--locale", $0] } ?? []
    }
  }

  /// Draws each job with `tool`, then updates its folder (or, with `--check`, compares).
  static func render(
    _ jobs: [Job], tool: URL, root: URL, workDirectory: URL, options: Options
  ) throws {
    let scratch = workDirectory.appendingPathComponent("render")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var outOfDate: [String] = []
    for (index, job) in jobs.enumerated() {
      // Drawn into a scratch folder first: --check compares it, and otherwise only what changed
      // is copied, so the folder never holds half a rendering.
      let fresh = scratch.appendingPathComponent("\(index)")
      try? FileManager.default.removeItem(at: fresh)
      try Self.run(tool, job.scenes.map(\.path) + ["--output", fresh.path] + options.style)
      let folder = DiagramFolder(folder: job.output, root: root)
      let files = try Self.files(in: fresh)
      let inputs = Self.sceneFiles(of: job.scenes)
      let names = Dictionary(
        inputs.map { ($0.deletingPathExtension().lastPathComponent, folder.listed($0)) },
        uniquingKeysWith: { first, _ in first })
      let sceneOf = files.keys.reduce(into: [String: String]()) { out, file in
        out[file] = DiagramFolder.scene(ofFile: file, names: names)
      }
      let changes = folder.changes(
        fresh: files, sceneOf: sceneOf, scenes: Set(inputs.map(folder.listed)))
      let shown = folder.listed(job.output)
      if options.check {
        outOfDate += changes.lines(in: shown)
      } else {
        try folder.apply(changes, fresh: files)
        print(
          "\(shown): \(changes.missing.count) new, \(changes.stale.count) changed, "
            + "\(changes.extra.count) removed, \(files.count - changes.missing.count - changes.stale.count) unchanged"
        )
      }
    }
    if options.check {
      guard outOfDate.isEmpty else {
        throw PluginFailure(
          "\(outOfDate.count) diagram\(outOfDate.count == 1 ? " is" : "s are") not up to date:\n  "
            + outOfDate.joined(separator: "\n  ")
            + "\nrun the plugin without --check to update them")
      }
      print("diagrams are up to date")
    }
  }

  /// `touchtrace`, built in release mode through SwiftPM (the plugin declares no tool dependency,
  /// which SwiftPM would build in debug mode: about 15× slower at drawing the fixture), after
  /// `touchtrace-draw`, which it runs to draw (the two land in the same directory).
  static func buildTool(_ packageManager: PackageManager) throws -> URL {
    var parameters = PackageManager.BuildParameters(configuration: .release)
    parameters.logging = .concise
    var tool: URL?
    for product in ["touchtrace-draw", "touchtrace"] {
      let result = try packageManager.build(.product(product), parameters: parameters)
      guard result.succeeded else {
        throw PluginFailure("could not build \(product) in release mode:\n\(result.logText)")
      }
      tool =
        result.builtArtifacts.first {
          $0.kind == .executable && $0.url.lastPathComponent == product
        }?.url
    }
    guard let tool else { throw PluginFailure("SwiftPM built no touchtrace executable") }
    return tool
  }

  /// The files of a rendering, by name.
  static func files(in folder: URL) throws -> [String: Data] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    return try Dictionary(
      uniqueKeysWithValues: names.map {
        ($0, try Data(contentsOf: folder.appendingPathComponent($0)))
      })
  }

  /// The scene files a list of inputs names, folders expanded as `touchtrace render` does (their
  /// .yaml, .yml and .json files, not recursively).
  static func sceneFiles(of inputs: [URL]) -> [URL] {
    inputs.flatMap { input -> [URL] in
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: input.path) else {
        return [input]
      }
      return names.sorted().map { input.appendingPathComponent($0) }
        .filter { ["yaml", "yml", "json"].contains($0.pathExtension.lowercased()) }
    }
  }

  /// What to render where: one job per catalog, or one for the scenes and folder given.
  struct Job {
    var scenes: [URL]
    var output: URL
  }

  /// `catalogs` lists the DocC catalogs of the chosen targets (a package's or an Xcode project's).
  static func jobs(root: URL, options: Options, catalogs: () throws -> [URL]) throws -> [Job] {
    let (output, scenes) = (options.output, options.scenes)
    func resolve(_ path: String) -> URL {
      path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }
    // Scenes and a folder named: no catalog is needed (a --target without one is fine).
    if !scenes.isEmpty, let output {
      return [Job(scenes: scenes.map(resolve), output: resolve(output))]
    }
    let catalogs = try catalogs()
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
    guard
      let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)
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
