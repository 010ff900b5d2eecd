/// Writing the recognizers printed after a dump (``DumpRecognizer``) as the scene's
/// `gestureRecognizers`: the public classes the scene format simulates, with the flags UIKit
/// printed and the first target and action; anything else as a comment saying why.
extension SceneWriter {
  /// The recognizer classes the scene format takes, and the printed keys it reads for them
  /// (UIKit prints a flag only when it differs from the default).
  static let recognizerClasses: Set<String> = [
    "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
    "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
    "UIScreenEdgePanGestureRecognizer",
  ]
  static let flagKeys: [(printed: String, scene: String)] = [
    ("enabled", "isEnabled"), ("cancelsTouchesInView", "cancelsTouchesInView"),
    ("delaysTouchesBegan", "delaysTouchesBegan"), ("delaysTouchesEnded", "delaysTouchesEnded"),
  ]
  static let numberKeys: [String: Set<String>] = [
    "numberOfTapsRequired": ["UITapGestureRecognizer", "UILongPressGestureRecognizer"],
    "numberOfTouchesRequired": [
      "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UISwipeGestureRecognizer",
    ],
    "minimumPressDuration": ["UILongPressGestureRecognizer"],
    "allowableMovement": ["UITapGestureRecognizer", "UILongPressGestureRecognizer"],
    "minimumNumberOfTouches": ["UIPanGestureRecognizer", "UIScreenEdgePanGestureRecognizer"],
    "maximumNumberOfTouches": ["UIPanGestureRecognizer", "UIScreenEdgePanGestureRecognizer"],
  ]

  /// `gestureRecognizers:` and its items, relative to the view's keys.
  mutating func recognizerLines(_ v: DumpView) -> [String] {
    var out = ["gestureRecognizers:"]
    var written = 0
    for r in v.recognizers {
      let shown = "\(r.printedClass) \(r.address), line \(r.line)"
      guard Self.recognizerClasses.contains(r.printedClass) else {
        out.append("# \(shown): \(Self.unsimulated(r.printedClass))")
        continue
      }
      written += 1
      let action = r.targets.first.map {
        $0.action.hasSuffix(":") ? String($0.action.dropLast()) : $0.action
      }
      let base = ViewIds.stem(String(r.printedClass.dropLast("GestureRecognizer".count)))
      let id = ids.unique(base + ViewIds.words(action))
      out.append("  - id: \(plainOrQuoted(id))  # \(shown)")
      out.append("    class: \(r.printedClass)")
      for (printed, scene) in Self.flagKeys {
        if let value = r.values[printed].flatMap(DumpValues.bool) {
          out.append("    \(scene): \(value)")
        }
      }
      for (key, classes) in Self.numberKeys.sorted(by: { $0.key < $1.key })
      where classes.contains(r.printedClass) {
        if let value = r.values[key].flatMap(DumpValues.number) {
          out.append("    \(key): \(number(value))")
        }
      }
      if let state = r.values["state"], state != "Possible" {
        out.append("    # printed in state \(state): the scene starts it at Possible")
      }
      out += targetLines(r, action: action)
    }
    if written == 0 { out[0] = "gestureRecognizers: []" }
    return out
  }

  /// `target` and `action`: the target matched by address to a view, else the controller that
  /// stands in for the dump's; the printed target in a comment either way.
  private func targetLines(_ r: DumpRecognizer, action: String?) -> [String] {
    guard let t = r.targets.first, let action else { return [] }
    var out = ["    # target <\(t.targetClass) \(t.targetAddress)>, action \(t.action)"]
    for more in r.targets.dropFirst() {
      out.append(
        "    # also target <\(more.targetClass) \(more.targetAddress)>, action \(more.action): one target a recognizer in a scene"
      )
    }
    let resolved = targetId(t.targetAddress)
    let target = resolved?.id
    if resolved == nil {
      out.append(
        "    # its target is not in the dump and the scene has no controller: no action is sent")
    } else if resolved?.isStandIn == true {
      out.append(
        "    # that target is not in the dump: the controller standing in takes the action")
    }
    if let target {
      out.append("    target: \(plainOrQuoted(target))")
      out.append("    action: \(plainOrQuoted(action))")
    }
    return out
  }

  /// Why a printed recognizer is not simulated.
  static func unsimulated(_ printedClass: String) -> String {
    let name = DumpView.unqualified(printedClass)
    if name.hasPrefix("_") || name.hasPrefix("UI") {
      return "one of UIKit's own, part of what its view is; not simulated"
    }
    return "an app's own class, whose rules the dump does not print; not simulated"
  }
}
