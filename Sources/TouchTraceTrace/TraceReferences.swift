/// The checks of a trace after its schema: references, the view tree, cycles, limits. A trace made
/// elsewhere must not send a renderer round for ever (issue 23: views listing each other as
/// subviews hung `render`, `check` and the preview with memory growing without bound).
extension TraceReader {
  /// A trace holds at most a scene's touches and touch events (issue 23: 2,000 touches took
  /// 209 s to render, 20,000 ran out of 8 GB). The schema says the same (`maxItems`).
  public static let maximumTouches = 20
  public static let maximumTouchEvents = 10_000
  /// The longest text a trace (or a scene) may carry: a title, a class name, a label's text.
  /// Issue 23: a 1 MB title took 11 s and 612 MB to draw as HTML, a 10 MB one 5.3 GB.
  public static let maximumTextLength = 1_000

  /// Ids that name no object, touch ids that name no touch, a view tree that is not a tree,
  /// cycles, and more touch events than a scene may make.
  static func references(in trace: Trace) -> [JSONSchemaProblem] {
    var out: [JSONSchemaProblem] = []
    func at(_ parts: JSONPathComponent..., say message: String) {
      out.append(JSONSchemaProblem(path: JSONPath(parts), message: message))
    }
    guard !trace.objects.isEmpty else {
      at(.key("objects"), say: "no objects: a trace has at least its window")
      return out
    }
    var ids: [String: Int] = [:]
    for (i, o) in trace.objects.enumerated() {
      if let first = ids[o.id] {
        at(.key("objects"), .index(i), .key("id"), say: "'\(o.id)' is also objects[\(first)]'s id")
      } else {
        ids[o.id] = i
      }
    }
    func object(_ id: String?, _ parts: JSONPathComponent...) {
      guard let id, ids[id] == nil else { return }
      out.append(
        JSONSchemaProblem(path: JSONPath(parts), message: "'\(id)' is not one of the objects' ids"))
    }
    for (i, o) in trace.objects.enumerated() {
      out += unknownReferences(of: o, at: [.key("objects"), .index(i)], ids: ids)
    }
    out += longTexts(trace)
    out += subviewTree(trace.objects, ids: ids)
    out += cycles(trace.objects, ids: ids, through: "superview", \.superview)
    out += cycles(trace.objects, ids: ids, through: "next", \.next)
    out += cycles(trace.objects, ids: ids, through: "parent", \.parent)
    out += failureCycles(trace.objects, ids: ids)
    // Only from a sound first state: the changes are replayed on it.
    if out.isEmpty { out += laterStates(trace, ids: ids) }
    let samples = trace.touches.reduce(0) { $0 + $1.samples.count }
    if samples > maximumTouchEvents {
      at(
        .key("touches"),
        say: "the touches have \(samples) touch events in all; at most \(maximumTouchEvents), "
          + "a scene's limit")
    }
    let touchIDs = Set(trace.touches.map(\.id))
    for (i, t) in trace.touches.enumerated() {
      object(t.view, .key("touches"), .index(i), .key("view"))
      for (j, r) in t.responderChain.enumerated() {
        object(r, .key("touches"), .index(i), .key("responderChain"), .index(j))
      }
    }
    var previousTime = 0.0
    for (i, e) in trace.events.enumerated() {
      // The simulated clock only goes forward: the timeline is drawn in this order.
      if !(e.time >= previousTime) {
        at(
          .key("events"), .index(i), .key("time"),
          say:
            "events are in time order from 0 s: this one is at \(e.time) s, after one at \(previousTime) s"
        )
      } else {
        previousTime = e.time
      }
      let fields: [(String, String?)] = [
        ("object", e.object), ("target", e.target), ("passedTo", e.passedTo),
        // A delegate call's `other` is its answer's words (`returns [0, 1]`, `to [0, 2]`), not an id.
        ("cause", e.cause), ("other", e.kind == .select ? nil : e.other),
        ("superview", e.superview),
      ]
      for (key, id) in fields { object(id, .key("events"), .index(i), .key(key)) }
      // A change's objects are objects of the trace as they became: the same ids, no new ones.
      for (j, changed) in (e.objects ?? []).enumerated() {
        object(changed.id, .key("events"), .index(i), .key("objects"), .index(j), .key("id"))
      }
      for (key, touch) in [("touch", e.touch)] + (e.touches ?? []).map({ ("touches", $0) })
      where touch.map(touchIDs.contains) == false {
        at(.key("events"), .index(i), .key(key), say: "touch \(touch!) is not one of the touches")
      }
    }
    return out
  }

