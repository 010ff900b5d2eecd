import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceScene

/// A form sheet centred on an iPad follows a drag down: let go far enough, it is dismissed; not
/// far enough, it goes back to the middle; modal in presentation, it stays (device reports and
/// the choice of how far are in SheetGestures.swift and EngineRules). On an 820×1180 iPad the
/// 540×620 sheet rests with its top at 280.
@Suite struct FormSheetDragTests {
  func scene(modal: Bool = false, touches: String) -> String {
    """
    device: {userInterfaceIdiom: pad}
    screen: {width: 820, height: 1180}
    window:
      rootViewController:
        id: Library
        view: {id: libraryView, logs: false}
        presentedViewController:
          id: Settings
          modalPresentationStyle: formSheet
          isModalInPresentation: \(modal)
          sheetPresentationController: {delegate: {id: Library}}
          view:
            id: settingsView
            logs: false
            subviews:
              - {id: list, class: UITableView, frame: [0, 0, 540, 620], logs: false}
    touches:
    \(touches)
    """
  }

  @Test func aLongDragDownDismissesIt() throws {
    let (_, log) = try tracedRun(
      scene(touches: "  - drag: {from: [410, 300], to: [410, 900], duration: 0.4}"))
    #expect(log.contains("Settings.dropShadowView.pan began"))
    #expect(log.contains("Settings dismiss"))
    #expect(log.last == "Library presentationControllerDidDismiss Settings")
  }

  @Test func aShortDragGoesBackToTheMiddle() throws {
    let (_, log) = try tracedRun(
      scene(
        touches: """
            - drag: {from: [410, 300], to: [410, 400], duration: 0.5}
            - wait: 0.5
            - tap: [410, 250]
          """))
    let drag = log.prefix { $0 != "UIWindow hitTest (410, 250)" }
    #expect(drag.contains("Settings.dropShadowView.pan ended"))
    #expect(!drag.contains("Settings dismiss"))
    #expect(!log.contains { $0.contains("selectedDetentIdentifier") })
    // Back at the middle, its top at 280: a tap above it lands on the dimming view and dismisses.
    #expect(log.contains("Settings.dimmingView.tap recognized"))
    #expect(log.contains("Settings dismiss"))
  }

  @Test func aModalOneStays() throws {
    let (_, log) = try tracedRun(
      scene(modal: true, touches: "  - drag: {from: [410, 300], to: [410, 900], duration: 0.4}"))
    #expect(log.contains("Settings.dropShadowView.pan ended"))
    #expect(!log.contains("Settings dismiss"))
    #expect(log.contains("Library presentationControllerDidAttemptToDismiss Settings"))
  }

  /// A drag down on its table scrolled to the top is the sheet's, as in a bottom sheet; a drag
  /// up scrolls the table (a centred sheet has no larger detent to grow to).
  @Test func itsTableHandsADragDownToTheSheet() throws {
    let (_, down) = try tracedRun(
      scene(touches: "  - drag: {from: [410, 400], to: [410, 1000], duration: 0.4}"))
    #expect(down.contains("Settings dismiss"))
    let (_, up) = try tracedRun(
      scene(touches: "  - drag: {from: [410, 800], to: [410, 400], duration: 0.4}"))
    #expect(!up.contains("Settings.dropShadowView.pan began"))
    #expect(!up.contains("Settings dismiss"))
  }
}
