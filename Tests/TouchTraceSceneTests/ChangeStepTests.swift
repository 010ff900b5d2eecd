import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// Issue 16, "Changes during a scene": the `set`, `add` and `remove` steps and UIKit's
/// consequences, each with its source.
@Suite struct ChangeStepTests {
  func trace(_ touches: String) throws -> Trace {
    try controlTrace(scene + "touches:\n" + touches)
  }

  /// The log without hit-testing.
  func log(_ touches: String) throws -> [String] {
    EventLog.lines(of: try trace(touches)).filter {
      !$0.contains("hitTest") && !$0.contains("pointInside")
    }
  }

  func errors(_ touches: String) -> [String] { controlErrors(scene + "touches:\n" + touches) }

  let scene = """
    window:
      rootViewController:
        id: VC
        view:
          id: root
          logs: false
          subviews:
            - id: card
              frame: [0, 0, 200, 200]
              logs: false
              subviews:
                - {id: button, class: UIButton, frame: [50, 50, 100, 40]}
            - id: overlay
              frame: [0, 0, 200, 200]
              gestureRecognizers:
                - {id: pan, class: UIPanGestureRecognizer, target: VC, action: dragged}
                - {id: hold, class: UILongPressGestureRecognizer, target: VC, action: held}

    """

  /// Apple, hitTest(_:with:): "This method ignores view objects that are hidden". UIKit hit-tests
  /// afresh for each touch, so a view hidden between two taps is skipped from then on.
  @Test func aHiddenViewStopsBeingHit() throws {
    let t = try trace(
      """
        - tap: [100, 70]
        - set: {id: overlay, isHidden: true}
        - tap: [100, 70]
      """)
    #expect(t.touches.map(\.view) == ["overlay", "button"])
    #expect(EventLog.lines(of: t).contains("overlay isHidden = true"))
  }

