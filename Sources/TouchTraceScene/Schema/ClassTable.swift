import TouchTraceEngine

/// The documentation's tables of classes and keys, written from the declarations (`ViewClass`,
/// `ViewKeys`); a test keeps the articles equal to them, so the pages cannot drift from the code.
public enum ClassTable {
  /// The table in Markdown: a row per class with behaviour of its own (classes that share their
  /// behaviour and source share a row), its own keys with UIKit's defaults, and the source.
  public static var markdown: String {
    var lines = [
      "| class | keys (UIKit's defaults) | behaviour | source |",
      "| --- | --- | --- | --- |",
      "| any other name, e.g. `ShinyButton` | `baseClass` (`UIView`) | the app's own subclass: "
        + "behaves as its `baseClass`; logs, trace `class` and diagrams show its own name, the "
        + "trace's `baseClass` the UIKit class. A name one typo away from a UIKit class "
        + "(`UIButon`) without `baseClass` is an error. | the scene format |",
    ]
    for group in groups {
      let first = group[0].declaration
      let names = group.map { "`\($0.rawValue)`" }.joined(separator: " / ")
      let behaviour = first.behaviour ?? ""
      lines.append("| \(names) | \(keys(of: group)) | \(behaviour) | \(first.source ?? "") |")
    }
    return lines.joined(separator: "\n")
  }

  /// Neighbouring classes with the same behaviour and source, in declaration order.
  static var groups: [[ViewClass]] {
    var out: [[ViewClass]] = []
    for cls in ViewClass.allCases where cls.declaration.behaviour != nil {
      if let last = out.last?.last, last.declaration.behaviour == cls.declaration.behaviour,
        last.declaration.source == cls.declaration.source
      {
        out[out.count - 1].append(cls)
      } else {
        out.append([cls])
      }
    }
    return out
  }

  /// The keys the classes declare for themselves (not their superclass's), with defaults.
  static func keys(of group: [ViewClass]) -> String {
    var names: [String] = []
    for key in ViewKeys.all {
      let own = group.filter { cls in
        key.classes.contains(cls) && !(cls.declaration.superclass.map(key.isKey(of:)) ?? false)
      }
      guard let cls = own.first else { continue }
      names.append("`\(key.name)`" + (defaultWords(key, cls).map { " (\($0))" } ?? ""))
    }
    if group.allSatisfy({ $0.isScrollView && $0 != .scrollView }) {
      names.append("the scroll view's keys")
    }
    return names.isEmpty ? "—" : names.joined(separator: ", ")
  }

  private static func defaultWords(_ key: ViewKey, _ cls: ViewClass) -> String? {
    if case .described(let words) = key.defaultValue { return words }
    let given = key.defaultValue(for: cls).map(SceneSchema.words)
    // A choice lists the others too: `distribution` (fill; also fillEqually, equalSpacing).
    if case .choice(let options) = key.type, let given {
      return ([given] + [options.filter { $0 != given }.joined(separator: ", ")])
        .joined(separator: "; also ")
    }
    return given
  }

  /// The SceneFormat article's table of the scroll views' keys.
  public static var scrollViewKeys: String {
    let keys = ViewKeys.all.filter { $0.classes == ViewClass.scrollViews }
    return
      (["| scroll view key | meaning |", "| --- | --- |"]
      + keys.map { "| `\($0.name)` | \(meaning(of: $0)) |" }).joined(separator: "\n")
  }

  /// The SceneFormat article's table of the everyday classes' keys.
  public static var everydayKeys: String {
    let keys = ViewKeys.all.filter {
      $0.classes != ViewClass.scrollViews && $0.classes != ViewClass.controls
    }
    let rows = keys.map { key in
      "| `\(key.name)` | \(key.classes.map { "`\($0.rawValue)`" }.joined(separator: ", ")) | "
        + "\(meaning(of: key)) |"
    }
    return
      ([
        "| key | for | meaning |", "| --- | --- | --- |",
        "| `baseClass` | your own classes | The UIKit class it behaves as. |",
        "| `canBecomeFirstResponder` | any view | Default true for `UITextField` and `UITextView`, "
          + "false otherwise. |",
      ] + rows).joined(separator: "\n")
  }

  /// "Its title."; "On or off. Default false."
  static func meaning(of key: ViewKey) -> String {
    var text = key.summary.prefix(1).uppercased() + key.summary.dropFirst()
    if case .choice(let options) = key.type {
      text += " One of " + options.map { "`\($0)`" }.joined(separator: ", ") + "."
    }
    switch key.defaultValue {
    case .none: break
    case .value(let value): text += " Default \(SceneSchema.words(value))."
    case .described(let words): text += words.isEmpty ? "" : " Default \(words)."
    case .perClass(let values):
      text += " Default " + SceneSchema.perClass(values, of: key) { "`\($0.rawValue)`" } + "."
    }
    return text
  }
}
