import Foundation
import Testing
import TouchTraceTestSupport

/// The CI scripts run as CI runs them, in a copy of the repository whose outside commands
/// (`swift`, `python3`, `.ci/deps`, `.ci/docs`, `.ci/gallery`, `touchtrace`) are stubs that record their
/// arguments: what a script does, not what its text says.
struct StubbedRepository {
  let scratch: Scratch
  var calls: URL { scratch.file("calls") }

  /// `scripts` copied from `.ci/`; `.ci/deps`, `.ci/docs` and `.ci/gallery` (and every command on
  /// PATH but the system's) record their calls. `failing` is a call (`swift test`) that exits 3.
  init(scripts: [String], failing: String = "") throws {
    scratch = try Scratch()
    for script in scripts {
      try scratch.write(
        ".ci/\(script)",
        String(contentsOf: Repo.root.appendingPathComponent(".ci/\(script)"), encoding: .utf8))
    }
    // `swift build --show-bin-path` answers with the stubs' folder, where `touchtrace` is a stub.
    let stub = """
      #!/bin/sh
      echo "${0##*/} $*" >> "\(calls.path)"
      case "$*" in *--show-bin-path*) echo "\(scratch.file("bin").path)" ;; esac
      [ "${0##*/} $*" != "\(failing)" ]  || exit 3
      """
    for name in [
      "bin/swift", "bin/python3", "bin/touchtrace", ".ci/deps", ".ci/docs", ".ci/gallery",
    ] {
      let file = try scratch.write(name, stub)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }
  }

  /// Runs `bash .ci/SCRIPT` with the stubs first on PATH, and `environment`.
  func run(_ script: String, environment: [String: String] = [:]) throws -> CommandResult {
    let bash = try #require(Command.onPath("bash"))
    return try Command.run(
      [".ci/\(script)"], in: scratch.url, program: bash,
      environment: environment.merging([
        "PATH": scratch.file("bin").path + ":/usr/bin:/bin", "HOME": scratch.url.path,
      ]) { _, fixed in fixed })
  }

  /// Each recorded call, `NAME ARGUMENTS…`, in order.
  func recorded() throws -> [String] {
    guard scratch.exists("calls") else { return [] }
    return try String(contentsOf: calls, encoding: .utf8).split(separator: "\n").map(String.init)
  }
}

@Suite struct CIScriptTests {
  func packages(_ arguments: String...) throws -> [String] {
    let result = try Command.run(
      [".ci/deps"] + arguments + ["--list"], in: Repo.root,
      program: URL(fileURLWithPath: "/bin/bash"))
    #expect(result.exited(0), "\(result)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  #if os(Linux)
    static let testStage = "swift test"
  #else
    static let testStage = "swift test --skip TouchTraceGalleryTests"
  #endif

  /// `.ci/run`, every stage passing: each stage's command runs once, in order, and the summary
  /// names the stages in that order (acceptance said skipped: no ../shared beside the copy).
  @Test func runRunsEveryStageInOrder() throws {
    let repository = try StubbedRepository(scripts: ["run"])
    let result = try repository.run("run")
    #expect(result.exited(0), "\(result)")
    #expect(
      try repository.recorded() == [
        "deps ", "python3 .ci/portability", "swift format --version",
        "swift format lint --strict -r Sources Tests Package.swift", Self.testStage,
        "python3 .ci/fuzz --seconds 90 --seed 1124", "python3 .ci/snippets",
        "python3 .ci/quickstarts", "swift build -c release --product touchtrace-draw",
        "swift build -c release --product touchtrace",
        "swift build -c release --show-bin-path", "docs --site .build/site",
      ])
    let summary = result.stdout.components(separatedBy: "stage times:\n").last ?? ""
    let stages = summary.split(separator: "\n").compactMap { $0.split(separator: " ").first }
    #expect(
      stages == [
        "deps", "portability", "format", "test", "fuzz", "snippets", "quickstarts",
        "release-draw", "release",
        "acceptance",
        "docs", "total",
      ])
    #expect(summary.contains("acceptance    skipped"))
  }

  /// A failing stage stops the run, fails it, and is named; no later stage runs.
  @Test func aFailingStageFailsTheRunAndIsNamed() throws {
    let repository = try StubbedRepository(scripts: ["run"], failing: Self.testStage)
    let result = try repository.run("run")
    #expect(result.exited(3), "\(result)")
    #expect(result.stdout.contains("failed in stage: test (exit 3)"))
    #expect(try repository.recorded().last == Self.testStage)
  }

  /// Without `swift format`, CI fails at the format stage saying why; a developer's run goes on.
  @Test func aMissingSwiftFormatFailsOnlyUnderCI() throws {
    let repository = try StubbedRepository(scripts: ["run"], failing: "swift format --version")
    let underCI = try repository.run("run", environment: ["CI": "true"])
    #expect(underCI.exited(1), "\(underCI)")
    #expect(underCI.stdout.contains("failed in stage: format (exit 1)"))
    #expect(underCI.stderr.contains("error: `swift format` is missing"))
    let developers = try repository.run("run", environment: ["CI": ""])
    #expect(developers.exited(0), "\(developers)")
    #expect(developers.stdout.contains("format: skipped (under CI this fails)"))
  }

  /// `.ci/setup`: the drawing dependencies only, a release build, the gallery drawn afresh into
  /// output/ by `.ci/gallery`, the catalog's shown diagrams by the plugin, and the catalog's
  /// images no article shows any more removed.
  @Test func setupDrawsTheGalleryAndTheCatalogsDiagrams() throws {
    let repository = try StubbedRepository(scripts: ["setup"])
    let scratch = repository.scratch
    let catalog = "Sources/TouchTrace/TouchTrace.docc/"
    try scratch.write(catalog + "Article.md", "![A tap.](seed000-tap-red)\n")
    try scratch.write(catalog + "Resources/seed000-tap-red@2x.png", "shown")
    try scratch.write(catalog + "Resources/old@2x.png", "no longer shown")
    try scratch.write("samples/seed000-tap-red.yaml", "")
    try scratch.write("output/gone.svg", "")
    let result = try repository.run("setup")
    #expect(result.exited(0), "\(result)")
    let release = "swift build -c release"
    #if os(Linux)
      let build = release + " --static-swift-stdlib --product touchtrace"
    #else
      let build = release + " --product touchtrace"
    #endif
    #expect(
      try repository.recorded() == [
        "deps render", build + "-draw", build, release + " --show-bin-path",
        "gallery \(scratch.file("bin").path)/touchtrace output",
        "swift package --allow-writing-to-package-directory render-touch-diagrams --target "
          + "TouchTrace samples/seed000-tap-red.yaml",
      ])
    #expect(!scratch.exists("output/gone.svg"))
    #expect(scratch.contents(catalog + "Resources") == ["seed000-tap-red@2x.png"])
  }

  /// `.ci/setup` (the README's first command) installs what drawing needs, no browser;
  /// `.ci/run` installs everything, Chromium for the browser tests included.
  @Test func setupInstallsWhatRenderingNeedsAndNoBrowser() throws {
    let render = try packages("render")
    #if os(Linux)
      #expect(render.contains("libpango1.0-dev") && render.contains("fonts-wqy-microhei"))
    #else
      #expect(render == ["cairo", "pango", "libspng", "pkgconf"])  // Homebrew's
    #endif
    #expect(!render.contains("chromium"))
    let all = try packages()
    #if os(Linux)
      #expect(all.contains("chromium"))
    #endif
    #expect(Set(render).isSubset(of: Set(all)))
  }
}
