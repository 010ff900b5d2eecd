import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// Swipe back (issue 25): UIScreenEdgePanGestureRecognizer and a navigation controller's
/// interactivePopGestureRecognizer, its conditions and its competitors. Sources are in
/// UIScreenEdgePanGestureRecognizer.swift, InteractivePop.swift and TouchConstants.swift.
@Suite struct SwipeBackTests {
  let pop = "nav.interactivePopGestureRecognizer"

  /// A navigation controller (`navKeys` on it) with `Root` under `Top`: `root` and `top` are
  /// their extra keys (flow style, each ending in ", "), `content` Top's view's subviews,
  /// `topView` Top's whole view.
  func scene(
    navKeys: String = "", root: String = "", top: String = "", topView: String? = nil,
    content: String = "[]", rootOnly: Bool = false, extra: String = "", touches: String
  ) -> String {
    let view = topView ?? "{id: topView, logs: false, subviews: \(content)}"
    let topLine = rootOnly ? "" : "\n      - {id: Top, \(top)view: \(view)}"
    return """
      application: {logs: false}
      \(extra)
      window:
        logs: false
        rootViewController:
          id: nav
          class: UINavigationController
          \(navKeys)
          viewControllers:
            - {id: Root, \(root)view: {id: rootView, logs: false}}\(topLine)
      touches:
      \(touches)
      """
  }

  func log(_ yaml: String) throws -> [String] {
    EventLog.lines(of: try controlTrace(yaml)).filter {
      !$0.contains("hitTest") && !$0.contains("pointInside") && !$0.contains("Moved")
        && !$0.hasSuffix(" changed") && !$0.contains("DidScroll")
    }
  }

  /// A drag the finger lets go still (`hold`), so distance alone decides; `hold: 0`: a flick.
  func drag(_ from: (Int, Int), _ to: (Int, Int), hold: Double = 0.2) -> String {
    "  - drag: {from: [\(from.0), \(from.1)], to: [\(to.0), \(to.1)], duration: 0.3, hold: \(hold)}"
  }

  /// Apple, interactivePopGestureRecognizer: "The navigation controller installs this gesture
  /// recognizer on its view"; a screen-edge pan from the leading (left) edge, holding touches'
  /// began back (device report).
  @Test func theRecognizerUIKitInstalls() throws {
    let trace = try controlTrace(scene(touches: "  - wait: 0.1"))
    let r = try #require(trace.object(pop))
    #expect(r.class == "UIScreenEdgePanGestureRecognizer")
    #expect(r.view == "nav.layoutContainerView")
    #expect(r.settings?["edges"] == 2)
    #expect(r.delaysTouchesBegan == true)
    #expect(trace.object("nav.layoutContainerView")?.gestureRecognizers == [pop])
  }

