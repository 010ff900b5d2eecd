import TouchTraceTrace

extension TimelinePanel {
  /// The white edge that sets a filled mark off from a mark or line behind it.
  static let markEdge = Stroke(.role(.background), width: 1)

  /// A mark's glyph centred on `center`.
  static func glyph(_ glyph: TimelineModel.Glyph, muted: Bool = false, at center: Point)
    -> [DiagramItem]
  {
    switch glyph {
    case .phase(let phase): return phaseGlyph(phase, muted: muted, at: center)
    case .held(let phase): return heldGlyph(phase, at: center)
    case .state(let state):
      let reach = radius + 1
      return [
        .shape(
          .polygon([
            Point(center.x, center.y - reach), Point(center.x + reach, center.y),
            Point(center.x, center.y + reach), Point(center.x - reach, center.y),
          ]), fill: .role(TimelineModel.role(ofState: state)), stroke: markEdge)
      ]
    case .delegate, .overrideAnswer, .controlEvent, .action: return triangle(glyph, at: center)
    case .effect, .sceneChange: return changeGlyph(glyph, at: center)
    }
  }

  /// A delivered phase: a dot begins, a tick moves, a square ends, a cross cancels.
  static func phaseGlyph(_ phase: TouchPhase, muted: Bool, at center: Point) -> [DiagramItem] {
    let role: Role = muted ? .muted : phase == .cancelled ? .stop : .chain
    let stroke = Stroke(.role(role), width: 2.2)
    switch phase {
    case .began:
      return [.shape(.circle(center: center, radius: radius), fill: .role(role), stroke: markEdge)]
    case .moved:
      return [
        .shape(
          .polyline([
            Point(center.x, center.y - radius - 1), Point(center.x, center.y + radius + 1),
          ]), fill: nil, stroke: stroke)
      ]
    case .ended:
      return [.shape(.rect(endSquare(center), radius: 0), fill: .role(role), stroke: markEdge)]
    case .cancelled:
      let reach = radius - 0.5
      return [
        .shape(
          .polyline([
            Point(center.x - reach, center.y - reach), Point(center.x + reach, center.y + reach),
          ]), fill: nil, stroke: stroke),
        .shape(
          .polyline([
            Point(center.x - reach, center.y + reach), Point(center.x + reach, center.y - reach),
          ]), fill: nil, stroke: stroke),
      ]
    }
  }

  /// The square of an ended phase, half a point inside the mark's radius.
  static func endSquare(_ center: Point) -> Rect {
    Rect(center.x - radius + 0.5, center.y - radius + 0.5, 2 * radius - 1, 2 * radius - 1)
  }

  /// A held phase: the delivered shape hollow, in the colour of skipped things.
  static func heldGlyph(_ phase: TouchPhase, at center: Point) -> [DiagramItem] {
    let stroke = Stroke(.role(.skipped), width: 1.6)
    switch phase {
    case .ended, .cancelled:
      return [
        .shape(.rect(endSquare(center), radius: 0), fill: .role(.background), stroke: stroke)
      ]
    case .began, .moved:
      return [
        .shape(.circle(center: center, radius: radius), fill: .role(.background), stroke: stroke)
      ]
    }
  }

  /// A question or message: a grey triangle down for a delegate's answer, a triangle up for a
  /// control event, one pointing right for an action.
  static func triangle(_ glyph: TimelineModel.Glyph, at center: Point) -> [DiagramItem] {
    let (x, y) = (center.x, center.y)
    let corners: [Point]
    switch glyph {
    case .controlEvent:
      corners = [
        Point(x - radius, y + radius - 0.5), Point(x + radius, y + radius - 0.5),
        Point(x, y - radius),
      ]
    case .action:
      corners = [
        Point(x - radius + 1, y - radius), Point(x + radius + 0.5, y),
        Point(x - radius + 1, y + radius),
      ]
    default:  // .delegate, .overrideAnswer
      corners = [
        Point(x - radius, y - radius + 1), Point(x + radius, y - radius + 1), Point(x, y + radius),
      ]
    }
    let fill: Role = glyph == .controlEvent || glyph == .action ? .chain : .muted
    return [.shape(.polygon(corners), fill: .role(fill), stroke: nil)]
  }

  /// What changed: a ring with a dot for the state the touch left behind (`effect`), a square
  /// with a dot for the scene changed under the finger, not by it (`sceneChange`).
  static func changeGlyph(_ glyph: TimelineModel.Glyph, at center: Point) -> [DiagramItem] {
    let role: Role = glyph == .effect ? .inside : .stop
    let outline: Shape =
      glyph == .effect
      ? .circle(center: center, radius: radius)
      : .rect(Rect(center.x - radius, center.y - radius, 2 * radius, 2 * radius), radius: 1)
    return [
      .shape(outline, fill: .role(.background), stroke: Stroke(.role(role), width: 1.8)),
      .shape(.circle(center: center, radius: 1.8), fill: .role(role), stroke: nil),
    ]
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
