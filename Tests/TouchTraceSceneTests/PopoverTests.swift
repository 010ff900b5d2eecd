import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// Popovers (issue 33, item 10): UIPopoverPresentationController's views, where it goes, a tap
/// outside, passthrough views, the delegate's answers and the iPhone's adaptation. Sources are in
/// UIPopoverPresentationController.swift and UIPresentationController.swift.
@Suite struct PopoverTests {
  /// An editor with a Bold button (560, 30, 80, 44) and a Format button (660, 30, 120, 44) whose
  /// action presents `Format` as a popover with `popover` (its popoverPresentationController's
  /// keys), on `device`.
  func scene(
    _ popover: String, device: String = "{userInterfaceIdiom: pad}",
    controller: String = "", touches: String
  ) -> String {
    """
    device: \(device)
    screen: {width: 820, height: 1180}
    window:
      rootViewController:
        id: Editor
        navigation:
          formatTapped: {present: Format}
        view:
          id: editorView
          logs: false
          subviews:
            - {id: bold, class: UIButton, frame: [560, 30, 80, 44]}
            - {id: formatButton, class: UIButton, frame: [660, 30, 120, 44],
               actions: [{event: touchUpInside, target: Editor, action: formatTapped}]}
    storyboard:
      - id: Format
        modalPresentationStyle: popover
        preferredContentSize: [320, 400]
        popoverPresentationController: \(popover)
        \(controller)
        view: {id: formatView, logs: false}
    touches:
      - tap: [720, 52]
      - wait: 0.4
    \(touches)
    """
  }

  /// Without hit-testing: what happened.
  func calls(_ log: [String]) -> [String] {
    log.filter {
      !$0.contains("hitTest") && !$0.contains("pointInside") && !$0.hasPrefix("UI")
        && !$0.hasPrefix("AppDelegate")
    }
  }

