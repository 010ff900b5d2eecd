import Foundation
import Testing
import TouchTraceTestSupport

/// `touchtrace check`: behaviour first, pixels second, with record modes and a report.
@Suite struct CheckTests {
  let scene = """
    window:
      rootViewController:
        id: ViewController
        view:
          id: rootView
          backgroundColor: white
          subviews:
            - {id: redView, frame: [50, 50, 200, 200], backgroundColor: red}
            - {id: blueView, frame: [100, 100, 50, 50], backgroundColor: blue}
    touches:
      - tap: [120, 120]
    """

  /// Recording, passing, failing with the reason in words and a report, passing again once reverted.
  @Test func aChangedFrameFailsWithItsReasonAndARevertPasses() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", scene)
    let first = try scratch.run("check", "s.yaml", "--against", "ref", "--record", "missing")
    #expect(first.exited(0) && first.stdout == "s: recorded\n")
    #expect(
      scratch.contents("ref").contains("s.trace.json")
        && scratch.contents("ref").contains("s@2x.png"))
    // A pass is quiet but for the summary, so a CI log stays short.
    let passed = try scratch.run("check", "s.yaml", "--against", "ref", "--record", "never")
    #expect(passed.exited(0) && passed.stdout.isEmpty)
    #expect(passed.stderrLines.count == 1)
    #expect(passed.stderr.hasPrefix("checked 1 scene against ref/ in "))
    #expect(passed.stderr.hasSuffix(" s: 1 ok\n"))

    try scratch.write(
      "s.yaml", scene.replacingOccurrences(of: "[100, 100, 50, 50]", with: "[160, 100, 50, 50]"))
    let changed = try scratch.run("check", "s.yaml", "--against", "ref", "--record", "never")
    #expect(changed.exited(1))
    // The changed hit-test view leads; the frame that caused it comes later.
    #expect(
      changed.stdout.hasPrefix("s: touch 1: hit-test view was blueView, is now redView (and "))
    #expect(
      changed.stderrLines.last?.hasSuffix(
        " s: 0 ok, 1 differs; report: touchtrace-report/index.html")
        == true)
    let html = try String(decoding: scratch.data("touchtrace-report/index.html"), as: UTF8.self)
    #expect(html.contains("<li>touch 1: hit-test view was blueView, is now redView</li>"))
    #expect(html.contains("data:image/png;base64,"))
    #expect(scratch.contents("touchtrace-report").contains("s@2x.diff.png"))

    try scratch.write("s.yaml", scene)
    #expect(try scratch.run("check", "s.yaml", "--against", "ref", "--record", "never").exited(0))
  }

  /// `never` does not write a missing reference; `failed` re-records what differs and still fails.
  @Test func recordModes() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", scene)
    let missing = try scratch.run("check", "s.yaml", "--against", "ref", "--record", "never")
    #expect(missing.exited(1) && missing.stdout.contains("no reference"))
    #expect(scratch.contents("ref").isEmpty)
    #expect(
      try scratch.run("check", "s.yaml", "--against", "ref", "--record", "all").stdout
        == "s: recorded\n")
    try scratch.write(
      "s.yaml", scene.replacingOccurrences(of: "tap: [120, 120]", with: "tap: [60, 60]"))
    let failed = try scratch.run("check", "s.yaml", "--against", "ref", "--record", "failed")
    #expect(failed.exited(1) && failed.stdout.hasPrefix("s: re-recorded; "))
    #expect(try scratch.run("check", "s.yaml", "--against", "ref", "--record", "never").exited(0))
  }

  /// Many scenes: only those that differ get a line, in input order, whatever order they finish
  /// in, and the summary counts each kind.
  @Test func aBatchPrintsOnlyWhatDiffersAndASummary() throws {
    let scratch = try Scratch()
    for name in ["a", "b", "c", "d"] { try scratch.write("scenes/\(name).yaml", scene) }
    #expect(try scratch.run("check", "scenes", "--against", "ref", "--record", "all").exited(0))
    let moved = scene.replacingOccurrences(of: "tap: [120, 120]", with: "tap: [60, 60]")
    try scratch.write("scenes/b.yaml", moved)
    try scratch.write("scenes/d.yaml", moved)
    try scratch.write("scenes/e.yaml", scene)
    let run = try scratch.run(
      "check", "scenes", "--against", "ref", "--record", "missing", "--jobs", "3")
    #expect(run.exited(1))
    let lines = run.stdout.split(separator: "\n").map { $0.prefix(3) }
    #expect(lines == ["b: ", "d: ", "e: "])
    #expect(run.stdout.contains("e: recorded\n"))
    #expect(run.stderrLines.last?.contains(" s: 2 ok, 1 recorded, 2 differ; report: ") == true)
  }

  /// A change only the picture shows (a colour) fails exactly, and passes within a tolerance.
  @Test func pixelTolerance() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", scene)
    _ = try scratch.run("check", "s.yaml", "--against", "ref", "--record", "all")
    try scratch.write(
      "s.yaml",
      scene.replacingOccurrences(of: "backgroundColor: red", with: "backgroundColor: \"#FE0000\""))
    let exact = try scratch.run("check", "s.yaml", "--against", "ref", "--record", "never")
    #expect(exact.exited(1) && exact.stdout.contains("pixels differ"))
    let lenient = try scratch.run(
      "check", "s.yaml", "--against", "ref", "--record", "never", "--threshold", "2")
    #expect(lenient.exited(0), "\(lenient.stdout)")
  }
}
