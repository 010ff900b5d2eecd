import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// Sheets (issue 25): the views UIKit builds, the dimming view's tap and what may refuse the
/// dismissal, touches through undimmed detents, the sheet's pan and a scroll view's hand-over.
/// Sources are in UISheetPresentationController.swift and SheetGestures.swift.
@Suite struct SheetTests {
  /// A presenter with a button at (20, 120, 335, 44) presenting `Sheet` with `sheet` (the
  /// controller's sheet keys) and `content` (its view's subviews).
  func scene(_ sheet: String, content: String = "[]", touches: String) -> String {
    """
    window:
      rootViewController:
        id: Presenter
        view:
          id: presenterView
          logs: false
          subviews:
            - {id: button, class: UIButton, frame: [20, 120, 335, 44],
               actions: [{event: touchUpInside, target: Presenter, action: tapped}]}
        presentedViewController:
          id: Sheet
          modalPresentationStyle: pageSheet
          \(sheet)
          view: {id: sheetView, logs: false, subviews: \(content)}
    touches:
    \(touches)
    """
  }

  func run(_ yaml: String) throws -> (Trace, [String]) { try tracedRun(yaml) }

  /// The lines of interest: no hit-testing, no moves, no chain of generated views.
  func calls(_ log: [String]) -> [String] {
    log.filter {
      !$0.contains("hitTest") && !$0.contains("pointInside") && !$0.contains("Moved")
        && !$0.hasSuffix(" changed") && !$0.hasPrefix("UI") && !$0.hasPrefix("AppDelegate")
        && !$0.contains("DidScroll")
    }
  }

