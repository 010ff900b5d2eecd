import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceCLI

// End-to-end tests of the `touchtrace` binary: the exact output, exit code and files of each
// command on good input, and on bad input a `file:line:column: error:` line, exit code 1 (never a
// signal or a backtrace) and nothing written.

/// A small scene: one view, one tap.
private let oneTap = """
  window:
    subviews:
      - {id: box, frame: [0, 0, 100, 100], backgroundColor: red}
  touches:
    - tap: [50, 50]

  """

/// The same view, two taps: two diagrams unless --combine.
private let twoTaps = """
  window:
    subviews:
      - {id: box, frame: [0, 0, 100, 100], backgroundColor: red}
  touches:
    - tap: [50, 50]
    - tap: [20, 20]

  """

/// Expects a clean failure: exit code 1 from the process itself, no crash output.
private func expectCleanFailure(
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
    (["frobnicate"], "Error: Unexpected argument 'frobnicate'"),
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
  @Test(arguments: Repo.sampleScenes.map(Repo.name))
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
    try scratch.write("scene.yaml", twoTaps)
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
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")),
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
    let paths = Repo.sampleScenes.prefix(6).map { "samples/" + $0.lastPathComponent }
    let result = try Command.run(["validate"] + paths, in: Repo.root)
    #expect(result.exited(0))
    #expect(result.stderr.isEmpty)
    #expect(result.stdout == paths.map { "\($0): ok\n" }.joined())
  }

  @Test func aMixReportsEveryBadFileAndStillChecksTheGoodOnes() throws {
    let scratch = try Scratch()
    try scratch.write("a-good.yaml", oneTap)
    try scratch.write(
      "b-bad.yaml", "window: {subviews: [{id: x, frame: [0, 0, 1]}]}\ntouches: []\n")
    try scratch.write("c-good.yaml", twoTaps)
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
          + "application, window, windows, firstResponder, touches, constants, warnings)",
        "e-missing.yaml: error: no such file",
      ])
  }
}

// MARK: - Bad scene files

/// A bad scene file and the first error every command must report for it.
struct BadScene: Sendable, CustomTestStringConvertible {
  var name: String
  /// The file's text; nil: no such file.
  var text: String?
  /// Make `name` a directory (holding a text file) instead.
  var isDirectory = false
  /// The exact first line on standard error.
  var error: String
  /// The first line from `render`, when it says it differently (it takes directories).
  var renderError: String?

  var testDescription: String { name }

