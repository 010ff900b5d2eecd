import Foundation
import TouchTraceEngine
import TouchTraceScene
import TouchTraceTrace

/// Builds a scene's hit map: every cell of a grid over the screen hit-tested with the engine's own
/// `hitTest(_:with:)` (windows, overrides, transforms and all), merged into regions, each view's
/// frame compared with the points that reach it, and the findings said in sentences.
public enum HitMapper {
  /// The default grid step: half a point.
  public static let defaultResolution = 0.5

  /// What making a map cost: hit-tests asked, blocks of the grid answered, and blocks whose two
  /// checks disagreed and were asked cell by cell. For the benchmark and the tests.
  public struct Cost: Sendable, Equatable {
    public var cells: Int
    public var hitTests: Int
    public var blocks: Int
    public var fallbacks: Int
  }

  public enum MapError: Error, CustomStringConvertible, Equatable {
    case badResolution(Double)
    case tooManyCells(Int)
    public var description: String {
      switch self {
      case .badResolution(let r):
        "the resolution must be a number of points above 0 (at most 100), not \(r)"
      case .tooManyCells(let n):
        "the map would have \(n) cells, more than \(CellSpace.maximumCells)"
      }
    }
  }

  /// The scene's trace with no touches played (its objects as the diagrams draw them) and its map.
  public static func map(
    _ document: SceneDocument, title: String, source: String? = nil,
    resolution: Double = defaultResolution
  ) throws -> (trace: Trace, map: HitMap) {
    try check(resolution, document.screen.width, document.screen.height)
    var untouched = document
    untouched.touches = []
    let application = try SceneBuilder.build(untouched, file: source ?? "<scene>")
    let trace = TouchSimulator(application: application).finish(
      title: document.title ?? title, source: source)
    return (trace, map(application, objects: trace.objects, resolution: resolution).map)
  }

  /// The findings of a scene's map, one sentence each: what `touchtrace import` without `--tap`
  /// prints at its end.
  public static func findings(_ document: SceneDocument, file: String = "<scene>") throws
    -> [String]
  {
    try map(document, title: file, source: file).map.findings
  }

  /// The same, for a scene without touches already built (`import` builds it to validate it).
  public static func findings(of application: UIApplication, file: String = "<scene>") throws
    -> [String]
  {
    let size = application.screenSize
    try check(defaultResolution, Double(size.width), Double(size.height))
    let trace = TouchSimulator(application: application).finish(title: file, source: file)
    return map(application, objects: trace.objects).map.findings
  }

  /// The map of an application as it stands; `objects` are its trace's objects (the engine's own
  /// snapshot of the geometry, in screen coordinates). The resolution must have passed `check`.
  public static func map(
    _ application: UIApplication, objects: [TraceObject], resolution: Double = defaultResolution
  ) -> (map: HitMap, cost: Cost) {
    let size = application.screenSize
    let space = CellSpace(
      width: Double(size.width), height: Double(size.height), resolution: resolution)
    let views = MapViews(application, objects: objects)
    let shown = Set(application.windowsFrontToBack.map(ObjectIdentifier.init))
    var edges: [HitGrid.Edge] = []
    for i in 0..<views.count {
      guard let window = views.window(i), shown.contains(ObjectIdentifier(window)) else { continue }
      edges += views.edges(i, in: space)
    }
    let grid = HitGrid(space: space, edges: edges) { c, r in
      guard let hit = application.hitView(atScreenPoint: space.centre(c, r)),
        let i = views.index[ObjectIdentifier(hit)]
      else { return 0 }
      return Int32(i + 1)
    }
    let rects = RegionRects.merge(grid)
    let map = HitMap(
      screen: ScreenSize(width: Double(size.width), height: Double(size.height)),
      resolution: resolution, regions: regions(rects, views, space),
      views: [], findings: [])
    return (
      summarise(map, grid, rects, views),
      Cost(
        cells: space.count, hitTests: grid.hitTests, blocks: grid.blocks, fallbacks: grid.fallbacks)
    )
  }

