import Foundation
import Testing
import TouchTraceTestSupport

// `touchtrace import` on dumps as debuggers print them, through the binary: what used to trap,
// to point into a scene never written, or to take quadratic time.

private let fixtures = Repo.fixtures.appendingPathComponent("Dumps")

/// Imports a fixture with a tap into `scratch`: the result, and the scene's file.
private func importFixture(_ name: String, tap: String, into scratch: Scratch) throws -> (
  CommandResult, URL
) {
  let out = scratch.url.appendingPathComponent("scene.yaml")
  let dump = fixtures.appendingPathComponent(name).path
  let result = try Command.run(["import", dump, "--tap", tap, "-o", out.path])
  #expect(result.exited(0), "\(result)")
  return (result, out)
}

@Suite struct ImportRealDumpsTests {
  /// A key window printed alone (Swift's `po …keyWindow…`, no view in it) made a scene whose
  /// `window` was null, refused at a line of a scene never written (found by .ci/fuzz). It is a
  /// window with no subviews: a tap on it reaches the window.
  @Test func aWindowAloneImports() throws {
    let scratch = try Scratch()
    let file = try scratch.write(
      "-dash.txt",
      "(lldb) po UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first!.value(forKey: \"recursiveDescription\")!\n"
        + "<UIWindow: 0x10b40e5a0; frame = (0 0; 393 852); gestureRecognizers = <NSArray: 0x600000c91bf0>; layer = <UIWindowLayer: 0x600000c91a70>>\n"
    )
    let out = scratch.url.appendingPathComponent("scene.yaml")
    let result = try Command.run(["import", "--tap", "10,10", "-o", out.path, "--", file.path])
    #expect(result.exited(0), "\(result)")
    #expect(try String(contentsOf: out, encoding: .utf8).contains("window:\n  # line 2: UIWindow"))
    let log = try Command.run(["log", out.path])
    #expect(log.stdout.contains("UIWindow hitTest (10, 10)"), "\(log)")
  }

  /// A file with no view at all used to trap in SceneWriter.swift under --lenient.
  @Test(arguments: [[], ["--lenient"]])
  func noViewIsALocatedError(options: [String]) throws {
    let scratch = try Scratch()
    let file = try scratch.write("hello.txt", "hello\n")
    let result = try Command.run(["import", file.path] + options)
    #expect(result.exited(1), "\(result)")
    #expect(!result.crashed)
    #expect(
      result.stderrLines.last
        == "\(file.path):1:1: error: no view in the dump (expected lines like '<UIView: 0x…; frame = (0 0; 375 667); …>')"
    )
  }

  /// A frame of 1e308 is an error at the frame in the dump, not at an `inf` in the scene.
  @Test func aHugeFrameIsAnErrorInTheDump() throws {
    let scratch = try Scratch()
    let file = try scratch.write(
      "big.txt",
      "<UIView: 0x1; frame = (0 0; 320 480)>\n   | <UIView: 0x2; frame = (0 0; 1e308 10)>\n")
    let result = try Command.run(["import", file.path])
    #expect(result.exited(1))
    #expect(
      result.stderrLines == [
        "\(file.path):2:28: error: expected a frame within ±1e9 points (TouchTrace's limit), found '(0 0; 1e308 10)'"
      ])
  }

  /// A real dump's structure never makes the import fail (issue 34): a cell outside a
  /// collection view, which the scene format refuses, keeps its place as a plain view, with a
  /// warning at its line in the dump.
  @Test func aCellOutsideItsContainerKeepsItsPlaceWithAWarning() throws {
    let scratch = try Scratch()
    let file = try scratch.write(
      "cell.txt",
      "<UIView: 0x1; frame = (0 0; 320 480)>\n"
        + "   | <UICollectionViewCell: 0x2; frame = (0 0; 100 50)>\n")
    let result = try Command.run(["import", file.path, "--tap", "10,10"])
    #expect(result.exited(0))
    #expect(
      result.stderrLines.first?.hasPrefix(
        "\(file.path):2:6: warning: a UICollectionViewCell in the dump, in a UIView") == true)
    #expect(!result.stderr.contains("<imported scene>"))
  }

  /// iOS 7 to 10: cells inside UITableViewWrapperView inside the table validate and are cells.
  @Test func oldTablesValidateAndTheirCellsAreCells() throws {
    let scratch = try Scratch()
    let (_, out) = try importFixture("nslog-timestamps-ios7.txt", tap: "100,130", into: scratch)
    let log = try Command.run(["log", out.path])
    #expect(log.stdout.contains("\ntableViewCellBob touchesBegan touch 1\n"), "\(log.stdout)")
  }

  /// A cut dump: the log, the trace's `warnings` and the addresses say what the dump did not.
  @Test func cutDumpsSaySoAndViewsKeepTheirAddresses() throws {
    let scratch = try Scratch()
    let (result, out) = try importFixture("elided.txt", tap: "100,720", into: scratch)
    #expect(result.stderrLines.count == 3)
    let sentence = "the dump was cut at lines 3, 6 and 7: the answer may depend on what was cut"
    let log = try Command.run(["log", out.path])
    #expect(log.stdout.hasPrefix("warning: \(sentence)\n"))
    #expect(log.stdout.contains("\nbutton hitTest (80, 20) (0x7fd4b1d0d450)\n"))
    let trace = try Command.run(["trace", out.path])
    // Then the window's own recognizers, which the dump prints no kind of (issue 34).
    #expect(trace.stdout.contains("\"warnings\": [\"\(sentence)\", \"UIWindow (line 1) has"))
    #expect(trace.stdout.contains("\"address\": \"0x7fd4b1d0d450\""))
  }

  /// One description over 200,000 lines (a label's text) is read in linear time (it took
  /// minutes when each line re-read the lines before it, past the command's time limit here):
  /// read whole, it is then refused at the text's place for its length (issue 23's text limit).
  @Test func aDescriptionOverManyLines() throws {
    let scratch = try Scratch()
    let lines = 200_000
    let text =
      "<UIView: 0x1; frame = (0 0; 320 480)>\n   | <UILabel: 0x2; frame = (0 0; 100 20); text = 'a\n"
      + String(repeating: "x\n", count: lines - 1) + "x'; userInteractionEnabled = NO>\n"
    let file = try scratch.write("long.txt", text)
    let result = try Command.run(["import", file.path])
    #expect(result.exited(1), "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "long.txt:2:6: error: 'text' is \(2 * lines + 1) characters long; at most 1000"),
      "\(result.stderr)")
  }
}
