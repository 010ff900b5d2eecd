import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// The software keyboard (issue 33, item 4): its window over the bottom of the screen while a text
/// input is first responder, `keyboardDismissMode`, the Return key and `textFieldShouldReturn`.
@Suite struct KeyboardTests {
  /// A field near the top, a button where the keyboard comes up (y 451…667 on a 667 pt screen).
  static func form(dismissMode: String = "none", fieldKeys: String = "", extra: String = "")
    -> String
  {
    """
    application: {softwareKeyboard: true}
    window:
      rootViewController:
        id: FormViewController
        view:
          id: formView
          logs: false
          subviews:
            - id: form
              class: UIScrollView
              frame: [0, 0, 375, 667]
              contentSize: [375, 667]
              alwaysBounceVertical: true
              keyboardDismissMode: \(dismissMode)
              subviews:
                - {id: nameField, class: UITextField, frame: [24, 120, 327, 44]\(fieldKeys)}
                - id: otherField
                  class: UITextField
                  frame: [24, 180, 327, 44]
                - id: sendButton
                  class: UIButton
                  frame: [24, 560, 327, 50]
                  actions: [{event: touchUpInside, target: FormViewController, action: send}]
    \(extra)
    """
  }

  static func touches(_ steps: String...) -> String {
    "touches:\n" + steps.map { "  - \($0)\n" }.joined()
  }

  static func plain(_ log: [String]) -> [String] {
    withoutHitTesting(log)
  }

  /// Apple, "Managing the keyboard": a tap on a text field shows the keyboard; its window is in
  /// front of the app's (UIWindow.Level), so a tap there is the keyboard's and the button under
  /// it hears nothing.
  @Test func aFieldBringsUpTheKeyboardWhichTakesTouchesOverTheApp() throws {
    let scene = Self.form() + Self.touches("tap: [187, 142]", "wait: 0.3", "tap: [187, 585]")
    let (trace, log) = try tracedRun(scene)
    let plain = Self.plain(log)
    let began = try #require(plain.firstIndex(of: "nameField editingDidBegin"))
    #expect(plain[began + 1] == "nameField keyboardWillShow (0, 451, 375, 216)")
    #expect(trace.touches.map(\.view) == ["nameField", "UIKeyboard"])
    #expect(!log.contains { $0.contains("sendButton touchesBegan") })
    #expect(!log.contains { $0.contains("UIKeyboard") }, "UIKit's keyboard prints nothing")
  }

  /// Without `softwareKeyboard` the scene models a hardware keyboard: nothing covers the button.
  @Test func aHardwareKeyboardShowsNone() throws {
    let scene =
      Self.form().replacingOccurrences(of: "application: {softwareKeyboard: true}", with: "")
      + Self.touches("tap: [187, 142]", "wait: 0.3", "tap: [187, 585]")
    let (trace, log) = try tracedRun(scene)
    #expect(trace.touches.map(\.view) == ["nameField", "sendButton"])
    #expect(!log.contains { $0.contains("keyboardWill") })
  }

  /// Moving to another field keeps the keyboard up: no hide and show in between.
  @Test func anotherFieldKeepsTheKeyboardUp() throws {
    let scene = Self.form() + Self.touches("tap: [187, 142]", "wait: 0.3", "tap: [187, 202]")
    let (_, log) = try tracedRun(scene)
    #expect(log.filter { $0.contains("keyboardWill") }.count == 1)
    #expect(log.contains("otherField becomeFirstResponder"))
  }

