import Foundation
import TouchTraceScene

/// The view classes and view keys the scene format accepts, read from its JSON Schema (which a
/// test keeps equal to the reader's keys). The import writes only what the format reads: a class
/// it does not model yet is written as the nearest one it does, a key it lacks as a comment.
public struct SceneVocabulary: Sendable {
  public var classes: Set<String>
  public var keys: Set<String>

  public init(classes: Set<String>, keys: Set<String>) {
    self.classes = classes
    self.keys = keys
  }

  /// This TouchTrace's scene format: the classes `ViewClass` models, the view keys its schema lists.
  public static let current: SceneVocabulary = {
    let schema = try? JSONSerialization.jsonObject(with: Data(SceneSchema.json.utf8))
    let defs = (schema as? [String: Any])?["$defs"] as? [String: Any]
    let view = defs?["view"] as? [String: Any]
    let properties = view?["properties"] as? [String: Any] ?? [:]
    return SceneVocabulary(
      classes: Set(ViewClass.allCases.map(\.rawValue)), keys: Set(properties.keys))
  }()

  /// `name`, or the nearest UIKit superclass the format models (UISwitch → UIControl,
  /// UITableView → UIScrollView, UITableViewCell → UIView).
  func modelled(_ name: String) -> String {
    var name = name
    while !classes.contains(name), let up = Self.superclass[name] { name = up }
    return classes.contains(name) ? name : "UIView"
  }

  /// A control (it takes `actions`): UIControl or a class below it.
  static func isControl(_ name: String) -> Bool {
    var name = name
    while name != "UIControl", let up = superclass[name] { name = up }
    return name == "UIControl"
  }

  /// UIKit's superclasses of the everyday classes (`ViewClass`'s declarations).
  static let superclass = Dictionary(
    uniqueKeysWithValues: ViewClass.allCases.compactMap { cls in
      cls.declaration.superclass.map { (cls.rawValue, $0.rawValue) }
    })
}
