import Foundation

/// Where a finger lands, for every point of the screen: the result of hit-testing the scene on a
/// grid (the `touchtrace hitmap` command). Areas are in pt², rectangles in window (screen)
/// coordinates, as `[x, y, width, height]`. It knows nothing of the engine, so a renderer can
/// draw from it (and the trace's `objects`) alone.
public struct HitMap: Hashable, Sendable, Codable {
  /// The screen's size in points.
  public var screen: ScreenSize
  /// The grid's step in points: each cell is answered by a hit-test at its centre.
  public var resolution: Double
  /// One region per view that some point reaches, and one (`view` nil) for the points no view
  /// takes; largest first.
  public var regions: [HitMapRegion]
  /// Every view in a window, in the trace's order.
  public var views: [HitMapView]
  /// Controls and views with recognizers or touch handlers that lose part of their frame, one
  /// plain sentence each.
  public var findings: [String]
  /// The view each finding is about, in the findings' order (for SARIF's locations); absent in a
  /// map without findings, or one written before it was added.
  public var findingViews: [String]?
  /// The parts of the findings' views that go to other views (or to none): what a diagram hatches.
  public var deadZones: [HitMapDeadZone]

  public init(
    screen: ScreenSize, resolution: Double, regions: [HitMapRegion], views: [HitMapView],
    findings: [String], deadZones: [HitMapDeadZone] = []
  ) {
    self.screen = screen
    self.resolution = resolution
    self.regions = regions
    self.views = views
    self.findings = findings
    self.deadZones = deadZones
  }

  /// The map as JSON: keys sorted, laid out as the trace is (`JSONLayout`), with a final newline.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let compact = String(decoding: try encoder.encode(self), as: UTF8.self)
    return Data((JSONLayout.pretty(compact) + "\n").utf8)
  }

  /// The region of `id` (nil: the points no view takes).
  public func region(_ id: String?) -> HitMapRegion? { regions.first { $0.view == id } }
  public func view(_ id: String) -> HitMapView? { views.first { $0.view == id } }
}

/// `{"width", "height"}`: the trace's `Size` is an array, the map's screen an object.
public struct ScreenSize: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// The points whose hit-test view is `view`, as disjoint rectangles.
public struct HitMapRegion: Hashable, Sendable, Codable {
  /// The view's id; nil for the points no view takes.
  public var view: String?
  public var area: Double
  /// Disjoint, top to bottom then left to right.
  public var rects: [Rect]
  public init(view: String?, area: Double, rects: [Rect]) {
    self.view = view
    self.area = area
    self.rects = rects
  }

  public func encode(to encoder: any Encoder) throws {
    // `"view": null` is written, not left out: the JSON the issue documents always has the key.
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(view, forKey: .view)
    try c.encode(area, forKey: .area)
    try c.encode(rects, forKey: .rects)
  }
}

/// One view's frame on screen against the points that reach it.
public struct HitMapView: Hashable, Sendable, Codable {
  public var view: String
  /// The frame in window coordinates, clipped by its clipping ancestors, its window and the
  /// screen.
  public var frameArea: Double
  /// The points whose hit-test view is this view or one of its subviews (within its frame or
  /// not: an enlarged hit area reaches beyond it).
  public var reachableArea: Double
  /// The part of `frameArea` that reaches the view or one of its subviews.
  public var reachedFrameArea: Double
  /// The views that get the rest of the frame, with their areas; the points of the frame no view
  /// takes are `frameArea - reachedFrameArea` minus these.
  public var takenBy: [String: Double]
  public init(
    view: String, frameArea: Double, reachableArea: Double, reachedFrameArea: Double,
    takenBy: [String: Double]
  ) {
    self.view = view
    self.frameArea = frameArea
    self.reachableArea = reachableArea
    self.reachedFrameArea = reachedFrameArea
    self.takenBy = takenBy
  }
}

/// A part of a finding's view that does not reach it: the points of its frame that go to
/// `takenBy` (nil: to no view).
public struct HitMapDeadZone: Hashable, Sendable, Codable {
  public var view: String
  public var takenBy: String?
  public var area: Double
  /// In window coordinates; for a transformed view, the box around the part.
  public var rects: [Rect]
  public init(view: String, takenBy: String?, area: Double, rects: [Rect]) {
    self.view = view
    self.takenBy = takenBy
    self.area = area
    self.rects = rects
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(view, forKey: .view)
    try c.encode(takenBy, forKey: .takenBy)
    try c.encode(area, forKey: .area)
    try c.encode(rects, forKey: .rects)
  }
}
