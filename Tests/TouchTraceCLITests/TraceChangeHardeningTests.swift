import Foundation
import Testing
import TouchTraceTestSupport

/// Issue 23: the renderer replays a trace's `change` and `hierarchy` events on its first state to
/// draw each touch's screen, so a change that lists a view as its own subview, makes the
/// superviews go round, or moves a view into itself would hang it as a bad first state did. Each
/// is refused, located at the event, through the binary; a sound change still draws.
@Suite struct TraceChangeHardeningTests {
  typealias Object = [String: Any]
  typealias Graph = TraceGraphHardeningTests

  /// Seed 000's trace with one more event at its end, and `render` run on it.
  static func render(adding event: Object) throws -> CommandResult {
    try Graph.render { trace in
      var events = trace["events"] as? [Object] ?? []
      let last = events.last?["time"] as? Double ?? 0
      events.append(event.merging(["time": last]) { $1 })
      trace["events"] = events
    }
  }

  /// Seed 000's object `id`, changed by `edit`: a `change` event carries objects whole.
  static func object(_ id: String, _ edit: (inout Object) -> Void) throws -> Object {
    let url = Repo.output.appendingPathComponent("seed000-tap-red.trace.json")
    let trace = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? Object
    var object = try #require(
      (trace?["objects"] as? [Object])?.first { $0["id"] as? String == id })
    edit(&object)
    return object
  }

  static func change(_ objects: [Object]) -> Object {
    ["kind": "change", "method": "set", "object": objects[0]["id"]!, "objects": objects]
  }

  @Test func aChangeListingAViewAsItsOwnSubviewIsRefused() throws {
    let red = try Self.object("redColorView") { $0["subviews"] = ["redColorView"] }
    let result = try Self.render(adding: Self.change([red]))
    Graph.expectRefused(
      result, "events[", "].objects[0].subviews[0]: 'redColorView' lists itself as a subview")
  }

  @Test func aChangeListingAViewTwiceIsRefused() throws {
    // rootView is the window's subview already.
    let red = try Self.object("redColorView") { $0["subviews"] = ["rootView"] }
    let result = try Self.render(adding: Self.change([red]))
    Graph.expectRefused(result, "'rootView' is already a subview of 'UIWindow'")
  }

  /// Two views each the other's superview: walking up from either never reaches the window.
  @Test func aChangeMakingTheSuperviewsGoRoundIsRefused() throws {
    let red = try Self.object("redColorView") { $0["superview"] = "blueColorView" }
    let blue = try Self.object("blueColorView") { $0["superview"] = "redColorView" }
    let result = try Self.render(adding: Self.change([red, blue]))
    Graph.expectRefused(
      result,
      "].objects[0].superview: the superviews go round "
        + "(redColorView → blueColorView → redColorView)")
  }

  @Test func aChangeWithAnUnknownReferenceIsRefused() throws {
    let red = try Self.object("redColorView") { $0["next"] = "nobody" }
    let result = try Self.render(adding: Self.change([red]))
    Graph.expectRefused(result, "].objects[0].next: 'nobody' is not one of the objects' ids")
  }

  @Test func aChangeWithALongTextIsRefused() throws {
    let red = try Self.object("redColorView") {
      $0["class"] = String(repeating: "W", count: 5_000)
    }
    let result = try Self.render(adding: Self.change([red]))
    Graph.expectRefused(result, "].objects[0].class: it is 5000 characters long; at most 1000")
  }

  @Test func aMoveIntoItsOwnSubviewIsRefused() throws {
    let result = try Self.render(adding: [
      "kind": "hierarchy", "object": "rootView", "superview": "redColorView",
    ])
    Graph.expectRefused(
      result,
      "].superview: it moves 'rootView' into 'redColorView', which is 'rootView' or inside it")
  }

  /// The same shapes, sound: a view hidden, and one moved to another superview, still draw.
  @Test func soundChangesStillDraw() throws {
    let red = try Self.object("redColorView") { $0["isHidden"] = true }
    for event in [
      Self.change([red]),
      ["kind": "hierarchy", "object": "yellowColorView", "superview": "redColorView"],
    ] {
      let scratch = try Scratch()
      let url = Repo.output.appendingPathComponent("seed000-tap-red.trace.json")
      var trace = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? Object)
      var events = trace["events"] as? [Object] ?? []
      events.append(event.merging(["time": events.last?["time"] as? Double ?? 0]) { $1 })
      trace["events"] = events
      try JSONSerialization.data(withJSONObject: trace).write(
        to: scratch.url.appendingPathComponent("t.trace.json"))
      let result = try scratch.run(
        ["render", "t.trace.json", "--format", "svg", "-o", "out"], timeout: 60)
      #expect(result.exited(0), "\(result)")
    }
  }
}
