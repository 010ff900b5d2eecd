import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// The scene keys of issue 25's control properties: read, given to the engine, written to the
/// trace only when not UIKit's default, refused on classes without them.
@Suite struct ControlPropertyKeysTests {
  /// Apple, UISlider.isContinuous: false — one valueChanged, on release.
  @Test func aSliderThatIsNotContinuous() throws {
    let log = try controlLog(
      """
      {id: s, class: UISlider, frame: [20, 100, 228, 31], isContinuous: false,
         actions: [{event: valueChanged, target: ViewController, action: changed}]}
      """,
      "  - drag: {from: [34, 115], to: [134, 115], duration: 0.2}")
    #expect(log.filter { $0 == "ViewController changed from s" }.count == 1)
  }

  /// The keys reach the engine and the trace; the trace leaves UIKit's defaults out.
  @Test func theKeysReachTheTrace() throws {
    let trace = try controlTrace(
      """
      window:
        subviews:
          - {id: a, class: UISlider, frame: [0, 0, 100, 31], isContinuous: false}
          - {id: b, class: UIStepper, frame: [0, 40, 94, 32], isContinuous: false, wraps: true}
          - {id: c, class: UISegmentedControl, frame: [0, 80, 90, 32], segments: [x, y], isMomentary: true}
          - {id: d, class: UIStepper, frame: [0, 120, 94, 32]}
      """)
    #expect(trace.object("a")?.isContinuous == false)
    #expect(trace.object("b")?.isContinuous == false)
    #expect(trace.object("b")?.wraps == true)
    #expect(trace.object("c")?.isMomentary == true)
    #expect(trace.object("d")?.isContinuous == nil)
    #expect(trace.object("d")?.wraps == nil)
  }

  @Test func keysOnlyForTheirClasses() {
    #expect(
      parseErrors(
        "window: {subviews: [{id: b, class: UISwitch, frame: [0, 0, 1, 1], wraps: true}]}")
        == "1:67: 'wraps' is only for a UIStepper; view 'b' is a UISwitch")
    #expect(
      parseErrors(
        "window: {subviews: [{id: b, class: UIButton, frame: [0, 0, 1, 1], isMomentary: true}]}")
        == "1:67: 'isMomentary' is only for a UISegmentedControl; view 'b' is a UIButton")
  }

  /// The JSON Schema lists the new keys as a view's booleans with UIKit's defaults (SceneKeys and
  /// the schema must agree; a test compares them).
  @Test func theSchemaHasTheKeys() throws {
    let schema = try #require(
      JSONSerialization.jsonObject(with: Data(SceneSchema.json.utf8)) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let view = try #require(definitions["view"] as? [String: Any])
    let properties = try #require(view["properties"] as? [String: Any])
    let defaults: [String: Bool] = ["isContinuous": true, "wraps": false, "isMomentary": false]
    for (key, uikitDefault) in defaults {
      let property = try #require(properties[key] as? [String: Any], "\(key)")
      #expect(property["type"] as? String == "boolean", "\(key)")
      #expect(property["default"] as? Bool == uikitDefault, "\(key)")
    }
  }
}