  /// Throws unless the resolution is usable for a screen of this size.
  public static func check(_ resolution: Double, _ width: Double, _ height: Double) throws {
    guard resolution.isFinite, resolution > 0, resolution <= 100 else {
      throw MapError.badResolution(resolution)
    }
    let cells = (width / resolution).rounded(.up) * (height / resolution).rounded(.up)
    guard cells <= Double(CellSpace.maximumCells) else {
      throw MapError.tooManyCells(Int(saturating: cells))
    }
  }

  /// The regions, largest first (ties in the trace's order, no view last).
  private static func regions(_ rects: [Int32: [CellBox]], _ views: MapViews, _ space: CellSpace)
    -> [HitMapRegion]
  {
    struct Entry {
      var value: Int32
      var cells: Int
      var boxes: [CellBox]
      /// No view sorts last among equals.
      var order: Int32 { value == 0 ? Int32.max : value }
    }
    var entries: [Entry] = []
    for (value, boxes) in rects {
      entries.append(Entry(value: value, cells: boxes.reduce(0) { $0 + $1.count }, boxes: boxes))
    }
    entries.sort { a, b in a.cells != b.cells ? a.cells > b.cells : a.order < b.order }
    return entries.map { e in
      HitMapRegion(
        view: e.value == 0 ? nil : views.objects[Int(e.value) - 1].id,
        area: Double(e.cells) * space.cellArea, rects: e.boxes.map(space.rect))
    }
  }

  /// The parts of a finding's view that other views (or none) take, largest first.
  private static func deadZones(
    _ i: Int, _ cover: FrameCoverage, _ views: MapViews, _ space: CellSpace
  ) -> [HitMapDeadZone] {
    cover.significantParts(space).map { value, part in
      let boxes = (part.rects.isEmpty ? [part.box] : part.rects).sorted {
        ($0.r0, $0.c0) < ($1.r0, $1.c0)
      }
      return HitMapDeadZone(
        view: views.objects[i].id,
        takenBy: value == 0 ? nil : views.objects[Int(value) - 1].id,
        area: Double(part.cells) * space.cellArea,
        rects: boxes.map(space.rect))
    }
  }

  /// Each view's frame against what reaches it, and the findings.
  private static func summarise(
    _ map: HitMap, _ grid: HitGrid, _ rects: [Int32: [CellBox]], _ views: MapViews
  ) -> HitMap {
    var out = map
    let space = grid.space
    var reachable = Array(repeating: 0, count: views.count)
    for (value, boxes) in rects where value > 0 {
      let cells = boxes.reduce(0) { $0 + $1.count }
      var v: Int? = Int(value) - 1
      while let current = v {
        reachable[current] += cells
        v = views.parent[current]
      }
    }
    var found: [Findings.Finding] = []
    for i in 0..<views.count {
      let cover = FrameCoverage(i, views, grid, rects)
      var takenBy: [String: Double] = [:]
      for (value, part) in cover.taken where value > 0 {
        takenBy[views.objects[Int(value) - 1].id] = Double(part.cells) * space.cellArea
      }
      out.views.append(
        HitMapView(
          view: views.objects[i].id, frameArea: Double(cover.frameCells) * space.cellArea,
          reachableArea: Double(reachable[i]) * space.cellArea,
          reachedFrameArea: Double(cover.reachedCells) * space.cellArea, takenBy: takenBy))
      if let finding = Findings.finding(i, cover, views, space) {
        found.append(finding)
        out.deadZones += deadZones(i, cover, views, space)
      }
      if let small = TargetSize.finding(i, views) { found.append(small) }
    }
    // Likely bugs first, then what to check, then what is expected; in the trace's order within.
    let ranked = found.enumerated().sorted { a, b in
      (a.element.rank.0, a.element.rank.1, a.offset) < (
        b.element.rank.0, b.element.rank.1, b.offset
      )
    }.map(\.element)
    out.findings = ranked.map(\.text)
    out.findingViews = ranked.isEmpty ? nil : ranked.map { views.objects[$0.view].id }
    return out
  }
}
