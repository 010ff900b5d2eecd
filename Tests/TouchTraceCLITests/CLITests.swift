import Foundation
import Testing
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceCLI
@testable import TouchTraceCommands

// End-to-end tests of the `touchtrace` binary: the exact output, exit code and files of each
// command on good input, and on bad input a `file:line:column: error:` line, exit code 1 (never a
// signal or a backtrace) and nothing written.

/// A small scene: one view, one tap.
let oneTapScene = """
  window:
    subviews:
      - {id: box, frame: [0, 0, 100, 100], backgroundColor: red}
  touches:
    - tap: [50, 50]

  """

/// The same view, two taps: two diagrams unless --combine.
let twoTapsScene = """
  window:
    subviews:
      - {id: box, frame: [0, 0, 100, 100], backgroundColor: red}
  touches:
    - tap: [50, 50]
    - tap: [20, 20]

  """

/// Expects a clean failure: exit code 1 from the process itself, no crash output.
func expectCleanFailure(
  _ result: CommandResult, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(result.exited(1), "status \(result.status)", sourceLocation: sourceLocation)
  #expect(!result.crashed, "crashed: \(result.stderr.prefix(500))", sourceLocation: sourceLocation)
}

// MARK: - Help

@Suite struct HelpTests {
  /// Whitespace runs as one space: help text is wrapped to the terminal width.
  private func flat(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test(arguments: [
    ([], TouchTraceCommand.configuration.abstract),
    (["log"], LogCommand.configuration.abstract),
    (["trace"], TraceCommand.configuration.abstract),
    (["render"], RenderCommand.configuration.abstract),
    (["validate"], ValidateCommand.configuration.abstract),
    (["schema"], SchemaCommand.configuration.abstract),
    (["import"], ImportCommand.configuration.abstract),
  ])
  func helpPrintsTheAbstract(command: [String], abstract: String) throws {
    let result = try Command.run(command + ["--help"])
    #expect(result.exited(0))
    #expect(result.stderr.isEmpty)
    #expect(flat(result.stdout).contains(flat(abstract)))
    #expect(result.stdout.contains("USAGE: touchtrace" + command.map { " " + $0 }.joined()))
  }

  @Test func rootHelpListsEverySubcommand() throws {
    let result = try Command.run(["--help"])
    for name in ["log", "trace", "render", "validate", "schema"] {
      #expect(result.stdout.contains("\n  \(name) "), "\(name) missing")
    }
  }

  /// ArgumentParser's usage errors exit with 64 (EX_USAGE) and say what is wrong.
  @Test(arguments: [
    (["log"], "Error: Missing expected argument '<scene>'"),
    (
      ["frobnicate"],
      "touchtrace: error: 'frobnicate' is not a touchtrace command (the commands: log, trace, render, check, validate, schema, import, preview, hitmap)"
    ),
    // A mistyped command gets the one meant, as git does (issue 36).
    (
      ["lgo", "x.yaml"],
      "touchtrace: error: 'lgo' is not a touchtrace command; did you mean 'log'? (the commands: "
        + "log, trace, render, check, validate, schema, import, preview, hitmap)"
    ),
    (["render", "--scale", "5", "x.yaml"], "Error: --scale must be 1, 2 or 3"),
    (["render", "--jobs", "0", "x.yaml"], "Error: --jobs must be at least 1"),
  ])
  func usageErrors(arguments: [String], message: String) throws {
    let result = try Command.run(arguments)
    #expect(result.exited(64))
    #expect(!result.crashed)
    #expect(result.stderr.hasPrefix(message + "\n"))
    #expect(result.stdout.isEmpty)
  }
}

// MARK: - log, trace, schema

@Suite struct OutputTests {
  @Test(arguments: try Repo.sampleNames())
  func logPrintsTheCheckedInLog(name: String) throws {
    let result = try Command.run(["log", "samples/\(name).yaml"], in: Repo.root)
    let expected = try String(
      contentsOf: Repo.samples.appendingPathComponent(name + ".log"), encoding: .utf8)
    #expect(result.exited(0))
    #expect(result.stderr.isEmpty)
    #expect(result.stdout == expected)
  }

