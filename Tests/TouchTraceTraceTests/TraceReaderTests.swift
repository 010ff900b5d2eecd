import Foundation
import Testing

@testable import TouchTraceTrace

/// A trace read from a file is checked against its schema and its references before anything is
/// drawn from it; each problem is located by line and column.
@Suite struct TraceReaderTests {
  func object(_ id: String, _ extra: String = "") -> String {
    "    {\"class\": \"UIView\", \"id\": \"\(id)\", \"logs\": true, \"role\": \"view\"\(extra)}"
  }

  func trace(_ objects: [String], touches: String = "[]", events: String = "[]") -> String {
    """
    {
      "events": \(events),
      "objects": [
    \(objects.joined(separator: ",\n"))
      ],
      "schema": 1,
      "screen": [375, 667],
      "title": "t",
      "touches": \(touches)
    }
    """
  }

  func errors(_ text: String) -> [String] {
    do {
      _ = try TraceReader.read(Data(text.utf8), file: "t.json")
      return []
    } catch {
      return "\(error)".components(separatedBy: "\n")
    }
  }

  @Test func aGoodTraceIsRead() throws {
    let text = trace([object("UIWindow"), object("v", ", \"superview\": \"UIWindow\"")])
    #expect(errors(text) == [])
    #expect(try TraceReader.read(Data(text.utf8), file: "t.json").objects.count == 2)
  }

  @Test func aKeyTheSchemaRejectsIsAnError() {
    #expect(
      errors(trace([object("UIWindow", ", \"colour\": \"red\"")]))
        == ["t.json:4:83: error: objects[0].colour: unknown key 'colour': the schema has none here"]
    )
  }

  @Test func unknownIdsAreErrors() {
    let text = trace(
      [object("UIWindow", ", \"next\": \"ghost\""), object("v", ", \"subviews\": [\"nobody\"]")],
      touches:
        "[{\"id\": 1, \"finger\": 1, \"samples\": [], \"view\": \"phantom\", \"responderChain\": []}]",
      events: "[{\"time\": 0, \"kind\": \"touches\", \"object\": \"x\", \"touch\": 7}]")
    #expect(
      errors(text) == [
        "t.json:2:55: error: events[0].object: 'x' is not one of the objects' ids",
        "t.json:2:69: error: events[0].touch: touch 7 is not one of the touches",
        "t.json:4:81: error: objects[0].next: 'ghost' is not one of the objects' ids",
        "t.json:5:79: error: objects[1].subviews[0]: 'nobody' is not one of the objects' ids",
        "t.json:10:61: error: touches[0].view: 'phantom' is not one of the objects' ids",
      ])
  }

  @Test func cyclesAreErrors() {
    let text = trace([
      object("a", ", \"superview\": \"b\""), object("b", ", \"superview\": \"a\""),
      object("c", ", \"next\": \"c\""),
    ])
    #expect(
      errors(text) == [
        "t.json:4:79: error: objects[0].superview: 'superview' goes round in a circle: a → b → a",
        "t.json:6:74: error: objects[2].next: 'next' goes round in a circle: c → c",
      ])
  }

  /// Issue 14: a trace from elsewhere with its events out of time order is refused, located.
  @Test func eventsOutOfTimeOrderAreErrors() {
    let event = { (t: String) in "{\"time\": \(t), \"kind\": \"touches\", \"object\": \"x\"}" }
    let text = trace(
      [object("x")], events: "[\(event("0.5")), \(event("0.25")), \(event("-1")), \(event("1"))]")
    #expect(
      errors(text) == [
        "t.json:2:72: error: events[1].time: events are in time order from 0 s: this one is at 0.25 s, after one at 0.5 s",
        "t.json:2:122: error: events[2].time: events are in time order from 0 s: this one is at -1.0 s, after one at 0.5 s",
      ])
  }

  /// Each object's chain is walked once: a 30,000-deep `superview` chain (450 million steps before)
  /// is checked at once (a hang, not a speed, is what the time limit catches).
  @Test(.timeLimit(.minutes(2))) func aDeepChainIsCheckedInLinearTime() {
    let objects = (0..<30_000).map { i in
      object("v\(i)", i == 0 ? "" : ", \"superview\": \"v\(i - 1)\"")
    }
    #expect(errors(trace(objects)).isEmpty)
  }

  @Test func noObjectsIsAnError() {
    #expect(
      errors(trace([]))
        == ["t.json:3:14: error: objects: no objects: a trace has at least its window"])
  }

  /// The locator finds values by path in any layout of the JSON, and counts characters.
  @Test func locations() {
    let text = "{\"a\": [1, {\"é\": \"x\", \"b\": [true, null]}],\n \"c\": {}}"
    let locate = JSONLocator(Array(text.utf8))
    #expect(locate.location(of: JSONPath([.key("c")]))! == (2, 7))
    let b1 = JSONPath([.key("a"), .index(1), .key("b"), .index(1)])
    #expect(locate.location(of: b1)! == (1, 34))
    #expect(locate.location(of: JSONPath([.key("a"), .index(1), .key("é")]))! == (1, 17))
  }
}
