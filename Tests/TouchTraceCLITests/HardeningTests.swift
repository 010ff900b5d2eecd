import Foundation
import Testing
import TouchTraceTestSupport

// Issue 14, "fuzzed and hardened": each failure the issue lists (and each the fuzzer, .ci/fuzz,
// found), reproduced through the real binary. Bad input gets exit code 1 and `file…: error:` saying
// what was expected; never a crash, a raw Foundation error, or files left behind.

private let oneTap = """
  title: One tap
  window:
    subviews:
      - {id: box, frame: [0, 0, 100, 100], backgroundColor: red}
  touches:
    - tap: [50, 50]

  """

private func expectError(
  _ result: CommandResult, _ start: String, containing part: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(result.exited(1), "\(result)", sourceLocation: sourceLocation)
  #expect(!result.crashed, "\(result)", sourceLocation: sourceLocation)
  let first = result.stderrLines.first ?? ""
  // References are named by their full path: `start` may follow its directories.
  #expect(
    first.hasPrefix(start) || first.contains("/" + start), "\(first)",
    sourceLocation: sourceLocation)
  #expect(part.isEmpty || first.contains(part), "\(first)", sourceLocation: sourceLocation)
  for raw in ["Error Domain=", "NSCocoaErrorDomain", "DecodingError", "UserInfo="] {
    #expect(!result.stderr.contains(raw), "\(result)", sourceLocation: sourceLocation)
  }
}

@Suite struct InputHardeningTests {
  /// `-dash.yaml` was read as the flags -d -a -s -h: help, exit 0, so `validate *.yaml` passed a
  /// folder holding a broken file. A name ending like an input file is a path.
  @Test(arguments: [
    ["validate", "-dash.yaml"], ["log", "-dash.yaml"], ["validate", "--", "-dash.yaml"],
  ])
  func aFileNamedLikeAFlagIsAFile(arguments: [String]) throws {
    let scratch = try Scratch()
    try scratch.write("-dash.yaml", "window: [\n")
    expectError(try scratch.run(arguments), "-dash.yaml:", containing: "error:")
  }

  @Test func aMissingFileNamedLikeAFlagIsMissing() throws {
    let scratch = try Scratch()
    expectError(try scratch.run("validate", "-gone.yaml"), "./-gone.yaml: error: no such file")
  }

  /// Not UTF-8: the line and column of the first bad byte, for a scene, standard input, a trace
  /// and a dump.
  @Test func bytesThatAreNotUTF8AreLocated() throws {
    let scratch = try Scratch()
    let bytes = Data(Array("title: x\nwindow: {}\n# caf".utf8) + [0xE9, 0x0A])
    try bytes.write(to: scratch.url.appendingPathComponent("latin1.yaml"))
    let expected = "3:6: error: the file is not UTF-8 text: byte 0xE9"
    expectError(try scratch.run("log", "latin1.yaml"), "latin1.yaml:" + expected)
    expectError(try scratch.run(["log", "-"], stdin: bytes), "<stdin>:" + expected)
    try bytes.write(to: scratch.url.appendingPathComponent("t.trace.json"))
    expectError(try scratch.run("render", "t.trace.json"), "t.trace.json:" + expected)
    try bytes.write(to: scratch.url.appendingPathComponent("dump.txt"))
    expectError(try scratch.run("import", "dump.txt"), "dump.txt:" + expected)
  }

  /// A 5 MB id was echoed whole in "duplicate id '…'", and took a minute to draw (found by
  /// .ci/fuzz): ids are at most 200 characters, and no message echoes a 5 MB word.
  @Test func aHugeIdIsNotEchoedWhole() throws {
    let scratch = try Scratch()
    let id = String(repeating: "x", count: 5_000_000)
    try scratch.write(
      "big.yaml",
      "window:\n  subviews:\n    - {id: \(id), frame: [0, 0, 1, 1]}\n"
        + "    - {id: \(id), frame: [0, 0, 1, 1]}\ntouches:\n  - tap: [5, 5]\n")
    let result = try scratch.run("validate", "big.yaml")
    expectError(
      result,
      "big.yaml:3:12: error: 'id' is 5000000 characters long; at most 200 (it labels diagrams)")
    #expect(result.stderr.utf8.count < 2000)
  }

