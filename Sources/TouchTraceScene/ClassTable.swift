import TouchTraceEngine

/// The UIKitClasses article's table of classes, written from the declarations (`ViewClass`,
/// `ViewKeys`); a test keeps the article equal to it, so the page cannot drift from the code.
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
    if case .texts(let list)? = key.defaultValue(for: cls), list.isEmpty { return "none" }
    let given = key.defaultValue(for: cls).map(SceneSchema.words)
    // A choice lists the others too: `distribution` (fill; also fillEqually, equalSpacing).
    if case .choice(let options) = key.type, let given {
      return ([given] + [options.filter { $0 != given }.joined(separator: ", ")])
        .joined(separator: "; also ")
    }
    return given
  }
}
