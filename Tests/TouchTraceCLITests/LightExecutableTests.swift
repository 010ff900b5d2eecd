import Foundation
import Testing
import TouchTraceTestSupport

@testable import TouchTraceCommands

/// Issue 38: `touchtrace` links no drawing library and runs `touchtrace-draw` for the commands
/// that draw. Which command lines it keeps, and what the real executables load.
@Suite struct LightExecutableTests {
  @Test(arguments: [
    (["--version"], true),
    (["log", "a.yaml"], true),
    (["trace", "a.yaml", "-o", "a.json"], true),
    (["validate", "a.yaml", "b.yaml"], true),
    (["schema", "--trace"], true),
    (["import", "dump.txt"], true),
    (["hitmap", "a.yaml", "--format", "json"], true),
    (["hitmap", "a.yaml", "--format=json", "--format", "json", "-o", "-"], true),
    // hitmap's default format is PNG; any image format draws.
    (["hitmap", "a.yaml"], false),
    (["hitmap", "a.yaml", "--format", "json", "--format", "svg"], false),
    (["hitmap", "a.yaml", "--format"], false),
    // After `--` every argument is a path, so no format was asked: the default PNG.
    (["hitmap", "--", "--format", "json"], false),
    (["render", "a.yaml"], false),
    (["check", "samples"], false),
    (["preview", "a.yaml"], false),
    // Help lists every command, so touchtrace-draw gives it.
    ([], false),
    (["--help"], false),
    (["help", "log"], false),
    (["--version", "log"], false),
  ])
  func drawingFreeCommandLines(arguments: [String], light: Bool) {
    #expect(DrawingTool.drawsNothing(arguments) == light, "\(arguments)")
  }

  /// `touchtrace` copied away from `touchtrace-draw` says what is missing, exit 1, and still runs
  /// the commands that draw nothing.
  @Test func withoutTheDrawingToolDrawingIsAClearError() throws {
    let scratch = try Scratch()
    let light = scratch.url.appendingPathComponent("touchtrace")
    try FileManager.default.copyItem(at: try #require(Command.executable), to: light)
    try Data(oneTapScene.utf8).write(to: scratch.url.appendingPathComponent("s.yaml"))
    let render = try Command.run(["render", "s.yaml"], in: scratch.url, program: light)
    expectCleanFailure(render)
    #expect(render.stderr.hasPrefix("touchtrace: error: cannot run "), "\(render.stderr)")
    #expect(render.stderr.contains("touchtrace-draw"), "\(render.stderr)")
    let log = try Command.run(["log", "s.yaml"], in: scratch.url, program: light)
    #expect(log.exited(0) && log.stdout.contains("box"), "\(log)")
  }

  #if os(Linux)
    /// The shared objects a run of the real `touchtrace` initialises (glibc's loader says so
    /// with LD_DEBUG=libs), and whether Cairo is one of them.
    private func loadsCairo(_ arguments: [String], in directory: URL) throws -> Bool {
      var environment = ProcessInfo.processInfo.environment
      environment["LD_DEBUG"] = "libs"
      let result = try Command.run(arguments, in: directory, environment: environment)
      #expect(result.exited(0), "\(arguments): \(result)")
      #expect(result.stderr.contains("calling init:"), "the loader said nothing")
      return result.stderr.contains("libcairo")
    }

    /// The commands that draw nothing load no Cairo; `render` (through touchtrace-draw) does,
    /// which shows the check can see it.
    @Test func onlyDrawingLoadsCairo() throws {
      let scratch = try Scratch()
      try Data(oneTapScene.utf8).write(to: scratch.url.appendingPathComponent("s.yaml"))
      for arguments in [
        ["--version"], ["log", "s.yaml"], ["trace", "s.yaml", "-o", "s.json"],
        ["validate", "s.yaml"], ["hitmap", "s.yaml", "--format", "json", "-o", "map"],
      ] {
        #expect(try !loadsCairo(arguments, in: scratch.url), "\(arguments)")
      }
      #expect(try loadsCairo(["render", "s.yaml", "--scale", "1", "-o", "out"], in: scratch.url))
    }
  #endif
}
