import Foundation
import Testing
import TouchTraceEngine
import TouchTraceHitMap
import TouchTraceTrace

/// Turned views are mapped by their outlines, not cell by cell (issue 35: a container of 100
/// buttons turned by 1° took 24.5 s). The maps stay exact: each agrees with a hit-test at every
/// cell's centre. Its speed (a turned map within 3× the unturned one) is a target of
/// `.ci/benchmark`, measured side by side there, never timed in a test.
@Suite struct TurnedMapTests {
  /// 100 buttons in a root view turned by `rotation` degrees (and scaled by `scale`), on a
  /// screen of `width` × `height`.
  func buttons(rotation: Double, scale: Double = 1, width: Int = 200, height: Int = 300)
    -> String
  {
    var lines = [
      "screen: {width: \(width), height: \(height)}", "window:", "  rootViewController:",
      "    id: VC", "    view:", "      id: root",
    ]
    if rotation != 0 || scale != 1 {
      lines.append("      transform: {rotation: \(rotation), scale: [\(scale), \(scale)]}")
    }
    lines.append("      subviews:")
    let (dx, dy) = (width / 10, (height - 20) / 10)
    for i in 0..<100 {
      let (x, y) = (5 + (i % 10) * dx, 10 + (i / 10) * dy)
      lines.append(
        "        - {id: b\(i), class: UIButton, title: B, frame: [\(x), \(y), \(dx - 4), \(dy / 2)]}"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test(arguments: [(1.0, 1.0), (30, 1), (45, 0.8), (-7.5, 1.2)])
  func aTurnedMapAgreesWithEveryCell(rotation: Double, scale: Double) throws {
    let yaml = buttons(rotation: rotation, scale: scale)
    let app = try sceneApp(yaml)
    let (map, cost) = hitMap(app, resolution: 1)
    #expect(agreesCellByCell(map, try sceneApp(yaml)))
    // A button's frame on screen is the cells whose centres the engine puts inside its bounds.
    for id in ["b0", "b45", "b99"] {
      let view = try #require(app.windows.flatMap(\.subtree).first { $0.id == id })
      let window = try #require(view.window)
      var cells = 0
      for r in 0..<300 {
        for c in 0..<200 {
          let p = window.convertFromSuperview(CGPoint(x: Double(c) + 0.5, y: Double(r) + 0.5))
          let q = view.convertFromWindow(p)
          let b = view.bounds
          if q.x >= b.minX && q.x < b.maxX && q.y >= b.minY && q.y < b.maxY { cells += 1 }
        }
      }
      #expect(map.view(id)?.frameArea == Double(cells), "\(id)")
    }
    #expect(cost.hitTests < cost.cells / 4, "\(cost)")
  }
}
