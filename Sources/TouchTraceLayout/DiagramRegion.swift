import TouchTraceTrace

/// Where one object appears in a laid-out diagram: its box on the screen, its row in the view
/// tree, its node in the responder chain, its lane in the timeline. The explorer draws its
/// highlights over these boxes and an animated diagram draws them on its frames, so neither depends
/// on how a format happens to write the diagram.
public struct DiagramRegion: Sendable, Equatable {
  public enum Panel: String, Sendable, Equatable, CaseIterable {
    case screen, detail, tree, chain, timeline
  }
  public var object: String
  public var panel: Panel
  /// In the diagram's points.
  public var rect: Rect

  public init(object: String, panel: Panel, rect: Rect) {
    self.object = object
    self.panel = panel
    self.rect = rect
  }

  func offset(by dy: Double) -> DiagramRegion {
    DiagramRegion(
      object: object, panel: panel, rect: Rect(rect.x, rect.y + dy, rect.width, rect.height))
  }
}

extension ScreenPanel {
  /// Each view's box on the panel (a rotated view's bounding box), cut to the panel; views wholly
  /// outside it have none.
  func regions(_ panel: DiagramRegion.Panel) -> [DiagramRegion] {
    let frame = Rect(origin.x, origin.y, size.width, size.height)
    return trace.objects.compactMap { o in
      guard o.role == .view || o.role == .window, o.inWindow == true else { return nil }
      let box = o.windowCorners.map { Rect.bounding($0.map(map)) } ?? box(o)
      let x0 = max(box.minX, frame.minX)
      let y0 = max(box.minY, frame.minY)
      let x1 = min(box.maxX, frame.maxX)
      let y1 = min(box.maxY, frame.maxY)
      guard x1 > x0, y1 > y0 else { return nil }
      return DiagramRegion(object: o.id, panel: panel, rect: Rect(x0, y0, x1 - x0, y1 - y0))
    }
  }
}

extension TreePanel {
  /// Each view's row, as wide as the panel drew (`width`, from ``items()``).
  func regions(width: Double) -> [DiagramRegion] {
    // A folded run's row stands for each of its views.
    rows().enumerated().flatMap { i, row in
      let top = origin.y + Double(i) * Metrics.rowHeight
      return ((row.id.map { [$0] } ?? []) + row.folded).map { id in
        DiagramRegion(
          object: id, panel: .tree,
          rect: Rect(origin.x - 6, top + 1, width + 12, Metrics.rowHeight - 2))
      }
    }
  }
}
