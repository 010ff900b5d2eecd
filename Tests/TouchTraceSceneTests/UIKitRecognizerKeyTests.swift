import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// UIKit's own recognizers and delegates, addressable from a scene: a scroll view's
/// `panGestureRecognizer` in `requiresFailureOf` and in a controller's `viewDidLoad`
/// `require(toFail:)`, and a tab bar controller's `tabBarController(_:shouldSelect:)`.
@Suite struct UIKitRecognizerKeyTests {
  /// A navigation controller two deep whose top holds a horizontal scroll view (`photos`, wider
  /// content) across the screen; `top` are Top's extra keys.
  func scene(top: String = "", touches: String) -> String {
    """
    application: {logs: false}
    constants: {moveInterval: 0.05}
    window:
      logs: false
      rootViewController:
        id: nav
        class: UINavigationController
        viewControllers:
          - {id: Root, view: {id: rootView, logs: false}}
          - id: Top
            \(top)
            view:
              id: topView
              logs: false
              subviews:
                - {id: photos, class: UIScrollView, frame: [0, 100, 375, 300], contentSize: [1500, 300], logs: false}
    touches:
    \(touches)
    """
  }

  /// Whether the photos scrolled (their `contentOffset` changed).
  func scrolled(_ trace: Trace) -> Bool {
    trace.events.contains { $0.kind == .scroll && $0.object == "photos" && $0.method == nil }
  }

  let edgeDrag = "  - drag: {from: [6, 250], to: [260, 260], duration: 0.3}"

