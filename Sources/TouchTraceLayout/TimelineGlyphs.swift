import TouchTraceTrace

extension TimelinePanel {
  /// A mark's glyph centred on `c`.
  static func glyph(_ glyph: TimelineModel.Glyph, muted: Bool = false, at c: Point)
    -> [DiagramItem]
  {
    let r = radius
    let edge = Stroke(.role(.background), width: 1)
    switch glyph {
    case .phase(let phase):
      let role: Role = muted ? .muted : phase == .cancelled ? .stop : .chain
      switch phase {
      case .began:
        return [.shape(.circle(center: c, radius: r), fill: .role(role), stroke: edge)]
      case .moved:
        return [
          .shape(
            .polyline([Point(c.x, c.y - r - 1), Point(c.x, c.y + r + 1)]), fill: nil,
            stroke: Stroke(.role(role), width: 2.2))
        ]
      case .ended:
        return [
          .shape(
            .rect(Rect(c.x - r + 0.5, c.y - r + 0.5, 2 * r - 1, 2 * r - 1), radius: 0),
            fill: .role(role), stroke: edge)
        ]
      case .cancelled:
        let d = r - 0.5
        return [
          .shape(
            .polyline([Point(c.x - d, c.y - d), Point(c.x + d, c.y + d)]), fill: nil,
            stroke: Stroke(.role(role), width: 2.2)),
          .shape(
            .polyline([Point(c.x - d, c.y + d), Point(c.x + d, c.y - d)]), fill: nil,
            stroke: Stroke(.role(role), width: 2.2)),
        ]
      }
    case .held(let phase):
      let stroke = Stroke(.role(.skipped), width: 1.6)
      switch phase {
      case .ended, .cancelled:
        return [
          .shape(
            .rect(Rect(c.x - r + 0.5, c.y - r + 0.5, 2 * r - 1, 2 * r - 1), radius: 0),
            fill: .role(.background), stroke: stroke)
        ]
      case .began, .moved:
        return [.shape(.circle(center: c, radius: r), fill: .role(.background), stroke: stroke)]
      }
    case .state(let state):
      let d = r + 1
      return [
        .shape(
          .polygon([
            Point(c.x, c.y - d), Point(c.x + d, c.y), Point(c.x, c.y + d), Point(c.x - d, c.y),
          ]), fill: .role(TimelineModel.role(ofState: state)), stroke: edge)
      ]
    case .delegate, .overrideAnswer:
      return [
        .shape(
          .polygon([Point(c.x - r, c.y - r + 1), Point(c.x + r, c.y - r + 1), Point(c.x, c.y + r)]),
          fill: .role(.muted), stroke: nil)
      ]
    case .controlEvent:
      return [
        .shape(
          .polygon([
            Point(c.x - r, c.y + r - 0.5), Point(c.x + r, c.y + r - 0.5), Point(c.x, c.y - r),
          ]),
          fill: .role(.chain), stroke: nil)
      ]
    case .action:
      return [
        .shape(
          .polygon([
            Point(c.x - r + 1, c.y - r), Point(c.x + r + 0.5, c.y), Point(c.x - r + 1, c.y + r),
          ]),
          fill: .role(.chain), stroke: nil)
      ]
    case .effect:
      // A ring with a dot: the state the touch left behind.
      return [
        .shape(
          .circle(center: c, radius: r), fill: .role(.background),
          stroke: Stroke(.role(.inside), width: 1.8)),
        .shape(.circle(center: c, radius: 1.8), fill: .role(.inside), stroke: nil),
      ]
    case .sceneChange:
      // A square with a dot: the scene changed under the finger, not by it.
      return [
        .shape(
          .rect(Rect(c.x - r, c.y - r, 2 * r, 2 * r), radius: 1), fill: .role(.background),
          stroke: Stroke(.role(.stop), width: 1.8)),
        .shape(.circle(center: c, radius: 1.8), fill: .role(.stop), stroke: nil),
      ]
    }
  }
}

