import Foundation
import Testing
import TouchTraceEngine
import TouchTraceHitMap
import TouchTraceScene
import TouchTraceTestSupport
import TouchTraceTrace

/// Maps of applications built in Swift: an override the engine cannot see into, and the cost of
/// a map against asking every cell.
@Suite struct HitMapSwiftTests {
  /// A round button: `point(inside:)` overridden in Swift to accept a circle of radius 20.
  final class RoundButton: UIControl {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      let (dx, dy) = (point.x - bounds.midX, point.y - bounds.midY)
      return dx * dx + dy * dy < 400
    }
  }

  static func app(_ build: (UIView) -> Void) -> UIApplication {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let root = UIView(id: "rootView", frame: window.bounds)
    window.addSubview(root)
    build(root)
    let app = UIApplication()
    app.keyWindow = window
    return app
  }

  @Test func aPointInsideOverrideFromSwift() {
    let app = Self.app {
      $0.addSubview(RoundButton(id: "round", frame: CGRect(x: 80, y: 80, width: 40, height: 40)))
    }
    let (map, _) = hitMap(app)
    let circle = cellArea(step: 0.5, side: 200) { x, y in
      (x - 100) * (x - 100) + (y - 100) * (y - 100) < 400
    }
    #expect(map.region("round")?.area == circle)
    #expect(map.view("round")?.frameArea == 1600)
    #expect(map.view("round")?.takenBy == ["rootView": 1600 - circle])
    // The corners of its frame are the root's: a control that loses them is a finding.
    // The two shares add up to 100%: the lost one is what the reached one leaves.
    let percent = Int((circle / 1600 * 100).rounded())
    #expect(
      lostPoints(map) == [
        "check: round: \(percent)% of its frame reaches it; \(100 - percent)% goes to rootView"
      ])
    #expect(agreesCellByCell(hitMap(app, resolution: 1).map, app))
  }

  /// A screen of 60 rows: the map asks a small fraction of its cells and agrees with asking
  /// every one.
  @Test func fewHitTestsAndTheSameAnswers() {
    let app = Self.app { root in
      for i in 0..<60 {
        let row = UIView(
          id: "row\(i)", frame: CGRect(x: 0, y: Double(i) * 3, width: 200, height: 3))
        row.addSubview(
          UIControl(id: "button\(i)", frame: CGRect(x: 150, y: 0.5, width: 40, height: 2)))
        root.addSubview(row)
      }
    }
    let (map, cost) = hitMap(app, resolution: 1)
    #expect(cost.cells == 200 * 200)
    #expect(cost.hitTests * 20 < cost.cells)
    #expect(cost.fallbacks == 0)
    #expect(map.regions.count == 121)
    #expect(agreesCellByCell(map, app))
  }
}

/// The 324-view feed sample (an imported dump): the map asks a tiny fraction of its cells.
@Suite struct HitMapSampleTests {
  @Test func theFeedSampleTakesFewHitTests() throws {
    let app = try sceneApp(Repo.sampleText("import-feed"))
    let (map, cost) = hitMap(app)
    #expect(cost.cells == 780 * 1688)
    #expect(cost.hitTests * 100 < cost.cells)
    #expect(cost.fallbacks == 0)
    #expect(
      map.findings.contains {
        $0.hasPrefix(
          "likely bug: button62: 50% of its frame reaches it; the bottom 50% lies outside "
            + "navigationHeaderView")
      })
  }
}

extension HitMapSampleTests {
  /// What the import command prints at its end: the map's findings.
  @Test func findingsOfADocument() throws {
    let document = try SceneParser.parse(
      SceneSkeleton.rootView(
        "        - {id: box, frame: [100, 100, 50, 50], subviews: [{id: btn, class: UIButton, frame: [30, 0, 40, 40]}]}"
      ), file: "t.yaml")
    #expect(
      try HitMapper.findings(document) == [
        "likely bug: btn: 50% of its frame reaches it; the right 50% lies outside box, which does not clip, and goes to rootView",
        "check: btn: 40×40 pt, smaller than the 44×44 pt minimum target of Apple's Human Interface Guidelines; grow it, or its point(inside:)",
      ])
  }
}
