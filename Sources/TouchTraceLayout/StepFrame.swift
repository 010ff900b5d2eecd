import TouchTraceTrace

/// One frame of an animated diagram: the diagram with the step's objects outlined wherever they
/// appear (coloured as the explorer colours them), and a strip below with the step's number and log
/// line, so a slide shows what each frame is.
extension Diagram {
  /// The strip's height, in points.
  static let captionHeight = 34.0

  public func frame(for step: DiagramStep, of count: Int, measure: any TextMeasuring) -> Diagram {
    Diagram(
      size: frameSize, items: items + frameOverlay(for: step, of: count, measure: measure),
      regions: regions)
  }

  /// The size of every frame: the diagram and the caption strip below it.
  public var frameSize: Size { Size(size.width, size.height + Self.captionHeight) }

  /// What a frame draws over the diagram: the step's outlines and its caption. Drawn over the
  /// diagram drawn once, it gives each frame's pixels without drawing the diagram again.
  public func frameOverlay(for step: DiagramStep, of count: Int, measure: any TextMeasuring)
    -> [DiagramItem]
  {
    var items: [DiagramItem] = []
    for highlight in step.highlights {
      let (role, dash) = Self.look(highlight.mark)
      for region in regions where region.object == highlight.object {
        let r = region.rect
        let box = Shape.rect(Rect(r.x - 2, r.y - 2, r.width + 4, r.height + 4), radius: 4)
        // A soft halo around the line, so a highlight never reads as the diagram's own outline of
        // the hit-test view. (A tint over the whole box read as well but doubled the file: a
        // frame holds every pixel that changed.)
        items.append(
          .group(opacity: 0.3, [.shape(box, fill: nil, stroke: Stroke(.role(role), width: 9))]))
        items.append(.shape(box, fill: nil, stroke: Stroke(.role(role), width: 3, dash: dash)))
      }
    }
    let top = size.height
    items.append(
      .shape(
        .rect(Rect(0, top, size.width, Self.captionHeight), radius: 0), fill: .role(.panel),
        stroke: nil))
    items.append(
      .shape(
        .polyline([Point(0, top), Point(size.width, top)]), fill: nil,
        stroke: Stroke(.role(.panelBorder), width: 1)))
    let numberStyle = TextStyle(
      size: Metrics.headingSize, bold: true, paint: .role(.muted), middle: true)
    let number = "\(step.number)/\(count)"
    let middle = top + Self.captionHeight / 2
    items.append(.text(number, at: Point(Metrics.margin, middle), style: numberStyle))
    let lineStyle = TextStyle(
      size: Metrics.headingSize, bold: true, monospaced: true,
      paint: .role(
        Self.look(
          step.highlights.first?.mark ?? .call
        ).role), middle: true)
    // Wide enough for the longest "N/M" so the line does not move from frame to frame.
    let numberWidth = measure.size(of: "\(count)/\(count)", style: numberStyle).width
    items.append(
      .text(step.line, at: Point(Metrics.margin + numberWidth + 14, middle), style: lineStyle))
    return items
  }

  /// The colour and dash of a mark: the same meanings as the diagram's (green inside, red outside
  /// or stopped, amber skipped), dashed for the object a step points to rather than acts on.
  static func look(_ mark: DiagramStep.Mark) -> (role: Role, dash: [Double]) {
    switch mark {
    case .visit, .call, .passed: (.accent, [])
    case .inside: (.inside, [])
    case .outside, .stopped: (.outside, [])
    case .skipped: (.skipped, [6, 4])
    case .found: (.finger, [])
    case .next, .target: (.accent, [5, 4])
    }
  }
}
