import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// Issue 11: the first responder, nil-targeted actions, events that are not touches, several
/// windows and pass-through views, each rule with its source.
@Suite struct FirstResponderAndWindowsTests {
  /// The log of a scene, without the hit-test lines and primaryActionTriggered (issue 9's rule,
  /// tested with the controls).
  func log(_ yaml: String) throws -> [String] {
    let trace = try controlTrace(yaml)
    return EventLog.lines(of: trace).filter {
      !$0.contains("hitTest") && !$0.contains("pointInside")
        && !$0.contains("primaryActionTriggered")
    }
  }

  func errors(_ yaml: String) -> [String] { controlErrors(yaml) }

  let form = """
    window:
      rootViewController:
        id: FormController
        handles: [copy]
        view:
          id: root
          logs: false
          subviews:
            - {id: nameField, class: UITextField, frame: [20, 100, 300, 44]}
            - {id: mailField, class: UITextField, frame: [20, 160, 300, 44], handles: [copy]}
            - id: copyButton
              class: UIButton
              frame: [20, 220, 100, 44]
              actions: [{event: touchUpInside, target: null, action: copy}]
    """

  /// Apple, becomeFirstResponder(): the object becomes first responder, the old one resigns
  /// (one first responder for the app); `firstResponder:` does it before the touches.
  @Test func firstResponderFromTheSceneAndTheOldOneResigns() throws {
    let lines = try log(form + "\nfirstResponder: nameField\ntouches:\n  - tap: [100, 182]\n")
    let expected: [String] = [
      "nameField becomeFirstResponder", "nameField editingDidBegin",
      "mailField becomeFirstResponder", "nameField resignFirstResponder",
      "nameField editingDidEnd", "mailField editingDidBegin",
    ]
    #expect(Array(lines.prefix(2)) == Array(expected.prefix(2)))
    #expect(
      lines.filter { $0.contains("FirstResponder") || $0.contains("editing") }.suffix(4)
        == expected.suffix(4))
    #expect(lines.contains("mailField becomeFirstResponder"))
    #expect(lines.contains("nameField resignFirstResponder"))
    let trace = try controlTrace(form + "\nfirstResponder: nameField\ntouches:\n  - wait: 0.1\n")
    #expect(trace.objects.first { $0.id == "nameField" }?.isFirstResponder == true)
  }

  /// Apple, UIApplication.sendAction(_:to:from:for:): "If target is nil, the app sends the message
  /// to the first responder, from whence it progresses up the responder chain until it is
  /// handled": the first responder that can perform `copy` gets it.
  @Test func nilTargetedActionGoesToTheFirstResponderThatPerformsIt() throws {
    let fromMail = try log(form + "\nfirstResponder: mailField\ntouches:\n  - tap: [60, 242]\n")
    #expect(fromMail.last == "mailField copy from copyButton")
    let fromName = try log(form + "\nfirstResponder: nameField\ntouches:\n  - tap: [60, 242]\n")
    #expect(fromName.last == "FormController copy from copyButton")
    // Every responder asked is in the trace with its answer.
    let trace = try controlTrace(
      form + "\nfirstResponder: nameField\ntouches:\n  - tap: [60, 242]\n")
    let asked = trace.events.filter { $0.kind == .canPerformAction }
    #expect(asked.map { $0.object ?? "" } == ["nameField", "root", "FormController"])
    #expect(asked.map { $0.answer ?? false } == [false, false, true])
    #expect(asked.allSatisfy { $0.action == "copy" && $0.other == "copyButton" })
  }

  /// The scene format: without a first responder the search starts at the sender; no responder that
  /// performs it: no action line, and every responder of the chain was asked.
  @Test func nilTargetedActionWithoutFirstResponderStartsAtTheSender() throws {
    let lines = try log(form + "\ntouches:\n  - tap: [60, 242]\n")
    #expect(lines.last == "FormController copy from copyButton")
    let unhandled = form.replacingOccurrences(of: "handles: [copy]\n    view", with: "view")
    let trace = try controlTrace(unhandled + "\ntouches:\n  - tap: [60, 242]\n")
    #expect(!EventLog.lines(of: trace).contains { $0.contains(" copy from ") })
    let asked = trace.events.filter { $0.kind == .canPerformAction }.compactMap(\.object)
    #expect(
      asked == ["copyButton", "root", "FormController", "UIWindow", "UIApplication", "AppDelegate"])
  }

  /// Apple, motionBegan(_:with:): "Motion events are delivered initially to the first responder
  /// and are forwarded up the responder chain"; an override that does not call super stops them.
  @Test func shakeGoesToTheFirstResponderAndUpTheChain() throws {
    let yaml = form.replacingOccurrences(
      of: "handles: [copy]\n    view",
      with: "handles: [copy]\n    overrides: {motion: swallow}\n    view")
    let lines = try log(
      yaml + "\nfirstResponder: nameField\ntouches:\n  - shake: {duration: 0.5}\n")
    #expect(
      Array(lines.dropFirst(2)) == [
        "nameField motionBegan shake", "FormController motionBegan shake",
        "nameField motionEnded shake", "FormController motionEnded shake",
      ])
    let trace = try controlTrace(
      yaml + "\nfirstResponder: nameField\ntouches:\n  - shake: {duration: 0.5}\n")
    let ended = trace.events.first { $0.kind == .responderEvent && $0.method == "motionEnded" }
    #expect(ended?.time == 0.5)
    let stop = trace.events.last { $0.kind == .responderEvent && $0.object == "FormController" }
    #expect(stop?.reason == "swallowed")
  }

  /// Apple, pressesBegan(_:with:) and remoteControlReceived(with:): the defaults forward up the
  /// chain, to the application and its delegate at the end.
  @Test func keyPressesAndRemoteControlClimbToTheEnd() throws {
    let lines = try log(
      form
        + "\nfirstResponder: nameField\ntouches:\n  - pressKey: {key: return}\n  - remoteControl: pause\n"
    )
    #expect(lines.contains("nameField pressesBegan return"))
    #expect(lines.contains("AppDelegate pressesEnded return"))
    #expect(
      lines.suffix(5) == [
        "nameField remoteControlReceived pause", "FormController remoteControlReceived pause",
        "UIWindow remoteControlReceived pause", "UIApplication remoteControlReceived pause",
        "AppDelegate remoteControlReceived pause",
      ])
  }

  /// Without a first responder, a shake goes to the key window's root view controller (view
  /// controllers get shakes without becoming first responder, as commonly reported).
  @Test func withoutFirstResponderEventsGoToTheRootController() throws {
    let trace = try controlTrace(form + "\ntouches:\n  - shake: {duration: 0.2}\n")
    let sent = trace.events.first { $0.kind == .eventSent }
    #expect(sent?.object == "FormController")
    #expect(sent?.reason == "noFirstResponder")
  }

  let windows = """
    windows:
      - id: appWindow
        subviews:
          - id: likeButton
            class: UIButton
            frame: [20, 300, 100, 44]
            actions: [{event: touchUpInside, target: AppDelegate, action: like}]
      - id: overlayWindow
        windowLevel: alert
        frame: [200, 500, 150, 100]
        subviews:
          - {id: debugButton, class: UIButton, frame: [10, 10, 50, 50], actions: [{event: touchUpInside, target: AppDelegate, action: debug}]}
    """

  /// The scene format / Apple, UIWindow.Level: the frontmost window (highest level) whose hitTest
  /// returns a view takes the touch; points are in each window's own coordinates.
  @Test func touchGoesToTheFrontmostWindowThatHitsAView() throws {
    let trace = try controlTrace(windows + "\ntouches:\n  - tap: [230, 530]\n  - tap: [60, 320]\n")
    #expect(trace.touches.map(\.view) == ["debugButton", "likeButton"])
    let lines = EventLog.lines(of: trace)
    // The debug button is asked in its window's coordinates; the first touch never reaches
    // appWindow, the second is outside overlayWindow and falls through to it.
    #expect(lines.contains("debugButton pointInside (20, 20) YES"))
    #expect(
      Array(lines.prefix(2)) == [
        "overlayWindow hitTest (30, 30)", "overlayWindow pointInside (30, 30) YES",
      ])
    #expect(lines.contains("overlayWindow pointInside (-140, -180) NO"))
    #expect(lines.contains("AppDelegate debug from debugButton"))
    #expect(lines.contains("AppDelegate like from likeButton"))
    // Each window climbs to the application (Apple: the window's next responder is the app).
    #expect(
      trace.touches[0].responderChain == [
        "debugButton", "overlayWindow", "UIApplication", "AppDelegate",
      ])
    // Frames are drawn in screen coordinates.
    #expect(trace.objects.first { $0.id == "debugButton" }?.windowFrame == Rect(210, 510, 50, 50))
    #expect(trace.objects.first { $0.id == "overlayWindow" }?.windowLevel == 2000)
    #expect(trace.objects.first { $0.id == "appWindow" }?.isKeyWindow == true)
  }

  /// A hidden window takes no touches; a pass-through window lets them through where it would
  /// return itself (the SceneFormat article, `hitTest: {passThrough: true}`).
  @Test func hiddenAndPassThroughWindows() throws {
    let hidden = windows.replacingOccurrences(
      of: "windowLevel: alert", with: "windowLevel: alert\n    isHidden: true")
    let trace = try controlTrace(hidden + "\ntouches:\n  - tap: [230, 530]\n")
    #expect(trace.touches.first?.view == "appWindow")
    #expect(!EventLog.lines(of: trace).contains { $0.hasPrefix("overlayWindow") })
    let through = windows.replacingOccurrences(
      of: "windowLevel: alert",
      with: "windowLevel: alert\n    overrides: {hitTest: {passThrough: true}}")
    let passed = try controlTrace(
      through + "\ntouches:\n  - tap: [330, 580]\n  - tap: [230, 530]\n")
    #expect(passed.touches.map(\.view) == ["appWindow", "debugButton"])
    let ret = passed.events.first { $0.kind == .hitTestReturn && $0.object == "overlayWindow" }
    #expect(ret?.reason == "passThrough")
    #expect(ret?.result == nil)
  }

  /// The pass-through view of a coach mark: a tap on it reaches the view below; its subviews
  /// still take their taps.
  @Test func passThroughView() throws {
    let yaml = """
      window:
        subviews:
          - {id: below, class: UIButton, frame: [0, 0, 100, 100], actions: [{event: touchUpInside, target: AppDelegate, action: below}]}
          - id: overlay
            frame: [0, 0, 375, 667]
            overrides: {hitTest: {passThrough: true}}
            subviews:
              - {id: inner, class: UIButton, frame: [200, 200, 50, 50]}
      touches:
        - tap: [50, 50]
        - tap: [220, 220]
      """
    let trace = try controlTrace(yaml)
    #expect(trace.touches.map(\.view) == ["below", "inner"])
    #expect(trace.objects.first { $0.id == "overlay" }?.overrides?["hitTest"] == "passThrough")
  }

  /// Bad input: two key windows, `window` and `windows` together, a first responder that cannot
  /// become one, `handles` on a recognizer, a recognizer with a null target.
  @Test func badInputIsLocated() {
    let two = windows.replacingOccurrences(
      of: "- id: appWindow", with: "- id: appWindow\n    isKeyWindow: true"
    )
    .replacingOccurrences(
      of: "windowLevel: alert", with: "windowLevel: alert\n    isKeyWindow: true")
    #expect(
      errors(two + "\ntouches: []\n").contains {
        $0.contains("two key windows ('appWindow' and 'overlayWindow')")
      })
    #expect(
      errors("window: {}\nwindows: [{id: a}]\ntouches: []\n").first?.contains(
        "test.yaml:1:1: error: a scene has 'window' or 'windows', not both") == true)
    #expect(
      errors(form + "\nfirstResponder: copyButton\ntouches: []\n").first?.contains(
        "which cannot become first responder") == true)
    #expect(
      errors(form + "\nfirstResponder: nobody\ntouches: []\n").first?.contains(
        "no object has that id") == true)
    let recognizer = """
      window:
        subviews:
          - id: v
            frame: [0, 0, 10, 10]
            gestureRecognizers: [{id: tap, class: UITapGestureRecognizer, handles: [copy]}]
      """
    #expect(errors(recognizer).first?.contains("'handles' is for responders") == true)
    let nilTarget = recognizer.replacingOccurrences(
      of: "handles: [copy]", with: "target: null, action: go")
    #expect(errors(nilTarget).first?.contains("\"nil is not a valid value\"") == true)
    #expect(
      errors(form + "\ntouches: [{pressKey: {key: enter}}]\n").first?.contains(
        "unknown key 'enter'") == true)
    #expect(
      errors(form + "\ntouches: [{remoteControl: rewind}]\n").first?.contains(
        "expected a remote-control command") == true)
  }
}
