import TouchTraceTrace

/// A view key only some classes have (`isOn`, `segments`, `contentSize`…), declared once in
/// `ViewKeys.all`: its name, the classes that have it, its value, UIKit's default, what it means
/// and where that comes from, and how it reaches the engine object and the trace. The scene
/// reader's checks, the JSON Schema, the builder, the trace's snapshot, the import and the
/// UIKitClasses article's table all read it.
public struct ViewKey: Sendable {
  public let name: String
  /// The classes that have it; their subclasses and the app's classes based on them do too.
  public let classes: [ViewClass]
  public let type: ValueType
  public let defaultValue: Default
  /// What it means, in a sentence (the JSON Schema's description, after the classes).
  public let summary: String
  /// Where its meaning comes from: Apple's page, a device print, a device report.
  public let source: String
  let binding: Binding

  /// What a scene gives for the key, and what the reader checks.
  public enum ValueType: Sendable, Equatable {
    case bool
    case number(NumberBound)
    case integer(minimum: Int)
    /// A whole number from `minimum` up to the count of another key's value (`segments`, or the
    /// number `numberOfPages`), or up to `minimum + 1` when that is more.
    case index(minimum: Int, countOf: String, noun: String, note: String)
    case text
    case texts
    case choice([String])
    /// [section, row or item], whole numbers ≥ 0.
    case indexPath
    /// The id of a responder in the scene.
    case reference
    /// Read by a reader of its own (`swipeActions`, `contentOffset`…); `schema` is its JSON Schema.
    case custom(schema: String)
  }

  public enum NumberBound: Sendable, Equatable { case any, nonNegative, positive, unit }

  /// UIKit's default: one value, one per class, or described in words.
  public enum Default: Sendable, Equatable {
    case none
    case value(Value)
    case perClass([ViewClass: Value])
    case described(String)
  }

  /// A key's value as a scene gives it.
  public enum Value: Sendable, Equatable {
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case text(String)
    case texts([String])
    case choice(String)
    case indexPath([Int])
    case reference(String)
  }

  init(
    _ name: String, _ type: ValueType, on classes: [ViewClass],
    default defaultValue: Default = .none,
    _ summary: String, source: String, _ binding: Binding = .none
  ) {
    (self.name, self.type, self.classes, self.defaultValue) = (name, type, classes, defaultValue)
    (self.summary, self.source, self.binding) = (summary, source, binding)
  }

  /// Whether a view of `cls` has the key.
  public func isKey(of cls: ViewClass) -> Bool { classes.contains { cls.isKind(of: $0) } }

  /// Sets the scene's value on the engine view (a view of a class without the key is left alone).
  public func apply(_ value: Value, to view: UIView) { binding.apply(view, value) }

  /// Writes the view's value into its trace object, as the trace records it.
  public func record(_ view: UIView, into object: inout TraceObject) {
    binding.record?(view, &object)
  }

  /// UIKit's default for a view of `cls`.
  public func defaultValue(for cls: ViewClass) -> Value? {
    switch defaultValue {
    case .value(let value): value
    case .perClass(let values): cls.ancestorsAndSelf.lazy.compactMap { values[$0] }.first
    case .none, .described: nil
    }
  }
}

extension ViewClass {
  /// The class, then its superclasses.
  var ancestorsAndSelf: [ViewClass] { [self] + ancestors }
}
