import TouchTraceEngine

/// The builder's last pass: the references that need every object built (failure requirements,
/// targets, delegates, navigation, `next` and `hitTest` overrides), each looked up by its id.
extension SceneBuilder {
  /// Each controller's `navigation`, once every controller is made (the reader checked that each
  /// names a `storyboard:` controller).
  func wireNavigation() throws {
    for (c, steps) in navigations {
      for step in steps {
        switch step.call {
        case .pushViewController:
          c.navigation[step.method] = .pushViewController(try shownController(step))
        case .present: c.navigation[step.method] = .present(try shownController(step))
        case .popViewController: c.navigation[step.method] = .popViewController
        case .popToRootViewController: c.navigation[step.method] = .popToRootViewController
        case .dismiss: c.navigation[step.method] = .dismiss
        }
      }
    }
  }

  /// `viewDidLoad`'s `require(toFail:)` and tab bar controllers' delegates.
  func wireControllerCalls() throws {
    let all = recognizers.mapValues(\.1).merging(uikitRecognizers) { own, _ in own }
    for call in failureRequirements {
      let waiting = try lookup(call.recognizer, in: all, call.location)
      waiting.require(toFail: try lookup(call.requiresFailureOf, in: all, call.location))
    }
    for (tabs, spec) in tabBarDelegates {
      tabs.delegate = try lookup(spec.id, in: responders, spec.location)
      tabs.shouldSelectAnswer = spec.shouldSelect
      tabs.shouldSelectAnswers = spec.shouldSelectByTab
    }
  }

  /// The controller a `navigation` step pushes or presents.
  func shownController(_ step: NavigationSpec) throws -> UIViewController {
    let id = step.controller ?? ""
    guard let found = try lookup(id, in: responders, step.location) as? UIViewController else {
      throw SceneErrors(errors: [
        SceneError(file: file, location: step.location, message: "'\(id)' is not a controller")
      ])
    }
    return found
  }

  /// References that need every object built: `prefer` views and action targets.
  func wire() throws {
    for (spec, recognizer) in recognizers.values.sorted(by: { $0.0.id < $1.0.id }) {
      for id in spec.requiresFailureOf {
        guard let other = recognizers[id]?.1 ?? uikitRecognizers[id] else { continue }
        recognizer.require(toFail: other)
      }
      if let action = spec.action {
        let target = try spec.target.map { try lookup($0, in: responders, spec.location) }
        recognizer.addTarget(target, action: action)
      }
    }
    try wireControllerCalls()
    try wireNextOverrides(nextOverrides, responders: responders)
    for (sheet, id, location) in sheetDelegates {
      sheet.delegate = try lookup(id, in: responders, location)
    }
    try wirePopovers()
    try wireSearchControllers()
    // A bar button item's target, on the button view its navigation bar made.
    for item in barButtonItems where !item.isEditButtonItem {
      let target = try lookup(item.target, in: responders, item.location)
      guard let button = views[item.id] as? UIControl else { continue }
      button.addTarget(target, action: item.action, for: .touchUpInside)
    }
    for (v, id, location) in hitTestTargets {
      v.hitTestOverrides.returns = try lookup(id, in: views, location)
    }
    for (spec, v) in pending {
      if let prefer = spec.overrides.hitTestPrefer {
        v.hitTestPreferredView = try lookup(prefer, in: views, spec.location)
      }
      if let delegate = spec.properties.delegate {
        Self.setDelegate(try lookup(delegate, in: responders, spec.location), of: v)
      }
      if let control = v as? UIControl {
        for action in spec.actions {
          let target = try action.target.map {
            try lookup($0, in: responders, action.location ?? spec.location)
          }
          let event = UIControl.Event.named.first { $0.name == action.event.rawValue }!.event
          control.addTarget(target, action: action.action, for: event)
        }
      }
    }
  }

  func lookup<T>(_ id: String, in table: [String: T], _ location: SourceLocation?) throws
    -> T
  {
    guard let found = table[id] else {
      throw SceneErrors(errors: [
        SceneError(file: file, location: location, message: "no object has the id '\(id)'")
      ])
    }
    return found
  }
}