  /// The id UIKit's pan has: the scroll view's with `.panGestureRecognizer` (its property).
  @Test func theScrollViewsPanHasItsPropertysName() throws {
    let trace = try controlTrace(scene(touches: "  - wait: 0.1"))
    #expect(
      trace.object("photos.panGestureRecognizer")?.class == "UIScrollViewPanGestureRecognizer")
  }

  /// Without the fix, the scroll view's pan begins first (10 pt against the edge pan's 15 pt) and
  /// the swipe back fails: the photos scroll and nothing pops (SystemGestures, "Swipe back").
  @Test func withoutTheFixTheScrollViewWins() throws {
    let trace = try controlTrace(scene(touches: edgeDrag))
    #expect(!EventLog.lines(of: trace).contains("nav popViewController Top"))
    #expect(scrolled(trace))
  }

  /// Apple, require(toFail:): "Creates a dependency relationship between the gesture recognizer
  /// and another gesture recognizer"; UIGestureRecognizer.h: it "will prevent this gesture's
  /// actions from being called until otherGestureRecognizer transitions to
  /// UIGestureRecognizerStateFailed", and if the other begins or recognizes "this recognizer will
  /// instead transition to UIGestureRecognizerStateFailed". With
  /// `photos.panGestureRecognizer.require(toFail: nav.interactivePopGestureRecognizer)` a drag
  /// from the edge pops and the photos do not scroll; a drag mid-screen (the pop gesture never
  /// sees it) still scrolls.
  @Test func viewDidLoadsRequireToFailLetsTheSwipeBackWin() throws {
    let top = """
      viewDidLoad:
                  - {require: photos.panGestureRecognizer, toFail: nav.interactivePopGestureRecognizer}
      """
    let trace = try controlTrace(scene(top: top, touches: edgeDrag))
    let lines = EventLog.lines(of: trace)
    #expect(lines.contains("nav popViewController Top"))
    #expect(!scrolled(trace))
    #expect(
      trace.object("photos.panGestureRecognizer")?.requiresFailureOf == [
        "nav.interactivePopGestureRecognizer"
      ])
    let middle = "  - drag: {from: [300, 250], to: [100, 250], duration: 0.3}"
    #expect(scrolled(try controlTrace(scene(top: top, touches: middle))))
  }

  /// The other direction: the pop gesture's own `requiresFailureOf` names the scroll view's pan
  /// (UIKit's id), so the scroll view wins even at the edge and nothing pops.
  @Test func requiresFailureOfNamesTheScrollViewsPan() throws {
    let yaml = scene(touches: edgeDrag).replacingOccurrences(
      of: "class: UINavigationController",
      with:
        "class: UINavigationController\n    interactivePopGestureRecognizer: {requiresFailureOf: [photos.panGestureRecognizer]}"
    )
    let trace = try controlTrace(yaml)
    #expect(
      trace.object("nav.interactivePopGestureRecognizer")?.requiresFailureOf == [
        "photos.panGestureRecognizer"
      ])
    #expect(!EventLog.lines(of: trace).contains("nav popViewController Top"))
  }

  /// A misspelt recognizer in `viewDidLoad` is a located error with "did you mean".
  @Test func anUnknownRecognizerIsAnError() {
    let yaml = scene(
      top:
        "viewDidLoad: [{require: photos.panGestureRecogniser, toFail: nav.interactivePopGestureRecognizer}]",
      touches: edgeDrag)
    expectError(
      yaml, at: pos(yaml, "photos.panGestureRecogniser"),
      "'require' names 'photos.panGestureRecogniser', but no gesture recognizer has that id; did you mean 'photos.panGestureRecognizer'?"
    )
  }

  /// Two tabs, Albums a navigation controller two deep; `delegate` the tab bar's delegate.
  func tabs(delegate: String, touches: String) -> String {
    """
    application: {logs: false}
    window:
      logs: false
      rootViewController:
        id: tabs
        class: UITabBarController
        delegate: \(delegate)
        viewControllers:
          - id: albumsNav
            class: UINavigationController
            viewControllers:
              - {id: Albums, view: {id: albumsView, logs: false}}
              - {id: Album, view: {id: albumView, logs: false}}
          - {id: Search, view: {id: searchView, logs: false}}
    touches:
    \(touches)
    """
  }

  /// Apple, tabBarController(_:shouldSelect:): "Asks the delegate whether the specified view
  /// controller should be made active"; NO per tab keeps Search from being selected, and the
  /// answer is logged under the delegate's id.
  @Test func shouldSelectPerTab() throws {
    let trace = try controlTrace(
      tabs(delegate: "{id: tabs, shouldSelect: {Search: false}}", touches: "  - tap: [281, 642]"))
    let lines = EventLog.lines(of: trace)
    #expect(lines.contains("tabs shouldSelect Search NO"))
    #expect(!trace.events.contains { $0.kind == .valueChange && $0.property == "selectedIndex" })
  }

  /// A delegate that answers NO for every tab keeps a tap on the selected tab from popping its
  /// navigation controller to the root (the common fix for that behaviour).
  @Test func shouldSelectNoKeepsTheReselectPop() throws {
    let lines = EventLog.lines(
      of: try controlTrace(
        tabs(delegate: "{id: tabs, shouldSelect: false}", touches: "  - tap: [94, 642]")))
    #expect(lines.contains("tabs shouldSelect albumsNav NO"))
    #expect(!lines.contains { $0.contains("popToRootViewController") })
    let allowed = EventLog.lines(
      of: try controlTrace(
        tabs(delegate: "{id: tabs, shouldSelect: true}", touches: "  - tap: [94, 642]")))
    #expect(allowed.contains("albumsNav popToRootViewController Album"))
  }

  /// `delegate` belongs to a tab bar controller; a tab it names must be a controller.
  @Test func delegateErrors() {
    let onNav = scene(top: "delegate: {id: Top}", touches: edgeDrag)
    expectError(onNav, at: pos(onNav, "{id: Top}"), "'delegate' is only for a UITabBarController")
    let unknown = tabs(
      delegate: "{id: tabs, shouldSelect: {Serch: false}}", touches: "  - wait: 0.1")
    expectError(
      unknown, at: pos(unknown, "Serch"),
      "'shouldSelect' names 'Serch', but no controller has that id; did you mean 'Search'?")
  }
}
