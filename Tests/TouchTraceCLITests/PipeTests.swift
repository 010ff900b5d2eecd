import Foundation
import Testing
import TouchTraceTestSupport

private let scene = """
  window:
    subviews:
      - {id: button, class: UIButton, frame: [20, 20, 100, 44], backgroundColor: blue}
  touches:
    - tap: [30, 30]
  """

/// The CLI in a pipeline: `-` reads standard input, `--output -` writes standard output.
@Suite struct PipeTests {
  @Test func logTraceAndValidateReadStandardInput() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", scene)
    let fromFile = try scratch.run("log", "s.yaml")
    let log = try scratch.run("log", "-", stdin: Data(scene.utf8))
    #expect(log.exited(0) && !log.stdout.isEmpty)
    #expect(log.stdout == fromFile.stdout)
    let trace = try scratch.run("trace", "-", "-o", "-", stdin: Data(scene.utf8))
    #expect(trace.exited(0) && trace.stdout.contains("\"title\": \"stdin\""))
    let validate = try scratch.run("validate", "-", stdin: Data(scene.utf8))
    #expect(validate.exited(0) && validate.stdout == "<stdin>: ok\n")
    // A trace on standard input is read as a trace.
    let again = try scratch.run("log", "-", stdin: Data(trace.stdout.utf8))
    #expect(again.exited(0) && again.stdout == fromFile.stdout)
  }

  @Test func errorsInStandardInputNameItWithLineAndColumn() throws {
    let scratch = try Scratch()
    let bad = scene.replacingOccurrences(of: "tap: [30, 30]", with: "tap: [30]")
    for command in ["log", "trace", "validate", "render"] {
      let result = try scratch.run(command, "-", stdin: Data(bad.utf8))
      #expect(result.exited(1), "\(command)")
      #expect(result.stderrLines.first?.hasPrefix("<stdin>:5:10: error: ") == true, "\(result)")
    }
    #expect(scratch.contents("output").isEmpty)
  }

  @Test func renderWritesOneImageToStandardOutput() throws {
    let scratch = try Scratch()
    // PNG bytes are not text: standard output goes to a file.
    let file = scratch.url.appendingPathComponent("out.png")
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    let handle = try FileHandle(forWritingTo: file)
    let binary = try Command.run(
      ["render", "-", "--output", "-"], stdin: Data(scene.utf8), in: scratch.url,
      stdoutHandle: handle)
    try handle.close()
    #expect(binary.exited(0))
    // The PNG signature, and the very bytes `render -o DIR` writes.
    let bytes = try scratch.data("out.png")
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(try scratch.run("render", "-", "-o", "dir", stdin: Data(scene.utf8)).exited(0))
    #expect(try scratch.data("dir/stdin@2x.png") == bytes)
    let svg = try scratch.run("render", "-", "-o", "-", "--format", "svg", stdin: Data(scene.utf8))
    #expect(svg.exited(0) && svg.stdout.contains("<svg"))
    #expect(scratch.contents() == ["dir", "out.png"])
  }

  @Test(arguments: [
    (["--theme", "light", "--theme", "dark"], "give one --format, one --scale and one --theme"),
    (["--format", "png", "--format", "svg"], "give one --format, one --scale and one --theme"),
    (["--markdown", "page.md"], "--markdown writes a page beside files"),
    (["two.yaml"], "add --combine to draw them in one image"),
  ])
  func outputDashRefusesMoreThanOneFile(extra: [String], message: String) throws {
    let scratch = try Scratch()
    try scratch.write("one.yaml", scene)
    try scratch.write("two.yaml", scene + "\n  - tap: [40, 40]\n")
    let input = extra == ["two.yaml"] ? [] : ["one.yaml"]
    let result = try scratch.run(["render"] + input + extra + ["-o", "-"])
    #expect(result.exited(1) && result.stdout.isEmpty)
    #expect(flat(result.stderr).contains(message), "\(result.stderr)")
    // Binary output goes to a file, not into the result's text.
    let file = scratch.url.appendingPathComponent("combined.png")
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    let handle = try FileHandle(forWritingTo: file)
    let combined = try Command.run(
      ["render", "two.yaml", "--combine", "-o", "-"], in: scratch.url, stdoutHandle: handle)
    try handle.close()
    #expect(combined.exited(0))
    #expect(try !scratch.data("combined.png").isEmpty)
  }

  @Test func versionIsTheOneKeptInTheSource() throws {
    let result = try Command.run(["--version"])
    #expect(result.exited(0))
    let source = try String(
      contentsOf: Repo.root.appendingPathComponent("Sources/TouchTraceCommands/Version.swift"),
      encoding: .utf8)
    #expect(source.contains("\"\(result.stdout.trimmingCharacters(in: .newlines))\""))
    #expect(result.stdout.first?.isNumber == true)
  }

  @Test func validateTakesADirectoryAsRenderDoes() throws {
    let scratch = try Scratch()
    try scratch.write("scenes/a.yaml", scene)
    try scratch.write("scenes/b.yaml", scene.replacingOccurrences(of: "[30, 30]", with: "[30]"))
    try scratch.write("scenes/notes.txt", "not a scene")
    let result = try scratch.run("validate", "scenes")
    #expect(result.exited(1))
    #expect(result.stdout == "scenes/a.yaml: ok\n")
    #expect(
      result.stderrLines == [
        "scenes/b.yaml:5:10: error: expected [x, y] for 'tap', found a list of 1 item"
      ])
  }

  /// Each option's help says its default once: ArgumentParser prints `(default: …)` itself
  /// unless the option has no default value to print.
  @Test(arguments: ["log", "trace", "render", "check", "validate", "schema"])
  func helpSaysEachDefaultOnce(command: String) throws {
    let help = try Command.run([command, "--help"]).stdout
    var blocks: [String] = []
    for line in help.split(separator: "\n") {
      if line.hasPrefix("  -") {
        blocks.append(flat(line))
      } else if !blocks.isEmpty {
        blocks[blocks.count - 1] += " " + flat(line)
      }
    }
    #expect(!blocks.isEmpty)
    for block in blocks {
      #expect(block.components(separatedBy: "default").count <= 2, "\(block)")
      #expect(block.components(separatedBy: "failed").count <= 2, "values listed twice: \(block)")
    }
    if command == "render" || command == "check" {
      let jobs = try #require(blocks.first { $0.contains("--jobs") })
      #expect(
        jobs.contains("the number of cores")
          && !jobs.contains("(default: \(ProcessInfo.processInfo.activeProcessorCount))"))
    }
  }
}

/// Whitespace runs as one space: help and messages are wrapped to the terminal width.
private func flat<S: StringProtocol>(_ text: S) -> String {
  text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
}
