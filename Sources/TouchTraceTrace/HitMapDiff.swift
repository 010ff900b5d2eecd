/// Compares two hit maps of the same scene by what they mean: which points changed view, and
/// which findings came or went, in words — "hit map: 750 pt² within [285, 125, 15, 50] went to
/// btn, now to rootView". Empty when every point goes where it went. `check` reports these as
/// behaviour (issue 24: a region that changes view is a behaviour change), not as pixels.
public enum HitMapDiff {
  /// The differences, largest moved area first, then the findings that are new and gone.
  public static func differences(from old: HitMap, to new: HitMap) -> [String] {
    var out: [String] = []
    if old.screen != new.screen {
      out.append(
        "hit map: the screen was \(size(old.screen)), is now \(size(new.screen))")
    }
    if old.resolution != new.resolution {
      out.append(
        "hit map: the grid was \(EventLog.number(old.resolution)) pt, is now "
          + "\(EventLog.number(new.resolution)) pt")
    }
    if old.regions != new.regions { out += moves(old.regions, new.regions) }
    let was = Set(old.findings)
    let now = Set(new.findings)
    out += new.findings.filter { !was.contains($0) }.map { "hit map: new finding: \($0)" }
    out += old.findings.filter { !now.contains($0) }.map { "hit map: finding gone: \($0)" }
    return out
  }

  /// For each pair of views, the points that went to the first and now go to the second: the
  /// overlap of the old region's rectangles with the new one's (each map's rectangles are
  /// disjoint, so the overlaps add up).
  private static func moves(_ old: [HitMapRegion], _ new: [HitMapRegion]) -> [String] {
    var found: [(area: Double, from: String?, to: String?, box: Rect)] = []
    for a in old {
      for b in new where a.view != b.view {
        var area = 0.0
        var parts: [Rect] = []
        for r in a.rects {
          for s in b.rects {
            guard let o = overlap(r, s) else { continue }
            area += o.width * o.height
            parts.append(o)
          }
        }
        guard area > 0 else { continue }
        let corners = parts.flatMap { [Point($0.minX, $0.minY), Point($0.maxX, $0.maxY)] }
        found.append((area, a.view, b.view, Rect.bounding(corners)))
      }
    }
    // Largest first; ties in the views' names, so the same maps give the same lines.
    found.sort {
      ($0.area, name($1.from), name($1.to)) > ($1.area, name($0.from), name($0.to))
    }
    return found.map {
      let box = [$0.box.x, $0.box.y, $0.box.width, $0.box.height].map(EventLog.number)
      return "hit map: \(EventLog.number($0.area)) pt² within [\(box.joined(separator: ", "))] "
        + "went to \(name($0.from)), now to \(name($0.to))"
    }
  }

  private static func overlap(_ r: Rect, _ s: Rect) -> Rect? {
    let x = max(r.minX, s.minX)
    let y = max(r.minY, s.minY)
    let w = min(r.maxX, s.maxX) - x
    let h = min(r.maxY, s.maxY) - y
    return w > 0 && h > 0 ? Rect(x, y, w, h) : nil
  }

  private static func name(_ view: String?) -> String { view ?? "no view" }
  private static func size(_ s: ScreenSize) -> String {
    "\(EventLog.number(s.width)) × \(EventLog.number(s.height))"
  }
}