  /// Apple, UIModalPresentationStyle.popover: "In a horizontally regular environment, this style
  /// displays the view controller in a popover view"; its views as UIKit's runtime headers name
  /// them, the popover below its source with the arrow up, pointing at the source's centre.
  @Test func theViewsAndWhereThePopoverGoes() throws {
    let (trace, _) = try tracedRun(scene("{sourceView: formatButton}", touches: "  - wait: 0.1"))
    let present = try #require(trace.events.first { $0.kind == .change })
    func object(_ id: String) -> TraceObject? { present.objects?.first { $0.id == id } }
    #expect(
      object("Format.transitionView")?.subviews == [
        "Format.dimmingView", "Format.popoverView",
      ])
    #expect(object("Format.popoverView")?.class == "_UIPopoverView")
    #expect(object("Format.popoverView")?.subviews == ["Format.popoverView.chrome", "formatView"])
    // 320 wide, centred on the button's 720 but kept 10 pt from the screen's right edge; below
    // the button (its maxY 74), 400 high plus the 13 pt arrow.
    #expect(object("Format.popoverView")?.frame == Rect(490, 74, 320, 413))
    #expect(object("formatView")?.frame == Rect(0, 13, 320, 400))
    let chrome = try #require(object("Format.popoverView.chrome"))
    #expect(chrome.class == "_UIPopoverStandardChromeView")
    #expect(chrome.arrowDirection == "up")
    #expect(chrome.arrowOffset == 70)
    #expect(trace.object("Format")?.modalPresentationStyle == "popover")
  }

  /// Apple: "taps outside the popover cause the popover to be dismissed"; the dimming view's tap
  /// asks the delegate first (UIKit's dimmingViewWasTapped:, decompiled).
  @Test func aTapOutsideDismisses() throws {
    let (trace, log) = try tracedRun(
      scene("{sourceView: formatButton, delegate: {id: Editor}}", touches: "  - tap: [200, 600]"))
    #expect(
      calls(log).suffix(6) == [
        "Format.dimmingView.tap touchesBegan touch 2",
        "Format.dimmingView.tap touchesEnded touch 2",
        "Format.dimmingView.tap recognized",
        "Editor presentationControllerWillDismiss Format", "Format dismiss",
        "Editor presentationControllerDidDismiss Format",
      ])
    #expect(trace.touches.last?.view == "Format.dimmingView")
  }

  /// Apple, passthroughViews: UIKit continues "dispatching touch event to the views you
  /// specified"; UIDimmingView hit-tests them only when the touch would be its own, so the
  /// popover stays.
  @Test func aPassthroughViewGetsTheTouch() throws {
    let (trace, log) = try tracedRun(
      scene(
        "{sourceView: formatButton, passthroughViews: [bold]}",
        touches: "  - tap: [600, 52]\n  - tap: [200, 600]"))
    #expect(trace.touches.map(\.view) == ["formatButton", "bold", "Format.dimmingView"])
    #expect(log.contains("bold touchUpInside"))
    #expect(log.filter { $0 == "Format dismiss" }.count == 1)
    #expect(log.last == "Format dismiss")
  }

  /// A delegate that answers NO to presentationControllerShouldDismiss, and a controller modal in
  /// presentation: the popover stays (Apple, presentationControllerDidAttemptToDismiss).
  @Test func theDelegateOrModalityRefuses() throws {
    let (_, refused) = try tracedRun(
      scene(
        "{sourceView: formatButton, delegate: {id: Editor, presentationControllerShouldDismiss: false}}",
        touches: "  - tap: [200, 600]"))
    #expect(
      calls(refused).suffix(2) == [
        "Editor presentationControllerShouldDismiss Format NO",
        "Editor presentationControllerDidAttemptToDismiss Format",
      ])
    let (_, modal) = try tracedRun(
      scene(
        "{sourceView: formatButton, delegate: {id: Editor}}",
        controller: "isModalInPresentation: true", touches: "  - tap: [200, 600]"))
    #expect(!modal.contains("Format dismiss"))
    #expect(modal.last == "Editor presentationControllerDidAttemptToDismiss Format")
  }

  /// Apple, UIModalPresentationStyle.popover: on a compact screen it "behaves the same as
  /// UIModalPresentationStyle.formSheet" (a sheet from the bottom); `.none` from
  /// adaptivePresentationStyle keeps the popover.
  @Test func anIPhoneAdaptsUnlessTheDelegateSaysNone() throws {
    let phone = "{userInterfaceIdiom: phone}"
    let (sheet, _) = try tracedRun(
      scene("{sourceView: formatButton}", device: phone, touches: "  - wait: 0.1"))
    #expect(sheet.object("Format.dropShadowView") != nil)
    #expect(sheet.object("Format.popoverView") == nil)
    let (popover, _) = try tracedRun(
      scene(
        "{sourceView: formatButton, delegate: {id: Editor, adaptivePresentationStyle: none}}",
        device: phone, touches: "  - wait: 0.1"))
    #expect(popover.object("Format.popoverView") != nil)
    #expect(popover.object("Format.dropShadowView") == nil)
  }

  /// With no room below the source, the popover goes above it, its arrow down.
  @Test func noRoomBelowPutsItAbove() throws {
    let (trace, _) = try tracedRun(
      scene(
        "{sourceView: formatButton, sourceRect: [0, 0, 120, 44], permittedArrowDirections: [up, down]}",
        controller: "", touches: "  - wait: 0.1"
      ).replacingOccurrences(of: "frame: [660, 30, 120, 44]", with: "frame: [660, 1000, 120, 44]")
        .replacingOccurrences(of: "tap: [720, 52]", with: "tap: [720, 1022]"))
    let present = try #require(trace.events.first { $0.kind == .change })
    let chrome = try #require(present.objects?.first { $0.id == "Format.popoverView.chrome" })
    #expect(chrome.arrowDirection == "down")
    #expect(
      present.objects?.first { $0.id == "Format.popoverView" }?.frame == Rect(490, 587, 320, 413))
  }

  /// Bad input is located: the popover's keys need the popover style and a source view; names
  /// are checked.
  @Test func badPopoverKeysAreLocated() {
    let wrongStyle = scene("{sourceView: formatButton}", touches: "")
      .replacingOccurrences(
        of: "modalPresentationStyle: popover", with: "modalPresentationStyle: pageSheet")
    expectError(
      wrongStyle, on: "popoverPresentationController:",
      "'popoverPresentationController' needs 'modalPresentationStyle: popover'")
    let noSource = scene("{passthroughViews: [bold]}", touches: "")
    expectError(noSource, on: "{passthroughViews", "needs a 'sourceView'")
    let badSide = scene("{sourceView: formatButton, permittedArrowDirections: [upp]}", touches: "")
    expectError(badSide, on: "upp]", "did you mean 'up'?")
    let unknown = scene("{sourceView: formatButon}", touches: "")
    expectError(unknown, on: "formatButon}", "did you mean 'formatButton'?")
    let none = scene("{sourceView: formatButton}", touches: "")
      .replacingOccurrences(
        of: "modalPresentationStyle: popover", with: "modalPresentationStyle: none")
    #expect(controlErrors(none).contains { $0.contains("'modalPresentationStyle'") })
  }
}
