import Foundation
import Testing
import TouchTraceTestSupport

/// The answer in words for a touch after earlier touches changed the screen: it is given on the
/// screen as that touch found it (as its diagram draws it), says what UIKit did because of it,
/// and names only the recognizers that took it.
@Suite struct AnswerAfterChangesTests {
  /// A row that pushes a detail screen, a tap on that screen, then a swipe back.
  let pushScene = """
    window:
      rootViewController:
        id: nav
        class: UINavigationController
        viewControllers:
          - id: Inbox
            navigation: {open: {pushViewController: Message}}
            view:
              id: inboxView
              subviews:
                - id: row
                  class: UIButton
                  frame: [0, 100, 375, 60]
                  actions: [{event: touchUpInside, target: Inbox, action: open}]
    storyboard:
      - {id: Message, view: {id: messageView}}
    touches:
      - tap: [187, 130]
      - wait: 0.5
      - tap: [187, 400]
      - wait: 0.5
      - drag: {from: [6, 300], to: [300, 300], duration: 0.3, hold: 0.2}
    """

  func why(_ scene: String) throws -> [String] {
    let scratch = try Scratch()
    let file = try scratch.write("scene.yaml", scene)
    let result = try Command.run(["log", "--why", file.path])
    #expect(result.exited(0), "\(result)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  /// The pushed screen's view has a path from the window; before, the answer was given on the
  /// scene's first screen, where the view was not in the window at all.
  @Test func aPushedScreensViewHasItsPath() throws {
    let lines = try why(pushScene)
    #expect(
      lines.contains(
        "  path: UIWindow → nav.layoutContainerView → nav.transitionView → nav.wrapperView → "
          + "messageView"), "\(lines)")
    #expect(!lines.contains { $0.contains("no view inside it took the touch") }, "\(lines)")
  }

  /// What UIKit did is said under the touch that caused it: the push under the tap on the row,
  /// the pop under the swipe back.
  @Test func whatUIKitDidIsSaid() throws {
    let lines = try why(pushScene)
    let push = try #require(lines.firstIndex(of: "  then: nav: pushViewController Message"))
    let pop = try #require(lines.firstIndex(of: "  then: nav: popViewController Message"))
    let touches = lines.indices.filter { lines[$0].hasPrefix("touch ") }
    #expect(touches.count == 3)
    #expect(push > touches[0] && push < touches[1])
    #expect(pop > touches[2])
  }

  /// UIKit's own controls act through UIKit: the back button's events are not "no action", and
  /// the pop it caused is said.
  @Test func uikitsOwnControlsAreNotNoAction() throws {
    let backTap = pushScene.replacingOccurrences(
      of: "drag: {from: [6, 300], to: [300, 300], duration: 0.3, hold: 0.2}", with: "tap: [40, 42]")
    let lines = try why(backTap)
    let back = try #require(lines.first { $0.hasPrefix("  then: nav.backButton sends ") })
    #expect(!back.contains("no action"), "\(back)")
    #expect(lines.last == "  then: nav: popViewController Message", "\(lines)")
  }

  /// A tap after a drag on a scroll view: its pan received the tap and failed; the answer said it
  /// had ended, from the drag before.
  @Test func aTapAfterADragDoesNotInheritTheDragsPan() throws {
    let lines = try why(
      """
      window:
        subviews:
          - id: list
            class: UIScrollView
            frame: [0, 0, 375, 667]
            contentSize: [375, 2000]
            subviews:
              - {id: item, frame: [0, 0, 375, 2000]}
      touches:
        - drag: {from: [187, 500], to: [187, 300], duration: 0.3, hold: 0.2}
        - wait: 1
        - tap: [187, 300]
      """)
    let second = try #require(lines.firstIndex { $0.hasPrefix("touch 2: ") })
    #expect(lines[..<second].contains("  then: list.panGestureRecognizer (on list) ended"))
    #expect(!lines[second...].contains { $0.contains("panGestureRecognizer") }, "\(lines)")
  }
}
