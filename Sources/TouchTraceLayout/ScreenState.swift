import TouchTraceTrace

/// The scene as it was when a touch began: the trace's objects hold the state the scene set before
/// any touch, so the state changes of earlier touches (a switch toggled, a segment chosen, the first
/// responder moved, a tab switched, a scroll view scrolled) and the scene's own changes (`set`,
/// `add`, `remove` steps) are replayed on them. Each touch's screen then shows what the
/// finger saw.
enum ScreenState {
  /// `trace` with its objects as they were just before touch `touch`'s first event; the same trace
  /// for the first touch, or for a trace without state changes.
  static func trace(_ trace: Trace, before touch: Int) -> Trace {
    // Changes made before any touch, and those of the touches that began before this one.
    let earlier = Set(trace.touches.prefix { $0.id != touch }.map(\.id))
    guard earlier.count < trace.touches.count else { return trace }
    let first =
      trace.events.firstIndex { $0.touch == touch || $0.touches?.contains(touch) == true }
      ?? trace.events.count
    let owners = TouchEffects.owners(trace)
    let changes = trace.events.indices.filter { i in
      [.valueChange, .firstResponder, .hierarchy, .scroll, .change].contains(trace.events[i].kind)
        && (trace.events[i].kind != .scroll || trace.events[i].method == nil)
        && (owners[i].map(earlier.contains) ?? (i < first))
    }.map { trace.events[$0] }
    return applying(changes, to: trace)
  }

  /// `trace` with its objects as they were just before event `index` (an event that is not a
  /// touch): every change before it replayed.
  static func trace(_ trace: Trace, beforeEvent index: Int) -> Trace {
    let changes = trace.events.prefix(index).filter {
      [.valueChange, .firstResponder, .hierarchy, .change].contains($0.kind)
    }
    return applying(Array(changes), to: trace)
  }

  private static func applying(_ changes: [TraceEvent], to trace: Trace) -> Trace {
    guard !changes.isEmpty else { return trace }
    var objects = trace.objects
    let index = Dictionary(
      objects.indices.map { (objects[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
    for e in changes {
      // A change the app's code made carries the objects it touched as they became: they replace
      // the old ones (a view hidden, moved, added or removed; a recognizer disabled).
      for changed in e.objects ?? [] where e.kind == .change {
        if let j = index[changed.id] { objects[j] = changed }
      }
      guard let i = e.object.flatMap({ index[$0] }) else { continue }
      switch e.kind {
      case .valueChange: apply(e, to: &objects[i])
      case .firstResponder: objects[i].isFirstResponder = e.method == "becomeFirstResponder"
      case .hierarchy: move(i, to: e.superview, in: &objects, index: index)
      case .scroll: ScrollReplay.scroll(i, to: e.contentOffset, in: &objects, index: index)
      default: break
      }
    }
    var out = trace
    out.objects = objects
    return out
  }

  private static func apply(_ e: TraceEvent, to o: inout TraceObject) {
    guard let property = e.property, let value = e.value else { return }
    switch property {
    case "isOn": o.isOn = value != 0
    case "value": o.value = value
    case "selectedSegmentIndex": o.selectedSegmentIndex = index(value)
    case "currentPage": o.currentPage = index(value)
    case "selectedIndex": o.selectedIndex = index(value)
    default: break
    }
  }

  /// An index from a trace made elsewhere: 1e20 would trap converting to Int (issue 14, found by
  /// .ci/fuzz); past any real index it is no index.
  private static func index(_ value: Double) -> Int? {
    value.isFinite && abs(value) <= 1e9 ? Int(saturating: value) : nil
  }

  /// The view at `i` leaves its superview and, unless `superview` is nil, becomes that view's
  /// frontmost subview; its subtree is in the window exactly when its new superview is.
  private static func move(
    _ i: Int, to superview: String?, in objects: inout [TraceObject], index: [String: Int]
  ) {
    let id = objects[i].id
    if let old = objects[i].superview.flatMap({ index[$0] }) {
      objects[old].subviews?.removeAll { $0 == id }
    }
    objects[i].superview = superview
    var inWindow = false
    if let new = superview.flatMap({ index[$0] }) {
      objects[new].subviews = (objects[new].subviews ?? []) + [id]
      inWindow = objects[new].inWindow == true
    }
    var stack = [i]
    while let j = stack.popLast() {
      objects[j].inWindow = inWindow
      stack += (objects[j].subviews ?? []).compactMap { index[$0] }
    }
  }
}
