import Foundation
import Testing
import TouchTraceTestSupport

@testable import TouchTraceTrace

/// The trace format: its JSON Schema matches what TouchTrace writes, and it reads back safely.
@Suite struct TraceTests {
  static let output = Repo.output
  /// Throws when output/ holds no trace: the argument list must not be empty when it moves.
  static func traceFiles() throws -> [String] {
    try Repo.files(in: output, endingWith: ".trace.json")
  }

  @Test func theSchemaIsJSON() throws {
    let schema =
      try JSONSerialization.jsonObject(with: Data(TraceSchema.json.utf8)) as? [String: Any]
    #expect(schema?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
  }

  @Test func thereAreTracesToCheck() throws { #expect(try Self.traceFiles().count >= 18) }

  /// Every sample's trace follows the published schema (and the schema rejects what it should).
  @Test(arguments: try traceFiles())
  func sampleTracesFollowTheSchema(file: String) throws {
    let schema = try #require(
      JSONSerialization.jsonObject(with: Data(TraceSchema.json.utf8)) as? [String: Any])
    let value = try JSONSerialization.jsonObject(
      with: Data(contentsOf: Self.output.appendingPathComponent(file)))
    #expect(JSONSchemaChecker(root: schema).check(value, against: schema) == [])
  }

  /// A Swift override's probed hit area (a sampled outline and its probe) follows the schema too.
  @Test func aSampledHitAreaFollowsTheSchema() throws {
    let schema = try #require(
      JSONSerialization.jsonObject(with: Data(TraceSchema.json.utf8)) as? [String: Any])
    var view = TraceObject(id: "round", role: .view, class: "UIView")
    let outline = [[Point(10, 0), Point(20, 0), Point(20, 10), Point(10, 10)]]
    view.hitArea = HitArea(
      rule: .sampled, rect: Rect(10, 0, 10, 10),
      windowCorners: [Point(10, 0), Point(20, 0), Point(20, 10), Point(10, 10)],
      outline: outline, windowOutline: outline,
      probe: HitAreaProbe(extent: Rect(-44, -44, 118, 118), step: 1, reachesEdge: false))
    let trace = Trace(title: "t", screen: Size(30, 30), objects: [view], touches: [], events: [])
    let value = try JSONSerialization.jsonObject(with: try trace.jsonData())
    #expect(JSONSchemaChecker(root: schema).check(value, against: schema) == [])
    #expect(try Trace.decode(try trace.jsonData()) == trace)
  }

  @Test func theCheckerCatchesMistakes() throws {
    let schema = try #require(
      JSONSerialization.jsonObject(with: Data(TraceSchema.json.utf8)) as? [String: Any])
    let bad: [String: Any] = [
      "schema": 1, "title": "x", "screen": [1, 2],
      "objects": [["id": "a", "role": "widget", "class": "X", "logs": true]],
      "touches": [], "events": [["time": 0, "kind": "hitTest", "colour": "red"]],
    ]
    let problems = JSONSchemaChecker(root: schema).check(bad, against: schema).map(\.description)
    #expect(problems.contains { $0.contains("widget") })
    #expect(problems.contains { $0.hasPrefix("events[0].colour: unknown key 'colour'") })
  }

  /// Every field of every event kind the engine writes is in the schema's event definition.
  @Test func everyEventFieldIsDocumented() throws {
    let schema = try #require(
      JSONSerialization.jsonObject(with: Data(TraceSchema.json.utf8)) as? [String: Any])
    let event = try #require(
      ((schema["$defs"] as? [String: Any])?["event"] as? [String: Any])?["properties"]
        as? [String: Any])
    let kinds = try #require((event["kind"] as? [String: Any])?["enum"] as? [String])
    #expect(kinds == TraceEvent.Kind.allCases.map(\.rawValue))
    var full = TraceEvent(time: 0, kind: .touches, object: "a")
    (full.touch, full.touches, full.pass, full.depth, full.location) = (1, [1], 1, 0, Point(0, 0))
    (full.inside, full.result, full.reason, full.phase, full.passedTo) = (
      true, "a", "r", .began, "b"
    )
    (full.controlEvent, full.target, full.action, full.state, full.method) = (
      "e", "t", "a", "s", "m"
    )
    (full.other, full.answer, full.highlighted, full.contentOffset) = ("o", true, true, Point(0, 0))
    (full.heldBy, full.cause) = ("h", "c")
    let encoded = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(full)) as? [String: Any])
    #expect(Set(encoded.keys).subtracting(event.keys) == [])
  }

  @Test func aNewerSchemaIsRefusedWithAClearMessage() {
    let data = Data(#"{"schema": 99, "title": "x"}"#.utf8)
    #expect(throws: TraceFormatError.unsupportedSchema(99)) { try Trace.decode(data) }
    #expect(
      TraceFormatError.unsupportedSchema(99).description.contains("schema 99 is not supported"))
  }

  @Test func jsonLayoutKeepsFlatArraysOnOneLine() {
    let compact = #"{"a":[1,2.5],"b":{"c":["x,]","y\"["],"d":[]},"e":[{"f":[0]}],"g":{}}"#
    #expect(
      JSONLayout.pretty(compact) == """
        {
          "a": [1, 2.5],
          "b": {
            "c": ["x,]", "y\\"["],
            "d": []
          },
          "e": [
            {
              "f": [0]
            }
          ],
          "g": {}
        }
        """)
  }

  @Test func jsonHasSortedKeysAndRoundTrips() throws {
    let trace = Trace(title: "t", screen: Size(375, 667), objects: [], touches: [], events: [])
    let data = try trace.jsonData()
    let text = try #require(String(data: data, encoding: .utf8))
    #expect(text.hasPrefix("{\n  \"events\""))
    #expect(try Trace.decode(data) == trace)
  }

  /// The log's numbers: whole numbers bare, others to two places, without locale surprises.
  @Test func numbersInTheLog() {
    #expect(EventLog.number(12) == "12")
    #expect(EventLog.number(-0.5) == "-0.5")
    #expect(EventLog.number(3.14159) == "3.14")
    #expect(EventLog.number(-426.1449) == "-426.14")
    #expect(EventLog.format(Point(1, 2.5)) == "(1, 2.5)")
  }

  @Test func logLinesStartWithTheObjectAndOneWord() {
    var e = TraceEvent(time: 0, kind: .pointInside, object: "blueView")
    e.location = Point(1, 2)
    e.inside = true
    #expect(EventLog.line(for: e) == "blueView pointInside (1, 2) YES")
    var action = TraceEvent(time: 0, kind: .action, object: "btn")
    (action.target, action.action) = ("ViewController", "btnClicked")
    #expect(EventLog.line(for: action) == "ViewController btnClicked from btn")
    #expect(EventLog.line(for: TraceEvent(time: 0, kind: .hitTestPass)) == nil)
  }
}

