import Testing
import TouchTraceTrace

/// `HitMapDiff`: which points changed view, by area against hand-computed overlaps, largest
/// first; findings that came or went; nothing for the same map.
@Suite struct HitMapDiffTests {
  static func map(_ regions: [HitMapRegion], findings: [String] = []) -> HitMap {
    HitMap(
      screen: ScreenSize(width: 100, height: 100), resolution: 0.5, regions: regions, views: [],
      findings: findings)
  }

  @Test func theSameMapHasNoDifference() {
    let m = Self.map([HitMapRegion(view: "a", area: 10_000, rects: [Rect(0, 0, 100, 100)])])
    #expect(HitMapDiff.differences(from: m, to: m).isEmpty)
  }

  /// b takes a's top-left 40 × 90 and the bottom strip 100 × 10 goes to no view: two moves
  /// (3,600 pt² from a to b, 1,000 pt² from a to none), largest first; a finding that changed
  /// wording is one new and one gone.
  @Test func movesAreTheOverlapsLargestFirst() {
    let old = Self.map(
      [HitMapRegion(view: "a", area: 10_000, rects: [Rect(0, 0, 100, 100)])],
      findings: ["a: 100%"])
    let new = Self.map(
      [
        HitMapRegion(view: "a", area: 5_400, rects: [Rect(40, 0, 60, 90)]),
        HitMapRegion(view: "b", area: 3_600, rects: [Rect(0, 0, 40, 90)]),
        HitMapRegion(view: nil, area: 1_000, rects: [Rect(0, 90, 100, 10)]),
      ], findings: ["a: 54%"])
    #expect(
      HitMapDiff.differences(from: old, to: new) == [
        "hit map: 3600 pt² within [0, 0, 40, 90] went to a, now to b",
        "hit map: 1000 pt² within [0, 90, 100, 10] went to a, now to no view",
        "hit map: new finding: a: 54%",
        "hit map: finding gone: a: 100%",
      ])
  }

  /// Equal areas are ordered by the views' names, so the same maps give the same lines.
  @Test func tiesAreOrderedByName() {
    let old = Self.map([
      HitMapRegion(view: "x", area: 100, rects: [Rect(0, 0, 10, 10)]),
      HitMapRegion(view: "y", area: 100, rects: [Rect(10, 0, 10, 10)]),
    ])
    let new = Self.map([
      HitMapRegion(view: "y", area: 100, rects: [Rect(0, 0, 10, 10)]),
      HitMapRegion(view: "x", area: 100, rects: [Rect(10, 0, 10, 10)]),
    ])
    #expect(
      HitMapDiff.differences(from: old, to: new) == [
        "hit map: 100 pt² within [0, 0, 10, 10] went to x, now to y",
        "hit map: 100 pt² within [10, 0, 10, 10] went to y, now to x",
      ])
  }
}
