import Foundation
import Testing

@testable import TouchTraceScene

/// The scene schema states every limit the reader enforces, from the reader's own constants, and
/// the reader refuses exactly what the schema's numbers say: at the limit is fine, past it is not.
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
    ("tap: {at: [5, 5], count: %}", Double(SceneParser.maxTapCount), 1.0),
    ("tap: {at: [5, 5], numberOfTouches: %}", Double(SceneParser.maxFingers), 1),
    ("press: {at: [5, 5], duration: 1, numberOfTouches: %}", Double(SceneParser.maxFingers), 1),
    ("wait: %", SceneParser.maxSeconds, 1),
    ("press: {at: [5, 5], duration: %}", SceneParser.maxSeconds, 1),
    ("drag: {from: [0, 0], to: [5, 5], duration: %}", SceneParser.maxSeconds, 1),
    ("rotate: {center: [5, 5], by: 90, duration: %}", SceneParser.maxSeconds, 1),
  ])
  func theReaderRefusesJustPastTheLimit(template: String, limit: Double, step: Double) {
    func at(_ v: Double) -> String {
      // Whole numbers as a scene would write them.
      template.replacingOccurrences(of: "%", with: v == v.rounded() ? String(Int(v)) : String(v))
    }
    #expect(parses(at(limit)))
    #expect(!parses(at(limit + step)))
  }

  @Test func aZeroScaleIsRefusedAndANegativeOneIsNot() {
    #expect(!parses("wait: 0", transform: "{scale: [0, 1]}"))
    #expect(parses("wait: 0", transform: "{scale: [-1, 1]}"))
    #expect(!parses("pinch: {center: [5, 5], from: 0, to: 10, duration: 1}"))
  }
}
