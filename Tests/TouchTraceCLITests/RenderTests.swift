import Foundation
import Testing
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceCLI
@testable import TouchTraceCommands

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
    try scratch.write("scene.yaml", oneTapScene)
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
    try scratch.write("scenes/a-good.yaml", oneTapScene)
    try scratch.write("scenes/b-bad.yaml", "touches:\n  - tap: [1, 2, 3]\n")
    try scratch.write("scenes/c-good.yml", oneTapScene)
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
    try scratch.write("x/a.yaml", oneTapScene)
    try scratch.write("y/a.yaml", twoTapsScene)
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
    try scratch.write("name.yaml", scene == "one tap" ? oneTapScene : twoTapsScene)
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
