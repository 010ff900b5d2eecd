import Foundation
import Testing

@testable import TouchTraceScene

/// The scene schema states every limit the reader enforces, from the reader's own constants, and
/// the reader refuses exactly what the schema's numbers say: at the limit is fine, past it is not.
/// The longest drag and rotation the scene's touch events allow (a move every 1/60 s, plus the
/// began and ended of each finger), and one move more.
private let dragLimit = Double(SceneParser.maxTouchEvents - 2) / 60
private let rotateLimit = Double(SceneParser.maxTouchEvents / 2 - 2) / 60
private let oneMove = 1.0 / 60

@Suite struct SceneSchemaLimitsTests {
  /// The number (or other value) at a dotted path of the schema, e.g. `$defs.tap.properties.count`.
  func schemaValue(_ dotted: String) throws -> Any? {
    var node: Any? = try JSONSerialization.jsonObject(with: Data(SceneSchema.json.utf8))
    for key in dotted.split(separator: ".") { node = (node as? [String: Any])?[String(key)] }
    return node
  }

  func number(_ dotted: String) throws -> Double? { try schemaValue(dotted) as? Double }

  @Test(arguments: [
    ("$defs.tap.properties.count.maximum", Double(SceneParser.maxTapCount)),
    ("$defs.tap.properties.count.minimum", 1),
    ("$defs.fingers.maximum", Double(SceneParser.maxFingers)),
    ("$defs.fingers.minimum", 1),
    ("$defs.step.properties.wait.maximum", SceneParser.maxSeconds),
    ("$defs.press.properties.duration.maximum", SceneParser.maxSeconds),
    ("$defs.drag.properties.duration.maximum", SceneParser.maxSeconds),
    ("$defs.drag.properties.duration.exclusiveMinimum", 0),
    ("$defs.pinch.properties.duration.maximum", SceneParser.maxSeconds),
    ("$defs.pinch.properties.from.exclusiveMinimum", 0),
    ("$defs.rotate.properties.duration.maximum", SceneParser.maxSeconds),
    ("$defs.sequenceEvent.properties.time.maximum", SceneParser.maxSeconds),
    ("properties.screen.properties.width.exclusiveMinimum", 0),
    ("$defs.id.maxLength", Double(SceneParser.maxIdLength)),
  ])
  func theSchemaStatesTheReadersLimit(path: String, limit: Double) throws {
    #expect(try number(path) == limit)
  }

  @Test func fingersAreOneDefinitionForTapAndPress() throws {
    for step in ["tap", "press"] {
      let ref = try schemaValue("$defs.\(step).properties.numberOfTouches.$ref") as? String
      #expect(ref == "#/$defs/fingers")
    }
  }

