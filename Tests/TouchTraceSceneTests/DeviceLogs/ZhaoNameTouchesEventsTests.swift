import Foundation
import Testing

/// zhaoName, "UIResponder、UIGestureRecognizer、UIControl", github.com/zhaoName/Notes,
/// iOS/TouchesEvents-02.md (commit 6cf19ae): NSLog prints of a device run, with their code.
/// `YellowView` overrides the touches methods without calling super (`overrides: {touches:
/// swallow}`), so nothing goes up its chain; `ZZTapGestureRecognizer` and `ZZPanGestureRecognizer`
/// print their touches and call super.
@Suite struct ZhaoNameTouchesEventsTests {
  let controller = "GestureViewController"
  let yellow =
    "        - {id: YellowView, frame: [100, 200, 175, 175], overrides: {touches: swallow}, gestureRecognizers: [RECOGNIZER]}"

  func yellowView(_ recognizer: String) -> String {
    yellow.replacingOccurrences(of: "RECOGNIZER", with: recognizer)
  }

  func log(_ recognizer: String, _ touches: String, ids: Set<String>) throws -> [String] {
    try DeviceLog.lines(
      DeviceLog.scene(controller: controller, subviews: yellowView(recognizer), touches: touches),
      ids: ids)
  }

  /// A drag whose first move (5 pt) is under a pan's 10 pt and whose second (20 pt) is past it,
  /// then `laterMoves` more: the prints' pans recognize on their second move.
  func panDrag(laterMoves: Int) -> String {
    var events = [
      "{time: 0.00, finger: 1, phase: began, at: [150, 250]}",
      "{time: 0.02, finger: 1, phase: moved, at: [155, 250]}",
      "{time: 0.04, finger: 1, phase: moved, at: [170, 250]}",
    ]
    var x = 170
    for i in 0..<laterMoves {
      x += 15
      events.append("{time: 0.0\(6 + 2 * i), finger: 1, phase: moved, at: [\(x), 250]}")
    }
    events.append("{time: 0.2, finger: 1, phase: ended, at: [\(x), 250]}")
    return "  - sequence:\n" + events.map { "      - \($0)" }.joined(separator: "\n")
  }

  /// 0x01 离散型手势, the first print: "touchesBegan, didTouchYellowView, touchesCancelled" — the
  /// action before the cancellation.
  @Test func aTapsActionComesBeforeTheViewsCancellation() throws {
    let tap =
      "{id: tapGes, class: UITapGestureRecognizer, target: GestureViewController, action: didTouchYellowView}"
    #expect(
      try log(tap, "  - tap: [150, 250]", ids: ["YellowView", controller]) == [
        "YellowView touchesBegan", "GestureViewController didTouchYellowView",
        "YellowView touchesCancelled",
      ])
  }

  /// 0x01, the second print, with the recognizer's own touches printed: the recognizer sees each
  /// phase before the view, and its touchesEnded comes before the action.
  @Test func theRecognizerSeesEachPhaseFirst() throws {
    let tap =
      "{id: ZZTapGestureRecognizer, class: UITapGestureRecognizer, target: GestureViewController, action: didTouchYellowView}"
    #expect(
      try log(
        tap, "  - tap: [150, 250]", ids: ["YellowView", "ZZTapGestureRecognizer", controller])
        == [
          "ZZTapGestureRecognizer touchesBegan", "YellowView touchesBegan",
          "ZZTapGestureRecognizer touchesEnded", "GestureViewController didTouchYellowView",
          "YellowView touchesCancelled",
        ])
  }

  /// 0x02 持续型手势: the view gets touchesMoved while the pan is possible, the move that begins it
  /// included; then the action, the view's touchesCancelled, and one action per later move.
  @Test func aPanCancelsTheViewAfterItsFirstAction() throws {
    let pan =
      "{id: ZZPanGestureRecognizer, class: UIPanGestureRecognizer, target: GestureViewController, action: didTouchYellowView}"
    let pr = "ZZPanGestureRecognizer"
    let action = "GestureViewController didTouchYellowView"
    #expect(
      try log(pan, panDrag(laterMoves: 2), ids: ["YellowView", pr, controller]) == [
        "\(pr) touchesBegan", "YellowView touchesBegan",
        "\(pr) touchesMoved", "YellowView touchesMoved",
        "\(pr) touchesMoved", "YellowView touchesMoved",
        action, "YellowView touchesCancelled",
        "\(pr) touchesMoved", action,
        "\(pr) touchesMoved", action,
        "\(pr) touchesEnded", action,
      ])
  }

  /// 0x03 cancelsTouchesInView = NO: the action, then the view's touchesEnded (held back by
  /// `delaysTouchesEnded` until the tap recognized).
  @Test func withoutCancellingTheActionComesBeforeTouchesEnded() throws {
    let tap =
      "{id: ZZTapGestureRecognizer, class: UITapGestureRecognizer, cancelsTouchesInView: false, target: GestureViewController, action: didPanYellowView}"
    #expect(
      try log(
        tap, "  - tap: [150, 250]", ids: ["YellowView", "ZZTapGestureRecognizer", controller])
        == [
          "ZZTapGestureRecognizer touchesBegan", "YellowView touchesBegan",
          "ZZTapGestureRecognizer touchesEnded", "GestureViewController didPanYellowView",
          "YellowView touchesEnded",
        ])
  }

  /// 0x03 delaysTouchesBegan = YES on the pan: the view hears nothing of the drag.
  @Test func aPanThatDelaysTouchesBeganKeepsThemAll() throws {
    let pan =
      "{id: ZZPanGestureRecognizer, class: UIPanGestureRecognizer, delaysTouchesBegan: true, target: GestureViewController, action: didPanYellowView}"
    let pr = "ZZPanGestureRecognizer"
    let action = "GestureViewController didPanYellowView"
    #expect(
      try log(pan, panDrag(laterMoves: 1), ids: ["YellowView", pr, controller]) == [
        "\(pr) touchesBegan", "\(pr) touchesMoved", "\(pr) touchesMoved", action,
        "\(pr) touchesMoved", action, "\(pr) touchesEnded", action,
      ])
  }
}
