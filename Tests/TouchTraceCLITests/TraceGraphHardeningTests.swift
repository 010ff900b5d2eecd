import Foundation
import Testing
import TouchTraceTestSupport

/// Issue 23: traces made elsewhere whose views list each other as subviews hung `render`,
/// `check` and the preview; unknown references and cycles through `parent` and
/// `requiresFailureOf` were accepted; any number of touches was drawn. Each is refused now,
/// located, through the binary, before anything is drawn.
@Suite struct TraceGraphHardeningTests {
  typealias Object = [String: Any]

  /// Seed 000's trace (window, rootView, ligthGrayColorView, redColorView, blueColorView,
  /// yellowColorView, the controller, the application, the app delegate), changed by `edit`, and
  /// `render` run on it.
  static func render(_ edit: (inout [String: Any]) throws -> Void) throws -> CommandResult {
    let scratch = try Scratch()
    let url = Repo.output.appendingPathComponent("seed000-tap-red.trace.json")
    var trace = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    try edit(&trace)
    let data = try JSONSerialization.data(withJSONObject: trace, options: [.prettyPrinted])
    try data.write(to: scratch.url.appendingPathComponent("t.trace.json"))
    let result = try scratch.run(
      ["render", "t.trace.json", "--format", "svg", "-o", "out"], timeout: 60)
    #expect(!scratch.exists("out"), "nothing is written for a refused trace")
    return result
  }

  static func editObject(
    _ id: String, in trace: inout [String: Any], _ edit: (inout Object) -> Void
  ) {
    var objects = trace["objects"] as? [Object] ?? []
    let index = objects.firstIndex { $0["id"] as? String == id }!
    edit(&objects[index])
    trace["objects"] = objects
  }

