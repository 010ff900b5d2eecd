import Foundation
import Testing

/// zhaoName, "UIResponder、UIGestureRecognizer、UIControl", github.com/zhaoName/Notes,
/// iOS/TouchesEvents-02.md (commit 6cf19ae), 二、UIControl: device prints of a `ZZButton` (a UIButton
/// whose touches methods print and call super) and a `ZZControl` (a plain UIControl subclass),
/// with `ZZTapGestureRecognizer` (prints its touches) on the controller's view or on the button.
@Suite struct ZhaoNameControlTests {
  let controller = "ZZControlViewController"
  let tapOnRoot =
    "{id: ZZTapGestureRecognizer, class: UITapGestureRecognizer, target: ZZControlViewController, action: didTouchSomeView}"
  var ids: Set<String> { ["ZZTapGestureRecognizer", "ZZButton", "ZZControl", controller] }

  func button(recognizers: String = "") -> String {
    "        - {id: ZZButton, class: UIButton, frame: [100, 100, 100, 44], "
      + "actions: [{event: touchUpInside, target: ZZControlViewController, action: didTouchButton}]"
      + (recognizers.isEmpty ? "" : ", gestureRecognizers: [\(recognizers)]") + "}"
  }

  func log(rootRecognizers: String = "", _ subviews: String) throws -> [String] {
    try DeviceLog.lines(
      DeviceLog.scene(
        controller: controller, rootRecognizers: rootRecognizers, subviews: subviews,
        touches: "  - tap: [150, 120]"),
      ids: ids)
  }

  /// 0x01: a button alone — touchesBegan, touchesEnded, then the action.
  @Test func aButtonSendsItsActionFromTouchesEnded() throws {
    #expect(
      try log(button()) == [
        "ZZButton touchesBegan", "ZZButton touchesEnded", "ZZControlViewController didTouchButton",
      ])
  }

  /// 0x01, the touches methods overridden without calling super: no tracking, no action.
  @Test func aButtonWhoseTouchesSkipSuperSendsNothing() throws {
    let swallowing = button().replacingOccurrences(
      of: "frame: [100, 100, 100, 44], ",
      with: "frame: [100, 100, 100, 44], overrides: {touches: swallow}, ")
    #expect(try log(swallowing) == ["ZZButton touchesBegan", "ZZButton touchesEnded"])
  }

  /// 0x02 e.g.1: a tap recognizer on the button's superview. It sees the touch first but the
  /// button refuses it (a single tap is the button's default action), so the button's touchesEnded
  /// and its action follow the recognizer's touchesEnded.
  @Test func aButtonKeepsItsTapFromAnAncestorsRecognizer() throws {
    #expect(
      try log(rootRecognizers: tapOnRoot, button()) == [
        "ZZTapGestureRecognizer touchesBegan", "ZZButton touchesBegan",
        "ZZTapGestureRecognizer touchesEnded", "ZZButton touchesEnded",
        "ZZControlViewController didTouchButton",
      ])
  }

  /// 0x02 e.g.2: the tap recognizer on the button itself wins: its action, then the button's
  /// touchesCancelled.
  @Test func aRecognizerOnTheButtonWins() throws {
    #expect(
      try log(button(recognizers: tapOnRoot)) == [
        "ZZTapGestureRecognizer touchesBegan", "ZZButton touchesBegan",
        "ZZTapGestureRecognizer touchesEnded", "ZZControlViewController didTouchSomeView",
        "ZZButton touchesCancelled",
      ])
  }

  /// 0x03: a plain UIControl subclass does not refuse its superview's tap: the action, then the
  /// control's touchesCancelled.
  @Test func aCustomControlLosesToAnAncestorsTap() throws {
    let control =
      "        - {id: ZZControl, class: UIControl, frame: [100, 100, 100, 100], "
      + "actions: [{event: touchUpInside, target: ZZControlViewController, action: didTouchCustomControl}]}"
    #expect(
      try log(rootRecognizers: tapOnRoot, control) == [
        "ZZTapGestureRecognizer touchesBegan", "ZZControl touchesBegan",
        "ZZTapGestureRecognizer touchesEnded", "ZZControlViewController didTouchSomeView",
        "ZZControl touchesCancelled",
      ])
  }
}

/// Stack Overflow question 77329118, "Event response priorities for gesture recognizers,
/// UIControl, and UIButton" (2023): a parent view with a tap recognizer holds a UIButton and a
/// plain UIControl; the asker taps the button, then the control, and prints each callback.
@Suite struct StackOverflow77329118Tests {
  func log(cancelsTouchesInView: Bool) throws -> [String] {
    let yaml = DeviceLog.scene(
      controller: "MyViewController",
      subviews: """
                - id: parentView
                  frame: [0, 0, 375, 667]
                  gestureRecognizers: [{id: tapGesture, class: UITapGestureRecognizer, cancelsTouchesInView: \(cancelsTouchesInView), target: MyViewController, action: handleParentViewTapped}]
                  subviews:
                    - {id: button, class: UIButton, frame: [0, 0, 187.5, 333.5], actions: [{event: touchUpInside, target: MyViewController, action: handleButtonClicked}]}
                    - {id: control, class: UIControl, frame: [187.5, 333.5, 187.5, 333.5], actions: [{event: touchUpInside, target: MyViewController, action: handleControlClicked}]}
        """,
      touches: "  - tap: [90, 160]\n  - tap: [280, 500]")
    return try DeviceLog.lines(yaml, ids: ["MyViewController"])
  }

  /// The first print: "button clicked", "view tapped" — the button keeps its tap, the plain
  /// control does not (seed 002, 结论四, agrees for the button).
  @Test func byDefaultTheButtonWinsAndTheControlLoses() throws {
    #expect(
      try log(cancelsTouchesInView: true) == [
        "MyViewController handleButtonClicked", "MyViewController handleParentViewTapped",
      ])
  }

  /// The second print, with `cancelsTouchesInView = false`: "view tapped", "button clicked",
  /// "view tapped", "UIControl clicked" — both fire each time, the recognizer's action first.
  @Test func withoutCancellingBothFireTheTapFirst() throws {
    #expect(
      try log(cancelsTouchesInView: false) == [
        "MyViewController handleParentViewTapped", "MyViewController handleButtonClicked",
        "MyViewController handleParentViewTapped", "MyViewController handleControlClicked",
      ])
  }
}
