import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// Sheets, the rest (issue 33, item 10): custom detents, the grabber's tap, an iPad's form sheet
/// and action sheet. Sources are in UISheetPresentationController.swift, SheetGestures.swift and
/// UIAlertController+Popover.swift.
@Suite struct SheetDetentAndIPadTests {
  func sheetScene(
    _ sheet: String, style: String = "pageSheet", device: String = "phone",
    touches: String
  ) -> String {
    """
    device: {userInterfaceIdiom: \(device)}
    window:
      rootViewController:
        id: Presenter
        view:
          id: presenterView
          logs: false
          subviews:
            - {id: button, class: UIButton, frame: [20, 20, 335, 44]}
        presentedViewController:
          id: Sheet
          modalPresentationStyle: \(style)
          sheetPresentationController: \(sheet)
          view: {id: sheetView, logs: false}
    touches:
    \(touches)
    """
  }

  func selections(_ log: [String]) -> [String] {
    log.filter { $0.hasPrefix("Sheet selectedDetentIdentifier") }
  }

  /// Apple, custom(identifier:resolver:): the resolver's value "is a height within the safe area
  /// of the sheet"; the sheet starts at its smallest detent (Apple, selectedDetentIdentifier).
  @Test func aCustomDetentIsAHeight() throws {
    let (trace, _) = try tracedRun(
      sheetScene(
        "{detents: [large, {custom: 200, identifier: peek}]}", touches: "  - wait: 0.1"))
    #expect(trace.object("Sheet.dropShadowView")?.frame == Rect(0, 467, 375, 200))
    #expect(trace.object("Sheet")?.detents == ["large", "peek"])
    #expect(trace.object("Sheet")?.selectedDetentIdentifier == "peek")
  }

  /// Device report (lodev09/react-native-true-sheet pull request 404, "for consistency with iOS
  /// behavior. Tapping the grabber cycles through detents"): next larger, then back to the
  /// smallest.
  @Test func theGrabberCyclesTheDetents() throws {
    let (trace, log) = try tracedRun(
      sheetScene(
        "{detents: [{custom: 200, identifier: peek}, medium, large], prefersGrabberVisible: true}",
        touches: "  - tap: [187, 472]\n  - tap: [187, 338]\n  - tap: [187, 45]"))
    #expect(trace.touches.map(\.view) == ["Sheet.grabber", "Sheet.grabber", "Sheet.grabber"])
    #expect(
      selections(log) == [
        "Sheet selectedDetentIdentifier = medium", "Sheet selectedDetentIdentifier = large",
        "Sheet selectedDetentIdentifier = peek",
      ])
  }

  /// With one detent the grabber's tap changes nothing (EngineRules, "Where Apple is silent").
  @Test func oneDetentTheGrabberDoesNothing() throws {
    let (_, log) = try tracedRun(
      sheetScene("{prefersGrabberVisible: true}", touches: "  - tap: [187, 45]"))
    #expect(selections(log).isEmpty)
    #expect(!log.contains("Sheet dismiss"))
  }

  /// Apple, largestUndimmedDetentIdentifier names a custom detent: no dimming view there, so the
  /// presenter's button gets the tap.
  @Test func anUndimmedCustomDetent() throws {
    let (trace, _) = try tracedRun(
      sheetScene(
        "{detents: [{custom: 200, identifier: peek}, large], largestUndimmedDetentIdentifier: peek}",
        touches: "  - tap: [187, 42]"))
    #expect(trace.touches.map(\.view) == ["button"])
  }

  /// Apple, formSheet: in a regular size class it "centers the view controller's content";
  /// a tap outside is the dimming view's, which dismisses it.
  @Test func anIPadFormSheetIsCentredAndATapOutsideDismisses() throws {
    let (trace, log) = try tracedRun(
      sheetScene(
        "{delegate: {id: Presenter}}", style: "formSheet", device: "pad",
        touches: "  - tap: [20, 20]"))
    // formSheetContentSize 540×620, within the 375×667 screen: as large as the screen allows.
    #expect(trace.object("Sheet.dropShadowView")?.frame == Rect(0, 23.5, 375, 620))
    #expect(trace.touches.first?.view == "Sheet.dimmingView")
    #expect(log.contains("Sheet dismiss"))
    #expect(log.last == "Presenter presentationControllerDidDismiss Sheet")
  }

  /// isModalInPresentation keeps an iPad form sheet up (Apple: it "prevents the interactive
  /// dismissal").
  @Test func aModalFormSheetStays() throws {
    let yaml = sheetScene("{}", style: "formSheet", device: "pad", touches: "  - tap: [20, 20]")
      .replacingOccurrences(
        of: "modalPresentationStyle: formSheet",
        with: "modalPresentationStyle: formSheet\n      isModalInPresentation: true")
    let (_, log) = try tracedRun(yaml)
    #expect(!log.contains("Sheet dismiss"))
  }

  /// A bad custom detent and an unknown selected identifier are located errors.
  @Test func badDetentsAreLocated() {
    let noHeight = sheetScene("{detents: [{identifier: peek}]}", touches: "  - wait: 0.1")
    expectError(noHeight, on: "{identifier: peek}", "a custom detent needs 'custom'")
    let negative = sheetScene("{detents: [{custom: -5}]}", touches: "  - wait: 0.1")
    #expect(!controlErrors(negative).isEmpty)
    let unknown = sheetScene(
      "{detents: [{custom: 200, identifier: peek}], selectedDetentIdentifier: peak}",
      touches: "  - wait: 0.1")
    expectError(unknown, on: "peak}", "'selectedDetentIdentifier' must be one of 'detents' (peek)")
  }

  /// An action sheet on an iPad is a popover from its source, without its cancel button; a tap
  /// outside dismisses it and runs the cancel handler (UIKit's
  /// _UIAlertControllerActionSheetRegularPresentationController, decompiled).
  @Test func anIPadActionSheetIsAPopover() throws {
    let yaml = """
      device: {userInterfaceIdiom: pad}
      screen: {width: 820, height: 1180}
      window:
        rootViewController:
          id: Compose
          navigation: {closeTapped: {present: Draft}}
          view:
            id: composeView
            logs: false
            subviews:
              - {id: close, class: UIButton, frame: [20, 30, 80, 44],
                 actions: [{event: touchUpInside, target: Compose, action: closeTapped}]}
      storyboard:
        - id: Draft
          class: UIAlertController
          preferredStyle: actionSheet
          popoverPresentationController: {sourceView: close}
          actions: [{title: Delete, style: destructive}, {title: Cancel, style: cancel}]
      touches:
        - tap: [60, 52]
        - wait: 0.4
        - tap: [600, 800]
      """
    let (trace, log) = try tracedRun(yaml)
    let present = try #require(trace.events.first { $0.kind == .change })
    #expect(present.objects?.first { $0.id == "Draft.view" }?.superview == "Draft.popoverView")
    #expect(present.objects?.first { $0.id == "Draft.action1" }?.isHidden == true)
    #expect(trace.touches.last?.view == "Draft.dimmingView")
    #expect(log.suffix(2) == ["Draft dismiss", "Draft handler Cancel"])
  }
}
