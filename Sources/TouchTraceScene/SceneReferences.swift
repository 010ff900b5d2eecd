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
  func check(_ r: YAMLReader) {
    // Each id's first declaration: a default one, else the one written first.
    func precedes(_ a: Declaration, _ b: Declaration) -> Bool {
      switch (a.location, b.location) {
      case (nil, nil): return a.order < b.order
      case (nil, _): return true
      case (_, nil): return false
      case (let x?, let y?): return (x.line, x.column, a.order) < (y.line, y.column, b.order)
      }
    }
    var first: [String: Declaration] = [:]
    first.reserveCapacity(declarations.count)
    var repeated: Set<String> = []
    for d in declarations {
      if let earlier = first[d.id] {
        repeated.insert(d.id)
        if precedes(d, earlier) { first[d.id] = d }
      } else {
        first[d.id] = d
      }
    }
    for d in declarations.filter({ repeated.contains($0.id) }).sorted(by: precedes) {
      guard let earlier = first[d.id], earlier.order != d.order else { continue }
      var message = "duplicate id '\(d.id)': \(earlier.kind.phrase) "
      if let at = earlier.location {
        message += "at \(at) already has it; ids must be unique in the scene"
      } else {
        message += "already has it by default; choose another id"
        if earlier.kind == .appDelegate { message += " (or set the application's 'delegate')" }
        if earlier.kind == .window || earlier.kind == .application {
          message += " (or set the \(earlier.kind == .window ? "window" : "application")'s 'id')"
        }
      }
      r.error(message, at: d.location)
    }

    var suggestions = 0
    func suggestion(_ id: String, _ candidates: () -> [String]) -> String {
      guard suggestions < 20 else { return "" }
      suggestions += 1
      let list = candidates()
      guard list.count <= 10_000, let guess = closest(to: id, in: list) else { return "" }
      return "; did you mean '\(guess)'?"
    }
    for ref in references {
      let found = first[ref.id]
      switch ref.kind {
      case .object:
        if found == nil {
          r.error(
            "'\(ref.key)' names '\(ref.id)', but no object has that id"
              + suggestion(ref.id) { declarations.map(\.id) }, at: ref.location)
        }
      case .responder:
        if let found, found.kind == .recognizer {
          r.error(
            "'\(ref.key)' must name a responder (a view, controller, window, the application or its delegate), but '\(ref.id)' is a gesture recognizer",
            at: ref.location)
        } else if found == nil {
          r.error(
            "'\(ref.key)' names '\(ref.id)', but no object has that id"
              + suggestion(ref.id) { declarations.map(\.id) }, at: ref.location)
        }
      case .view, .recognizer:
        let wanted: ObjectKind = if case .view = ref.kind { .view } else { .recognizer }
        if let found {
          if found.kind != wanted {
            r.error(
              "'\(ref.key)' must name \(wanted.phrase), but '\(ref.id)' is \(found.kind.phrase)",
              at: ref.location)
          }
        } else {
          r.error(
            "'\(ref.key)' names '\(ref.id)', but no \(wanted == .view ? "view" : "gesture recognizer") has that id"
              + suggestion(ref.id) { declarations.filter { $0.kind == wanted }.map(\.id) },
            at: ref.location)
        }
      case .ownView(let controller, let views):
        guard !views.contains(ref.id) else { continue }
        let owner = controller.isEmpty ? "the controller" : "controller '\(controller)'"
        if let found, found.kind == .view {
          r.error(
            "'in' must name a view of \(owner)'s own view tree (its 'view' or a subview of it), "
              + "but view '\(ref.id)' is not in it", at: ref.location)
        } else if let found {
          r.error(
            "'in' must name a view of \(owner), but '\(ref.id)' is \(found.kind.phrase)",
            at: ref.location)
        } else if views.isEmpty {
          r.error(
            "'in' names '\(ref.id)', but \(owner) has no views of its own (give it a 'view' holding '\(ref.id)')",
            at: ref.location)
        } else {
          r.error(
            "'in' names '\(ref.id)', but no view of \(owner) has that id"
              + suggestion(ref.id) { views.sorted() },
            at: ref.location)
        }
      }
    }
  }
}