  static let all: [BadScene] = [
    BadScene(
      name: "syntax.yaml",
      text: """
        title: Broken
        window:
          subviews:
            - {id: a, frame: [0, 0, 10, 10]
        touches: []

        """,
      error: "syntax.yaml:5:1: error: YAML syntax error: did not find expected ',' or '}' "
        + "(while parsing a flow mapping at 4:7)"),
    BadScene(
      name: "indent.yaml",
      text: """
        window:
          subviews:
            - id: a
             frame: [0, 0, 10, 10]
        touches: []

        """,
      error: "indent.yaml:4:6: error: YAML syntax error: did not find expected '-' indicator "
        + "(while parsing a block collection at 3:5)"),
    BadScene(
      name: "syntax.json",
      text: "{\"window\": {\"subviews\": [}], \"touches\": []}\n",
      error: "syntax.json:1:26: error: YAML syntax error: did not find expected node content "
        + "(while parsing a flow node at 1:26)"),
    BadScene(
      name: "unknown-key.yaml",
      text: """
        window:
          subviews:
            - id: a
              frame: [0, 0, 10, 10]
              backgroundColour: red
        touches: []

        """,
      error: "unknown-key.yaml:5:7: error: unknown key 'backgroundColour' in a view (expected one "
        + "of: id, class, frame, center, size, bounds, transform, contentOffset, contentSize, delaysContentTouches, canCancelContentTouches, isScrollEnabled, bounces, alwaysBounceVertical, alwaysBounceHorizontal, isPagingEnabled, isDirectionalLockEnabled, backgroundColor, alpha, "
        + "isHidden, isUserInteractionEnabled, clipsToBounds, isMultipleTouchEnabled, "
        + "isExclusiveTouch, isEnabled, overrides, logs, gestureRecognizers, actions, subviews, "
        + "baseClass, canBecomeFirstResponder, handles, address, title, text, placeholder, isOn, value, "
        + "minimumValue, maximumValue, stepValue, autorepeat, isContinuous, wraps, segments, "
        + "selectedSegmentIndex, isMomentary, numberOfPages, currentPage, indexPath, delegate, rowHeight, trailingSwipeActionsConfigurationForRowAt, canEditRowAt, axis, spacing, distribution, "
        + "alignment); "
        + "did you mean 'backgroundColor'?"),
    BadScene(
      name: "wrong-type.yaml",
      text: """
        window:
          subviews:
            - id: a
              frame: [0, 0, 10, 10]
              alpha: opaque
        touches: []

        """,
      error:
        "wrong-type.yaml:5:14: error: expected a number for 'alpha', found the string \"opaque\""
    ),
    BadScene(
      name: "duplicate-id.yaml",
      text: """
        window:
          subviews:
            - {id: a, frame: [0, 0, 10, 10]}
            - id: b
              frame: [0, 0, 10, 10]
              subviews:
                - {id: a, frame: [0, 0, 5, 5]}
        touches: []

        """,
      error: "duplicate-id.yaml:7:16: error: duplicate id 'a': a view at 3:12 already has it; "
        + "ids must be unique in the scene"),
    BadScene(
      name: "prefer.yaml",
      text: """
        window:
          subviews:
            - id: a
              frame: [0, 0, 10, 10]
              overrides:
                hitTest: {prefer: button}
        touches: []

        """,
      error: "prefer.yaml:6:27: error: 'prefer' names 'button', but no view has that id"),
    BadScene(
      name: "in.yaml",
      text: """
        window:
          rootViewController:
            id: VC
            view: {id: root}
            children:
              - in: container
                controller: {id: Child, view: {id: childView}}
        touches: []

        """,
      error: "in.yaml:6:13: error: 'in' names 'container', but no view of controller 'VC' has "
        + "that id"),
    BadScene(
      name: "target.yaml",
      text: """
        window:
          subviews:
            - id: button
              class: UIButton
              frame: [0, 0, 10, 10]
              actions:
                - {event: touchUpInside, target: Controller, action: tapped}
        touches: []

        """,
      error: "target.yaml:7:42: error: 'target' names 'Controller', but no object has that id"),
    BadScene(
      name: "requires.yaml",
      text: """
        window:
          subviews:
            - id: a
              frame: [0, 0, 10, 10]
              gestureRecognizers:
                - id: singleTap
                  class: UITapGestureRecognizer
                  requiresFailureOf: [doubleTap]
        touches: []

        """,
      error: "requires.yaml:8:31: error: 'requiresFailureOf' names 'doubleTap', but no gesture "
        + "recognizer has that id"),
    BadScene(
      name: "negative.yaml",
      text: """
        window:
          subviews:
            - id: a
              frame: [0, 0, 10, -20]
        touches: []

        """,
      error: "negative.yaml:4:25: error: the height of 'frame' must not be negative, found -20"),
    BadScene(
      name: "nan.yaml",
      text: """
        window:
          subviews:
            - id: a
              frame: [.nan, 0, 10, 10]
        touches: []

        """,
      error: "nan.yaml:4:15: error: the x of 'frame' must be a finite number, found .nan"),
    BadScene(
      name: "inf.yaml",
      text: "touches:\n  - tap: [5, -.inf]\n",
      error: "inf.yaml:2:14: error: the y of 'tap' must be a finite number, found -.inf"),
    BadScene(
      name: "empty.yaml", text: "",
      error: "empty.yaml:1:1: error: the scene is empty (expected a mapping with 'window' and "
        + "'touches')"),
    BadScene(
      name: "missing.yaml", text: nil,
      error: "missing.yaml: error: no such file",
      renderError: "missing.yaml: error: no such file or directory"),
    BadScene(
      name: "folder", text: "not a scene", isDirectory: true,
      error: "folder: error: this is a directory, not a scene file",
      renderError: "folder: error: no scene or trace files (.yaml, .yml, .json) in it"),
  ]
}

