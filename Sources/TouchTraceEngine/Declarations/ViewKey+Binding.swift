import TouchTraceTrace

extension ViewKey {
  /// How a key reaches the engine object and the trace: made from key paths, so a declaration
  /// names the engine property and the trace field and nothing is copied field by field.
  struct Binding: Sendable {
    let apply: @Sendable (UIView, Value) -> Void
    /// nil: the trace does not record the key (so a snapshot skips it).
    let record: (@Sendable (UIView, inout TraceObject) -> Void)?
    /// Whether the binding's engine class is the view's (or one of its superclasses).
    var applies: @Sendable (UIView) -> Bool = { _ in false }

    /// Read by the scene builder itself (a delegate, a row height), or not traced.
    static let none = Binding(apply: { _, _ in }, record: nil)

    /// When the trace records a value: always, or only where it differs from UIKit's default
    /// (so traces written before the key existed stay as they were).
    enum Recorded<T: Sendable>: Sendable {
      case always
      case unless(T)
    }

    /// A property of one engine class, recorded in a trace field of the same type.
    static func property<View: UIView, T: KeyValue>(
      _ property: ReferenceWritableKeyPath<View, T> & Sendable,
      trace: WritableKeyPath<TraceObject, T?> & Sendable,
      recorded: Recorded<T> = .always
    ) -> Binding {
      Binding(
        apply: untraced(property).apply,
        record: { view, object in
          guard let view = view as? View else { return }
          let current = view[keyPath: property]
          switch recorded {
          case .always: object[keyPath: trace] = current
          case .unless(let quiet): object[keyPath: trace] = current == quiet ? nil : current
          }
        }, applies: { $0 is View })
    }

    /// A property the trace does not record.
    static func untraced<View: UIView, T: KeyValue>(
      _ property: ReferenceWritableKeyPath<View, T> & Sendable
    ) -> Binding {
      Binding(
        apply: { view, value in
          if let view = view as? View, let typed = T(value) { view[keyPath: property] = typed }
        },
        record: nil)
    }

    /// An optional property (a title, a text): nil in the engine is nil in the trace.
    static func optional<View: UIView, T: KeyValue>(
      _ property: ReferenceWritableKeyPath<View, T?> & Sendable,
      trace: WritableKeyPath<TraceObject, T?> & Sendable
    ) -> Binding {
      Binding(
        apply: { view, value in
          if let view = view as? View, let typed = T(value) { view[keyPath: property] = typed }
        },
        record: { view, object in
          if let view = view as? View { object[keyPath: trace] = view[keyPath: property] }
        }, applies: { $0 is View })
    }

    /// A choice of the engine's own enum, recorded by its raw value.
    static func choice<View: UIView, T: RawRepresentable & Sendable>(
      _ property: ReferenceWritableKeyPath<View, T> & Sendable,
      trace: WritableKeyPath<TraceObject, String?> & Sendable,
      from scene: @escaping @Sendable (String) -> T?
    ) -> Binding where T.RawValue == String {
      Binding(
        apply: untracedChoice(property, from: scene).apply,
        record: { view, object in
          if let view = view as? View { object[keyPath: trace] = view[keyPath: property].rawValue }
        }, applies: { $0 is View })
    }

    /// A choice the trace does not record.
    static func untracedChoice<View: UIView, T: RawRepresentable & Sendable>(
      _ property: ReferenceWritableKeyPath<View, T> & Sendable,
      from scene: @escaping @Sendable (String) -> T?
    ) -> Binding {
      Binding(
        apply: { view, value in
          if let view = view as? View, case .choice(let name) = value, let typed = scene(name) {
            view[keyPath: property] = typed
          }
        },
        record: nil)
    }

    /// The same key on several classes that share no superclass with it (UILabel, UITextField
    /// and UITextView's `text`): each binding applies to its own class.
    static func each(_ bindings: [Binding]) -> Binding {
      Binding(
        apply: { view, value in for binding in bindings { binding.apply(view, value) } },
        record: traced(bindings.compactMap(\.record)),
        applies: { view in bindings.contains { $0.applies(view) } })
    }

    /// The records that apply, one after another; nil when none records anything.
    private static func traced(
      _ records: [@Sendable (UIView, inout TraceObject) -> Void]
    ) -> (@Sendable (UIView, inout TraceObject) -> Void)? {
      guard !records.isEmpty else { return nil }
      return { view, object in for record in records { record(view, &object) } }
    }
  }
}

/// A Swift value a key's scene value converts to.
protocol KeyValue: Sendable, Equatable {
  init?(_ value: ViewKey.Value)
}

extension Bool: KeyValue {
  init?(_ value: ViewKey.Value) {
    guard case .bool(let bool) = value else { return nil }
    self = bool
  }
}

extension Double: KeyValue {
  init?(_ value: ViewKey.Value) {
    guard case .number(let number) = value else { return nil }
    self = number
  }
}

extension Int: KeyValue {
  init?(_ value: ViewKey.Value) {
    guard case .integer(let integer) = value else { return nil }
    self = integer
  }
}

extension String: KeyValue {
  init?(_ value: ViewKey.Value) {
    guard case .text(let text) = value else { return nil }
    self = text
  }
}

extension Array: KeyValue where Element: KeyValue {
  init?(_ value: ViewKey.Value) {
    switch value {
    case .texts(let texts): self.init(texts.compactMap { Element(.text($0)) })
    case .indexPath(let path): self.init(path.compactMap { Element(.integer($0)) })
    default: return nil
    }
  }
}
