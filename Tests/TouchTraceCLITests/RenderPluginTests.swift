import Foundation
import Testing
import TouchTraceTestSupport

/// The `render-touch-diagrams` command plugin, run as a user runs it: `swift package` in a separate
/// package (Tests/Fixtures/DiagramsPackage) that depends on TouchTrace by path. One test, as each
/// `swift package` call builds the tool in the fixture's own build folder.
@Suite struct RenderPluginTests {
  static let repository = Repo.root

  static let swift = Command.onPath("swift")

  @Test func rendersAPackagesCatalogScenesIntoItsResources() throws {
    // The fixture is copied into an ignored build folder that stays between runs, so its build
    // of the tool is incremental; its dependency points at this checkout.
    let work = Self.repository.appendingPathComponent(".build-plugin-fixture")
    let package = try Self.copyFixture(into: work)
    func plugin(_ arguments: String...) throws -> CommandResult {
      try Command.run(
        [
          "package", "--scratch-path", work.appendingPathComponent("build").path,
          "--allow-writing-to-package-directory", "render-touch-diagrams",
        ] + arguments, in: package, timeout: 1200,
        program: try #require(Self.swift, "no swift on PATH"))
    }
    let resources = "Sources/Diagrams/Diagrams.docc/Resources"
    try rendersTheCatalog(plugin: plugin, package: package, resources: resources)
    try updatesAndChecks(plugin: plugin, package: package, resources: resources)
    try rendersChosenScenesAndSaysMistakes(plugin: plugin, package: package)
  }

  /// Copies Tests/Fixtures/DiagramsPackage to `work/package`, its dependency on TouchTrace pointed
  /// at this checkout; returns the copy.
  static func copyFixture(into work: URL) throws -> URL {
    let fileManager = FileManager.default
    let package = work.appendingPathComponent("package")
    try? fileManager.removeItem(at: package)
    try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
    try fileManager.copyItem(
      at: repository.appendingPathComponent("Tests/Fixtures/DiagramsPackage"), to: package)
    let manifest = package.appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    #expect(text.contains("path: \"../../..\""))
    try Data(
      text.replacingOccurrences(of: "path: \"../../..\"", with: "path: \"\(repository.path)\"")
        .utf8
    ).write(to: manifest)
    return package
  }

  /// By default: every scene in the catalog, into its Resources, under DocC's names, the same
  /// bytes as `touchtrace render` with DocC's defaults, and a list of what it wrote.
  func rendersTheCatalog(
    plugin: (String...) throws -> CommandResult, package: URL, resources: String
  ) throws {
    let run = try plugin()
    #expect(run.exited(0), "\(run.stderr.suffix(2000))")
    let written = try FileManager.default.contentsOfDirectory(
      atPath: package.appendingPathComponent(resources).path
    ).filter { !$0.hasPrefix(".") }.sorted()
    #expect(
      written == [
        "card-tap@2x.png", "card-tap~dark@2x.png", "two-taps-1@2x.png", "two-taps-1~dark@2x.png",
        "two-taps-2@2x.png", "two-taps-2~dark@2x.png",
      ])
    // The same bytes as `touchtrace render` with DocC's defaults.
    let scratch = try Scratch()
    let scenes = ["card-tap.yaml", "two-taps.yml"].map {
      package.appendingPathComponent("Sources/Diagrams/Diagrams.docc/Scenes/\($0)").path
    }
    let direct = try scratch.run(
      ["render"] + scenes + [
        "--output", "expected", "--format", "png", "--scale", "2", "--theme", "light", "--theme",
        "dark",
      ])
    #expect(direct.exited(0))
    for file in written {
      #expect(
        try Data(contentsOf: package.appendingPathComponent("\(resources)/\(file)"))
          == scratch.data("expected/\(file)"), "\(file)")
    }

