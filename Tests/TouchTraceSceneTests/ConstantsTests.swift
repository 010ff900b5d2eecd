import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// The scene's `constants:`: each number UIKit does not document (TouchConstants) overridden by
/// name changes what the engine does, and a bad name or value is a located error.
@Suite struct ConstantsTests {
  /// A scene of one view (a YAML flow mapping) in a controller's view, with `constants`.
  func trace(_ view: String, _ touches: String, constants: String) throws -> Trace {
    try controlTrace(
      """
      constants: \(constants)
      window:
        rootViewController:
          id: ViewController
          view: {id: root, logs: false, subviews: [\(view)]}
      touches:
      \(touches)
      """)
  }

  func log(_ view: String, _ touches: String, constants: String = "{}") throws -> [String] {
    EventLog.lines(of: try trace(view, touches, constants: constants))
  }

  func error(_ constants: String) -> String {
    parseErrors("constants: \(constants)\nwindow: {}\n")
  }

  /// `switchPanDistance`: a 15 pt drag on a switch that is off, ending left of its middle, is a
  /// pan that leaves it off; with a 30 pt pan distance the same touch is a tap, which flips it.
  @Test func switchPanDistanceTurnsAPanIntoATap() throws {
    let sw = "{id: s, class: UISwitch, frame: [20, 100, 51, 31]}"
    let drag = "  - drag: {from: [25, 115], to: [40, 115], duration: 0.1}"
    #expect(!(try log(sw, drag)).contains("s valueChanged"))
    #expect(try log(sw, drag, constants: "{switchPanDistance: 30}").contains("s valueChanged"))
  }

  /// `switchSize`, `tableRowHeight`, `collectionItemSize` and `collectionSpacing` place views.
  @Test func sizesAndLayout() throws {
    let t = try trace(
      """
      {id: s, class: UISwitch, frame: [0, 0, 10, 10]},
        {id: list, class: UITableView, frame: [0, 100, 375, 300],
         subviews: [{id: r0, class: UITableViewCell}, {id: r1, class: UITableViewCell}]},
        {id: grid, class: UICollectionView, frame: [0, 400, 375, 200],
         subviews: [{id: i0, class: UICollectionViewCell}, {id: i1, class: UICollectionViewCell}]}
      """, "  []",
      constants:
        "{switchSize: [60, 36], tableRowHeight: 60, collectionItemSize: 80, collectionSpacing: 4}")
    #expect(t.object("s")?.frame == Rect(0, 0, 60, 36))
    #expect(t.object("r1")?.frame == Rect(0, 60, 375, 60))
    #expect(t.object("i1")?.frame == Rect(84, 0, 80, 80))
  }

  /// Apple, UITableView.rowHeight: a table's own row height wins over the scene's constant.
  @Test func aTablesRowHeight() throws {
    let t = try trace(
      "{id: list, class: UITableView, rowHeight: 80, frame: [0, 0, 375, 400], subviews: [{id: r0, class: UITableViewCell}, {id: r1, class: UITableViewCell}]}",
      "  []", constants: "{tableRowHeight: 60}")
    #expect(t.object("r1")?.frame == Rect(0, 80, 375, 80))
  }

  /// `stepperAutorepeatDelay` and `stepperAutorepeatInterval`: a 1 s press on plus steps at once,
  /// then after 0.3 s and every 0.3 s: at 0, 0.3, 0.6 and 0.9 s.
  @Test func stepperTimings() throws {
    let t = try trace(
      "{id: st, class: UIStepper, frame: [20, 100, 94, 32]}",
      "  - press: {at: [100, 116], duration: 1}",
      constants: "{stepperAutorepeatDelay: 0.3, stepperAutorepeatInterval: 0.3}")
    let times = t.events.filter { $0.kind == .valueChange }.map(\.time)
    #expect(times.count == 4)
    #expect(zip(times, [0, 0.3, 0.6, 0.9]).allSatisfy { abs($0 - $1) < 1e-6 })
  }