  /// A `superview`, `next` or `parent` chain that comes back to where it started would send hit-testing
  /// and the responder chain round for ever; reported once, at the first object of the circle.
  private static func cycles(
    _ objects: [TraceObject], ids: [String: Int], through key: String,
    _ link: KeyPath<TraceObject, String?>
  ) -> [JSONSchemaProblem] {
    var out: [JSONSchemaProblem] = []
    var reported = Set<Int>()
    // Objects already walked from: their chain is known. Each object is walked once, so a
    // 100,000-deep chain costs 100,000 steps, not 100,000² (issue 14: bounded work).
    var walked = Set<Int>()
    for start in objects.indices where !walked.contains(start) {
      var seen: [Int] = [start]
      var onPath: [Int: Int] = [start: 0]
      var current = start
      walked.insert(start)
      while let next = objects[current][keyPath: link].flatMap({ ids[$0] }) {
        if let loop = onPath[next] {
          let circle = seen[loop...]
          if !circle.contains(where: reported.contains) {
            let first = circle.min()!
            let names = (circle.map { objects[$0].id } + [objects[next].id])
            out.append(
              JSONSchemaProblem(
                path: JSONPath([.key("objects"), .index(first), .key(key)]),
                message: "'\(key)' goes round in a circle: \(names.joined(separator: " → "))"))
          }
          reported.formUnion(circle)
          break
        }
        guard walked.insert(next).inserted else { break }
        onPath[next] = seen.count
        seen.append(next)
        current = next
      }
    }
    return out
  }

  /// The ids an object names that no object has: every reference the schema has, a
  /// controller's, a recognizer's, a control's.
  static func unknownReferences(
    of o: TraceObject, at base: [JSONPathComponent], ids: [String: Int]
  ) -> [JSONSchemaProblem] {
    var out: [JSONSchemaProblem] = []
    func object(_ id: String?, _ parts: JSONPathComponent...) {
      guard let id, ids[id] == nil else { return }
      out.append(
        JSONSchemaProblem(
          path: JSONPath(base + parts), message: "'\(id)' is not one of the objects' ids"))
    }
    for (key, id) in [
      ("superview", o.superview), ("next", o.next), ("view", o.view), ("parent", o.parent),
      ("presentingViewController", o.presentingViewController), ("target", o.target),
    ] {
      object(id, .key(key))
    }
    for (key, list) in [
      ("subviews", o.subviews), ("gestureRecognizers", o.gestureRecognizers),
      ("requiresFailureOf", o.requiresFailureOf),
    ] {
      for (j, s) in (list ?? []).enumerated() { object(s, .key(key), .index(j)) }
    }
    for (j, action) in (o.actions ?? []).enumerated() {
      object(action.target, .key("actions"), .index(j), .key("target"))
    }
    return out
  }

  /// Texts longer than ``maximumTextLength``: the title and each object's words.
  static func longTexts(_ trace: Trace) -> [JSONSchemaProblem] {
    var out: [JSONSchemaProblem] = []
    check(trace.title, [.key("title")], into: &out)
    check(trace.source, [.key("source")], into: &out)
    for (i, o) in trace.objects.enumerated() {
      out += longTexts(of: o, at: [.key("objects"), .index(i)])
    }
    return out
  }