  /// JSON Schema has no keyword for nesting depth or a count across a tree: the descriptions say.
  @Test func limitsWithoutAKeywordAreDescribed() throws {
    let subviews = try #require(
      try schemaValue("$defs.view.properties.subviews.description") as? String)
    #expect(subviews.contains("at most \(SceneParser.maxDepth) deep"))
    #expect(subviews.contains("at most \(SceneParser.maxViews) views"))
    let touches = try #require(try schemaValue("properties.touches.description") as? String)
    #expect(touches.contains("at most \(Int(SceneParser.maxSeconds)) s"))
    #expect(touches.contains("\(SceneParser.maxTouches) touches"))
    #expect(touches.contains("\(SceneParser.maxTouchEvents) touch events"))
    let scale = try schemaValue("$defs.transform.properties.scale.allOf") as? [[String: Any]]
    #expect(
      ((scale?.last?["items"] as? [String: Any])?["not"] as? [String: Any])?["const"] as? Int == 0)
  }

  func parses(_ step: String, transform: String = "{}") -> Bool {
    let text = """
      window:
        subviews:
          - {id: v, frame: [0, 0, 100, 100], transform: \(transform)}
      touches:
        - \(step)
      """
    return (try? SceneParser.parse(text, file: "limits.yaml")) != nil
  }

  /// At each limit the reader accepts the scene; one past it, it refuses it.
  @Test(arguments: [
    ("tap: {at: [5, 5], count: %}", Double(SceneParser.maxTapCount), 1.0)
      as (String, Double, Double),
    ("tap: {at: [5, 5], numberOfTouches: %}", Double(SceneParser.maxFingers), 1),
    ("press: {at: [5, 5], duration: 1, numberOfTouches: %}", Double(SceneParser.maxFingers), 1),
    ("wait: %", SceneParser.maxSeconds, 1),
    ("press: {at: [5, 5], duration: %}", SceneParser.maxSeconds, 1),
    // A drag makes a move every 1/60 s: its limit is the scene's touch events (issue 14), 166 s.
    ("drag: {from: [0, 0], to: [5, 5], duration: %}", dragLimit, oneMove),
    ("rotate: {center: [5, 5], by: 90, duration: %}", rotateLimit, oneMove),
    ("tap: {at: [5, 5], count: 5, numberOfTouches: %}", Double(SceneParser.maxTouches / 5), 1.0),
  ])
  func theReaderRefusesJustPastTheLimit(template: String, limit: Double, step: Double) {
    func at(_ v: Double) -> String {
      // Whole numbers as a scene would write them.
      template.replacingOccurrences(of: "%", with: v == v.rounded() ? String(Int(v)) : String(v))
    }
    #expect(parses(at(limit)))
    #expect(!parses(at(limit + step)))
  }

  /// Issue 14: an hour's drag made 216,000 moves (83 s to log), 100 taps of 20 fingers 2,000
  /// diagrams; the scene's touches and touch events in all are bounded, and the error says so.
  @Test func theTouchesInAllAreBounded() {
    func errors(_ steps: String) -> String {
      do {
        _ = try SceneParser.parse("window: {}\ntouches:\n" + steps, file: "w.yaml")
        return ""
      } catch { return "\(error)" }
    }
    #expect(
      errors("  - tap: {at: [5, 5], count: 20, numberOfTouches: 20}\n")
        == "w.yaml:3:3: error: the touches make 400 touches (fingers down and up) in all; a scene may make at most 20, one diagram each"
    )
    #expect(
      errors("  - drag: {from: [0, 0], to: [1e9, 1e9], duration: 3599}\n")
        == "w.yaml:3:3: error: the touches make 215942 touch events in all; a scene may make at most 10000 (a drag makes one every 1/60 s: 166 s of dragging)"
    )
    #expect(
      errors(String(repeating: "  - drag: {from: [0, 0], to: [5, 5], duration: 8}\n", count: 20))
        .isEmpty)
  }

  /// Issue 23: every free text of the schema (a string with no enum or pattern) states the
  /// reader's text limit, so an editor refuses what the reader would.
  @Test func everyFreeTextStatesTheTextLimit() throws {
    var texts = 0
    func walk(_ node: Any, _ path: String) {
      if let list = node as? [Any] {
        for (i, item) in list.enumerated() { walk(item, "\(path)[\(i)]") }
        return
      }
      guard let object = node as? [String: Any] else { return }
      let free =
        object["type"] as? String == "string" && object["enum"] == nil
        && object["pattern"] == nil && object["anyOf"] == nil
      if free {
        texts += 1
        #expect(object["maxLength"] as? Int == SceneParser.maxTextLength, "\(path)")
      }
      for (key, value) in object { walk(value, "\(path).\(key)") }
    }
    walk(try JSONSerialization.jsonObject(with: Data(SceneSchema.json.utf8)), "$")
    #expect(texts >= 10)
  }

  /// The reader agrees with the schema's number: a title, a view's text and a segment's title at
  /// the limit pass, one character more is refused.
  @Test(arguments: [
    "window: {}\ntitle: %",
    "window: {subviews: [{id: l, class: UILabel, frame: [0, 0, 9, 9], text: %}]}",
    "window: {subviews: [{id: s, class: UISegmentedControl, frame: [0, 0, 9, 9], segments: [%]}]}",
  ])
  func textsAreRefusedJustPastTheLimit(template: String) {
    func parses(_ length: Int) -> Bool {
      let text = template.replacingOccurrences(
        of: "%", with: String(repeating: "é", count: length))
      return (try? SceneParser.parse(text + "\n", file: "t.yaml")) != nil
    }
    #expect(parses(SceneParser.maxTextLength))
    #expect(!parses(SceneParser.maxTextLength + 1))
  }

  @Test func aZeroScaleIsRefusedAndANegativeOneIsNot() {
    #expect(!parses("wait: 0", transform: "{scale: [0, 1]}"))
    #expect(parses("wait: 0", transform: "{scale: [-1, 1]}"))
    #expect(!parses("pinch: {center: [5, 5], from: 0, to: 10, duration: 1}"))
  }
}