  /// Let go past half the screen's width, the top controller is popped: the root's view is in
  /// the wrapper view, the top's is out of the window (Apple, popViewController(animated:)).
  @Test func aDragFromTheEdgePastHalfPops() throws {
    let trace = try controlTrace(scene(touches: drag((6, 300), (250, 300))))
    let lines = try log(scene(touches: drag((6, 300), (250, 300))))
    #expect(
      lines == [
        "\(pop) touchesBegan touch 1", "\(pop) began", "\(pop) touchesEnded touch 1",
        "\(pop) ended", "nav popViewController Top",
      ])
    let change = try #require(trace.events.last { $0.kind == .change })
    #expect(change.object == "nav" && change.method == "popViewController" && change.other == "Top")
    let objects = change.objects ?? []
    #expect(objects.first { $0.id == "nav.wrapperView" }?.subviews == ["rootView"])
    #expect(objects.first { $0.id == "topView" }?.inWindow == false)
    #expect(objects.first { $0.id == "rootView" }?.superview == "nav.wrapperView")
    #expect(trace.warnings == nil)
  }

  /// Short of half the width the transition cancels back: no pop.
  @Test func aShortDragCancelsBack() throws {
    let lines = try log(scene(touches: drag((6, 300), (150, 300))))
    #expect(lines.contains("\(pop) ended"))
    #expect(!lines.contains { $0.contains("popViewController") })
  }

  /// `interactivePopCompletionFraction` moves the threshold.
  @Test func theCompletionFractionIsAConstant() throws {
    let lines = try log(
      scene(
        extra: "constants: {interactivePopCompletionFraction: 0.3}",
        touches: drag((6, 300), (150, 300))))
    #expect(lines.last == "nav popViewController Top")
  }

  /// Only a touch that begins within `screenEdgeRegionSize` (13 pt) of the edge reaches it;
  /// others never do (UIKit's `_shouldTryToBeginWithEvent:`), so nothing is held back there.
  @Test func onlyATouchFromTheEdge() throws {
    #expect(!(try log(scene(touches: drag((20, 300), (300, 300))))).contains { $0.hasPrefix(pop) })
    #expect(
      try log(scene(touches: drag((12, 300), (300, 300)))).first == "\(pop) touchesBegan touch 1")
    let wider = try log(
      scene(extra: "constants: {screenEdgeRegionSize: 30}", touches: drag((20, 300), (300, 300))))
    #expect(wider.last == "nav popViewController Top")
  }

  /// With one controller there is nothing to pop (Apple: "you cannot pop the last item on the
  /// stack"): UIKit's delegate keeps touches from it; the view gets them as usual.
  @Test func nothingToPopAtTheRoot() throws {
    let yaml = scene(rootOnly: true, touches: drag((6, 300), (300, 300)))
      .replacingOccurrences(of: "view: {id: rootView, logs: false}", with: "view: {id: rootView}")
    let lines = try log(yaml)
    #expect(!lines.contains { $0.hasPrefix(pop) })
    #expect(lines.first == "rootView touchesBegan touch 1")
  }

  /// UIKit's delegate refuses touches on the navigation bar (its shouldReceiveTouch).
  @Test func notOnTheNavigationBar() throws {
    #expect(!(try log(scene(touches: drag((6, 40), (300, 40))))).contains { $0.hasPrefix(pop) })
  }

  /// The drag must go away from the edge: a vertical one from the edge fails.
  @Test func aDragAlongTheEdgeFails() throws {
    let lines = try log(scene(touches: drag((6, 200), (10, 500))))
    #expect(lines.contains("\(pop) failed (the drag does not move away from the edge it began at)"))
  }

  /// A custom leftBarButtonItem: UIKit's delegate refuses the gesture (device reports); an app
  /// delegate that says YES brings it back, as the public fixes do.
  @Test func aCustomLeftBarButtonItem() throws {
    let top =
      "navigationItem: {leftBarButtonItems: [{id: close, title: Close, target: Top, action: close}]}, "
    let refused = try log(scene(top: top, touches: drag((6, 300), (300, 300))))
    #expect(
      refused.contains {
        $0.hasPrefix("\(pop) failed (the top controller has its own leftBarButtonItems")
      })
    #expect(!refused.contains { $0.contains("popViewController") })
    let fixed = try log(
      scene(
        navKeys:
          "interactivePopGestureRecognizer: {delegate: {gestureRecognizerShouldBegin: true}}",
        top: top, touches: drag((6, 300), (300, 300))))
    #expect(fixed.contains("\(pop) gestureRecognizerShouldBegin YES"))
    #expect(fixed.last == "nav popViewController Top")
  }

  /// A hidden navigation bar: UIKit's delegate refuses the gesture however the bar was hidden
  /// (device reports: openradar 19031955 and others, in InteractivePop.swift); an app delegate
  /// brings it back, the fix those reports give.
  @Test func aHiddenNavigationBar() throws {
    let refused = try log(
      scene(navKeys: "isNavigationBarHidden: true", touches: drag((6, 300), (300, 300))))
    #expect(
      refused.contains(
        "\(pop) failed (the navigation bar is hidden, which UIKit's delegate refuses (device reports))"
      ))
    #expect(!refused.contains { $0.contains("popViewController") })
    let perScreen = try log(
      scene(
        top: "viewWillAppear: [{setNavigationBarHidden: true}], ",
        touches: drag((6, 300), (300, 300))))
    #expect(!perScreen.contains { $0.contains("popViewController") })
    let fixed = try log(
      scene(
        navKeys: """
          isNavigationBarHidden: true
              interactivePopGestureRecognizer: {delegate: {gestureRecognizerShouldBegin: true}}
          """, touches: drag((6, 300), (300, 300))))
    #expect(fixed.last == "nav popViewController Top")
  }

  /// delaysTouchesBegan: a button at the left edge gets its touch only when the finger lifts
  /// (device report); `delaysTouchesBegan: false` gives it at once.
  @Test func aButtonAtTheEdgeHighlightsLate() throws {
    let button =
      "[{id: back, class: UIButton, frame: [0, 200, 60, 44], actions: [{event: touchUpInside, target: Top, action: back}]}]"
    let late = try log(scene(content: button, touches: "  - tap: [5, 220]"))
    let failed = try #require(late.firstIndex { $0.hasPrefix("\(pop) failed") })
    let down = try #require(late.firstIndex(of: "back touchDown"))
    #expect(failed < down)
    #expect(late.contains("Top back from back"))
    let early = try log(
      scene(
        navKeys: "interactivePopGestureRecognizer: {delaysTouchesBegan: false}", content: button,
        touches: "  - tap: [5, 220]"))
    let down2 = try #require(early.firstIndex(of: "back touchDown"))
    let failed2 = try #require(early.firstIndex { $0.hasPrefix("\(pop) failed") })
    #expect(down2 < failed2)
  }

  /// A horizontal scroll view at the edge: its pan begins first (10 pt against 15) and the pop
  /// gesture fails (the arbiter's rule); the pop gesture's delegate saying it must be required to
  /// fail by the others settles it.
  @Test func aCarouselAtTheEdge() throws {
    let carousel =
      "[{id: carousel, class: UIScrollView, frame: [0, 100, 375, 200], contentSize: [1125, 200]}]"
    let lost = try log(scene(content: carousel, touches: drag((6, 200), (300, 200))))
    #expect(lost.contains("\(pop) failed (carousel.panGestureRecognizer began first)"))
    #expect(lost.contains("carousel scrollViewWillBeginDragging"))
    #expect(!lost.contains { $0.contains("popViewController") })
    let settled = try log(
      scene(
        navKeys: "interactivePopGestureRecognizer: {delegate: {shouldBeRequiredToFailBy: true}}",
        content: carousel, touches: drag((6, 200), (300, 200))))
    #expect(!settled.contains("carousel scrollViewWillBeginDragging"))
    #expect(settled.last == "nav popViewController Top")
    // Away from the edge the pop gesture is not there to wait for: the carousel scrolls.
    let middle = try log(
      scene(
        navKeys: "interactivePopGestureRecognizer: {delegate: {shouldBeRequiredToFailBy: true}}",
        content: carousel, touches: drag((300, 200), (60, 200))))
    #expect(middle.first == "carousel scrollViewWillBeginDragging")
  }

  /// The app's own pan: `requiresFailureOf: [nav.interactivePopGestureRecognizer]`.
  @Test func anAppPanRequiringThePopGestureToFail() throws {
    let view =
      "{id: topView, logs: false, gestureRecognizers: [{id: move, class: UIPanGestureRecognizer, "
      + "requiresFailureOf: [\(pop)], target: Top, action: move}]}"
    let yaml = scene(top: "handles: [move], ", topView: view, touches: drag((6, 300), (300, 300)))
    let lines = try log(yaml)
    #expect(lines.contains("move failed (\(pop) began, which it waited to see fail)"))
    #expect(lines.last == "nav popViewController Top")
    let without = try log(yaml.replacingOccurrences(of: ", requiresFailureOf: [\(pop)]", with: ""))
    #expect(without.contains("\(pop) failed (move began first)"))
  }

  /// `isEnabled: false`, in the scene or set by a step: no swipe back.
  @Test func disabled() throws {
    let off = try log(
      scene(
        navKeys: "interactivePopGestureRecognizer: {isEnabled: false}",
        touches: drag((6, 300), (300, 300))))
    #expect(!off.contains { $0.hasPrefix(pop) })
    let setOff = try log(
      scene(
        touches: "  - set: {id: \(pop), isEnabled: false}\n" + drag((6, 300), (300, 300))))
    #expect(setOff.filter { $0.hasPrefix(pop) } == ["\(pop) isEnabled = false"])
  }

  /// A controller's bar button items below the top are made from the start (off screen) and
  /// shown, working, once a pop puts it on top.
  @Test func thePoppedToControllersBarButtons() throws {
    let yaml = scene(
      root:
        "navigationItem: {rightBarButtonItems: [{id: edit, title: Edit, target: Root, action: edit}]}, ",
      touches: drag((6, 300), (300, 300)) + "\n  - tap: [340, 42]")
    let trace = try controlTrace(yaml)
    #expect(trace.object("edit")?.inWindow == false)
    #expect(EventLog.lines(of: trace).contains("Root edit from edit"))
  }

  /// An app's own UIScreenEdgePanGestureRecognizer: `edges` by name, one or a list.
  @Test func anAppsScreenEdgePan() throws {
    let yaml = """
      application: {logs: false}
      window:
        logs: false
        subviews:
          - id: panel
            frame: [0, 0, 375, 667]
            logs: false
            gestureRecognizers:
              - {id: edgePan, class: UIScreenEdgePanGestureRecognizer, edges: EDGES}
      touches:
        - drag: {from: [370, 300], to: [200, 300], duration: 0.3}
        - wait: 0.3
        - drag: {from: [5, 300], to: [200, 300], duration: 0.3}
      """
    let right = try log(yaml.replacingOccurrences(of: "EDGES", with: "right"))
    #expect(right.filter { $0.hasSuffix("began") } == ["edgePan began"])
    #expect(right.filter { $0.contains("touchesBegan") } == ["edgePan touchesBegan touch 1"])
    let both = try log(yaml.replacingOccurrences(of: "EDGES", with: "[left, right]"))
    #expect(both.filter { $0.hasSuffix("began") }.count == 2)
    let none = try log(yaml.replacingOccurrences(of: ", edges: EDGES", with: ""))
    #expect(none.isEmpty)
  }

  @Test func badKeys() {
    let notNav = controlErrors(
      scene(top: "interactivePopGestureRecognizer: {isEnabled: false}, ", touches: "  - wait: 0.1"))
    #expect(notNav.first?.contains("only for a UINavigationController") == true)
    let unknown = controlErrors(
      scene(navKeys: "interactivePopGestureRecognizer: {edges: right}", touches: "  - wait: 0.1"))
    #expect(unknown.first?.contains("edges") == true)
    let edge = controlErrors(
      """
      window:
        gestureRecognizers: [{id: e, class: UIScreenEdgePanGestureRecognizer, edges: middle}]
      touches: [{wait: 0.1}]
      """)
    #expect(
      edge.first?.contains("expected one of top, left, bottom, right, all for 'edges'") == true)
    let onPan = controlErrors(
      """
      window:
        gestureRecognizers: [{id: e, class: UIPanGestureRecognizer, edges: left}]
      touches: [{wait: 0.1}]
      """)
    #expect(onPan.first?.contains("'edges' is not a property of UIPanGestureRecognizer") == true)
    let taken = controlErrors(
      scene(
        content: "[{id: v, gestureRecognizers: [{id: \(pop), class: UITapGestureRecognizer}]}]",
        touches: "  - wait: 0.1"))
    #expect(
      taken.contains {
        $0.contains("duplicate id '\(pop)': a gesture recognizer already has it by default")
      })
    let missing = controlErrors(
      """
      window:
        gestureRecognizers: [{id: t, class: UITapGestureRecognizer, requiresFailureOf: [nav.interactivePopGestureRecognizer]}]
      touches: [{wait: 0.1}]
      """)
    #expect(missing.first?.contains("no gesture recognizer has that id") == true)
  }
}