@Suite struct BadSceneTests {
  private func prepare(_ bad: BadScene) throws -> Scratch {
    let scratch = try Scratch()
    if bad.isDirectory {
      try scratch.write(bad.name + "/notes.txt", bad.text ?? "")
    } else if let text = bad.text {
      try scratch.write(bad.name, text)
    }
    return scratch
  }

  @Test(arguments: BadScene.all)
  func validateLogAndTraceReportTheError(bad: BadScene) throws {
    let scratch = try prepare(bad)
    let before = scratch.contents()
    for command in [["validate"], ["log"], ["trace"], ["trace", "-o", "out.json"]] {
      let result = try scratch.run(command + [bad.name])
      expectCleanFailure(result)
      // validate takes a directory as render does: it is the scene files in it.
      let error = bad.isDirectory && command == ["validate"] ? bad.renderError : bad.error
      #expect(result.stderrLines.first == error, "\(command)")
      #expect(result.stdout.isEmpty, "\(command)")
      // Nothing written: no out.json, no temporary file.
      #expect(scratch.contents() == before, "\(command)")
    }
  }

  @Test(arguments: BadScene.all)
  func renderReportsTheErrorAndWritesNothing(bad: BadScene) throws {
    let scratch = try prepare(bad)
    let result = try scratch.run("render", "-o", "out", bad.name)
    expectCleanFailure(result)
    let lines = result.stderrLines
    #expect(lines.first == (bad.renderError ?? bad.error))
    if bad.renderError == nil {
      // The scene was found and failed: the summary comes last.
      #expect(lines.count == 2)
      #expect(lines.last?.hasPrefix("rendered 0 of 1 scene into out/ (0 files) in ") == true)
      #expect(lines.last?.hasSuffix(" s; 1 failed") == true)
    } else {
      #expect(lines.count == 1)
    }
    #expect(result.stdout.isEmpty)
    #expect(scratch.contents("out").isEmpty)
  }
}

// MARK: - Limits

/// A JSON scene of views nested `depth` deep, each the only subview of the one before.
private func nestedScene(depth: Int) -> (text: String, columnOfView: (Int) -> Int) {
  let head = "{\"window\":{\"subviews\":["
  var text = head
  var columns: [Int] = []
  for i in 0..<depth {
    columns.append(text.utf8.count + 1)
    text += "{\"id\":\"v\(i)\",\"frame\":[0,0,10,10],\"subviews\":["
  }
  text += String(repeating: "]}", count: depth) + "]},\"touches\":[{\"tap\":[5,5]}]}\n"
  return (text, { columns[$0] })
}

/// A JSON scene of `count` sibling views in the window.
private func flatScene(count: Int) -> String {
  var text = "{\"window\":{\"subviews\":[\n"
  for i in 0..<count {
    text += "{\"id\":\"v\(i)\",\"frame\":[\(i % 300),0,10,10]}" + (i + 1 < count ? ",\n" : "\n")
  }
  return text + "]},\"touches\":[{\"tap\":[5,5]}]}\n"
}

