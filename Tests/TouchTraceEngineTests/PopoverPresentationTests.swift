import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// Popovers from Swift: `modalPresentationStyle = .popover` makes the
/// `popoverPresentationController`, `present` builds UIKit's views beside the source on an iPad
/// and adapts to a sheet on an iPhone (UIPopoverPresentationController.swift holds the sources;
/// the scene-level cases are PopoverTests).
@Suite struct PopoverPresentationTests {
  /// An app whose root view holds a source button at (300, 40, 60, 44) and a passthrough view at
  /// (20, 40, 60, 44), presenting `Popover` from the source on `idiom`.
  func presented(_ idiom: UIUserInterfaceIdiom, passthrough: Bool = false)
    -> (TestApp, UIViewController)
  {
    let app = TestApp { root in
      root.addSubview(UIButton(id: "source", frame: CGRect(x: 300, y: 40, width: 60, height: 44)))
      root.addSubview(UIButton(id: "bold", frame: CGRect(x: 20, y: 40, width: 60, height: 44)))
    }
    app.app.device = UIDevice(userInterfaceIdiom: idiom)
    let popover = UIViewController(id: "Popover")
    popover.modalPresentationStyle = .popover
    popover.preferredContentSize = CGSize(width: 200, height: 100)
    let controller = popover.popoverPresentationController
    controller?.sourceView = app.root.subviews.first
    if passthrough { controller?.passthroughViews = [app.root.subviews[1]] }
    #expect(app.controller.present(popover))
    return (app, popover)
  }

  /// Apple, popoverPresentationController: there only for the popover style.
  @Test func onlyAPopoverHasAPopoverPresentationController() {
    let c = UIViewController(id: "c")
    #expect(c.popoverPresentationController == nil)
    c.modalPresentationStyle = .popover
    #expect(c.popoverPresentationController != nil)
    #expect(c.sheetPresentationController == nil)
    c.modalPresentationStyle = .pageSheet
    #expect(c.popoverPresentationController == nil)
  }

  /// On an iPad: below the source, centred on it within the 10 pt margin, the arrow up.
  @Test func onAnIPadItSitsBesideItsSource() throws {
    let (app, popover) = presented(.pad)
    let p = try #require(popover.popoverPresentationController)
    #expect(app.window.subviews.map(\.id) == ["rootView", "Popover.transitionView"])
    #expect(p.arrowDirection == .up)
    #expect(p.popoverView.frame == CGRect(x: 165, y: 84, width: 200, height: 113))
    #expect(popover.view.superview === p.popoverView)
  }

  /// A tap outside dismisses; one on a passthrough view is that view's and the popover stays.
  @Test func passthroughViewsAndTapsOutside() {
    let (app, popover) = presented(.pad, passthrough: true)
    let trace = app.run {
      $0.tap(at: CGPoint(x: 50, y: 60))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 50, y: 400))
    }
    #expect(trace.touches.map(\.view) == ["bold", "Popover.dimmingView"])
    #expect(popover.presentingViewController == nil)
  }

  /// On an iPhone the popover is its adaptive sheet; `.none` from the delegate keeps it.
  @Test func onAnIPhoneItAdapts() throws {
    let (_, adapted) = presented(.phone)
    let p = try #require(adapted.popoverPresentationController)
    #expect(adapted.view.superview === p.adaptiveSheetPresentationController.dropShadowView)
    #expect(p.popoverView.window == nil)
    let app = TestApp()
    let kept = UIViewController(id: "Kept")
    kept.modalPresentationStyle = .popover
    kept.popoverPresentationController?.sourceView = app.root
    kept.popoverPresentationController?.adaptivePresentationStyle = UIModalPresentationStyle.none
    #expect(app.controller.present(kept))
    #expect(kept.view.superview === kept.popoverPresentationController?.popoverView)
  }
}
