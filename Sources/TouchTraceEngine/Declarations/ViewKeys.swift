import Foundation
import TouchTraceTrace

/// Every view key only some classes have, declared once, in the order messages and the schema list
/// them. A new key is one declaration here and its behaviour in the engine class.
public enum ViewKeys {
  public static let all: [ViewKey] =
    scrollViewKeys + controlKeys + valueKeys + progressKeys + listKeys
    + stackKeys + keyboardKeys + inputAccessoryKeys + menuKeys + pickerKeys + tableSelectionKeys
    + refreshKeys + editingKeys + collectionSelectionKeys + reorderingKeys

  /// The declaration of `name`, or nil when every view has the key (or none does).
  public static func named(_ name: String) -> ViewKey? { byName[name] }

  private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

  /// The records of the traced keys whose engine class `view` is, in declaration order. A
  /// snapshot runs them for every view, so they are found once per engine class.
  static func records(for view: UIView) -> [@Sendable (UIView, inout TraceObject) -> Void] {
    recordsByClass.records(for: view) {
      all.filter { $0.binding.applies(view) }.compactMap(\.binding.record)
    }
  }

  private static let recordsByClass = RecordsByClass()

  static let scrollViewKeys: [ViewKey] = [
    ViewKey(
      "contentOffset", .custom(schema: ##""$ref": "#/$defs/point""##), on: ViewClass.scrollViews,
      "the bounds origin.", source: "Apple, UIScrollView.contentOffset"),
    ViewKey(
      "contentSize", .custom(schema: ##""$ref": "#/$defs/size""##), on: ViewClass.scrollViews,
      "the content's size; it scrolls where this exceeds the bounds.",
      source: "Apple, UIScrollView.contentSize"),
    ViewKey(
      "delaysContentTouches", .bool, on: ViewClass.scrollViews, default: .value(.bool(true)),
      "content touches are held back for 0.15 s (`contentTouchDelay`), so a quick drag "
        + "scrolls without the content hearing of it.",
      source: "Apple, UIScrollView.delaysContentTouches",
      .untraced(\UIScrollView.delaysContentTouches)),
    ViewKey(
      "canCancelContentTouches", .bool, on: ViewClass.scrollViews, default: .value(.bool(true)),
      "a drag may cancel touches the content is tracking.",
      source: "Apple, UIScrollView.canCancelContentTouches",
      .untraced(\UIScrollView.canCancelContentTouches)),
    ViewKey(
      "isScrollEnabled", .bool, on: ViewClass.scrollViews, default: .value(.bool(true)),
      "false disables the pan; drags reach the content.",
      source: "Apple, UIScrollView.isScrollEnabled", .untraced(\UIScrollView.isScrollEnabled)),
    ViewKey(
      "bounces", .bool, on: ViewClass.scrollViews, default: .value(.bool(true)),
      "past an edge the content follows at half the finger's movement and springs back on "
        + "lift.",
      source: "Apple, UIScrollView.bounces", .untraced(\UIScrollView.bounces)),
    ViewKey(
      "alwaysBounceVertical", .bool, on: ViewClass.scrollViews,
      default: .perClass([.scrollView: .bool(false), .tableView: .bool(true)]),
      "with bounces, a vertical drag scrolls even when the content fits.",
      source: "Apple, UIScrollView.alwaysBounceVertical; a table's YES: a stock table saved by "
        + "Interface Builder (github.com/fightingwalrus/iGCS pull 159) (device reports)",
      .untraced(\UIScrollView.alwaysBounceVertical)),
    ViewKey(
      "alwaysBounceHorizontal", .bool, on: ViewClass.scrollViews, default: .value(.bool(false)),
      "with bounces, a sideways drag scrolls even when the content fits.",
      source: "Apple, UIScrollView.alwaysBounceHorizontal",
      .untraced(\UIScrollView.alwaysBounceHorizontal)),
    ViewKey(
      "isPagingEnabled", .bool, on: ViewClass.scrollViews, default: .value(.bool(false)),
      "on lift the content settles on a multiple of the bounds, the next one the way a flick goes.",
      source: "Apple, UIScrollView.isPagingEnabled", .untraced(\UIScrollView.isPagingEnabled)),
    ViewKey(
      "isDirectionalLockEnabled", .bool, on: ViewClass.scrollViews, default: .value(.bool(false)),
      "a drag mostly along one axis scrolls only along it.",
      source: "Apple, UIScrollView.isDirectionalLockEnabled",
      .untraced(\UIScrollView.isDirectionalLockEnabled)),
    ViewKey(
      "decelerationRate", .choice(["normal", "fast"]), on: ViewClass.scrollViews,
      default: .value(.choice("normal")),
      "how quickly the content slows after a flick (0.998 or 0.99 of its speed kept each "
        + "millisecond).",
      source: "Apple, UIScrollView.decelerationRate",
      .untracedChoice(\UIScrollView.decelerationRate) { .init(rawValue: $0) }),
  ]

  static let controlKeys: [ViewKey] = [
    ViewKey(
      "isEnabled", .custom(schema: ##""type": "boolean""##), on: ViewClass.controls,
      default: .value(.bool(true)), "", source: "Apple, UIControl.isEnabled"),
    ViewKey(
      "actions", .custom(schema: ##""type": "array", "items": {"$ref": "#/$defs/action"}"##),
      on: ViewClass.controls, "target-action pairs.",
      source: "Apple, UIControl.addTarget(_:action:for:)"),
    ViewKey(
      "title", .text, on: [.button], "its title.", source: "Apple, UIButton.setTitle(_:for:)",
      .optional(\UIButton.title, trace: \.title)),
    ViewKey(
      "text", .text, on: [.label, .textField, .textView, .searchBar], "the text.",
      source: "Apple, UILabel.text, UITextField.text, UITextView.text, UISearchBar.text",
      .each([
        .optional(\UILabel.text, trace: \.text), .optional(\UITextField.text, trace: \.text),
        .optional(\UITextView.text, trace: \.text), searchBarText(\.text),
      ])),
    ViewKey(
      "placeholder", .text, on: [.textField, .searchBar], "shown while it has no text.",
      source: "Apple, UITextField.placeholder, UISearchBar.placeholder",
      .each([
        .optional(\UITextField.placeholder, trace: \.placeholder), searchBarText(\.placeholder),
      ])),
    ViewKey(
      "isOn", .bool, on: [.switch], default: .value(.bool(false)), "on or off.",
      source: "Apple, UISwitch.isOn", .property(\UISwitch.isOn, trace: \.isOn)),
  ]
}
