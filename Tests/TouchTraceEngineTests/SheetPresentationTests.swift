import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// Sheets from Swift: `modalPresentationStyle` makes the sheet presentation controller, `present`
/// builds UIKit's views, and the grabber's touch area (UISheetPresentationController.swift holds
/// the sources; the scene-level cases are SheetTests).
@Suite struct SheetPresentationTests {
  func presented(_ configure: (UIViewController) -> Void = { _ in }) -> (TestApp, UIViewController)
  {
    let app = TestApp()
    let sheet = UIViewController(id: "Sheet")
    sheet.modalPresentationStyle = .pageSheet
    configure(sheet)
    #expect(app.controller.present(sheet))
    return (app, sheet)
  }

  /// Apple, sheetPresentationController: there only for a sheet style.
  @Test func onlyASheetHasASheetPresentationController() {
    let c = UIViewController(id: "c")
    #expect(c.sheetPresentationController == nil)
    c.modalPresentationStyle = .formSheet
    #expect(c.sheetPresentationController != nil)
    c.modalPresentationStyle = .fullScreen
    #expect(c.sheetPresentationController == nil)
  }

  /// The presenter's view stays in the window under the sheet's transition view; by default the
  /// sheet rests at the large detent, `sheetLargeDetentTopInset` below the top.
  @Test func presentingBuildsTheSheetOverThePresenter() throws {
    let (app, sheet) = presented()
    #expect(app.window.subviews.map(\.id) == ["rootView", "Sheet.transitionView"])
    let s = try #require(sheet.sheetPresentationController)
    #expect(s.currentDetent == .large)
    #expect(s.dropShadowView.frame == CGRect(x: 0, y: 40, width: 375, height: 627))
    #expect(sheet.view.superview === s.dropShadowView)
    #expect(app.controller.presentedViewController === sheet)
    #expect(sheet.next === app.controller)
  }

  /// The grabber takes touches in a 44 pt square around its 36×5 bar (`sheetGrabberTouchSize`),
  /// so a touch 15 pt below the sheet's top, beside the bar, is the grabber's; one 30 pt below
  /// is the content's.
  @Test func theGrabbersTouchArea() {
    let (app, _) = presented { $0.sheetPresentationController?.prefersGrabberVisible = true }
    let trace = app.run {
      $0.tap(at: CGPoint(x: 205, y: 55))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 205, y: 75))
    }
    #expect(trace.touches.map(\.view) == ["Sheet.grabber", "Sheet.view"])
  }

  /// A tap on the dimming view dismisses: the sheet's views leave the window and the
  /// presentation ends; the presenter no longer presents it.
  @Test func aTapAroundTheSheetDismissesIt() {
    let (app, sheet) = presented()
    let trace = app.run { $0.tap(at: CGPoint(x: 100, y: 20)) }
    #expect(trace.touches.first?.view == "Sheet.dimmingView")
    #expect(app.window.subviews.map(\.id) == ["rootView"])
    #expect(app.controller.presentedViewController == nil)
    #expect(sheet.presentingViewController == nil)
    #expect(trace.events.contains { $0.kind == .change && $0.method == "dismiss" })
  }
}