@Suite struct LimitTests {
  @Test func tenThousandLevelsAreRefusedQuickly() throws {
    let scratch = try Scratch()
    try scratch.write("deep.json", nestedScene(depth: 10_000).text)
    for command in ["validate", "log"] {
      let result = try scratch.run(command, "deep.json", timeout: 60)
      expectCleanFailure(result)
      #expect(result.stdout.isEmpty)
      #expect(result.stderrLines.count == 1)
      let line = try #require(result.stderrLines.first)
      #expect(line.hasPrefix("deep.json:1:"))
      #expect(
        line.hasSuffix(
          ": error: the scene nests deeper than 4100 levels of mappings and lists; "
            + "the limit is 1000 nested views or controllers"))
    }
  }

  @Test func elevenHundredViewsDeepAreRefused() throws {
    let scratch = try Scratch()
    let scene = nestedScene(depth: 1100)
    try scratch.write("deep.json", scene.text)
    for command in [["validate"], ["log"], ["trace", "-o", "out.json"]] {
      let result = try scratch.run(command + ["deep.json"], timeout: 60)
      expectCleanFailure(result)
      #expect(
        result.stderr
          == "deep.json:1:\(scene.columnOfView(1000)): error: the scene nests views 1100 deep; "
          + "the limit is 1000\n")
    }
    #expect(scratch.contents() == ["deep.json"])
  }

  @Test func aThousandViewsDeepAreAllowed() throws {
    let scratch = try Scratch()
    try scratch.write("deep.json", nestedScene(depth: 1000).text)
    let result = try scratch.run("log", "deep.json", timeout: 60)
    #expect(result.exited(0))
    #expect(result.stderr.isEmpty)
    // Both hit-test passes go all the way down.
    #expect(result.stdout.contains("\nv999 hitTest"))
    #expect(result.stdout.contains("\nv999 touchesBegan"))
  }

  /// 100,000 views, the limit, run (about 5 s for `log` in a debug build); one more is refused.
  @Test func aHundredThousandViews() throws {
    let scratch = try Scratch()
    try scratch.write("flat.json", flatScene(count: 100_000))
    let result = try scratch.run("log", "flat.json", timeout: 120)
    #expect(result.exited(0))
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("\nv99999 hitTest"))

    try scratch.write("flat.json", flatScene(count: 100_001))
    let over = try scratch.run("validate", "flat.json", timeout: 120)
    expectCleanFailure(over)
    #expect(over.stderrLines.count == 1)
    #expect(
      over.stderrLines.first?.hasSuffix(
        ": error: the scene has more than 100000 views; the limit is 100000") == true)
    #expect(over.stderr.hasPrefix("flat.json:100002:"))
  }
}

// MARK: - render

@Suite struct RenderTests {
  @Test(arguments: [
    (
      "broken.json",
      "{\"schema\": 1, \"title\": \"x\", \"screen\": [1, 1], \"touches\": [], \"events\": []}\n",
      "broken.json:1:1: error: the top level: missing 'objects'"
    ),
    (
      "future.json", "{\"schema\": 99, \"events\": [], \"title\": \"x\"}\n",
      "future.json: error: trace schema 99 is not supported (this TouchTrace reads schema 1)"
    ),
    (
      "cut.trace.json", "{\n  \"events\" : [\n    {\n      \"kind\"",
      "cut.trace.json: error: not valid JSON ("
    ),
    ("empty.trace.json", "", "empty.trace.json: error: not valid JSON ("),
    // Without the .trace.json name or a readable `schema`, it can only be read as a scene.
    (
      "cut.json", "{\n  \"events\" : [\n    {\n      \"kind\"",
      "cut.json:5:1: error: YAML syntax error: "
    ),
  ])
  func malformedTraces(name: String, text: String, error: String) throws {
    let scratch = try Scratch()
    try scratch.write(name, text)
    let result = try scratch.run("render", "-o", "out", name)
    expectCleanFailure(result)
    #expect(result.stderrLines.count == 2)
    #expect(result.stderrLines.first?.hasPrefix(error) == true, "\(result.stderr)")
    #expect(result.stderrLines.last?.hasSuffix("; 1 failed") == true)
    #expect(scratch.contents("out").isEmpty)
  }