  /// Found by .ci/fuzz: -2^63 as a whole number trapped in `abs` (Int.min has no positive twin).
  @Test(arguments: ["-9223372036854775808", "-9223372036854775809", "9223372036854775807", "-0"])
  func extremeWholeNumbersAreRefusedOrRead(number: String) throws {
    let scratch = try Scratch()
    try scratch.write(
      "n.yaml",
      "window: {}\ntouches:\n  - sequence:\n      - {time: 0, finger: \(number), phase: began, at: [5, 5]}\n"
    )
    let result = try scratch.run("log", "n.yaml")
    #expect(!result.crashed, "\(result)")
    #expect(result.exited(0) || result.stderr.contains("n.yaml:4:"), "\(result)")
  }

  /// Found by .ci/fuzz: finite frames that add up to infinity; `trace` and `check` printed a raw
  /// EncodingError without the file. Every command now refuses the scene alike.
  @Test(arguments: [["log"], ["validate"], ["trace"], ["render", "-o", "out"]])
  func geometryThatOverflowsIsRefused(command: [String]) throws {
    let scratch = try Scratch()
    try scratch.write(
      "inf.yaml",
      """
      window:
        subviews:
          - id: outer
            frame: [0, 1e308, 10, 10]
            subviews:
              - {id: inner, frame: [0, 1e308, 10, 10]}
      touches:
        - tap: [5, 5]

      """)
    let result = try scratch.run(command + ["inf.yaml"])
    #expect(result.exited(1), "\(result)")
    #expect(
      result.stderr.contains(
        "inf.yaml: error: the scene's geometry overflows: the trace's objects["),
      "\(result)")
    #expect(!result.stderr.contains("EncodingError"))
  }

  /// A symbolic link that points at itself said "no such file".
  @Test func aSymbolicLinkLoopIsNamed() throws {
    let scratch = try Scratch()
    let loop = scratch.url.appendingPathComponent("loop.yaml").path
    #expect(symlink(loop, loop) == 0)
    expectError(
      try scratch.run("log", "loop.yaml"), "loop.yaml: error: cannot open it (Too many levels")
    expectError(
      try scratch.run("render", "loop.yaml"), "loop.yaml: error: cannot open it (Too many levels")
  }
}

@Suite struct OutputHardeningTests {
  /// An invalid scene created an empty output folder.
  @Test func anInvalidSceneCreatesNoOutputFolder() throws {
    let scratch = try Scratch()
    try scratch.write("bad.yaml", "window: 3\n")
    expectError(try scratch.run("render", "bad.yaml", "-o", "out/deeper"), "bad.yaml:1:9: error:")
    #expect(!scratch.exists("out"))
  }

  /// A killed run's hidden temporary file (its process gone) is removed by the next write of the
  /// same name; one of a live process is left alone.
  @Test func anAbandonedTemporaryFileIsCleanedUp() throws {
    let scratch = try Scratch()
    try scratch.write("a.yaml", oneTap)
    try scratch.write("out/.a@2x.png.4194303.1f.tmp", "half a PNG")
    try scratch.write("out/.a@2x.png.\(getpid()).2f.tmp", "another run's")
    #expect(try scratch.run("render", "a.yaml", "-o", "out").exited(0))
    #expect(scratch.contents("out") == [".a@2x.png.\(getpid()).2f.tmp", "a@2x.png"])
  }

  /// An enlarged hit area 1e9 points wide, tapped 1e9 points away: Cairo's SVG and PDF surfaces
  /// dashed its whole outline and ran out of memory at 1 GB; paths are now cut to a square twice
  /// the largest canvas first (BoundedPath.swift).
  @Test(arguments: ["svg", "pdf"])
  func aHugeHitAreaDrawsInVectorFormats(format: String) throws {
    let scratch = try Scratch()
    try scratch.write(
      "far.yaml",
      """
      window:
        subviews:
          - {id: a, frame: [1e9, 0, 100, 100], overrides: {pointInside: {expand: 1e9}}}
          - {id: c, center: [1e9, 1e9], size: [10, 10], overrides: {pointInside: {expand: [1e9, 1, 1e9, 2]}}}
      touches:
        - tap: [1e9, 1e9]

      """)
    let result = try scratch.run("render", "far.yaml", "-o", "out", "--format", format)
    #expect(result.exited(0), "\(result)")
    #expect(scratch.contents("out") == ["far.\(format)"])
  }

