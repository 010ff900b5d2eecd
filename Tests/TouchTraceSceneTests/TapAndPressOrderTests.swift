import Foundation
import Testing
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// Issue 31's rules on taps and presses that rest on device reports and prints: nested taps, a
/// tap held too long, a table under an ancestor's tap, and a long press that wants taps first.
@Suite struct TapAndPressOrderTests {
  /// A table of two rows under a root view with a tap recognizer (a "dismiss the keyboard" tap).
  func tableUnderTap(_ touches: String) throws -> [String] {
    let yaml = """
      window:
        rootViewController:
          id: ListViewController
          view:
            id: rootView
            logs: false
            gestureRecognizers: [{id: dismissTap, class: UITapGestureRecognizer, target: ListViewController, action: dismissKeyboard}]
            subviews:
              - id: list
                class: UITableView
                frame: [0, 0, 375, 667]
                delegate: ListViewController
                subviews:
                  - {id: row0, class: UITableViewCell}
                  - {id: row1, class: UITableViewCell}
      touches:
      \(touches)
      """
    let trace = try SceneRunner.run(SceneParser.parse(yaml, file: "t.yaml"), title: "t")
    return EventLog.lines(of: trace).filter {
      !$0.contains("hitTest") && !$0.contains("pointInside")
    }
  }

  /// Issue 31, item 3 (a device report): a 5 s hold on a view with a tap recognizer fails the tap
  /// (at `tapMaximumDuration`, 0.75 s), the view gets touchesEnded, and the table row under it is
  /// selected.
  @Test func aTapHeldTooLongFailsAndTheRowIsSelected() throws {
    let log = try tableUnderTap("  - press: {at: [100, 60], duration: 5}")
    #expect(log.contains("dismissTap failed (held down longer than 0.75 s)"))
    #expect(!log.contains { $0.hasPrefix("ListViewController dismissKeyboard") })
    let ended = try #require(log.firstIndex(of: "row1 touchesEnded touch 1"))
    let selected = try #require(log.firstIndex(of: "ListViewController didSelectRowAt [0, 1]"))
    #expect(ended < selected)
    #expect(log.firstIndex(of: "dismissTap failed (held down longer than 0.75 s)")! < ended)
  }

  /// The failure comes while the finger is still down, at 0.75 s (the constant can be changed).
  @Test func theTapFailsAtItsMaximumDuration() throws {
    let yaml = """
      constants: {tapMaximumDuration: 0.3}
      window:
        subviews:
          - id: pad
            frame: [0, 0, 200, 200]
            gestureRecognizers: [{id: tap, class: UITapGestureRecognizer, target: AppDelegate, action: tapped}]
      touches:
        - press: {at: [50, 50], duration: 0.5}
        - press: {at: [50, 50], duration: 0.2}
      """
    let trace = try SceneRunner.run(SceneParser.parse(yaml, file: "t.yaml"), title: "t")
    let failed = trace.events.filter { $0.kind == .recognizerState && $0.state == "failed" }
    #expect(failed.map(\.time) == [0.3])
    #expect(EventLog.lines(of: trace).filter { $0.hasPrefix("AppDelegate tapped") }.count == 1)
  }

  /// Issue 31, item 4: a quick tap on a row under an ancestor's tap. The table holds the row's
  /// touchesBegan (its 0.15 s content delay); the tap recognizes first, so the row never gets it
  /// — not delivered and then cancelled — and no row is selected.
  @Test func aQuickTapOnARowUnderAnAncestorsTapNeverReachesTheRow() throws {
    let log = try tableUnderTap("  - tap: [100, 60]")
    #expect(log.contains("ListViewController dismissKeyboard from dismissTap"))
    #expect(!log.contains { $0.hasPrefix("row1 touches") })
    #expect(!log.contains { $0.contains("didSelectRowAt") })
  }

  /// Issue 31, item 2 (seed 002, question 5's scene): every recognizer that saw the touch gets its
  /// touchesEnded before the losers fail, then the winner's action, then the views' cancellation.
  @Test func everyRecognizerGetsTouchesEndedBeforeTheLosersFail() throws {
    let scene = try String(contentsOfFile: samplePath("seed002-q5-nested-tap-recognizers.yaml"))
    let trace = try SceneRunner.run(SceneParser.parse(scene, file: "q5.yaml"), title: "q5")
    let log = EventLog.lines(of: trace).filter {
      $0.hasPrefix("tap") || $0.hasPrefix("ViewController tap") || $0.hasPrefix("viewC")
    }
    #expect(
      log.suffix(6) == [
        "tapB touchesEnded touch 1", "tapA touchesEnded touch 1", "tapB recognized",
        "tapA failed (tapB recognized first)", "ViewController tapBFired from tapB",
        "viewC touchesCancelled touch 1",
      ])
  }

  /// Issue 31, item 11: UILongPressGestureRecognizer.numberOfTapsRequired (Apple: "The number of
  /// required taps on the view for the gesture to be recognized", default 0). With 1, a plain
  /// press never begins; a tap, then a press, does.
  @Test(arguments: [false, true])
  func aLongPressThatWantsATapFirst(tapFirst: Bool) throws {
    let yaml = """
      window:
        subviews:
          - id: pad
            frame: [0, 0, 200, 200]
            gestureRecognizers: [{id: press, class: UILongPressGestureRecognizer, numberOfTapsRequired: 1, target: AppDelegate, action: pressed}]
      touches:
      \(tapFirst ? "  - tap: [50, 50]" : "  - wait: 0.1")
        - press: {at: [50, 50], duration: 0.8}
      """
    let trace = try SceneRunner.run(SceneParser.parse(yaml, file: "t.yaml"), title: "t")
    let states = trace.events.filter { $0.kind == .recognizerState && $0.object == "press" }
      .compactMap(\.state).filter { $0 != "possible" }
    #expect(states == (tapFirst ? ["began", "ended"] : ["failed"]))
    #expect(trace.object("press")?.settings?["numberOfTapsRequired"] == 1)
  }
}

/// A sample's file (`name` with its extension).
func samplePath(_ name: String) -> String {
  Repo.samples.appendingPathComponent(name).path
}