  /// `controlTouchInsideTolerance`: lifting 30 pt right of a button is inside by UIKit's 70 pt,
  /// outside with a 20 pt tolerance.
  @Test func touchInsideTolerance() throws {
    let button = "{id: b, class: UIButton, frame: [20, 100, 100, 44]}"
    let drag = "  - drag: {from: [60, 120], to: [150, 120], duration: 0.1}"
    #expect(try log(button, drag).contains("b touchUpInside"))
    #expect(
      try log(button, drag, constants: "{controlTouchInsideTolerance: 20}")
        .contains("b touchUpOutside"))
  }

  /// `sliderThumbSize` and `sliderThumbTouchExpansion`: a touch 30 pt right of the thumb's
  /// centre misses the standard thumb (14 + 8 pt) and grabs a 40 pt one grown by 12 pt.
  @Test func sliderThumb() throws {
    let slider = "{id: sl, class: UISlider, frame: [20, 100, 200, 31]}"
    let drag = "  - drag: {from: [64, 115], to: [120, 115], duration: 0.1}"
    #expect(!(try log(slider, drag)).contains("sl valueChanged"))
    #expect(
      try log(slider, drag, constants: "{sliderThumbSize: 40, sliderThumbTouchExpansion: 12}")
        .contains("sl valueChanged"))
  }

  /// The simulated fingers: `tapDuration` and `moveInterval`.
  @Test func fingerTimings() throws {
    let t = try trace(
      "{id: v, frame: [0, 0, 100, 100]}",
      "  - tap: [10, 10]\n  - drag: {from: [10, 10], to: [50, 10], duration: 0.5}",
      constants: "{tapDuration: 0.3, moveInterval: 0.1}")
    #expect(abs((t.touches[0].samples.map(\.time).last ?? 0) - 0.3) < 1e-6)
    // Down, five moves (the last at the lift), up.
    #expect(t.touches[1].samples.count == 7)
  }

  /// Recognizers take the constants as their defaults; a recognizer's own key still wins. A
  /// 30 pt drag begins a pan at the standard 10 pt hysteresis, not at 50 pt, unless the
  /// recognizer sets its own 20 pt.
  @Test func recognizerDefaults() throws {
    func began(_ pan: String) throws -> Bool {
      try log(
        "{id: v, frame: [0, 0, 300, 300], gestureRecognizers: [\(pan)]}",
        "  - drag: {from: [10, 10], to: [40, 10], duration: 0.2}",
        constants: "{panHysteresis: 50}"
      ).contains("pan began")
    }
    #expect(try began("{id: pan, class: UIPanGestureRecognizer}") == false)
    #expect(try began("{id: pan, class: UIPanGestureRecognizer, hysteresis: 20}") == true)
  }

  /// `contentTouchDelay`: a cell's highlight waits the scroll view's delay, here 0.4 s.
  @Test func contentTouchDelay() throws {
    let t = try trace(
      "{id: list, class: UITableView, frame: [0, 0, 375, 400], subviews: [{id: r0, class: UITableViewCell}]}",
      "  - press: {at: [100, 20], duration: 0.6}", constants: "{contentTouchDelay: 0.4}")
    let on = try #require(t.events.first { $0.kind == .highlight && $0.highlighted == true })
    #expect(abs(on.time - 0.4) < 1e-6)
  }

  /// The standard values are the documented ones, and every field has its name, range and
  /// default in the scene schema.
  @Test func theSchemaListsEveryConstant() throws {
    let object = try JSONSerialization.jsonObject(with: Data(SceneSchema.json.utf8))
    let defs = try #require((object as? [String: Any])?["$defs"] as? [String: Any])
    let constants = try #require(defs["constants"] as? [String: Any])
    let properties = try #require(constants["properties"] as? [String: [String: Any]])
    #expect(properties.keys.sorted() == TouchConstants.names.sorted())
    #expect(properties["tableRowHeight"]?["default"] as? Double == 44)
    #expect(properties["switchSize"]?["default"] as? [Double] == [51, 31])
    #expect(Set(TouchConstants.names).count == TouchConstants.fields.count)
  }

  @Test func badNamesAndValuesAreLocatedErrors() {
    #expect(
      error("{switchPanDistanse: 3}").hasPrefix(
        "1:13: unknown key 'switchPanDistanse' in 'constants'; did you mean 'switchPanDistance'? "
          + "(expected one of: tapDuration,"))
    #expect(
      error("{moveInterval: 0}")
        == "1:27: 'moveInterval' must be from 0.001 to 1 (seconds), found 0")
    #expect(
      error("{tableRowHeight: -1}")
        == "1:29: 'tableRowHeight' must be from 0 to 10000 (points), found -1")
    #expect(
      error("{switchSize: [51, 0]}")
        == "1:25: 'switchSize' must be from 1 to 10000 (points) for both width and height, found 51, 0"
    )
    #expect(
      error("{switchSize: 51}")
        == "1:25: expected [width, height] for 'switchSize', found the number 51")
    #expect(
      error("{tapDuration: fast}")
        == "1:26: expected a number for 'tapDuration', found the string \"fast\"")
    #expect(error("[1, 2]") == "1:12: expected a mapping for 'constants', found a list of 2 items")
  }
}