  /// Found by .ci/fuzz: a trace whose segmented control changes to index 1e20 trapped converting
  /// it to an Int while drawing the screen's state.
  @Test func aHugeIndexInATraceDraws() throws {
    let scratch = try Scratch()
    let trace = try String(
      contentsOf: Repo.output.appendingPathComponent("settings-screen.trace.json"), encoding: .utf8)
    let changed = trace.replacingOccurrences(
      of: "\"selectedSegmentIndex\",\n      \"time\": 0.2,\n      \"value\": 2\n",
      with: "\"selectedSegmentIndex\",\n      \"time\": 0.2,\n      \"value\": 1e20\n")
    #expect(changed != trace)
    try scratch.write("s.trace.json", changed)
    let result = try scratch.run("render", "s.trace.json", "-o", "out", "--format", "svg")
    #expect(!result.crashed, "\(result)")
  }

  /// Names and titles reach HTML and Markdown escaped; links are relative, percent-encoded.
  @Test func theMarkdownPageEscapesTitlesAndNames() throws {
    let scratch = try Scratch()
    let title = "<script>alert(1)</script> <img src=x onerror=alert(2)> [x](javascript:alert(3))"
    try scratch.write(
      "javascript:alert(6)<!--.yaml", oneTap.replacingOccurrences(of: "One tap", with: title))
    let result = try scratch.run(
      "render", "javascript:alert(6)<!--.yaml", "-o", "out", "--markdown", "page.md")
    #expect(result.exited(0), "\(result)")
    let page = try String(decoding: scratch.data("page.md"), as: UTF8.self)
    #expect(!page.contains("<script") && !page.contains("<img") && !page.contains("](javascript"))
    #expect(page.contains("](out/javascript%3Aalert%286%29%3C%21--@2x.png)"))
    #expect(page.contains("## &lt;script&gt;alert\\(1\\)&lt;/script&gt;"))
  }

  @Test func theCheckReportLinksAreRelativeFileURLs() throws {
    let scratch = try Scratch()
    let name = "javascript:alert(6)<!--"
    try scratch.write(name + ".yaml", oneTap)
    #expect(
      try scratch.run("check", name + ".yaml", "--against", "refs", "--record", "all")
        .exited(0))
    try scratch.write(name + ".yaml", oneTap.replacingOccurrences(of: "red", with: "blue"))
    let result = try scratch.run("check", name + ".yaml", "--against", "refs", "--record", "never")
    #expect(result.exited(1))
    let html = try String(decoding: scratch.data("touchtrace-report/index.html"), as: UTF8.self)
    #expect(!html.contains("href=\"javascript:") && !html.contains("<!--"))
    #expect(html.contains("href=\"javascript%3Aalert%286%29%3C%21--@2x.diff.png\""))
  }
}

@Suite struct ReferenceHardeningTests {
  /// A scene recorded into refs/, so `check` compares against its trace and PNG @2x.
  func recorded() throws -> Scratch {
    let scratch = try Scratch()
    try scratch.write("a.yaml", oneTap)
    #expect(try scratch.run("check", "a.yaml", "--against", "refs", "--record", "all").exited(0))
    return scratch
  }

  func replacePNG(_ scratch: Scratch, with data: Data) throws {
    try data.write(to: scratch.url.appendingPathComponent("refs/a@2x.png"))
  }

  func check(_ scratch: Scratch) throws -> CommandResult {
    try scratch.run("check", "a.yaml", "--against", "refs", "--record", "never")
  }

  @Test func aCorruptReferencePNGIsNamed() throws {
    let scratch = try recorded()
    let good = try scratch.data("refs/a@2x.png")
    try replacePNG(scratch, with: good.prefix(100))
    expectError(try check(scratch), "refs/a@2x.png: error: not a PNG image (its data is damaged")
    try replacePNG(scratch, with: Data("GIF89a…".utf8))
    expectError(
      try check(scratch),
      "refs/a@2x.png: error: not a PNG image (it does not start with the PNG signature)")
  }

  /// A 249 KB PNG claiming 16000×16000 drove `check` to 3.5 GB: its header is read first.
  @Test func aHugeReferencePNGIsRefusedBeforeDecoding() throws {
    let scratch = try recorded()
    var good = [UInt8](try scratch.data("refs/a@2x.png"))
    for (i, byte) in [UInt8]([0, 0, 0x3E, 0x80, 0, 0, 0x3E, 0x80]).enumerated() {
      good[16 + i] = byte
    }
    try replacePNG(scratch, with: Data(good))
    expectError(
      try check(scratch),
      "refs/a@2x.png: error: image too large: 16000×16000 pixels; the maximum is 50000000")
  }

