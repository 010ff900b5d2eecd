import Foundation
import TouchTraceEngine
import TouchTraceHitMap
import TouchTraceScene
import TouchTraceTrace

/// A scene's map, from YAML.
func hitMap(_ yaml: String, resolution: Double = 0.5) throws -> HitMap {
  try HitMapper.map(
    SceneParser.parse(yaml, file: "test.yaml"), title: "test", resolution: resolution
  )
  .map
}

/// The map of an application built in Swift, with its cost.
func hitMap(_ app: UIApplication, resolution: Double = 0.5) -> (map: HitMap, cost: HitMapper.Cost) {
  let objects = TouchSimulator(application: app).finish(title: "test").objects
  return HitMapper.map(app, objects: objects, resolution: resolution)
}

/// The number of grid cells (of `step` pt) whose centres pass `inside`, over the square of side
/// `side`: the hand-computed area of a shape, for shapes whose edges are not on the grid.
func cellArea(step: Double, side: Double, _ inside: (Double, Double) -> Bool) -> Double {
  var n = 0
  let cells = Int(side / step)
  for r in 0..<cells {
    for c in 0..<cells where inside((Double(c) + 0.5) * step, (Double(r) + 0.5) * step) { n += 1 }
  }
  return Double(n) * step * step
}

/// True when every cell's region agrees with a hit-test at the cell's centre: the map, asked
/// point by point with no shortcut.
func agreesCellByCell(_ map: HitMap, _ app: UIApplication) -> Bool {
  let step = map.resolution
  let columns = Int((map.screen.width / step).rounded(.up))
  let rows = Int((map.screen.height / step).rounded(.up))
  var owner = Array(repeating: "?", count: columns * rows)
  for region in map.regions {
    for r in region.rects {
      for row in Int(r.y / step)..<Int(r.maxY / step) {
        for c in Int(r.x / step)..<Int(r.maxX / step) {
          owner[row * columns + c] = region.view ?? ""
        }
      }
    }
  }
  for row in 0..<rows {
    for c in 0..<columns {
      let p = CGPoint(x: (Double(c) + 0.5) * step, y: (Double(row) + 0.5) * step)
      if owner[row * columns + c] != (app.hitView(atScreenPoint: p)?.id ?? "") { return false }
    }
  }
  return true
}

/// The scene's application, built as `HitMapper` builds it (no touches played).
func sceneApp(_ yaml: String) throws -> UIApplication {
  var document = try SceneParser.parse(yaml, file: "test.yaml")
  document.touches = []
  return try SceneBuilder.build(document)
}