  /// The same for alpha below 0.01 and isUserInteractionEnabled false (hitTest(_:with:)), and a
  /// moved frame: the next touch finds the view where it now is.
  @Test func alphaInteractionAndFrameTakeEffectForTheNextTouch() throws {
    let t = try trace(
      """
        - set: {id: overlay, alpha: 0}
        - tap: [100, 70]
        - set: {id: overlay, alpha: 1, isUserInteractionEnabled: false}
        - tap: [100, 70]
        - set: {id: overlay, isUserInteractionEnabled: true, frame: [0, 300, 200, 200]}
        - tap: [100, 70]
        - tap: [100, 350]
      """)
    #expect(t.touches.map(\.view) == ["button", "button", "button", "overlay"])
    let changes = t.events.filter { $0.kind == .change }
    #expect(
      changes.map { $0.property ?? "" } == [
        "alpha", "alpha", "isUserInteractionEnabled",
        "isUserInteractionEnabled", "frame",
      ])
    #expect(changes.last?.assigned == "(0, 300, 200, 200)")
    // The event carries the view as it became, in window coordinates.
    #expect(changes.last?.objects?.first?.windowFrame == Rect(0, 300, 200, 200))
  }

  /// Apple, UIGestureRecognizer.isEnabled: "If you change this property to false while a gesture
  /// recognizer is currently recognizing a gesture, the gesture recognizer transitions to a
  /// cancelled state." Its action runs with that state; it sees none of the later moves.
  @Test func aRecognizerDisabledMidGestureIsCancelled() throws {
    let lines = try log(
      """
        - drag: {from: [100, 150], to: [100, 50], duration: 0.2}
        - set: {id: pan, isEnabled: false, at: 0.09}
      """)
    let i = try #require(lines.firstIndex(of: "pan isEnabled = false"))
    #expect(lines[i + 1] == "pan cancelled (it was disabled)")
    #expect(lines[i + 2] == "VC dragged from pan")
    #expect(!lines[(i + 1)...].contains { $0.hasPrefix("pan touches") })
    #expect(lines.filter { $0 == "pan began" }.count == 1)
  }

  /// A recognizer still possible when disabled fails (what stops it tracking; Apple says nothing
  /// more): the long press never fires.
  @Test func aPossibleRecognizerDisabledFails() throws {
    let lines = try log(
      """
        - press: {at: [100, 150], duration: 1}
        - set: {id: hold, isEnabled: false, at: 0.2}
      """)
    #expect(lines.contains("hold failed (it was disabled)"))
    #expect(!lines.contains("hold began"))
    #expect(lines.contains("overlay touchesEnded touch 1"))
  }

  /// Apple, UITouch.view: "The value of the property is the view object in which the touch
  /// originally occurred" — removed from its superview mid-touch, the view keeps the touch and
  /// gets its end; with no superview its chain ends there.
  @Test func aViewRemovedMidTouchKeepsItsTouch() throws {
    let lines = try log(
      """
        - press: {at: [100, 150], duration: 0.3}
        - remove: {id: overlay, at: 0.1}
        - tap: [100, 150]
      """)
    let i = try #require(lines.firstIndex(of: "overlay removeFromSuperview"))
    #expect(lines[..<i].contains("VC touchesBegan touch 1"))
    #expect(lines[(i + 1)...].contains("overlay touchesEnded touch 1"))
    #expect(!lines[(i + 1)...].contains("VC touchesEnded touch 1"))
    // Removed, it is no longer hit: the next tap reaches the card's superview chain instead.
    #expect(!lines[(i + 1)...].contains("overlay touchesBegan touch 2"))
  }

  /// `add` (addSubview: frontmost) and `add` with an index (insertSubview(_:at:)): the new view is
  /// hit from then on, in front of or behind its siblings.
  @Test func addedViewsAreHitFromTheirAddOn() throws {
    let t = try trace(
      """
        - set: {id: overlay, isHidden: true}
        - tap: [100, 70]
        - add: {to: root, view: {id: front, frame: [0, 0, 200, 200]}}
        - tap: [100, 70]
        - add: {to: root, index: 0, view: {id: back, frame: [0, 0, 300, 300]}}
        - tap: [250, 250]
        - tap: [100, 70]
      """)
    #expect(t.touches.map(\.view) == ["button", "front", "back", "front"])
    let lines = EventLog.lines(of: t)
    #expect(lines.contains("root addSubview front"))
    #expect(lines.contains("root insertSubview back at 0"))
    // Every id the trace names is one of its objects: added views are listed from the start.
    #expect(t.object("front")?.inWindow == false)
    #expect(try TraceReader.read(try t.jsonData(), file: "t.json") == t)
  }

  /// `at` counts from the start of the last step that takes time; without it the change comes
  /// when the steps before it are done, and the next step starts no earlier than a change.
  @Test func changeTimes() throws {
    let t = try trace(
      """
        - wait: 1
        - press: {at: [100, 150], duration: 0.5}
        - set: {id: overlay, alpha: 0.5, at: 0.25}
        - set: {id: overlay, alpha: 0.6}
        - set: {id: overlay, alpha: 0.7, at: 2}
        - tap: [100, 150]
      """)
    let times = t.events.filter { $0.kind == .change }.map(\.time)
    #expect(times == [1.25, 1.5, 3])
    #expect(t.touches.last?.samples.first?.time == 3)
  }

  /// A late `at` lengthens the scene: it counts towards the hour a scene's touches may last.
  @Test func aChangesTimeCountsTowardsTheLimit() {
    #expect(
      errors("  - wait: 100\n  - wait: 3400\n  - set: {id: overlay, alpha: 0.5, at: 3550}")
        .first?.contains("the touches last 3650 s in all") == true)
    #expect(errors("  - wait: 100\n  - set: {id: overlay, alpha: 0.5, at: 3450}") == [])
  }

  @Test func badChangesAreLocatedErrors() {
    #expect(
      errors("  - set: {id: overlai, isHidden: true}")
        == [
          "test.yaml:19:15: error: 'set' names 'overlai', but no view or gesture recognizer has that id; did you mean 'overlay'?"
        ])
    #expect(
      errors("  - set: {id: card, isEnabled: false}").first?.contains(
        "'card' is a UIView (UIView has no isEnabled: set 'isUserInteractionEnabled' instead)")
        == true)
    #expect(
      errors("  - set: {id: pan, isHidden: true}").first?.contains(
        "'set' changes only its 'isEnabled'") == true)
    #expect(errors("  - set: {id: overlay}").first?.contains("'set' needs a property") == true)
    #expect(errors("  - remove: UIWindow").first?.contains("(a window has no superview)") == true)
    #expect(errors("  - remove: root").first?.contains("root view of controller 'VC'") == true)
    #expect(errors("  - remove: VC").first?.contains("but 'VC' is a controller") == true)
    #expect(
      errors("  - add: {to: pan, view: {id: x, frame: [0, 0, 1, 1]}}").first?.contains(
        "'to' must name a view (or the window), but 'pan' is a gesture recognizer") == true)
    #expect(
      errors("  - add: {to: root, view: {id: card, frame: [0, 0, 1, 1]}}").first?.contains(
        "duplicate id 'card'") == true)
    #expect(
      errors(
        "  - add: {to: inner, view: {id: outer, frame: [0, 0, 9, 9], subviews: [{id: inner, frame: [0, 0, 1, 1]}]}}"
      ).first?.contains("cannot be added to itself or its own subview") == true)
    #expect(
      errors("  - sett: {id: overlay, isHidden: true}").first?.contains("did you mean 'set'?")
        == true)
    #expect(
      errors("  - set: {id: overlay, isHidden: true, at: -1}").first?.contains("'at'") == true)
  }
}