  /// An object's words longer than ``maximumTextLength``.
  static func longTexts(of o: TraceObject, at base: [JSONPathComponent]) -> [JSONSchemaProblem] {
    var out: [JSONSchemaProblem] = []
    let texts: [(String, String?)] = [
      ("id", o.id), ("class", o.class), ("baseClass", o.baseClass), ("title", o.title),
      ("text", o.text), ("placeholder", o.placeholder),
    ]
    for (key, text) in texts { check(text, base + [.key(key)], into: &out) }
    for (j, segment) in (o.segments ?? []).enumerated() {
      check(segment, base + [.key("segments"), .index(j)], into: &out)
    }
    return out
  }

  private static func check(
    _ text: String?, _ parts: [JSONPathComponent], into out: inout [JSONSchemaProblem]
  ) {
    guard let text, text.utf8.count > maximumTextLength, text.count > maximumTextLength
    else { return }
    out.append(
      JSONSchemaProblem(
        path: JSONPath(parts),
        message: "it is \(text.count) characters long; at most \(maximumTextLength) "
          + "(longer text cannot be shown in a diagram)"))
  }

  /// The views and their `subviews` must make a tree: each view in at most one `subviews` list,
  /// never its own, and that list's owner its `superview`. (A `superview` whose `subviews` leaves
  /// the view out is allowed: hand-written traces often give only `superview`.) With
  /// `superview` free of circles (`cycles`), nothing can be reached twice walking down: 30 views
  /// each listing the next twice made 2^30 paths.
  static func subviewTree(_ objects: [TraceObject], ids: [String: Int]) -> [JSONSchemaProblem] {
    var out: [JSONSchemaProblem] = []
    var listedBy: [Int: Int] = [:]
    for (i, o) in objects.enumerated() {
      for (j, s) in (o.subviews ?? []).enumerated() {
        guard let k = ids[s] else { continue }
        func say(_ message: String) {
          out.append(
            JSONSchemaProblem(
              path: JSONPath([.key("objects"), .index(i), .key("subviews"), .index(j)]),
              message: message))
        }
        if k == i {
          say("'\(o.id)' lists itself as a subview; the view tree must be a tree")
        } else if let first = listedBy[k] {
          say(
            "'\(s)' is already a subview of '\(objects[first].id)'; a view is in one "
              + "'subviews' list at most")
        } else {
          listedBy[k] = i
          if objects[k].superview != o.id {
            let theirs = objects[k].superview.map { "'\($0)'" } ?? "none"
            say("'\(s)' has \(theirs) as its superview, not '\(o.id)'; the two must agree")
          }
        }
      }
    }
    return out
  }

  /// `requiresFailureOf` going round (a recognizer waiting, through others, for itself to fail)
  /// would leave every recognizer of the circle waiting for ever: each circle is reported once, at
  /// the recognizer whose list closes it. Depth-first, each recognizer visited once.
  static func failureCycles(_ objects: [TraceObject], ids: [String: Int]) -> [JSONSchemaProblem] {
    var out: [JSONSchemaProblem] = []
    // 0: not seen, 1: on the current path, 2: done.
    var state = [UInt8](repeating: 0, count: objects.count)
    for start in objects.indices where state[start] == 0 && objects[start].requiresFailureOf != nil
    {
      var path: [(object: Int, next: Int)] = [(start, 0)]
      state[start] = 1
      while let (current, next) = path.last {
        let list = objects[current].requiresFailureOf ?? []
        guard next < list.count else {
          state[current] = 2
          path.removeLast()
          continue
        }
        path[path.count - 1].next += 1
        guard let other = ids[list[next]] else { continue }
        if state[other] == 1 {
          let from = path.firstIndex { $0.object == other }!
          let names = path[from...].map { objects[$0.object].id } + [objects[other].id]
          out.append(
            JSONSchemaProblem(
              path: JSONPath([
                .key("objects"), .index(current), .key("requiresFailureOf"), .index(next),
              ]),
              message:
                "'requiresFailureOf' goes round in a circle: \(names.joined(separator: " → "))"))
        } else if state[other] == 0 {
          state[other] = 1
          path.append((other, 0))
        }
      }
    }
    return out
  }
}
