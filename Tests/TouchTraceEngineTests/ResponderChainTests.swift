import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// `next`, as Apple's "Using responders and the responder chain to handle events" and seeds 003
/// and 004 describe it.
@Suite struct ResponderChainTests {
  /// Seed 000, 图三: "UIView->ViewController->UIWindow->UIApplication->AppDelegate".
  @Test func aButtonClimbsToTheAppDelegate() {
    let app = TestApp { root in
      root.addSubview(UIButton(id: "btn", frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    }
    let chain = app.root.find("btn")!.responderChain.map(\.id)
    #expect(
      chain == ["btn", "rootView", "ViewController", "UIWindow", "UIApplication", "AppDelegate"])
  }

  /// A scene-based app (`makeWindowScene`): the window's next is its UIWindowScene, the scene's
  /// the application (the device print cited on UIWindowScene: "UIWindow -> UIWindowScene ->
  /// UIApplication -> AppDelegate"); the trace lists the scene with its role.
  @Test func aSceneBasedAppPutsItsSceneAfterTheWindow() {
    let app = TestApp { root in
      root.addSubview(UIButton(id: "btn", frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    }
    app.app.makeWindowScene()
    #expect(
      app.root.find("btn")!.responderChain.map(\.id).suffix(4) == [
        "UIWindow", "UIWindowScene", "UIApplication", "AppDelegate",
      ])
    let trace = app.run { $0.wait(0.1) }
    #expect(trace.object("UIWindowScene")?.role == .windowScene)
    #expect(app.app.allResponders.contains { $0.id == "UIWindowScene" })
  }

  /// Seed 004 rule 5: with no delegate responder the chain ends at the application.
  @Test func withoutADelegateTheApplicationIsLast() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let app = UIApplication(delegate: nil)
    app.keyWindow = window
    #expect(window.responderChain.map(\.id) == ["UIWindow", "UIApplication"])
  }

  /// Seed 004 rule 2 / seed 003: a child controller's view added to another view: the view's next
  /// is its controller, and the controller's next is that view's superview.
  @Test func aChildControllerLeadsToItsContainerView() {
    let app = TestApp { root in view("container", 0, 0, 200, 200, in: root) }
    let child = UIViewController(id: "child", view: UIView(id: "childView"))
    app.controller.addChild(child, in: app.root.find("container")!)
    #expect(
      child.view.responderChain.map(\.id) == [
        "childView", "child", "container", "rootView", "ViewController", "UIWindow",
        "UIApplication", "AppDelegate",
      ])
    #expect(child.view.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
  }

  /// Seed 004 rules 3–4: a navigation controller's top child's view sits in UIKit's wrapper views;
  /// the navigation controller's next is the window. Controllers below the top have no view on
  /// screen, so their next is nil.
  @Test func navigationControllerContainsItsChildren() {
    let first = UIViewController(id: "first", view: UIView(id: "firstView"))
    let top = UIViewController(id: "top", view: UIView(id: "topView"))
    let nav = UINavigationController(id: "nav", viewControllers: [first, top])
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let app = UIApplication()
    window.rootViewController = nav
    app.keyWindow = window
    #expect(
      top.view.responderChain.map(\.id) == [
        "topView", "top", "nav.wrapperView", "nav.transitionView", "nav.layoutContainerView", "nav",
        "UIWindow",
        "UIApplication", "AppDelegate",
      ])
    #expect(first.next == nil)
    #expect(top.view.frame == window.bounds)
    #expect(nav.bar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
  }

  /// The same for a tab bar controller: the selected tab is on screen.
  @Test func tabBarControllerShowsTheSelectedTab() {
    let a = UIViewController(id: "a", view: UIView(id: "aView"))
    let b = UIViewController(id: "b", view: UIView(id: "bView"))
    let tabs = UITabBarController(id: "tabs", viewControllers: [a, b], selectedIndex: 1)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = tabs
    #expect(b.view.window === window)
    #expect(a.view.window == nil)
    #expect(b.next?.id == "tabs.wrapperView")
    #expect(tabs.next === window)
    #expect(tabs.bar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
  }

  /// Apple: "If the view controller was presented by another view controller, the next responder is
  /// the presenting view controller." Full screen: the presenter's view leaves the window, and the
  /// root controller's next stays the window.
  @Test func aPresentedControllerLeadsToItsPresenter() {
    let app = TestApp { _ in }
    let modal = UIViewController(id: "modal", view: UIView(id: "modalView"))
    app.controller.present(modal)
    #expect(
      modal.view.responderChain.map(\.id) == [
        "modalView", "modal", "ViewController", "UIWindow", "UIApplication", "AppDelegate",
      ])
    #expect(app.root.window == nil)
    #expect(modal.view.frame == app.window.bounds)
    #expect(app.run { $0.tap(at: CGPoint(x: 5, y: 5)) }.touches.first?.view == "modalView")
  }

  /// A controller presented from a child is presented by the root of its containment tree (UIKit).
  @Test func presentingFromAChildUsesTheRootController() {
    let app = TestApp { root in view("container", 0, 0, 100, 100, in: root) }
    let child = UIViewController(id: "child")
    app.controller.addChild(child, in: app.root.find("container")!)
    let modal = UIViewController(id: "modal")
    child.present(modal)
    #expect(modal.presentingViewController === app.controller)
  }

  /// The trace records each touch's chain as it stood at touch-down.
  @Test func theTraceRecordsTheChain() {
    let app = TestApp { root in view("box", 0, 0, 100, 100, in: root) }
    let trace = app.run { $0.tap(at: CGPoint(x: 1, y: 1)) }
    #expect(
      trace.touches.first?.responderChain == [
        "box", "rootView", "ViewController", "UIWindow", "UIApplication", "AppDelegate",
      ])
    #expect(trace.object("ViewController")?.next == "UIWindow")
    #expect(trace.object("AppDelegate")?.next == nil)
  }
}
