import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// Navigation caused by a touch (ActionNavigation.swift): an action or a delegate method of a
/// controller pushes, pops, presents or dismisses, and the next touch lands on the new screen.
@Suite struct ActionNavigationTests {
  /// A navigation controller holding an inbox (a button at the top of its content, a table of two
  /// rows below it) and a message controller made but not shown yet.
  struct Mail {
    let app = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let inbox = UIViewController(id: "Inbox", view: UIView(id: "inboxView"))
    let message = UIViewController(id: "Message", view: UIView(id: "messageView"))
    let nav: UINavigationController
    let button = UIButton(id: "open", frame: CGRect(x: 0, y: 64, width: 375, height: 50))
    let table = UITableView(id: "list", frame: CGRect(x: 0, y: 200, width: 375, height: 300))

    init() {
      inbox.title = "Inbox"
      inbox.view.addSubview(button)
      inbox.view.addSubview(table)
      table.addSubview(UITableViewCell(id: "row0"))
      table.addSubview(UITableViewCell(id: "row1"))
      table.layoutRows(frames: [nil, nil], heights: [nil, nil], contentSizeGiven: false)
      for (i, cell) in table.cells.enumerated() { cell.indexPath = [0, i] }
      table.delegate = inbox
      button.addTarget(inbox, action: "openMail", for: .touchUpInside)
      message.view.addSubview(
        UIView(id: "body", frame: CGRect(x: 0, y: 64, width: 375, height: 500)))
      nav = UINavigationController(id: "nav", viewControllers: [inbox])
      window.rootViewController = nav
      app.keyWindow = window
    }

    func run(_ steps: (TouchSimulator) -> Void) -> Trace {
      let simulator = TouchSimulator(application: app)
      steps(simulator)
      return simulator.finish(title: "test")
    }
  }