/// The timeline's marks, in the order the legend lists them (after the other panels' marks).
enum TimelineMark: Hashable, CaseIterable {
  /// A bar with its end ticks, as the timeline draws a run of moves or a highlight.
  static func bar(_ role: Role, _ mid: Point) -> [DiagramItem] {
    [
      .shape(
        .polyline([Point(mid.x - 9, mid.y), Point(mid.x + 9, mid.y)]), fill: nil,
        stroke: Stroke(.role(role), width: 2.5)),
      .shape(
        .polyline([Point(mid.x - 9, mid.y - 4), Point(mid.x - 9, mid.y + 4)]), fill: nil,
        stroke: Stroke(.role(role), width: 1.5)),
      .shape(
        .polyline([Point(mid.x + 9, mid.y - 4), Point(mid.x + 9, mid.y + 4)]), fill: nil,
        stroke: Stroke(.role(role), width: 1.5)),
    ]
  }

  case finger, began, moved, ended, cancelled, held, late, cause, recognizerTouches, state,
    delegate, overrideAnswer, controlEvent, action, highlighted, sameInstant

  func text(_ w: DiagramWords) -> String {
    switch self {
    case .finger: w.timelineFinger
    case .began: w.timelineBegan
    case .moved: w.timelineMoved
    case .ended: w.timelineEnded
    case .cancelled: w.timelineCancelled
    case .held: w.timelineHeld
    case .late: w.timelineLate
    case .cause: w.timelineCause
    case .recognizerTouches: w.timelineRecognizerTouches
    case .state: w.timelineState
    case .delegate: w.timelineDelegate
    case .overrideAnswer: w.timelineOverride
    case .controlEvent: w.timelineControlEvent
    case .action: w.timelineAction
    case .highlighted: w.timelineHighlighted
    case .sameInstant: w.timelineSameInstant
    }
  }

  /// A sample of the mark in a 24×16 box whose middle is `mid`.
  func glyph(mid: Point) -> [DiagramItem] {
    typealias T = TimelinePanel
    switch self {
    case .finger:
      return [
        .shape(
          .polyline([Point(mid.x - 10, mid.y), Point(mid.x + 10, mid.y)]), fill: nil,
          stroke: Stroke(.role(.finger), width: 5))
      ]
    case .began: return T.glyph(.phase(.began), at: mid)
    case .moved: return Self.bar(.chain, mid)
    case .highlighted: return Self.bar(.tint, mid)
    case .ended: return T.glyph(.phase(.ended), at: mid)
    case .cancelled: return T.glyph(.phase(.cancelled), at: mid)
    case .held: return T.glyph(.held(.began), at: mid)
    case .late:
      return [
        .arrow(
          [
            Point(mid.x - 9, mid.y + 5), Point(mid.x - 9, mid.y - 4), Point(mid.x + 9, mid.y - 4),
            Point(mid.x + 9, mid.y + 6),
          ], stroke: Stroke(.role(.skipped), width: 1.3, dash: [3, 2]), headAtStart: false)
      ]
    case .cause:
      return [
        .arrow(
          [Point(mid.x - 10, mid.y + 6), Point(mid.x + 10, mid.y - 6)],
          stroke: Stroke(.role(.stop), width: 1.5), headAtStart: false)
      ]
    case .recognizerTouches:
      return T.glyph(.phase(.began), muted: true, at: Point(mid.x - 6, mid.y))
        + T.glyph(.phase(.ended), muted: true, at: Point(mid.x + 6, mid.y))
    case .state: return T.glyph(.state("recognized"), at: mid)
    case .delegate: return T.glyph(.delegate, at: mid)
    case .overrideAnswer: return T.glyph(.overrideAnswer, at: mid)
    case .controlEvent: return T.glyph(.controlEvent, at: mid)
    case .action: return T.glyph(.action, at: mid)
    case .sameInstant:
      return [
        .group(
          opacity: 0.6,
          [
            .shape(
              .rect(Rect(mid.x - 11, mid.y - 7, 22, 14), radius: 4), fill: .role(.accentSoft),
              stroke: nil)
          ]),
        .shape(
          .circle(center: Point(mid.x - 6, mid.y), radius: 2.5), fill: .role(.chain), stroke: nil),
        .shape(.circle(center: Point(mid.x, mid.y), radius: 2.5), fill: .role(.chain), stroke: nil),
        .shape(
          .circle(center: Point(mid.x + 6, mid.y), radius: 2.5), fill: .role(.chain), stroke: nil),
      ]
    }
  }
}