  @Test func unwritableOutput() throws {
    let scratch = try Scratch()
    try scratch.write("scene.yaml", oneTap)
    try scratch.write("afile", "a file, not a directory")
    var cases = [
      (
        ["render", "-o", "afile/sub", "scene.yaml"],
        "afile/sub: error: cannot create the output directory (Not a directory)\n"
      ),
      (["render", "-o", "afile", "scene.yaml"], "afile: error: the output directory is a file\n"),
    ]
    #if os(Linux)
      cases.append(
        (
          ["render", "-o", "/proc/touchtrace", "scene.yaml"],
          "/proc/touchtrace: error: cannot create the output directory (No such file or directory)\n"
        ))
    #endif
    for (arguments, error) in cases {
      let result = try scratch.run(arguments)
      expectCleanFailure(result)
      // The folder is made when a scene has drawn its files (none for invalid input, issue 14),
      // so a folder that cannot be made fails that scene and the summary follows.
      #expect(result.stderrLines.first.map { $0 + "\n" } == error, "\(result.stderr)")
    }
    let trace = try scratch.run("trace", "-o", "afile/out.json", "scene.yaml")
    expectCleanFailure(trace)
    #expect(
      trace.stderr.hasPrefix("afile/out.json: error: could not write ")
        && trace.stderr.hasSuffix("/afile is not a directory\n"), "\(trace.stderr)")
    #expect(scratch.contents() == ["afile", "scene.yaml"])
  }

  @Test func aBadSceneInADirectoryDoesNotStopTheOthers() throws {
    let scratch = try Scratch()
    try scratch.write("scenes/a-good.yaml", oneTap)
    try scratch.write("scenes/b-bad.yaml", "touches:\n  - tap: [1, 2, 3]\n")
    try scratch.write("scenes/c-good.yml", oneTap)
    try scratch.write("scenes/notes.txt", "not a scene")
    let result = try scratch.run("render", "-o", "out", "scenes", "--jobs", "2")
    expectCleanFailure(result)
    let lines = result.stderrLines
    #expect(lines.count == 2)
    #expect(
      lines.first == "scenes/b-bad.yaml:2:10: error: expected [x, y] for 'tap', found a list of 3 "
        + "items")
    #expect(lines.last?.hasPrefix("rendered 2 of 3 scenes into out/ (2 files) in ") == true)
    #expect(lines.last?.hasSuffix(" s; 1 failed") == true)
    #expect(scratch.contents("out") == ["a-good@2x.png", "c-good@2x.png"])
  }

  @Test func twoFilesWithTheSameNameAreRefused() throws {
    let scratch = try Scratch()
    try scratch.write("x/a.yaml", oneTap)
    try scratch.write("y/a.yaml", twoTaps)
    try scratch.write("y/a.json", "{\"touches\": []}")
    let result = try scratch.run("render", "-o", "out", "x", "y", "x/a.yaml", "./x/a.yaml")
    expectCleanFailure(result)
    #expect(
      result.stderrLines == [
        "y/a.json: error: it would write the same files as x/a.yaml (both are named 'a'); "
          + "rename one of them",
        "y/a.yaml: error: it would write the same files as x/a.yaml (both are named 'a'); "
          + "rename one of them",
      ])
    #expect(!scratch.exists("out"))
    // The same file twice is drawn once.
    let again = try scratch.run("render", "-o", "out", "x", "x/a.yaml", "./x/a.yaml")
    #expect(again.exited(0))
    #expect(again.stderr.hasPrefix("rendered 1 of 1 scene into out/ (1 file) in "))
    #expect(scratch.contents("out") == ["a@2x.png"])
  }

  /// A diagram that fits at --scale 1 but is too large at --scale 3: either every file is written
  /// or none (Renderer.render draws every variant before writing any).
  @Test func aFailedRenderLeavesNoFiles() throws {
    let scratch = try Scratch()
    try scratch.write("deep.json", nestedScene(depth: 100).text)
    let result = try scratch.run("render", "-o", "out", "--scale", "1", "--scale", "3", "deep.json")
    expectCleanFailure(result)
    #expect(result.stderrLines.first?.hasPrefix("deep.json: error: canvas too large: ") == true)
    #expect(scratch.contents("out").isEmpty)
  }

  /// `trace` then `render` of the trace: the DocC file names, and the same bytes as rendering the
  /// scene directly.
  @Test(arguments: [
    ("one tap", [], ["name@2x.png"]),
    ("one tap", ["--format", "svg", "--theme", "dark"], ["name~dark.svg"]),
    ("one tap", ["--scale", "1"], ["name.png"]),
    (
      "one tap", ["--scale", "1", "--scale", "2", "--theme", "light", "--theme", "dark"],
      ["name.png", "name@2x.png", "name~dark.png", "name~dark@2x.png"]
    ),
    ("two taps", [], ["name-1@2x.png", "name-2@2x.png"]),
    ("two taps", ["--combine"], ["name@2x.png"]),
    ("two taps", ["--combine", "--format", "pdf"], ["name.pdf"]),
  ])
  func traceRoundTrip(scene: String, options: [String], files: [String]) throws {
    let scratch = try Scratch()
    try scratch.write("name.yaml", scene == "one tap" ? oneTap : twoTaps)
    #expect(try scratch.run("trace", "-o", "name.trace.json", "name.yaml").exited(0))

    let fromTrace = try scratch.run(["render", "-o", "a", "name.trace.json"] + options)
    #expect(fromTrace.exited(0), "\(fromTrace.stderr)")
    #expect(fromTrace.stdout.isEmpty)
    #expect(
      fromTrace.stderr.hasPrefix(
        "rendered 1 of 1 scene into a/ (\(files.count) file\(files.count == 1 ? "" : "s")) in "))
    #expect(scratch.contents("a") == files)

    let fromScene = try scratch.run(["render", "-o", "b", "name.yaml"] + options)
    #expect(fromScene.exited(0))
    #expect(scratch.contents("b") == files)
    for file in files {
      let data = try scratch.data("a/" + file)
      #expect(data == (try scratch.data("b/" + file)), "\(file)")
      let magic: [UInt8] =
        switch file.split(separator: ".").last {
        case "png": [0x89, 0x50, 0x4E, 0x47]
        case "pdf": Array("%PDF".utf8)
        default: Array("<?xm".utf8)
        }
      #expect(Array(data.prefix(4)) == magic, "\(file)")
    }
  }
}

