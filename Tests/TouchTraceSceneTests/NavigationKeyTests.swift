import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// A controller's `navigation:` and the `storyboard:` controllers it shows, from a scene file
/// (the engine's rules and sources: ActionNavigation.swift, ActionNavigationTests).
@Suite struct NavigationKeyTests {
  /// A navigation controller whose inbox has an Open button (target Inbox, action `open`) and a
  /// table it is the delegate of; `inbox` are Inbox's extra keys, `storyboard` the storyboard.
  func scene(inbox: String, storyboard: String, touches: String = "  - tap: [100, 90]") -> String {
    """
    application: {logs: false}
    window:
      logs: false
      rootViewController:
        id: nav
        class: UINavigationController
        viewControllers:
          - id: Inbox
            title: Inbox
            \(inbox)
            view:
              id: inboxView
              logs: false
              subviews:
                - id: openButton
                  class: UIButton
                  frame: [0, 64, 375, 50]
                  logs: false
                  actions: [{event: touchUpInside, target: Inbox, action: open}]
                - id: list
                  class: UITableView
                  frame: [0, 200, 375, 300]
                  delegate: Inbox
                  logs: false
                  subviews: [{id: row0, class: UITableViewCell, logs: false}]
    storyboard:
    \(storyboard)
    touches:
    \(touches)
    """
  }

  let message = """
      - id: Message
        title: Message
        navigation: {close: popViewController}
        navigationItem:
          rightBarButtonItems: [{id: closeItem, title: Close, target: Message, action: close}]
        view: {id: messageView, logs: false}
    """

  /// The push from a button's action, then the pushed controller's own bar button pops it.
  @Test func aButtonPushesAndABarButtonPops() throws {
    let yaml = scene(
      inbox: "navigation: {open: {pushViewController: Message}}", storyboard: message,
      touches:
        "  - tap: [100, 90]\n  - wait: 0.4\n  - tap: [340, 42]\n  - wait: 0.4\n  - tap: [100, 90]")
    let trace = try controlTrace(yaml)
    let lines = EventLog.lines(of: trace).filter {
      !$0.contains("hitTest") && !$0.contains("pointInside")
    }
    #expect(lines.contains("Inbox open from openButton"))
    #expect(lines.contains("Message close from closeItem"))
    #expect(
      lines.filter { $0.hasPrefix("nav ") } == [
        "nav pushViewController Message", "nav popViewController Message",
        "nav pushViewController Message",
      ])
    #expect(trace.touches.map(\.view) == ["openButton", "closeItem", "openButton"])
    // The pushed controller's views and bar button are in the trace from the start.
    #expect(trace.object("closeItem")?.inWindow == false)
    #expect(trace.object("Message")?.parent == nil)
  }

  /// `didSelectRowAt` as the table's delegate presents a storyboard navigation controller, whose
  /// root's button dismisses it.
  @Test func aRowPresentsAndAButtonDismisses() throws {
    let compose = """
        - id: composeNav
          class: UINavigationController
          viewControllers:
            - id: Compose
              navigation: {cancel: dismiss}
              view:
                id: composeView
                logs: false
                subviews:
                  - {id: cancelButton, class: UIButton, frame: [0, 64, 100, 44], logs: false, actions: [{event: touchUpInside, target: Compose, action: cancel}]}
      """
    let yaml = scene(
      inbox: "navigation: {didSelectRowAt: {present: composeNav}}", storyboard: compose,
      touches:
        "  - tap: [100, 220]\n  - wait: 0.4\n  - tap: [50, 80]\n  - wait: 0.4\n  - tap: [100, 90]")
    let trace = try controlTrace(yaml)
    let lines = EventLog.lines(of: trace)
    #expect(lines.contains("Inbox present composeNav"))
    #expect(lines.contains("composeNav dismiss"))
    #expect(trace.touches.map(\.view) == ["row0.contentView", "cancelButton", "openButton"])
  }

  /// A method nothing sends to the controller is a located error with the nearest one it is sent.
  @Test func aMethodNothingSendsIsAnError() {
    let yaml = scene(
      inbox: "navigation: {opne: {pushViewController: Message}}", storyboard: message)
    expectError(
      yaml, at: pos(yaml, "opne"),
      "'navigation' of 'Inbox' has 'opne', but no control, gesture recognizer or bar button item sends that action to 'Inbox'"
    )
    #expect(errors(yaml).first?.hasSuffix("did you mean 'open'?") == true)
  }

  /// An unknown controller id, with "did you mean"; a controller on screen; a pushed container.
  @Test func theControllerShownIsChecked() {
    let unknown = scene(
      inbox: "navigation: {open: {pushViewController: Mesage}}", storyboard: message)
    expectError(
      unknown, at: pos(unknown, "Mesage}"),
      "'pushViewController' names 'Mesage', but no controller has that id; did you mean 'Message'?")
    let onScreen = scene(inbox: "navigation: {open: {present: nav}}", storyboard: message)
    expectError(
      onScreen, at: pos(onScreen, "open: {"), "'present' names 'nav', which is not in 'storyboard'")
    let container = scene(
      inbox: "navigation: {open: {pushViewController: other}}",
      storyboard: "  - {id: other, class: UITabBarController, viewControllers: [{id: tab}]}")
    expectError(
      container, at: pos(container, "open: {"), "a UITabBarController, which cannot be pushed")
  }

  /// The call's own form: `pushViewController` needs its controller, a scalar must be one of the
  /// three calls that need none, one call per method.
  @Test func theCallsForm() {
    let bare = scene(inbox: "navigation: {open: pushViewController}", storyboard: message)
    expectError(
      bare, at: pos(bare, "pushViewController}"),
      "'pushViewController' needs the controller it shows")
    let typo = scene(inbox: "navigation: {open: dismis}", storyboard: message)
    expectError(typo, at: pos(typo, "dismis}"), "did you mean 'dismiss'?")
    let both = scene(
      inbox: "navigation: {open: {pushViewController: Message, present: Message}}",
      storyboard: message)
    expectError(
      both, at: pos(both, "{pushViewController: Message, p"),
      "takes one of 'pushViewController' or 'present', found 2")
  }
}

/// A controller's view removed: a child controller's, as Apple's "Remove a child view controller"
/// begins (`child.view.removeFromSuperview()`); not the view of a controller UIKit lays out.
@Suite struct ControllerViewRemovalTests {
  func scene(remove id: String) -> String {
    """
    application: {logs: false}
    window:
      logs: false
      rootViewController:
        id: Parent
        view:
          id: parentView
          logs: false
          subviews: [{id: container, frame: [0, 100, 375, 200], logs: false}]
        children:
          - in: container
            controller: {id: Banner, view: {id: bannerView, logs: false}}
    touches:
      - tap: [100, 150]
      - remove: \(id)
      - tap: [100, 150]
    """
  }

  /// The child's view leaves: the next touch lands on the container under it.
  @Test func aChildsViewMayBeRemoved() throws {
    let trace = try controlTrace(scene(remove: "bannerView"))
    #expect(trace.touches.map(\.view) == ["bannerView", "container"])
  }

  @Test func theRootViewOfAControllerUIKitLaysOutMayNot() {
    let yaml = scene(remove: "parentView")
    expectError(
      yaml, at: pos(yaml, "parentView\n  - tap"),
      "'parentView' is the root view of controller 'Parent', which UIKit lays out")
  }
}