    // The plugin lists what it wrote, so it can tell its own files from the user's later.
    #expect(
      try String(
        contentsOf: package.appendingPathComponent("\(resources)/.render-touch-diagrams"),
        encoding: .utf8
      ).hasPrefix("card-tap@2x.png\tSources/Diagrams/Diagrams.docc/Scenes/card-tap.yaml\n"))
  }

  /// Scene files named as arguments, options passed on to the renderer, another folder (so a
  /// target without a catalog is no obstacle); mistakes said in words, with a failing exit.
  func rendersChosenScenesAndSaysMistakes(
    plugin: (String...) throws -> CommandResult, package: URL
  ) throws {
    let chosen = try plugin(
      "--target", "Plain", "--output", "Docs/Images", "--format", "svg", "--combine",
      "Sources/Diagrams/Diagrams.docc/Scenes/two-taps.yml")
    #expect(chosen.exited(0), "\(chosen.stderr.suffix(2000))")
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: package.appendingPathComponent("Docs/Images").path
      ).sorted() == [".render-touch-diagrams", "two-taps.svg", "two-taps~dark.svg"])

    // Mistakes are said in words, with a failing exit: the plugin's own, and a scene's, with its
    // place from the renderer.
    let wrong = try plugin("--target", "Nope")
    #expect(wrong.exited(1) && wrong.stderr.contains("no target named Nope in Diagrams"))
    try Data("window:\n  frame: [0, 0\n".utf8).write(to: package.appendingPathComponent("bad.yaml"))
    let bad = try plugin("--output", "Bad", "bad.yaml")
    #expect(!bad.exited(0))
    // (SwiftPM passes a plugin's tools' standard error on to its standard output.)
    let said = bad.stdout + bad.stderr
    #expect(said.contains("bad.yaml:3:1: error: YAML syntax error"), "\(said.suffix(1000))")
    #expect(bad.stderr.contains("touchtrace render exited with status 1"))

    let help = try plugin("--help")
    #expect(help.exited(0) && help.stdout.contains("USAGE: swift package"), "\(help.stderr)")
  }

  /// `--check` fails on stale, missing and leftover diagrams and writes nothing; a run removes
  /// the plugin's own leftovers and keeps the user's files.
  func updatesAndChecks(
    plugin: (String...) throws -> CommandResult, package: URL, resources: String
  ) throws {
    let fileManager = FileManager.default
    let folder = package.appendingPathComponent(resources)
    func files() throws -> [String] {
      try fileManager.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
        .sorted()
    }
    let upToDate = try plugin("--check")
    #expect(upToDate.exited(0) && upToDate.stdout.contains("diagrams are up to date"))

    // The user's own image, and a scene that now has one touch and another whose button moved.
    try Data("not a diagram".utf8).write(to: folder.appendingPathComponent("logo@2x.png"))
    let scenes = package.appendingPathComponent("Sources/Diagrams/Diagrams.docc/Scenes")
    let twoTaps = scenes.appendingPathComponent("two-taps.yml")
    let text = try String(contentsOf: twoTaps, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "  - tap: [100, 90]\n", with: "").utf8).write(
      to: twoTaps)
    let card = scenes.appendingPathComponent("card-tap.yaml")
    let cardText = try String(contentsOf: card, encoding: .utf8)
    try Data(
      cardText.replacingOccurrences(of: "[20, 200, 280, 44]", with: "[20, 210, 280, 44]").utf8
    )
    .write(to: card)
    let before = try files()
    let stale = try plugin("--check")
    #expect(stale.exited(1))
    for line in [
      "missing: \(resources)/two-taps@2x.png", "stale: \(resources)/card-tap~dark@2x.png",
      "no longer drawn: \(resources)/two-taps-2@2x.png", "8 diagrams are not up to date",
    ] {
      #expect(stale.stderr.contains(line), "\(line) in \(stale.stderr.suffix(1500))")
    }
    #expect(try files() == before)

    // A run brings the folder up to date, removing only its own files.
    #expect(try plugin().exited(0))
    #expect(
      try files() == [
        "card-tap@2x.png", "card-tap~dark@2x.png", "logo@2x.png", "two-taps@2x.png",
        "two-taps~dark@2x.png",
      ])
    // A scene file deleted: its diagrams go too.
    try fileManager.removeItem(at: card)
    #expect(try plugin().exited(0))
    #expect(try files() == ["logo@2x.png", "two-taps@2x.png", "two-taps~dark@2x.png"])
    #expect(try plugin("--check").exited(0))
  }
}