/// Traces compared by meaning.
@Suite struct TraceDiffTests {
  func trace(hit: String, frame: Rect) -> Trace {
    var view = TraceObject(id: "blueView", role: .view, class: "UIView")
    view.frame = frame
    view.windowFrame = frame
    let touch = TraceTouch(
      id: 1, finger: 1, samples: [TouchSample(time: 0, phase: .began, location: Point(5, 5))],
      view: hit,
      responderChain: [hit, "UIWindow"])
    return Trace(title: "t", screen: Size(375, 667), objects: [view], touches: [touch], events: [])
  }

  @Test func theSameTraceHasNoDifferences() {
    let a = trace(hit: "blueView", frame: Rect(0, 0, 10, 10))
    #expect(TraceDiff.differences(from: a, to: a) == [])
  }

  @Test func changesAreSaidInWords() {
    let a = trace(hit: "blueView", frame: Rect(0, 0, 10, 10))
    let b = trace(hit: "redView", frame: Rect(0, 0, 20, 10))
    #expect(
      TraceDiff.differences(from: a, to: b) == [
        "touch 1: hit-test view was blueView, is now redView",
        "touch 1: responder chain was blueView, UIWindow, is now redView, UIWindow",
        "blueView: frame was [0, 0, 10, 10], is now [0, 0, 20, 10]",
        "blueView: frame in the window was [0, 0, 10, 10], is now [0, 0, 20, 10]",
      ])
  }
}