  /// The hierarchy of a page sheet's Cycript dump: UITransitionView over the presenter's view,
  /// holding UIDimmingView (over the screen) and UIDropShadowView with the
  /// presented view; the medium detent puts the sheet's top at half the screen (Apple,
  /// Detent.medium()).
  @Test func theViewsUIKitBuilds() throws {
    let (trace, _) = try run(
      scene(
        "sheetPresentationController: {detents: [medium, large], prefersGrabberVisible: true}",
        touches: "  - wait: 0.1"))
    let window = try #require(trace.object("UIWindow"))
    #expect(window.subviews == ["presenterView", "Sheet.transitionView"])
    #expect(trace.object("Sheet.transitionView")?.class == "UITransitionView")
    #expect(
      trace.object("Sheet.transitionView")?.subviews == [
        "Sheet.dimmingView", "Sheet.dropShadowView",
      ])
    #expect(trace.object("Sheet.dimmingView")?.class == "UIDimmingView")
    #expect(trace.object("Sheet.dimmingView")?.frame == Rect(0, 0, 375, 667))
    #expect(trace.object("Sheet.dropShadowView")?.frame == Rect(0, 333.5, 375, 333.5))
    #expect(trace.object("Sheet.dropShadowView")?.subviews == ["sheetView", "Sheet.grabber"])
    #expect(trace.object("sheetView")?.frame == Rect(0, 0, 375, 333.5))
    #expect(trace.object("Sheet.grabber")?.frame == Rect(169.5, 5, 36, 5))
    #expect(trace.object("Sheet")?.presentingViewController == "Presenter")
    // The trace's controller fields (present only for a sheet; a full-screen one is as before).
    #expect(trace.object("Sheet")?.modalPresentationStyle == "pageSheet")
    #expect(trace.object("Sheet")?.detents == ["medium", "large"])
    #expect(trace.object("Sheet")?.selectedDetentIdentifier == "medium")
    #expect(trace.object("Sheet")?.largestUndimmedDetentIdentifier == nil)
    #expect(trace.object("Sheet")?.isModalInPresentation == nil)
    #expect(trace.object("Presenter")?.modalPresentationStyle == nil)
  }

  /// Apple, largestUndimmedDetentIdentifier nil: a dimming view at every detent. The tap meant for
  /// the button behind is the dimming view's; its recognizer asks the delegate, and the sheet
  /// goes (UIAdaptivePresentationControllerDelegate's order); the next tap reaches the button.
  @Test func aTapOnTheDimmingViewDismisses() throws {
    let (trace, log) = try run(
      scene(
        "sheetPresentationController: {delegate: {id: Presenter, presentationControllerShouldDismiss: true}}",
        touches: "  - tap: [187, 20]\n  - tap: [187, 142]"))
    #expect(trace.touches.map(\.view) == ["Sheet.dimmingView", "button"])
    #expect(trace.warnings == nil)
    #expect(
      calls(log) == [
        "Sheet.dimmingView.tap touchesBegan touch 1", "Sheet.dimmingView.tap touchesEnded touch 1",
        "Sheet.dimmingView.tap recognized",
        "Presenter presentationControllerShouldDismiss Sheet YES",
        "Presenter presentationControllerWillDismiss Sheet", "Sheet dismiss",
        "Presenter presentationControllerDidDismiss Sheet",
        "button touchesBegan touch 2", "button touchDown", "button touchesEnded touch 2",
        "button touchUpInside", "Presenter tapped from button", "button primaryActionTriggered",
      ])
    let dismissal = try #require(trace.events.first { $0.method == "dismiss" })
    #expect(dismissal.objects?.first { $0.id == "UIWindow" }?.subviews == ["presenterView"])
  }

  /// Apple, isModalInPresentation: no interactive dismissal; the delegate is not asked whether to
  /// dismiss but told of the attempt (presentationControllerDidAttemptToDismiss). The sheet stays.
  @Test func aModalSheetSwallowsTheTap() throws {
    let (trace, log) = try run(
      scene(
        "isModalInPresentation: true\n      sheetPresentationController: {delegate: {id: Presenter, presentationControllerShouldDismiss: true}}",
        touches: "  - tap: [187, 20]\n  - tap: [187, 20]"))
    #expect(trace.touches.map(\.view) == ["Sheet.dimmingView", "Sheet.dimmingView"])
    let delegateCalls = log.filter { $0.hasPrefix("Presenter presentation") }
    #expect(
      delegateCalls
        == Array(repeating: "Presenter presentationControllerDidAttemptToDismiss Sheet", count: 2))
    #expect(!log.contains("Sheet dismiss"))
  }

  /// Apple, presentationControllerShouldDismiss(_:): NO refuses, and the attempt is reported.
  @Test func theDelegateRefuses() throws {
    let (_, log) = try run(
      scene(
        "sheetPresentationController: {delegate: {id: Presenter, presentationControllerShouldDismiss: false}}",
        touches: "  - tap: [187, 20]"))
    #expect(
      log.filter { $0.hasPrefix("Presenter") } == [
        "Presenter presentationControllerShouldDismiss Sheet NO",
        "Presenter presentationControllerDidAttemptToDismiss Sheet",
      ])
  }

  /// Apple, largestUndimmedDetentIdentifier: no dimming view at or below it, and "the undimmed
  /// area around the sheet responds to user interaction": the transition view passes the touch
  /// through to the presenter. At a larger detent the dimming view is back.
  @Test(arguments: [("medium", 142, "button"), ("large", 20, "Sheet.dimmingView")])
  func anUndimmedDetentPassesTouchesThrough(selected: String, y: Int, hit: String) throws {
    let (trace, _) = try run(
      scene(
        "sheetPresentationController: {detents: [medium, large], selectedDetentIdentifier: \(selected), largestUndimmedDetentIdentifier: medium}",
        touches: "  - tap: [187, \(y)]"))
    #expect(trace.touches.first?.view == hit)
    let passed = trace.events.contains {
      $0.kind == .hitTestReturn && $0.object == "Sheet.transitionView" && $0.reason == "passThrough"
    }
    #expect(passed == (selected == "medium"))
  }

  /// Apple, isModalInPresentation: "UIKit ignores events outside the view controller's bounds":
  /// at an undimmed detent the touch stops at the transition view.
  @Test func aModalSheetKeepsUndimmedTouches() throws {
    let (trace, _) = try run(
      scene(
        "isModalInPresentation: true\n      sheetPresentationController: {detents: [medium], largestUndimmedDetentIdentifier: medium}",
        touches: "  - tap: [187, 142]"))
    #expect(trace.touches.first?.view == "Sheet.transitionView")
  }

  /// The sheet's pan: a drag up from the medium detent rests at the large one, logged as the
  /// change of selectedDetentIdentifier and told to the delegate; the dimming view (hidden at an
  /// undimmed medium) shows. A short drag down springs back with no change.
  @Test func dragsChangeTheDetent() throws {
    let (trace, log) = try run(
      scene(
        "sheetPresentationController: {detents: [medium, large], largestUndimmedDetentIdentifier: medium, delegate: {id: Presenter}}",
        touches:
          "  - drag: {from: [187, 400], to: [187, 100], duration: 0.3}\n  - wait: 0.2\n  - drag: {from: [187, 100], to: [187, 160], duration: 0.2, hold: 0.1}"
      ))
    #expect(
      calls(log).filter { !$0.contains("touches") } == [
        "Sheet.dropShadowView.pan began", "Sheet.dropShadowView.pan ended",
        "Sheet selectedDetentIdentifier = large",
        "Presenter sheetPresentationControllerDidChangeSelectedDetentIdentifier Sheet",
        "Sheet.dropShadowView.pan began", "Sheet.dropShadowView.pan ended",
      ])
    // The finger's speed is weighed, so no warning says it is not.
    #expect(trace.warnings == nil)
    let change = try #require(trace.events.first { $0.kind == .change })
    #expect(
      change.objects?.first { $0.id == "Sheet.dropShadowView" }?.frame == Rect(0, 40, 375, 627))
    #expect(change.objects?.first { $0.id == "Sheet.dimmingView" }?.isHidden == false)
  }

  /// A drag down far enough (past `sheetDismissFraction` of the way from the smallest detent to
  /// the bottom) dismisses; a modal sheet springs back and reports the attempt.
  @Test(arguments: [false, true]) func aDragDownDismisses(modal: Bool) throws {
    let (_, log) = try run(
      scene(
        "isModalInPresentation: \(modal)\n      sheetPresentationController: {delegate: {id: Presenter}}",
        touches: "  - drag: {from: [187, 100], to: [187, 500], duration: 0.3}"))
    let delegateCalls = log.filter { $0.hasPrefix("Presenter presentation") }
    #expect(
      delegateCalls
        == (modal
          ? ["Presenter presentationControllerDidAttemptToDismiss Sheet"]
          : [
            "Presenter presentationControllerWillDismiss Sheet",
            "Presenter presentationControllerDidDismiss Sheet",
          ]))
  }

  /// A scroll view in the sheet: scrolled down, a drag down scrolls it and the sheet's pan fails;
  /// at its top, the same drag is the sheet's (the scroll view's pan does not begin).
  @Test func aScrollViewAtItsTopHandsTheDragToTheSheet() throws {
    let list =
      "[{id: list, class: UIScrollView, frame: [0, 0, 375, 627], contentSize: [375, 1600], contentOffset: [0, 120]}]"
    let (trace, log) = try run(
      scene(
        "sheetPresentationController: {delegate: {id: Presenter}}", content: list,
        touches:
          "  - drag: {from: [187, 200], to: [187, 360], duration: 0.3}\n  - wait: 0.2\n  - drag: {from: [187, 200], to: [187, 560], duration: 0.3}"
      ))
    #expect(log.contains("Sheet.dropShadowView.pan failed (list.panGestureRecognizer began first)"))
    #expect(log.contains("list scrollViewWillBeginDragging"))
    #expect(log.filter { $0 == "list scrollViewWillBeginDragging" }.count == 1)
    #expect(log.contains("Sheet dismiss"))
    #expect(trace.touches.map(\.view) == ["list", "list"])
    // The scroll view's pan (silent in the log) says why it failed, in the trace and diagram.
    let refusal = trace.events.first {
      $0.kind == .recognizerState && $0.object == "list.panGestureRecognizer"
        && $0.state == "failed"
    }
    #expect(refusal?.reason == "the sheet takes a drag from the content's top")
  }

  /// Apple, prefersScrollingExpandsWhenScrolledToEdge: true (the default), a drag up on content
  /// at its top grows the sheet instead of scrolling; false, the content scrolls.
  @Test(arguments: [true, false]) func scrollingUpExpandsTheSheet(expands: Bool) throws {
    let list =
      "[{id: list, class: UIScrollView, frame: [0, 0, 375, 333.5], contentSize: [375, 1600]}]"
    let (_, log) = try run(
      scene(
        "sheetPresentationController: {detents: [medium, large], prefersScrollingExpandsWhenScrolledToEdge: \(expands)}",
        content: list, touches: "  - drag: {from: [187, 500], to: [187, 300], duration: 0.3}"))
    #expect(log.contains("Sheet selectedDetentIdentifier = large") == expands)
    #expect(log.contains("list scrollViewWillBeginDragging") == !expands)
  }

  /// Bad sheet keys are located errors.
  @Test func badKeys() {
    let fullScreen = controlErrors(
      scene("sheetPresentationController: {}", touches: "  - wait: 0.1")
        .replacingOccurrences(of: "modalPresentationStyle: pageSheet", with: "logs: true"))
    #expect(fullScreen.first?.contains("needs 'modalPresentationStyle: pageSheet'") == true)
    let selected = controlErrors(
      scene(
        "sheetPresentationController: {detents: [large], selectedDetentIdentifier: medium}",
        touches: "  - wait: 0.1"))
    #expect(selected.first?.contains("must be one of 'detents' (large)") == true)
    let delegate = controlErrors(
      scene("sheetPresentationController: {delegate: {id: Nobody}}", touches: "  - wait: 0.1"))
    #expect(delegate.first?.contains("Nobody") == true)
    let style = controlErrors(
      scene("", touches: "  - wait: 0.1").replacingOccurrences(
        of: "pageSheet", with: "automatic"))
    #expect(
      style.first?.contains("expected one of fullScreen, pageSheet, formSheet, popover") == true)
  }
}
