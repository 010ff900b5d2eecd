import TouchTraceTrace

/// The views under the finger that `hitTest` passed over, each with the reason the trace gives:
/// skipped unasked (hidden, alpha, interaction off), `point(inside:)` NO, outside a superview that
/// does not clip (so never asked), or covered by a view in front that took the touch first.
///
/// A view is listed when its frame holds the point and it is not on the path. Views inside a
/// listed one that holds the point too are left out (a covered button's title label): the reason
/// is the outer view's. A view whose superview does not hold the point is listed: that is the
/// surprise ("outside its superview, which does not clip").
struct PassedOverViews {
  let story: TouchStory
  let index: TraceIndex
  let path: [String]
  let point: Point

  init(story: TouchStory, index: TraceIndex, path: [String], at point: Point) {
    self.story = story
    self.index = index
    self.path = path
    self.point = point
  }

  /// UIKit's threshold: `hitTest` skips a view whose alpha is below 0.01 (Apple's documentation
  /// of `hitTest(_:with:)`); the engine's `TouchConstants` holds the same number.
  static let alphaThreshold = 0.01

  func all() -> [TouchAnswer.PassedOver] {
    let onPath = Set(path)
    // Each view's outermost ancestor off the path (itself when its superview is on it), found in
    // one pass: the trace lists superviews before their subviews, so a 100,000-view chain is not
    // walked once per view.
    var outerOf: [String: String] = [:]
    var out: [TouchAnswer.PassedOver] = []
    for o in index.trace.objects where o.role == .view || o.role == .window {
      guard !onPath.contains(o.id) else { continue }
      let outer = o.superview.flatMap { onPath.contains($0) ? nil : outerOf[$0] } ?? o.id
      outerOf[o.id] = outer
      guard holdsPoint(o), o.inWindow != false else { continue }
      // Inside a passed-over view that holds the point too: the outer view's reason is enough.
      if outer != o.id, let outerView = index.byId[outer], holdsPoint(outerView) { continue }
      guard let name = index.name(o.id), let reason = reason(for: o.id, outer: outer) else {
        continue
      }
      out.append(TouchAnswer.PassedOver(view: name, reason: reason))
    }
    return out
  }

  /// Whether the view's frame on screen holds the point.
  private func holdsPoint(_ o: TraceObject) -> Bool {
    guard let f = o.windowFrame, f.width > 0, f.height > 0 else { return false }
    return point.x >= f.minX && point.x < f.maxX && point.y >= f.minY && point.y < f.maxY
  }

  /// Why `outer` (the view itself, or its outermost ancestor off the path) did not lead to the
  /// touch, said of the view `id`.
  private func reason(for id: String, outer: String) -> String? {
    guard let visit = story.visit(of: outer) else {
      // Never asked: a view in front (a later sibling, on the path) answered first.
      guard let front = frontSibling(of: outer) else { return nil }
      let what = outer == id ? "" : "inside \(outer), which is "
      return "\(what)covered by \(front), in front of it, which took the touch first"
    }
    let own = visitReason(visit, of: outer)
    guard outer != id else { return own }
    if visit.inside == false, visit.skipped == nil {
      let clips = index.byId[outer]?.clipsToBounds == true
      let which = index.byId[id]?.superview == outer ? "its superview \(outer)" : outer
      return clips
        ? "outside \(which), which clips it, so hitTest never asked it"
        : "outside \(which), which does not clip, so hitTest never asked it"
    }
    return "inside \(outer), which hitTest passed over: \(own)"
  }

  /// A visited view's own reason, from the trace's skip reason or `point(inside:)`'s answer.
  private func visitReason(_ visit: TouchStory.Visit, of id: String) -> String {
    let o = index.byId[id]
    switch visit.skipped {
    case "alpha":
      // As Swift prints it: two places would round 0.005 up to the threshold it is below.
      let alpha = o?.alpha.map { "\($0)" } ?? "?"
      return "alpha \(alpha), below UIKit's \(EventLog.number(Self.alphaThreshold)): "
        + "hitTest skips it without asking"
    case "hidden": return "isHidden is true: hitTest skips it without asking"
    case "userInteraction":
      return "isUserInteractionEnabled is false: hitTest skips it without asking"
    case let skipped?: return DiagramWords.en.skipReason(skipped)
    case nil:
      if visit.inside == false {
        return "point(inside:) said NO"
          + (o?.hitArea != nil ? " (its point(inside:) is overridden)" : "")
      }
      return answerOverridden(visit, of: id)
        ?? "point(inside:) said YES, but no view inside it took the touch and hitTest "
        + "returned \(visit.returned ?? "nil")"
    }
  }

  /// A view whose hitTest returned a view, yet its superview's returned another: an override
  /// there chose (seed 001's `prefer`).
  private func answerOverridden(_ visit: TouchStory.Visit, of id: String) -> String? {
    guard let returned = visit.returned, let parent = index.byId[id]?.superview,
      path.contains(parent), let chosen = story.visit(of: parent)?.returned, chosen != returned
    else { return nil }
    return "its hitTest returned \(returned), but \(parent)'s hitTest (overridden) returned "
      + chosen
  }

  /// The view on the path that is a later sibling of `id` (in front of it); for a window, the
  /// window in front that took the touch.
  private func frontSibling(of id: String) -> String? {
    guard let parent = index.byId[id]?.superview else {
      return path.first.flatMap { $0 == id ? nil : $0 }
    }
    guard let at = path.firstIndex(of: parent), at + 1 < path.count else { return nil }
    let sibling = path[at + 1]
    let siblings = index.byId[parent]?.subviews ?? []
    guard let mine = siblings.firstIndex(of: id), let theirs = siblings.firstIndex(of: sibling),
      theirs > mine
    else { return nil }
    return sibling
  }
}
