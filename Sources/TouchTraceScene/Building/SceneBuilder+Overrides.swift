import TouchTraceEngine

/// The overrides that answer UIKit's questions, wired into the engine's objects.
extension SceneBuilder {
  static func applyAnswers(_ o: ViewOverrides, to v: UIView) {
    if let answer = o.gestureRecognizerShouldBegin {
      v.shouldBeginOverride = .always(answer)
    } else if !o.gestureRecognizerShouldBeginByID.isEmpty {
      v.shouldBeginOverride = .byID(o.gestureRecognizerShouldBeginByID)
    }
    if let answer = o.beginTracking { (v as? UIControl)?.beginTrackingOverride = answer }
    if let scroll = v as? UIScrollView {
      if let answer = o.touchesShouldBegin {
        scroll.touchesShouldBeginOverride = .always(answer)
      } else if let classes = o.touchesShouldBeginUnless {
        scroll.touchesShouldBeginOverride = .unlessViewIs(
          isAny(classes), words: classes.map(\.rawValue).joined(separator: ", "))
      }
    }
  }

  /// Sets each `next` override; a chain that comes back to where it started would pass touches
  /// round for ever, so it is an error at the responder that closes it.
  func wireNextOverrides(
    _ list: [(UIResponder, String, SourceLocation?)], responders: [String: UIResponder]
  ) throws {
    for (responder, id, location) in list {
      guard let next = responders[id] else {
        throw SceneErrors(errors: [
          SceneError(
            file: file, location: location,
            message:
              "'next: \(id)' must name a responder (a view, controller, window or application)")
        ])
      }
      responder.nextOverride = next
    }
    for (responder, id, location) in list {
      var seen: Set<ObjectIdentifier> = [ObjectIdentifier(responder)]
      var current = responder.next
      while let r = current {
        guard seen.insert(ObjectIdentifier(r)).inserted else {
          throw SceneErrors(errors: [
            SceneError(
              file: file, location: location,
              message:
                "'next: \(id)' makes the responder chain of '\(responder.id)' a loop (it comes back to '\(r.id)')"
            )
          ])
        }
        current = r.next
      }
    }
  }
}
