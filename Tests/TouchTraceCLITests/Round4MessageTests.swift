import Foundation
import Testing
import TouchTraceTestSupport

/// Numbers at the edge of a Double and files that are not files: a located message, never a
/// trap or a wait (issue 35).
@Suite struct Round4MessageTests {
  /// A sheet scene whose drag ends at `end`: `log` and `trace` took it, `render`, `check` and
  /// the explorer trapped converting the finger's path to Int (ScreenPanel.cover).
  static let sheet = """
    window:
      rootViewController:
        id: List
        view:
          id: listView
          subviews:
            - {id: buy, class: UIButton, title: Buy, frame: [20, 120, 335, 44]}
        presentedViewController:
          id: Sheet
          modalPresentationStyle: pageSheet
          sheetPresentationController: {detents: [medium, large], prefersGrabberVisible: true}
          view: {id: sheetView, backgroundColor: white}
    touches:
      - drag: {from: [187, 500], to: END, duration: 0.3}

    """

  @Test(arguments: ["[187, 1e308]", "[187, -1e308]", "[1e308, 1e308]", "[187, 1e300]"])
  func aDragToTheEdgeOfADoubleNeverTraps(end: String) throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", Self.sheet.replacingOccurrences(of: "END", with: end))
    for command in [
      ["render", "s.yaml", "-o", "out"], ["render", "s.yaml", "--format", "html", "-o", "html"],
      ["check", "s.yaml", "--against", "ref", "--record", "all"], ["hitmap", "s.yaml", "-o", "m"],
    ] {
      let result = try scratch.run(command)
      #expect(!result.crashed && !result.timedOut, "\(command): \(result)")
      #expect(result.exited(0) || result.stderr.contains("s.yaml"), "\(command): \(result)")
    }
  }

  @Test(arguments: [
    (["--screen", "1e308x1e308"], "--screen 1e+308x1e+308: the width and height must be at most"),
    (["--tap", "1e308,1e308"], "--tap 1e+308,1e+308: each coordinate must be within ±1e9 points"),
  ])
  func importsOptionsPastTheLimitNameTheOption(options: [String], message: String) throws {
    let scratch = try Scratch()
    try scratch.write("d.txt", "<UIView: 0x1; frame = (0 0; 320 480)>\n")
    let result = try scratch.run(["import", "d.txt"] + options)
    expectCleanFailure(result)
    #expect(result.stderr.contains("d.txt: error: " + message), "\(result)")
  }

  /// A FIFO would wait for a writer and `/dev/zero` never ends: each is said to be what it is.
  @Test func aFIFOOrADeviceIsNotAScene() throws {
    let scratch = try Scratch()
    let fifo = scratch.url.appendingPathComponent("pipe.yaml")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let cases: [([String], String)] = [
      (["validate", "pipe.yaml"], "pipe.yaml: error: this is a FIFO (a named pipe), not a scene"),
      (["validate", "/dev/zero"], "/dev/zero: error: this is a device, not a scene file"),
      (["render", "/dev/zero", "-o", "o"], "/dev/zero: error: this is a device, not a scene file"),
      (["import", "/dev/zero"], "/dev/zero: error: this is a device, not a dump"),
    ]
    for (arguments, message) in cases {
      let result = try scratch.run(arguments, timeout: 30)
      expectCleanFailure(result)
      #expect(result.stderr.contains(message), "\(arguments): \(result)")
    }
  }

  /// 500 buttons under a cover: 500 findings, the first drawn and the rest counted, so the map
  /// is drawn (it was "canvas too large: 1614×17077 pixels").
  @Test func aSceneWith500CoveredButtonsIsDrawn() throws {
    var lines = ["window:", "  subviews:"]
    for i in 0..<500 {
      lines.append(
        "    - {id: b\(i), class: UIButton, title: B, frame: [\((i % 10) * 37), \(60 + (i / 10) * 12), 30, 10]}"
      )
    }
    lines.append("    - {id: cover, frame: [0, 0, 375, 667], backgroundColor: '#00000022'}")
    let scratch = try Scratch()
    try scratch.write("c.yaml", lines.joined(separator: "\n") + "\n")
    let result = try scratch.run("render", "c.yaml", "-o", "out")
    #expect(result.exited(0), "\(result)")
    #expect(scratch.contents("out") == ["c@2x.png"])
  }
}
