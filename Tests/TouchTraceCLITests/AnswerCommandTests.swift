import Foundation
import Testing
import TouchTraceTestSupport

// The answer in words (issue 36): `log --why` and `import --tap` say, for each tap, the view that
// gets it, the path, each view under the finger passed over and why, what took the touch, and
// what the input could not say; plain off a terminal, coloured on one unless NO_COLOR is set.

private let loginDump = """
  (lldb) po [self.view recursiveDescription]
  <UIView: 0x7f9c1e40a2d0; frame = (0 0; 390 844); layer = <CALayer: 0x6000031e4a20>>
     | <UIButton: 0x7f9c1e60e2a0; frame = (24 330; 342 50); opaque = NO; layer = <CALayer: 0x6000031e6f00>>
     |    | <UIButtonLabel: 0x7f9c1e60f7c0; frame = (145.5 15; 51 20.5); text = 'Sign in'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600001ce1860>>
     | <SpinnerOverlayView: 0x7f9c1e70a450; frame = (0 300; 390 120); alpha = 0.02; layer = <CALayer: 0x6000031e7100>>

  """

/// Every way `hitTest` passes over a view under the finger, one view each.
private let passedOverScene = """
  window:
    subviews:
      - id: box
        frame: [0, 0, 200, 200]
        subviews:
          - {id: sticksOut, class: UIButton, frame: [150, 150, 100, 100]}
      - {id: faint, frame: [0, 0, 300, 300], alpha: 0.005}
      - {id: gone, frame: [0, 0, 300, 300], isHidden: true}
      - {id: inert, frame: [0, 0, 300, 300], isUserInteractionEnabled: false}
  touches:
    - tap: [220, 220]
  """

@Suite struct AnswerCommandTests {
  @Test func logWhySaysWhyEachViewUnderTheFingerWasPassedOver() throws {
    let scratch = try Scratch()
    let scene = try scratch.write("passed.yaml", passedOverScene)
    let result = try Command.run(["log", "--why", scene.path])
    #expect(result.exited(0), "\(result)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("touch 1: tap at (220, 220) goes to ") == true)
    #expect(
      lines.contains(
        "    sticksOut (UIButton): outside its superview box, which does not clip, so hitTest "
          + "never asked it"))
    #expect(
      lines.contains(
        "    faint (UIView): alpha 0.005, below UIKit's 0.01: hitTest skips it without asking"))
    #expect(lines.contains("    gone (UIView): isHidden is true: hitTest skips it without asking"))
    #expect(
      lines.contains(
        "    inert (UIView): isUserInteractionEnabled is false: hitTest skips it without asking"))
    // Off a terminal: no colour.
    #expect(!result.stdout.contains("\u{1B}"))
  }

  @Test func importWithATapPrintsTheAnswerBesideTheScene() throws {
    let scratch = try Scratch()
    let dump = try scratch.write("login.txt", loginDump)
    let out = scratch.url.appendingPathComponent("login.yaml")
    let result = try Command.run(["import", dump.path, "--tap", "100,350", "-o", out.path])
    #expect(result.exited(0), "\(result)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "touch 1: tap at (100, 350) goes to spinnerOverlayView "
        + "(SpinnerOverlayView: UIView, 0x7f9c1e70a450)")
    #expect(
      lines.contains(
        "    buttonSignIn (UIButton, 0x7f9c1e60e2a0, \"Sign in\"): covered by "
          + "spinnerOverlayView, in front of it, which took the touch first"))
    #expect(
      lines.contains { $0.hasPrefix("  not known: the dump cannot show the controls' targets") })
    // The same answer from the scene written, with `log --why`.
    let log = try Command.run(["log", "--why", out.path])
    #expect(log.stdout == result.stdout)
    // Without -o the scene holds standard output, and the answer goes to standard error.
    let toStdout = try Command.run(["import", dump.path, "--tap", "100,350"])
    #expect(toStdout.stdout.contains("\ntitle: "))
    #expect(toStdout.stderr == result.stdout)
  }

  /// Seed 001's override: the scroll view answered itself, and its superview's hitTest chose the
  /// button under it; a window in front covers the one behind.
  @Test func overridesAndWindowsAreSaidAsTheTraceHasThem() throws {
    let prefer = try Command.run(
      ["log", "--why", "samples/seed001-hittest-prefers-button.yaml"], in: Repo.root)
    #expect(
      prefer.stdout.contains(
        "    scrollView (UIScrollView): its hitTest returned scrollView, but topView's hitTest "
          + "(overridden) returned underButton\n"), "\(prefer.stdout)")
    let windows = try Command.run(
      ["log", "--why", "samples/floating-debug-window.yaml"], in: Repo.root)
    #expect(
      windows.stdout.contains(
        "    appWindow (UIWindow): covered by debugWindow, in front of it, which took the touch "
          + "first\n"), "\(windows.stdout)")
  }

  @Test func jsonIsTheSameAnswerForAProgram() throws {
    let scratch = try Scratch()
    let scene = try scratch.write("passed.yaml", passedOverScene)
    let result = try Command.run(["log", "--why", "--format", "json", scene.path])
    #expect(result.exited(0), "\(result)")
    let answers = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(answers.count == 1)
    let passed = try #require(answers[0]["passedOver"] as? [[String: Any]])
    let ids = passed.compactMap { ($0["view"] as? [String: Any])?["id"] as? String }
    #expect(ids == ["sticksOut", "faint", "gone", "inert"])
    #expect(answers[0]["path"] as? [String] != nil)
    // JSON is the answer's format: without --why it is a usage error.
    let bare = try Command.run(["log", "--format", "json", scene.path])
    #expect(bare.exited(64) || bare.exited(1))
    #expect(bare.stderr.contains("add --why"))
  }
}

/// On a terminal the answer is coloured, and NO_COLOR turns the colour off.
@Suite(
  .enabled(
    if: ToolGate.runs(
      "script", present: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")),
    ToolGate.skipped("no /usr/bin/script to run touchtrace under a pseudo-terminal")))
struct AnswerColourTests {
  @Test func colouredOnATerminalUnlessNoColor() throws {
    let scratch = try Scratch()
    try scratch.write("passed.yaml", passedOverScene)
    let binary = try #require(Command.executable)
    func onTerminal(_ prefix: String) throws -> CommandResult {
      try Command.run(
        ProgressTests.scriptArguments(running: "\(prefix)'\(binary.path)' log --why passed.yaml"),
        in: scratch.url, program: URL(fileURLWithPath: "/usr/bin/script"))
    }
    // An empty NO_COLOR asks for nothing (no-color.org); TERM set, as a terminal sets it.
    let coloured = try onTerminal("TERM=xterm NO_COLOR= ")
    #expect(coloured.exited(0), "\(coloured)")
    #expect(coloured.stdout.contains("\u{1B}[33mfaint (UIView)\u{1B}[0m"))
    let plain = try onTerminal("TERM=xterm NO_COLOR=1 ")
    #expect(plain.exited(0), "\(plain)")
    #expect(plain.stdout.contains("faint (UIView): alpha 0.005"))
    #expect(!plain.stdout.contains("\u{1B}["))
  }
}