  /// Apple, KeyboardDismissMode.onDrag: "the keyboard dismisses when a drag begins"; the field
  /// resigns (editingDidEnd), after scrollViewWillBeginDragging (chosen), and the next tap at the
  /// same point reaches the app.
  @Test func onDragDismissesAsTheDragBegins() throws {
    let scene =
      Self.form(dismissMode: "onDrag")
      + Self.touches(
        "tap: [187, 142]", "wait: 0.3",
        "drag: {from: [187, 300], to: [187, 260], duration: 0.2, hold: 0.1}", "wait: 1",
        "tap: [187, 585]")
    let (trace, log) = try tracedRun(scene)
    let plain = Self.plain(log)
    let begin = try #require(plain.firstIndex(of: "form scrollViewWillBeginDragging"))
    #expect(
      Array(plain[begin...].prefix(4)) == [
        "form scrollViewWillBeginDragging", "nameField resignFirstResponder",
        "nameField editingDidEnd", "nameField keyboardWillHide (0, 451, 375, 216)",
      ])
    #expect(trace.touches.last?.view == "sendButton")
    #expect(log.contains("FormViewController send from sendButton"))
  }

  /// `none` (UIKit's default): a drag leaves the keyboard up.
  @Test func noneKeepsTheKeyboard() throws {
    let scene =
      Self.form()
      + Self.touches(
        "tap: [187, 142]", "wait: 0.3",
        "drag: {from: [187, 300], to: [187, 260], duration: 0.2, hold: 0.1}", "wait: 1",
        "tap: [187, 585]")
    let (trace, log) = try tracedRun(scene)
    #expect(!log.contains { $0.contains("keyboardWillHide") })
    #expect(trace.touches.last?.view == "UIKeyboard")
  }

  /// `interactive`: let go on the keyboard moving down, it goes; let go above it, it stays.
  @Test func interactiveDismissesOnlyWhenPulledDownIntoTheKeyboard() throws {
    let down =
      Self.form(dismissMode: "interactive")
      + Self.touches(
        "tap: [187, 142]", "wait: 0.3",
        "drag: {from: [187, 300], to: [187, 520], duration: 0.3}")
    #expect(try tracedRun(down).1.contains { $0.contains("keyboardWillHide") })
    let above =
      Self.form(dismissMode: "interactive")
      + Self.touches(
        "tap: [187, 142]", "wait: 0.3",
        "drag: {from: [187, 200], to: [187, 400], duration: 0.3}")
    #expect(!(try tracedRun(above).1.contains { $0.contains("keyboardWillHide") }))
  }

  /// Apple, textFieldShouldReturn(_:): asked on Return; its calls run inside it (the next field
  /// becomes first responder); NO sends nothing more.
  @Test func returnAsksTheDelegateAndMovesToTheNextField() throws {
    let keys =
      ", delegate: FormViewController, textFieldShouldReturn: {answer: false, then: otherField}"
    let scene =
      Self.form(fieldKeys: keys) + Self.touches("tap: [187, 142]", "wait: 0.3", "tap: [330, 640]")
    let (trace, log) = try tracedRun(scene)
    #expect(trace.touches.last?.view == "UIKeyboard.returnKey")
    let plain = Self.plain(log)
    let asked = try #require(
      plain.firstIndex(of: "FormViewController textFieldShouldReturn nameField NO"))
    #expect(plain[asked + 1] == "otherField becomeFirstResponder")
    #expect(!log.contains("nameField editingDidEndOnExit"))
  }

  /// YES sends editingDidEndOnExit; a field with a target for it resigns (li-qing.github.io,
  /// device report), and the keyboard goes.
  @Test func returnWithAnExitActionEndsEditing() throws {
    let keys =
      ", actions: [{event: editingDidEndOnExit, target: FormViewController, action: done}]"
    let scene =
      Self.form(fieldKeys: keys) + Self.touches("tap: [187, 142]", "wait: 0.3", "tap: [330, 640]")
    let plain = Self.plain(try tracedRun(scene).1)
    let exit = try #require(plain.firstIndex(of: "nameField editingDidEndOnExit"))
    #expect(
      Array(plain[exit...].prefix(4)) == [
        "nameField editingDidEndOnExit", "FormViewController done from nameField",
        "nameField resignFirstResponder", "nameField editingDidEnd",
      ])
  }

  /// Without a target for editingDidEndOnExit and without a delegate, Return keeps the keyboard.
  @Test func returnWithoutAnExitActionKeepsTheKeyboard() throws {
    let scene = Self.form() + Self.touches("tap: [187, 142]", "wait: 0.3", "tap: [330, 640]")
    let log = try tracedRun(scene).1
    #expect(log.contains("nameField editingDidEndOnExit"))
    #expect(!log.contains { $0.contains("keyboardWillHide") })
  }

  /// The delegate's answer needs a delegate; `then` names a responder (did you mean).
  @Test func textFieldShouldReturnIsChecked() {
    let noDelegate = controlErrors(
      Self.form(fieldKeys: ", textFieldShouldReturn: {answer: true}") + Self.touches("wait: 1"))
    #expect(noDelegate.first?.contains("give the text field a 'delegate'") == true)
    let misspelt = controlErrors(
      Self.form(
        fieldKeys: ", delegate: FormViewController, textFieldShouldReturn: {then: otherFeld}")
        + Self.touches("wait: 1"))
    #expect(misspelt.first?.contains("otherField") == true)
    let badMode = controlErrors(Self.form(dismissMode: "onTap") + Self.touches("wait: 1"))
    #expect(badMode.first?.contains("onDrag") == true)
  }
}