  /// Apple, pushViewController(_:animated:): the pushed controller "becomes the top view
  /// controller on the navigation stack"; its view replaces the old top's, and the bar shows a
  /// back button titled with the old top's title (UINavigationItem.title). The push is logged
  /// after the button's own events, and the next touch lands on the message.
  @Test func aButtonsActionPushesAndTheNextTouchLandsOnTheNewScreen() throws {
    let mail = Mail()
    mail.inbox.navigation["openMail"] = .pushViewController(mail.message)
    let trace = mail.run {
      $0.tap(at: CGPoint(x: 100, y: 90))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 100, y: 300))
    }
    let lines = EventLog.lines(of: trace)
    let action = try #require(lines.firstIndex(of: "Inbox openMail from open"))
    let push = try #require(lines.firstIndex(of: "nav pushViewController Message"))
    #expect(push > action)
    #expect(push > (lines.firstIndex(of: "open primaryActionTriggered") ?? .max))
    #expect(trace.touches.map(\.view) == ["open", "body"])
    #expect(mail.nav.viewControllers.map(\.id) == ["Inbox", "Message"])
    #expect(mail.inbox.viewIfLoaded?.window == nil)
    #expect(mail.nav.bar.subviews.map(\.id) == ["nav.backButton"])
    #expect((mail.nav.bar.subviews.first as? UIBarButtonView)?.title == "Inbox")
    // The message's views and the back button are in the trace from the start.
    #expect(trace.object("messageView")?.inWindow == false)
    #expect(trace.object("nav.backButton") != nil)
    let change = try #require(trace.events.first { $0.method == "pushViewController" })
    #expect(change.object == "nav" && change.other == "Message")
    #expect(change.objects?.contains { $0.id == "messageView" && $0.inWindow == true } == true)
  }

  /// Apple, tableView(_:didSelectRowAt:): "Tells the delegate a row is selected"; a delegate
  /// that pushes a detail screen there pushes it after the selection.
  @Test func aRowSelectionPushes() throws {
    let mail = Mail()
    mail.inbox.navigation["didSelectRowAt"] = .pushViewController(mail.message)
    let lines = EventLog.lines(of: mail.run { $0.tap(at: CGPoint(x: 100, y: 250)) })
    let select = try #require(lines.firstIndex(of: "Inbox didSelectRowAt [0, 1]"))
    let push = try #require(lines.firstIndex(of: "nav pushViewController Message"))
    #expect(push > select)
  }

  /// A push, then the back button: the message pops and the next touch lands on the inbox; the
  /// same controller may be pushed again once it is off the stack.
  @Test func aPushedControllerPopsAndCanBePushedAgain() {
    let mail = Mail()
    mail.inbox.navigation["openMail"] = .pushViewController(mail.message)
    let trace = mail.run {
      $0.tap(at: CGPoint(x: 100, y: 90))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 30, y: 42))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 100, y: 90))
    }
    let changes = trace.events.filter { $0.kind == .change }.compactMap(\.method)
    #expect(changes == ["pushViewController", "popViewController", "pushViewController"])
    #expect(trace.touches.map(\.view) == ["open", "nav.backButton", "open"])
  }

  /// Apple, pushViewController(_:animated:): "If the view controller is already on the
  /// navigation stack, this method throws an exception": the engine pushes nothing and logs
  /// nothing.
  @Test func pushingAControllerAlreadyShownDoesNothing() {
    let mail = Mail()
    mail.inbox.navigation["openMail"] = .pushViewController(mail.inbox)
    let trace = mail.run { $0.tap(at: CGPoint(x: 100, y: 90)) }
    #expect(!trace.events.contains { $0.kind == .change })
    #expect(mail.nav.viewControllers.count == 1)
  }

  /// Apple, present(_:animated:completion:) full screen: the presented view covers the window
  /// and the presenter's leaves it; dismiss(animated:completion:) called on the presented
  /// controller "asks the presenting view controller to handle the dismissal": the presenter's
  /// view comes back and the next touch lands on it.
  @Test func presentThenDismissFromThePresentedController() throws {
    let mail = Mail()
    let compose = UIViewController(id: "Compose", view: UIView(id: "composeView"))
    let cancel = UIButton(id: "cancel", frame: CGRect(x: 0, y: 20, width: 80, height: 44))
    compose.view.addSubview(cancel)
    cancel.addTarget(compose, action: "cancel", for: .touchUpInside)
    mail.inbox.navigation["openMail"] = .present(compose)
    compose.navigation["cancel"] = .dismiss
    let trace = mail.run {
      $0.tap(at: CGPoint(x: 100, y: 90))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 40, y: 40))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 100, y: 90))
    }
    let lines = EventLog.lines(of: trace)
    #expect(lines.filter { $0 == "Inbox present Compose" }.count == 2)
    #expect(lines.filter { $0 == "Compose dismiss" }.count == 1)
    // The third tap lands on the inbox again, and presents the same controller again.
    #expect(trace.touches.map(\.view) == ["open", "cancel", "open"])
    #expect(compose.presentingViewController === mail.nav)
    let dismissal = try #require(trace.events.first { $0.method == "dismiss" })
    #expect(
      dismissal.objects?.first { $0.id == "nav.layoutContainerView" }?.superview == "UIWindow")
    // The transition view is listed from the start, out of the window.
    #expect(trace.object("Compose.transitionView")?.inWindow == false)
  }

  /// A sheet presented by a touch: the presenter stays, a dismiss from the app asks no delegate.
  @Test func presentingASheetKeepsThePresenter() {
    let mail = Mail()
    let sheet = UIViewController(id: "Sheet", view: UIView(id: "sheetView"))
    sheet.modalPresentationStyle = .pageSheet
    mail.inbox.navigation["openMail"] = .present(sheet)
    let trace = mail.run { $0.tap(at: CGPoint(x: 100, y: 90)) }
    #expect(EventLog.lines(of: trace).contains("Inbox present Sheet"))
    #expect(mail.nav.view.window === mail.window)
    #expect(sheet.view.window === mail.window)
    #expect(trace.object("Sheet.dimmingView")?.inWindow == false)
  }

  /// A recognizer's action pops to the root (popToRootViewController(animated:)).
  @Test func aRecognizersActionPopsToTheRoot() {
    let mail = Mail()
    let third = UIViewController(id: "Third", view: UIView(id: "thirdView"))
    mail.nav.setViewControllers([mail.inbox, mail.message, third])
    mail.nav.showBarButtons()
    mail.nav.placeView(in: mail.window.bounds)
    let tap = UITapGestureRecognizer(id: "home", target: third, action: "goHome")
    third.view.addGestureRecognizer(tap)
    third.navigation["goHome"] = .popToRootViewController
    let trace = mail.run { $0.tap(at: CGPoint(x: 100, y: 300)) }
    #expect(EventLog.lines(of: trace).contains("nav popToRootViewController Third"))
    #expect(mail.nav.viewControllers.map(\.id) == ["Inbox"])
  }

  /// A controller pushed by a controller that is itself pushed by a touch goes onto the same
  /// stack: its bar button views are made before any touch, so the trace lists them from the
  /// start, and the two pushes show them.
  @Test func aChainOfPushesIsPreparedBeforeTheTouches() {
    let mail = Mail()
    let third = UIViewController(id: "Third", view: UIView(id: "thirdView"))
    third.navigationItem.rightBarButtonItems = [UIBarButtonItem(id: "share", title: "Share")]
    let next = UIButton(id: "next", frame: CGRect(x: 0, y: 64, width: 375, height: 50))
    mail.message.view.addSubview(next)
    next.addTarget(mail.message, action: "next", for: .touchUpInside)
    mail.message.navigation["next"] = .pushViewController(third)
    mail.inbox.navigation["openMail"] = .pushViewController(mail.message)
    let trace = mail.run {
      $0.tap(at: CGPoint(x: 100, y: 90))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 100, y: 90))
    }
    #expect(trace.object("share")?.inWindow == false)
    #expect(mail.nav.viewControllers.map(\.id) == ["Inbox", "Message", "Third"])
    #expect(mail.nav.bar.subviews.map(\.id) == ["nav.backButton", "share"])
  }
}
