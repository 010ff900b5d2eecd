import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// UIAlertController on an iPhone (issue 33, item 8), each rule from its source
/// (UIAlertController.swift).
@Suite struct AlertControllerTests {
  /// A full-screen button presents the alert; 375×667: an alert of two buttons is 270×98 in the
  /// middle (y 284.5), its buttons at y 338.5–382.5, Cancel on the left.
  static func scene(style: String = "alert", touches: String) -> String {
    """
    window:
      rootViewController:
        id: ViewController
        navigation: {ask: {present: Confirm}}
        view:
          id: root
          subviews:
            - id: button
              class: UIButton
              frame: [0, 0, 375, 667]
              actions: [{event: touchUpInside, target: ViewController, action: ask}]
    storyboard:
      - id: Confirm
        class: UIAlertController
        title: "Delete?"
        preferredStyle: \(style)
        actions:
          - {title: Delete, style: destructive}
          - {title: Cancel, style: cancel}
    touches:
      - tap: [187, 100]
    \(touches)
    """
  }

  func lines(_ yaml: String) throws -> [String] {
    try withoutHitTesting(tracedRun(yaml).1)
  }

  /// A tap on a button dismisses the alert, then runs its handler.
  @Test func aButtonDismissesTheAlertThenRunsItsHandler() throws {
    let log = try lines(Self.scene(touches: "  - tap: [120, 360]"))
    #expect(Array(log.suffix(2)) == ["Confirm dismiss", "Confirm handler Cancel"])
    #expect(log.contains("ViewController present Confirm"))
  }

  /// Device report (enebin.medium.com): of two buttons, the cancel one is on the left.
  @Test func ofTwoButtonsTheCancelOneIsOnTheLeft() throws {
    let log = try lines(Self.scene(touches: "  - tap: [260, 360]"))
    #expect(log.last == "Confirm handler Delete")
    let trace = try tracedRun(Self.scene(touches: "")).0
    #expect(trace.object("Confirm.action1")?.frame?.x == 0)
    #expect(trace.object("Confirm.view")?.class == "_UIAlertControllerView")
    #expect(trace.object("Confirm.action0")?.actionStyle == "destructive")
  }

  /// An alert ignores a tap outside it: its dimming view covers the screen, the presenter's
  /// button under it hears nothing and the alert stays.
  @Test func aTapOutsideAnAlertDoesNothing() throws {
    let log = try lines(Self.scene(touches: "  - tap: [187, 600]"))
    #expect(!log.contains("button touchesBegan touch 2"))
    #expect(!log.contains("Confirm dismiss"))
  }

  /// An action sheet's tap outside is its cancel action (chosen: EngineRules, "Where Apple is
  /// silent").
  @Test func aTapOutsideAnActionSheetIsItsCancel() throws {
    let log = try lines(Self.scene(style: "actionSheet", touches: "  - tap: [187, 100]"))
    #expect(Array(log.suffix(2)) == ["Confirm dismiss", "Confirm handler Cancel"])
  }

  /// Apple, UIAlertAction.Style.cancel: "You can add only one action with this style".
  @Test func atMostOneCancelAction() {
    let errors = controlErrors(
      Self.scene(touches: "").replacingOccurrences(of: "style: destructive", with: "style: cancel"))
    #expect(errors.contains { $0.contains("at most one 'cancel' action") })
  }

  @Test func alertKeysAreOnlyForAnAlertController() {
    let errors = controlErrors(
      Self.scene(touches: "").replacingOccurrences(of: "class: UIAlertController", with: ""))
    #expect(errors.contains { $0.contains("is only for a UIAlertController") })
  }
}
