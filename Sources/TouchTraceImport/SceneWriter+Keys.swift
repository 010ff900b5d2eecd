import TouchTraceEngine

/// A view's keys, by kind: its class, the values UIKit printed, and what handles touches on it
/// (actions, recognizers).
extension SceneWriter {
  /// `class:` and `baseClass:`, and comments on what UIKit's class is and how it was printed.
  func classLines(_ v: DumpView, wanted: String, behaviour: String, misplaced: Bool) -> [String] {
    var out: [String] = []
    if misplaced {
      // A plain UIView: no class key.
    } else if v.className == behaviour {
      if behaviour != "UIView" { out.append("class: \(behaviour)") }
    } else if vocabulary.keys.contains("baseClass") {
      out.append("class: \(plainOrQuoted(v.className))")
      out.append("baseClass: \(behaviour)")
    } else {
      if behaviour != "UIView" { out.append("class: \(behaviour)") }
      out.append("# \(v.className): this TouchTrace's scenes have no custom classes yet")
    }
    if wanted != behaviour, !misplaced {
      out.append("# a \(wanted) in UIKit; this TouchTrace models it as a \(behaviour)")
    }
    if v.printedClass != v.className {
      let swift = SwiftNames.demangled(v.printedClass).map { " (\($0))" } ?? ""
      out.append("# printed as \(v.printedClass)\(swift)")
    }
    return out
  }

  /// The values UIKit printed: offsets, colour, alpha, flags that differ from the class's, texts.
  func valueLines(_ v: DumpView, behaviour: String) -> [String] {
    var out: [String] = []
    if UIKitClasses.scrollViews.contains(behaviour) {
      if let o = v.contentOffset { out.append("contentOffset: [\(number(o[0])), \(number(o[1]))]") }
      if let s = v.contentSize { out.append("contentSize: [\(number(s[0])), \(number(s[1]))]") }
    }
    switch v.backgroundColor {
    case .hex(let hex)?: out.append("backgroundColor: \(quoted(hex))")
    case .unreadable(let words)?:
      out.append("# backgroundColor = \(words): not a colour TouchTrace reads")
    case nil: break
    }
    if let alpha = v.alpha, alpha != 1 { out.append("alpha: \(number(alpha))") }
    if v.isHidden { out.append("isHidden: true") }
    if v.isUserInteractionEnabled == UIKitClasses.interactionOff.contains(behaviour) {
      out.append("isUserInteractionEnabled: \(v.isUserInteractionEnabled)")
    }
    if v.clipsToBounds != UIKitClasses.scrollViews.contains(behaviour) {
      out.append("clipsToBounds: \(v.clipsToBounds)")
    }
    let showsText =
      Self.hasKey("text", behaviour) && vocabulary.keys.contains("text")
    if let text = v.text, !text.isEmpty {
      out.append(showsText ? "text: \(quoted(text))" : "# text = \(quoted(text))")
    }
    if let placeholder = v.placeholder, !placeholder.isEmpty {
      out.append(
        Self.hasKey("placeholder", behaviour) && vocabulary.keys.contains("placeholder")
          ? "placeholder: \(quoted(placeholder))" : "# placeholder = \(quoted(placeholder))")
    }
    if let trailing = v.trailing { out.append("# - \(trailing)") }
    if let tag = v.tag { out.append("# tag = \(tag)") }
    return out
  }

  /// A control's actions, the recognizers read after the dump, or what is said of the ones the
  /// dump only counts; and a hint for an app's class whose name suggests UIKit's.
  mutating func handlingLines(_ v: DumpView, id: String, wanted: String, behaviour: String)
    -> [String]
  {
    var out: [String] = []
    if !v.actions.isEmpty {
      let controls =
        vocabulary.modelled(behaviour) != "UIView" && SceneVocabulary.isControl(behaviour)
      for text in controls
        ? actionLines(v, behaviour: behaviour) : ["# actions printed, but it is no control"]
      { out.append(text) }
    }
    if !v.recognizers.isEmpty {
      for text in recognizerLines(v) { out.append(text) }
    } else if v.hasGestureRecognizers {
      if UIKitClasses.hasOwnRecognizers(v.className, wanted) {
        out.append(
          "# gestureRecognizers: UIKit's own for \(wanted == "UIView" ? "a private UIKit class" : "a \(wanted)")"
        )
      } else {
        unknownRecognizers.append(id)
        out.append(
          "# gestureRecognizers = <NSArray …>: their kinds are not printed; none is simulated")
      }
    }
    if wanted == "UIView", v.baseClass == nil, !UIKitClasses.isUIKit(v.className),
      let hint = UIKitClasses.suggestedBase(for: v.className)
    {
      out.append("# if \(v.className) is a \(hint), say so: baseClass: \(hint)")
    }
    return out
  }

  /// Whether the class `behaviour` names has the key (`ViewKeys`).
  static func hasKey(_ key: String, _ behaviour: String) -> Bool {
    guard let cls = ViewClass(rawValue: behaviour) else { return false }
    return ViewKeys.named(key)?.isKey(of: cls) ?? false
  }
}
