/// The kinds of object that share the scene's one id space.
enum ObjectKind: Sendable, Equatable {
  case view, controller, recognizer, window, application, appDelegate, windowScene

  var phrase: String {
    switch self {
    case .view: "a view"
    case .controller: "a controller"
    case .recognizer: "a gesture recognizer"
    case .window: "the window"
    case .application: "the application"
    case .appDelegate: "the app delegate"
    case .windowScene: "the window scene"
    }
  }
}

/// What a reference must name.
enum ReferenceKind {
  /// Any object (a target).
  case object
  /// A responder: anything but a gesture recognizer (`firstResponder`).
  case responder
  /// A view (`prefer`).
  case view
  /// A gesture recognizer (`requiresFailureOf`, the delegate's lists).
  case recognizer
  /// A controller (`navigation`'s `pushViewController`, `present`).
  case controller
  /// A view of this controller's own view tree (a child's `in`).
  case ownView(controller: String, views: Set<String>)
}

/// Every id declared in the scene and every reference to one, checked once the whole scene is
/// read (a reference may name an object written further down).
struct IdRegistry {
  struct Declaration {
    var id: String
    var kind: ObjectKind
    /// nil: a default id (the window's `UIWindow`…), not written in the file.
    var location: SourceLocation?
    var order: Int
  }
  struct Reference {
    var id: String
    var kind: ReferenceKind
    var key: String
    var location: SourceLocation?
  }

  private(set) var declarations: [Declaration] = []
  private(set) var references: [Reference] = []

  mutating func declare(_ id: String, _ kind: ObjectKind, at location: SourceLocation?) {
    declarations.append(
      Declaration(id: id, kind: kind, location: location, order: declarations.count))
  }

  mutating func refer(
    to id: String, as kind: ReferenceKind, key: String, at location: SourceLocation?
  ) {
    references.append(Reference(id: id, kind: kind, key: key, location: location))
  }

  /// Reports ids used twice (at the later one) and references to ids that are missing or name
  /// the wrong kind of object.
  func check(_ reader: YAMLReader) {
    let (first, repeated) = firstDeclarations()
    reportDuplicates(repeated, first: first, to: reader)
    var suggestions = Suggestions()
    for reference in references {
      if let message = problem(with: reference, found: first[reference.id], &suggestions) {
        reader.error(message, at: reference.location)
      }
    }
  }

  /// Each id's first declaration (a default one, else the one written first), and the ids
  /// declared more than once.
  private func firstDeclarations() -> (first: [String: Declaration], repeated: Set<String>) {
    var first: [String: Declaration] = [:]
    first.reserveCapacity(declarations.count)
    var repeated: Set<String> = []
    for declaration in declarations {
      if let earlier = first[declaration.id] {
        repeated.insert(declaration.id)
        if declaration.precedes(earlier) { first[declaration.id] = declaration }
      } else {
        first[declaration.id] = declaration
      }
    }
    return (first, repeated)
  }

  /// Every declaration of a repeated id but its first, in the file's order.
  private func reportDuplicates(
    _ repeated: Set<String>, first: [String: Declaration], to reader: YAMLReader
  ) {
    let again = declarations.filter { repeated.contains($0.id) }.sorted { $0.precedes($1) }
    for declaration in again {
      guard let earlier = first[declaration.id], earlier.order != declaration.order else {
        continue
      }
      var message = "duplicate id '\(declaration.id)': \(earlier.kind.phrase) "
      if let at = earlier.location {
        message += "at \(at) already has it; ids must be unique in the scene"
      } else {
        message += "already has it by default; choose another id"
        if earlier.kind == .appDelegate { message += " (or set the application's 'delegate')" }
        if earlier.kind == .window || earlier.kind == .application {
          message += " (or set the \(earlier.kind == .window ? "window" : "application")'s 'id')"
        }
      }
      reader.error(message, at: declaration.location)
    }
  }

  /// What is wrong with the reference (nil: nothing); `found` is its id's first declaration.
  private func problem(
    with reference: Reference, found: Declaration?, _ suggestions: inout Suggestions
  ) -> String? {
    switch reference.kind {
    case .object:
      guard found == nil else { return nil }
      return "'\(reference.key)' names '\(reference.id)', but no object has that id"
        + suggestions.guess(reference.id) { declarations.map(\.id) }
    case .responder:
      if let found, found.kind == .recognizer {
        return
          "'\(reference.key)' must name a responder (a view, controller, window, the application or its delegate), but '\(reference.id)' is a gesture recognizer"
      }
      guard found == nil else { return nil }
      return "'\(reference.key)' names '\(reference.id)', but no object has that id"
        + suggestions.guess(reference.id) { declarations.map(\.id) }
    case .view, .recognizer, .controller:
      let wanted: ObjectKind =
        switch reference.kind {
        case .view: .view
        case .controller: .controller
        default: .recognizer
        }
      if let found {
        guard found.kind != wanted else { return nil }
        return
          "'\(reference.key)' must name \(wanted.phrase), but '\(reference.id)' is \(found.kind.phrase)"
      }
      return
        "'\(reference.key)' names '\(reference.id)', but no \(wanted.phrase.dropFirst(2)) has that id"
        + suggestions.guess(reference.id) {
          declarations.filter { $0.kind == wanted }.map(\.id)
        }
    case .ownView(let controller, let views):
      guard !views.contains(reference.id) else { return nil }
      return ownViewProblem(
        reference.id, controller: controller, views: views, found: found, &suggestions)
    }
  }

  /// A child's `in` that names no view of its parent controller's own view tree.
  private func ownViewProblem(
    _ id: String, controller: String, views: Set<String>, found: Declaration?,
    _ suggestions: inout Suggestions
  ) -> String {
    let owner = controller.isEmpty ? "the controller" : "controller '\(controller)'"
    if let found, found.kind == .view {
      return "'in' must name a view of \(owner)'s own view tree (its 'view' or a subview of it), "
        + "but view '\(id)' is not in it"
    } else if let found {
      return "'in' must name a view of \(owner), but '\(id)' is \(found.kind.phrase)"
    } else if views.isEmpty {
      return
        "'in' names '\(id)', but \(owner) has no views of its own (give it a 'view' holding '\(id)')"
    }
    return "'in' names '\(id)', but no view of \(owner) has that id"
      + suggestions.guess(id) { views.sorted() }
  }
}

extension IdRegistry.Declaration {
  /// Whether this declaration comes first of two with one id: a default one (not written in the
  /// file) before a written one, written ones in the file's order.
  func precedes(_ other: Self) -> Bool {
    switch (location, other.location) {
    case (nil, nil): return order < other.order
    case (nil, _): return true
    case (_, nil): return false
    case (let mine?, let theirs?):
      return (mine.line, mine.column, order) < (theirs.line, theirs.column, other.order)
    }
  }
}

/// "; did you mean 'x'?" for an unknown id, for the first 20 only: each guess measures the id
/// against every candidate (at most 10,000), and a scene with thousands of bad references must
/// still be checked quickly.
private struct Suggestions {
  private var made = 0

  mutating func guess(_ id: String, _ candidates: () -> [String]) -> String {
    guard made < 20 else { return "" }
    made += 1
    let list = candidates()
    guard list.count <= 10_000, let guess = closest(to: id, in: list) else { return "" }
    return "; did you mean '\(guess)'?"
  }
}
