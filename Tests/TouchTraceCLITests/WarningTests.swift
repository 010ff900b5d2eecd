import Foundation
import Testing
import TouchTraceTestSupport

/// Likely mistakes are warned about on standard error (`file:line:column: warning: …`, exit 0),
/// and are errors with `--strict`.
@Suite struct WarningTests {
  let scene = """
    window:
      subviews:
        - {id: far, frame: [1e300, 0, 50, 50]}
        - {id: button, class: UIButton, frame: [20, 20, 100, 44]}
    touches:
      - tap: [30, 30]
      - tap: [500, 30]
      - drag: {from: [30, 30], to: [900, 30], duration: 0.2}
    """

  let expected = [
    "s.yaml:3:7: warning: far is far outside the screen (frame [1e+300, 0, 50, 50]); the screen is 375 × 667",
    "s.yaml:7:5: warning: the tap at [500, 30] is outside the window (375 × 667), so it hits no view",
  ]

  @Test func warningsAreLocatedAndDoNotFail() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", scene)
    for command in [["log"], ["trace"], ["validate"], ["render", "-o", "out"]] {
      let result = try scratch.run(command + ["s.yaml"])
      #expect(result.exited(0), "\(command): \(result)")
      #expect(Array(result.stderrLines.prefix(2)) == expected, "\(command)")
    }
    // A drag may end outside the window (a touchUpOutside test does): no warning for it.
    #expect(!expected.joined().contains("900"))
  }

  @Test func strictMakesThemErrorsAndWritesNothing() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", scene)
    for command in [
      ["log"], ["trace", "-o", "t.json"], ["validate"], ["render", "-o", "out"],
      ["check", "--against", "ref"],
    ] {
      let result = try scratch.run(command + ["--strict", "s.yaml"])
      #expect(result.exited(1), "\(command): \(result)")
      #expect(
        Array(result.stderrLines.prefix(2))
          == expected.map { $0.replacingOccurrences(of: ": warning: ", with: ": error: ") },
        "\(command)")
      #expect(result.stdout.isEmpty || command == ["check", "--against", "ref"], "\(command)")
    }
    #expect(!scratch.exists("t.json") && scratch.contents("out").isEmpty)
    #expect(scratch.contents("ref").isEmpty)
  }

  @Test(arguments: [
    (
      "window: {}\ntouches: []\n",
      "s.yaml:2:10: warning: 'touches' is empty: no touch is played, so its diagram is the "
        + "screen's hit map (which view each point reaches), not a touch's"
    ),
    (
      "window: {}\n",
      "s.yaml:1:1: warning: the scene has no 'touches': no touch is played, so its diagram is "
        + "the screen's hit map (which view each point reaches), not a touch's"
    ),
  ])
  func noTouchesIsAWarning(text: String, warning: String) throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", text)
    let result = try scratch.run("validate", "s.yaml")
    #expect(result.exited(0) && result.stdout == "s.yaml: ok\n")
    #expect(result.stderrLines.first == warning, "\(result.stderr)")
    #expect(try scratch.run("validate", "--strict", "s.yaml").exited(1))
  }

  @Test func theSamplesHaveNoWarnings() throws {
    let result = try Command.run(["validate", "--strict", "samples"], in: Repo.root)
    #expect(result.exited(0), "\(result)")
    #expect(result.stderr.isEmpty)
  }
}