  static func expectRefused(
    _ result: CommandResult, _ parts: String..., sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.exited(1), "\(result)", sourceLocation: sourceLocation)
    #expect(
      result.stderr.hasPrefix("t.trace.json:") || result.stderr.contains("/t.trace.json:"),
      "\(result)", sourceLocation: sourceLocation)
    for part in parts {
      #expect(result.stderr.contains(part), "\(result)", sourceLocation: sourceLocation)
    }
  }

  @Test func aViewListingItselfOrAnAncestorOrTheWindowIsRefused() throws {
    let cases: [(String, [String], String)] = [
      ("redColorView", ["redColorView"], "'redColorView' lists itself as a subview"),
      ("UIWindow", ["rootView", "UIWindow"], "'UIWindow' lists itself as a subview"),
      ("redColorView", ["rootView"], "'rootView' is already a subview of 'UIWindow'"),
      ("redColorView", ["UIWindow"], "'UIWindow' has none as its superview, not 'redColorView'"),
      ("blueColorView", ["redColorView"], "'redColorView' is already a subview of"),
    ]
    for (owner, subviews, message) in cases {
      let result = try Self.render { trace in
        Self.editObject(owner, in: &trace) { $0["subviews"] = subviews }
      }
      Self.expectRefused(result, "error: objects[", message)
    }
  }

  /// 30 views each listing the next twice: no cycle, but 2^30 paths down the tree.
  @Test func aViewListedTwiceIsRefused() throws {
    let result = try Self.render { trace in
      var objects = trace["objects"] as? [Object] ?? []
      for i in 0..<30 {
        var view: Object = [
          "id": "v\(i)", "role": "view", "class": "UIView", "logs": true,
          "superview": i == 0 ? "redColorView" : "v\(i - 1)",
        ]
        if i < 29 { view["subviews"] = ["v\(i + 1)", "v\(i + 1)"] }
        objects.append(view)
      }
      let red = objects.firstIndex { $0["id"] as? String == "redColorView" }!
      objects[red]["subviews"] = ["v0"]
      trace["objects"] = objects
    }
    Self.expectRefused(result, "subviews[1]: 'v1' is already a subview of 'v0'")
  }

  @Test func aSubviewWhoseSuperviewDiffersIsRefused() throws {
    let moved = try Self.render { trace in
      Self.editObject("yellowColorView", in: &trace) { $0["superview"] = "redColorView" }
    }
    Self.expectRefused(
      moved, "'yellowColorView' has 'redColorView' as its superview, not 'rootView'")
  }

  @Test(arguments: ["view", "parent", "presentingViewController", "target"])
  func anUnknownReferenceOfAControllerIsRefused(key: String) throws {
    let result = try Self.render { trace in
      Self.editObject("EOCTouchEventViewCtrl", in: &trace) { $0[key] = "nobody" }
    }
    Self.expectRefused(result, ".\(key): 'nobody' is not one of the objects' ids")
  }

  @Test(arguments: ["gestureRecognizers", "requiresFailureOf"])
  func anUnknownReferenceInAListIsRefused(key: String) throws {
    let result = try Self.render { trace in
      Self.editObject("redColorView", in: &trace) { $0[key] = ["nobody"] }
    }
    Self.expectRefused(result, ".\(key)[0]: 'nobody' is not one of the objects' ids")
  }

  @Test func anUnknownActionTargetIsRefused() throws {
    let result = try Self.render { trace in
      Self.editObject("redColorView", in: &trace) {
        $0["actions"] = [["event": "touchUpInside", "target": "nobody", "action": "tap:"]]
      }
    }
    Self.expectRefused(result, ".actions[0].target: 'nobody' is not one of the objects' ids")
  }

  @Test func cyclesThroughParentAndRequiresFailureOfAreRefused() throws {
    let parent = try Self.render { trace in
      Self.editObject("EOCTouchEventViewCtrl", in: &trace) {
        $0["parent"] = "EOCTouchEventViewCtrl"
      }
    }
    Self.expectRefused(parent, "'parent' goes round in a circle")
    let failure = try Self.render { trace in
      var objects = trace["objects"] as? [Object] ?? []
      for (id, other) in [("tap", "pan"), ("pan", "swipe"), ("swipe", "tap")] {
        objects.append([
          "id": id, "role": "gestureRecognizer", "class": "UITapGestureRecognizer", "logs": true,
          "view": "redColorView", "requiresFailureOf": [other],
        ])
      }
      trace["objects"] = objects
    }
    Self.expectRefused(
      failure, "'requiresFailureOf' goes round in a circle: tap → pan → swipe → tap")
  }

  /// A trace holds at most a scene's 20 touches and 10,000 touch events.
  @Test func tracesAreHeldToTheScenesLimits() throws {
    let many = try Self.render { trace in
      let touch = try #require((trace["touches"] as? [Object])?.first)
      trace["touches"] = (1...21).map { id in touch.merging(["id": id]) { $1 } }
    }
    Self.expectRefused(many, "touches: expected at most 20 items, found 21")
    let long = try Self.render { trace in
      var touch = try #require((trace["touches"] as? [Object])?.first)
      let sample = try #require((touch["samples"] as? [Any])?.first)
      touch["samples"] = Array(repeating: sample, count: 5_001)
      trace["touches"] = [touch, touch.merging(["id": 2]) { $1 }]
    }
    Self.expectRefused(long, "the touches have 10002 touch events in all; at most 10000")
  }

  /// A 1 MB title or class name is refused, located, before anything is laid out.
  @Test(arguments: ["title", "class"])
  func aLongTextIsRefused(key: String) throws {
    let long = String(repeating: "W", count: 1_000_000)
    let result = try Self.render { trace in
      if key == "title" {
        trace["title"] = long
      } else {
        Self.editObject("redColorView", in: &trace) { $0["class"] = long }
      }
    }
    Self.expectRefused(result, "is 1000000 characters long; at most 1000")
    #expect(result.stderr.utf8.count < 4_000, "the text is not echoed")
  }
}
