import TouchTraceTrace

/// The answer at any point of the screen, read from the hit map (the explorer's "tap anywhere",
/// issue 36): where a tap there goes, in the words `log --why` prints for a tap (the view, its
/// class and text, the path), and the map's findings at that point. The page looks the point up
/// in `regions` and `deadZones` and fills `{point}` in; every word is written here.
public struct PointAnswers: Sendable, Equatable, Codable {
  /// The points whose hit-test view is `view` (nil: no view), as the map's rectangles.
  public struct Region: Sendable, Equatable, Codable {
    public var view: String?
    public var rects: [Rect]
  }

  /// A part of a finding's view that another view (or none) takes: a point there is lost to it.
  public struct Zone: Sendable, Equatable, Codable {
    public var view: String
    public var rects: [Rect]
  }

  public var screen: ScreenSize
  public var regions: [Region]
  /// For each view a point reaches (its id, "" for no view), the answer's lines; `{point}` stands
  /// for the point.
  public var lines: [String: [String]]
  /// Each finding as a line of the answer.
  public var findings: [String]
  /// The view each finding is about, in the findings' order ("" when the map does not say).
  public var findingViews: [String]
  public var deadZones: [Zone]

  /// The answers for every region of `map`, whose views are `trace`'s (the scene without
  /// touches, as `HitMapper.map` gives it).
  public static func of(trace: Trace, map: HitMap) -> PointAnswers {
    let index = TraceIndex(trace)
    var lines: [String: [String]] = [:]
    // Every view some point reaches, and no view (a click between the map's regions says so).
    for view in map.regions.map(\.view) + [nil] where lines[view ?? ""] == nil {
      let answer = TouchAnswer(
        touch: 0, gesture: "tap", location: Point(0, 0),
        view: view.flatMap { index.name($0) },
        note: view.flatMap { TouchAnswer.faintNote(index.byId[$0]) },
        path: view.map { index.pathFromWindow(to: $0) } ?? [], passedOver: [], took: [],
        unknown: [])
      lines[view ?? ""] = [answer.headline(.plain, at: "{point}")] + answer.details(.plain)
    }
    return PointAnswers(
      screen: map.screen,
      regions: map.regions.map { Region(view: $0.view, rects: $0.rects) }, lines: lines,
      findings: map.findings.map { "  finding: " + SafeText.terminal($0) },
      findingViews: map.findings.indices.map { map.findingViews?[safe: $0] ?? "" },
      deadZones: map.deadZones.map { Zone(view: $0.view, rects: $0.rects) })
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