// MARK: - Limits on touch steps

/// Touch steps are bounded (SceneParser.maxSeconds, maxTapCount, maxFingers): values that would
/// overflow the clock or run nearly forever are refused with a located error, quickly.
@Suite struct UnboundedStepTests {
  @Test(arguments: [
    (
      "wait: 1e300",
      "long.yaml:5:11: error: 'wait' is 1e+300 s; a scene's touches may last at most 3600 s"
    ),
    ("press: {at: [5, 5], duration: 1e19}", "long.yaml:5:35: error: 'duration' is 1e+19 s;"),
    (
      "drag: {from: [0, 0], to: [10, 10], duration: 1e9}",
      "long.yaml:5:50: error: 'duration' is 1000000000.0 s;"
    ),
    (
      "tap: {at: [5, 5], count: 1000000}",
      "long.yaml:5:30: error: 'count' must be at most 20, found 1000000"
    ),
    (
      "tap: {at: [5, 5], numberOfTouches: 100000}",
      "long.yaml:5:40: error: 'numberOfTouches' must be at most 20"
    ),
  ])
  func hugeStepValuesAreRefused(step: String, message: String) throws {
    let scratch = try Scratch()
    try scratch.write(
      "long.yaml",
      "window:\n  subviews:\n    - {id: a, frame: [0, 0, 100, 100]}\ntouches:\n  - \(step)\n")
    let result = try scratch.run("log", "long.yaml", timeout: 5)
    #expect(result.exited(1) && !result.crashed, "\(result.testDescription)")
    #expect(result.stderrLines.contains { $0.hasPrefix(message) }, "\(result.stderr)")
  }

  /// Steps that are each allowed but add up to more than an hour are refused too.
  @Test func theWholeSceneIsBoundedToo() throws {
    let scratch = try Scratch()
    try scratch.write("long.yaml", "touches:\n  - wait: 3000\n  - wait: 3000\n")
    let result = try scratch.run("log", "long.yaml", timeout: 5)
    #expect(result.exited(1))
    #expect(
      result.stderrLines == [
        "long.yaml:2:3: error: the touches last 6000 s in all; a scene's touches may last at most 3600 s"
      ])
  }
}