  @Test func aFolderWhereAReferenceShouldBeIsNamed() throws {
    let scratch = try recorded()
    try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("refs/a@2x.png"))
    try FileManager.default.createDirectory(
      at: scratch.url.appendingPathComponent("refs/a@2x.png"), withIntermediateDirectories: true)
    expectError(
      try check(scratch), "refs/a@2x.png: error: the reference is a directory; expected a file")
  }

  @Test func aBrokenReferenceTraceIsNamedAndLocated() throws {
    let scratch = try recorded()
    try scratch.write("refs/a.trace.json", "{\"schema\": 1, \"title\": 3}")
    expectError(
      try check(scratch), "refs/a.trace.json:1:", containing: "error: the top level: missing")
  }

  /// Found by .ci/fuzz: a diagram too large to record (here views 800 deep, a tall view tree);
  /// the message named neither the scene nor said `error:`. Refused now from the tree's rows,
  /// before the layout.
  @Test func aDiagramTooLargeToRecordNamesItsScene() throws {
    let scratch = try Scratch()
    var text = "window:\n  subviews:\n"
    for depth in 0..<800 {
      let indent = String(repeating: " ", count: 4 + 4 * depth)
      text += "\(indent)- id: v\(depth)\n\(indent)  frame: [0, 0, 10, 10]\n"
      text += depth < 799 ? "\(indent)  subviews:\n" : ""
    }
    try scratch.write("wide.yaml", text + "touches:\n  - tap: [5, 5]\n")
    let result = try scratch.run("check", "wide.yaml", "--against", "refs", "--record", "all")
    expectError(result, "wide.yaml: error: diagram too large: its view tree has 801 rows")
  }

  @Test func aReportPathThatIsAFileIsNamed() throws {
    let scratch = try recorded()
    try scratch.write("a.yaml", oneTap.replacingOccurrences(of: "red", with: "blue"))
    try scratch.write("report", "a file")
    let result = try scratch.run(
      "check", "a.yaml", "--against", "refs", "--record", "never", "--report", "report")
    #expect(result.exited(1))
    #expect(result.stderr.contains("report: error: the report directory is a file"))
    #expect(!result.stderr.contains("Error Domain="))
  }

  /// 99,990 sibling views spent minutes in layout (a linear look-up per view made it quadratic)
  /// before the canvas refused them (issue 14). Hit-testing visits every sibling, so the tree has
  /// a row each (1,000 here, with the window and root): refused from that count before anything
  /// is laid out, and nothing is written.
  @Test func aTreeTooTallIsRefusedBeforeItsLayout() throws {
    let scratch = try Scratch()
    var text = "window:\n  subviews:\n    - id: root\n      frame: [0, 0, 375, 667]\n"
    text += "      subviews:\n"
    // Every other sibling hidden: no run of siblings answered alike, so none folds into a row.
    for i in 0..<1_000 {
      let hidden = i % 2 == 0 ? ", isHidden: true" : ""
      text += "        - {id: v\(i), frame: [300, 0, 10, 10]\(hidden)}\n"
    }
    try scratch.write("flat.yaml", text + "touches:\n  - tap: [5, 5]\n")
    for format in ["png", "svg"] {
      let result = try scratch.run("render", "flat.yaml", "--format", format, "-o", "out")
      expectError(
        result, "flat.yaml: error: diagram too large: its view tree has 1002 rows",
        containing: "the maximum is 16384 points")
    }
    #expect(!scratch.exists("out"))
    let piped = try scratch.run("render", "flat.yaml", "-o", "-")
    expectError(piped, "flat.yaml: error: diagram too large: ")
  }

  /// Found by .ci/fuzz: a pinch from 2^63 points apart (a finite distance) made `render` cover a
  /// 1e18-point finger path with label-keep-off squares: a hang in 14 GB. It draws now.
  @Test func aPinchFromFarAwayDraws() throws {
    let scratch = try Scratch()
    try scratch.write(
      "far.yaml",
      oneTap.replacingOccurrences(
        of: "  - tap: [50, 50]",
        with: "  - pinch: {center: [50, 50], from: 9223372036854775808, to: 20, duration: 0.1}"))
    let result = try scratch.run("render", "far.yaml", "--format", "svg", "-o", "out")
    #expect(result.exited(0), "\(result)")
    #expect(scratch.exists("out/far-1.svg") && scratch.exists("out/far-2.svg"))
  }
}
