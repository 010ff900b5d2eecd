import TouchTraceTrace

/// The keyboard's and the status bar's view keys (issue 33, items 4 and 9).
extension ViewKeys {
  static let keyboardKeys: [ViewKey] = [
    ViewKey(
      "keyboardDismissMode", .choice(KeyboardDismissMode.allCases.map(\.rawValue)),
      on: ViewClass.scrollViews, default: .value(.choice("none")),
      "`onDrag`: a drag dismisses the keyboard as it begins; `interactive`: when let go on "
        + "the keyboard moving down.",
      source: "Apple, UIScrollView.keyboardDismissMode, UIScrollView.KeyboardDismissMode",
      .untracedChoice(\UIScrollView.keyboardDismissMode) { .init(rawValue: $0) }),
    ViewKey(
      "scrollsToTop", .bool, on: ViewClass.scrollViews, default: .value(.bool(true)),
      "a tap on the status bar scrolls it to the top, if it is the only one on screen with "
        + "`scrollsToTop`.",
      source: "Apple, UIScrollView.scrollsToTop", .untraced(\UIScrollView.scrollsToTop)),
    ViewKey(
      "scrollViewShouldScrollToTop", .bool, on: ViewClass.scrollViews,
      "the delegate's scrollViewShouldScrollToTop(_:) answer; left out, UIKit assumes YES.",
      source: "Apple, UIScrollViewDelegate.scrollViewShouldScrollToTop(_:)",
      ViewKey.Binding(
        apply: { view, value in
          if let scrollView = view as? UIScrollView, case .bool(let answer) = value {
            scrollView.scrollViewShouldScrollToTop = answer
          }
        }, record: nil)),
    ViewKey(
      "textFieldShouldReturn",
      .custom(
        schema:
          ##""type": "object", "additionalProperties": false, "properties": {"answer": {"type": "boolean", "default": true, "description": "What the delegate answers."}, "then": {"$ref": "#/$defs/id", "description": "resignFirstResponder, or the id of the responder that becomes first responder."}}"##
      ),
      on: [.textField],
      "the delegate's answer on Return (default true) and what it does: `then: "
        + "resignFirstResponder` or `then: ID` (its becomeFirstResponder).",
      source: "Apple, UITextFieldDelegate.textFieldShouldReturn(_:)"),
  ]
}

extension ViewKeys {
  static let inputAccessoryKeys: [ViewKey] = [
    ViewKey(
      "inputAccessoryView", .custom(schema: ##""$ref": "#/$defs/view""##),
      on: [.textField, .textView],
      "a view shown on top of the keyboard while this is first responder, in the keyboard's "
        + "window; its height from its `size` or `frame`.",
      source: "Apple, UIResponder.inputAccessoryView")
  ]
}