  @Test func traceWritesTheSameJSONEveryTime() throws {
    let scratch = try Scratch()
    try scratch.write("scene.yaml", twoTapsScene)
    let first = try scratch.run("trace", "-o", "scene.trace.json", "scene.yaml")
    #expect(first.exited(0))
    #expect(first.stdout.isEmpty && first.stderr.isEmpty)
    let data = try scratch.data("scene.trace.json")
    let trace = try Trace.decode(data)
    #expect(trace.schema == Trace.currentSchema)
    #expect(trace.touches.count == 2)
    #expect(trace.source == "scene.yaml")
    #expect(!trace.events.isEmpty)

    let second = try scratch.run("trace", "-o", "scene.trace.json", "scene.yaml")
    #expect(second.exited(0))
    #expect(try scratch.data("scene.trace.json") == data)
    // Written atomically: no temporary file is left beside it.
    #expect(scratch.contents() == ["scene.trace.json", "scene.yaml"])

    let toStdout = try scratch.run("trace", "scene.yaml")
    #expect(toStdout.exited(0))
    #expect(Data(toStdout.stdout.utf8) == data)
  }

  @Test(arguments: [[], ["--trace"]])
  func schemaIsJSON(flags: [String]) throws {
    let result = try Command.run(["schema"] + flags)
    #expect(result.exited(0))
    #expect(result.stderr.isEmpty)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let schema = try #require(object as? [String: Any])
    #expect((schema["$schema"] as? String)?.hasPrefix("https://json-schema.org/") == true)
    #expect(schema["properties"] != nil)
  }

  /// A failed write to standard output (here a full disk) is an error, not a Foundation trap.
  @Test(
    .enabled(
      if: ToolGate.runs(
        "/dev/full", present: FileManager.default.fileExists(atPath: "/dev/full"),
        existsOnThisSystem: linuxOnlyToolsExist), ToolGate.skipped("no /dev/full")),
    arguments: [
      ["log", "samples/seed000-tap-red.yaml"], ["trace", "samples/seed000-tap-red.yaml"],
      ["schema"], ["validate", "samples/seed000-tap-red.yaml"],
    ])
  func aFullDiskIsAnError(arguments: [String]) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let result = try Command.run(arguments, in: Repo.root, stdoutHandle: full)
    expectCleanFailure(result)
    #expect(
      result.stderr
        == "touchtrace: error: cannot write to standard output (No space left on device)\n")
  }
}

// MARK: - validate

@Suite struct ValidateTests {
  @Test func goodSamplesAreOK() throws {
    let paths = try Repo.sampleScenes().prefix(6).map { "samples/" + $0.lastPathComponent }
    let result = try Command.run(["validate"] + paths, in: Repo.root)
    #expect(result.exited(0))
    #expect(result.stderr.isEmpty)
    #expect(result.stdout == paths.map { "\($0): ok\n" }.joined())
  }

  @Test func aMixReportsEveryBadFileAndStillChecksTheGoodOnes() throws {
    let scratch = try Scratch()
    try scratch.write("a-good.yaml", oneTapScene)
    try scratch.write(
      "b-bad.yaml", "window: {subviews: [{id: x, frame: [0, 0, 1]}]}\ntouches: []\n")
    try scratch.write("c-good.yaml", twoTapsScene)
    try scratch.write("d-bad.yaml", "title: x\nwindow: {}\ntouches: []\ntouches: []\nextra: 1\n")
    let result = try scratch.run(
      "validate", "a-good.yaml", "b-bad.yaml", "c-good.yaml", "d-bad.yaml", "e-missing.yaml")
    expectCleanFailure(result)
    #expect(result.stdout == "a-good.yaml: ok\nc-good.yaml: ok\n")
    #expect(
      result.stderrLines == [
        "b-bad.yaml:1:36: error: expected [x, y, width, height] for 'frame', found a list of 3 items",
        "d-bad.yaml:4:1: error: duplicate key 'touches' in the scene (first at 3:1)",
        "d-bad.yaml:5:1: error: unknown key 'extra' in the scene (expected one of: title, screen, "
          + "application, window, windows, firstResponder, touches, constants, warnings, storyboard, device)",
        "e-missing.yaml: error: no such file",
      ])
  }
}
